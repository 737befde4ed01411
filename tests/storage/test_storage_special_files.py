"""Only regular files of a sane size are read: a link to /dev/zero, a FIFO or a huge file
is refused with a notice (kept aside), never a hang or MemoryError."""

from __future__ import annotations

import os
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from game.storage import SaveStatus, load_settings, load_stats, read_save
from game.storage.jsonio import MAX_FILE_BYTES, JsonFileError, read_json

pytestmark = pytest.mark.skipif(os.name != "posix", reason="FIFOs and /dev/zero are POSIX")

LOADERS: dict[str, Callable[[], Any]] = {
    "settings.json": load_settings,
    "stats.json": load_stats,
    "save.json": read_save,
}


def _refused(result: Any) -> bool:
    if isinstance(result, tuple):  # (value, notices) from load_settings / load_stats
        return len(result[1]) == 1
    return result.status is not SaveStatus.OK and result.status is not SaveStatus.MISSING


def _call_with_timeout(function: Callable[[], Any], fifo: Path | None = None) -> Any:
    """Run ``function`` on a thread; fail (and free a blocked FIFO reader) after 5 s."""
    box: dict[str, Any] = {}

    def target() -> None:
        try:
            box["result"] = function()
        except BaseException as exc:  # noqa: BLE001 - reported below
            box["error"] = exc

    thread = threading.Thread(target=target, daemon=True)
    thread.start()
    thread.join(5)
    if thread.is_alive():
        if fifo is not None:  # a writer that opens and closes unblocks the reader
            try:
                os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))
            except OSError:
                pass
        thread.join(5)
        pytest.fail("the loader hangs on a special file")
    if "error" in box:
        raise box["error"]
    return box["result"]


@pytest.mark.parametrize("name", sorted(LOADERS))
def test_a_link_to_dev_zero_is_refused(home: Path, name: str) -> None:
    home.mkdir(parents=True)
    (home / name).symlink_to("/dev/zero")
    assert _refused(_call_with_timeout(LOADERS[name]))


@pytest.mark.parametrize("name", sorted(LOADERS))
def test_a_fifo_is_refused_without_hanging(home: Path, name: str) -> None:
    home.mkdir(parents=True)
    os.mkfifo(home / name)
    assert _refused(_call_with_timeout(LOADERS[name], home / name))


@pytest.mark.parametrize("name", sorted(LOADERS))
def test_a_huge_file_is_refused_unread(home: Path, name: str) -> None:
    home.mkdir(parents=True)
    with open(home / name, "wb") as handle:
        handle.truncate(MAX_FILE_BYTES + 1)  # sparse: costs no disk
    assert _refused(_call_with_timeout(LOADERS[name]))


def test_read_json_reads_a_link_to_a_regular_file(tmp_path: Path) -> None:
    real = tmp_path / "real.json"
    real.write_text('{"a": 1}')
    (tmp_path / "link.json").symlink_to(real)
    assert read_json(tmp_path / "link.json") == {"a": 1}
    with pytest.raises(JsonFileError, match="regular file"):
        read_json(tmp_path)
