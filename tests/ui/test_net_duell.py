"""Duell at a network table through its screen: Tisch eröffnen, a whole match by keys against a
scripted person (the window on either seat), its end and the lobby; nobody else's card on screen."""

from __future__ import annotations

import os
from typing import Any

import pygame
import pytest

from game.engine import Card
from game.engine.duell import DealStarted, ShowdownShown
from game.net.ledger import START_STACK
from game.scenes.duell.look import callout_alpha
from game.scenes.duell.table import KEYS
from game.scenes.net.cover import NetCover
from game.scenes.net.duell.table import NetDuellOverScene, NetDuellScene
from game.scenes.net.lobby import LobbyScene
from game.scenes.net.open import OpenTableScene
from tests.net.helpers import Lab
from tests.net.holdem_helpers import DuellPerson

from .helpers import key, screen_text, type_text
from .net_helpers import run_until
from .test_net_screens import _lobby


def _secret(lab: Lab, me: int | None) -> set[Card]:
    """The cards of the seats not ``me`` that no showdown showed, over the whole match so far."""
    game = lab.table(1).game
    engine = lab.on_server(lambda: game._game)
    if engine is None:
        return set()
    events = lab.on_server(lambda: list(engine.events))
    held: set[Card] = set()
    shown: set[Card] = set()
    for event in events:
        if isinstance(event, DealStarted):
            for seat, hand in enumerate(event.hands):
                if seat != me and hand is not None:
                    held |= set(hand)
        elif isinstance(event, ShowdownShown):
            shown |= {card for hand in event.hands for card in hand}
        elif type(event).__name__ == "ExchangeMade" and event.seat != me and event.drawn is not None:
            held |= set(event.drawn)
    return held - shown


def _check_hidden(lab: Lab, scene: NetDuellScene) -> None:
    session = scene.session
    if not session.has_game:
        return
    table = session.table
    others = (1,) if session.seat is not None else (0, 1)  # the opponent's seat on the screen
    seen: set[Card] = set()
    for seat in others:
        seen |= set(table.hand(seat))
        for record in table.history:
            hands = (record.dealt[seat], record.final[seat], record.discarded[seat])
            seen |= {card for hand in hands if hand for card in hand}
    leaked = seen & _secret(lab, session.seat)
    assert not leaked, f"the opponent's hidden cards reached the screen: {leaked}"


def _open_duell(app: Any) -> None:
    key(app, pygame.K_n)
    dialog = app.top
    assert isinstance(dialog, OpenTableScene)
    for _ in range(3):
        key(app, pygame.K_RIGHT)
    assert dialog.variant.value == "duell"
    while dialog.ui.focused is not dialog.duell_stack:
        key(app, pygame.K_DOWN)
    key(app, pygame.K_a, mod=pygame.KMOD_CTRL)
    type_text(app, "100")
    assert dialog.duell_stack.value == 100
    key(app, pygame.K_RETURN)
    assert not isinstance(app.top, OpenTableScene)


def _at_a_match(app: Any, lab: Lab, bert: Any, window_opens: bool) -> NetDuellScene:
    """Hanna's window at a Duell with Bert: on seat 0 (she opens, he sits) or on seat 1."""
    lobby = _lobby(app, lab, "Hanna")
    if window_opens:
        _open_duell(app)
        run_until(app, lambda: lobby.seating is not None, what="the table")
        assert bert.session.sit(1)  # the second person sits: the match starts
    else:
        assert bert.session.open_table("duell", stack=100)
        lab.pump(lambda: bert.session.seating is not None, what="Bert's table")
        run_until(app, lambda: len(lobby.session.tables) == 1, what="the table list")
        key(app, pygame.K_s)
    run_until(app, lambda: isinstance(app.top, NetDuellScene), what="the Duell table")
    scene = app.top
    assert isinstance(scene, NetDuellScene)
    return scene


def _act(app: Any, scene: NetDuellScene) -> bool:
    """The person's move by keys: keep the cards (T), else the calm bet action the bar offers:
    check (W), call before the exchange (T) or to the showdown (R)."""
    table = scene.table
    if not table.my_turn():
        return False
    if table.exchanging():
        key(app, KEYS["exchange"][0][0])
        return True
    names = table.bar.names()
    for name in ("check", "draw", "show", "fold"):
        if name in names:
            key(app, KEYS[name][0][0])
            return True
    return False


