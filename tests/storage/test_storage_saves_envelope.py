"""The save envelope with a stand-in game dict: checksum, versions, every kind of bad file."""

from __future__ import annotations

import hashlib
import json
import os
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from game.storage import (
    SaveStatus,
    clear_save,
    parse_save,
    read_save,
    save_exists,
    save_path,
    write_save,
)
from game.storage.jsonio import canonical_json
from game.storage.saves import encode_save

Aside = Callable[[str], list[Path]]

GAME: dict[str, Any] = {
    "version": 1,
    "names": ["Jürgen", "Computer 1"],
    "tokens": [6, 5],
    "hands": [["As", "Ks", "Qs", "Js", "Ts"], ["2d", "3d", "4c", "5h", "7s"]],
}


def strict_restore(data: dict[str, Any]) -> dict[str, Any]:
    """Stands in for from_dict: refuses wrong types with a ValueError."""
    if not all(isinstance(t, int) and not isinstance(t, bool) for t in data.get("tokens", [None])):
        raise ValueError("tokens must be whole numbers")
    return dict(data)


def put(data: bytes) -> Path:
    path = save_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return path


def test_round_trip() -> None:
    assert not save_exists()
    write_save(GAME)
    assert save_exists()
    result = read_save(restore=strict_restore)
    assert result.ok and result.status is SaveStatus.OK
    assert result.data == GAME and result.game == GAME and result.notice is None
    envelope = json.loads(save_path().read_bytes())
    assert envelope["format"] == "tokenpoker-save" and envelope["version"] == 1
    assert envelope["sha256"] == hashlib.sha256(
        json.dumps(GAME, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode()
    ).hexdigest()


def test_missing() -> None:
    result = read_save(restore=strict_restore)
    assert result.status is SaveStatus.MISSING and result.notice is None and not result.ok


def test_clear_save() -> None:
    write_save(GAME)
    clear_save()
    assert not save_exists()
    clear_save()  # twice is fine


def refused(
    data: bytes, aside: Aside, status: SaveStatus | None = None, key: str | None = None
) -> None:
    path = put(data)
    result = read_save(restore=strict_restore)
    assert not result.ok and result.game is None and result.data is None
    assert result.notice is not None
    if status is not None:
        assert result.status is status, result.notice.detail
    if key is not None:
        assert result.notice.key == key
    assert not path.exists()
    kept = aside("save.json")
    assert len(kept) == 1 and kept[0].read_bytes() == data, "bad file kept aside unchanged"
    assert result.notice.kept_aside == kept[0]


def with_envelope(**changes: Any) -> bytes:
    envelope = json.loads(encode_save(GAME))
    envelope.update(changes)
    return canonical_json(envelope)


@pytest.mark.parametrize("data", [b"", b"\n\n", b"\x00" * 64, b"{\"format\": \"tokenpoker-save\""])
def test_empty_and_broken(data: bytes, aside: Aside) -> None:
    refused(data, aside, SaveStatus.CORRUPT, "save_corrupt")


def test_random_bytes(aside: Aside) -> None:
    rng = random.Random(4)
    for size in (1, 17, 4096):
        refused(bytes(rng.randrange(256) for _ in range(size)), aside, key="save_corrupt")
        for kept in aside("save.json"):
            kept.unlink()


def test_every_truncation_is_refused() -> None:
    data = encode_save(GAME)
    for cut in range(len(data)):
        result = parse_save(data[:cut], strict_restore)
        assert not result.ok, cut
        assert result.notice is not None and result.notice.key == "save_corrupt"
    assert parse_save(data, strict_restore).ok


def test_edited_token_count(aside: Aside) -> None:
    data = encode_save(GAME).replace(b'"tokens":[6,5]', b'"tokens":[60,5]')
    assert b"[60,5]" in data
    refused(data, aside, SaveStatus.EDITED, "save_edited")


def test_wrong_checksum(aside: Aside) -> None:
    refused(with_envelope(sha256="0" * 64), aside, SaveStatus.EDITED, "save_edited")


@pytest.mark.parametrize("digest", ["abc", 12, None, "A" * 64])
def test_malformed_checksum(digest: Any, aside: Aside) -> None:
    refused(with_envelope(sha256=digest), aside, SaveStatus.WRONG_FORMAT, "save_corrupt")


@pytest.mark.parametrize("version", [2, 99, 0])
def test_other_version(version: int, aside: Aside) -> None:
    refused(
        with_envelope(version=version), aside, SaveStatus.UNKNOWN_VERSION, "save_unknown_version"
    )


@pytest.mark.parametrize(
    "data",
    [
        b"[]",
        b"null",
        b"42",
        b'"save"',
        canonical_json({"game": GAME}),
        None,  # filled in below: wrong format name
        None,  # version as string
        None,  # game not an object
        None,  # extra field
    ],
)
def test_wrong_format(data: bytes | None, aside: Aside, request: pytest.FixtureRequest) -> None:
    index = request.node.callspec.indices["data"]
    if data is None:
        data = [
            with_envelope(format="other-game"),
            with_envelope(version="1"),
            with_envelope(game=[1, 2]),
            with_envelope(note="hi"),
        ][index - 5]
    refused(data, aside, SaveStatus.WRONG_FORMAT, "save_corrupt")


def test_wrong_types_with_fixed_checksum_reach_restore(aside: Aside) -> None:
    bad = dict(GAME, tokens=["six", 5])
    refused(encode_save(bad), aside, SaveStatus.INVALID, "save_corrupt")


def test_restore_bugs_are_refusals_not_crashes() -> None:
    def buggy(data: dict[str, Any]) -> Any:
        return data["no such key"]

    result = parse_save(encode_save(GAME), buggy)
    assert result.status is SaveStatus.INVALID


def test_no_pickle_or_eval() -> None:
    import pickle

    result = parse_save(pickle.dumps(GAME), strict_restore)
    assert result.status is SaveStatus.CORRUPT


def test_failed_rename_keeps_last_good_save(monkeypatch: pytest.MonkeyPatch) -> None:
    write_save(GAME)

    def broken(*args: object) -> None:
        raise OSError("killed before rename")

    with monkeypatch.context() as patch, pytest.raises(OSError):
        patch.setattr(os, "replace", broken)
        write_save(dict(GAME, tokens=[1, 1]))
    result = read_save(restore=strict_restore)
    assert result.ok and result.data == GAME


def test_failed_write_keeps_last_good_save(monkeypatch: pytest.MonkeyPatch) -> None:
    write_save(GAME)

    def broken(fd: int) -> None:
        raise OSError("disk full")

    with monkeypatch.context() as patch, pytest.raises(OSError):
        patch.setattr(os, "fsync", broken)
        write_save(dict(GAME, tokens=[1, 1]))
    assert read_save(restore=strict_restore).data == GAME


def test_refused_files_accumulate_aside(aside: Aside) -> None:
    for _ in range(3):
        put(b"garbage")
        assert read_save(restore=strict_restore).status is SaveStatus.CORRUPT
    assert len(aside("save.json")) == 3


def test_background_saver_writes_newest_and_clears_in_order() -> None:
    from game.storage import BackgroundSaver

    saver = BackgroundSaver()
    for tokens in range(20):
        saver.submit(dict(GAME, tokens=[tokens, 5]))
    assert saver.flush(timeout=30)
    result = read_save(restore=strict_restore)
    assert result.ok and result.data is not None and result.data["tokens"] == [19, 5]
    saver.submit(GAME)
    saver.clear()
    assert saver.flush(timeout=30)
    assert not save_exists() and saver.last_error is None


def test_background_saver_reports_errors(monkeypatch: pytest.MonkeyPatch) -> None:
    from game.storage import BackgroundSaver

    write_save(GAME)
    saver = BackgroundSaver()

    def broken(*args: object) -> None:
        raise OSError("disk gone")

    with monkeypatch.context() as patch:
        patch.setattr(os, "replace", broken)
        saver.submit(dict(GAME, tokens=[1, 1]))
        assert saver.flush(timeout=30)
    assert isinstance(saver.last_error, OSError)
    assert read_save(restore=strict_restore).data == GAME


def test_an_edit_with_a_recomputed_checksum_is_accepted_as_the_readme_says() -> None:
    """The checksum guards against accidental damage, not against a deliberate edit: whoever
    recomputes the SHA-256 gets a valid game loaded. README says exactly this (test_docs)."""
    edited = dict(GAME, tokens=[99, 5])
    envelope = json.loads(encode_save(GAME))
    envelope["game"] = edited
    envelope["sha256"] = hashlib.sha256(canonical_json(edited)).hexdigest()
    put(canonical_json(envelope))
    result = read_save(restore=strict_restore)
    assert result.ok and result.data == edited
