"""Statistics: recording finished games, best hands, storing and repairing the file."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from game.engine import HandCategory, RuleSet, parse_cards
from game.storage import TOKEN_STATS, stats_path
from game.storage.stats import STATS_VERSION, Stats, load_stats, reset_stats, save_stats
from game.storage.token.stats import BestHand, GameSummary, SeatSummary, record_game

Aside = Callable[[str], list[Path]]


def cards(text: str) -> tuple:
    return tuple(parse_cards(text))


GAME_1 = GameSummary(
    mode="absteigend",
    rules="original",
    rounds=9,
    seats=(
        SeatSummary("Anna", True, 1, True, 9, cards("As Ad Ah Kc Kd")),
        SeatSummary("Computer 1", False, 2, False, 9, cards("2c 2d 5h 7s 9c")),
        SeatSummary("Computer 2", False, 3, False, 4, cards("Ts Js Qs Ks As")),
    ),
    game_id="g1",
)
GAME_2 = GameSummary(
    mode="aufsteigend",
    rules="standard",
    rounds=5,
    seats=(
        SeatSummary("Anna", True, 2, False, 5, cards("Ah 2h 3c 4d 5s")),
        SeatSummary("Computer 1", False, 1, True, 4, cards("9s 9d 9h 9c 2d")),
        # A human with a computer's name is a different player.
        SeatSummary("Computer 2", True, 1, True, 3, None),
    ),
    game_id="g2",
)


def test_record_two_games() -> None:
    empty = Stats()
    after_one = record_game(empty, GAME_1)
    assert TOKEN_STATS.of(empty) == {}  # pure: the input is unchanged
    stats = record_game(after_one, GAME_2)

    anna = TOKEN_STATS.player(stats, "Anna", True)
    assert anna is not None
    assert anna.games == {"absteigend": 1, "aufsteigend": 1} and anna.total_games == 2
    assert anna.wins == {"absteigend": 1} and anna.losses == {"aufsteigend": 1}
    assert anna.places == {1: 1, 2: 1}
    assert anna.rounds == 14
    assert set(anna.best_hands) == {"original", "standard"}
    assert anna.best_hands["original"].category is HandCategory.FULL_HOUSE
    assert anna.best_hands["original"].cards == "As Ad Ah Kc Kd"
    assert anna.best_hands["standard"].category is HandCategory.STRAIGHT  # ace-low straight
    assert anna.best_hand is not None and anna.best_hand.category is HandCategory.FULL_HOUSE

    c1 = TOKEN_STATS.player(stats, "Computer 1", False)
    assert c1 is not None
    assert c1.wins == {"aufsteigend": 1} and c1.losses == {"absteigend": 1}
    assert c1.rounds == 13 and c1.places == {2: 1, 1: 1}
    assert c1.best_hand is not None and c1.best_hand.category is HandCategory.FOUR_OF_A_KIND

    c2_computer = TOKEN_STATS.player(stats, "Computer 2", False)
    c2_human = TOKEN_STATS.player(stats, "Computer 2", True)
    assert c2_computer is not None and c2_human is not None
    assert c2_computer.best_hand is not None
    assert c2_computer.best_hand.category is HandCategory.ROYAL_FLUSH
    assert c2_computer.best_hand.cards == "As Ks Qs Js Ts"  # most important first
    assert c2_human.best_hands == {} and c2_human.total_wins == 1

    assert [p.name for p in TOKEN_STATS.listing(stats, True)] == ["Anna", "Computer 2"]
    assert [p.name for p in TOKEN_STATS.listing(stats, False)] == ["Computer 1", "Computer 2"]


def test_same_game_counts_once() -> None:
    once = record_game(Stats(), GAME_1)
    twice = record_game(once, GAME_1)
    assert twice == once
    anonymous = GameSummary(GAME_1.mode, GAME_1.rules, GAME_1.rounds, GAME_1.seats)
    both = record_game(record_game(Stats(), anonymous), anonymous)
    player = TOKEN_STATS.player(both, "Anna", True)
    assert player is not None and player.total_games == 2


def test_best_hand_only_improves() -> None:
    better = GameSummary(
        "absteigend",
        "original",
        1,
        (SeatSummary("Anna", True, 1, True, 1, cards("2c 3c 4c 5c 6c")),),
    )
    worse = GameSummary(
        "absteigend",
        "original",
        1,
        (SeatSummary("Anna", True, 1, True, 1, cards("2c 2d 4c 5h 6c")),),
    )
    stats = record_game(record_game(Stats(), better), worse)
    anna = TOKEN_STATS.player(stats, "Anna", True)
    assert anna is not None and anna.best_hands["original"].category is HandCategory.STRAIGHT_FLUSH


def test_unknown_mode_is_refused() -> None:
    with pytest.raises(ValueError):
        record_game(Stats(), GameSummary("sideways", "original", 1, ()))


def test_file_round_trip(aside: Aside) -> None:
    stats = record_game(record_game(Stats(), GAME_1), GAME_2)
    save_stats(stats)
    loaded, notices = load_stats()
    assert notices == [] and aside("stats.json") == []
    assert loaded == stats


def test_missing_file() -> None:
    assert load_stats() == (Stats(), [])


def test_reset() -> None:
    save_stats(record_game(Stats(), GAME_1))
    assert reset_stats() == Stats()
    assert load_stats() == (Stats(), [])


def test_partly_invalid_file_keeps_valid_records(aside: Aside) -> None:
    good = record_game(Stats(), GAME_1).to_dict()
    raw = json.loads(json.dumps(good))
    raw["humans"][0]["rounds"] = -3  # bad field: reset to 0
    raw["humans"][0]["best_hands"]["original"]["cards"] = "As As As As As"  # not a hand
    raw["computers"].append({"name": 7})  # bad record: dropped
    raw["computers"][0]["best_hands"]["original"]["strength"] = 10**9  # a lie: recomputed
    raw["computers"][0]["best_hands"]["original"]["category"] = "ROYAL_FLUSH"
    original = json.dumps(raw).encode()
    stats_path().parent.mkdir(parents=True, exist_ok=True)
    stats_path().write_bytes(original)

    stats, notices = load_stats()
    assert [n.key for n in notices] == ["stats_reset"]
    anna = TOKEN_STATS.player(stats, "Anna", True)
    assert anna is not None and anna.rounds == 0 and anna.best_hands == {}
    assert anna.wins == {"absteigend": 1}
    c1 = TOKEN_STATS.player(stats, "Computer 1", False)
    assert c1 is not None and c1.best_hand is not None
    assert c1.best_hand.category is HandCategory.ONE_PAIR
    assert c1.best_hand == BestHand.rate("2c 2d 5h 7s 9c", RuleSet.ORIGINAL)
    assert len(TOKEN_STATS.listing(stats, False)) == 2
    kept = aside("stats.json")
    assert len(kept) == 1 and kept[0].read_bytes() == original
    # Repaired file written back: the next load is silent.
    assert load_stats()[1] == []


@pytest.mark.parametrize("data", [b"", b"{{{", b"[]", b'{"format": "x"}', b"\x89PNG\r\n"])
def test_corrupt_file(data: bytes, aside: Aside) -> None:
    stats_path().parent.mkdir(parents=True, exist_ok=True)
    stats_path().write_bytes(data)
    stats, notices = load_stats()
    assert stats == Stats() and [n.key for n in notices] == ["stats_reset"]
    assert [p.read_bytes() for p in aside("stats.json")] == [data]


def test_a_computer_is_counted_per_name_and_level(aside: Aside) -> None:
    def game(level: str, won: bool, game_id: str) -> GameSummary:
        seats = (
            SeatSummary("Anna", True, 2 if won else 1, not won, 3, None, level="profi"),  # ignored
            SeatSummary("Computer 1", False, 1 if won else 2, won, 3, None, level=level),
        )
        return GameSummary("absteigend", "original", 3, seats, game_id)

    stats = record_game(
        record_game(record_game(Stats(), game("normal", True, "a")), game("profi", False, "b")),
        game("profi", False, "c"),
    )
    normal = TOKEN_STATS.player(stats, "Computer 1", False, "normal")
    profi = TOKEN_STATS.player(stats, "Computer 1", False, "profi")
    assert normal is not None and normal.total_games == 1 and normal.total_wins == 1
    assert profi is not None and profi.total_games == 2 and profi.total_losses == 2
    assert [p.level for p in TOKEN_STATS.listing(stats, False)] == ["normal", "profi"]
    anna = TOKEN_STATS.player(stats, "Anna", True)
    assert anna is not None and anna.total_games == 3  # one person
    save_stats(stats)
    assert load_stats() == (stats, []) and aside("stats.json") == []


def test_a_version_1_file_without_levels_still_loads(aside: Aside) -> None:
    old = {
        "format": "tokenpoker-stats",
        "version": 1,
        "humans": [
            {
                "name": "Anna",
                "games": {"absteigend": 2},
                "wins": {"absteigend": 2},
                "places": {"1": 2},
                "rounds": 7,
            }
        ],
        "computers": [
            {"name": "Computer 1", "games": {"absteigend": 2}, "losses": {"absteigend": 2}, "rounds": 7}
        ],
        "recorded": ["x"],
    }
    stats_path().parent.mkdir(parents=True, exist_ok=True)
    stats_path().write_text(json.dumps(old))
    stats, notices = load_stats()
    assert notices == [] and aside("stats.json") == []  # a migration, not a repair
    old_c1 = TOKEN_STATS.player(stats, "Computer 1", False)  # level not recorded: kept apart as ''
    assert old_c1 is not None and old_c1.level == "" and old_c1.total_losses == 2
    # a new game of the same name at a known level is a separate record; both survive a save
    game = GameSummary(
        "absteigend",
        "original",
        1,
        (SeatSummary("Computer 1", False, 1, True, 1, None, level="normal"),),
        "y",
    )
    stats = record_game(stats, game)
    save_stats(stats)
    again, notices = load_stats()
    assert notices == [] and again == stats
    assert json.loads(stats_path().read_text())["version"] == STATS_VERSION == 4
    assert {p.level for p in TOKEN_STATS.listing(again, False)} == {"", "normal"}


def test_a_version_4_file_of_every_game_is_written_back_byte_for_byte(home: Path) -> None:
    """tests/data/stats-v4.json was written by the statistics code before each game's section
    moved to the game's own folder: it loads without a problem and is stored unchanged."""
    from game.storage import DUELL_STATS, HOLDEM_STATS

    original = (Path(__file__).parents[1] / "data" / "stats-v4.json").read_bytes()
    stats_path().parent.mkdir(parents=True, exist_ok=True)
    stats_path().write_bytes(original)
    stats, notices = load_stats()
    assert notices == []
    assert TOKEN_STATS.player(stats, "Computer 2", False, "profi") is not None
    assert DUELL_STATS.of(stats)[(True, "Anna", "")].matches == 1
    assert HOLDEM_STATS.of(stats).counted == {"t1": 1, "t2": 1}
    save_stats(stats)
    assert stats_path().read_bytes() == original