def _export_history(app, folder) -> str:
    """H on the end screen: the match's history exported as text, read back; Esc back."""
    from game.scenes.duell.history import DuellHistoryScene

    key(app, pygame.K_h)
    top = app.top
    assert isinstance(top, NetCover) and isinstance(top.inner, DuellHistoryScene)
    path = top.inner.export(folder)
    assert path is not None
    key(app, pygame.K_ESCAPE)
    return path.read_text(encoding="utf-8")


@pytest.mark.parametrize("window_opens", [True, False], ids=["window-seat-0", "window-seat-1"])
def test_a_duell_match_by_keys_to_its_end(make_app, lab: Lab, window_opens: bool, tmp_path) -> None:
    bert = lab.person("Bert", kind=DuellPerson)
    app = make_app()
    scene = _at_a_match(app, lab, bert, window_opens)
    session = scene.session
    assert session.seat == (0 if window_opens else 1)
    assert scene.table.names == ("Hanna", "Bert")  # the person at the bottom, the opponent named
    assert not scene.table.tips.allowed()
    moves = 0
    exported: str | None = None
    for _ in range(30_000):
        lab.advance(0.25)
        bert.play()
        top = app.top
        if isinstance(top, LobbyScene):
            break
        if isinstance(top, NetCover) and isinstance(top.inner, NetDuellOverScene):
            words = screen_text(app)
            assert "Zurück zum Tisch" in words and "Revanche" not in words and "Zur Lobby" not in words
            if os.environ.get("NP_SHOTS"):
                pygame.image.save(app.screen, "/tmp/npo/duell_net_over.png")
            if exported is None:
                exported = _export_history(app, tmp_path)
            key(app, pygame.K_ESCAPE)
            continue
        if isinstance(top, NetDuellScene):
            _check_hidden(lab, scene)
            if _act(app, scene):
                moves += 1
                continue
            if scene.table.shown.deal_over and not scene.table.steps:
                key(app, pygame.K_SPACE)  # the next deal, or the end
                continue
        app.step(1 / 60)
    assert isinstance(app.top, LobbyScene), "the match did not end in the lobby"
    assert moves > 0 and session.table.is_over
    # the history's export names the person across the table, not "Computer"
    assert exported is not None
    assert "Hanna gegen Bert" in exported and "Computer" not in exported
    assert "Bert:" in exported
    # the ledger: the two stacks of 100 went to their owners as the match ended
    lab.pump(lambda: bert.session.balance is not None, what="Bert's balance")
    run_until(app, lambda: session.balance is not None, what="the balance")
    run_until(
        app,
        lambda: (session.balance or 0) + (bert.session.balance or 0) == 2 * START_STACK,
        what="the settlement",
    )


