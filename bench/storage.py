"""Figures for the save file: size, `to_dict` time, write (atomic, fsync) and read-back time.

`write_ms` includes to_dict, encoding, checksum and fsync; `read_ms` includes
parsing, the checksum and `from_dict`. With `BackgroundSaver` only the
to_dict part stays on the frame loop.

Run: python bench/storage.py  (uses a temporary TOKENPOKER_HOME; prints one summary line last).
"""

from __future__ import annotations

import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.engine import Game, GameConfig, TokenPhase, play_computer_turn, strategies_for  # noqa: E402
from game.engine.token.serialize import to_dict  # noqa: E402
from game.legal import WARNING_TEXT  # noqa: E402


def mid_game(rounds: int) -> Game:
    config = GameConfig.of_players(5, tokens=999)
    game = Game.new(config, random.Random(1))
    strategies = strategies_for(config, random.Random(2))
    for _ in range(rounds):
        game.start_round()
        while game.phase is TokenPhase.EXCHANGE:
            play_computer_turn(game, strategies)
    game.start_round()
    play_computer_turn(game, strategies)
    return game


def main() -> None:
    print(WARNING_TEXT)
    with tempfile.TemporaryDirectory() as folder:
        os.environ["TOKENPOKER_HOME"] = folder
        from game.storage import read_save, save_game, save_path

        for rounds in (5, 100, 1000):
            game = mid_game(rounds)
            writes, reads, dicts = [], [], []
            for _ in range(10):
                start = time.perf_counter()
                to_dict(game)
                dicts.append((time.perf_counter() - start) * 1000)
                start = time.perf_counter()
                save_game(game)
                writes.append((time.perf_counter() - start) * 1000)
                start = time.perf_counter()
                result = read_save()
                reads.append((time.perf_counter() - start) * 1000)
                assert result.ok
            size = save_path().stat().st_size
            print(
                f"save rounds={rounds} bytes={size} to_dict_ms p50={statistics.median(dicts):.2f} "
                f"write_ms p50={statistics.median(writes):.2f} "
                f"max={max(writes):.2f} read_ms p50={statistics.median(reads):.2f} "
                f"max={max(reads):.2f}"
            )


if __name__ == "__main__":
    main()
