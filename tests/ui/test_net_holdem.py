"""Texas Hold'em at a network table through its screens: Tisch eröffnen, a whole sit-and-go against
the server's computers by keys, the end screen, the lobby again; a watcher; nobody else's hole card."""

from __future__ import annotations

import os
import re
from collections.abc import Callable
from functools import partial

import pygame
import pytest

from game.engine import Card
from game.engine.betting import Called
from game.engine.cards import parse_card
from game.engine.holdem import HoldemPhase, HoleCards, Showdown
from game.net.holdem.variant import HoldemTableGame
from game.net.ledger import START_STACK
from game.scenes.holdem.history import HoldemHistoryScene
from game.scenes.net.cover import NetCover
from game.scenes.net.holdem.table import NetHoldemOverScene, NetHoldemScene
from game.scenes.net.lobby import LobbyScene
from game.scenes.net.open import OpenTableScene
from game.session.holdem.remote import RemoteHoldemSession
from tests.net.helpers import Lab
from tests.net.holdem_helpers import HoldemPerson, calling

from .helpers import key, screen_text, type_text
from .net_helpers import run_until
from .test_net_screens import _lobby


def _secret(lab: Lab, me: int | None) -> set[Card]:
    """Every hole card of the running or last hands that is not ``me``'s and was not shown."""
    game = lab.table(1).game
    assert isinstance(game, HoldemTableGame)
    events = lab.on_server(lambda: list(game.game.events))
    holes: set[Card] = set()
    shown: set[Card] = set()
    for event in events:
        if type(event).__name__ == "HoleCards" and event.seat != me and event.cards is not None:
            holes |= set(event.cards)
        if isinstance(event, Showdown):
            shown |= {card for hand in event.shown for card in hand.hole}
    return holes - shown


def _check_hidden(lab: Lab, session: RemoteHoldemSession) -> None:
    """The session holds no other seat's hole card that a showdown did not show: not in the table
    view the screen draws from, not in the history."""
    if not session.has_game:
        return
    table = session.table
    me = session.viewer
    seen: set[Card] = set()
    for seat in range(len(table.config.seats)):
        if seat != me:
            seen |= set(table.hole(seat) or ())
    for record in table.history:
        for seat in record.seats:
            if seat != me:
                seen |= set(record.hole(seat) or ())
    leaked = seen & _secret(lab, me)
    assert not leaked, f"another seat's hidden cards reached the screen: {leaked}"


def dialog_row(app, dialog: OpenTableScene, widget: object, *keys: int, text: str | None = None) -> None:
    """Down to ``widget``'s row of Tisch eröffnen, press ``keys`` there, then type ``text`` over it."""
    while dialog.ui.focused is not widget:
        key(app, pygame.K_DOWN)
    for k in keys:
        key(app, k)
    if text is not None:
        key(app, pygame.K_a, mod=pygame.KMOD_CTRL)
        type_text(app, text)


def holdem_dialog(app) -> tuple[OpenTableScene, Callable[..., None]]:
    """N in the lobby: Tisch eröffnen with Texas Hold'em chosen, and its row filler (`dialog_row`)."""
    key(app, pygame.K_n)
    dialog = app.top
    assert isinstance(dialog, OpenTableScene)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    assert dialog.variant.value == "holdem"
    return dialog, partial(dialog_row, app, dialog)


def _open_holdem(app, lobby: LobbyScene) -> None:
    """Tisch eröffnen by keys: Texas Hold'em, 3 seats, 2 computers, stack 200, blinds up every hand."""
    dialog, row = holdem_dialog(app)
    row(dialog.seats, text="3")
    row(dialog.blind_hands, text="1")
    row(dialog.stack, text="200")
    row(dialog.holdem_computers, text="2")
    assert (dialog.seats.value, dialog.blind_hands.value, dialog.stack.value) == (3, 1, 200)
    assert dialog.holdem_computers.value == 2
    key(app, pygame.K_RETURN)
    assert not isinstance(app.top, OpenTableScene)


