"""Rough edges a new player hits (issue 25): counts in the singular when there is one (item 12),
the pot-limit chooser (item 8),
Duell's question before folding (item 10), the set-ups' number fields (item 9)."""

from __future__ import annotations

import re

import pygame
import pytest

from game.engine.betting import LegalActions
from game.engine.european import CardsExchanged
from game.engine.holdem import Structure, TableFormat
from game.legal import WARNING_LINES
from game.scenes.settings import SettingsScene
from game.storage.settings import Settings
from game.text import CATALOGUES, Translator
from game.text.european.words import event_line
from game.text.i18n import plural
from game.ui.amount import AmountChooser, quick_amounts
from game.ui.holdem.layout import holdem_layout
from game.ui.textcache import TextCache
from game.ui.widgets import stepped

from .duell_helpers import KEY_OF, duell_table, press, run_until
from .helpers import click, key, screen_text, type_text
from .holdem_helpers import config, open_table, until

ONE_PLURAL = re.compile(r"\b1 (Hände|Händen|Karten|hands|cards)\b")


def test_a_sit_and_go_with_one_hand_per_level_says_one_hand(make_app) -> None:
    app = make_app()
    sit_and_go = config(computers=2, table_format=TableFormat.SIT_AND_GO, blind_hands=1)
    open_table(app, sit_and_go, seed=3)
    for language in ("de", "en"):
        app.translator.language = language
        lines = screen_text(app)
        rising = [line for line in lines if line.startswith("Blinds ") and " in " in line]
        assert rising, lines
        assert all(line.endswith(("in 1 Hand", "in 1 hand")) for line in rising), rising
        assert not [line for line in lines if ONE_PLURAL.search(line)]


def test_the_european_move_list_says_one_card() -> None:
    for language, word in (("de", "1 Karte"), ("en", "1 card")):
        t = Translator(language)
        line = event_line(CardsExchanged(0, 1, None, None), ("Anna", "Ben"), t)
        assert line is not None and line.endswith(word) and not ONE_PLURAL.search(line)
        many = event_line(CardsExchanged(0, 3, None, None), ("Anna", "Ben"), t)
        assert many is not None and "3" in many


# the pot-limit chooser (item 8) ------------------------------------------------------


def test_the_pot_limit_chooser_names_the_pot_maximum_not_all_in(make_app) -> None:
    app = make_app()
    scene, session = open_table(app, config(structure=Structure.POT_LIMIT, starting_stack=1000), seed=4)
    until(app, scene.my_turn)
    assert {"raise", "bet"} & set(scene.bar.names())
    key(app, pygame.K_e)
    assert scene.chooser.open
    labels = [q.label for q in scene.chooser.quick]
    seat = session.viewer
    assert seat is not None
    assert scene.chooser.hi < session.table.stacks[seat] + session.table.bets[seat]
    assert labels[-1] == "Pot-Max" and "Alles" not in labels
    assert any(line.startswith("Pot-Max ") for line in screen_text(app))
    app.translator.language = "en"
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_e)
    assert [q.label for q in scene.chooser.quick][-1] == "Pot max"


def test_the_no_limit_chooser_still_offers_all_in(make_app) -> None:
    app = make_app()
    scene, _ = open_table(app, config(structure=Structure.NO_LIMIT, starting_stack=1000), seed=4)
    until(app, scene.my_turn)
    key(app, pygame.K_e)
    assert [q.label for q in scene.chooser.quick][-1] == "Alles"


@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080), (270, 188), (200, 320)])
def test_the_lowest_and_highest_amount_keep_clear_of_the_quick_buttons(
    make_app, size: tuple[int, int]
) -> None:
    app = make_app()
    text = TextCache(app.fonts)
    surface = pygame.Surface((2000, 1200))
    c = AmountChooser(Translator("de"))
    c.show(
        "ERHÖHEN auf",
        "ERHÖHEN auf",
        20,
        90,
        20,
        5,
        quick_amounts(20, 90, 30, 10, Translator("de"), top="pot"),
    )
    lay = holdem_layout(pygame.Rect(0, 0, *size), 6, 0) if size[0] >= 960 else None
    c.place(lay.chooser if lay is not None else pygame.Rect(0, 0, *size))
    c.draw(surface, app, text, (0, 0))
    assert len(c.ends_rects) == 2
    for label in c.ends_rects:
        assert c.rect.contains(label)
        for button in c.quick_buttons:
            assert not label.inflate(0, 2).colliderect(button.rect), (size, label, button.rect)


# Duell: PASSEN when WARTEN is free asks first (item 10) ---------------------------------


