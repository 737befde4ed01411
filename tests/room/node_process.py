"""One node of a test room as a separate process (so a test can SIGKILL it):
``python -m tests.room.node_process POSTGRES_URL REDIS_URL NODE [relay|unreachable] [real-chat]
[old-hello]`` prints ``PORT <n>`` when it listens on 127.0.0.1 (its public address
``ws://127.0.0.1:<n>``; with ``relay`` it has none, so the other nodes relay its tables' clients
instead of redirecting them; with ``unreachable`` it is ``ws://127.0.0.1:1``, where nobody
listens), and serves - the token game, Europäisches Draw Poker and the token game with an ante
in play chips (`tests.net.ante_variant`), cheap password hashes, generous rate limits
(``real-chat``: but the real chat limits; ``old-hello``: its ``hello`` without the field
``follow``, as servers before redirects read it; ``reserve=S``: its seat reservations last S
seconds; ``tls=CERT``: ``wss://`` with the certificate CERT and its key beside it, CERT's name
with ``.key``) - until SIGTERM or SIGKILL.
"""

from __future__ import annotations

import asyncio
import dataclasses
import logging
import signal
import sys
from pathlib import Path

from game.net import protocol
from game.net.limits import Limits
from game.net.pg_store import postgres_store
from game.net.server import Server, _tls_context, default_variants
from tests.net.ante_variant import AnteTokenVariant
from tests.net.helpers import CHEAP, GENEROUS


async def _serve(postgres: str, redis: str, node: str, options: list[str]) -> None:
    logging.basicConfig(level=logging.INFO, format=f"{node} %(levelname)s %(name)s: %(message)s")
    variant = AnteTokenVariant()
    public = next((option for option in options if option in ("relay", "unreachable")), "public")
    if "old-hello" in options:  # a server from before redirects: `follow` is a field it does not know
        hello = protocol.CLIENT_SCHEMA["hello"]
        protocol.CLIENT_SCHEMA["hello"] = dataclasses.replace(
            hello, fields=tuple(field for field in hello.fields if field.name != "follow")
        )
    real = Limits()
    limits = GENEROUS
    if "real-chat" in options:
        limits = dataclasses.replace(GENEROUS, chat_rate=real.chat_rate, chat_burst=real.chat_burst)
    server = Server(
        postgres_store(postgres, node),
        variants={**default_variants(), variant.name: variant},
        cost=CHEAP,
        limits=limits,
    )
    server.join_room(redis, node, "")
    cert = next((option.partition("=")[2] for option in options if option.startswith("tls=")), "")
    tls = _tls_context(Path(cert), Path(cert).with_suffix(".key")) if cert else None
    port = await server.start("127.0.0.1", 0, tls)
    assert server.room is not None
    for option in options:  # ``reserve=S``: seat reservations made here are good (and held) for S s
        if option.startswith("reserve="):
            server.room.reserve_seconds = float(option.partition("=")[2])
    server.room.public_url = {"relay": "", "unreachable": "ws://127.0.0.1:1"}.get(
        public, f"{'wss' if tls else 'ws'}://127.0.0.1:{port}"
    )
    print(f"PORT {port}", flush=True)
    stop = asyncio.Event()
    asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, stop.set)
    await stop.wait()
    await server.stop()


if __name__ == "__main__":
    asyncio.run(_serve(sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]))
