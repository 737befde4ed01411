"""A writer killed (SIGKILL) at random moments leaves a save that loads: old or new, never torn."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.storage import SaveStatus, read_save

WRITER = r"""
import sys
from game.storage import write_save
counter = 0
# A large-ish dict so a kill often lands in the middle of a write.
filler = ["x" * 64] * 2000
write_save({"counter": counter, "filler": filler})
print("ready", flush=True)
while True:
    counter += 1
    write_save({"counter": counter, "filler": filler})
"""


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_killed_writer_leaves_loadable_save(home: Path) -> None:
    rng = random.Random(7)
    env = dict(os.environ, TOKENPOKER_HOME=str(home))
    for _ in range(4):
        child = subprocess.Popen(
            [sys.executable, "-c", WRITER], env=env, cwd=Path.cwd(), stdout=subprocess.PIPE
        )
        assert child.stdout is not None
        assert child.stdout.readline() == b"ready\n"
        time.sleep(rng.uniform(0.0, 0.08))  # a random point in the write loop
        child.send_signal(signal.SIGKILL)
        child.wait()
        child.stdout.close()
        result = read_save(restore=lambda data: data)
        assert result.status is SaveStatus.OK, result.notice
        assert result.data is not None and len(result.data["filler"]) == 2000
    # Leftover temp files of the killed writers are hidden and never mistaken for the save.
    assert all(p.name == "save.json" or p.name.startswith(".save.json.") for p in home.iterdir())
