"""Duell on disk: the match save slot, its refusals, and the Duell statistics (stats.json version 3)."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from pathlib import Path

import pytest

from game.engine import parse_cards
from game.engine.duell import DuellConfig, DuellGame, DuellPhase
from game.engine.duell.players import player_for
from game.engine.levels import Level
from game.storage import (
    DUELL_STATS,
    TOKEN_STATS,
    duell_save_path,
    finish_match,
    load_stats,
    match_save_exists,
    read_match,
    save_match,
    save_path,
    stats_path,
)
from game.storage.duell.stats import DuellSeatSummary, DuellSummary, record_match
from game.storage.saves import SaveStatus
from game.storage.stats import STATS_VERSION, Stats, save_stats

Aside = Callable[[str], list[Path]]


def play(stack: int = 200, seed: int = 3, deals: int = 5) -> tuple[list, DuellGame]:
    """A match of two Normal players; the finished deals' states and the game at deal ``deals``."""
    rng = random.Random(seed)
    game = DuellGame(DuellConfig("Anna", Level.NORMAL, 32, stack), rng)
    players = [player_for("normal", random.Random(seed + 1)), player_for("normal", random.Random(seed + 2))]
    finished = []
    while game.phase is not DuellPhase.MATCH_OVER:
        if game.phase is DuellPhase.DEAL_OVER:
            if game.deal_no >= deals:
                break
            finished.append(game.state())
            game.next_deal()
            continue
        seat = game.current
        game.apply(players[seat].decide(game.view(seat), game.legal_actions(seat)))
    return finished, game


def test_a_saved_match_reads_back_as_the_same_match_in_its_own_slot() -> None:
    finished, game = play()
    save_match(finished, game)
    assert match_save_exists() and duell_save_path().name == "duell.json"
    assert not save_path().exists(), "the token game's slot is untouched"
    result = read_match()
    assert result.ok
    assert result.game.finished == tuple(finished) and result.game.game.state() == game.state()


