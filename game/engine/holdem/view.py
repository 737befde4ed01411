"""What a Hold'em seat sees when it acts (`HoldemView`), one public betting action (`Move`), and
one step of a game's script (`ScriptStep`): the records the game, the reads of ranges and the
state record share, kept apart from the game so none of them imports another in a circle."""

from __future__ import annotations

from typing import NamedTuple

from ..cards import Card
from .actions import Call, Check, Fold, HoldemAction, RaiseTo
from .events import Street

__all__ = ["HoldemView", "Move", "ScriptStep"]

#: One step of a game's script: a hand's deck (the hand starts) or an action.
ScriptStep = tuple[Card, ...] | HoldemAction


class Move(NamedTuple):
    """One public betting action of the running hand, as every seat saw it (for reading ranges)."""

    seat: int
    #: The betting round: 0 before the flop, 1 flop, 2 turn, 3 river.
    street: int
    #: Fold, Check, Call or RaiseTo (a bet is a raise from nothing).
    kind: type[Fold | Check | Call | RaiseTo]
    #: Chips the action put in.
    chips: int
    #: All chips in the middle before it (pots and this round's bets).
    pot: int
    #: Live seats with chips that acted after it in this round's order (0: last).
    after: int
    #: It put in the seat's last chip.
    all_in: bool


class HoldemView(NamedTuple):
    """What one seat may know when it acts: its cards, the board and the public betting.

    An immutable record (a named tuple: it is made for every decision, so it is cheap to make).
    """

    seat: int
    hole: tuple[Card, Card]
    board: tuple[Card, ...]
    street: Street
    button: int
    #: Seats still in the hand (not folded), ascending.
    live: tuple[int, ...]
    #: Chips behind and this round's bet, per seat of the table.
    stacks: tuple[int, ...]
    bets: tuple[int, ...]
    pot_total: int
    big_blind: int
    #: Bets and raises so far in this betting round (a posted big blind counts as none).
    raises_this_street: int
    #: Live seats with chips that act after this seat in this round's order (0 = last: best position).
    acting_after: int
    #: The seat that bet or raised last in this round (None: nobody yet).
    aggressor: int | None = None
    #: Per seat of the table, its share of bets and raises among its turns with a raise allowed in
    #: its last hands (`reads`: public betting only, smoothed toward a typical player's; () when
    #: not known).
    aggression: tuple[float, ...] = ()
    #: The running hand's betting actions so far, in order (the posted blinds are none).
    line: tuple[Move, ...] = ()
    #: Per seat of the table, its share of folds among the bets it faced in its last hands (`reads`;
    #: () when not known).
    folding: tuple[float, ...] = ()
