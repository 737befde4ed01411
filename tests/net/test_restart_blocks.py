"""The 30-minute removal block outlives a restart of the server (it was kept in memory only: a
restarted server let the removed person sit down again at once): the table keeps it in the
database and reads it back when it opens again; the rows go with the table. The same scenario runs
on PostgreSQL in ``tests/room/test_pg_blocks.py``."""

from __future__ import annotations

from pathlib import Path

from game.net.client import ConnectionState
from game.net.moderation import BLOCK_SECONDS

from .helpers import Lab, seat_everybody


def _blocked(lab: Lab, person, seconds: float) -> None:
    assert person.session.sit(1)
    lab.pump(
        lambda: any(e.code == "blocked" and e.seconds == seconds for e in person.session.take_errors()),
        what=f"{person.name} blocked for {seconds} s",
    )
    assert not person.is_seated()


def removed_then_restarted(lab: Lab) -> None:
    """Anna removes Cora; the server restarts; Cora is still blocked for the rest of 30 minutes; a
    minute later too; then she sits; when the table closes its blocks are gone from the database."""
    anna, bert, cora = people = [lab.person(name) for name in ("Anna", "Bert", "Cora")]
    seat_everybody(lab, people)
    assert anna.session.kick("Cora", "stört")
    lab.pump(lambda: cora.session.seating is None, what="Cora is out")
    lab.advance(60)
    _blocked(lab, cora, BLOCK_SECONDS - 60)

    lab.restart()
    lab.pump(
        lambda: (
            all(p.session.connection is ConnectionState.RECONNECTING for p in people)
            or all(p.is_seated() and not p.session.has_game for p in (anna, bert))
        ),
        what="the clients notice the restart",
    )
    lab.pump(
        lambda: (
            all(p.session.connection is ConnectionState.CONNECTED for p in people)
            and all(p.is_seated() for p in (anna, bert))
        ),
        what="Anna and Bert at table 1 again",
    )
    _blocked(lab, cora, BLOCK_SECONDS - 60)  # not forgotten
    lab.advance(BLOCK_SECONDS - 61)
    _blocked(lab, cora, 1)
    lab.advance(1)
    assert cora.session.sit(1)
    lab.pump(cora.is_seated, what="Cora sits again after 30 minutes")
    for person in people:
        person.session.leave()
    lab.pump(lambda: lab.on_server(lambda: not lab.server.lobby.tables), what="the table closes")
    assert (
        lab.on_server(lambda: lab.server.store.sql.execute("SELECT COUNT(*) FROM table_blocks").fetchone())[0]
        == 0
    )


def test_a_removal_block_outlives_a_restart(tmp_path: Path) -> None:
    lab = Lab(tmp_path / "server.sqlite3")
    try:
        removed_then_restarted(lab)
    finally:
        lab.close()
