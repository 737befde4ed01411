"""Hold'em's other screens through the real app loop: the game choice, the set-up, hot seat with the
cover, the history, the end of a sit-and-go, the statistics tab; and the layout from 2 to 10 seats."""

from __future__ import annotations

import pygame
import pytest

from game.engine import Card
from game.engine.holdem import Structure, TableFormat
from game.legal import WARNING_LINES
from game.scenes.cover import CoverScene
from game.scenes.game_choice import GameChoiceScene
from game.scenes.holdem.history import HoldemHistoryScene, history_rows
from game.scenes.holdem.setup import HoldemSetupScene
from game.scenes.holdem.table import HoldemTableScene
from game.scenes.stats import StatsScene
from game.ui.holdem.layout import bet_box, holdem_layout

from .helpers import click, key
from .holdem_helpers import DT, config, open_table

WARNING_WORDS = " ".join(WARNING_LINES).split()


@pytest.mark.parametrize("seats", range(2, 11))
@pytest.mark.parametrize("size", [(960, 470), (1280, 639), (1920, 999), (3840, 2079), (1000, 760)])
def test_the_layout_keeps_every_seat_apart_and_inside(seats: int, size: tuple[int, int]) -> None:
    area = pygame.Rect(0, 0, *size)
    for bottom in {0, seats - 1}:
        lay = holdem_layout(area, seats, bottom)
        assert lay.seats[bottom].bottom and lay.seats[bottom].plate.centery == max(
            s.plate.centery for s in lay.seats
        )
        controls = (lay.facts, lay.tips, lay.bar, lay.chooser, lay.menu_button, lay.hint)
        own = lay.seats[bottom]
        assert not any(card.colliderect(own.plate) for card in own.cards), "your cards stand whole"
        assert all(sl.label.height >= 21 * lay.scale - 1 for sl in lay.seats), "the result is readable"
        assert all(sl.label.width > sl.plate.width for sl in lay.seats)
        for sl in lay.seats:
            assert all(area.contains(part) for part in sl.parts)
            bet = bet_box(sl.bet, lay.scale)
            assert area.contains(bet) and not bet.colliderect(lay.middle)
            assert not any(bet.colliderect(control) for control in controls)
            for other in lay.seats:
                if other.seat != sl.seat:
                    assert not any(a.colliderect(b) for a in sl.parts for b in other.parts)
                    assert not any(bet.colliderect(part) for part in other.parts)
                    assert not bet.colliderect(bet_box(other.bet, lay.scale))
            assert not any(part.colliderect(control) for part in sl.parts for control in controls)
            assert not any(part.colliderect(lay.middle) for part in sl.parts)
        assert all(area.contains(r) for r in controls)
        assert lay.board[0].width >= 40 * min(1.0, size[0] / 1280) - 1


def test_new_game_offers_holdem_and_its_setup_starts_a_table(make_app) -> None:
    app = make_app(size=(960, 540))
    app.push(app.screens.start())
    app.step(DT)
    key(app, pygame.K_RETURN)  # Neues Spiel
    assert isinstance(app.top, GameChoiceScene)
    click(app, app.top.button("holdem").rect.center)
    setup = app.top
    assert isinstance(setup, HoldemSetupScene)
    assert app.overlay.rendered_text().split() == WARNING_WORDS
    assert all(app.content_rect.contains(w.rect) for w in setup.ui.widgets if w.visible)
    assert len(setup.seats) == 6 and [d.human for d in setup.seats] == [True] + [False] * 5
    while setup.add_button.visible:
        click(app, setup.add_button.rect.center)
    assert len(setup.seats) == 10
    assert all(app.content_rect.contains(w.rect) for w in setup.ui.widgets if w.visible)
    click(app, setup.rows[9].remove.rect.center)
    assert len(setup.seats) == 9
    click(app, (setup.structure.rect.right - 4, setup.structure.rect.centery))  # the right arrow
    assert setup.structure.value is Structure.LIMIT, "no-limit is the last: the arrow wraps to limit"
    while setup.structure.value is not Structure.LIMIT:
        setup.structure.step(1)
    while setup.table_format.value is not TableFormat.SIT_AND_GO:
        setup.table_format.step(1)
    setup.sync()
    assert setup.blind_hands.visible and not setup.tips.visible
    setup.timer.step(1)
    config_ = setup.build_config()
    assert config_.structure is Structure.LIMIT and config_.blinds == (10, 20)
    assert config_.table_format is TableFormat.SIT_AND_GO and len(config_.seats) == 9
    key(app, pygame.K_RETURN, mod=pygame.KMOD_CTRL)
    table = app.top
    assert isinstance(table, HoldemTableScene)
    assert table.session.options.timer and app.settings.last_holdem["structure"] == "limit"
    assert app.settings.last_holdem["seats"][0]["name"] == "", "a default name follows the language"
    app.step(DT)
    assert app.overlay.rendered_text().split() == WARNING_WORDS


def test_setup_refuses_a_repeated_name_and_says_so(make_app) -> None:
    app = make_app()
    setup = HoldemSetupScene(app)
    app.push(setup)
    app.step(DT)
    setup.rows[1].name._set("Spieler 1")
    setup.start()
    assert setup.error and app.top is setup


