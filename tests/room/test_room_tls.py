"""The certificate a person accepted, in a room of several ``wss://`` nodes (real node processes on
127.0.0.1, self-signed certificates made by openssl): it stands for every node that shows that same
certificate - a redirect there is followed as to a trusted node. A node that shows another
certificate nobody accepted is never believed (nothing is sent to it), and neither is it reported
as a changed certificate of the server the person knows: the client goes back to its own node and
reaches that table through the relay from then on."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.net.client import ConnectionState
from tests.net.helpers import Person, seat_everybody
from tests.net.tls_helpers import openssl_fingerprint, self_signed

from .room_lab import Room, see_each_other


def _pinned_person(room: Room, node: str, name: str, fingerprint: str) -> Any:
    """``name`` on ``node``, whose certificate (``fingerprint``) the person accepted before."""

    class Pinned(Person):
        client_options = {"pinned": fingerprint}  # noqa: RUF012

    room.url = room.nodes[node].url
    return room.person(name, kind=Pinned)


def _room(room: Room, n1_cert: Path, n2_cert: Path) -> tuple[Any, Any]:
    """Nodes n1 and n2 with their certificates; Anna opens table 1 on n1, Bert waits on n2 (each
    having accepted the certificate of the node they log in at)."""
    room.start("n1", f"tls={n1_cert}")
    room.start("n2", f"tls={n2_cert}")
    anna = _pinned_person(room, "n1", "Anna", openssl_fingerprint(n1_cert))
    seat_everybody(room, [anna], "token", tokens=2)  # table 1 on n1
    bert = _pinned_person(room, "n2", "Bert", openssl_fingerprint(n2_cert))
    see_each_other(room, bert, 1)
    return anna, bert


def test_a_node_with_the_accepted_certificate_is_followed(room: Room, tmp_path: Path) -> None:
    cert, _ = self_signed(tmp_path, "room")  # one certificate for the whole room
    _, bert = _room(room, cert, cert)
    assert bert.session.sit(1)
    room.pump(bert.is_seated, what="Bert sits after the redirect")
    assert bert.client.url == room.nodes["n1"].url  # at the table's node itself
    assert bert.errors() == []
    room.audit_ok()


def test_a_node_with_another_certificate_is_passed_over_and_relayed(room: Room, tmp_path: Path) -> None:
    other, _ = self_signed(tmp_path, "other")  # n1's: a certificate Bert never accepted
    mine, _ = self_signed(tmp_path, "mine")
    anna, bert = _room(room, other, mine)
    n2 = room.nodes["n2"]
    assert bert.session.sit(1)
    room.pump(lambda: "reservation" in bert.errors(), what="Bert told the table's node was not reached")
    room.pump(lambda: bert.session.connection is ConnectionState.CONNECTED, what="Bert back on n2")
    assert bert.client.url == n2.url and not bert.is_seated()
    assert bert.session.sit(1)  # again: through n2, relayed - never sent to n1 again
    room.pump(bert.is_seated, what="Bert sits, relayed through n2")
    assert bert.client.url == n2.url
    assert bert.session.connection is ConnectionState.CONNECTED
    bert.session.say("Hallo über das Relais")
    room.pump(lambda: any(line.text == "Hallo über das Relais" for line in anna.session.chat), what="chat")
    room.audit_ok()
