"""Looking up user-visible strings in the German or English catalogue.

`Translator` formats a key of the current language's catalogue; a missing key
falls back to German and then to the key itself, so a slip shows up on screen
instead of crashing (and the catalogue test catches it). `describe_hand`
names a rated hand the way a player says it ("Ein Paar, Buben", "Pair of
Jacks"). The warning overlay never goes through here: it is always German.
"""

from __future__ import annotations

import string
from collections.abc import Mapping
from typing import Protocol

from game.engine import Card, HandCategory, HandValue, Rank

from .holdem.de import STRINGS as HOLDEM_GERMAN
from .holdem.en import STRINGS as HOLDEM_ENGLISH
from .strings_de import STRINGS as GERMAN
from .strings_en import STRINGS as ENGLISH

__all__ = [
    "CATALOGUES",
    "Translator",
    "TFunc",
    "describe_hand",
    "category_name",
    "rank_name",
    "card_name",
    "placeholders",
    "plural",
]

#: Each game's words may live in a catalogue of their own (Hold'em: `holdem_de`, `holdem_en`).
CATALOGUES: Mapping[str, Mapping[str, str]] = {
    "de": {**GERMAN, **HOLDEM_GERMAN},
    "en": {**ENGLISH, **HOLDEM_ENGLISH},
}


class TFunc(Protocol):
    """A string lookup: a `Translator` (``app.t``) or anything called like one."""

    def __call__(self, key: str, **fmt: object) -> str: ...


class Translator:
    """Formats catalogue strings for one language (changeable at run time)."""

    def __init__(self, language: str = "de") -> None:
        self.language = language if language in CATALOGUES else "de"

    def __call__(self, key: str, **fmt: object) -> str:
        text = CATALOGUES[self.language].get(key)
        if text is None:
            text = CATALOGUES["de"].get(key, key)
        return text.format(**fmt) if fmt else text


def placeholders(text: str) -> set[str]:
    """The named format fields of a catalogue string (for the catalogue test)."""
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def plural(key: str, n: int, t: TFunc, **fmt: object) -> str:
    """A count in words: the catalogue's ``key`` + "_one" for 1 ("1 computer"), else ``key``
    with ``n`` ("3 computers")."""
    return t(f"{key}_one", **fmt) if n == 1 else t(key, n=n, **fmt)


def rank_name(rank: Rank | int, t: TFunc, plural: bool = False) -> str:
    """'Bube' / 'Buben' (German) or 'Jack' / 'Jacks'."""
    return t(f"{'ranks' if plural else 'rank'}.{int(rank)}")


def card_name(card: Card, t: TFunc) -> str:
    """'Herz Ass' / 'Ace of Hearts'."""
    return t("card.name", rank=rank_name(card.rank, t), suit=t(f"suit.{card.suit.value}"))


def category_name(category: HandCategory | int, t: TFunc) -> str:
    """'Zwei Paare' / 'Two pair'."""
    return t(f"cat.{int(category)}")


def describe_hand(value: HandValue, t: TFunc) -> str:
    """The hand as a player says it: 'Ein Paar, Buben', 'Höchste Karte: Ass', 'Pair of Jacks'."""
    category = value.category
    rank = value.deciding_rank
    if category is HandCategory.FULL_HOUSE:
        # cards come most important first: the three, then the pair
        three, pair = value.cards[0].rank, value.cards[3].rank
        return t("hand.6", ranks=rank_name(three, t, plural=True), ranks2=rank_name(pair, t, plural=True))
    if category is HandCategory.TWO_PAIR:
        rank = max(c.rank for c in value.scoring_cards)
    return t(f"hand.{int(category)}", rank=rank_name(rank, t), ranks=rank_name(rank, t, plural=True))
