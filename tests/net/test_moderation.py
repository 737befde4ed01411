"""Moderation and away over real sockets on 127.0.0.1: the opener removes a player between games with a
reason everybody reads; a vote of the other seated people removes one by majority; a removed account
cannot sit at that table for 30 minutes (injected clock); chips follow the rule of leaving (the ledger
audit holds); an away player's moves are the timer's at once."""

from __future__ import annotations

import random

from game.net.ledger import START_STACK
from game.net.moderation import BLOCK_SECONDS, VOTE_SECONDS

from .european_helpers import EuropeanPerson, calm, lively, people_of, play
from .helpers import Lab, Person, scripted_move, seat_everybody


def _codes(lab: Lab, person: Person, code: str) -> None:
    lab.pump(lambda: code in person.errors(), what=code)


def _notice(person: Person, code: str) -> bool:
    return any(line.code == code for line in person.session.chat)


def test_the_opener_removes_a_player_between_games_and_the_block_lasts_30_minutes(lab: Lab) -> None:
    anna, bert, cora = people = [lab.person(name) for name in ("Anna", "Bert", "Cora")]
    seat_everybody(lab, people)
    lab.pump(lambda: anna.session.seating is not None and anna.session.seating.opener == "Anna")

    assert bert.session.kick("Cora", "stört")  # only the opener
    _codes(lab, bert, "not_opener")
    assert anna.session.kick("Anna", "ich")
    _codes(lab, anna, "illegal")
    anna.session.start()
    lab.pump(lambda: cora.session.game_no == 1, what="a game")
    assert anna.session.kick("Cora", "stört")  # not while she plays
    _codes(lab, anna, "running")
    lab.settle()
    assert cora.is_seated() and not _notice(anna, "kicked")


def test_removal_by_the_opener_between_games(lab: Lab) -> None:
    anna, bert, cora = people = [lab.person(name) for name in ("Anna", "Bert", "Cora")]
    seat_everybody(lab, people)
    assert anna.session.kick("cora", "beleidigt andere")
    lab.pump(lambda: cora.session.seating is None, what="Cora is out")
    assert any('"reason":"kicked"' in text for text in cora.messages())
    for person in (anna, bert):
        lab.pump(lambda p=person: _notice(p, "kicked"), what="everybody reads why")
        line = next(line for line in person.session.chat if line.code == "kicked")
        assert line.args == {"name": "Cora", "reason": "beleidigt andere", "by": "Anna"}
    assert cora.session.sit(1)
    lab.pump(
        lambda: any(e.code == "blocked" and e.seconds == BLOCK_SECONDS for e in cora.session.take_errors())
    )
    assert cora.session.watch(1)  # watching is allowed
    lab.pump(lambda: cora.session.seating is not None and cora.session.seating.me is None)
    lab.advance(BLOCK_SECONDS - 1)
    assert cora.session.sit(1)
    lab.pump(lambda: any(e.code == "blocked" and e.seconds == 1 for e in cora.session.take_errors()))
    lab.advance(1)
    assert cora.session.sit(1)
    lab.pump(cora.is_seated, what="Cora sits again after 30 minutes")


