"""Deal records folded from projected events, and the match save of finished deals plus the running one."""

from __future__ import annotations

import random

import pytest

from game.engine.actions import Exchange
from game.engine.betting import Call, Check, Fold, RaiseTo
from game.engine.duell import (
    DealRecorder,
    DuellConfig,
    DuellGame,
    DuellPhase,
    match_from_dict,
    match_to_dict,
    to_dict,
)
from game.engine.duell.players import RandomLegal, player_for
from game.engine.duell.record import BET, CALL, CHECK, FOLD, RAISE
from game.engine.errors import SaveFormatError

from .helpers import rigged

ACES = "Ad As 7h 8c 9d"
KINGS = "Kd Ks 7s 8h Tc"


def play_random(game: DuellGame, seed: int, deals: int, normal: bool = False) -> list:
    """Random legal play (or two Normal players) for ``deals`` deals; the finished deals' states,
    as the session keeps them."""
    rng = random.Random(seed)
    players = [player_for("normal", rng), player_for("normal", rng)] if normal else [RandomLegal(rng)] * 2
    finished = []
    while game.phase is not DuellPhase.MATCH_OVER and game.deal_no <= deals:
        if game.phase is DuellPhase.DEAL_OVER:
            if game.deal_no == deals:
                break
            finished.append(game.state())
            game.next_deal()
            continue
        seat = game.current
        game.apply(players[seat].decide(game.view(seat), game.legal_actions(seat)))
    return finished


def test_a_record_names_every_bet_with_its_amount_and_the_chips_add_up():
    game = rigged([(ACES, KINGS, "7d 8d")])
    game.apply(RaiseTo(0, 20))  # Anna bets 20
    game.apply(RaiseTo(1, 60))  # the computer raises by 40
    game.apply(Call(0))
    game.apply(Exchange(0, ()))
    game.apply(Exchange(1, tuple(game.hand(1)[2:4])))
    game.apply(Check(0))
    game.apply(Check(1))
    recorder = DealRecorder()
    recorder.add(game.events_for(0))
    (record,) = recorder.records
    assert record.finished and record.deal_no == 1 and record.first == 0
    assert record.antes == (5, 5) and record.stacks_before == (200, 200)
    kinds = [(line.round_no, line.seat, line.kind, line.by) for line in record.bets]
    assert kinds == [(0, 0, BET, 20), (0, 1, RAISE, 40), (0, 0, CALL, 0), (1, 0, CHECK, 0), (1, 1, CHECK, 0)]
    assert record.pot == 130 and record.awarded == ((0, 130),)
    assert record.stacks_after == (265, 135) and record.net(0) == 65 and record.won(0) == 130
    assert record.exchanged == (0, 2)
    assert record.dealt[1] is None and record.discarded[1] is None, "the other seat's cards stay hidden"
    assert record.showdown is not None and set(record.final[1]) == set(record.showdown.hands[1])


def test_a_fold_records_who_folded_and_no_hidden_hand():
    game = rigged([(ACES, KINGS, "")])
    game.apply(RaiseTo(0, 10))
    game.apply(Fold(1))
    recorder = DealRecorder()
    recorder.add(game.events_for(0))
    record = recorder.records[0]
    assert record.folded == 1 and [line.kind for line in record.bets] == [BET, FOLD]
    assert record.final[1] is None and record.final[0] is not None
    assert record.stacks_after == game.stacks


def test_a_tie_carries_the_pot_and_the_next_record_starts_with_it():
    game = rigged([("Ad Kd Qd Jd 9s", "Ah Kh Qh Jh 9c", ""), (ACES, KINGS, "")])
    for seat in (0, 1):
        game.apply(Check(seat))
    game.apply(Exchange(0, ()))
    game.apply(Exchange(1, ()))
    game.apply(Check(0))
    game.apply(Check(1))
    game.next_deal()
    recorder = DealRecorder()
    recorder.add(game.events_for(0))
    tie, nxt = recorder.records
    assert tie.carried_out == 10 and tie.showdown is not None and tie.showdown.winner is None
    assert tie.stacks_after == (195, 195)
    assert nxt.carried_in == 10 and nxt.pot == 20 and not nxt.finished


@pytest.mark.parametrize("seed", range(6))
def test_records_of_random_matches_agree_with_the_engine(seed: int):
    game = DuellGame(DuellConfig("Anna", stack=100), random.Random(seed))
    play_random(game, seed, 40)
    recorder = DealRecorder()
    recorder.add(game.events_for(1))
    records = recorder.records
    for before, after in zip(records, records[1:]):
        assert before.finished and after.stacks_before == before.stacks_after
        assert after.carried_in == before.carried_out
    last = records[-1]
    if last.finished:
        assert last.stacks_after == game.stacks
    for record in records:
        assert record.dealt[0] is None and record.discarded[0] is None


@pytest.mark.parametrize("seed", range(4))
def test_a_match_saved_at_any_deal_loads_as_the_same_match(seed: int):
    game = DuellGame(DuellConfig("Anna", stack=60), random.Random(seed))
    finished = play_random(game, seed, 12, normal=seed % 2 == 0)
    data = match_to_dict(finished, game.state())
    match = match_from_dict(data)
    assert match.finished == tuple(finished)
    assert match.game.state() == game.state()
    assert match.game.phase is game.phase and match.game.stacks == game.stacks


def test_a_match_whose_deals_do_not_chain_is_refused():
    game = DuellGame(DuellConfig("Anna", stack=5000), random.Random(5))
    finished = play_random(game, 5, 4, normal=True)
    assert len(finished) == 3
    good = match_to_dict(finished, game.state())
    match_from_dict(good)
    swapped = dict(good, deals=[good["deals"][1], good["deals"][0], *good["deals"][2:]])
    missing = dict(good, deals=good["deals"][1:])
    profi = dict(good["current"]["config"], level="profi")
    other_setup = dict(good, current=dict(good["current"], config=profi))
    running = rigged([(ACES, KINGS, "")], DuellConfig("Anna", stack=5000))
    not_over = dict(good, deals=[to_dict(running.state()), *good["deals"][1:]])
    for bad in (swapped, missing, other_setup, not_over, {**good, "extra": 1}, [], {**good, "deals": {}}):
        with pytest.raises(SaveFormatError):
            match_from_dict(bad)
