"""The Duell's deal history as text a player can read, and its export as a .txt file.

`duell_history_lines` turns the deal records of a match (as the person saw
them, `game.engine.duell.DealRecord`) into lines: a header per deal (who
spoke first, a pot carried in), one line per seat (the cards as dealt and
after the exchange with their names, how many were exchanged, the chips won
or lost and after the deal - the computer's cards only if a showdown showed
them), the betting of both rounds, and how the deal ended, in the words of
the table (`game.text.duell.words`). `export_duell_history` writes them with
the warning on top to a UTF-8 file atomically. Only finished deals are
listed, so nothing of a deal in progress is revealed.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from pathlib import Path
from typing import Protocol

from game.engine.duell import DealRecord, DuellConfig
from game.storage.exports import write_export
from game.text import Translator, describe_hand
from game.text.duell.words import deal_result, names_of, rated, say, showdown_reason

from ..history import format_cards_as

__all__ = ["DuellHistorySource", "duell_history_lines", "export_duell_history"]


class DuellHistorySource(Protocol):
    """What the export reads of a match (a `game.session.DuellTableView` is one)."""

    @property
    def config(self) -> DuellConfig: ...
    @property
    def history(self) -> tuple[DealRecord, ...]: ...
    @property
    def is_over(self) -> bool: ...
    @property
    def winner(self) -> int | None: ...
    @property
    def opponent(self) -> str | None:
        """The other seat's name where a person plays it (a network table); None: the computer."""
        ...


def _seat_line(record: DealRecord, seat: int, name: str, deck: int, t: Translator) -> str:
    language = t.language
    parts = [f"{name}:"]
    dealt, final = record.dealt[seat], record.final[seat]
    if dealt is not None:
        parts.append(
            f"{format_cards_as(dealt, 'symbols', language)} ({describe_hand(rated(dealt, deck), t)})"
        )
    else:
        parts.append(t("duell.history.hidden"))
    count = record.exchanged[seat]
    if count is not None:
        parts.append("- " + (t("history.exchanges", n=count) if count else t("history.keeps")))
    if final is not None and (dealt is not None or record.showdown is not None):
        parts.append(
            f"-> {format_cards_as(final, 'symbols', language)} ({describe_hand(rated(final, deck), t)})"
        )
    parts.append(f"| {record.net(seat):+d} -> {record.stacks_after[seat]}")
    return "  " + " ".join(parts)


def duell_history_lines(
    config: DuellConfig,
    records: Sequence[DealRecord],
    winner: int | None,
    over: bool,
    language: str = "de",
    opponent: str | None = None,
) -> list[str]:
    """Readable lines for every finished deal, oldest first (the deal's details indented); the other
    seat is ``opponent`` where a person plays it (a network table), else the computer."""
    t = Translator(language)
    names = names_of(config.name, t, opponent)
    lines: list[str] = []
    for record in records:
        if not record.finished:
            continue
        head = [t("duell.history.deal", n=record.deal_no), t("duell.history.first", name=names[record.first])]
        if record.carried_in:
            head.append(t("duell.history.carried", n=record.carried_in))
        lines.append(" · ".join(head))
        for seat in (record.first, 1 - record.first):
            lines.append(_seat_line(record, seat, names[seat], config.deck, t))
        for round_no, key in ((0, "duell.history.before"), (1, "duell.history.after")):
            said = [say(line, record.first, names, t) for line in record.bets if line.round_no == round_no]
            lines.append(f"  {t(key)}: " + (", ".join(said) if said else t("duell.history.no_bets")))
        ending = [deal_result(record, names, t)]
        if record.showdown is not None:
            ending.insert(0, showdown_reason(record.showdown, config.deck, t))
        lines.append("  " + " - ".join(ending))
    if not lines:
        lines.append(t("duell.history.empty"))
    if over:
        lines.append(
            t("duell.over.winner", name=names[winner]) if winner is not None else t("duell.over.draw")
        )
    return lines


def export_duell_history(
    table: DuellHistorySource, path: Path | str, language: str = "de", now: datetime | None = None
) -> Path:
    """Write the deal history as a UTF-8 text file (atomically), the warning on top; returns the path."""
    t = Translator(language)
    config = table.config
    opponent = table.opponent
    if opponent is None:
        subtitle = t(
            "duell.history.subtitle",
            name=config.name,
            level=t(f"level.{config.level.value}"),
            deck=config.deck,
            stack=config.stack,
        )
    else:  # a person across a network table: named, no level
        subtitle = t(
            "duell.history.subtitle_person",
            name=config.name,
            opponent=opponent,
            deck=config.deck,
            stack=config.stack,
        )
    when = (now or datetime.now()).strftime("%Y-%m-%d %H:%M")
    body = duell_history_lines(config, table.history, table.winner, table.is_over, language, opponent)
    return write_export(path, [t("duell.history.title"), subtitle, when], body)
