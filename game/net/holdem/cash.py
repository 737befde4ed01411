"""Texas Hold'em cash table at the server: the `RunningGame` of a table played hand after hand.

One game of the table is one **session**: it starts when two people sit at
the table and ends when nobody is seated any more (docs/network.md, "Texas
Hold'em cash tables"). Its game seats are the table's seats, one for one.

- **Stakes** (chosen when the table is opened, listed in the lobby):
  ``structure``, ``seats``, ``big_blind`` (the small blind is half of it)
  and the ``min_buy_in`` / ``max_buy_in`` of play chips.
- **Chips, one hand at a time:** the stacks live at the table, the chips in
  the player's balance. When a hand starts, every player dealt in stakes
  their whole stack into the session's pot (a ledger stake); when it ends,
  every one of them is paid their final stack. The pot is empty between
  hands, so a session left open by a killed server is settled by the
  ledger's rule - every chip staked since the pot was last empty goes back -
  which returns exactly each stack as it was when the running hand began
  (the hand's bets included). A buy-in or top-up is checked against the
  balance and then stays there until a hand stakes it; standing up, leaving
  or losing the seat returns nothing because nothing left the balance.
- **Seating** (the engine's `seating`): a newcomer waits for the big blind
  or posts one to play at once; the button never moves onto a newcomer; the
  first to sit at a new table gets the first button. Sitting down, standing
  up and sitting out during a hand take effect when the hand is over (a
  player who stands up or leaves during a hand folds on their turn).
- **Sitting out** (``{"kind": "sit_out"}``): the seat and stack are kept,
  no blinds are posted and none are owed; coming back (``sit_in``) is like
  sitting down: wait for the big blind or post one (``post``). A newcomer
  waiting for the big blind may change their mind: ``sit_in`` with ``post``
  true deals them in at the next hand for a big blind (asked during a hand:
  at its end; dealt in meanwhile by their own big blind: nothing to post). A seat
  sitting out (or without chips) for `AWAY_ORBITS` orbits - every hand dealt
  meanwhile counts one share of an orbit, 1 / players dealt in - is freed
  and its person stands up.
- **Top-up** (``{"kind": "top_up", "chips": n}``) between hands (during a
  hand: at its end): up to the maximum buy-in, from the balance.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from fractions import Fraction

from game.engine.deck import RandomSource
from game.engine.errors import IllegalActionError
from game.engine.holdem import (
    Fold,
    HandOver,
    HandStarted,
    HoldemConfig,
    HoldemEvent,
    HoldemGame,
    HoldemPhase,
    HoldemSeat,
    SeatLeft,
    SeatTaken,
    SitDown,
    StandUp,
    Structure,
    TableFormat,
    TakeStack,
    Timeout,
)
from game.engine.holdem.actions import HoldemAction
from game.engine.holdem.phh import PhhError, hand_logs, phh_text

from ..protocol import JsonObject, JsonValue, WireError
from ..variant import ChipMove, ChipPayout, ChipStake, Outcome
from .records import hand_summary
from .wire import bet_from_json, legal_to_json, record_to_json

__all__ = ["AWAY_ORBITS", "SNAPSHOT_HANDS", "CashTableGame", "CashSeat"]

#: Orbits a seat may sit out (or sit without chips) before it is freed and its stack returned.
AWAY_ORBITS = 3
#: Finished hands a `game` snapshot holds at a cash table (older ones: the `hands` download).
SNAPSHOT_HANDS = 20
_BETS = ("fold", "check", "call", "raise")


class CashSeat:
    """A person at the session: name, account holder, and what they asked for."""

    __slots__ = ("name", "holder", "since")

    def __init__(self, name: str, holder: str, since: int) -> None:
        self.name = name
        self.holder = holder
        #: The event number from which this person owns the seat (older events belong to others).
        self.since = since


@dataclass(frozen=True, slots=True)
class _PostNow:
    """A newcomer waiting for the big blind posts one after all (carried out between hands)."""

    seat: int


@dataclass(slots=True)
class _Ownership:
    """``holder`` owned ``seat`` from event ``since`` to event ``until`` (None: it still does)."""

    seat: int
    holder: str
    since: int
    until: int | None = None


class CashTableGame:
    """One cash session at a network table (a `RunningGame`; see the module docstring)."""

    cash = True
    away_orbits = AWAY_ORBITS

    def __init__(
        self,
        seats: int,
        people: Mapping[int, tuple[str, str, int]],
        options: JsonObject,
        rng: RandomSource,
        button: int,
        balance: Callable[[str], int],
    ) -> None:
        """``people``: table seat -> (name, account holder, buy-in) of the first two or more to sit;
        ``button``: the first to sit; ``balance``: an account holder's play chips now."""
        self._min = int(str(options["min_buy_in"]))
        self._max = int(str(options["max_buy_in"]))
        self._balance = balance
        config = HoldemConfig(
            tuple(HoldemSeat(people[seat][0], True) if seat in people else None for seat in range(seats)),
            structure=Structure(str(options["structure"])),
            big_blind=int(str(options["big_blind"])),
            starting_stack=self._max,
            table_format=TableFormat.CASH,
        )
        stacks = [people[seat][2] if seat in people else 0 for seat in range(seats)]
        self._game = HoldemGame(config, rng, first_button=button, stacks=stacks)
        self._people: dict[int, CashSeat] = {
            seat: CashSeat(name, holder, 0) for seat, (name, holder, _) in people.items()
        }
        #: Who owned which seat when: (seat, holder, first event, end or None while seated).
        self._owners = [_Ownership(seat, person.holder, 0) for seat, person in self._people.items()]
        self._pending: dict[int, list[HoldemAction | _PostNow]] = {}  # seat -> what waits for the hand's end
        self._leaving: set[int] = set()  # stood up or left during a hand: folds, freed at its end
        self._away: dict[int, int] = {}  # seat -> the stack it keeps while sitting out
        self._missed: dict[int, Fraction] = {}  # seat -> orbits missed sitting out (or without chips)
        self._freed: list[int] = []  # seats freed after too many orbits away (the table stands them up)
        self._names: list[str | None] = [people[s][0] if s in people else None for s in range(seats)]
        self._hands: list[tuple[int, int, tuple[str | None, ...]]] = []  # (first, end, names) per hand
        self._hand_start: tuple[int, tuple[str | None, ...]] | None = None
        self._scanned = 0
        self._scan_seated: list[str | None] = list(self._names)  # who sat where, as far as scanned
        self._public_cache: tuple[tuple[int, int], JsonObject] | None = None
        self._last_start = 0  # the event number of the last hand's start
        self._changes = 0  # seat changes asked for (the public view changes without an event)

    # ------------------------------------------------------------------ reading

    @property
    def game(self) -> HoldemGame:
        """The engine's game (tests and the server's own checks; clients get projections)."""
        return self._game

    @property
    def event_count(self) -> int:
        return len(self._game.events)

    @property
    def current(self) -> int | None:
        return self._game.current if self._game.phase is HoldemPhase.BETTING else None

    @property
    def round_over(self) -> bool:
        return self._game.phase is HoldemPhase.BETWEEN_HANDS and not self.is_over

    @property
    def is_over(self) -> bool:
        """The session ends between hands once nobody is seated."""
        return self._game.phase is HoldemPhase.BETWEEN_HANDS and not self._people

    @property
    def waiting_for_players(self) -> bool:
        """Between hands, and the next hand would not find two players."""
        return self._game.phase is HoldemPhase.BETWEEN_HANDS and not self._game.can_start_hand()

    def in_game(self, seat: int) -> bool:
        return seat in self._people and seat not in self._leaving

    def seat_free(self, seat: int) -> bool:
        """Whether a newcomer may take ``seat`` now (a seat left during a hand frees at its end)."""
        return seat not in self._people and self._game.seated[seat] is None

    def stack(self, seat: int) -> int:
        """The chips of ``seat`` at the table (kept while sitting out)."""
        pending = 0
        for action in self._pending.get(seat, ()):
            if isinstance(action, TakeStack):
                pending += action.amount or 0
            elif isinstance(action, SitDown) and seat not in self._away:
                pending += action.stack or 0
        return self._away.get(seat, self._game.stacks[seat]) + pending

    def take_freed(self) -> list[int]:
        """The seats freed after too many orbits away since the last look (the table stands them up)."""
        freed, self._freed = self._freed, []
        return freed

    # ------------------------------------------------------------------ seating

    def sit(self, seat: int, name: str, holder: str, buy_in: int, post: bool) -> None:
        """A person sits down on the free ``seat`` with ``buy_in`` chips (checked by the caller)."""
        if not self.seat_free(seat):
            raise IllegalActionError(f"seat {seat} is not free yet")
        self._changes += 1
        self._people[seat] = CashSeat(name, holder, self.event_count)
        self._owners.append(_Ownership(seat, holder, self.event_count))
        self._names[seat] = name
        self._queue(seat, SitDown(seat, HoldemSeat(name, True), post, buy_in))

    def remove(self, seat: int) -> None:
        """The person of ``seat`` stood up, left or lost the seat: folds on its turn, freed at the
        hand's end (at once between hands); the stack stays in the balance, where it always was."""
        if seat not in self._people:
            return
        self._changes += 1
        self._leaving.add(seat)
        self._pending.pop(seat, None)
        self._flush()

    def _queue(self, seat: int, action: HoldemAction | _PostNow) -> None:
        self._pending.setdefault(seat, []).append(action)
        self._flush()

    def _flush(self) -> None:
        """Between hands: carry out the seat changes asked for during the hand."""
        game = self._game
        if game.phase is not HoldemPhase.BETWEEN_HANDS:
            return
        for seat in sorted(self._leaving):
            if game.seated[seat] is not None:
                game.apply(StandUp(seat))
            for owner in self._owners:
                if owner.seat == seat and owner.until is None:
                    owner.until = self.event_count
            self._people.pop(seat, None)
            self._away.pop(seat, None)
            self._missed.pop(seat, None)
            self._names[seat] = None
        self._leaving.clear()
        pending, self._pending = self._pending, {}
        for actions in pending.values():
            for action in actions:
                self._apply_seating(action)

    def _apply_seating(self, action: HoldemAction | _PostNow) -> None:
        game = self._game
        if isinstance(action, _PostNow):  # still waiting for the big blind: posts one after all
            player = game.seated[action.seat]
            if player is not None and game.newcomers.get(action.seat) is False:
                stack = game.stacks[action.seat]  # the same chips: the seat is taken anew, posting
                game.apply(StandUp(action.seat))
                game.apply(SitDown(action.seat, player, True, stack))
            return
        if isinstance(action, StandUp):  # sitting out: the stack is kept aside
            stack = game.stacks[action.seat]
            if game.seated[action.seat] is not None:
                game.apply(action)
                self._away[action.seat] = stack
            return
        if isinstance(action, SitDown) and action.seat in self._away:  # back from sitting out
            stack = self._away.pop(action.seat)
            self._missed.pop(action.seat, None)
            game.apply(SitDown(action.seat, action.player, action.post, stack))
            return
        if isinstance(action, TakeStack) and action.seat in self._away:
            self._away[action.seat] += action.amount or 0
            return
        game.apply(action)
        if isinstance(action, TakeStack):
            self._missed.pop(action.seat, None)

    # ------------------------------------------------------------------ moves

    def act(self, seat: int, action: JsonObject) -> None:
        self._changes += 1
        kind = action.get("kind")
        if kind in _BETS:
            self._game.apply(bet_from_json(seat, action))
            self._flush()
            return
        if seat not in self._people or seat in self._leaving:
            raise IllegalActionError("you do not sit at this table")
        if kind == "sit_out":
            _only(action, {"kind"})
            if seat in self._away or any(isinstance(a, StandUp) for a in self._pending.get(seat, ())):
                raise IllegalActionError("you sit out already")
            if self._game.seated[seat] is None:  # sat down during the hand: stay away with the buy-in
                self._away[seat] = self.stack(seat)
                self._pending.pop(seat, None)
                return
            self._queue(seat, StandUp(seat))
        elif kind == "sit_in":
            _only(action, {"kind", "post"})
            post = action.get("post", False)
            if not isinstance(post, bool):
                raise WireError("sit_in: post is true or false")
            pending = self._pending.get(seat, [])
            if any(isinstance(a, StandUp) for a in pending):  # asked during the hand: never mind
                self._pending[seat] = [a for a in pending if not isinstance(a, StandUp)]
                return
            if seat not in self._away:
                if self._post_now(seat, post):
                    return
                raise IllegalActionError("you do not sit out")
            if self.stack(seat) < 1:
                raise IllegalActionError("top up before you come back: you have no chips")
            self._queue(seat, SitDown(seat, HoldemSeat(self._people[seat].name, True), post))
        elif kind == "top_up":
            _only(action, {"kind", "chips"})
            chips = action.get("chips")
            if isinstance(chips, bool) or not isinstance(chips, int) or chips < 1:
                raise WireError("top_up: chips is a whole number of at least 1")
            stack = self.stack(seat)
            if stack + chips > self._max:
                raise IllegalActionError(
                    f"the maximum buy-in is {self._max}: at most {self._max - stack} more"
                )
            if stack + chips < self._min:
                raise IllegalActionError(f"the minimum buy-in is {self._min}: at least {self._min - stack}")
            free = self._balance(self._people[seat].holder) - stack + self._staked(seat)
            if chips > free:
                raise IllegalActionError(f"your balance holds {max(free, 0)} more chips, not {chips}")
            self._queue(seat, TakeStack(seat, chips))
        else:
            raise WireError(f"not a Hold'em cash table move: {str(kind)[:20]!r}")

    def _waits(self, seat: int) -> bool:
        """``seat``'s person waits for the big blind (or will, once the running hand is over)."""
        pending = self._pending.get(seat, [])
        if any(isinstance(a, SitDown) and not a.post for a in pending):
            return not any(isinstance(a, _PostNow) for a in pending)
        return self._game.newcomers.get(seat) is False and not any(isinstance(a, _PostNow) for a in pending)

    def _post_now(self, seat: int, post: bool) -> bool:
        """A newcomer waiting for the big blind asked to come in now (``post``): they post one at
        the next hand (True). False: they do not wait for it (they play, or post already)."""
        if not self._waits(seat):
            pending = self._pending.get(seat, [])
            if self._game.newcomers.get(seat) or any(
                isinstance(a, _PostNow) or (isinstance(a, SitDown) and a.post) for a in pending
            ):
                raise IllegalActionError("you post a big blind at the next hand already")
            return False
        if not post:
            raise IllegalActionError("you wait for the big blind already")
        pending = self._pending.get(seat, [])
        for index, action in enumerate(pending):
            if isinstance(action, SitDown) and not action.post:  # sat down during the hand
                pending[index] = replace(action, post=True)
                return True
        self._queue(seat, _PostNow(seat))
        return True

    def act_timeout(self, seat: int) -> None:
        self._game.apply(Timeout(seat))
        self._flush()

    def act_computer(self, seat: int) -> None:
        """A seat whose person stood up or left folds (the table calls it on that seat's turn)."""
        self._game.apply(Fold(seat) if seat in self._leaving else Timeout(seat))
        self._flush()

    def next_round(self) -> None:
        """The next hand, if two players are there for it (else the table waits)."""
        self._flush()
        game = self._game
        if game.can_start_hand():
            mark = self.event_count
            self._last_start = mark
            game.start_hand()
            start = game.events[mark]
            assert isinstance(start, HandStarted)
            self._count_orbits(len(start.seats))

    def _count_orbits(self, dealt: int) -> None:
        game = self._game
        for seat in list(self._people):
            if seat in self._leaving or (seat not in self._away and game.stacks[seat] > 0):
                continue  # playing, or a newcomer waiting for the big blind
            missed = self._missed.get(seat, Fraction(0)) + Fraction(1, dealt)
            self._missed[seat] = missed
            if missed >= AWAY_ORBITS:
                self._missed.pop(seat)
                self._freed.append(seat)

    # ------------------------------------------------------------------ projections

    def _owns(self, seat: int | None, index: int) -> bool:
        """Whether ``seat``'s current person owned the seat at event ``index``."""
        person = None if seat is None else self._people.get(seat)
        return person is not None and index >= person.since

    def events_json(self, seat: int | None, after: int) -> list[JsonObject]:
        game = self._game
        since = self._people[seat].since if seat is not None and seat in self._people else self.event_count
        if after >= since:
            return [record_to_json(event) for event in game.events_for(seat, after)]
        foreign = game.events_for(None, after)[: max(0, since - after)]  # before the person sat
        own = game.events_for(seat, since) if seat is not None else ()
        return [record_to_json(event) for event in (*foreign, *own)]

    def _public(self) -> JsonObject:
        game = self._game
        count = (self.event_count, self._changes)
        if self._public_cache is None or self._public_cache[0] != count:
            small, big = game.config.blinds
            stacks: list[JsonValue] = [self.stack(seat) for seat in range(len(self._names))]
            away: list[JsonValue] = [*sorted(self._away)]
            waiting: list[JsonValue] = [*sorted(s for s in game.newcomers if self._waits(s))]
            self._public_cache = (
                count,
                {
                    "names": list(self._names),
                    "structure": game.config.structure.value,
                    "hand": game.hand_no,
                    "phase": game.phase.value,
                    "button": game.button,
                    "board": [str(card) for card in game.board],
                    "street": game.street.value,
                    "stacks": stacks,
                    "bets": list(game.bets),
                    "pot": game.pot_total,
                    "live": list(game.live_seats),
                    "current": self.current,
                    "blinds": [small, big],
                    "next_level_at": None,
                    "places": {},
                    "buy_in": None,
                    "prizes": [],
                    "cash": {
                        "min_buy_in": self._min,
                        "max_buy_in": self._max,
                        "away": away,
                        "waiting": waiting,
                    },
                },
            )
        return self._public_cache[1]

    def view_json(self, seat: int | None) -> JsonObject:
        game = self._game
        own: JsonObject = {"seat": seat, "hole": None, "legal": None}
        if seat is not None and self._owns(seat, self._last_start):  # not the seat's last owner's
            hole = game.hole_cards(seat)
            own["hole"] = None if hole is None else [str(card) for card in hole]
            own["legal"] = legal_to_json(game.legal_actions(seat))
        return {**self._public(), **own}

    def _scan(self) -> None:
        """Note the hands finished since the last look, with who sat where during each."""
        events = self._game.events
        seated = self._scan_seated
        for index in range(self._scanned, len(events)):
            event = events[index]
            if isinstance(event, SeatTaken):
                seated[event.seat] = event.player.name
            elif isinstance(event, SeatLeft):
                seated[event.seat] = None
            elif isinstance(event, HandStarted):
                self._hand_start = (index, tuple(seated))
            elif isinstance(event, HandOver) and self._hand_start is not None:
                first, names = self._hand_start
                self._hands.append((first, index + 1, names))
                self._hand_start = None
        self._scanned = len(events)

    @property
    def history_len(self) -> int:
        self._scan()
        return len(self._hands)

    def hand_log(self, number: int) -> tuple[list[HoldemEvent], dict[int, str]]:
        """Finished hand ``number``'s engine events (the whole truth: the server's statistics,
        `game.net.stats`) and the ledger holder of each seat during it."""
        self._scan()
        first, end, _ = self._hands[number]
        holders = {
            owner.seat: owner.holder
            for owner in self._owners
            if owner.since <= first and (owner.until is None or owner.until > first)
        }
        return list(self._game.events[first:end]), holders

    def history_json(self, seat: int | None, start: int) -> list[JsonObject]:
        self._scan()
        first = max(start, len(self._hands) - SNAPSHOT_HANDS) if start == 0 else start
        records: list[JsonObject] = []
        for number in range(first, len(self._hands)):
            records.append(self._record(seat if self._owns(seat, self._hands[number][0]) else None, number))
        return records

    def history_page(self, seat: int | None, start: int, count: int | None) -> tuple[list[JsonObject], int]:
        """The seat's current person's finished hands from number ``start`` on (at most ``count``),
        and the number after the last hand looked at."""
        holder = None if seat is None or seat not in self._people else self._people[seat].holder
        return self.hands_of(holder, start, count)

    def hands_of(self, holder: str | None, start: int, count: int | None) -> tuple[list[JsonObject], int]:
        """The finished hands the account ``holder`` played here from number ``start`` on (at most
        ``count``; also after it left its seat), as it may see them, and the number after the last
        hand looked at."""
        self._scan()
        records: list[JsonObject] = []
        number = start
        while holder is not None and number < len(self._hands) and (count is None or len(records) < count):
            first, end, _ = self._hands[number]
            seat = next(
                (
                    owner.seat
                    for owner in self._owners
                    if owner.holder == holder and owner.since <= first and (owner.until or end) >= end
                ),
                None,
            )
            if seat is not None:
                records.append(self._record(seat, number))
            number += 1
        return records, number

    def _record(self, seat: int | None, number: int) -> JsonObject:
        first, end, names = self._hands[number]
        game = self._game
        (hand,) = hand_logs(game.events_for(seat, first)[: end - first])
        labels = [name or f"Seat {index + 1}" for index, name in enumerate(names)]
        try:
            phh = phh_text(game.config, hand, list(names))
        except PhhError as error:  # a newcomer's post: PHH has no notation for it yet
            phh = f"# {error}\n"
        return {"hand": number + 1, "phh": phh, "text": hand_summary(hand, labels)}

    # ------------------------------------------------------------------ chips

    def chip_moves(self, after: int) -> list[ChipMove]:
        """Each hand stakes the stacks dealt in and pays the final stacks: the pot empties every hand."""
        moves: list[ChipMove] = []
        dealt: tuple[int, ...] = ()
        events = self._game.events
        for event in events[after:]:
            if isinstance(event, HandStarted):
                dealt = event.seats
                moves.extend(ChipStake(seat, stack, "hand") for seat, stack in zip(event.seats, event.stacks))
            elif isinstance(event, HandOver):
                seats = dealt or self._dealt_before(after)
                moves.extend(
                    ChipPayout(seat, event.stacks[seat], "stack") for seat in seats if event.stacks[seat]
                )
        return moves

    def _staked(self, seat: int) -> int:
        """What of ``seat``'s stack the balance does not hold now: a seat dealt into the running
        hand staked its whole stack when the hand began (the hand's end pays the final stack back),
        so its chips at the table now are out of the balance; 0 between hands or when not dealt in."""
        game = self._game
        if game.phase is not HoldemPhase.BETTING or seat in self._away:
            return 0
        started = next((e for e in reversed(game.events) if isinstance(e, HandStarted)), None)
        return game.stacks[seat] if started is not None and seat in started.seats else 0

    def _dealt_before(self, index: int) -> tuple[int, ...]:
        for event in reversed(self._game.events[:index]):
            if isinstance(event, HandStarted):
                return event.seats
        return ()

    def outcome(self) -> Outcome:
        return Outcome((), None)


def _only(action: Mapping[str, object], keys: set[str]) -> None:
    surplus = sorted(set(action) - keys)
    if surplus:
        raise WireError(f"{action.get('kind')}: no field {surplus[0]!r}")