def _at_the_table(app, lab: Lab) -> NetHoldemScene:
    """Hanna logs in, opens the sit-and-go of `_open_holdem` and is at its table."""
    _open_holdem(app, _lobby(app, lab, "Hanna"))
    run_until(app, lambda: isinstance(app.top, NetHoldemScene), what="the Hold'em table")
    scene = app.top
    assert isinstance(scene, NetHoldemScene)
    return scene


def _export(app, tmp_path) -> tuple[str, str]:
    """H on the end screen: the history; its text and PHH exports, read back."""
    key(app, pygame.K_h)
    top = app.top
    assert isinstance(top, NetCover) and isinstance(top.inner, HoldemHistoryScene)
    history = top.inner
    text_file, phh_file = history.export(tmp_path), history.export_phh(tmp_path)
    assert text_file is not None and phh_file is not None
    key(app, pygame.K_ESCAPE)  # back to the end screen
    return text_file.read_text(encoding="utf-8"), phh_file.read_text(encoding="utf-8")


def test_a_sit_and_go_with_computers_from_open_to_the_end(make_app, lab: Lab, tmp_path) -> None:
    app = make_app()
    scene = _at_the_table(app, lab)
    session = scene.session
    assert isinstance(session, RemoteHoldemSession)
    assert session.seating is not None and session.seating.variant == "holdem"
    assert session.people == (0,)  # the opener sits first; the computers after
    assert not scene.table.tips.allowed()  # no Tipp at a network table, not even its button
    assert app.t("tip.button") not in screen_text(app)
    assert session.balance == START_STACK - 100  # the buy-in
    acted = hands = 0
    exported: tuple[str, str] | None = None
    for _ in range(20_000):
        lab.advance(0.25)  # the server's clock: computers think, the next hand is dealt
        top = app.top
        if isinstance(top, LobbyScene):
            break
        _check_hidden(lab, session)
        if isinstance(top, NetCover) and isinstance(top.inner, NetHoldemOverScene):
            if exported is None:
                words = screen_text(app)
                assert "Zur Lobby" not in words and "Revanche" not in words  # no rematch at a network table
                assert "Zurück zum Tisch" in words  # where Enter, Esc and the button lead
                if os.environ.get("NP_SHOTS"):
                    pygame.image.save(app.screen, "/tmp/npo/holdem_net_over.png")
                exported = _export(app, tmp_path)
            key(app, pygame.K_ESCAPE)  # the end screen: back to the table, then the lobby
            continue
        if isinstance(top, NetHoldemScene):
            table = top.table
            if table.my_turn():
                key(app, pygame.K_c)  # check or call
                acted += 1
                continue
            if table.finished_hand() is not None and table.waits_for_person():
                hands += 1
                key(app, pygame.K_SPACE)  # the next hand, or the end screen
                continue
        app.step(1 / 60)
    assert isinstance(app.top, LobbyScene), "the sit-and-go did not end in the lobby"
    # at the table, between its games, as the end screen's button said (it said "Zur Lobby")
    assert app.top.seating is not None and app.top.seating.table == session.seating.table
    assert acted > 0 and hands > 0
    table = session.table
    assert table.is_over and sorted(table.places.values()) == [1, 2, 3]
    # the prize: one person at the table takes the whole pool of their own buy-in
    run_until(app, lambda: session.balance == START_STACK, what="the prize")
    # the exports: every hand the server kept for Hanna, her own cards, nobody else's hidden ones
    assert exported is not None
    text, phh = exported
    assert session.records and phh.count("[") >= len(session.records)
    for record in session.records:
        assert f"[{record.hand}]" in phh
    dealt = re.findall(r"d dh p(\d+) (\S+?)\"", phh)
    shown = {cards for cards in re.findall(r"p\d+ sm (\S+?)\"", phh)}
    assert dealt
    for player, cards in dealt:  # p1 is the first seat dealt in: Hanna's own seat 0 sits first
        assert (
            cards == "????"
            or cards in shown
            or all(parse_card(cards[i : i + 2]) not in _secret(lab, 0) for i in range(0, len(cards), 2))
        ), (player, cards)
    hidden = {str(card) for card in _secret(lab, 0)}
    assert not any(re.search(rf"\b{card}", text) for card in hidden)  # nor in the text export
    own = [e for e in session.events_after(0) if isinstance(e, HoleCards) and e.seat == 0]
    assert own and all("".join(map(str, e.cards)) in phh for e in own if e.cards is not None)
    assert "????" in phh  # the computers' cards that were never shown


