"""The round history as text a player can read: every hand before and after the exchange.

`history_lines` turns `Game.history` (one `RoundRecord` per finished round)
into lines for the Verlauf panel: a header per round (dealer, turn order),
two lines per seat (the cards as dealt with their rating and what was
exchanged; the cards after with their rating, the token change and count,
leaving the game), and the verdict
("Gleichstand - keine Wertung" when all are equal). German or English from
the small catalogue below; screens that name hands their own way pass
`describe`. `export_history` writes the same lines (with the warning on top)
to a UTF-8 .txt file atomically (`game.storage.exports.write_export`, how
every game's history export is written). Only finished rounds are listed, so nothing
of a round in progress is revealed.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import datetime
from pathlib import Path
from typing import Protocol

from game.engine import Card, GameConfig, HandValue, Mode, RoundRecord, RuleSet, evaluate
from game.engine.token.scoring import place_for_leavers
from game.storage.exports import write_export
from game.text import CATALOGUES, rank_letter

__all__ = [
    "HISTORY_STRINGS",
    "HistorySource",
    "describe_value",
    "export_history",
    "format_cards_as",
    "history_lines",
]


class HistorySource(Protocol):
    """What the history text reads of a game: a `Game`, or the table view a screen holds."""

    @property
    def config(self) -> GameConfig: ...

    @property
    def history(self) -> Sequence[RoundRecord]: ...

    @property
    def winner(self) -> int | None: ...

    @property
    def loser(self) -> int | None: ...


HISTORY_STRINGS: dict[str, dict[str, str]] = {
    "de": {
        "title": "Verlauf: {players} - {mode}, T = {target}, Regeln: {rules}",
        "exported": "Exportiert am {when}",
        "empty": "Noch keine Runde gespielt.",
        "round": "Runde {round} - Geber: {dealer} - Reihenfolge: {order}",
        "keeps": "behält alle",
        "unseen": "gegeben: nicht zu sehen",
        "exchanges": "tauscht {n} ({cards})",
        "tokens": "Marken: {before} -> {after} ({delta})",
        "tokens_same": "Marken: {after}",
        "out": "scheidet aus, Platz {place}",
        "finished": "ist fertig, Platz {place}",
        "all_equal": "Gleichstand - keine Wertung",
        "verdict": "Beste Hand: {best}. Schwächste Hand: {worst}.",
        "winner": "Spielende: {name} gewinnt.",
        "loser": "Spielende: {name} verliert.",
        "mode.absteigend": "absteigend",
        "mode.aufsteigend": "aufsteigend",
        "rules.original": "Original",
        "rules.standard": "Standard",
    },
    "en": {
        "title": "History: {players} - {mode}, T = {target}, rules: {rules}",
        "exported": "Exported on {when}",
        "empty": "No round played yet.",
        "round": "Round {round} - dealer: {dealer} - order: {order}",
        "keeps": "keeps all",
        "unseen": "dealt: not to be seen",
        "exchanges": "exchanges {n} ({cards})",
        "tokens": "tokens: {before} -> {after} ({delta})",
        "tokens_same": "tokens: {after}",
        "out": "is out, place {place}",
        "finished": "is finished, place {place}",
        "all_equal": "All equal - no tokens change",
        "verdict": "Best hand: {best}. Worst hand: {worst}.",
        "winner": "Game over: {name} wins.",
        "loser": "Game over: {name} loses.",
        "mode.absteigend": "descending",
        "mode.aufsteigend": "ascending",
        "rules.original": "Original",
        "rules.standard": "Standard",
    },
}

_SUIT_SYMBOLS = {"d": "♦", "s": "♠", "h": "♥", "c": "♣"}

Describe = Callable[[HandValue], str]


def _t(language: str, key: str, **fmt: object) -> str:
    # Hand and value names (cat.N, rank.N) come from the game's one catalogue.
    own = HISTORY_STRINGS.get(language, HISTORY_STRINGS["de"])
    shared = CATALOGUES.get(language, CATALOGUES["de"])
    text = own.get(key) or shared.get(key) or HISTORY_STRINGS["de"].get(key, key)
    return text.format(**fmt) if fmt else text


def format_cards_as(cards: Sequence[Card], style: str = "code", language: str = "de") -> str:
    """Cards as 'Th Kd' (style 'code', any font) or '10♥ K♦' ('symbols', for text files).

    'symbols' prints the index letters of the cards on screen in ``language``
    (German B/D/K/A, English J/Q/K/A); 'code' is the language-neutral card code.
    """
    if style == "symbols":
        if language not in CATALOGUES:
            language = "de"
        return " ".join(rank_letter(card.rank, language) + _SUIT_SYMBOLS[card.suit.value] for card in cards)
    return " ".join(str(card) for card in cards)


def describe_value(value: HandValue, language: str = "de") -> str:
    """A rating as 'Zwei Paare (König)' / 'Two pair (King)'; Royal Flush without a value."""
    name = _t(language, f"cat.{int(value.category)}")
    if value.category == 9:
        return name
    rank = int(value.deciding_rank)
    rank_text = _t(language, f"rank.{rank}") if rank > 10 else str(rank)
    return f"{name} ({rank_text})"


def _signed(delta: int) -> str:
    return f"{delta:+d}"


def history_lines(
    game: HistorySource,
    language: str = "de",
    card_style: str = "code",
    describe: Describe | None = None,
) -> list[str]:
    """Readable lines for every finished round of `game`, oldest first (seat lines indented)."""
    config = game.config
    names = [seat.name for seat in config.seats]
    rate = describe or (lambda value: describe_value(value, language))
    tokens = [config.tokens if config.mode is Mode.DESCENDING else 0] * len(names)
    if not game.history:
        return [_t(language, "empty")]
    lines: list[str] = []
    for record in game.history:
        lines.extend(
            _round_lines(
                record, names, tokens, config.mode, config.rules, language, card_style, rate
            )
        )
        for seat, delta in record.result.deltas.items():
            tokens[seat] += delta
    if game.winner is not None:
        lines.append(_t(language, "winner", name=names[game.winner]))
    if game.loser is not None:
        lines.append(_t(language, "loser", name=names[game.loser]))
    return lines


def _round_lines(
    record: RoundRecord,
    names: Sequence[str],
    tokens_before: Sequence[int],
    mode: Mode,
    rules: RuleSet,
    language: str,
    card_style: str,
    rate: Describe,
) -> list[str]:
    result = record.result
    lines = [
        _t(
            language,
            "round",
            round=record.round_no,
            dealer=names[record.dealer],
            order=", ".join(names[seat] for seat in record.order),
        )
    ]
    width = max(len(names[seat]) for seat in record.order) + 1
    in_round = len(record.order)
    leaving_place = place_for_leavers(
        mode, survivors=in_round - len(result.left), left_before=len(names) - in_round
    )
    for seat in record.order:
        discarded = record.discarded.get(seat, ())
        swap = (
            _t(
                language,
                "exchanges",
                n=len(discarded),
                cards=format_cards_as(discarded, card_style, language),
            )
            if discarded
            else _t(language, "keeps")
        )
        delta = result.deltas.get(seat, 0)
        before = tokens_before[seat]
        money = (
            _t(language, "tokens", before=before, after=before + delta, delta=_signed(delta))
            if delta
            else _t(language, "tokens_same", after=before)
        )
        dealt = record.dealt.get(seat)
        if dealt is None:  # a network table tells each seat only its own dealt cards
            first = f"  {(names[seat] + ':').ljust(width)} {_t(language, 'unseen')}"
        else:
            first = (
                f"  {(names[seat] + ':').ljust(width)} "
                f"{format_cards_as(dealt, card_style, language)}  {rate(evaluate(dealt, rules))} | {swap}"
            )
        second = (
            f"  {''.ljust(width)} -> {format_cards_as(record.final[seat], card_style, language)}  "
            f"{rate(result.values[seat])} | {money}"
        )
        if seat in result.left:
            key = "finished" if mode is Mode.ASCENDING else "out"
            second += " | " + _t(language, key, place=leaving_place)
        lines.extend((first, second))
    if result.all_equal:
        lines.append("  " + _t(language, "all_equal"))
    else:
        lines.append(
            "  "
            + _t(
                language,
                "verdict",
                best=", ".join(names[seat] for seat in result.best),
                worst=", ".join(names[seat] for seat in result.worst),
            )
        )
    return lines


def export_history(
    game: HistorySource,
    path: Path | str,
    language: str = "de",
    describe: Describe | None = None,
    now: datetime | None = None,
) -> Path:
    """Write the history as a UTF-8 text file (atomically), the warning on top; returns the path."""
    config = game.config
    heading = [
        _t(
            language,
            "title",
            players=", ".join(seat.name for seat in config.seats),
            mode=_t(language, f"mode.{config.mode.value}"),
            target=config.tokens,
            rules=_t(language, f"rules.{config.rules.value}"),
        ),
        _t(language, "exported", when=(now or datetime.now()).strftime("%Y-%m-%d %H:%M")),
    ]
    return write_export(path, heading, history_lines(game, language, "symbols", describe))
