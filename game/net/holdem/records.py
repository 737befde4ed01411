"""The plain-text summary of a finished Hold'em hand (the ``text`` of a hand's record at a
sit-and-go or cash table)."""

from __future__ import annotations

from collections.abc import Sequence

from game.engine.holdem import BoardDealt, HandOver, HandStarted, Showdown

__all__ = ["hand_summary"]


def hand_summary(hand: Sequence[object], names: Sequence[str]) -> str:
    """A hand in a few plain lines: the blinds, the board, the hands shown and who won what."""
    start = hand[0]
    assert isinstance(start, HandStarted)
    lines = [
        f"Hand {start.hand_no + 1}: blinds {start.small_blind}/{start.big_blind}, "
        f"button {names[start.button]}"
    ]
    board = next((e.board for e in reversed(hand) if isinstance(e, BoardDealt)), ())
    if board:
        lines.append("Board: " + " ".join(str(card) for card in board))
    for event in hand:
        if isinstance(event, Showdown):
            lines.extend(
                f"{names[shown.seat]} shows {' '.join(map(str, shown.hole))} ({shown.name})"
                for shown in event.shown
            )
            lines.extend(f"{names[seat]} mucks" for seat in event.mucked)
    over = hand[-1]
    assert isinstance(over, HandOver)
    lines.append("Stacks: " + ", ".join(f"{names[seat]} {over.stacks[seat]}" for seat in start.seats))
    return "\n".join(lines)
