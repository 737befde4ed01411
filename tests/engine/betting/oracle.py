"""pokerkit as an oracle for the betting core: the same random hands played on both.

Test-only (pokerkit is a test dependency, never imported by ``game/``). One
hand of Texas Hold'em (fixed limit, pot-limit or no-limit; 2 to 10 seats,
short stacks, antes now and then) is shuffled with our deck and generator
and its cards are fed to pokerkit explicitly; at every decision both tables
must name the same actor and offer the same fold, check/call amount and
minimum and maximum bet/raise, then the same random action goes to both.
At the end the payouts must be equal chip for chip: our showdown ranking
comes from our own Hold'em rating (`hands.seven_card_function`), pokerkit's
from its own hand evaluation, so the winners are compared too.

pokerkit rates hands slowly (its showdown and hand killing rate every
five-card subset many times over), so its games here use `MemoHighHand`:
pokerkit's own `StandardHighHand`, remembering the best hand of each
hole/board pair and each hand's table entry. The results are pokerkit's;
only repeated work is saved (about 3x faster).

Four documented differences are bridged, not hidden:

- Fixed-limit cap: variants.md counts the big blind as the first of the four
  bets, pokerkit allows four raises above it; pokerkit's first street is
  given a cap of three raises (four when no blind could be posted because
  both blind seats went all in on their antes).
- Odd chips: we give them one by one from the left of the button, pokerkit
  gives the whole remainder to the first winner left of the button. They can
  differ only when three or more seats split a pot with two or more odd
  chips; our payout is compared after regrouping our odd chips pokerkit's way
  (pots and winners must still agree exactly), and such hands are counted.
- Short all-in before the flop: variants.md measures a raise before the flop
  against the big blind, so an all-in raise of less than a big blind more
  does not reopen the betting for a seat that already acted; pokerkit
  reopens it. Where pokerkit offers such a seat a raise and we do not, the
  driver checks on its own bookkeeping that this is the case (first round,
  the seat acted, the bet rose by less than a full raise since), counts the
  decision and plays on with our choices (call or fold, legal in both).
- Short big blind: variants.md keeps the price at the full big blind when the
  big blind is all in for less; pokerkit lowers it to what was posted, and
  every amount of the hand would differ from there. Hands whose big blind
  seat cannot cover ante and big blind get a stack that can (counted); the
  rule itself is tested on its own (tests/engine/holdem/test_rules.py).
- Nobody left to bet against: when a fold leaves one seat with chips and
  every other seat still in is all in for no more than its bet, variants.md
  asks that seat nothing more; pokerkit still asks it to check. Such a check
  (nothing to call, no raise open, our round already over) is played on
  pokerkit's side only and counted.
"""

from __future__ import annotations

import random
import warnings
from collections import deque
from dataclasses import dataclass, field, replace
from typing import ClassVar

from pokerkit import Automation, FixedLimitTexasHoldem, Hand, Mode, NoLimitTexasHoldem, StandardHighHand
from pokerkit import Card as PkCard
from pokerkit.games import PotLimitPokerMixin, TexasHoldemMixin, UnfixedLimitHoldem
from pokerkit.lookups import Entry
from pokerkit.utilities import CardsLike

from game.engine.betting import (
    BettingRules,
    BettingTable,
    Call,
    Check,
    Fold,
    LegalActions,
    Pot,
    PotAwarded,
    RaiseTo,
    Structure,
)
from game.engine.cards import FULL_DECK
from game.engine.deck import shuffled_deck
from game.engine.hands import HOLDEM, seven_card_function

_RATE7 = seven_card_function(HOLDEM)
#: pokerkit's card -> our card's count code (the hands are rated by our own evaluator).
_OUR_CARD = {next(iter(PkCard.parse(str(card)))): card.count_code for card in FULL_DECK}

TOURNAMENT = Mode.TOURNAMENT  # folding with nothing to call is refused, as our oracle driver never does it
AUTOMATIONS = (
    Automation.ANTE_POSTING,
    Automation.BET_COLLECTION,
    Automation.BLIND_OR_STRADDLE_POSTING,
    Automation.HAND_KILLING,
    Automation.CHIPS_PUSHING,
    Automation.CHIPS_PULLING,
)


