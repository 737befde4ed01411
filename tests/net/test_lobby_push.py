"""The list of tables comes to the people in the lobby by itself when a table opens, fills, starts
or closes (a new table showed in the other lobbies only at their next ``list``, up to five seconds
later): without another ``list`` and without the server's clock moving."""

from __future__ import annotations

import json
import random

from .helpers import Lab, Person, play_turns, seat_everybody


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


def test_moves_that_change_no_row_cost_no_look_at_the_list(lab: Lab) -> None:
    """A table tells the lobby only when its row changes: the moves of a running game (seats,
    game and watchers as they were) make the server build no list of tables, so a move's cost
    does not grow with the number of tables; a newcomer changes the row and the list is pushed."""
    anna, bert, carl, dora = (lab.person(name) for name in ("Anna", "Bert", "Carl", "Dora"))
    dora.session.refresh_tables()
    lab.pump(lambda: len(_tables_messages(dora)) == 1, what="Dora's list")
    people = [anna, bert, carl]
    seat_everybody(lab, people, "token", tokens=3, rules="standard")
    lab.master(people).session.start()
    lab.pump(lambda: all(p.session.game_no == 1 for p in people), what="the game")
    lab.pump(lambda: bool(dora.session.tables) and dora.session.tables[0].running, what="running, for Dora")
    lab.settle()
    lobby = lab.server.lobby
    assert lobby is not None
    looks = [0]
    listing = lobby.listing

    def counted() -> list[object]:
        looks[0] += 1
        return listing()

    lab.on_server(lambda: setattr(lobby, "listing", counted))
    pushed = len(_tables_messages(dora))
    table = lab.table()

    def rounds() -> int:
        return int(lab.on_server(lambda: table.game.history_len if table.game else 0))

    first = rounds()
    play_turns(lab, people, random.Random(4), lambda: rounds() >= first + 2)
    lab.settle()
    assert lab.on_server(lambda: table.running)
    assert looks[0] == 0 and len(_tables_messages(dora)) == pushed
    eric = lab.person("Eric")
    assert eric.session.watch(1)
    lab.pump(lambda: [t.spectators for t in dora.session.tables] == [1], what="the watcher, in Dora's lobby")
    assert looks[0] >= 1
