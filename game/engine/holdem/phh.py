"""Hand histories in the open Poker Hand History format (PHH), which pokerkit and other tools read.

`phh_text(config, events, names)` turns the record of one hand - its events
from `HandStarted` to `HandOver`, as a viewer sees them
(`HoldemGame.events_for`) or the whole truth (`HoldemGame.events`) - into
the TOML text of one PHH file (``names``: who sat on each seat then; the
config's players by default). `phh_document` writes every finished hand of a
log as one text of numbered sections (``[1]``, ``[2]``, ...; pokerkit's
``HandHistory.loads_all`` reads it), following who sits down and leaves.
Pure: text in memory, no file is touched.

How our table maps onto PHH (spec 0.0.1):

- The players p1..pN are the seats dealt in, from the one left of the button
  round to the button (heads-up: p1 the big blind, p2 the button), as the
  spec orders them; ``seats`` names their seats at the table (from 1),
  ``players`` their names, ``seat_count`` the table size, ``hand`` the hand
  number (from 1).
- Variants: limit is ``FT`` (``small_bet`` = the big blind, ``big_bet``
  twice it), no-limit ``NT`` (``min_bet`` = the big blind). Pot-limit Texas
  Hold'em has no code in the spec yet (it lists pot-limit Omaha only and
  invites new codes); we write ``PT`` with the fields of the other
  unfixed-limit games. pokerkit reads it once ``PT`` is registered with its
  pot-limit Hold'em game (the test shows the two lines).
- No antes; ``blinds_or_straddles`` are the nominal blinds (a short stack
  posts what it has, in PHH as with us).
- Hole cards a viewer may not see are ``????``; a hand shown at the showdown
  is ``pN sm <cards>``, a mucked one ``pN sm``. The showdown is written
  where the spec puts it: after the river's betting, or as soon as at most
  one player still in has chips (all in: before the rest of the board).
- A timed-out seat's check or fold carries the comment ``# timed out``.
- ``finishing_stacks`` are the chips after the hand. Our odd chips are
  shared one by one from the left of the button in each pot (variants.md);
  pokerkit gives a pot's whole remainder to its first winner, so in a pot
  split three or more ways a replay may place an odd chip differently.
- A newcomer's post (`seating`: a live big blind out of the blinds' places)
  has no PHH notation yet (pokerkit lists "post bets" as planned):
  `phh_text` refuses such a hand with a `PhhError`, and `phh_document` leaves
  it out with a TOML comment saying so.
- A fold while checking is free is written as the fold it was. When such
  folds leave a side pot that nobody still in the hand has a claim to (we
  add it to the pot below, as `betting.pots` does), pokerkit 0.7.7 cannot
  pay it out and stops; every other hand replays there.
- Three decisions of variants.md are not pokerkit's: a big blind all in for
  less keeps the price at the full big blind, an all-in short of a full
  raise before the flop does not reopen the betting, and a seat a fold
  leaves with nobody to bet against is asked nothing more. The file records
  what happened at our table; pokerkit replays such a hand by its own rules
  (other amounts, or a check it waits for), every other hand to our end.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence

from ..betting.events import BetReturned, Blind, BlindPosted, Called, Checked, Folded, RaisedTo, RoundEnded
from ..cards import Card
from .config import MAX_SEATS, HoldemConfig, Structure
from .events import (
    BoardDealt,
    HandOver,
    HandStarted,
    HoldemEvent,
    HoleCards,
    SeatLeft,
    SeatTaken,
    Showdown,
    TimedOut,
)

__all__ = ["phh_text", "phh_document", "hand_logs", "PhhError", "VARIANT_CODES"]

#: PHH variant code of each structure (``PT``: see the module docstring).
VARIANT_CODES = {Structure.LIMIT: "FT", Structure.NO_LIMIT: "NT", Structure.POT_LIMIT: "PT"}
_LAST_ROUND = 3


class PhhError(ValueError):
    """A hand the PHH format cannot describe (a newcomer's post)."""


def _hands(
    events: Iterable[HoldemEvent], names: list[str | None]
) -> Iterator[tuple[tuple[HoldemEvent, ...], list[str | None]]]:
    """Each finished hand of a log with who sat where during it (``names``, per seat, is followed
    along as players sit down and leave)."""
    current: list[HoldemEvent] | None = None
    for event in events:
        if isinstance(event, SeatTaken | SeatLeft):
            names[event.seat] = event.player.name if isinstance(event, SeatTaken) else None
        elif isinstance(event, HandStarted):
            current = [event]
        elif current is not None:
            current.append(event)
            if isinstance(event, HandOver):
                yield tuple(current), list(names)
                current = None


def hand_logs(events: Iterable[HoldemEvent]) -> list[tuple[HoldemEvent, ...]]:
    """The finished hands of a log, each as its events from `HandStarted` to `HandOver`."""
    return [hand for hand, _ in _hands(events, [None] * MAX_SEATS)]


def _names(config: HoldemConfig) -> list[str | None]:
    return [seat.name if seat is not None else None for seat in config.seats]


def _cards(cards: Sequence[Card] | None) -> str:
    return "".join(str(card) for card in cards) if cards is not None else "????"


_ESCAPES = {'"': '\\"', "\\": "\\\\", "\b": "\\b", "\t": "\\t", "\n": "\\n", "\f": "\\f", "\r": "\\r"}


def _string(text: str) -> str:
    """A TOML basic string: quotes, backslashes and control characters escaped."""
    return '"' + "".join(
        _ESCAPES.get(char) or (f"\\u{ord(char):04X}" if ord(char) < 0x20 or ord(char) == 0x7F else char)
        for char in text
    ) + '"'


def _value(value: object) -> str:
    """A TOML value: integers, strings and lists of them."""
    if isinstance(value, list):
        return "[" + ", ".join(_value(item) for item in value) + "]"
    if isinstance(value, str):
        return _string(value)
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"no PHH value for {value!r}")
    return str(value)