def _free_check(app, scene) -> None:  # type: ignore[no-untyped-def]
    """Play on (checking or exchanging nothing) until the person may fold or check for free."""
    for _ in range(200):
        run_until(app, lambda: scene.my_turn() and bool(scene.bar.names()))
        names = scene.bar.names()
        legal = scene.session.legal_actions(0)
        if "fold" in names and isinstance(legal, LegalActions) and legal.call is None:
            return
        press(
            app, pygame.K_t if "exchange" in names else pygame.K_w if "check" in names else KEY_OF[names[0]]
        )
        if scene.chooser.open:
            press(app, pygame.K_RETURN)
    raise AssertionError("no free check came")


def test_duell_asks_before_folding_when_waiting_is_free(make_app) -> None:
    app = make_app(seed=5)
    scene = duell_table(app)
    _free_check(app, scene)
    press(app, pygame.K_p)
    assert scene.confirming_fold and set(scene.bar.names()) == {"fold_yes", "fold_no"}
    assert scene.session.legal_actions(0) is not None, "nothing folded yet"
    assert "Wirklich passen? WARTEN kostet nichts." in " ".join(screen_text(app))
    press(app, pygame.K_n)
    assert not scene.confirming_fold and "fold" in scene.bar.names()
    press(app, pygame.K_p)
    rect = scene.bar.rect_of("fold_yes")
    assert rect is not None
    click(app, rect.center)
    assert not scene.confirming_fold and scene.session.legal_actions(0) is None, "folded"


def test_the_question_before_folding_can_be_turned_off_and_is_saved(make_app) -> None:
    app = make_app(seed=5)
    settings_scene = SettingsScene(app)
    app.push(settings_scene)
    app.step(0.0)
    row = settings_scene.rows["confirm_fold"]
    click(app, (row.rect.right - 5, row.rect.centery))
    assert app.settings.confirm_fold is False
    assert Settings.from_dict(app.settings.to_dict())[0].confirm_fold is False
    scene = duell_table(app)  # over the settings screen
    _free_check(app, scene)
    press(app, pygame.K_p)
    assert not scene.confirming_fold and scene.session.legal_actions(0) is None


def test_german_names_tokens_spielmarken_everywhere() -> None:
    """One word for the tokens: "Spielmarken" (or "Marken"), never "Token" alone ("Token-Spiel": the game)."""
    german = CATALOGUES["de"]
    stray = {key: text for key, text in german.items() if re.search(r"\bToken\b(?!-)", text)}
    assert not stray
    assert german["net.open.tokens"] == german["setup.tokens"].rsplit(" ", 1)[0]


# number fields in the set-ups (item 9) ------------------------------------------------------


def _duell_setup(app):  # type: ignore[no-untyped-def]
    from game.scenes.duell.setup import DuellSetupScene

    scene = DuellSetupScene(app)
    app.push(scene)
    app.step(1 / 60)
    field = scene.stack_field
    click(app, field.rect.center)  # the middle of the field: focus, no step
    assert scene.ui.focused is field
    return scene, field


def test_a_number_can_be_cleared_and_typed_anew(make_app) -> None:
    app = make_app()
    _, field = _duell_setup(app)
    key(app, pygame.K_END)  # nothing special: the field keeps its number
    start = field.value
    for _ in range(len(str(start)) + 2):
        key(app, pygame.K_BACKSPACE)  # down to an empty field, not stopping at the minimum
    assert field.text == "" and field.value == start
    type_text(app, "200")
    assert field.text == "200" and field.value == 200
    key(app, pygame.K_a, mod=pygame.KMOD_CTRL)  # select all: typing replaces
    assert field.selected
    type_text(app, "1500")
    assert field.value == 1500
    key(app, pygame.K_a, mod=pygame.KMOD_CTRL)
    key(app, pygame.K_BACKSPACE)  # ... and Backspace clears
    assert field.text == "" and field.value == 1500


def test_leaving_a_cleared_or_wrong_number_says_what_is_allowed(make_app) -> None:
    app = make_app()
    scene, field = _duell_setup(app)
    key(app, pygame.K_a, mod=pygame.KMOD_CTRL)
    key(app, pygame.K_BACKSPACE)
    key(app, pygame.K_TAB)  # leave the field empty
    assert scene.ui.focused is not field and field.value == 200 and field.text == "200"
    assert "Bitte eine Zahl eingeben: erlaubt sind 50 bis 5000." in " ".join(screen_text(app))
    click(app, field.rect.center)
    type_text(app, "12")  # below the minimum
    key(app, pygame.K_TAB)
    assert field.value == 200
    assert [app.toast.current, *app.toast.queue][-1] == "12 geht nicht: erlaubt sind 50 bis 5000."
    click(app, field.rect.center)
    type_text(app, "9999")  # the last digit would pass 5000: refused at once
    assert field.text == "999" and field.value == 999


