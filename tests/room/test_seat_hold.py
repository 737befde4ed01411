"""A seat reservation holds the seat (real node processes on 127.0.0.1): a client that sits at
another node's table is sent there (``redirect``) and the table's node keeps a seat for it until
it redeems the reservation or the reservation runs out. Meanwhile the lobby counts the seat taken
and anybody else is refused (``table_full``, saying why); the reserved person gets the seat on
redeem - at every variant (the token game, Europäisches Draw Poker, a Hold'em sit-and-go and
cash table, a Duell). An unredeemed reservation frees the seat when it runs out, and no chip has
moved for it (a cash table's buy-in is taken at the redeem, on the table's node)."""

from __future__ import annotations

import time
from contextlib import ExitStack
from typing import Any

import pytest

from game.net.protocol import PROTOCOL_VERSION

from .room_lab import Room
from .wire import Wire

CASH = {"format": "cash", "seats": 2, "big_blind": 20, "min_buy_in": 200, "max_buy_in": 1000}
#: variant, options, people's seats at the table
TABLES: dict[str, tuple[str, dict[str, Any], int]] = {
    "token": ("token", {"computers": 3}, 2),
    "european": ("european", {}, 5),
    "holdem-sit-and-go": ("holdem", {"seats": 2}, 2),
    "holdem-cash": ("holdem", CASH, 2),
    "duell": ("duell", {"stack": 1000}, 2),
}


def _redirected(wire: Wire, table: int, **sit: Any) -> dict[str, Any]:
    """``wire`` sits at ``table`` of another node until it is sent there (its node hears of the
    table with that node's next beat): the redirect."""
    for _ in range(60):
        wire.send("sit", table=table, **sit)
        message = wire.until("redirect", "table")
        if message["type"] == "redirect":
            return message
        assert message["type"] == "error" and message["code"] == "no_table", message
        time.sleep(0.1)
    raise AssertionError("never sent to the table's node")


def _redeem(stack: ExitStack, url: str, name: str, token: str) -> tuple[Wire | None, dict[str, Any]]:
    """``name`` redeems ``token`` at ``url``: its connection and the table record (or the error)."""
    wire = Wire(stack, url)
    wire.send("redeem", v=PROTOCOL_VERSION, name=name, token=token, follow=True)
    answer = wire.until("welcome")
    if answer["type"] != "welcome":
        wire.close()
        return None, answer
    return wire, wire.until("table")


def _row(wire: Wire, table: int) -> dict[str, Any]:
    """``table``'s row in the lobby ``wire``'s node lists now."""
    wire.send("list")
    rows = wire.until("tables")["tables"]
    return next(row for row in rows if row["table"] == table)


def _open(stack: ExitStack, room: Room, variant: str, options: dict[str, Any], people: int) -> None:
    """Anna opens table 1 on n1 and people sit there through n1 until one seat is left."""
    anna = Wire(stack, room.nodes["n1"].url, "Anna")
    anna.send("open", variant=variant, options=options)
    assert anna.until("table")["table"] == 1
    for n in range(people - 2):
        filler = Wire(stack, room.nodes["n1"].url, f"Gast{n}")
        filler.send("sit", table=1)
        assert filler.until("table")["me"] is not None


def _account(room: Room, name: str) -> str:
    return f"p:{room._query('SELECT id FROM accounts WHERE name=%s', name)[0][0]}"


@pytest.mark.parametrize("kind", sorted(TABLES))
def test_a_reserved_seat_is_held_until_its_player_redeems_it(room: Room, stack: ExitStack, kind: str) -> None:
    variant, options, people = TABLES[kind]
    n1, n2 = room.start("n1"), room.start("n2")
    _open(stack, room, variant, options, people)
    bert = Wire(stack, n2.url, "Bert")
    sit = {"buy_in": 300} if options.get("format") == "cash" else {}
    sent = _redirected(bert, 1, **sit)
    assert sent["url"] == n1.url and sent["table"] == 1
    bert.close()
    # between the redirect and the redeem: the seat is Bert's, whoever asks
    cora = Wire(stack, n1.url, "Cora")
    cora.send("sit", table=1)
    refused = cora.until("table")
    assert refused["type"] == "error" and refused["code"] == "table_full", refused
    assert "held" in refused["message"]
    row = _row(cora, 1)
    assert row["seats"] == row["max_seats"]  # the lobby counts it taken
    # Bert arrives: the seat is his
    arrived, table = _redeem(stack, n1.url, "Bert", sent["token"])
    assert arrived is not None and table["type"] == "table", table
    me = table["me"]
    assert me is not None and table["seats"][me]["name"] == "Bert"
    if options.get("format") == "cash":  # the buy-in is taken on the table's node, at the redeem
        holder = _account(room, "Bert")
        room.pump(lambda: room.balance(holder) == 1000 - 300, what="Bert's buy-in staked")
    stack.close()
    room.audit_ok()