def test_the_lobby_lists_stakes_and_states_and_filters_by_variant(make_app, lab: Lab) -> None:
    anna, bert = lab.person("Anna"), lab.person("Bert")
    assert anna.session.open_table("token", tokens=5)
    lab.pump(lambda: anna.session.seating is not None, what="the token table")
    assert bert.session.open_table(
        "holdem", structure="pot-limit", seats=4, big_blind=40, blind_hands=5, stack=2000, buy_in=50
    )
    lab.pump(lambda: bert.session.seating is not None, what="the Hold'em table")
    app = make_app()
    lobby = _lobby(app, lab, "Hanna")
    run_until(app, lambda: len(lobby.session.tables) == 2, what="the table list")
    rows = {}
    for summary in lobby.session.tables:
        rows[summary.variant] = [cell[0] for cell in lobby.row_cells(pygame.Rect(0, 0, 4000, 40), summary)]
    assert rows["holdem"][2] == "Pot-Limit, Blinds 20/40, Buy-in 50, Stapel 2000, verdoppelt alle 5 Hände"
    assert rows["holdem"][4] == "1/4 angemeldet"  # a sit-and-go counts who registered
    assert rows["token"][4] == "wartet"
    assert [s.variant for s in lobby.shown_tables()] == ["token", "holdem"]
    key(app, pygame.K_f)  # only the token game's tables
    assert [s.variant for s in lobby.shown_tables()] == ["token"]
    key(app, pygame.K_f)  # the Duell's: none
    assert lobby.variant_filter == "duell" and lobby.shown_tables() == ()
    key(app, pygame.K_f)  # only Hold'em's
    assert [s.variant for s in lobby.shown_tables()] == ["holdem"]
    assert lobby.variant_filter == "holdem"
    key(app, pygame.K_z)  # watch the one table listed: the Hold'em table
    run_until(app, lambda: lobby.seating is not None, what="watching")
    assert lobby.seating is not None and lobby.seating.variant == "holdem"


def _to_my_turn(app, lab: Lab, scene: NetHoldemScene, meanwhile=lambda: True) -> None:
    """Let the server's clock run until it is the person's move; ``meanwhile`` holds until then."""
    for _ in range(2000):
        if scene.table.my_turn():
            break
        assert meanwhile()
        lab.advance(0.25)
        app.step(1 / 60)
    assert scene.table.my_turn()


def _call(app, scene: NetHoldemScene) -> None:
    """C on the person's move, until the server's call is back."""

    def calls() -> int:
        return sum(isinstance(e, Called) and e.seat == 0 for e in scene.session.events_after(0))

    called = calls()
    key(app, pygame.K_c)
    run_until(app, lambda: calls() > called, what="the call")