@pytest.mark.parametrize(
    "damage, status",
    [
        (lambda b: b[: len(b) // 2], SaveStatus.CORRUPT),
        (lambda b: b.replace(b'"deal_no":2', b'"deal_no":3', 1), SaveStatus.EDITED),
        (lambda b: b"", SaveStatus.CORRUPT),
        (lambda b: b"\xff\xfe" + b, SaveStatus.CORRUPT),
    ],
)
def test_a_damaged_duell_save_is_refused_with_the_token_saves_message_and_kept_aside(
    damage, status, aside: Aside
) -> None:
    finished, game = play()
    save_match(finished, game)
    data = duell_save_path().read_bytes()
    duell_save_path().write_bytes(damage(data))
    result = read_match()
    assert result.status is status and result.game is None
    assert result.notice is not None and result.notice.key in ("save_corrupt", "save_edited")
    assert not match_save_exists() and len(aside("duell.json")) == 1


def test_a_checksummed_but_impossible_match_is_refused_as_invalid(aside: Aside) -> None:
    from game.storage.saves import encode_save

    finished, game = play()
    save_match(finished, game)
    envelope = json.loads(duell_save_path().read_text())
    match = envelope["game"]
    match["deals"] = match["deals"][1:]  # a deal missing: the chips no longer chain
    duell_save_path().write_bytes(encode_save(match))
    result = read_match()
    assert result.status is SaveStatus.INVALID and result.notice is not None
    assert result.notice.key == "save_corrupt" and len(aside("duell.json")) == 1


def summary(game_id: str, winner: int | None = 0, deck: int = 32) -> DuellSummary:
    hand = tuple(parse_cards("As Ad Ah Kc Kd"))
    return DuellSummary(
        deck,
        (
            DuellSeatSummary("Anna", True, "", winner == 0, winner == 1, 12, 150, 90, 80, hand),
            DuellSeatSummary("Computer", False, "profi", winner == 1, winner == 0, 12, 90, 150, 40, None),
        ),
        game_id,
    )


def test_matches_are_counted_once_per_id_and_apart_from_the_token_game() -> None:
    stats = record_match(Stats(), summary("m1"))
    stats = record_match(stats, summary("m1"))  # the same match again: not counted twice
    stats = record_match(stats, summary("m2", winner=None, deck=52))
    anna = DUELL_STATS.of(stats)[(True, "Anna", "")]
    assert (anna.matches, anna.wins, anna.losses, anna.draws) == (2, 1, 0, 1)
    assert (anna.deals, anna.chips_won, anna.chips_lost, anna.biggest_pot) == (24, 300, 180, 80)
    assert set(anna.best_hands) == {"32", "52"}
    computer = DUELL_STATS.of(stats)[(False, "Computer", "profi")]
    assert (computer.matches, computer.losses) == (2, 1) and computer.best_hand is None
    assert TOKEN_STATS.of(stats) == {}, "no token game was played"
    save_stats(stats)
    again, notices = load_stats()
    assert notices == [] and again == stats
    assert json.loads(stats_path().read_text())["version"] == STATS_VERSION == 4


def test_a_version_2_file_loads_with_no_duell_matches_and_keeps_its_records(aside: Aside) -> None:
    old = {
        "format": "tokenpoker-stats",
        "version": 2,
        "humans": [{"name": "Anna", "games": {"absteigend": 1}, "wins": {"absteigend": 1}, "rounds": 4}],
        "computers": [],
        "recorded": ["x"],
    }
    stats_path().parent.mkdir(parents=True, exist_ok=True)
    stats_path().write_text(json.dumps(old))
    stats, notices = load_stats()
    assert notices == [] and aside("stats.json") == [] and DUELL_STATS.of(stats) == {}
    anna = TOKEN_STATS.player(stats, "Anna", True)
    assert anna is not None and anna.total_wins == 1


def test_bad_duell_records_are_dropped_and_the_rest_kept(aside: Aside) -> None:
    good = record_match(Stats(), summary("m1"))
    data = good.to_dict()
    data["duell"]["humans"].append({"name": "", "matches": 1})
    data["duell"]["computers"][0]["level"] = "meister"
    data["duell"]["humans"][0]["best_hands"]["32"] = {"cards": "2c 3c 4c 5c 6c"}  # not in 32 cards
    data["duell"]["humans"][0]["deals"] = -4
    stats_path().parent.mkdir(parents=True, exist_ok=True)
    stats_path().write_text(json.dumps(data))
    stats, notices = load_stats()
    assert [n.key for n in notices] == ["stats_reset"] and len(aside("stats.json")) == 1
    anna = DUELL_STATS.of(stats)[(True, "Anna", "")]
    assert anna.matches == 1 and anna.deals == 0 and "32" not in anna.best_hands
    assert list(DUELL_STATS.of(stats)) == [(True, "Anna", "")]


def test_finishing_a_match_counts_it_and_clears_only_the_duell_save(home: Path) -> None:
    finished, game = play()
    save_match(finished, game)
    save_path().write_text("token save stays")
    finish_match(summary("m9"))
    assert not match_save_exists() and save_path().read_text() == "token save stays"
    assert DUELL_STATS.of(load_stats()[0])[(True, "Anna", "")].matches == 1


def test_the_history_text_names_every_finished_deal_and_no_hidden_card(home: Path) -> None:
    from game.engine.duell import DealRecorder
    from game.legal import WARNING_LINES
    from game.text.duell.history import duell_history_lines, export_duell_history
    from game.text.history import format_cards_as

    finished, game = play(deals=6)
    recorder = DealRecorder()
    recorder.add(game.events_for(0))
    records = recorder.records
    lines = duell_history_lines(game.config, records, None, False, "de")
    text = "\n".join(lines)
    for record in records:
        if record.finished:
            assert f"Runde {record.deal_no} · " in text
    # the computer's cards, from the engine's own log: only those a showdown showed may appear,
    # checked in each deal's own lines (a card comes back in later deals)
    from game.engine.duell import DealStarted, ExchangeMade

    hidden: dict[int, set] = {}
    deal = 0
    for event in game.events:
        if isinstance(event, DealStarted):
            deal = event.deal_no
            hidden[deal] = set(event.hands[1] or ())
        elif isinstance(event, ExchangeMade) and event.seat == 1:
            hidden[deal] |= set(event.drawn or ())
    checked = 0
    for record in records:
        if not record.finished:
            continue
        own = " ".join(duell_history_lines(game.config, [record], None, False, "de"))
        shown = set(record.showdown.hands[1]) if record.showdown else set()
        for card in hidden[record.deal_no] - shown:
            assert f" {format_cards_as((card,), 'symbols', 'de')} " not in f" {own} ", card
            checked += 1
    assert checked >= 5
    path = export_duell_history(
        type(
            "T",
            (),
            {"config": game.config, "history": records, "is_over": False, "winner": None, "opponent": None},
        )(),
        home / "verlauf-duell",
        "en",
    )
    written = path.read_text(encoding="utf-8").splitlines()
    assert path.suffix == ".txt" and written[: len(WARNING_LINES)] == list(WARNING_LINES)
    assert any(line.startswith("Deal 1 · ") for line in written)
