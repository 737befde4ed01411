"""Saving real games: exact resume mid-round, refusing bad saves, statistics of a scripted game."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from game.engine import (
    Game,
    GameConfig,
    HandCategory,
    Mode,
    TokenPhase,
    play_computer_turn,
    strategies_for,
)
from game.engine.token.serialize import to_dict
from game.storage import (
    TOKEN_STATS,
    SaveStatus,
    finish_game,
    load_stats,
    parse_save,
    read_save,
    save_exists,
    save_game,
    save_path,
    summary_from_game,
)
from game.storage.jsonio import canonical_json
from game.storage.saves import checksum, encode_save
from tests.storage.scripted import CONFIG, play_scripted, scripted_rng

Aside = Callable[[str], list[Path]]

def test_scripted_game_goes_as_planned() -> None:
    game = play_scripted(Game.new(CONFIG, scripted_rng()))
    assert game.winner == 0 and game.round_no == 2
    assert dict((seat, place) for place, seat in game.placements) == {0: 1, 1: 3, 2: 2}


def test_resume_after_every_action_plays_the_same_game() -> None:
    plain = play_scripted(Game.new(CONFIG, scripted_rng()))
    rng = scripted_rng()  # shared: a resumed game deals later rounds from the rng it is given

    def save_and_resume(game: Game) -> Game:
        save_game(game)
        result = read_save(rng=rng)
        assert result.ok, result.notice
        resumed: Game = result.game
        assert to_dict(resumed) == to_dict(game)
        assert resumed.phase is game.phase and resumed.current == game.current
        assert [s.hand for s in resumed.seats] == [s.hand for s in game.seats]
        assert resumed.stock == game.stock
        return resumed

    game = Game.new(CONFIG, rng)
    resumed = play_scripted(game, save_and_resume)
    assert to_dict(resumed) == to_dict(plain)
    assert [
        (r.dealt, r.final, r.result.deltas) for r in resumed.history
    ] == [(r.dealt, r.final, r.result.deltas) for r in plain.history]


def mid_round_game() -> Game:
    game = Game.new(GameConfig.of_players(4, humans=1), random.Random(11))
    strategies = strategies_for(game.config, random.Random(1))
    for _ in range(3):  # a few rounds of history, then stop mid-round
        game.start_round()
        while game.phase is TokenPhase.EXCHANGE:
            if game.config.seats[game.current].human:  # type: ignore[index]
                game.exchange(game.current, game.hand(game.current)[:2])  # type: ignore[arg-type]
            else:
                play_computer_turn(game, strategies)
    game.start_round()
    if not game.config.seats[game.current].human:  # type: ignore[index]
        play_computer_turn(game, strategies)
    assert game.phase is TokenPhase.EXCHANGE
    return game


def test_mid_round_round_trip_never_redeals() -> None:
    game = mid_round_game()
    save_game(game)
    first = read_save()
    save_game(first.game)
    second = read_save()
    for result in (first, second):
        assert result.ok
        assert to_dict(result.game) == to_dict(game)
        assert result.game.stock == game.stock
        assert [s.exchanged for s in result.game.seats] == [s.exchanged for s in game.seats]


def test_every_truncation_of_a_real_save_is_refused() -> None:
    data = encode_save(to_dict(mid_round_game()))
    assert len(data) > 1000
    for cut in range(len(data)):
        result = parse_save(data[:cut])
        assert result.status is SaveStatus.CORRUPT, cut
    assert parse_save(data).ok


def test_some_truncations_through_the_file(aside: Aside) -> None:
    data = encode_save(to_dict(mid_round_game()))
    for cut in (0, 1, len(data) // 2, len(data) - 1):
        save_path().parent.mkdir(parents=True, exist_ok=True)
        save_path().write_bytes(data[:cut])
        assert read_save().status is SaveStatus.CORRUPT
    assert len(aside("save.json")) == 4


def refuse_real(change: Callable[[dict[str, Any]], None], fix_checksum: bool) -> SaveStatus:
    game_dict = to_dict(mid_round_game())
    change(game_dict)
    envelope = json.loads(encode_save(to_dict(mid_round_game())))
    envelope["game"] = game_dict
    if fix_checksum:
        envelope["sha256"] = checksum(game_dict)
    save_path().parent.mkdir(parents=True, exist_ok=True)
    save_path().write_bytes(canonical_json(envelope))
    result = read_save()
    assert not result.ok and result.game is None and result.notice is not None
    return result.status


def more_tokens(d: dict[str, Any]) -> None:
    tokens = d["seats"][0]["tokens"]
    d["seats"][0]["tokens"] = tokens + 1 if tokens < 6 else tokens - 1


def test_edited_token_count_is_refused() -> None:
    assert refuse_real(more_tokens, fix_checksum=False) is SaveStatus.EDITED


@pytest.mark.parametrize(
    "change",
    [
        lambda d: d["seats"][0].__setitem__("tokens", "6"),
        lambda d: d["seats"][0].__setitem__("tokens", 7),  # above T
        lambda d: d["seats"][1].__setitem__("hand", 42),
        lambda d: d["seats"][1].__setitem__("hand", "As As As As As"),
        lambda d: d.__setitem__("stock", d["stock"][3:]),  # cards missing
        lambda d: d.__setitem__("phase", "sleeping"),
        lambda d: d.__setitem__("turn", None),
        lambda d: d.__setitem__("history", {"0": 1}),
        lambda d: d["history"][0].__setitem__("final", []),
        lambda d: d.__setitem__("config", None),
        lambda d: d["config"].__setitem__("seats", [d["config"]["seats"][0]]),
        lambda d: d.__setitem__("version", 99),
        lambda d: d.pop("seats"),
        lambda d: d.clear(),
    ],
)
def test_wrong_types_with_fixed_checksum_are_refused(
    change: Callable[[dict[str, Any]], None], aside: Aside
) -> None:
    assert refuse_real(change, fix_checksum=True) is SaveStatus.INVALID
    assert len(aside("save.json")) == 1


def test_statistics_of_the_scripted_game(home: Path) -> None:
    game = play_scripted(Game.new(CONFIG, scripted_rng()))
    save_game(game)
    summary = summary_from_game(game)
    assert summary.mode == "absteigend" and summary.rules == "original" and summary.rounds == 2
    assert [(s.name, s.place, s.won, s.rounds) for s in summary.seats] == [
        ("Anna", 1, True, 2),
        ("Computer 1", 3, False, 1),
        ("Computer 2", 2, False, 2),
    ]

    stats, notices = finish_game(game)
    assert notices == [] and not save_exists()
    assert load_stats() == (stats, [])
    anna = TOKEN_STATS.player(stats, "Anna", True)
    c1 = TOKEN_STATS.player(stats, "Computer 1", False, "normal")
    c2 = TOKEN_STATS.player(stats, "Computer 2", False, "normal")
    assert anna is not None and c1 is not None and c2 is not None
    assert TOKEN_STATS.player(stats, "Anna", False) is None
    assert anna.games == {"absteigend": 1} and anna.wins == {"absteigend": 1} and anna.losses == {}
    assert anna.places == {1: 1} and anna.rounds == 2
    assert anna.best_hand is not None and anna.best_hand.cards == "As Ad Ac 9c 9d"
    assert anna.best_hand.category is HandCategory.FULL_HOUSE
    assert c1.losses == {"absteigend": 1} and c1.wins == {}
    assert c1.places == {3: 1} and c1.rounds == 1
    assert c1.best_hand is not None and c1.best_hand.category is HandCategory.HIGH_CARD
    assert c2.places == {2: 1} and c2.rounds == 2
    assert c2.best_hand is not None and c2.best_hand.category is HandCategory.TWO_PAIR
    assert [p.name for p in TOKEN_STATS.listing(stats, False)] == ["Computer 1", "Computer 2"]

    # Finishing the same game again (say, after a crash before the save was cleared) counts once.
    again, _ = finish_game(game)
    assert again == stats


def test_summary_needs_a_finished_game() -> None:
    with pytest.raises(ValueError):
        summary_from_game(mid_round_game())


def test_ascending_game_wins_and_losses() -> None:
    from game.engine import play_game
    from game.storage import Stats, record_game

    game = play_game(GameConfig.of_players(4, mode=Mode.ASCENDING, tokens=2), random.Random(5))
    stats = record_game(Stats(), summary_from_game(game))
    losers = [p.name for p in TOKEN_STATS.listing(stats, False) if p.total_losses]
    assert losers == [game.config.seats[game.loser].name]  # type: ignore[index]
    assert sum(p.total_wins for p in TOKEN_STATS.listing(stats, False)) == 3
    assert sum(p.rounds for p in TOKEN_STATS.listing(stats, False)) == sum(len(r.order) for r in game.history)


def test_random_mutations_never_crash() -> None:
    """Random leaf edits with the checksum fixed up: every one is refused or loads, none raises."""
    base = to_dict(mid_round_game())
    rng = random.Random(3)
    junk: list[Any] = [None, True, -1, 0, 7, 10**12, 1.5, "", "As", "xyz", [], {}, [1], {"0": "As"}]

    def leaves(node: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
        if isinstance(node, dict):
            return [p for k, v in node.items() for p in leaves(v, path + (k,))] + [path]
        if isinstance(node, list):
            return [p for i, v in enumerate(node) for p in leaves(v, path + (i,))] + [path]
        return [path]

    paths = [p for p in leaves(base) if p]
    outcomes = set()
    for _ in range(400):
        game_dict = json.loads(json.dumps(base))
        path = rng.choice(paths)
        node = game_dict
        for key in path[:-1]:
            node = node[key]
        node[path[-1]] = rng.choice(junk)
        result = parse_save(encode_save(game_dict))
        assert result.status in (SaveStatus.OK, SaveStatus.INVALID)
        assert (result.game is None) == (result.status is SaveStatus.INVALID)
        outcomes.add(result.status)
    assert SaveStatus.INVALID in outcomes


def test_the_storage_layer_resumes_a_save_file_of_0_1_0(tmp_path):
    """A save file as Token-Poker 0.1.0 wrote it (envelope and format-1 game) loads as it stood."""
    import shutil
    from pathlib import Path

    path = tmp_path / "save.json"
    shutil.copy(Path(__file__).parents[1] / "data" / "save-0.1.0.json", path)
    result = read_save(path)
    assert result.ok, result
    assert result.game.round_no == 5 and result.game.current == 2
    assert [seat.tokens for seat in result.game.seats] == [1, 2, 2, 3]