def test_the_panel_counts_the_move_then_the_time_bank(make_app, lab: Lab) -> None:
    app = make_app()
    scene = _at_the_table(app, lab)
    _to_my_turn(app, lab, scene)

    def lines() -> list[str]:
        return [row[0] for row in scene.panel_rows()]

    run_until(app, lambda: "Deine Zeitbank: 30 s" in lines(), what="the own time bank")
    assert any(line.startswith("Du bist am Zug: noch") for line in lines())  # the own move (turn_timer)
    assert scene.table.session.table.timer is not None  # the table's own countdown runs too
    lab.advance(31)  # the move timer runs out: the time bank runs
    run_until(app, lambda: any("Zeitbank, noch" in line for line in lines()), what="the time bank")
    assert scene.table.my_turn()  # still the person's move, and the panel says so (not by name)
    assert any(line.startswith("Du bist am Zug: Zeitbank, noch") for line in lines()), lines()
    _call(app, scene)
    # the bank keeps what was left of it (less than the 30 s it had), refilled only after the hand
    run_until(app, lambda: any(line.startswith("Deine Zeitbank: ") for line in lines()), what="the bank left")
    left = next(line for line in lines() if line.startswith("Deine Zeitbank: "))
    assert left != "Deine Zeitbank: 30 s"


def test_b_uses_the_time_bank_on_the_own_move(make_app, lab: Lab) -> None:
    """B is offered only on the own move while the bank can run; pressed, the bank runs at once
    (before the move timer ran out, its seconds on top of the rest) and the key is no longer
    offered; moved before the move timer ran out, the bank keeps all of its 30 s."""
    app = make_app()
    scene = _at_the_table(app, lab)

    def lines() -> list[str]:
        return [row[0] for row in scene.panel_rows()]

    _to_my_turn(app, lab, scene, lambda: "B: Zeitbank nutzen" not in " ".join(lines()))
    run_until(app, lambda: "B: Zeitbank nutzen" in " ".join(lines()), what="the key offered")
    assert not any("Zeitbank, noch" in line for line in lines())
    key(app, pygame.K_b)
    run_until(app, lambda: any("Zeitbank, noch" in line for line in lines()), what="the time bank runs")
    assert "B: Zeitbank nutzen" not in " ".join(lines())
    assert scene.table.my_turn() and not scene.error
    counting = next(line for line in lines() if "Zeitbank, noch" in line)
    assert counting.startswith("Du bist am Zug: Zeitbank"), counting
    seconds = int(re.search(r"noch (\d+) s", counting).group(1))  # type: ignore[union-attr]
    assert seconds > 40, counting  # the bank's 30 s on top of the move timer's rest
    lab.advance(2)
    _call(app, scene)
    run_until(app, lambda: any(line.startswith("Deine Zeitbank: ") for line in lines()), what="the bank left")
    # asked early and moved before the move timer ran out: the bank keeps all of it (network.md)
    assert "Deine Zeitbank: 30 s" in lines()


@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080)])
def test_the_network_panel_fits_the_table_at_every_size(make_app, lab: Lab, size: tuple[int, int]) -> None:
    app = make_app(size)
    lobby = _lobby(app, lab, "Hanna")
    _open_holdem(app, lobby)
    run_until(app, lambda: isinstance(app.top, NetHoldemScene), what="the Hold'em table")
    scene = app.top
    assert isinstance(scene, NetHoldemScene)
    _to_my_turn(app, lab, scene)
    type_text(app, ".")
    type_text(app, "Viel Glück")
    key(app, pygame.K_RETURN)
    run_until(app, lambda: any(line.text == "Viel Glück" for line in scene.session.chat), what="the chat")
    app.step(1 / 60)
    if os.environ.get("NP_SHOTS"):
        pygame.image.save(app.screen, f"/tmp/npo/holdem_net_{size[0]}.png")
    area = app.content_rect
    assert area.contains(scene.panel_rect)
    for _, _, _, rect in scene.panel_rows():
        assert scene.panel_rect.contains(rect)
    # the panel covers neither the person's cards nor the action bar
    lay = scene.table.lay
    mine = lay.seats[0]
    assert not any(scene.panel_rect.colliderect(r) for r in (*mine.cards, mine.plate, lay.bar))
    assert not any(scene.panel_rect.colliderect(r) for r in (lay.facts, lay.menu_button, lay.history_button))
    # nor any seat's marks (D, SB, BB) beside its plate
    assert not any(scene.panel_rect.colliderect(seat.marks) for seat in lay.seats)