class MemoHighHand(StandardHighHand):
    """pokerkit's standard high hand, remembering what it already worked out (results unchanged)."""

    _best: ClassVar[dict[tuple[tuple[PkCard, ...], tuple[PkCard, ...]], Hand]] = {}

    @classmethod
    def from_game(cls, hole_cards: CardsLike, board_cards: CardsLike = ()) -> Hand:
        """pokerkit's best hand of the hole and board cards, computed once per pair."""
        key = (tuple(PkCard.clean(hole_cards)), tuple(PkCard.clean(board_cards)))
        best = cls._best.get(key)
        if best is None:
            if len(cls._best) > 100_000:
                cls._best.clear()
            best = cls._best[key] = super().from_game(*key)
        return best

    @property
    def entry(self) -> Entry:
        """pokerkit's table entry of the hand, looked up once."""
        cached: Entry | None = self.__dict__.get("_entry")
        if cached is None:
            cached = self.__dict__["_entry"] = super().entry
        return cached


class PotLimitTexasHoldem(PotLimitPokerMixin, TexasHoldemMixin, UnfixedLimitHoldem):
    """Pot-limit Hold'em from pokerkit's own parts (0.7 ships no ready-made class)."""

    hand_types = (MemoHighHand,)


class MemoNoLimitTexasHoldem(NoLimitTexasHoldem):
    """pokerkit's no-limit Hold'em rating with `MemoHighHand`."""

    hand_types = (MemoHighHand,)


class MemoFixedLimitTexasHoldem(FixedLimitTexasHoldem):
    """pokerkit's fixed-limit Hold'em rating with `MemoHighHand`."""

    hand_types = (MemoHighHand,)


@dataclass
class OracleStats:
    """Totals over the compared hands."""

    hands: int = 0
    decisions: int = 0
    showdowns: int = 0
    side_pot_hands: int = 0
    odd_chip_regrouped: int = 0
    #: Decisions where pokerkit reopened the betting after a short all-in before the flop.
    short_all_in_bridged: int = 0
    #: Hands whose short big blind seat got a stack covering ante and big blind.
    big_blind_topped_up: int = 0
    #: Checks pokerkit asked of a seat with nobody left to bet against (we ask none).
    lone_checks_bridged: int = 0
    mismatches: list[str] = field(default_factory=list)


def _pokerkit_state(  # type: ignore[no-untyped-def]
    structure: Structure, ante: int, small: int, big: int, stacks: list[int], blind_bet: bool
):
    """A pokerkit state whose player i is our seat i (our button is the last seat).

    ``blind_bet``: a blind was posted, so it is the first of the limit's four
    bets (both blinds can be all in on their antes, then it is not).
    """
    n = len(stacks)
    if structure is Structure.FIXED_LIMIT:
        # Antes trimmed (True): a seat all in on a short ante only plays for what it matched.
        game = MemoFixedLimitTexasHoldem(AUTOMATIONS, True, ante, (small, big), big, 2 * big, mode=TOURNAMENT)
        # variants.md: the big blind is the first of the four bets of the first round.
        first = replace(game.streets[0], max_completion_betting_or_raising_count=4 - blind_bet)
        game.streets = (first, *game.streets[1:])
        return game(stacks, n)
    kind = MemoNoLimitTexasHoldem if structure is Structure.NO_LIMIT else PotLimitTexasHoldem
    return kind(AUTOMATIONS, True, ante, (small, big), big, mode=TOURNAMENT)(stacks, n)


def _our_rules(structure: Structure, big: int) -> BettingRules:
    if structure is Structure.FIXED_LIMIT:
        return BettingRules.fixed_limit(big, 2 * big)
    if structure is Structure.POT_LIMIT:
        return BettingRules.pot_limit(big)
    return BettingRules.no_limit(big)


