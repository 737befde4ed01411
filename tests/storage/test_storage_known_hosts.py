"""The known-hosts file: kept fingerprints survive a round trip and a second writer, a damaged file is
kept aside (never deleted) with one notice, its valid entries survive, and nothing that is not a
``host:port`` with a SHA-256 fingerprint is ever stored or believed."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.storage.known_hosts import forget_host, host_key, load_known_hosts, remember_host
from game.text.notices import notice_text

ONE = ":".join(["AB"] * 32)
TWO = ":".join(["0F"] * 32)


def test_remembered_and_forgotten(tmp_path: Path) -> None:
    path = tmp_path / "known_hosts.json"
    assert load_known_hosts(path) == ({}, None)
    remember_host(host_key("Spiel.Example.org", 9000), ONE, path)
    remember_host("127.0.0.1:8765", TWO, path)  # read fresh: the first entry stays
    assert load_known_hosts(path) == ({"spiel.example.org:9000": ONE, "127.0.0.1:8765": TWO}, None)
    assert forget_host("127.0.0.1:8765", path) is True
    assert forget_host("127.0.0.1:8765", path) is False
    assert load_known_hosts(path) == ({"spiel.example.org:9000": ONE}, None)
    assert [p.name for p in tmp_path.iterdir()] == ["known_hosts.json"]  # no temporary file left


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("127.0.0.1:8765", "ab:" * 31 + "ab"),
        ("127.0.0.1", ONE),
        ("127.0.0.1:0", ONE),
        ("a b:1", ONE),
        ("h:1", ""),
    ],
)
def test_nothing_but_a_host_port_and_a_fingerprint_is_stored(tmp_path: Path, key: str, value: str) -> None:
    path = tmp_path / "known_hosts.json"
    with pytest.raises(ValueError):
        remember_host(key, value, path)
    assert not path.exists()


@pytest.mark.parametrize(
    "content",
    [b"", b"{not json", b"[]", b'{"version": 2, "hosts": {}}', b'{"version": 1, "hosts": []}', b"\xff\xfe"],
)
def test_a_damaged_file_is_kept_aside_and_read_as_empty(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "known_hosts.json"
    path.write_bytes(content)
    hosts, notice = load_known_hosts(path)
    assert hosts == {}
    assert notice is not None and notice.key == "known_hosts_reset"
    assert notice.kept_aside is not None and notice.kept_aside.read_bytes() == content
    assert not path.exists()
    assert "beschädigt" in notice_text(notice.key, "de") and "damaged" in notice_text(notice.key, "en")


def test_bad_entries_are_dropped_and_the_good_ones_written_back(tmp_path: Path) -> None:
    path = tmp_path / "known_hosts.json"
    data = {"version": 1, "hosts": {"good.example:1": ONE, "bad.example:2": "nope", "UPPER:3": TWO, "x:4": 5}}
    path.write_text(json.dumps(data))
    hosts, notice = load_known_hosts(path)
    assert hosts == {"good.example:1": ONE}
    assert notice is not None and notice.kept_aside is not None
    assert json.loads(notice.kept_aside.read_text()) == data  # the original, untouched
    assert load_known_hosts(path) == ({"good.example:1": ONE}, None)  # the repaired file, no notice again
