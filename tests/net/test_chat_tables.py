"""The chat a session shows belongs to the table it is at: the notices of joining it, none of a table left."""

from __future__ import annotations

from .helpers import Lab


def _seated_at(person, table: int) -> bool:
    seating = person.session.seating
    return seating is not None and seating.table == table and seating.me is not None


def test_the_sits_down_notice_of_the_table_joined_is_kept(lab: Lab) -> None:
    anna, bert = lab.person("Anna"), lab.person("Bert")
    assert anna.session.open_table("token")
    lab.pump(lambda: _seated_at(anna, 1), what="Anna's table")
    assert anna.session.say("Hallo Tisch 1")
    lab.pump(lambda: any(line.text == "Hallo Tisch 1" for line in anna.session.chat))
    assert bert.session.sit(1)
    lab.pump(lambda: _seated_at(bert, 1), what="Bert sits")
    lab.settle()
    sat = [line for line in bert.session.chat if line.code == "sat"]
    # the server words the notice before it sends the table record: still shown, once
    assert [line.args["name"] for line in sat] == ["Anna", "Bert"]
    assert [line.text for line in bert.session.chat if line.kind == "user"] == ["Hallo Tisch 1"]


def test_chat_of_a_table_left_is_not_shown_at_the_next(lab: Lab) -> None:
    anna, bert, cora = lab.person("Anna"), lab.person("Bert"), lab.person("Cora")
    assert anna.session.open_table("token")
    lab.pump(lambda: _seated_at(anna, 1), what="Anna's table")
    assert cora.session.open_table("token")
    lab.pump(lambda: _seated_at(cora, 2), what="Cora's table")
    assert bert.session.sit(1)
    lab.pump(lambda: _seated_at(bert, 1), what="Bert sits at table 1")
    # Anna's words reach Bert in the same breath as his leaving and sitting down elsewhere
    assert anna.session.say("nur für Tisch 1")
    assert bert.session.leave() and bert.session.sit(2)
    lab.pump(lambda: _seated_at(bert, 2), what="Bert sits at table 2")
    lab.settle()
    assert bert.session.seating is not None and bert.session.seating.table == 2
    assert all(line.table == 2 for line in bert.session.chat)
    assert not any(line.text == "nur für Tisch 1" for line in bert.session.chat)
    assert [line.args["name"] for line in bert.session.chat if line.code == "sat"] == ["Cora", "Bert"]
    assert cora.session.say("Willkommen")
    lab.pump(lambda: any(line.text == "Willkommen" for line in bert.session.chat))
    # back at table 1: its lines again (the table replays them), each once
    assert bert.session.leave() and bert.session.sit(1)
    lab.pump(lambda: _seated_at(bert, 1), what="Bert back at table 1")
    lab.settle()
    texts = [line.text for line in bert.session.chat if line.kind == "user"]
    assert texts == ["nur für Tisch 1"]
    numbers = [line.no for line in bert.session.chat]
    assert numbers == sorted(set(numbers))


def test_a_table_watched_again_after_a_server_restart_shows_its_new_lines(lab: Lab) -> None:
    """Zoe watched table 1 (its lines numbered up to 12 and more), went back to the lobby; the server
    restarts (the table reopens, its chat numbered afresh); watching it again, her chat holds the
    table's new lines - the old ones' higher numbers do not make her client drop them as seen."""
    anna, zoe = lab.person("Anna"), lab.person("Zoe")
    assert anna.session.open_table("token")
    lab.pump(lambda: _seated_at(anna, 1), what="Anna's table")
    assert zoe.session.watch(1)
    lab.pump(lambda: zoe.session.seating is not None, what="Zoe watches")
    for n in range(12):
        assert anna.session.say(f"alt {n}")
        lab.pump(lambda n=n: any(line.text == f"alt {n}" for line in zoe.session.chat), what="the line")
    assert zoe.session.leave()
    lab.pump(lambda: zoe.session.seating is None, what="Zoe in the lobby")
    lab.restart()
    lab.pump(lambda: _seated_at(anna, 1) and anna.session.connection.name == "CONNECTED", what="Anna back")
    lab.pump(lambda: zoe.session.connection.name == "CONNECTED", what="Zoe's client back")
    for n in range(3):
        assert anna.session.say(f"neu {n}")
    lab.pump(lambda: any(line.text == "neu 2" for line in anna.session.chat), what="Anna's lines")
    assert zoe.session.watch(1)
    lab.pump(lambda: any(line.text == "neu 2" for line in zoe.session.chat), what="the new lines")
    said = [line.text for line in zoe.session.chat if line.kind == "user"]
    assert said[-3:] == ["neu 0", "neu 1", "neu 2"] and not any(text.startswith("alt") for text in said)
