"""Which TLS certificates the client believes: the system's trust store, or one the person accepted.

A ``wss://`` connection first checks the server's certificate as a browser
does (`client_context`: ``ssl.create_default_context``, the system's trust
store, which also honours ``SSL_CERT_FILE``/``SSL_CERT_DIR`` for a private
certificate authority; TLS 1.2 or newer). A certificate the system does not
trust (self-signed, an unknown authority, another name) is not believed
either: the client looks at it over a connection that checks nothing
(`looking_context`) and sends nothing on it unless its SHA-256 fingerprint
(`fingerprint`) is the one the person accepted earlier for that
``host:port`` (kept in the known-hosts file,
`game.storage.known_hosts`). So a password never goes to a server whose
certificate nobody vouched for.
"""

from __future__ import annotations

import hashlib
import ssl
from pathlib import Path

__all__ = ["client_context", "looking_context", "fingerprint", "fingerprint_lines"]


def client_context(cafile: Path | str | None = None) -> ssl.SSLContext:
    """The checking context: the system's trust store, or only ``cafile``'s authorities if given."""
    context = ssl.create_default_context(cafile=None if cafile is None else str(cafile))
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    return context


def looking_context() -> ssl.SSLContext:
    """A context that checks nothing: only to read a certificate's fingerprint before trusting it."""
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    context.check_hostname = False
    context.verify_mode = ssl.CERT_NONE
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    return context


def fingerprint(der: bytes) -> str:
    """A DER certificate's SHA-256 fingerprint as ``AB:CD:...`` (as ``openssl x509`` writes it)."""
    return ":".join(f"{byte:02X}" for byte in hashlib.sha256(der).digest())


def fingerprint_lines(value: str, pairs: int = 16) -> list[str]:
    """A fingerprint cut into lines of ``pairs`` hex pairs, for a screen."""
    parts = value.split(":")
    return [":".join(parts[i : i + pairs]) for i in range(0, len(parts), pairs)]
