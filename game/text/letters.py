"""The index letters of the ranks as printed on the cards, per language.

German cards read B (Bube), D (Dame), K (König), A (Ass); English ones J, Q,
K, A. The card sprites and the history export both take them from here, so
a card reads the same on screen and in a text file.
"""

from __future__ import annotations

from collections.abc import Mapping

from game.engine import Rank

__all__ = ["COURT_LETTERS", "rank_letter"]

COURT_LETTERS: Mapping[str, Mapping[Rank, str]] = {
    "de": {Rank.JACK: "B", Rank.QUEEN: "D", Rank.KING: "K", Rank.ACE: "A"},
    "en": {Rank.JACK: "J", Rank.QUEEN: "Q", Rank.KING: "K", Rank.ACE: "A"},
}


def rank_letter(rank: Rank, language: str = "de") -> str:
    """ "2".."10", and B/D/K/A (de) or J/Q/K/A (en); ValueError for another language."""
    if rank <= Rank.TEN:
        return str(int(rank))
    try:
        return COURT_LETTERS[language][rank]
    except KeyError:
        raise ValueError(f"unknown language {language!r}") from None
