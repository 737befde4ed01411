"""Rough edges a new player hits (issue 25): counts in the singular when there is one (item 12),
the pot-limit chooser (item 8),
Duell's question before folding (item 10)."""

from __future__ import annotations

import re

import pygame
import pytest

from game.engine.betting import LegalActions
from game.engine.european import CardsExchanged
from game.engine.holdem import Structure, TableFormat
from game.scenes.settings import SettingsScene
from game.storage.settings import Settings
from game.text import CATALOGUES, Translator
from game.text.european_words import event_line
from game.ui.amount import AmountChooser, quick_amounts
from game.ui.holdem_layout import holdem_layout
from game.ui.textcache import TextCache

from .duell_helpers import KEY_OF, click, duell_table, press, run_until
from .helpers import key, screen_text
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