def test_plus_and_minus_steps_fit_the_number(make_app) -> None:
    app = make_app()
    _, field = _duell_setup(app)
    assert field.value == 200
    key(app, pygame.K_RIGHT)
    assert field.value == 220
    key(app, pygame.K_LEFT)
    key(app, pygame.K_LEFT)
    assert field.value == 180
    presses = 0
    while field.value < 5000:
        key(app, pygame.K_RIGHT)
        presses += 1
    assert presses <= 30, "from 180 to the top of 5000 in a few presses"
    value_rect = field._value_rect()
    click(app, (value_rect.x + 3, value_rect.centery))  # the "-" of the field
    assert field.value == 4500
    assert [stepped(v, True) for v in (1, 6, 9, 10, 45, 100, 205)] == [2, 7, 10, 11, 50, 120, 220]
    assert [stepped(v, False) for v in (2, 10, 11, 100, 101, 1000)] == [1, 9, 10, 90, 100, 900]


# switching the language mid-game (item 11) -----------------------------------------------


def _words(texts) -> set[str]:  # type: ignore[no-untyped-def]
    return {word for text in texts for word in re.findall(r"[A-Za-zÄÖÜäöüß]{4,}", text)}


#: Words only the German catalogue uses (not the English one): none may stay on screen after a switch.
GERMAN_ONLY = _words(CATALOGUES["de"].values()) - _words(CATALOGUES["en"].values())


def _switch_to_english_by_the_pause_menu(app) -> None:  # type: ignore[no-untyped-def]
    from game.scenes.pause import PauseScene

    table = app.top
    key(app, pygame.K_ESCAPE)
    pause = app.top
    assert isinstance(pause, PauseScene)
    settings = pause.settings_button
    click(app, settings.rect.center)
    screen = app.top
    assert isinstance(screen, SettingsScene)
    row = screen.rows["language"]
    click(app, (row.rect.right - 5, row.rect.centery))
    assert app.settings.language == "en"
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_ESCAPE)
    assert app.top is table


def _german_left(app) -> list[str]:  # type: ignore[no-untyped-def]
    warning = set(WARNING_LINES)
    return [text for text in screen_text(app) if text not in warning and _words([text]) & GERMAN_ONLY]


def test_english_mid_duell_changes_every_word_on_screen_at_once(make_app) -> None:
    app = make_app(seed=5)
    scene = duell_table(app)
    _free_check(app, scene)
    press(app, pygame.K_w)  # WARTEN: the log has lines now, the computer answers
    run_until(app, lambda: scene.my_turn() and bool(scene.bar.names()))
    before = screen_text(app)
    assert _german_left(app), "German on screen before the switch (the check can see it)"
    assert any("Paar" in text for text in before)  # the hand's name
    _switch_to_english_by_the_pause_menu(app)
    assert not _german_left(app), _german_left(app)
    after = screen_text(app)
    assert "DRAW" in after and any(text.startswith(("Pair of", "Two pair", "High card")) for text in after)
    assert any(text.endswith("checks") for text in after), "the earlier log lines, in English"
    assert app.cards.locale == "en"


def test_english_mid_holdem_hand_changes_every_word_on_screen_at_once(make_app) -> None:
    app = make_app()
    scene, _ = open_table(app, config(structure=Structure.POT_LIMIT), seed=4)
    until(app, scene.my_turn)
    key(app, pygame.K_c)  # a move: the hand has a history now
    until(app, lambda: scene.my_turn() or scene.finished_hand() is not None)
    assert _german_left(app)
    _switch_to_english_by_the_pause_menu(app)
    assert not _german_left(app), _german_left(app)


def test_one_player_after_and_a_pot_of_one_seat_are_singular() -> None:
    from game.text.holdem.words import reason_words

    reason = "call 20: equity 40% (1 act after, read 30%) vs 2 opp, pot odds 25%"
    assert "1 handelt danach" in reason_words(reason, Translator("de"))
    assert "1 acts after" in reason_words(reason, Translator("en"))
    many = reason.replace("(1 act", "(3 act")
    assert "3 handeln danach" in reason_words(many, Translator("de"))
    assert plural("holdem.pot.seats", 1, Translator("de")) == "1 Platz"


def test_english_mid_token_round_changes_every_word_on_screen_at_once(make_app) -> None:
    from .test_table import config as token_config
    from .test_table import run_until as token_until
    from .test_table import table_app

    app, scene = table_app(make_app, token_config())
    token_until(app, scene.human_turn)
    assert _german_left(app)
    _switch_to_english_by_the_pause_menu(app)
    assert not _german_left(app), _german_left(app)
