"""A room of two or three node processes on one real PostgreSQL and one real Redis: clients on
different nodes play at one table, chat and watch (relayed to the table's node); a new table goes
to the least loaded node; a client comes back to its seat through another node within the grace
period; a node killed with SIGKILL mid-game is settled by another node (every bet returned, its
table opened again there) and its players find their balances whole through another node. The
ledger's audit holds after each."""

from __future__ import annotations

import random

from game.net.client import ConnectionState
from game.net.ledger import START_STACK, pot
from tests.net.ante_variant import ANTE
from tests.net.helpers import Person, play_turns, seat_everybody
from tests.net.test_loopback import _all_over

from .room_lab import Room, see_each_other


def test_clients_on_different_nodes_play_chat_and_watch_at_one_table(room: Room) -> None:
    # nodes without a public address: the clients of n2 are relayed to n1's table (the fallback)
    room.start("n1", public=False)
    room.start("n2", public=False)
    anna = room.on("n1", "Anna")
    bert = room.on("n2", "Bert")
    cora = room.on("n2", "Cora")
    seat_everybody(room, [anna], "token", tokens=2)  # n1 and n2 are equally loaded: the table goes to n1
    see_each_other(room, bert, 1)
    assert bert.session.sit(1)
    room.pump(bert.is_seated, what="Bert sits through n2")
    assert bert.client.url == room.nodes["n2"].url  # relayed: no node to be sent to
    assert cora.session.watch(1)
    room.pump(lambda: cora.session.seating is not None, what="Cora watches through n2")
    bert.session.say("Hallo von Knoten 2")
    room.pump(lambda: any(line.text == "Hallo von Knoten 2" for line in anna.session.chat), what="chat")
    room.pump(lambda: any(line.text == "Hallo von Knoten 2" for line in cora.session.chat), what="chat")
    master = next(p for p in (anna, bert) if p.session.seating.i_am_master)
    master.session.start()
    room.pump(lambda: anna.session.has_game and bert.session.has_game and cora.session.has_game)
    play_turns(room, [anna, bert], random.Random(3), lambda: _all_over([anna, bert], 1))
    room.pump(lambda: cora.session.game_no == 1 and cora.session.has_game, what="the watcher sees it")
    # a second table goes to the less loaded node, n2; both nodes list both
    dora = room.on("n1", "Dora")
    seat_everybody(room, [dora], "token", tokens=2)
    see_each_other(room, anna, 2)
    see_each_other(room, bert, 2)
    assert room.homes() == {1: "n1", 2: "n2"}
    room.audit_ok()


def _chip_table(room: Room, people: list[Person]) -> None:
    """``people`` sit at a new table of the token game with an ante (play chips), and a game starts."""
    seat_everybody(room, people[:1], "token-ante", tokens=2)
    for person in people[1:]:
        room.pump(lambda p=person: 1 in room.listed(p), timeout=20, what="the table listed")
        assert person.session.sit(1)
        room.pump(person.is_seated, what=f"{person.name} sits")
    master = next(p for p in people if p.session.seating.i_am_master)
    master.session.start()
    room.pump(lambda: all(p.session.balance == START_STACK - ANTE for p in people), what="the antes")


def test_a_client_gets_its_seat_back_through_another_node(room: Room) -> None:
    room.start("n1")
    room.start("n2")
    anna, bert = room.on("n1", "Anna"), room.on("n2", "Bert")
    _chip_table(room, [anna, bert])
    seat = bert.seat
    bert.close()  # Bert's connection to n2 is gone: his seat at n1's table waits (grace period)
    room.people.remove(bert)
    room.pump(lambda: any(line.code == "dropped" for line in anna.session.chat), what="Bert dropped")
    again = room.on("n1", "Bert", create=False)  # back through the other node, n1
    # the seating record comes first, the running game's seat with the game's view after it
    room.pump(lambda: again.is_seated() and again.seat is not None, what="Bert back at his seat")
    assert again.seat == seat and again.session.seating.table == 1
    room.pump(lambda: again.session.has_game, what="the running game")
    assert again.session.balance == START_STACK - ANTE  # nothing lost
    # and through n2 again, replacing the connection on n1
    third = room.on("n2", "Bert", create=False)
    room.pump(lambda: third.is_seated() and third.session.has_game, what="Bert back through n2")
    room.pump(
        lambda: again.session.connection is ConnectionState.LOST or "replaced" in again.errors(),
        what="the connection on n1 replaced",
    )
    room.audit_ok()


def test_a_node_killed_mid_game_is_settled_by_another(room: Room) -> None:
    room.start("n1")
    room.start("n2")
    anna, bert = room.on("n1", "Anna"), room.on("n2", "Bert")
    _chip_table(room, [anna, bert])  # table 1 on n1, a game running with both antes in its pot
    assert room.homes() == {1: "n1"}
    (game,) = room.open_games("n1")
    assert room.balance(pot(game)) == 2 * ANTE
    room.kill("n1")  # SIGKILL: no clean stop, the pot stays open in the ledger
    # n2 notices within DEAD_AFTER (5 s), returns every bet and opens table 1 again itself
    room.pump(lambda: room.open_games("n1") == () and room.homes() == {1: "n2"}, timeout=20, what="settled")
    assert room.balance(pot(game)) == 0
    room.audit_ok()
    # Bert (on n2) was told his table went away; Anna comes back through n2: balances whole
    room.pump(lambda: not bert.is_seated(), what="Bert's table gone")
    anna_again = room.on("n2", "Anna", create=False)
    for person in (anna_again, bert):
        room.pump(lambda p=person: p.session.balance == START_STACK, what=f"{person.name} whole")
    assert 1 in room.listed(anna_again)
    assert anna_again.session.sit(1) and bert.session.sit(1)
    room.pump(lambda: anna_again.is_seated() and bert.is_seated(), what="both at the reopened table")
    room.audit_ok()
