"""Words a new player reads: counts in the singular when there is one (issue 25, item 12)."""

from __future__ import annotations

import re

from game.engine.european import CardsExchanged
from game.engine.holdem import TableFormat
from game.text import Translator
from game.text.european_words import event_line

from .helpers import screen_text
from .holdem_helpers import config, open_table

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