def _two_at_a_sit_and_go(lab: Lab) -> tuple[HoldemPerson, HoldemPerson]:
    """Anna and Bert at a sit-and-go of two: the table is full, the game runs."""
    anna = lab.person("Anna", kind=HoldemPerson)
    bert = lab.person("Bert", kind=HoldemPerson)
    assert anna.session.open_table("holdem", seats=2, stack=400, blind_hands=2)
    lab.pump(lambda: anna.session.seating is not None, what="the table")
    assert bert.session.sit(1)  # the table is full: the sit-and-go starts
    lab.pump(lambda: anna.session.has_game and bert.session.has_game, what="the game")
    return anna, bert


def _watching(app, lab: Lab) -> NetHoldemScene:
    """Zoe's window watches the one table."""
    lobby = _lobby(app, lab, "Zoe")
    run_until(app, lambda: len(lobby.session.tables) == 1, what="the table list")
    key(app, pygame.K_z)  # watch
    run_until(app, lambda: isinstance(app.top, NetHoldemScene), what="the watched table")
    scene = app.top
    assert isinstance(scene, NetHoldemScene)
    return scene


def test_a_watcher_sees_only_what_everybody_sees(make_app, lab: Lab) -> None:
    anna, bert = _two_at_a_sit_and_go(lab)
    for _ in range(3):  # a few moves: the watcher comes in mid-hand
        lab.pump(
            lambda: any(p.session.legal_actions(p.session.viewer or 0) for p in (anna, bert)), what="a turn"
        )
        for person in (anna, bert):
            calling(person)
    app = make_app()
    scene = _watching(app, lab)
    session = scene.session
    assert session.people == () and session.viewer is None
    # the hand that began before the watcher came: both seats' cards drawn, face down
    app.step(1 / 60)
    assert session.recorder is None and session.table.phase is HoldemPhase.BETTING
    assert [_drawn(app, scene, seat) for seat in (0, 1)] == ["back", "back"]
    showdowns = unseen_shown = 0
    for _ in range(20_000):
        if session.has_game and session.table.is_over:
            break
        lab.advance(0.25)
        for person in (anna, bert):
            person.session.advance(0.0)
            calling(person)
        app.step(1 / 60)
        _check_hidden(lab, session)
        if isinstance(app.top, NetHoldemScene):
            assert not app.top.table.my_turn()  # a watcher never acts
            table = session.table
            if table.phase is not HoldemPhase.BETTING and any(table.hole(seat) for seat in (0, 1)):
                showdowns += 1  # the hands a showdown showed are shown to the watcher too
                if session.recorder is None and len(session.shown) == 2:  # the hand begun unseen
                    assert [_drawn(app, scene, seat) for seat in (0, 1)] == ["face", "face"]
                    unseen_shown += 1
    assert session.table.is_over
    assert len(session.table.history) >= 2 and showdowns > 0 and unseen_shown > 0


