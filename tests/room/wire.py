"""A bare WebSocket client of the room tests: exactly the messages a test writes and reads."""

from __future__ import annotations

import json
import time
from contextlib import ExitStack
from typing import Any

from websockets.sync.client import ClientConnection, connect

from game.net.protocol import PROTOCOL_VERSION
from tests.net.helpers import PASSWORD

__all__ = ["Wire"]


class Wire:
    """A bare connection to a node (a client that follows redirects), closed with the test."""

    def __init__(self, stack: ExitStack, url: str, name: str | None = None, create: bool = True) -> None:
        self.ws: ClientConnection = stack.enter_context(connect(url))
        #: Every message read so far.
        self.seen: list[dict[str, Any]] = []
        if name is not None:
            self.send("hello", v=PROTOCOL_VERSION, name=name, password=PASSWORD, create=create, follow=True)
            assert self.until("welcome")["type"] == "welcome"

    def send(self, kind: str, **fields: Any) -> None:
        self.ws.send(json.dumps({"type": kind, **fields}))

    def until(self, *kinds: str, timeout: float = 10) -> dict[str, Any]:
        """The next message of one of ``kinds`` (or an error)."""
        deadline = time.monotonic() + timeout
        while True:
            message = json.loads(self.ws.recv(max(0.1, deadline - time.monotonic())))
            self.seen.append(message)
            if message["type"] in kinds or message["type"] == "error":
                return message

    def close(self) -> None:
        self.ws.close()
