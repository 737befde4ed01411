"""Hold'em's history exported by key presses: E as a UTF-8 text file with the warning on top, P as
PHH for poker tools - both holding only the cards the history shows."""

from __future__ import annotations

import tomllib

import pygame

from game.app import App
from game.engine.holdem import HandStarted, HoleCards
from game.engine.holdem.record import HandRecord
from game.legal import WARNING_LINES
from game.scenes.holdem.history import HoldemHistoryScene
from game.scenes.holdem.table import HoldemTableScene
from game.text.history import format_cards_as

from .helpers import click, key
from .holdem_helpers import DT, config, open_table


def play_hands(app: App, scene: HoldemTableScene, hands: int) -> None:
    for _ in range(6000):
        if scene.session.table.hand_no > hands:
            return
        if scene.finished_hand() is not None:
            key(app, pygame.K_SPACE)
        elif scene.my_turn():
            key(app, pygame.K_c)
        else:
            app.step(DT)
    raise AssertionError("the hands were never played")


def hidden(record: HandRecord, game_holes: dict[int, tuple]) -> list[str]:
    """The hole cards of ``record`` the history may not show, as the export would write them."""
    return [
        format_cards_as(cards, "symbols", "de")
        for seat, cards in game_holes.items()
        if record.hole(seat) is None
    ]


def test_e_exports_the_hands_as_text_with_only_what_the_screen_saw(make_app) -> None:
    app = make_app(size=(960, 540))
    scene, session = open_table(app, config(computers=3), seed=21)
    play_hands(app, scene, 4)
    key(app, pygame.K_h)
    history = app.top
    assert isinstance(history, HoldemHistoryScene)
    pygame.image.save(app.screen, "/tmp/holdem_history_960.png")
    key(app, pygame.K_e)
    path = history.exported
    assert path is not None and path.suffix == ".txt" and path.name.startswith("verlauf-holdem-")
    text = path.read_text(encoding="utf-8")
    lines = text.splitlines()
    assert lines[: len(WARNING_LINES)] == list(WARNING_LINES)
    assert "Verlauf - Texas Hold'em" in text and "No-Limit · Blinds 10/20 · Cash-Tisch" in text
    finished = [record for record in session.table.history if record.finished]
    assert sum(line.startswith("Hand ") for line in lines) == len(finished) >= 4
    # every hole card of the whole log that the history does not show is nowhere in the file
    truth = session.game.events
    hand = -1
    holes: dict[int, dict[int, tuple]] = {}
    for event in truth:
        if isinstance(event, HandStarted):
            hand = event.hand_no
        elif isinstance(event, HoleCards) and event.cards is not None:
            holes.setdefault(hand, {})[event.seat] = event.cards
    for record in finished:
        for cards in hidden(record, holes[record.hand_no]):
            assert f": {cards}" not in text
        anna = record.hole(0)
        assert anna is not None and f"Anna: {format_cards_as(anna, 'symbols', 'de')}" in text
    app.step(DT)
    pygame.image.save(app.screen, "/tmp/holdem_history_exported_960.png")
    # the button does the same
    click(app, history.export_button.rect.center)
    assert history.exported is not None and history.exported.exists()


def test_p_exports_phh_that_a_toml_reader_reads_with_hidden_cards_as_question_marks(make_app) -> None:
    app = make_app(size=(1280, 720))
    scene, session = open_table(app, config(computers=2), seed=5)
    play_hands(app, scene, 3)
    key(app, pygame.K_h)
    history = app.top
    assert isinstance(history, HoldemHistoryScene)
    key(app, pygame.K_p)
    path = history.exported
    assert path is not None and path.suffix == ".phhs"
    text = path.read_text(encoding="utf-8")
    assert text.startswith("# " + WARNING_LINES[0])
    sections = tomllib.loads(text)
    finished = [record for record in session.table.history if record.finished]
    assert len(sections) == len(finished)
    for record, number in zip(finished, sorted(sections, key=int)):
        section = sections[number]
        assert section["hand"] == record.hand_no + 1
        dealt = [action for action in section["actions"] if action.startswith("d dh")]
        for action in dealt:
            player = int(action.split()[2][1:]) - 1
            seat = section["seats"][player] - 1
            if seat == 0:
                assert "????" not in action  # Anna's own cards
            else:
                assert action.endswith("????")  # a computer's: at most shown later ("sm")
    app.step(DT)
    pygame.image.save(app.screen, "/tmp/holdem_history_phh_1280.png")
