"""The room's features across two node processes (one real PostgreSQL, one real Redis): a private
table is judged by its own node for clients relayed from the other (password, invitation, the
wrong-password lock per account whichever node the tries come through), a removal's 30-minute
block holds through either node; the lobby chat, private messages and ignoring reach across nodes
(under the same chat limits and text rules);
``tokenpoker-server admin --postgres URL`` lists, bans (log-in refused at every node, the banned
person disconnected wherever it is), closes a table on whichever node holds it, audits, and says
to use pg_dump instead of a backup."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator

import pytest

from tests.net.helpers import Person

from .room_lab import ROOT, Room

SECRET = "Kartenrunde"


@pytest.fixture
def two(postgres_url: str, redis_url: str) -> Iterator[Room]:
    """A room of two nodes, n1 and n2."""
    lab = Room(postgres_url, redis_url)
    try:
        lab.start("n1")
        lab.start("n2")
        yield lab
    finally:
        lab.close()


@pytest.fixture(params=["redirect", "relay"])
def either_way(request: pytest.FixtureRequest, postgres_url: str, redis_url: str) -> Iterator[Room]:
    """Two nodes, n1 and n2; a client of n2 at n1's table is sent to n1 with a seat reservation
    (``redirect``) or, n1 having no public address, relayed through n2 (``relay``)."""
    lab = Room(postgres_url, redis_url)
    try:
        lab.start("n1", public=request.param == "redirect")
        lab.start("n2")
        yield lab
    finally:
        lab.close()


def _refused(room: Room, person: Person, code: str) -> None:
    room.pump(lambda: code in person.errors(), what=code)


def _row(room: Room, person: Person, number: int, expected: tuple[bool, bool]) -> tuple[bool, bool]:
    """(private, invited) of table ``number`` in ``person``'s lobby: ``expected`` once the table's
    node's beat showing it arrived (or what it shows after a while)."""

    def shown() -> tuple[bool, bool] | None:
        listed = room.listed(person)
        rows = [t for t in person.session.tables if t.table == number] if number in listed else []
        return (rows[0].private, rows[0].invited) if rows else None

    try:
        room.pump(lambda: shown() == expected, timeout=5, what=f"table {number} listed as {expected}")
    except AssertionError:
        pass
    return shown() or (False, False)


def _open_private(room: Room, anna: Person) -> None:
    assert anna.session.open_private("token", SECRET, {})
    room.pump(anna.is_seated, what="Anna's private table")
    assert room.homes() == {1: "n1"}


def test_a_private_table_is_judged_by_its_node_for_clients_of_another_node(either_way: Room) -> None:
    two = either_way
    anna = two.on("n1", "Anna")
    bert, cora, dora = two.on("n2", "Bert"), two.on("n2", "Cora"), two.on("n2", "Dora")
    _open_private(two, anna)
    assert _row(two, bert, 1, (True, False)) == (True, False)  # the lock shows on the other node too

    assert bert.session.sit(1)  # no password, through n2
    _refused(two, bert, "table_password")
    assert dora.session.watch(1)
    _refused(two, dora, "table_password")
    for _ in range(3):
        assert bert.session.sit(1, password="falsch")
        _refused(two, bert, "table_password")
    # Bert comes back through n1: his tries there count with those made through n2
    bert.close()
    two.people.remove(bert)
    bert = two.on("n1", "Bert", create=False)
    assert bert.session.sit(1, password="falsch")
    _refused(two, bert, "table_password")
    assert bert.session.sit(1, password="falsch")
    two.pump(lambda: any(e.code == "table_locked" for e in bert.session.take_errors()), what="locked")
    assert bert.session.sit(1, password=SECRET)
    _refused(two, bert, "table_locked")
    two.settle()
    assert not bert.is_seated() and not dora.is_seated() and dora.session.seating is None

    # an invitation made on n1 reaches Cora on n2, her lobby shows it, and she sits without the password
    assert anna.session.invite("cora")
    two.pump(lambda: bool(cora.session.social.invitations), what="Cora is told")
    assert cora.session.social.invitations[0].table == 1
    assert _row(two, cora, 1, (True, True)) == (True, True)
    assert _row(two, dora, 1, (True, False)) == (True, False)
    assert cora.session.sit(1)
    two.pump(cora.is_seated, what="Cora sits through n2 without the password")
    assert dora.session.watch(1, password=SECRET)  # the right password through n2
    two.pump(lambda: dora.session.seating is not None, what="Dora watches")
    two.audit_ok()


def test_a_private_table_adopted_from_a_killed_node_keeps_its_password_and_opener(two: Room) -> None:
    anna, bert = two.on("n1", "Anna"), two.on("n2", "Bert")
    _open_private(two, anna)
    two.kill("n1")  # SIGKILL: n2 adopts table 1 after DEAD_AFTER, its hash read from PostgreSQL
    two.pump(lambda: two.homes() == {1: "n2"}, timeout=20, what="table 1 adopted by n2")
    assert _row(two, bert, 1, (True, False)) == (True, False)
    assert bert.session.sit(1)
    _refused(two, bert, "table_password")
    assert bert.session.sit(1, password="falsch")
    _refused(two, bert, "table_password")
    anna = two.on("n2", "Anna", create=False)  # the opener needs no password
    two.pump(lambda: 1 in two.listed(anna), what="Anna sees table 1")
    assert anna.session.sit(1)
    two.pump(anna.is_seated, what="Anna sits at her adopted table")
    assert bert.session.sit(1, password=SECRET)
    two.pump(bert.is_seated, what="Bert sits with the password")
    two.audit_ok()