def phh_text(
    config: HoldemConfig, events: Sequence[HoldemEvent], names: Sequence[str | None] | None = None
) -> str:
    """The PHH text of one finished hand (``events``: from its `HandStarted` to its `HandOver`).

    ``names``: the player on each seat during the hand (default: the config's).
    """
    start = events[0] if events else None
    if not isinstance(start, HandStarted) or not isinstance(events[-1], HandOver):
        raise ValueError("a hand record runs from its HandStarted to its HandOver")
    if any(isinstance(event, BlindPosted) and event.blind is Blind.POST for event in events):
        raise PhhError(f"hand {start.hand_no + 1}: a newcomer's post has no PHH notation")
    if names is None:
        names = _names(config)
    k = len(start.seats)
    first = start.seats.index(start.button) + 1
    players = [start.seats[(first + i) % k] for i in range(k)]  # p1 .. pN: left of the button first
    number = {seat: f"p{i + 1}" for i, seat in enumerate(players)}
    chips = dict(zip(start.seats, start.stacks))
    live = set(start.seats)
    showdown = next((event for event in events if isinstance(event, Showdown)), None)
    actions: list[str] = []
    holes: dict[int, tuple[Card, Card] | None] = {}
    timed_out: set[int] = set()
    shown_yet = False

    def deal_holes() -> None:
        for seat in players:
            if seat in holes:
                actions.append(f"d dh {number[seat]} {_cards(holes.pop(seat))}")

    def show_down() -> None:
        nonlocal shown_yet
        if showdown is None or shown_yet:
            return
        shown_yet = True
        actions.extend(f"{number[hand.seat]} sm {_cards(hand.hole)}" for hand in showdown.shown)
        actions.extend(f"{number[seat]} sm" for seat in showdown.mucked)

    def act(seat: int, what: str) -> None:
        note = " # timed out" if seat in timed_out else ""
        timed_out.discard(seat)
        actions.append(f"{number[seat]} {what}{note}")

    for event in events[1:]:
        if isinstance(event, HoleCards):
            holes[event.seat] = event.cards
            continue
        deal_holes()
        if isinstance(event, BlindPosted):
            chips[event.seat] -= event.amount
        elif isinstance(event, TimedOut):
            timed_out.add(event.seat)
        elif isinstance(event, Folded):
            live.discard(event.seat)
            act(event.seat, "f")
        elif isinstance(event, Checked):
            act(event.seat, "cc")
        elif isinstance(event, Called):
            chips[event.seat] -= event.amount
            act(event.seat, "cc")
        elif isinstance(event, RaisedTo):
            chips[event.seat] -= event.added
            act(event.seat, f"cbr {event.to}")
        elif isinstance(event, BetReturned):
            chips[event.seat] += event.amount
        elif isinstance(event, RoundEnded):
            with_chips = sum(1 for seat in live if chips[seat] > 0)
            if len(live) > 1 and (with_chips <= 1 or event.round_no == _LAST_ROUND):
                show_down()
        elif isinstance(event, BoardDealt):
            actions.append(f"d db {_cards(event.cards)}")
    structure = config.structure
    fields: list[tuple[str, object]] = [
        ("variant", VARIANT_CODES[structure]),
        ("antes", [0] * k),
        ("blinds_or_straddles", [start.small_blind, start.big_blind] + [0] * (k - 2)),
    ]
    if structure is Structure.LIMIT:
        fields += [("small_bet", start.big_blind), ("big_bet", 2 * start.big_blind)]
    else:
        fields.append(("min_bet", start.big_blind))
    before = dict(zip(start.seats, start.stacks))
    after = events[-1].stacks
    fields += [
        ("starting_stacks", [before[seat] for seat in players]),
        ("actions", actions),
        ("hand", start.hand_no + 1),
        ("seats", [seat + 1 for seat in players]),
        ("seat_count", len(config.seats)),
        ("players", [names[seat] or f"Seat {seat + 1}" for seat in players]),
        ("finishing_stacks", [after[seat] for seat in players]),
    ]
    lines = []
    for name, value in fields:
        if name == "actions":  # one action a line, as the spec's examples write them
            lines.append("actions = [\n" + "".join(f"  {_value(action)},\n" for action in actions) + "]")
        else:
            lines.append(f"{name} = {_value(value)}")
    return "\n".join(lines) + "\n"


def phh_document(config: HoldemConfig, events: Iterable[HoldemEvent]) -> str:
    """Every finished hand of a log in one PHH text, sections ``[1]``, ``[2]``, ... in order.

    A hand PHH cannot describe is left out with a comment line in its place.
    """
    sections: list[str] = []
    for hand, names in _hands(events, _names(config)):
        try:
            sections.append(f"[{len(sections) + 1}]\n{phh_text(config, hand, names)}")
        except PhhError as error:
            sections.append(f"# {error}: left out\n")
    return "\n".join(sections)