def _drawn(app, scene: NetHoldemScene, seat: int) -> str | None:
    """What the frame shows at ``seat``'s first card: "face" (mostly the white of a face), "back"
    (the red of a back) or None (the felt's green: no card)."""
    app.draw()
    place = next(sl for sl in scene.table.lay.seats if sl.seat == seat).cards[0]
    r, g, b, *_ = pygame.transform.average_color(
        app.screen, pygame.Rect(place.topleft, (place.w, place.h // 2))
    )
    if min(r, g, b) > 170:
        return "face"
    return "back" if r > g + 40 else None


def test_unreadable_views_and_events_are_wire_errors() -> None:
    """The client's reading refuses what is not a Hold'em view or event in words (`WireError`),
    which the session logs and skips; nothing half-read is shown."""
    from game.engine.holdem import HoldemEvent
    from game.net.holdem.wire import record_from_json
    from game.net.protocol import WireError
    from game.session.holdem.remote import view_from_json

    good = {
        "names": ["A", "B"], "structure": "no-limit", "hand": 1, "phase": "betting", "button": 0,
        "board": [], "street": "preflop", "stacks": [90, 80], "bets": [10, 20], "pot": 30,
        "live": [0, 1], "current": 0, "blinds": [10, 20], "next_level_at": 10, "places": {},
        "buy_in": 5, "prizes": [10], "seat": 0, "hole": ["As", "Kd"],
        "legal": {"fold": True, "check": False, "call": 10, "raise_min": 40, "raise_max": 90},
    }  # fmt: skip
    view = view_from_json(good)
    assert view.hole is not None and str(view.hole[0]) == "As"
    assert view.legal is not None and (view.legal.call, view.legal.raise_max) == (10, 90)
    for field, bad in (
        ("hole", ["As", "Zz"]),
        ("stacks", [1]),
        ("phase", "lunch"),
        ("seat", 7),
        ("legal", {"call": "ten"}),
        ("places", {"x": 1}),
    ):
        with pytest.raises(WireError):
            view_from_json({**good, field: bad})
    event = record_from_json({"e": "called", "seat": 1, "amount": 10, "all_in": False}, HoldemEvent)
    assert type(event).__name__ == "Called" and event.seat == 1
    for bad_event in (
        {"e": "called", "seat": "one", "amount": 10, "all_in": False},
        {"e": "teleported", "seat": 1},
        {"e": "hole_cards", "seat": 0, "cards": ["As"]},
        {"seat": 1},
    ):
        with pytest.raises(WireError):
            record_from_json(bad_event, HoldemEvent)


def test_while_a_person_moves_the_key_line_promises_no_computer(make_app, lab: Lab) -> None:
    """At a network table a person at another screen moves: the key line said "Taste oder Klick:
    Computer handelt sofort" (a key hurries a computer at a local table) to the players and the
    watchers - a key there does nothing of the kind."""
    _two_at_a_sit_and_go(lab)
    app = make_app()
    scene = _watching(app, lab)
    run_until(app, lambda: scene.session.table.current is not None, what="a person to move")
    for _ in range(10):
        app.step(1 / 60)
    shown = " ".join(screen_text(app))
    assert "Computer handelt sofort" not in shown
    assert "H Verlauf · F1 Regeln · Esc Pause" in shown


def test_the_panel_chat_marks_the_rest_of_a_line_cut_at_the_top(make_app, lab: Lab) -> None:
    """A long chat line wraps over rows; as newer lines push it up, the rest of it at the top is
    marked "… " (a playtest saw "(Platz bleibt)" alone at the top of the chat, read as a line of
    its own: the end of "[SYSTEM] Bernd hat die Verbindung verloren (Platz bleibt)")."""
    anna, _ = _two_at_a_sit_and_go(lab)
    app = make_app((1280, 720))
    scene = _watching(app, lab)
    long = "Das ist eine lange Zeile, die in diesem schmalen Feld über mehrere Reihen umbrochen wird - " * 2
    said = [long.strip(), *(f"kurz {n}" for n in range(6))]
    for words in said:
        assert anna.session.say(words)
        run_until(app, lambda w=words: any(w in text for text, _ in scene.chat.texts(app.t)), what=words)
        app.step(1 / 60)
        rows = scene.chat.rows(scene.chat_rect(), 15)
        texts = [text for text, _ in scene.chat.texts(app.t)]
        top = rows[0].words
        assert top.startswith("… ") or any(text.startswith(top) for text in texts), [r.words for r in rows]
        font = app.fonts(app.px(15))
        assert all(font.size(row.words)[0] <= row.rect.width for row in rows)
    assert not any("umbrochen" in row.words for row in rows)  # scrolled off by now
