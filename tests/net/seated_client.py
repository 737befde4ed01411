"""A player's client as a process of its own, for the tests that kill it with SIGKILL mid-hand.

``python -m tests.net.seated_client URL NAME VARIANT`` creates the account NAME on the server at URL
(127.0.0.0/8 only), sits down at table 1 with the session of VARIANT and prints ``SEATED <seat>``,
then ``GAME <number>`` once a game is dealt to it (its own cards in hand), and reads on - until it
is killed, or for at most `LIFETIME` seconds.
"""

from __future__ import annotations

import sys
import threading
import time
from urllib.parse import urlsplit

from game.net.client import Backoff, ConnectionState, NetClient
from game.session.duell.remote import RemoteDuellSession
from game.session.european.remote import RemoteEuropeanSession
from game.session.holdem.remote import RemoteHoldemSession
from game.session.token.remote import RemoteSession

from .helpers import PASSWORD

#: The longest the process lives.
LIFETIME = 120.0


def main(url: str, name: str, variant: str) -> int:
    host = urlsplit(url).hostname or ""
    if not host.startswith("127."):
        print(f"only loopback addresses, not {host!r}", file=sys.stderr)
        return 2
    wake = threading.Event()
    client = NetClient(url, name, PASSWORD, create=True, backoff=Backoff(0.05, 0.2, 3), notify=wake.set)
    session: RemoteEuropeanSession | RemoteHoldemSession | RemoteDuellSession | RemoteSession
    if variant == "duell":
        session = RemoteDuellSession(client)
    elif variant == "european":
        session = RemoteEuropeanSession(client)
    elif variant == "holdem":
        session = RemoteHoldemSession(client)
    else:
        session = RemoteSession(client)
    client.start()
    said: set[str] = set()
    deadline = time.monotonic() + LIFETIME
    while time.monotonic() < deadline:
        wake.clear()
        session.advance(0.0)
        if session.connection is ConnectionState.LOST:
            return 1
        if session.connection is ConnectionState.CONNECTED and "sit" not in said:
            said.add("sit")
            session.sit(1)
        seating = session.seating
        if seating is not None and seating.me is not None and "seated" not in said:
            said.add("seated")
            print(f"SEATED {seating.me}", flush=True)
        if session.has_game and session.people and "game" not in said:
            if isinstance(session, RemoteEuropeanSession):
                own = session.view.hand
            elif isinstance(session, RemoteDuellSession):
                own = session.view.hand
            elif isinstance(session, RemoteHoldemSession):
                own = session.table.hole(session.people[0]) or ()
            else:
                own = session.table.hand(session.people[0])
            if own:
                said.add("game")
                print(f"GAME {session.game_no}", flush=True)
        wake.wait(0.05)
    return 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:4]))
