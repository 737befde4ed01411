"""Settings: round trip, defaults, and every kind of bad file."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import pytest

from game.engine import GameConfig, Mode, RuleSet
from game.storage import (
    Settings,
    load_settings,
    save_settings,
    settings_path,
    setup_from_config,
    setup_to_config,
)
from game.storage.settings import DEFAULT_SETUP, normalize_setup

Aside = Callable[[str], list[Path]]


def test_missing_file_gives_defaults_silently(home: Path) -> None:
    settings, notices = load_settings()
    assert settings == Settings()
    assert notices == []
    assert settings.language == "de" and settings.show_hint and not settings.license_accepted
    assert not home.exists()


def test_round_trip(home: Path, aside: Aside) -> None:
    setup = {
        "seats": [
            {"name": "Jürgen", "human": True, "level": "normal"},
            {"name": "Anna", "human": True, "level": "normal"},
            {"name": "Computer 1", "human": False, "level": "profi"},
        ],
        "mode": "aufsteigend",
        "tokens": 999,
        "rules": "standard",
    }
    chosen = Settings(
        language="en",
        animation_speed=4.0,
        sound=False,
        volume=0.25,
        fullscreen=True,
        four_color=True,
        card_back=2,
        show_hint=False,
        license_accepted=True,
        last_setup=setup,
    )
    save_settings(chosen)
    loaded, notices = load_settings()
    assert notices == []
    assert loaded == chosen
    assert aside("settings.json") == []
    # Human-readable file (players may look at it).
    assert '"language": "en"' in settings_path().read_text(encoding="utf-8")


def test_change_with_replace() -> None:
    settings = replace(Settings(), license_accepted=True)
    assert settings.license_accepted and Settings().license_accepted is False


@pytest.mark.parametrize(
    "change",
    [
        {"volume": 1.5},
        {"animation_speed": 0.0},
        {"card_back": 3},
        {"language": "fr"},
        {"sound": 1},
        {"last_setup": {"tokens": 0}},
    ],
)
def test_invalid_settings_cannot_be_built(change: dict[str, object]) -> None:
    with pytest.raises(ValueError):
        replace(Settings(), **change)


def test_setup_matches_engine_default_and_round_trips() -> None:
    assert setup_to_config(Settings().last_setup) == GameConfig.default()
    config = GameConfig.of_players(
        5, humans=2, mode=Mode.ASCENDING, tokens=12, rules=RuleSet.STANDARD
    )
    setup = setup_from_config(config)
    assert setup_to_config(setup) == config
    assert normalize_setup(setup) == (setup, [])


def write_raw(data: bytes) -> Path:
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return path


def test_partly_invalid_keeps_valid_values(aside: Aside) -> None:
    raw = {
        "language": "en",  # valid
        "volume": 7,  # out of range
        "sound": "yes",  # wrong type
        "four_color": True,  # valid
        "card_back": 99,  # out of range
        "animation_speed": 2,  # valid
        "fullscreen": 1,  # an int is not a bool
        "show_hint": None,  # wrong type
        "license_accepted": True,  # valid
        "future_option": 12,  # unknown: ignored silently
        "last_setup": {"seats": "nope", "mode": "aufsteigend", "tokens": 0, "rules": "standard"},
    }
    original = json.dumps(raw).encode()
    write_raw(original)
    settings, notices = load_settings()
    assert settings.language == "en"
    assert settings.four_color is True
    assert settings.animation_speed == 2.0
    assert settings.license_accepted is True
    assert settings.volume == Settings().volume
    assert settings.sound is True and settings.fullscreen is False and settings.card_back == 0
    assert settings.last_setup["mode"] == "aufsteigend"
    assert settings.last_setup["rules"] == "standard"
    assert settings.last_setup["tokens"] == DEFAULT_SETUP["tokens"]
    assert settings.last_setup["seats"] == DEFAULT_SETUP["seats"]
    assert len(notices) == 1
    notice = notices[0]
    assert notice.key == "settings_reset"
    assert settings.show_hint is True
    bad = ("volume", "sound", "card_back", "fullscreen", "show_hint", "last_setup.seats")
    for name in bad + ("last_setup.tokens",):
        assert name in notice.detail
    assert "future_option" not in notice.detail
    kept = aside("settings.json")
    assert kept == [notice.kept_aside]
    assert kept[0].read_bytes() == original  # kept, not deleted, not changed
    # The repaired settings were written back: the next start is silent and keeps them.
    again, notices_again = load_settings()
    assert notices_again == [] and again == settings


@pytest.mark.parametrize(
    "data",
    [
        b"",
        b"   \n",
        b"{",
        b'{"language": "en"',
        b"\xff\xfe\x00garbage",
        b"[1, 2, 3]",
        b"null",
        b'"de"',
        b'{"volume": NaN}',
        b"[" * 100000,
        b'{"format": "something-else", "language": "en"}',
    ],
)
def test_corrupt_file_gives_defaults_and_one_notice(data: bytes, aside: Aside) -> None:
    write_raw(data)
    settings, notices = load_settings()
    assert settings == Settings()
    assert [n.key for n in notices] == ["settings_reset"]
    kept = aside("settings.json")
    assert len(kept) == 1 and kept[0].read_bytes() == data


def test_unreadable_file_is_a_notice_not_a_crash(home: Path) -> None:
    settings_path().mkdir(parents=True)  # a folder where the file should be
    settings, notices = load_settings()
    assert settings == Settings()
    assert [n.key for n in notices] == ["settings_reset"]


def test_setup_accepts_triples_and_normalises() -> None:
    setup, problems = normalize_setup(
        {"seats": [["Anna", True, "normal"], [" Bob ", False, "profi"]], "extra": 1}
    )
    assert problems == []
    assert setup["seats"] == [
        {"name": "Anna", "human": True, "level": "normal"},
        {"name": "Bob", "human": False, "level": "profi"},
    ]
    assert "extra" not in setup and setup["tokens"] == 6


@pytest.mark.parametrize(
    "seats",
    [
        [{"name": "A", "human": True, "level": "normal"}],  # too few
        [{"name": "A", "human": True}] * 2,  # duplicate names
        [{"name": "Anna", "human": True}, {"name": "ANNA", "human": False}],  # same to the engine
        [{"name": "A" * 21, "human": True}, {"name": "B", "human": False}],  # too long
        [{"name": "", "human": True}, {"name": "B", "human": False}],
        [{"name": "A", "human": "no"}, {"name": "B", "human": False}],
        [{"name": "A", "human": True}] + [{"name": str(i), "human": False} for i in range(5)],
        [42, 43],
    ],
)
def test_bad_seats_fall_back_as_a_whole(seats: object) -> None:
    setup, problems = normalize_setup({"seats": seats, "tokens": 3})
    assert setup["seats"] == DEFAULT_SETUP["seats"] and setup["tokens"] == 3
    assert len(problems) == 1 and problems[0].startswith("seats")


def test_default_setup_is_not_shared() -> None:
    first = Settings()
    first.last_setup["tokens"] = 1
    assert Settings().last_setup["tokens"] == 6


def test_the_netzwerk_log_in_round_trips_without_a_password(home: Path) -> None:
    assert Settings().net_address == "" and Settings().net_name == ""  # the screen's defaults
    settings = replace(Settings(), net_address="spielrechner:9000", net_name="Anna Lena")
    save_settings(settings)
    stored = json.loads(settings_path().read_text(encoding="utf-8"))
    assert stored["net_address"] == "spielrechner:9000" and stored["net_name"] == "Anna Lena"
    assert not any("pass" in key for key in stored)
    assert load_settings() == (settings, [])


@pytest.mark.parametrize(
    ("field", "bad"),
    [
        ("net_address", 8765),
        ("net_address", "a b:1"),
        ("net_address", "x" * 65),
        ("net_address", "host\x00:1"),
        ("net_name", ["Anna"]),
        ("net_name", " Anna"),
        ("net_name", "\u200b"),
        ("net_name", "N" * 21),
    ],
)
def test_a_bad_netzwerk_log_in_falls_back_to_the_default(field: str, bad: object, aside: Aside) -> None:
    write_raw(json.dumps({"language": "en", "net_name": "Bert", "net_address": "h:1", field: bad}).encode())
    settings, notices = load_settings()
    assert getattr(settings, field) == ""
    kept = "net_name" if field == "net_address" else "net_address"
    assert getattr(settings, kept) == {"net_name": "Bert", "net_address": "h:1"}[kept]
    assert settings.language == "en"
    assert [notice.key for notice in notices] == ["settings_reset"] and field in notices[0].detail
    with pytest.raises(ValueError):
        replace(Settings(), **{field: bad})
