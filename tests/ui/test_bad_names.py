"""Names that cannot be drawn (NUL, lone surrogates, zero-width only) never get in or crash.

Every way in is covered: the name field, the settings' last set-up, the
statistics file (and its screen) and the save.
"""

from __future__ import annotations

import json

import pygame
import pytest

from game.engine import Game, GameConfig
from game.engine.token.serialize import to_dict
from game.storage import (
    TOKEN_STATS,
    load_settings,
    load_stats,
    read_save,
    save_path,
    settings_path,
    stats_path,
    write_save,
)
from game.storage.settings import DEFAULT_SETUP
from game.storage.stats import Stats

# JSON escapes, so a lone surrogate survives json.dumps/loads as it would in a damaged file.
BAD_NAMES = ["Anna\x00", "\ud800", "\u034f", "\u17b4", "\u034f\u17b4", "\u200b"]


def _player(name: str) -> dict[str, object]:
    return {"name": name, "games": {}, "wins": {}, "losses": {}, "places": {}, "rounds": 0, "best_hands": {}}


@pytest.mark.parametrize("name", BAD_NAMES)
def test_a_bad_name_in_the_last_set_up_is_refused(name: str) -> None:
    setup = json.loads(json.dumps(DEFAULT_SETUP))
    setup["seats"][0]["name"] = name
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_text(json.dumps({"last_setup": setup}), encoding="utf-8")
    settings, notices = load_settings()
    assert len(notices) == 1
    assert settings.last_setup == DEFAULT_SETUP


def _stats_file(names: list[str]) -> None:
    good = Stats().to_dict()
    good["humans"] = [_player(name) for name in names]
    stats_path().parent.mkdir(parents=True, exist_ok=True)
    stats_path().write_text(json.dumps(good), encoding="utf-8")


def test_bad_names_in_the_statistics_are_dropped() -> None:
    _stats_file([*BAD_NAMES, "Anna"])
    stats, notices = load_stats()
    assert [p.name for p in TOKEN_STATS.listing(stats, True)] == ["Anna"]
    assert len(notices) == 1


def test_the_statistics_screen_shows_a_damaged_file(make_app) -> None:
    from game.scenes.stats import StatsScene

    _stats_file([*BAD_NAMES, "Anna"])
    app = make_app()
    app.push(StatsScene(app))
    for _ in range(3):
        app.step(1 / 60)


@pytest.mark.parametrize("name", BAD_NAMES)
def test_a_save_with_a_bad_name_is_refused(name: str) -> None:
    text = json.dumps(to_dict(Game.new(GameConfig.default())))  # ASCII, so "\ud800" stays an escape
    assert "Spieler 1" in text
    game = json.loads(text.replace("Spieler 1", json.dumps(name)[1:-1]))
    # A damaged file: the checksum cannot even be computed over a lone surrogate.
    envelope = {"format": "tokenpoker-save", "version": 1, "sha256": "0" * 64, "game": game}
    save_path().parent.mkdir(parents=True, exist_ok=True)
    save_path().write_text(json.dumps(envelope), encoding="ascii")
    result = read_save()
    assert not result.ok and result.notice is not None
    # ... and with a matching checksum it is refused as an invalid game.
    if name.isascii() or not any(0xD800 <= ord(c) <= 0xDFFF for c in name):
        write_save(game)
        result = read_save()
        assert not result.ok and result.notice is not None


@pytest.mark.parametrize("name", BAD_NAMES[2:])
def test_the_name_field_refuses_invisible_characters(make_app, name: str) -> None:
    from game.scenes.token.setup import SetupScene
    from tests.ui.helpers import key, type_text

    app = make_app()
    scene = SetupScene(app)
    app.push(scene)
    app.step(1 / 60)
    field = scene.rows[0].name
    scene.ui.focus_on(field)
    key(app, pygame.K_DELETE)
    type_text(app, "A" + name + "B")
    assert field.value == "AB"
