"""Private tables over real sockets on 127.0.0.1: the lobby shows the lock; sitting or watching needs the
password (checked by the server, stored only as a hash, wrong ones locked out like log-ins on the
injected clock); an account the opener invites is told and comes in without the password."""

from __future__ import annotations

from game.net.store import open_database

from .helpers import Lab, Person

SECRET = "Kartenrunde"


def _open_private(lab: Lab, anna: Person) -> None:
    assert anna.session.open_private("token", SECRET, {})
    lab.pump(lambda: anna.is_seated(), what="Anna's private table")


def _listed(lab: Lab, person: Person) -> tuple[bool, bool]:
    person.session.tables = ()
    assert person.session.refresh_tables()
    lab.pump(lambda: bool(person.session.tables), what="the lobby")
    (row,) = person.session.tables
    return row.private, row.invited


def _refused(lab: Lab, person: Person, code: str) -> None:
    lab.pump(lambda: code in person.errors(), what=code)


def test_a_wrong_table_password_is_refused_and_rate_limited(lab: Lab) -> None:
    anna, bert, cora = lab.person("Anna"), lab.person("Bert"), lab.person("Cora")
    _open_private(lab, anna)
    assert _listed(lab, bert) == (True, False)

    assert bert.session.sit(1)
    _refused(lab, bert, "table_password")  # none given
    for _ in range(4):
        assert bert.session.sit(1, password="falsch")
        _refused(lab, bert, "table_password")
    assert bert.session.sit(1, password="falsch")
    lab.pump(lambda: any(e.code == "table_locked" and e.seconds == 300 for e in bert.session.take_errors()))
    assert bert.session.sit(1, password=SECRET)  # the right one waits as well
    _refused(lab, bert, "table_locked")
    assert bert.session.watch(1, password="falsch")
    _refused(lab, bert, "table_locked")
    lab.settle()
    assert not bert.is_seated() and bert.session.seating is None

    assert cora.session.watch(1, password=SECRET)  # the lock is Bert's, not the table's
    lab.pump(lambda: cora.session.seating is not None, what="Cora watches")
    lab.advance(300)
    assert bert.session.sit(1, password=SECRET)
    lab.pump(bert.is_seated, what="Bert sits")
    table = lab.table()
    assert lab.on_server(lambda: table.summary()["seats"]) == 2

    connection = open_database(lab.db)
    try:
        (stored,) = connection.execute("SELECT password FROM table_passwords").fetchone()
    finally:
        connection.close()
    assert stored.startswith("scrypt$") and SECRET not in stored
    assert SECRET.encode() not in lab.db.read_bytes()


def test_an_invitation_is_told_and_honoured_without_the_password(lab: Lab) -> None:
    anna, bert, dora = lab.person("Anna"), lab.person("Bert"), lab.person("Dora")
    _open_private(lab, anna)
    assert anna.session.invite("dora")
    lab.pump(lambda: bool(dora.session.social.invitations), what="Dora is told")
    (invitation,) = dora.session.social.invitations
    assert (invitation.table, invitation.variant, invitation.by, invitation.name) == (
        1,
        "token",
        "Anna",
        "Dora",
    )
    assert not invitation.mine and dora.session.social.invitation_to(1) == invitation
    lab.pump(lambda: bool(anna.session.social.invitations) and anna.session.social.invitations[0].mine)
    assert _listed(lab, dora) == (True, True)
    assert _listed(lab, bert) == (True, False)

    assert dora.session.sit(1)
    lab.pump(dora.is_seated, what="Dora sits without the password")
    assert bert.session.sit(1)
    _refused(lab, bert, "table_password")

    assert dora.session.invite("Bert")  # only the opener invites
    _refused(lab, dora, "not_opener")
    assert anna.session.invite("Niemand")
    _refused(lab, anna, "no_account")


def test_a_public_table_needs_no_password_and_a_short_one_is_refused(lab: Lab) -> None:
    anna, bert = lab.person("Anna"), lab.person("Bert")
    assert anna.session.open_private("token", "abc", {})
    _refused(lab, anna, "password")
    assert anna.session.open_table("token")
    lab.pump(anna.is_seated)
    assert _listed(lab, bert) == (False, False)
    assert bert.session.sit(1, password="egal")
    lab.pump(bert.is_seated)
