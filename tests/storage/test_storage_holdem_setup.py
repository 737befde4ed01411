"""The last Hold'em set-up in the settings: defaults, every bad part replaced and named, the config."""

from __future__ import annotations

import pytest

from game.engine import ConfigError
from game.engine.holdem import Structure, TableFormat
from game.storage.holdem.setup import default_holdem_setup, holdem_config, normalize_holdem_setup
from game.storage.settings import Settings, load_settings, save_settings


def test_the_default_is_clean_and_settings_keep_a_changed_setup() -> None:
    setup, problems = normalize_holdem_setup(default_holdem_setup())
    assert problems == [] and setup == default_holdem_setup()
    changed = dict(setup, structure="limit", format="sit-and-go", blind_hands=5, timer=True)
    changed["seats"] = [
        {"name": "Anna", "human": True, "level": "normal"},
        {"name": "", "human": False, "level": "profi"},
    ]
    save_settings(Settings(last_holdem=changed))
    loaded, notices = load_settings()
    assert notices == [] and loaded.last_holdem == changed


@pytest.mark.parametrize(
    ("part", "value"),
    [
        ("seats", [{"name": "Solo", "human": True}]),
        ("seats", "nobody"),
        ("structure", "spread-limit"),
        ("format", "league"),
        ("big_blind", 1),
        ("big_blind", True),
        ("stack", 10**12),
        ("blind_hands", 0),
        ("timer", "yes"),
        ("muck", None),
    ],
)
def test_a_bad_part_falls_back_to_its_default_and_is_named(part: str, value: object) -> None:
    setup, problems = normalize_holdem_setup(dict(default_holdem_setup(), **{part: value}))
    assert setup[part] == default_holdem_setup()[part]
    assert any(problem.startswith(part) for problem in problems)


def test_a_seat_with_a_bad_name_or_level_keeps_its_place() -> None:
    raw = default_holdem_setup()
    raw["seats"][1] = {"name": "\u202eevil", "human": "no", "level": "wizard"}
    setup, problems = normalize_holdem_setup(raw)
    assert setup["seats"][1] == {"name": "", "human": False, "level": "normal"}
    assert len(problems) == 3


def test_the_config_of_a_named_setup_and_a_refusal_without_names() -> None:
    raw = default_holdem_setup()
    with pytest.raises(ConfigError):
        holdem_config(raw)  # the default names are the screen's: a table needs real ones
    raw["seats"] = [{"name": f"P{i}", "human": i == 0, "level": "normal"} for i in range(10)]
    raw.update(structure="pot-limit", format="sit-and-go", big_blind=50, stack=3000, muck=False)
    config = holdem_config(raw)
    assert config.structure is Structure.POT_LIMIT and config.blinds == (25, 50)
    assert config.table_format is TableFormat.SIT_AND_GO and not config.muck_beaten
    assert len(config.seats) == 10 and config.seats[0].human and config.starting_stack == 3000