@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080)])
def test_the_network_panel_fits_the_duell_table_at_every_size(
    make_app, lab: Lab, size: tuple[int, int]
) -> None:
    bert = lab.person("Bert", kind=DuellPerson)
    assert bert.session.open_table("duell", deck=52, stack=100)
    lab.pump(lambda: bert.session.seating is not None, what="Bert's table")
    app = make_app(size)
    lobby = _lobby(app, lab, "Hanna")
    run_until(app, lambda: len(lobby.session.tables) == 1, what="the table list")
    key(app, pygame.K_s)
    run_until(app, lambda: isinstance(app.top, NetDuellScene), what="the Duell table")
    scene = app.top
    assert isinstance(scene, NetDuellScene)
    for _ in range(2000):
        bert.play()
        if scene.table.my_turn():
            break
        lab.advance(0.25)
        app.step(1 / 60)
    assert scene.table.my_turn()
    shown = scene.table.shown
    if not shown.callout.startswith("Bert"):
        # a deal Hanna opens (the first one went by while the machine was slow): Bert's words in
        # the bubble, as the table shows them after his bet - where the bubble goes is the point
        shown.callout, shown.callout_say, shown.callout_age = "Bert setzt 95", None, 0.0
    app.step(1 / 60)
    if os.environ.get("NP_SHOTS"):
        pygame.image.save(app.screen, f"/tmp/npo/duell_net_{size[0]}.png")
    assert app.content_rect.contains(scene.panel_rect)
    for _, _, _, rect in scene.panel_rows():
        assert scene.panel_rect.contains(rect)
    lay = scene.table.lay
    mine = lay.table.seats[0]
    assert not any(scene.panel_rect.colliderect(r) for r in (*mine.cards, lay.actions, lay.log))
    assert "Bert" in screen_text(app)  # the opponent by name
    # the round's title ("Runde 1") and who speaks first under it are not under the panel
    title_font = app.fonts(app.px(34), True)
    title = pygame.Rect((0, 0), title_font.size(app.t("duell.round", n=1)))
    title.center = lay.title
    assert not scene.panel_rect.colliderect(title)
    # Bert's bet's speech bubble ("Bert setzt 95") is drawn clear of the panel, and of the log, the
    # action bar and the person's cards
    table = scene.table
    shown = table.shown
    assert shown.callout.startswith("Bert") and callout_alpha(shown.callout, shown.callout_age)
    bubble, _, _ = table.painter.callout_box()
    assert app.content_rect.contains(bubble) and not bubble.colliderect(scene.panel_rect), (bubble, size)
    theirs = lay.table.seats[1].cards
    assert not any(bubble.colliderect(r) for r in (lay.log, lay.actions, *mine.cards, *theirs))
    assert app.screen.get_at(bubble.center)[:3] == (250, 238, 200)  # drawn there, on top


def test_a_watcher_of_a_duell_sees_only_what_everybody_sees(make_app, lab: Lab) -> None:
    anna = lab.person("Anna", kind=DuellPerson)
    bert = lab.person("Bert", kind=DuellPerson)
    assert anna.session.open_table("duell", stack=100)
    lab.pump(lambda: anna.session.seating is not None, what="the table")
    assert bert.session.sit(1)
    lab.pump(lambda: anna.session.has_game and bert.session.has_game, what="the match")
    app = make_app()
    lobby = _lobby(app, lab, "Zoe")
    run_until(app, lambda: len(lobby.session.tables) == 1, what="the table list")
    key(app, pygame.K_z)  # watch
    run_until(app, lambda: isinstance(app.top, NetDuellScene), what="the watched match")
    scene = app.top
    assert isinstance(scene, NetDuellScene)
    session = scene.session
    assert session.seat is None and scene.table.names == ("Anna", "Bert")
    showdowns = 0
    for _ in range(30_000):
        if session.has_game and session.table.is_over:
            break
        lab.advance(0.25)
        anna.play(everything=False)
        bert.play(everything=session.table.deal_no >= 3 if session.has_game else False)
        app.step(1 / 60)
        if isinstance(app.top, NetDuellScene):
            _check_hidden(lab, scene)
            table = session.table
            assert table.hand(0) == () or table.showdown is not None  # no own cards to a watcher
            assert not scene.table.my_turn()  # a watcher never acts
            showdowns += scene.session.table.showdown is not None
            if scene.table.shown.deal_over and not scene.table.steps:
                key(app, pygame.K_SPACE)
    assert session.table.is_over and showdowns > 0 and len(session.table.history) >= 2


@pytest.mark.parametrize("window_opens", [True, False], ids=["window-seat-0", "window-seat-1"])
def test_both_antes_show_whichever_seat_the_window_took(make_app, lab: Lab, window_opens: bool) -> None:
    """The screen animates the antes once both are in; it took seat 1's ante as the second one.
    For the person on seat 1 (the match turned so that they are at the bottom) seat 1's ante comes
    first: their own ante never left their stack, and the pot showed 5 instead of 10."""
    app = make_app()
    scene = _at_a_match(app, lab, lab.person("Bert", kind=DuellPerson), window_opens)
    table = scene.session.table
    run_until(app, lambda: table.pot > 0 and not scene.table.steps, what="the antes shown")
    shown = scene.table.shown
    assert (tuple(shown.stacks), shown.pot) == (table.stacks, table.pot) == ((95, 95), 10)


