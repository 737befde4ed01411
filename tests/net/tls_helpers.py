"""Certificates made with the ``openssl`` command and real ``tokenpoker-server`` processes for the TLS tests.

`self_signed` makes a throw-away certificate for 127.0.0.1, `authority` a
certificate authority and `signed_by` a server certificate it signs;
`openssl_fingerprint` asks ``openssl`` itself for a certificate's SHA-256
fingerprint (so the game's own arithmetic is checked against another's).
`ServerProcess` starts ``python -m game.net`` on 127.0.0.1 (a free port, or
the given one to stand in for a restarted server), reads the address it
prints and stops it (SIGTERM, SIGKILL only if it hangs).
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _openssl() -> str:
    found = shutil.which("openssl")
    if found is None:
        pytest.skip("the openssl command is needed to make test certificates")
    return found


def _run(*args: str) -> str:
    done = subprocess.run([_openssl(), *args], check=True, capture_output=True, text=True, timeout=60)
    return done.stdout


def self_signed(folder: Path, name: str) -> tuple[Path, Path]:
    """A self-signed certificate for 127.0.0.1 and its key (``name``.pem, ``name``.key)."""
    cert, key = folder / f"{name}.pem", folder / f"{name}.key"
    _run(
        "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
        "-days", "2", "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1",
        "-keyout", str(key), "-out", str(cert),
    )  # fmt: skip
    return cert, key


def authority(folder: Path) -> tuple[Path, Path]:
    """A certificate authority (``ca.pem``, ``ca.key``)."""
    cert, key = folder / "ca.pem", folder / "ca.key"
    _run(
        "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
        "-days", "2", "-subj", "/CN=Token-Poker Test CA", "-addext", "basicConstraints=critical,CA:TRUE",
        "-addext", "keyUsage=critical,keyCertSign,cRLSign", "-keyout", str(key), "-out", str(cert),
    )  # fmt: skip
    return cert, key


def signed_by(folder: Path, ca: tuple[Path, Path], name: str) -> tuple[Path, Path]:
    """A certificate for 127.0.0.1 signed by ``ca``."""
    cert, key, request = folder / f"{name}.pem", folder / f"{name}.key", folder / f"{name}.csr"
    extensions = folder / f"{name}.ext"
    extensions.write_text("subjectAltName=IP:127.0.0.1\nextendedKeyUsage=serverAuth\n")
    _run(
        "req", "-new", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
        "-subj", "/CN=127.0.0.1", "-keyout", str(key), "-out", str(request),
    )  # fmt: skip
    _run(
        "x509", "-req", "-in", str(request), "-CA", str(ca[0]), "-CAkey", str(ca[1]), "-CAcreateserial",
        "-days", "2", "-extfile", str(extensions), "-out", str(cert),
    )  # fmt: skip
    return cert, key


def openssl_fingerprint(cert: Path) -> str:
    """``openssl x509 -fingerprint -sha256`` of ``cert``: ``AB:CD:...``."""
    line = _run("x509", "-in", str(cert), "-noout", "-fingerprint", "-sha256").strip()
    return line.partition("=")[2]


class ServerProcess:
    """``python -m game.net`` on 127.0.0.1, with TLS if a certificate is given."""

    def __init__(self, db: Path, cert: tuple[Path, Path] | None = None, port: int = 0) -> None:
        command = [sys.executable, "-m", "game.net", "--port", str(port), "--db", str(db)]
        if cert is not None:
            command += ["--tls-cert", str(cert[0]), "--tls-key", str(cert[1])]
        self.process = subprocess.Popen(command, cwd=ROOT, stdout=subprocess.PIPE, text=True)
        scheme = "wss" if cert is not None else "ws"
        assert self.process.stdout is not None
        for _ in range(10):
            line = self.process.stdout.readline()
            if f"server on {scheme}://127.0.0.1:" in line:
                self.port = int(line.split(f"{scheme}://127.0.0.1:")[1].split()[0].strip("/ "))
                return
            if not line:
                break
        self.stop()
        raise AssertionError("the server process did not say where it listens")

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(20)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(5)
        if self.process.stdout is not None:
            self.process.stdout.close()
