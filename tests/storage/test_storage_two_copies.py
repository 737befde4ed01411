"""Two copies of the game on one data folder: no lost statistics, and the second window says so."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.storage import TOKEN_STATS, load_stats

ROOT = Path(__file__).resolve().parents[2]

RECORDER = """
import random, sys
from game.engine import GameConfig
from game.engine.token.simulate import play_game
from game.storage import finish_game
first, count = int(sys.argv[1]), int(sys.argv[2])
config = GameConfig.of_players(2, tokens=1)
sys.stdin.readline()  # start together
for seed in range(first, first + count):
    finish_game(play_game(config, random.Random(seed)))
"""


def test_two_processes_recording_games_lose_none(home: Path) -> None:
    per_copy = 100
    copies = [
        subprocess.Popen([sys.executable, "-c", RECORDER, str(first), str(per_copy)], cwd=ROOT,
                         stdin=subprocess.PIPE, text=True)
        for first in (0, 10_000)
    ]
    for copy in copies:
        assert copy.stdin is not None
        copy.stdin.write("go\n")
        copy.stdin.flush()
    for copy in copies:
        assert copy.wait(timeout=120) == 0
    stats, notices = load_stats()
    assert notices == []
    games = {player.name: player.total_games for player in TOKEN_STATS.listing(stats, False)}
    assert games == {"Computer 1": 2 * per_copy, "Computer 2": 2 * per_copy}


@pytest.mark.skipif(os.name != "posix", reason="the lock is tested where fcntl exists")
def test_a_second_window_says_the_game_is_already_open(home: Path) -> None:
    from game.storage.lock import InstanceLock

    held = InstanceLock()
    assert held.acquire()
    try:
        result = subprocess.run(
            [sys.executable, "-m", "game.cli", "--frames", "1"], cwd=ROOT, capture_output=True, text=True,
            timeout=60, env={**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"},
        )
    finally:
        held.release()
    assert result.returncode == 1
    assert "läuft bereits" in result.stderr and "already open" in result.stderr
    assert "Traceback" not in result.stderr
    assert InstanceLock().acquire()  # released: the next start may play
