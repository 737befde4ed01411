"""The pots of a running hand (side pots apart) and the hand records folded from projected events."""

from __future__ import annotations

from game.engine import parse_cards
from game.engine.holdem import Call, Check, Fold, RaiseTo, Street, Timeout
from game.engine.holdem.record import ActionKind, HandRecorder

from .helpers import rigged, table


def test_pots_hold_the_committed_chips_with_side_pots_apart_and_bets_not_yet_in() -> None:
    game = table(3, stacks=[100, 300, 300], button=0)
    game.start_hand(rigged(["As Ad", "Ks Kd", "Qs Qd"], "2c 7h 9s Jd 3c"))
    assert game.pots() == ()  # only the blinds: bets in front of the seats, nothing in the middle
    game.apply(RaiseTo(0, 100))  # seat 0 all in
    game.apply(Call(1))
    game.apply(RaiseTo(2, 250))
    game.apply(Call(1))
    # the flop is out: a main pot of three times 100 and a side pot of the other two's 150
    assert game.board and game.bets == (0, 0, 0)
    pots = game.pots()
    assert [(pot.amount, set(pot.eligible)) for pot in pots] == [(300, {0, 1, 2}), (300, {1, 2})]
    assert sum(pot.amount for pot in pots) == game.pot_total
    game.apply(RaiseTo(1, 20))  # a bet in front of its seat, not yet in a pot
    assert game.bets == (0, 20, 0)
    assert [(pot.amount, set(pot.eligible)) for pot in game.pots()] == [(300, {0, 1, 2}), (300, {1, 2})]
    # A fold leaves seat 2 with nobody to bet against (seat 0 is all in): dealt out at once.
    game.apply(Fold(2))
    assert game.pots() == () and len(game.board) == 5


def test_pots_name_the_game_seats_when_a_busted_seat_is_skipped() -> None:
    game = table(4, stacks=[0, 100, 100, 200], button=1)
    game.start_hand(rigged(["As Ad", "Ks Kd", "Qs Qd"]))
    seats = set(game.live_seats)
    assert seats == {1, 2, 3}
    while game.current is not None and game.street is Street.PREFLOP:
        seat = game.current
        legal = game.legal_actions(seat)
        assert legal is not None
        game.apply(Call(seat) if legal.call else Check(seat))
    assert all(pot.eligible <= seats for pot in game.pots())


def test_a_record_holds_what_its_viewer_saw_and_the_whole_hand() -> None:
    game = table(3, button=0)
    deck = rigged(["As Ad", "Ks Kd", "Qs Qd"], "2c 7h 9s Jd 3c")
    game.start_hand(deck)
    game.apply(Call(0))
    game.apply(Timeout(1))  # the small blind faces 10 more: the timer folds it
    game.apply(Check(2))
    for _ in range(3):
        game.apply(Check(2))
        game.apply(RaiseTo(0, 40))
        game.apply(Call(2))
    mine = HandRecorder(game.initial_stacks)
    mine.add(game.events_for(0))
    record = mine.records[0]
    assert record.finished and record.button == 0 and record.blinds == (10, 20)
    assert record.hole(0) == tuple(parse_cards("As Ad"))
    assert record.hole(1) is None, "seat 1 folded: its cards stay hidden"
    assert record.showdown is not None and record.showdown.mucked == (2,)
    assert record.hole(2) is None, "seat 2's beaten hand was mucked: never shown"
    kinds = [(line.seat, line.kind) for line in record.lines[:5]]
    assert kinds == [
        (1, ActionKind.SMALL_BLIND),
        (2, ActionKind.BIG_BLIND),
        (0, ActionKind.CALL),
        (1, ActionKind.TIMEOUT),
        (1, ActionKind.FOLD),
    ]
    raises = [line for line in record.lines if line.kind == ActionKind.BET]
    assert [(line.street, line.to) for line in raises] == [
        (Street.FLOP, 40),
        (Street.TURN, 40),
        (Street.RIVER, 40),
    ]
    assert record.board == tuple(parse_cards("2c 7h 9s Jd 3c")) and record.showdown is not None
    assert record.won(0) == 20 + 10 + 20 + 3 * 80 and record.net(0) == 10 + 20 + 3 * 40
    assert record.net(1) == -10 and record.folded(1) and not record.folded(2)
    assert sum(record.net(seat) for seat in range(3)) == 0
    spectator = HandRecorder(game.initial_stacks)
    spectator.add(game.events_for(None))
    seen = spectator.records[0]
    assert seen.holes == ((0, None), (1, None), (2, None)), "no hole card is dealt to a spectator"
    assert seen.hole(0) == tuple(parse_cards("As Ad")), "a shown hand is public"
    assert seen.hole(1) is None and seen.hole(2) is None
