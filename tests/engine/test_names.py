"""Player names: one cleaning and validation for every way a name comes in."""

from __future__ import annotations

import pytest

from game.engine import ConfigError, GameConfig, SeatConfig
from game.engine.names import clean_name, name_problem

BAD = ["Anna\x00", "\ud800", "\u034f", "\u17b4", "\u034f\u17b4", "\u200b\u200b", "\ufeff", "\u0301",
       "A\u202eB", "\u3164", "\x07Bell"]


@pytest.mark.parametrize("name", BAD)
def test_bad_names_are_refused(name: str) -> None:
    assert name_problem(name) is not None


@pytest.mark.parametrize(
    "name", ["Anna", "Jürgen", "Zoë", "Computer 1", "李雷", "O'Neil", "Ana María", "e\u0301"]
)
def test_good_names_pass_unchanged(name: str) -> None:
    assert name_problem(name) is None
    assert clean_name(name) == name


def test_cleaning_drops_what_cannot_be_drawn() -> None:
    assert clean_name(" An\x00na\u034f ") == "Anna"
    assert clean_name("A\tB") == "A B"
    assert clean_name("\u034f\u17b4") == ""
    assert clean_name("x\ud800y") == "xy"
    assert clean_name("a" * 30) == "a" * 20


@pytest.mark.parametrize("name", ["Anna\x00", "\u034f", "\u17b4", "\ud800"])
def test_a_game_config_refuses_them(name: str) -> None:
    with pytest.raises(ConfigError):
        GameConfig((SeatConfig(name, True), SeatConfig("Computer 1", False)))
