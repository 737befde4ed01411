"""Hold'em's hand history as text a player can read, and its exports: a .txt file and PHH.

`holdem_history_lines` turns the hand records of a table as its screen saw
them (`HoldemTableView.history`: `game.engine.holdem.record.HandRecord`s,
which hold only the hole cards the viewer may see) into lines: a header per
finished hand (number, button, blinds, the board), the betting of each
street, each hand the screen saw with its name, and the result (pots,
mucked hands, every seat's chips won or lost) - the words of the history
screen (`game.text.holdem.words`), with the names of whoever played each
seat in that hand. `export_holdem_history` writes them with the warning on
top (`game.storage.exports.write_export`). `export_holdem_phh` writes the same hands in
the Poker Hand History format for poker tools (`game.engine.holdem.phh`,
from the events the screen's history was folded from: a hidden hole card
is ``????``), the warning on top as TOML comments. Only finished hands are
written, so nothing of a hand in progress is revealed.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from pathlib import Path
from typing import Protocol

from game.engine.hands import HOLDEM, best_hand
from game.engine.holdem import HoldemConfig, Street
from game.engine.holdem.record import HandRecord
from game.legal import WARNING_LINES
from game.storage.exports import write_export, write_text_export
from game.text import Translator, describe_hand
from game.text.holdem.words import chips, format_name, result_words, street_words, structure_name

from ..history import format_cards_as

__all__ = ["HoldemHistorySource", "holdem_history_lines", "export_holdem_history", "export_holdem_phh"]


class HoldemHistorySource(Protocol):
    """What the exports read of a table (a `game.session.HoldemTableView` is one)."""

    @property
    def config(self) -> HoldemConfig: ...
    @property
    def history(self) -> tuple[HandRecord, ...]: ...
    def phh(self) -> str:
        """The finished hands the history shows, as one PHH text."""
        ...


def _hand_lines(record: HandRecord, t: Translator) -> list[str]:
    small, big = record.blinds
    head = t(
        "holdem.history.hand",
        n=record.hand_no + 1,
        name=record.name(record.button),
        small=chips(small, t),
        big=chips(big, t),
    )
    if record.board:
        head += " · " + format_cards_as(record.board, "symbols", t.language)
    lines = [head]
    lines += ["  " + street_words(record, street, t) for street in Street if any(
        line.street is street for line in record.lines
    )]
    for seat in record.seats:
        hole = record.hole(seat)
        if hole is None:
            continue
        cards = f"  {record.name(seat)}: {format_cards_as(hole, 'symbols', t.language)}"
        if len(record.board) >= 3:
            cards += f" ({describe_hand(best_hand((*hole, *record.board), HOLDEM), t)})"
        lines.append(cards)
    pots, nets = result_words(record, t)
    lines += [f"  {pots}", f"  {nets}"]
    return lines


def holdem_history_lines(records: Sequence[HandRecord], language: str = "de") -> list[str]:
    """Readable lines for every finished hand, oldest first (the hand's details indented)."""
    t = Translator(language)
    lines = [line for record in records if record.finished for line in _hand_lines(record, t)]
    return lines or [t("holdem.history.empty")]


def _heading(config: HoldemConfig, t: Translator, now: datetime | None) -> list[str]:
    small, big = config.blinds
    structure = structure_name(config.structure, t)
    setup = t("holdem.blinds", structure=structure, small=chips(small, t), big=chips(big, t))
    return [
        f"{t('holdem.history.title')} - Texas Hold'em",
        f"{setup} · {format_name(config.table_format, t)}",
        (now or datetime.now()).strftime("%Y-%m-%d %H:%M"),
    ]


def export_holdem_history(
    table: HoldemHistorySource, path: Path | str, language: str = "de", now: datetime | None = None
) -> Path:
    """Write the hand history as a UTF-8 text file (atomically), the warning on top; returns the path."""
    t = Translator(language)
    return write_export(path, _heading(table.config, t, now), holdem_history_lines(table.history, language))


def export_holdem_phh(table: HoldemHistorySource, path: Path | str) -> Path:
    """Write the finished hands as PHH (TOML, UTF-8, atomically), the warning on top as comments;
    a path without ``.phhs`` gets it. Returns the path."""
    comments = "".join(f"# {line}\n" for line in WARNING_LINES)
    return write_text_export(path, comments + "\n" + table.phh(), ".phhs")