def test_a_removal_blocks_the_seat_through_either_node(two: Room) -> None:
    anna, bert = two.on("n1", "Anna"), two.on("n2", "Bert")
    _open_private(two, anna)
    assert anna.session.invite("Bert")
    two.pump(lambda: bool(bert.session.social.invitations), what="Bert is told")
    assert _row(two, bert, 1, (True, True)) == (True, True)
    assert bert.session.sit(1)
    two.pump(bert.is_seated, what="Bert sits through n2")
    assert anna.session.kick("Bert", "stört")
    two.pump(lambda: not bert.is_seated(), what="Bert removed")
    assert bert.session.sit(1)
    two.pump(lambda: any(e.code == "blocked" and e.seconds > 29 * 60 for e in bert.session.take_errors()))
    bert.close()
    two.people.remove(bert)
    bert = two.on("n1", "Bert", create=False)
    assert bert.session.sit(1)
    _refused(two, bert, "blocked")
    assert bert.session.watch(1)  # watching stays allowed (he was invited)
    two.pump(lambda: bert.session.seating is not None, what="Bert watches")
    two.audit_ok()


def _admin(room: Room, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "game.net", "admin", "--postgres", room.postgres, *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )


def _lobby(person: Person) -> list[tuple[str, str]]:
    return [(line.name, line.text) for line in person.session.social.lobby]


def test_lobby_chat_private_messages_and_ignoring_reach_across_nodes(two: Room) -> None:
    import redis as redis_client

    anna = two.on("n1", "Anna")
    bert, cora = two.on("n2", "Bert"), two.on("n2", "Cora")
    assert anna.session.social.say("Hallo von Knoten 1")
    two.pump(lambda: _lobby(bert) == [("Anna", "Hallo von Knoten 1")], what="Bert hears Anna")
    assert bert.session.social.say("Servus von Knoten 2")
    both = [("Anna", "Hallo von Knoten 1"), ("Bert", "Servus von Knoten 2")]
    two.pump(
        lambda: _lobby(anna) == both and _lobby(bert) == both and _lobby(cora) == both, what="both lines"
    )
    dora = two.on("n1", "Dora")  # came later, on the other node: gets the room's last lines
    two.pump(lambda: _lobby(dora) == both, what="the last lines for Dora")
    bus = redis_client.Redis.from_url(two.redis)
    bus.delete("tokenpoker:lobby_no")  # as if Redis had been restarted: the lines go on, numbered above
    bus.close()
    assert bert.session.social.say("nach dem Neustart")
    both.append(("Bert", "nach dem Neustart"))
    two.pump(lambda: _lobby(anna) == both and _lobby(dora) == both, what="the line after the restart")
    two.start("n3")  # a node started later has the room's last lines for its first log-ins
    erik = two.on("n3", "Erik")
    two.pump(lambda: _lobby(erik) == both, what="the last lines for Erik on n3")

    assert anna.session.social.tell("bert", "Revanche?")
    two.pump(lambda: [x.text for x in bert.session.social.private] == ["Revanche?"], what="Bert's message")
    assert bert.session.social.private[0].sender == "Anna"
    two.pump(lambda: [x.mine for x in anna.session.social.private] == [True], what="Anna's copy")
    assert anna.session.social.tell("Niemand", "da?")
    _refused(two, anna, "not_online")

    # Cora (on n2) ignores Anna (on n1): Anna's message is refused on n1, never sent to n2
    assert cora.session.social.ignore("anna")
    two.settle()
    bus = redis_client.Redis.from_url(two.redis)
    listener = bus.pubsub(ignore_subscribe_messages=True)
    listener.psubscribe("tokenpoker:*")  # every node's channel and the room's
    try:
        two.pump(lambda: listener.get_message(timeout=0.05) is None, what="the bus listening")
        assert anna.session.social.tell("Cora", "privat")
        _refused(two, anna, "ignored")
        assert anna.session.social.say("in der Lobby")
        two.pump(lambda: ("Anna", "in der Lobby") in _lobby(bert), what="Bert hears Anna")
        two.settle()
        published = []
        while (item := listener.get_message(timeout=0.05)) is not None:
            published.append(item["data"].decode())
        assert any("in der Lobby" in text for text in published)  # the listener hears the bus
        assert not any("privat" in text for text in published)
    finally:
        listener.close()
        bus.close()
    assert not any("privat" in text or "in der Lobby" in text for text in cora.messages())
    assert ("Anna", "in der Lobby") not in _lobby(cora)

    assert anna.session.open_table("token")  # on n1; an invitation to Cora on n2 is refused as well
    two.pump(anna.is_seated, what="Anna's table")
    assert two.homes() == {1: "n1"}
    assert anna.session.invite("Cora")
    _refused(two, anna, "ignored")
    two.settle()
    assert not _told(cora, '"type":"invited"') and not anna.session.social.invitations

    cora.session.social.unignore("Anna")
    two.settle()
    assert anna.session.social.tell("Cora", "jetzt?")
    two.pump(lambda: [x.text for x in cora.session.social.private] == ["jetzt?"], what="Cora's message")
    assert anna.session.invite("Cora")
    two.pump(lambda: bool(cora.session.social.invitations), what="Cora invited")