def _pk_legal(state) -> tuple[int, bool, int, int | None, int | None]:  # type: ignore[no-untyped-def]
    return (
        state.actor_index,
        state.can_fold(),
        state.checking_or_calling_amount,
        state.min_completion_betting_or_raising_to_amount,
        state.max_completion_betting_or_raising_to_amount,
    )


def _our_legal(legal: LegalActions) -> tuple[int, bool, int, int | None, int | None]:
    call = legal.call or 0
    return legal.seat, call > 0, call, legal.raise_min, legal.raise_max


def play_oracle_hand(seed: int, structure: Structure, stats: OracleStats) -> None:
    """Play one seeded random hand on both tables and record any disagreement in ``stats``."""
    rng = random.Random(seed)
    n = rng.randint(2, 10)
    big = rng.choice((2, 10, 20))
    small = big // 2
    ante = rng.choice((0, 0, 0, rng.randint(1, big)))
    stacks = [rng.randint(1, rng.choice((3, 10, 40, 200)) * big) for _ in range(n)]
    button = n - 1
    big_seat = 0 if n == 2 else 1
    if stacks[big_seat] < ante + big:
        stacks[big_seat] = ante + big + rng.randint(0, big)
        stats.big_blind_topped_up += 1
    table = BettingTable(stacks, _our_rules(structure, big), button)
    if ante:
        table.post_antes(ante)
    table.post_blinds(small, big)
    table.start_round()
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        state = _pokerkit_state(structure, ante, small, big, stacks, max(table.bets) > 0)
        deck = deque(PkCard.parse(" ".join(str(card) for card in shuffled_deck(rng))))
        state.deck_cards = deque(deck)
        holes: dict[int, list[PkCard]] = {}
        board: list[PkCard] = []
        stats.hands += 1
        where = f"seed={seed} {structure} n={n} stacks={stacks} ante={ante} blinds={small}/{big}"
        # Our own bookkeeping of the first round: the bet each seat last acted on, the full raise.
        acted_at: dict[int, int] = {}
        full_raise = big
        while state.status:
            if state.can_deal_hole():
                dealee = state.hole_dealee_index
                cards = [state.deck_cards[0], state.deck_cards[1]]
                state.deal_hole(cards)
                holes.setdefault(dealee, []).extend(cards)
            elif state.can_burn_card():
                state.burn_card(state.deck_cards[0])
            elif state.can_deal_board():
                count = len(state.board_cards) and 1 or 3
                cards = list(state.deck_cards)[:count]
                state.deal_board(cards)
                board.extend(cards)
            elif state.can_show_or_muck_hole_cards():
                state.show_or_muck_hole_cards(True)
            elif state.actor_index is not None:
                legal = table.legal_actions()
                theirs = _pk_legal(state)
                ours = None if legal is None else _our_legal(legal)
                stats.decisions += 1
                if ours is None and theirs[1:] == (False, 0, None, None) and table.betting_finished:
                    stats.lone_checks_bridged += 1
                    state.check_or_call()
                    continue
                if ours != theirs and ours is not None and ours[3] is None and theirs[3] is not None:
                    seat, top = legal.seat, max(table.bets)  # type: ignore[union-attr]
                    if (
                        ours[:3] == theirs[:3]
                        and table.round_no == 0
                        and seat in acted_at
                        and top - acted_at[seat] < full_raise
                    ):
                        stats.short_all_in_bridged += 1
                        theirs = ours
                if ours != theirs:
                    stats.mismatches.append(f"{where}: legal ours={ours} pokerkit={theirs}")
                    return
                assert legal is not None
                action = random_action(rng, legal)
                if table.round_no == 0:
                    top = max(table.bets)
                    if isinstance(action, RaiseTo) and action.amount - top >= full_raise:
                        full_raise = action.amount - top
                    acted_at[action.seat] = action.amount if isinstance(action, RaiseTo) else top
                table.act(action)
                if isinstance(action, Fold):
                    state.fold()
                elif isinstance(action, (Check, Call)):
                    state.check_or_call()
                else:
                    state.complete_bet_or_raise_to(action.amount)
                while table.round_over:
                    table.end_round()
                    if table.hand_decided or table.round_no == 4:
                        break
                    table.start_round()
            else:  # pragma: no cover - a pokerkit step this driver does not know
                stats.mismatches.append(f"{where}: pokerkit waits for an unknown step")
                return
    while table.round_running or (not table.hand_decided and table.round_no < 4):
        # pokerkit ran the board out (all in): our rounds close without actions.
        if not table.round_running:
            table.start_round()
        if not table.round_over:
            stats.mismatches.append(f"{where}: our table wants an action pokerkit did not ask for")
            return
        table.end_round()
    live = table.live_seats
    pots = table.pots()
    if len(live) == 1:
        events = table.award()
    else:
        stats.showdowns += 1
        codes = [_OUR_CARD[card] for card in board]
        strengths = {seat: _RATE7(*(_OUR_CARD[card] for card in holes[seat]), *codes) for seat in live}
        ranking = [
            [seat for seat in live if strengths[seat] == level]
            for level in sorted(set(strengths.values()), reverse=True)
        ]
        events = table.award(ranking)
    awards = [event for event in events if isinstance(event, PotAwarded)]
    stats.side_pot_hands += len(awards) > 1
    ours = [table.stacks[seat] - stacks[seat] for seat in range(n)]
    ours_pk_style = regroup_odd_chips(ours, pots, awards)
    if ours_pk_style != ours:
        stats.odd_chip_regrouped += 1
    if ours_pk_style != list(state.payoffs):
        stats.mismatches.append(f"{where}: payoffs ours={ours_pk_style} pokerkit={list(state.payoffs)}")


