"""The certificates the person chose to trust: one SHA-256 fingerprint per server ``host:port``.

Like SSH's ``known_hosts``: when a ``wss://`` server shows a certificate the
system does not trust (self-signed), the Netzwerk screen shows its
fingerprint and, if the person accepts it, `remember_host` keeps it here;
the next connection to that ``host:port`` is let through with exactly this
certificate and refused, with a warning, with any other (`game.net.trust`).

The file ``known_hosts.json`` in the data folder::

    {"version": 1, "hosts": {"spiel.example.org:8765": "AB:CD:...:EF"}}

It is written atomically (`atomic_write_bytes`), read fresh before every
change (a second game window's entries survive), and never trusted blindly:
a file that is not this JSON is kept aside and read as empty, entries that
are not a ``host:port`` with a fingerprint are dropped (the valid ones stay
and are written back once the bad file is aside); either way one
``known_hosts_reset`` notice tells the person.
"""

from __future__ import annotations

import re
from pathlib import Path

from .atomic import atomic_write_bytes, keep_aside
from .jsonio import JsonFileError, pretty_json, read_json
from .notices import Notice
from .paths import data_dir

__all__ = [
    "KNOWN_HOSTS_FILE",
    "known_hosts_path",
    "host_key",
    "load_known_hosts",
    "remember_host",
    "forget_host",
]

KNOWN_HOSTS_FILE = "known_hosts.json"
VERSION = 1
#: More entries than anybody collects by hand; a file with more is not ours.
MAX_HOSTS = 1000

_FINGERPRINT = re.compile(r"[0-9A-F]{2}(?::[0-9A-F]{2}){31}")
_KEY = re.compile(r"[^\s/]{1,253}:[0-9]{1,5}")


def known_hosts_path() -> Path:
    """The known-hosts file in the data folder."""
    return data_dir() / KNOWN_HOSTS_FILE


def host_key(host: str, port: int) -> str:
    """How a server is named in the file: ``host:port``, the host in lower case."""
    return f"{host.lower()}:{port}"


def _valid(key: object, value: object) -> bool:
    return (
        isinstance(key, str)
        and _KEY.fullmatch(key) is not None
        and 0 < int(key.rpartition(":")[2]) < 65536
        and key == key.lower()
        and isinstance(value, str)
        and _FINGERPRINT.fullmatch(value) is not None
    )


def _parse(data: object) -> tuple[dict[str, str], list[str]]:
    """The valid entries and what was wrong."""
    if (
        not isinstance(data, dict)
        or data.get("version") != VERSION
        or not isinstance(data.get("hosts"), dict)
    ):
        return {}, ["not a known-hosts file of version 1"]
    hosts: dict[str, str] = {}
    problems: list[str] = []
    for key, value in data["hosts"].items():
        if len(hosts) >= MAX_HOSTS:
            problems.append(f"more than {MAX_HOSTS} entries")
            break
        if _valid(key, value):
            hosts[key] = value
        else:
            problems.append(f"bad entry {key!r}")
    if set(data) - {"version", "hosts"}:
        problems.append("unknown fields")
    return hosts, problems


def load_known_hosts(path: Path | None = None) -> tuple[dict[str, str], Notice | None]:
    """The accepted fingerprints by ``host:port`` and at most one notice; never raises for a bad file."""
    target = known_hosts_path() if path is None else path
    hosts: dict[str, str]
    try:
        data = read_json(target)
    except FileNotFoundError:
        return {}, None
    except JsonFileError as error:
        hosts, problems = {}, [str(error)]
    else:
        hosts, problems = _parse(data)
    if not problems:
        return hosts, None
    aside = keep_aside(target, "corrupt")
    if aside is not None and hosts:
        try:
            _save(hosts, target)  # the valid entries survive the bad ones
        except OSError:
            pass
    return hosts, Notice("known_hosts_reset", "; ".join(problems), aside)


def _save(hosts: dict[str, str], target: Path) -> None:
    atomic_write_bytes(target, pretty_json({"version": VERSION, "hosts": dict(sorted(hosts.items()))}))


def remember_host(key: str, value: str, path: Path | None = None) -> None:
    """Trust ``value`` for ``key`` from now on (read fresh, written atomically; OSError: disk refused)."""
    if not _valid(key, value):
        raise ValueError(f"not a host:port and a SHA-256 fingerprint: {key!r} {value!r}")
    target = known_hosts_path() if path is None else path
    hosts, _notice = load_known_hosts(target)
    hosts[key] = value
    _save(hosts, target)


def forget_host(key: str, path: Path | None = None) -> bool:
    """Stop trusting ``key``'s certificate; False if none was kept (OSError if the disk refuses)."""
    target = known_hosts_path() if path is None else path
    hosts, _notice = load_known_hosts(target)
    if hosts.pop(key, None) is None:
        return False
    _save(hosts, target)
    return True