def _told(person: Person, fragment: str) -> bool:
    return any(fragment in text for text in person.messages())


def test_operator_commands_on_postgresql_reach_every_node(two: Room) -> None:
    from websockets.sync.client import connect

    from game.net.ledger import START_STACK
    from game.net.protocol import PROTOCOL_VERSION, decode_server, encode
    from tests.net.helpers import PASSWORD

    from .test_nodes import _chip_table

    anna, bert = two.on("n1", "Anna"), two.on("n2", "Bert")
    _chip_table(two, [anna, bert])  # table 1 on n1 (Bert relayed from n2), both antes in its pot
    dora = two.on("n2", "Dora")
    assert dora.session.open_table("token")
    two.pump(dora.is_seated, what="Dora's table")
    assert two.homes() == {1: "n1", 2: "n2"}
    cora, eve = two.on("n2", "Cora"), two.on("n1", "Eve")

    # both bans and both closings are taken by whichever node looks first: each must reach its node
    for name in ("Cora", "Eve"):
        done = _admin(two, "ban", name, "--reason", "beleidigt andere")
        assert done.returncode == 0 and f"{name} is banned: beleidigt andere" in done.stdout, done.stderr
    for table in ("1", "2"):
        done = _admin(two, "close", table, "--reason", "Wartung")
        assert done.returncode == 0, done.stderr
    for person in (cora, eve):
        two.pump(lambda p=person: _told(p, '"code":"banned"'), timeout=20, what=f"{person.name} told")
    for person in (anna, bert, dora):
        two.pump(
            lambda p=person: _told(p, '"reason":"Wartung"'), timeout=20, what=f"{person.name}'s table shut"
        )
    two.pump(
        lambda: anna.session.balance == START_STACK and bert.session.balance == START_STACK, what="antes back"
    )
    two.pump(lambda: two.homes() == {}, what="both tables closed")
    two.audit_ok()

    for node in ("n1", "n2"):  # a banned account is refused at every node
        for name in ("Cora", "Eve"):
            with connect(two.nodes[node].url, open_timeout=10) as ws:
                ws.send(encode("hello", v=PROTOCOL_VERSION, name=name, password=PASSWORD))
                answer = decode_server(ws.recv(timeout=10))
                assert (answer.type, answer.fields["code"]) == ("error", "banned"), (node, name)
                assert "beleidigt andere" in str(answer.fields["message"])

    listing = _admin(two, "list")
    assert listing.returncode == 0, listing.stderr
    row = next(line for line in listing.stdout.splitlines() if line.startswith("Cora "))
    assert row.split()[-3:] == ["banned:", "beleidigt", "andere"] and str(START_STACK) in row
    assert "5 accounts" in listing.stdout
    audit = _admin(two, "audit")
    assert audit.returncode == 0 and "Audit: OK" in audit.stdout, audit.stdout + audit.stderr
    assert "no longer banned" in _admin(two, "unban", "cora").stdout
    again = two.on("n1", "Cora", create=False)
    two.pump(lambda: _told(again, '"type":"welcome"'), what="Cora welcome again")

    backup = _admin(two, "backup", "room.dump")
    assert backup.returncode == 2 and "Traceback" not in backup.stderr
    assert "pg_dump --format=custom --file=room.dump " in backup.stderr
    assert two.postgres.rsplit("@", 1)[-1] in backup.stderr
    assert _admin(two, "close", "99").returncode == 1


def test_private_messages_across_nodes_keep_the_chat_limits_and_text_rules(
    postgres_url: str, redis_url: str
) -> None:
    room = Room(postgres_url, redis_url)
    try:
        room.start("n1", "real-chat")  # the real chat bucket: a burst of 5, then one every 2 s
        room.start("n2", "real-chat")
        anna, bert = room.on("n1", "Anna"), room.on("n2", "Bert")
        assert anna.client.send("tell", to="Bert", text="   ")  # the text rule, as at one server
        _refused(room, anna, "chat_text")
        for number in range(5):  # the refused text took one of the 5 (as at one server)
            assert anna.session.social.tell("Bert", f"Nachricht {number}")
        _refused(room, anna, "chat_rate")
        expected = [f"Nachricht {number}" for number in range(4)]
        room.pump(lambda: [x.text for x in bert.session.social.private] == expected, what="4 messages")
        room.settle()
        assert [x.text for x in bert.session.social.private] == expected
    finally:
        room.close()
