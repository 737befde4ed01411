"""A server restarted on the same database while people sit at a table: every client learns at once
that its seat is gone (the ``welcome`` says where the server keeps a seat) and sits down again by
itself at the reopened table, on its old seat; nobody keeps drawing a table the server no longer
has. A table that is gone sends its people back to the lobby with a message."""

from __future__ import annotations

from pathlib import Path

from game.net.client import ConnectionState

from .european_helpers import people_of
from .helpers import Lab, seat_everybody


def _seats(lab: Lab, table: int = 1) -> list[str | None]:
    """The names on the server's seats of ``table``."""
    found = lab.table(table)
    seating = lab.on_server(lambda: found.summary() and found._table_json()["seats"])
    return [None if seat is None else seat["name"] for seat in seating]


def test_people_sit_down_again_on_their_seats_after_a_restart(tmp_path: Path) -> None:
    lab = Lab(tmp_path / "server.sqlite3")
    try:
        anna, bert, cora = people = people_of(lab, ("Anna", "Bert", "Cora"))
        # Bert leaves seat 1 free for a moment, so the seats are not simply 0, 1, 2
        seat_everybody(lab, [anna, cora, bert], "european")
        assert bert.session.stand()
        lab.pump(lambda: not bert.is_seated(), what="Bert stands up")
        assert bert.session.sit(1)
        lab.pump(bert.is_seated)
        before = {p.name: p.session.seating.me for p in people}
        assert before == {"Anna": 0, "Cora": 1, "Bert": 2}
        anna.session.start()
        lab.pump(lambda: all(p.session.has_game for p in people), what="a game runs")

        lab.restart()
        lab.pump(
            lambda: all(p.session.connection is ConnectionState.RECONNECTING for p in people)
            or all(p.is_seated() and not p.session.has_game for p in people),
            what="the clients notice the restart",
        )
        lab.pump(
            lambda: all(
                p.session.connection is ConnectionState.CONNECTED
                and p.is_seated()
                and p.session.seating.table == 1
                for p in people
            ),
            what="everybody sits at table 1 again",
        )
        lab.settle()
        assert _seats(lab) == ["Anna", "Cora", "Bert", None, None]  # the old seats
        for person in people:
            seating = person.session.seating
            assert seating is not None and seating.me == before[person.name]
            assert not seating.running and not person.session.has_game  # the old game is gone
            codes = [line.code for line in person.session.chat]
            assert "reseat" in codes  # told why
            assert person.errors() == []
        # the table works: the first to sit again is the game master and starts a game
        master = lab.master(people)
        master.session.start()
        lab.pump(lambda: all(p.session.has_game for p in people), what="a new game")
    finally:
        lab.close()


def test_a_lost_seat_at_a_closed_table_sends_back_to_the_lobby(tmp_path: Path) -> None:
    db = tmp_path / "server.sqlite3"
    lab = Lab(db)
    try:
        (anna,) = people_of(lab, ("Anna",))
        seat_everybody(lab, [anna], "european")
        # the table is deleted from the store while the server is down: it does not reopen
        lab.background.stop()
        lab.pump(lambda: anna.session.connection is ConnectionState.RECONNECTING, what="drop")
        from game.net.store import open_database

        connection = open_database(db)
        connection.execute("DELETE FROM open_tables")
        connection.close()
        lab.background = type(lab.background)(lab._factory, port=lab.port)
        lab.background.start()
        lab.pump(lambda: anna.session.connection is ConnectionState.CONNECTED, what="reconnect")
        lab.pump(lambda: "reseat" in [e.code for e in anna.session.take_errors()], what="refused")
        assert anna.session.seating is None and not anna.session.has_game  # the lobby shows
    finally:
        lab.close()