def regroup_odd_chips(payoffs: list[int], pots: tuple[Pot, ...], awards: list[PotAwarded]) -> list[int]:
    """Our payoffs with the odd chips shared out the way pokerkit does it.

    pokerkit first kills the hands that win nothing, then merges neighbouring
    pots whose remaining seats are the same and gives each merged pot's whole
    remainder to its first winner left of the button. We split every pot on
    its own, odd chips one by one (variants.md); the pots and the winners
    themselves must still agree exactly.
    """
    assert len(pots) == len(awards)
    result = list(payoffs)
    survivors = {seat for award in awards for seat, _ in award.shares}
    groups: list[tuple[frozenset[int], int, tuple[int, ...]]] = []
    for pot, award in zip(pots, awards):
        remaining = pot.eligible & survivors
        winners = tuple(seat for seat, _ in award.shares)
        for seat, chips in award.shares:
            result[seat] -= chips
        if groups and groups[-1][0] == remaining:
            assert groups[-1][2] == winners
            groups[-1] = (remaining, groups[-1][1] + award.amount, winners)
        else:
            groups.append((remaining, award.amount, winners))
    for _, amount, winners in groups:
        share, odd = divmod(amount, len(winners))
        for i, seat in enumerate(winners):
            result[seat] += share + (odd if i == 0 else 0)
    return result


def random_action(rng: random.Random, legal: LegalActions) -> Fold | Check | Call | RaiseTo:
    roll = rng.random()
    if roll < 0.15 and legal.call is not None:
        return Fold(legal.seat)
    if roll < 0.6 or legal.raise_min is None or legal.raise_max is None:
        return Check(legal.seat) if legal.call is None else Call(legal.seat)
    pick = rng.random()
    if pick < 0.3:
        return RaiseTo(legal.seat, legal.raise_min)
    if pick < 0.5:
        return RaiseTo(legal.seat, legal.raise_max)
    return RaiseTo(legal.seat, rng.randint(legal.raise_min, legal.raise_max))


def run_oracle(hands: int, first_seed: int = 0) -> OracleStats:
    """Compare ``hands`` hands, the three structures in turn."""
    stats = OracleStats()
    structures = list(Structure)
    for i in range(hands):
        play_oracle_hand(first_seed + i, structures[i % len(structures)], stats)
    return stats