def test_an_unredeemed_reservation_runs_out_and_frees_the_seat(room: Room, stack: ExitStack) -> None:
    n1 = room.start("n1")
    n2 = room.start("n2", "reserve=2")  # its reservations last 2 s
    _open(stack, room, "holdem", CASH, 2)
    bert = Wire(stack, n2.url, "Bert")
    sent = _redirected(bert, 1, buy_in=300)
    bert.close()
    cora = Wire(stack, n1.url, "Cora")
    cora.send("sit", table=1)
    refused = cora.until("table")
    assert refused["type"] == "error" and refused["code"] == "table_full", refused
    deadline = time.monotonic() + 10
    while True:  # Bert does not come: the seat is free again after 2 s
        time.sleep(0.2)
        cora.send("sit", table=1)
        answer = cora.until("table")
        if answer["type"] == "table":
            break
        assert answer["code"] == "table_full" and time.monotonic() < deadline, answer
    assert answer["seats"][answer["me"]]["name"] == "Cora"
    late, answer = _redeem(stack, n1.url, "Bert", sent["token"])
    assert late is None and answer["code"] == "reservation"  # ran out with the seat
    assert room.balance(_account(room, "Bert")) == 1000  # no chip moved for the reservation
    stack.close()
    room.audit_ok()


def test_a_private_table_holds_no_seat_for_who_has_not_given_its_password(
    room: Room, stack: ExitStack
) -> None:
    """The table's node checks a private table's password at the redeem (the redirecting node
    judges only its own tables), so a seat there is held only for its opener, invitees and who got
    in before: anybody could otherwise keep its seats from the people who know the password. The
    password sent with the sit goes along in the reservation and is checked at the redeem."""
    n1, n2 = room.start("n1"), room.start("n2")
    anna = Wire(stack, n1.url, "Anna")
    anna.send("open", variant="token", options={"computers": 3}, password="Kartenrunde")  # 2 people
    assert anna.until("table")["table"] == 1
    bert = Wire(stack, n2.url, "Bert")
    sent = _redirected(bert, 1)  # no password: nothing to hold for him
    bert.close()
    cora = Wire(stack, n1.url, "Cora")
    cora.send("sit", table=1, password="Kartenrunde")
    seated = cora.until("table")
    assert seated["type"] == "table" and seated["seats"][seated["me"]]["name"] == "Cora", seated
    late, answer = _redeem(stack, n1.url, "Bert", sent["token"])
    assert late is not None and answer["type"] == "error" and answer["code"] == "table_password", answer
    # with the password, the reservation takes it along: the table's node checks it at the redeem
    cora.send("leave")
    assert cora.until("gone")["type"] == "gone"
    dora = Wire(stack, n2.url, "Dora")
    sent = _redirected(dora, 1, password="Kartenrunde")
    dora.close()
    arrived, table = _redeem(stack, n1.url, "Dora", sent["token"])
    assert arrived is not None and table["type"] == "table" and table["me"] is not None, table
    stack.close()
    room.audit_ok()


def test_no_seat_is_held_for_a_player_removed_from_the_table(room: Room, stack: ExitStack) -> None:
    """A player the opener removed may not sit there for 30 minutes: a reservation holds no seat
    for it either (it would keep a seat from the others it cannot take)."""
    n1, n2 = room.start("n1"), room.start("n2")
    anna = Wire(stack, n1.url, "Anna")
    anna.send("open", variant="token", options={"computers": 3})
    assert anna.until("table")["table"] == 1
    bert = Wire(stack, n1.url, "Bert")
    bert.send("sit", table=1)
    assert bert.until("table")["me"] is not None
    anna.send("kick", name="Bert", reason="zu laut")
    assert bert.until("gone")["type"] == "gone"
    bert.close()
    bert = Wire(stack, n2.url, "Bert", create=False)
    sent = _redirected(bert, 1)
    cora = Wire(stack, n1.url, "Cora")
    cora.send("sit", table=1)
    seated = cora.until("table")
    assert seated["type"] == "table" and seated["seats"][seated["me"]]["name"] == "Cora", seated
    late, answer = _redeem(stack, n1.url, "Bert", sent["token"])
    assert late is not None and answer["code"] == "blocked", answer
    stack.close()
    room.audit_ok()
