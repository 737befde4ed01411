"""The rules screen's four tabs: Europäisches Draw Poker's own, and the decisions of issue 25 in each text."""

from __future__ import annotations

import pytest

from game.engine.hands import HandCategory
from game.scenes.base import Replace
from game.scenes.rules import RulesScene
from game.ui.settings_state import Settings

from .helpers import click


def _rules(make_app, language: str = "de", **kw) -> RulesScene:
    app = make_app((960, 540), settings=Settings(license_accepted=True, language=language))
    scene = RulesScene(app, **kw)
    app.apply(Replace(scene, clear=True))
    app.step(1 / 30)
    return scene


def test_the_european_tab_has_its_40_cards_ranking_and_rules(make_app) -> None:
    scene = _rules(make_app, european=True)
    assert scene.european and scene.european_tab.primary and not scene.token_tab.primary
    assert scene.title() == "Spielregeln - Europäisches Draw Poker"
    body = scene._body()
    for words in ("40 Karten, 5 bis Ass", "A-5-6-7-8", "Kreuz > Pik > Herz > Karo", "Karten sehen"):
        assert words in body
    # One example per category, highest first, every card of the 40-card deck (no 2, 3, 4).
    assert [value.category for value in scene.examples] == sorted(HandCategory, reverse=True)
    assert all(int(card.rank) >= 5 for value in scene.examples for card in value.cards)


def test_the_tabs_switch_by_click_and_every_tab_names_the_decisions(make_app) -> None:
    scene = _rules(make_app)
    assert scene.token_tab.primary and not scene.european
    click(scene.app, scene.european_tab.rect.center)  # type: ignore[arg-type]
    assert scene.european and scene.european_tab.primary and not scene.holdem_tab.primary
    assert "Reichen ihre Chips nicht für das Minimum, setzt sie, was sie hat" in scene._body()
    click(scene.app, scene.holdem_tab.rect.center)  # type: ignore[arg-type]
    assert scene.holdem and not scene.european and not scene.european_tab.primary
    body = scene._body()
    assert "auch vor dem Flop" in body and "senkt den Preis nicht" in body and "nichts mehr gefragt" in body
    click(scene.app, scene.duell_tab.rect.center)  # type: ignore[arg-type]
    assert scene.duell_deck == 32 and "wird der Pot stattdessen gleich geteilt" in scene._body()


@pytest.mark.parametrize(
    ("kw", "words"),
    [
        ({"european": True}, ("Rules - European Draw Poker", "clubs > spades > hearts", "not folded for it")),
        ({"holdem": True}, ("Rules - Texas Hold'em", "before the flop too", "does not lower the price")),
        ({"duell_deck": 52}, ("Rules - Duell (52 cards)", "the pot is split evenly instead", "spoke second")),
    ],
)
def test_the_english_texts_say_the_same(make_app, kw, words) -> None:
    scene = _rules(make_app, "en", **kw)
    title, *phrases = words
    assert scene.title() == title
    for phrase in phrases:
        assert phrase in scene._body()
