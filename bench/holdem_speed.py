"""Hold'em speed: our headless hands/s per level, decision latency, and pokerkit's hands/s.

Our side plays whole hands through `HoldemGame` with the computer players
(chip conservation checked after every action). pokerkit's side plays
no-limit hands with *random* legal actions and every automation on (its
own deck, cards dealt and shown automatically), so it measures the rules
engine alone. Prints one line per measurement; the last line is
``holdem_hands_per_s=<anfaenger> pokerkit_hands_per_s=<random>``.

    /work/venv/bin/python bench/holdem_speed.py [--hands 2000] [--seats 6] [--seed 1]
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.engine.holdem import HoldemConfig, HoldemGame, HoldemPhase, TakeStack, player_for  # noqa: E402
from game.engine.holdem.simulate import play_hands  # noqa: E402
from game.engine.levels import Level  # noqa: E402
from game.legal import WARNING_TEXT  # noqa: E402


def ours(hands: int, seats: int, seed: int, level: Level) -> tuple[float, float]:
    """Hands per wall-clock second and per CPU second (the latter is steadier on a shared machine)."""
    config = HoldemConfig.computers(seats, level, big_blind=20, starting_stack=2000)
    start, cpu = time.perf_counter(), time.process_time()
    _, result = play_hands(config, hands, random.Random(seed))
    wall, cpu = time.perf_counter() - start, time.process_time() - cpu
    return result.hands / wall, result.hands / max(cpu, 1e-9)


def latencies(decisions: int, seats: int, seed: int, level: Level) -> tuple[list[float], list[float]]:
    """Wall-clock and CPU seconds of each decision, both sorted (CPU time is steadier on a shared
    machine: another process's work does not count)."""
    rng = random.Random(seed)
    game = HoldemGame(HoldemConfig.computers(seats, level), rng)
    players = {seat: player_for(level, rng) for seat in range(seats)}
    times: list[float] = []
    cpu: list[float] = []
    while len(times) < decisions:
        for seat, stack in enumerate(game.stacks):
            if stack == 0:
                game.apply(TakeStack(seat))
        game.start_hand()
        while game.phase is HoldemPhase.BETTING:
            seat = game.current
            assert seat is not None
            view, legal = game.view(seat), game.legal_actions(seat)
            assert legal is not None
            start, start_cpu = time.perf_counter(), time.process_time()
            action = players[seat].decide(view, legal)
            times.append(time.perf_counter() - start)
            cpu.append(time.process_time() - start_cpu)
            game.apply(action)
    return sorted(times), sorted(cpu)


def _quantiles(times: list[float]) -> str:
    p50 = times[len(times) // 2] * 1000
    p99 = times[min(len(times) - 1, int(len(times) * 0.99))] * 1000
    return f"p50 {p50:.2f} ms, p99 {p99:.2f} ms, max {times[-1] * 1000:.2f} ms"


def pokerkit_random(hands: int, seats: int, seed: int) -> tuple[float, float]:
    from pokerkit import Automation, Mode, NoLimitTexasHoldem

    automations = tuple(Automation)  # pokerkit deals, shows and pays by itself
    rng = random.Random(seed)
    start, cpu = time.perf_counter(), time.process_time()
    for _ in range(hands):
        state = NoLimitTexasHoldem.create_state(
            automations, True, 0, (10, 20), 20, (2000,) * seats, seats, mode=Mode.CASH_GAME
        )
        while state.status:
            choices = ["call"]
            if state.checking_or_calling_amount:
                choices.append("fold")
            if state.can_complete_bet_or_raise_to():
                choices.append("raise")
            pick = rng.choice(choices)
            if pick == "fold":
                state.fold()
            elif pick == "raise":
                low = state.min_completion_betting_or_raising_to_amount
                high = state.max_completion_betting_or_raising_to_amount
                assert low is not None and high is not None
                state.complete_bet_or_raise_to(rng.randint(low, high))
            else:
                state.check_or_call()
    wall, cpu = time.perf_counter() - start, time.process_time() - cpu
    return hands / wall, hands / max(cpu, 1e-9)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=2000)
    parser.add_argument("--seats", type=int, default=6)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--decisions", type=int, default=1000)
    args = parser.parse_args(argv)
    print(WARNING_TEXT)
    rates = {}
    for level in Level:
        hands = args.hands
        rates[level], per_cpu = ours(hands, args.seats, args.seed, level)
        print(f"holdem {level.value}: {hands} hands at {args.seats} seats: {rates[level]:,.0f} hands/s "
              f"({per_cpu:,.0f} per CPU second)")
    for level in Level:
        times, cpu = latencies(args.decisions, args.seats, args.seed, level)
        print(f"decision {level.value}: {_quantiles(times)}; CPU time {_quantiles(cpu)}")
    theirs, theirs_cpu = pokerkit_random(args.hands, args.seats, args.seed)
    print(f"pokerkit random legal actions: {args.hands} hands at {args.seats} seats: {theirs:,.0f} hands/s "
          f"({theirs_cpu:,.0f} per CPU second)")
    print(f"holdem_hands_per_s={rates[Level.ANFAENGER]:.0f} pokerkit_hands_per_s={theirs:.0f}")


if __name__ == "__main__":
    main()