def test_removal_by_a_majority_vote_of_the_others_and_chips_follow_the_rules(lab: Lab) -> None:
    people: list[EuropeanPerson] = people_of(lab, ("Anna", "Bert", "Cora", "Dirk", "Emil"))
    anna, bert, cora, dirk, emil = people
    seat_everybody(lab, people, "european")
    anna.session.start()
    lab.pump(lambda: all(p.session.balance == START_STACK - 10 for p in people), what="the antes")
    play(lab, people, random.Random(2), lambda: anna.session.view.pot >= 60, policy=calm)

    assert bert.session.vote_kick("Emil", "spammt")  # 4 others: 3 yes remove
    lab.pump(lambda: all(p.session.seating and p.session.seating.vote for p in people), what="the vote")
    vote = anna.session.seating.vote if anna.session.seating else None
    assert vote is not None and (vote.name, vote.by, vote.yes, vote.needed) == ("Emil", "Bert", 1, 3)
    assert cora.session.vote_kick("Anna", "auch")
    _codes(lab, cora, "vote_running")
    assert emil.session.vote(False)  # no say about oneself
    _codes(lab, emil, "no_vote")
    assert cora.session.vote(True)
    assert dirk.session.vote(False)
    lab.settle()
    assert emil.is_seated()
    assert anna.session.vote(True)  # the third yes
    lab.pump(lambda: emil.session.seating is None, what="Emil is voted out")
    farewell = emil.session.take_farewell()  # Emil's lobby says why (the table's notice is not his)
    assert farewell is not None and (farewell.code, farewell.message) == ("removed", "removed: spammt")
    assert emil.session.take_farewell() is None  # once
    lab.pump(lambda: _notice(anna, "voted_out"))
    line = next(line for line in anna.session.chat if line.code == "voted_out")
    assert line.args == {"name": "Emil", "reason": "spammt"}

    # he played in the running game: the rule of leaving (a European seat folds, no computer plays on)
    lab.pump(lambda: anna.session.view is not None and 4 not in anna.session.view.in_game, what="his fold")
    assert not _notice(anna, "replaced")
    # lively players call for the showdown from round 3; calm ones would raise by one chip until
    # the stacks run dry (three minutes)
    play(lab, people[:4], random.Random(3), lambda: anna.session.view.phase.name == "COOLDOWN", policy=lively)
    audit = lab.on_server(lab.server.audit)
    assert audit.ok, audit.problems
    assert emil.session.sit(1)
    _codes(lab, emil, "blocked")


def test_a_vote_that_cannot_pass_or_runs_out_ends_without_removal(lab: Lab) -> None:
    anna, bert, cora, dirk = people = [lab.person(name) for name in ("Anna", "Bert", "Cora", "Dirk")]
    seat_everybody(lab, people)
    assert anna.session.vote_kick("Dirk", "langsam")  # 3 others: 2 yes remove
    lab.pump(lambda: bert.session.seating is not None and bert.session.seating.vote is not None)
    assert bert.session.vote(False)
    assert cora.session.vote(False)
    lab.pump(lambda: _notice(anna, "vote_failed"), what="the vote fails")
    lab.settle()
    assert dirk.is_seated() and anna.session.seating is not None and anna.session.seating.vote is None
    assert bert.session.vote_kick("Dirk", "wieder")
    lab.pump(lambda: anna.session.seating is not None and anna.session.seating.vote is not None)
    lab.advance(VOTE_SECONDS - 1)
    lab.settle()
    assert anna.session.seating is not None and anna.session.seating.vote is not None
    lab.advance(1)
    lab.pump(lambda: anna.session.seating is not None and anna.session.seating.vote is None, what="time")
    assert sum(1 for line in anna.session.chat if line.code == "vote_failed") == 2
    assert dirk.is_seated()


def test_an_away_player_moves_by_the_timer_at_once_and_the_table_shows_it(lab: Lab) -> None:
    anna, bert = people = [lab.person(name) for name in ("Anna", "Bert")]
    seat_everybody(lab, people)
    assert bert.session.set_away(True)
    lab.pump(lambda: _away(anna, 1), what="the table shows Bert away")
    lab.pump(lambda: _notice(anna, "away"))
    anna.session.start()
    lab.pump(lambda: anna.session.game_no == 1 and bert.session.has_game, what="a game")
    rng = random.Random(4)
    readied: dict[str, tuple[int | None, int]] = {}

    def bert_timed_out() -> bool:
        lab.advance(0)  # no time passes: an away player's move is due at once
        scripted_move(anna, rng, readied)
        return any(line.code == "timeout" and line.args.get("name") == "Bert" for line in anna.session.chat)

    lab.pump(bert_timed_out, what="Bert's move made by the timer")
    assert bert.session.set_away(False)
    lab.pump(lambda: _notice(anna, "here") and not _away(anna, 1), what="Bert is back")


def _away(person: Person, seat: int) -> bool:
    seating = person.session.seating
    info = None if seating is None else seating.seats[seat]
    return info is not None and info.away
