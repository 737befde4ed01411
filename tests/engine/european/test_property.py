"""Thousands of seeded random tables: chips conserved, nobody acts out of turn, no hidden card leaks,
every refusal changes nothing, and a save restored at any action is the same table."""

from __future__ import annotations

import dataclasses
import json
import random
from collections.abc import Iterator

from game.engine.cards import Card, parse_card
from game.engine.european import (
    Bet,
    CardsDealt,
    CardsExchanged,
    CardsShown,
    EuropeanAction,
    EuropeanConfig,
    EuropeanGame,
    EuropeanPhase,
    Exchange,
    Fold,
    GameOver,
    Join,
    Leave,
    RandomLegal,
    Show,
    Start,
    TakeStack,
    Timeout,
    from_dict,
    to_dict,
)

from .helpers import NAMES, check_chips

TWO = parse_card("2c")  # not in the 40 cards
GAMES_PER_TABLE = 10
TABLES = 210  # 2,100 games


def cards_in(value: object) -> Iterator[Card]:
    """Every card anywhere inside an event."""
    if isinstance(value, Card):
        yield value
    elif isinstance(value, tuple):
        for item in value:
            yield from cards_in(item)
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for field in dataclasses.fields(value):
            yield from cards_in(getattr(value, field.name))


def own_cards(raw: object, seat: int) -> set[Card]:
    """The cards of ``seat`` that an unprojected event carries (dealt, discarded, drawn)."""
    if isinstance(raw, CardsDealt):
        return set(raw.hands[seat] or ())
    if isinstance(raw, CardsExchanged) and raw.seat == seat:
        return set((raw.discarded or ()) + (raw.drawn or ()))
    return set()


class Checker:
    """Follows one table: who sat where since which event, and what has been checked."""

    def __init__(self, game: EuropeanGame) -> None:
        self.game = game
        self.since: dict[int, int] = {}
        self.checked = 0

    def after(self, action: EuropeanAction, events_before: int) -> None:
        game = self.game
        check_chips(game)
        self.check_turns()
        if isinstance(action, Join):
            # a new player: their whole stream, earlier occupants' events included
            self.since[action.seat] = events_before
            self.check_projection([action.seat], 0)
        self.check_projection([None, *range(game.config.seats)], self.checked)
        self.checked = len(game.events)

    def check_turns(self) -> None:
        """Only the seat to act has choices; any other seat's game action is refused."""
        game = self.game
        current = game.current
        for seat in range(game.config.seats):
            if seat == current:
                continue
            if game.phase is not EuropeanPhase.IDLE or seat != game.master:
                assert game.legal_actions(seat) is None
            for wrong in (Bet(seat, game.minimum), Fold(seat), Exchange(seat, ()), Show(seat)):
                assert not game.can(wrong)
        if game.running:
            assert current is not None and current in game.in_game
            assert game.legal_actions(current) is not None
        else:
            assert current is None

    def check_projection(self, seats: list[int | None], start: int) -> None:
        """A projection holds only the viewer's own cards and cards shown at the showdown."""
        game = self.game
        raw_events = game.events[start:]
        for seat in seats:
            seen = game.events_for(seat, start)
            assert len(seen) == len(raw_events)
            for number, (raw, event) in enumerate(zip(raw_events, seen), start):
                cards = set(cards_in(event))
                if isinstance(event, CardsShown) or not cards:
                    continue
                allowed: set[Card] = set()
                if seat is not None and game.names[seat] is not None and self.since[seat] <= number:
                    allowed = own_cards(raw, seat)
                assert cards <= allowed, (seat, event)