@pytest.mark.parametrize("window_opens", [True, False], ids=["window-seat-0", "window-seat-1"])
def test_no_key_claims_to_hurry_the_person_across_the_table(make_app, lab: Lab, window_opens: bool) -> None:
    """While Bert, a person at another screen, is to act, the hint line does not say a key skips
    or hurries anything (it said "Beliebige Taste oder Klick: Animation überspringen", as if he
    were the computer). Bert moves only once the window has shown his turn."""
    app = make_app()
    bert = lab.person("Bert", kind=DuellPerson)
    scene = _at_a_match(app, lab, bert, window_opens)
    waits_seen = 0
    for _ in range(3_000):
        lab.advance(0.25)
        bert.session.advance(0.0)  # Bert reads, and moves below only when the window shows his turn
        if scene.table.computer_thinking():
            words = screen_text(app)
            assert not any("Animation" in line or "Taste oder Klick" in line for line in words), words
            assert any(app.t("hint.table") in line for line in words), words
            waits_seen += 1
            if waits_seen == 3:
                break
            bert.play()
        elif not _act(app, scene) and scene.table.shown.deal_over and not scene.table.steps:
            key(app, pygame.K_SPACE)  # the next deal
        app.step(1 / 60)
    assert waits_seen == 3, "the window never showed Bert's turn three times"


def test_x_during_a_match_asks_before_it_concedes(make_app, lab: Lab) -> None:
    """X at a running match asks first (leaving concedes it: the other player takes every chip
    of it - one stray key lost a playtester's whole match); another key stays and plays on; X,
    then X again, leaves: the match is conceded, the window back in the lobby, every chip settled."""
    bert = lab.person("Bert", kind=DuellPerson)
    app = make_app()
    scene = _at_a_match(app, lab, bert, window_opens=True)
    session = scene.session
    run_until(app, lambda: session.seating is not None and session.seating.running, what="the match")

    def panel() -> str:
        return " ".join(row[0] for row in scene.panel_rows())

    key(app, pygame.K_x)
    assert app.top is scene and session.seating is not None and session.seating.me == 0  # still seated
    assert app.t("net.leave.confirm") in panel()
    if os.environ.get("NP_SHOTS"):
        pygame.image.save(app.screen, "/tmp/npo/duell_net_leave_asked.png")
    key(app, pygame.K_h)  # another key: staying (H opens the history, Esc closes it)
    key(app, pygame.K_ESCAPE)
    assert not scene.leave_asked and app.t("net.leave.confirm") not in panel()
    key(app, pygame.K_x)
    assert app.top is scene and session.seating is not None  # asked again
    key(app, pygame.K_x)
    run_until(app, lambda: isinstance(app.top, LobbyScene), what="the lobby")
    lab.pump(lambda: bert.session.seating is not None and not bert.session.seating.running, what="the end")
    lab.pump(lambda: (bert.session.balance or 0) == START_STACK + 100, what="Bert takes the match's chips")
    run_until(app, lambda: session.balance == START_STACK - 100, what="Hanna's settlement")


def test_the_end_of_a_conceded_match_shows_every_chip_with_the_winner(make_app, lab: Lab) -> None:
    """Bert leaves during the match (he concedes it): Hanna's end screen names her the winner and
    shows the chips as the server settled them - all 200 of the match hers, Bert's 0 (it showed
    the stacks of the deal before, 105 and 95, as if nothing had been conceded)."""
    bert = lab.person("Bert", kind=DuellPerson)
    app = make_app()
    scene = _at_a_match(app, lab, bert, window_opens=True)
    session = scene.session
    run_until(app, lambda: session.seating is not None and session.seating.running, what="the match")
    run_until(app, lambda: scene.table.shown.deal_no > 0 and not scene.table.steps, what="the deal shown")
    bert.session.leave()

    def over() -> bool:
        top = app.top
        if isinstance(top, NetDuellScene) and top.table.shown.deal_over and not top.table.steps:
            key(app, pygame.K_SPACE)  # the conceded deal seen: the end screen
        return isinstance(top, NetCover) and isinstance(top.inner, NetDuellOverScene)

    run_until(app, over, what="the end screen")
    app.step(1 / 60)
    words = screen_text(app)
    assert app.t("duell.over.winner", name="Hanna") in words
    assert "200" in words and "0" in words, words
    run_until(app, lambda: session.balance == START_STACK + 100, what="Hanna's settlement")
