"""The list of tables comes to the people in the lobby by itself when a table opens, fills, starts
or closes (a new table showed in the other lobbies only at their next ``list``, up to five seconds
later): without another ``list`` and without the server's clock moving."""

from __future__ import annotations

import json

from .helpers import Lab, Person, seat_everybody


def _tables_messages(person: Person) -> list[list[dict[str, object]]]:
    return [
        message["tables"] for message in map(json.loads, person.messages()) if message.get("type") == "tables"
    ]


def test_the_lobby_hears_of_a_table_opening_filling_and_closing(lab: Lab) -> None:
    anna, bert, carl = lab.person("Anna"), lab.person("Bert"), lab.person("Carl")
    dora = lab.person("Dora")  # logged in, never asked for the list (no lobby shown): told nothing
    for person in (anna, bert):
        person.session.refresh_tables()  # the lobby asks once, when it is shown
        lab.pump(lambda who=person: len(_tables_messages(who)) == 1, what=f"{person.name}'s list")
    assert anna.session.tables == ()
    seat_everybody(lab, [bert], "token", computers=0)  # Bert opens a table after Anna came in
    lab.pump(lambda: [t.seats for t in anna.session.tables] == [1], what="Bert's table in Anna's lobby")
    pushed = len(_tables_messages(bert))
    assert carl.session.sit(anna.session.tables[0].table)
    lab.pump(lambda: [t.seats for t in anna.session.tables] == [2], what="Carl seated, in Anna's lobby")
    lab.settle()
    assert len(_tables_messages(bert)) == pushed  # at a table: no lists pushed
    assert _tables_messages(dora) == []
    lines = len(_tables_messages(anna))
    lab.settle()
    assert len(_tables_messages(anna)) == lines  # nothing changed: nothing sent again
    bert.session.leave()
    carl.session.leave()
    lab.pump(lambda: anna.session.tables == (), what="the closed table gone from Anna's lobby")
