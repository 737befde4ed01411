"""`game.persistence.Persistence` without a window: when it writes, counts and tells."""

from __future__ import annotations

import json
import random

import pytest

from game.engine import Game, TokenPhase
from game.persistence import Persistence
from game.storage import TOKEN_STATS, load_stats, read_save, save_path, settings_path
from game.storage.settings import Settings
from tests.storage.scripted import CONFIG, play_scripted, scripted_rng


def test_track_saves_only_when_the_event_log_grew() -> None:
    keeper = Persistence()
    game = Game.new(CONFIG, scripted_rng())
    keeper.slot("token").track(game)
    keeper.flush()
    first = save_path().read_bytes()  # a READY game is saved too (nothing dealt yet)
    game.start_round()
    keeper.slot("token").track(game)
    keeper.flush()
    dealt = save_path().read_bytes()
    assert dealt != first
    save_path().unlink()
    keeper.slot("token").track(game)  # unchanged: not written again
    keeper.flush()
    assert not save_path().exists()
    game.exchange(game.current, [])
    keeper.slot("token").track(game)
    keeper.flush()
    restored = read_save().game
    assert restored.hand(0) == game.hand(0) and restored.stock == game.stock
    assert restored.current == game.current and restored.phase is TokenPhase.EXCHANGE


def test_a_finished_game_is_counted_once_and_its_save_cleared() -> None:
    keeper = Persistence()
    snapshots: list[Game] = []

    def after(game: Game) -> Game:
        keeper.slot("token").track(game)
        snapshots.append(game)
        return game

    game = play_scripted(Game.new(CONFIG, scripted_rng()), after)
    keeper.flush()
    assert not save_path().exists()
    keeper.slot("token").track(game)
    keeper.slot("token").save_now(game)  # closing the window on the game over screen changes nothing
    keeper.slot("token").finish(game)
    keeper.flush()
    stats = load_stats()[0]
    assert TOKEN_STATS.player(stats, "Anna", True).total_games == 1
    assert TOKEN_STATS.player(stats, "Computer 1", False, "normal").places == {3: 1}
    assert not save_path().exists()


def test_demo_never_writes_settings_but_saves_its_game() -> None:
    keeper = Persistence(demo=True)
    keeper.save_settings(Settings(license_accepted=True))
    assert not settings_path().exists()
    game = Game.new(CONFIG, random.Random(1))
    game.start_round()
    keeper.slot("token").save_now(game)
    assert keeper.slot("token").has_save()


def test_notices_are_handed_out_once() -> None:
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_text(json.dumps({"language": 5}), encoding="utf-8")
    keeper = Persistence()
    assert keeper.load_settings().language == "de"
    assert [n.key for n in keeper.take_notices()] == ["settings_reset"]
    assert keeper.take_notices() == []


def test_a_refused_write_becomes_a_notice(monkeypatch: pytest.MonkeyPatch) -> None:
    import game.session.token.slot as module

    def refuse(game: Game) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(module, "save_game", refuse)
    keeper = Persistence()
    game = Game.new(CONFIG, random.Random(2))
    game.start_round()
    keeper.slot("token").save_now(game)
    assert [n.key for n in keeper.take_notices()] == ["save_write_failed"]


def test_every_new_game_counts_even_when_python_reuses_an_object_id() -> None:
    from game.engine import GameConfig, SeatConfig, play_game

    keeper = Persistence()
    config = GameConfig((SeatConfig("Computer 1", False), SeatConfig("Computer 2", False)), tokens=1)
    for seed in range(8):
        keeper.slot("token").track(play_game(config, random.Random(seed)))  # each game is dropped right after
    keeper.flush()
    assert TOKEN_STATS.player(load_stats()[0], "Computer 1", False, "normal").total_games == 8