def refusals(game: EuropeanGame, rng: random.Random) -> list[EuropeanAction]:
    """Actions that must be refused now."""
    wrong: list[EuropeanAction] = [Join(game.config.seats, "Zora", 10), Start(rng.randrange(5) + 5)]
    timer = game.timer
    if timer is not None:
        wrong.append(Timeout(timer.seat, timer.number + 1))
    if game.seated:
        seat = game.seated[0]
        wrong.append(Join(rng.randrange(game.config.seats), game.names[seat] or "", 10))
        wrong.append(TakeStack(seat, -5))
    current = game.current
    if current is not None:
        hand = game.hand(current)
        wrong += [Bet(current, game.minimum - 1), Bet(current, 10**6), Exchange(current, hand[:1] + (TWO,))]
        if game.phase is not EuropeanPhase.BETTING:
            wrong.append(Fold(current))
    if game.phase is EuropeanPhase.COOLDOWN and game.master is not None:
        wrong.append(Start(game.master))
    return wrong


def next_action(game: EuropeanGame, rng: random.Random, player: RandomLegal) -> EuropeanAction:
    """A random action a server could apply now: mostly the turn, sometimes a table event."""
    seats = game.config.seats
    free = [seat for seat in range(seats) if game.names[seat] is None]
    roll = rng.random()
    if free and (roll < 0.03 or (game.phase is EuropeanPhase.IDLE and len(game.seated) < 2)):
        name = rng.choice([n for n in (*NAMES, "Fritz", "Gina") if n not in game.names])
        return Join(rng.choice(free), name, rng.choice([0, 5, 10, 60, 150, 400, 400, 1000]))
    if game.seated and roll < 0.05:
        return Leave(rng.choice(game.seated), removed=rng.random() < 0.5)
    short = [s for s in game.seated if game.stacks[s] < game.config.ante and s not in game.in_game]
    if short and roll < 0.10:
        return TakeStack(rng.choice(short), rng.choice([10, 100, 300]))
    timer = game.timer
    if timer is not None and (roll < 0.13 or game.phase is EuropeanPhase.COOLDOWN):
        return Timeout(timer.seat, timer.number)
    seat = game.master if game.phase is EuropeanPhase.IDLE else game.current
    assert seat is not None
    legal = game.legal_actions(seat)
    assert legal is not None
    return player.decide(game.view(seat), legal)


def same_table(restored: EuropeanGame, game: EuropeanGame, checkpoint_at: int) -> None:
    assert restored.state() == game.state()
    assert restored.timer == game.timer
    assert restored.events == game.events[checkpoint_at:]
    for seat in [None, *range(game.config.seats)]:
        assert restored.view(seat) == game.view(seat)


def play_table(seed: int, restore: bool = False) -> int:
    """Random play at one table until GAMES_PER_TABLE games are over; the games finished."""
    rng = random.Random(seed)
    seats = 2 + seed % 4
    game = EuropeanGame(EuropeanConfig(seats=seats), rng)
    checker = Checker(game)
    player = RandomLegal(random.Random(seed + 1))
    checkpoint_at = 0
    finished = 0
    for _ in range(20_000):
        if game.phase is EuropeanPhase.COOLDOWN and game.game_no >= GAMES_PER_TABLE:
            break
        if rng.random() < 0.1:
            before = game.state()
            for wrong in refusals(game, rng):
                assert not game.can(wrong), wrong
            assert game.state() == before
        action = next_action(game, rng, player)
        assert game.can(action), action
        if restore:
            twin_rng = random.Random()
            twin_rng.setstate(rng.getstate())
            restored = EuropeanGame.from_state(game.state(), twin_rng)
            same_table(restored, game, checkpoint_at)
            assert from_dict(json.loads(json.dumps(to_dict(game.state())))) == game.state()
        before = len(game.events)
        if isinstance(action, Start):
            checkpoint_at = before
        events = game.apply(action)
        if restore:
            assert restored.apply(action) == events
        finished += sum(1 for event in events if isinstance(event, GameOver))
        checker.after(action, before)
    assert game.game_no >= GAMES_PER_TABLE
    return finished


def test_thousands_of_random_games_conserve_chips_keep_turns_and_hide_cards():
    finished = sum(play_table(seed) for seed in range(TABLES))
    assert finished >= 2000


def test_a_save_restored_at_every_action_is_the_same_table():
    finished = sum(play_table(seed, restore=True) for seed in range(1000, 1016))
    assert finished >= 150
