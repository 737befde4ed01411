"""TLS from the game's side against a real server process on 127.0.0.1: a self-signed certificate is
refused (with its fingerprint, before the password is sent) until it is accepted, then trusted; a
changed one is refused again; a certificate of an authority in the trust store needs no question;
a ``wss://`` address of a plain server says that TLS failed."""

from __future__ import annotations

import ssl
import time
from pathlib import Path

from game.net.client import (
    CERT_CHANGED,
    CERT_UNTRUSTED,
    TLS_FAILED,
    Backoff,
    ConnectionState,
    NetClient,
    StateChanged,
)
from game.net.trust import client_context

from .helpers import PASSWORD
from .tls_helpers import ServerProcess, authority, openssl_fingerprint, self_signed, signed_by

QUICK = Backoff(first=0.05, longest=0.1, tries=2, first_tries=2)


def _outcome(
    port: int, name: str, create: bool, *, pinned: str | None = None, tls: ssl.SSLContext | None = None
) -> StateChanged:
    """Connect once as ``name`` and return how it settled (connected, or lost and why)."""
    client = NetClient(
        f"wss://127.0.0.1:{port}", name, PASSWORD, create=create, tls=tls, pinned=pinned, backoff=QUICK
    )
    client.start()
    deadline = time.monotonic() + 30
    try:
        while time.monotonic() < deadline:
            for item in client.poll():
                if isinstance(item, StateChanged) and item.state in (
                    ConnectionState.CONNECTED,
                    ConnectionState.LOST,
                ):
                    return item
            time.sleep(0.01)
        raise AssertionError(f"{name} neither connected nor gave up")
    finally:
        client.close()
        client.join(10)


def test_a_self_signed_certificate_is_refused_until_accepted_and_a_changed_one_again(tmp_path: Path) -> None:
    first = self_signed(tmp_path, "first")
    expected = openssl_fingerprint(first[0])
    server = ServerProcess(tmp_path / "db", first)
    port = server.port
    try:
        refused = _outcome(port, "Anna", True)
        assert refused.state is ConnectionState.LOST
        assert (refused.code, refused.fingerprint) == (CERT_UNTRUSTED, expected)
        # The refused hello never went out: the account "Anna" was not created.
        assert _outcome(port, "Anna", False, pinned=expected).code == "auth"
        accepted = _outcome(port, "Anna", True, pinned=expected)
        assert accepted.state is ConnectionState.CONNECTED
        assert _outcome(port, "Anna", False, pinned=expected).state is ConnectionState.CONNECTED
    finally:
        server.stop()
    second = self_signed(tmp_path, "second")
    server = ServerProcess(tmp_path / "db", second, port=port)  # the same server with another certificate
    try:
        changed = _outcome(port, "Anna", False, pinned=expected)
        assert changed.state is ConnectionState.LOST
        assert (changed.code, changed.fingerprint) == (CERT_CHANGED, openssl_fingerprint(second[0]))
    finally:
        server.stop()


def test_a_certificate_of_a_trusted_authority_is_accepted_without_asking(tmp_path: Path) -> None:
    ca = authority(tmp_path)
    leaf = signed_by(tmp_path, ca, "server")
    server = ServerProcess(tmp_path / "db", leaf)
    try:
        trusted = _outcome(server.port, "Bert", True, tls=client_context(ca[0]))
        assert trusted.state is ConnectionState.CONNECTED
        # The system's trust store does not know this authority: there it is a stranger.
        stranger = _outcome(server.port, "Bert", False)
        assert (stranger.code, stranger.fingerprint) == (CERT_UNTRUSTED, openssl_fingerprint(leaf[0]))
    finally:
        server.stop()


def test_wss_to_a_server_without_tls_says_tls_failed(tmp_path: Path) -> None:
    server = ServerProcess(tmp_path / "db")
    try:
        outcome = _outcome(server.port, "Cora", True)
        assert (outcome.state, outcome.code) == (ConnectionState.LOST, TLS_FAILED)
    finally:
        server.stop()