def drawn_faces(scene: HoldemTableScene) -> list[Card]:
    """Note every card the table draws face up from now on (its painter's one way to draw a card;
    the sprites rendered ahead of their use are not drawn)."""
    seen: list[Card] = []
    painter = scene.painter
    card = painter._card

    def noting(surface, face, rect, frame=None, dim=False):  # type: ignore[no-untyped-def]
        if face is not None:
            seen.append(face)
        card(surface, face, rect, frame, dim)

    painter._card = noting  # type: ignore[method-assign]
    return seen


def test_hot_seat_covers_each_turn_and_never_draws_another_persons_hole_cards(make_app) -> None:
    app = make_app(size=(960, 540))
    scene, session = open_table(app, config(people=("Anna", "Bert"), computers=1), seed=4)
    seen = drawn_faces(scene)
    covers = 0
    for _ in range(3000):
        if session.table.hand_no > 4:
            break
        top = app.top
        if isinstance(top, CoverScene):
            covers += 1
            seat = session.table.current
            assert seat in (0, 1) and session.viewer is None
            assert top.name == session.table.config.seats[seat].name
            seen.clear()
            key(app, pygame.K_RETURN)  # "Karten von ... anzeigen"
            assert session.viewer == seat and scene.bottom == seat
            app.step(DT)
            other = 1 - seat
            hidden = session.game.hole_cards(other)
            assert hidden is not None and not set(hidden) & set(seen), "the other person's cards stay hidden"
            assert set(session.game.hole_cards(seat)) <= set(seen), "the person's own cards show"
            legal = session.legal_actions(seat)
            assert legal is not None
            key(app, pygame.K_c)
            assert session.viewer is None, "hidden again after the action"
        elif scene.finished_hand() is not None:
            key(app, pygame.K_SPACE)
        else:
            app.step(DT)
    assert covers >= 4


def test_the_history_lists_finished_hands_with_what_the_screen_saw(make_app) -> None:
    app = make_app()
    scene, session = open_table(app, config(computers=2), seed=7)
    for _ in range(3000):
        if session.table.hand_no > 3:
            break
        if scene.finished_hand() is not None:
            key(app, pygame.K_SPACE)
        elif scene.my_turn():
            legal = session.legal_actions(0)
            assert legal is not None
            key(app, pygame.K_c)
        else:
            app.step(DT)
    key(app, pygame.K_h)
    history = app.top
    assert isinstance(history, HoldemHistoryScene)
    rows = history_rows(session.table)
    hands = [row for row in rows if row.kind == "hand"]
    assert len(hands) == 3 and rows[-1].kind == "note"
    for row in rows:
        if row.kind == "cards":
            record = session.table.history[row.hand]
            shown = {h.seat for h in record.showdown.shown} if record.showdown is not None else set()
            assert row.seat == 0 or row.seat in shown
    words = [history._words(row) for row in rows if row.kind in ("street", "result")]
    assert any("Small Blind" in text for text in words) and any("Hauptpot" in text for text in words)
    app.step(DT)
    key(app, pygame.K_h)
    assert app.top is scene


def test_the_statistics_have_a_holdem_tab(make_app) -> None:
    from game.persistence import Persistence

    app = make_app()
    keeper = Persistence()
    scene, session = open_table(app, config(computers=2), seed=8)
    session._store = keeper.slot("holdem")  # noqa: SLF001 - count this table's hands on the test's own disk
    for _ in range(3000):
        if session.table.hand_no > 2:
            break
        if scene.finished_hand() is not None:
            key(app, pygame.K_SPACE)
        elif scene.my_turn():
            key(app, pygame.K_c)
        else:
            app.step(DT)
    session.close()
    stats = StatsScene(app)
    app.push(stats)
    app.step(DT)
    click(app, stats.game_tab("holdem").rect.center)
    assert stats.game == "holdem" and [p.name for p in stats.players] == ["Anna"]
    assert stats.players[0].of("cash").hands == 2
    click(app, stats.tab_computers.rect.center)
    assert len(stats.players) == 2
    app.step(DT)


def test_a_decided_sit_and_go_leads_to_its_end_screen_and_a_rematch(make_app) -> None:
    from game.scenes.holdem.over import HoldemOverScene

    app = make_app()
    sit_and_go = config(computers=1, table_format=TableFormat.SIT_AND_GO, starting_stack=60, blind_hands=1)
    scene, session = open_table(app, sit_and_go, seed=2)
    for _ in range(5000):
        if isinstance(app.top, HoldemOverScene):
            break
        if scene.finished_hand() is not None:
            key(app, pygame.K_SPACE)
        elif scene.my_turn() and scene.bar.names():
            key(app, pygame.K_e if "raise" in scene.bar.names() or "bet" in scene.bar.names() else pygame.K_c)
            if scene.chooser.open:
                key(app, pygame.K_END)
                key(app, pygame.K_RETURN)
        else:
            app.step(DT)
    over = app.top
    assert isinstance(over, HoldemOverScene)
    app.step(DT)
    key(app, pygame.K_h)
    assert isinstance(app.top, HoldemHistoryScene)
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_RETURN)  # Revanche
    table = app.top
    assert isinstance(table, HoldemTableScene) and table.session is not session
    assert table.session.table.config == session.table.config and table.session.table.hand_no == 1
