"""Why a computer player of a betting game acted: one line for a screen, German and English.

Every computer level of Duell and of the network table leaves a `Reason` in
``last_reason``: a key of `REASON_TEXT` and its figures (a percentage, a
number of chips); a screen formats it in the player's language.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["Reason", "REASON_TEXT"]


@dataclass(frozen=True, slots=True)
class Reason:
    """Why a computer player acted: a key of `REASON_TEXT` and its figures (percent, chips)."""

    key: str
    percent: int = 0
    chips: int = 0

    def text(self, language: str = "de") -> str:
        """The reason as one line in ``language`` (``de`` or ``en``)."""
        de, en = REASON_TEXT[self.key]
        return (de if language == "de" else en).format(percent=self.percent, chips=self.chips)


#: Reason key -> (German, English) format strings with {percent} and {chips}.
REASON_TEXT: dict[str, tuple[str, str]] = {
    "value-bet": ("Starke Hand ({percent} %): setzt {chips}", "Strong hand ({percent}%): bets {chips}"),
    "bluff": ("Blufft mit {chips}", "Bluffs with {chips}"),
    "check": ("Hand reicht nicht zum Setzen ({percent} %)", "Hand not strong enough to bet ({percent}%)"),
    "call-odds": (
        "Geht mit: {percent} % reichen für {chips} Chips",
        "Calls: {percent}% is enough for {chips} chips",
    ),
    "fold-odds": (
        "Passt: {percent} % reichen nicht für {chips} Chips",
        "Folds: {percent}% is not enough for {chips} chips",
    ),
    "exchange": ("Tauscht {chips} Karten", "Exchanges {chips} cards"),
    "always": ("Geht immer mit", "Always calls"),
    "aggressive": ("Erhöht immer", "Always raises"),
    "random": ("Zufällige Wahl", "Random choice"),
    # the network table (Europäisches Draw Poker)
    "start": ("Startet das Spiel", "Starts the game"),
    "minimum": ("Setzt das Minimum {chips} ({percent} %)", "Bets the minimum {chips} ({percent}%)"),
    "showdown": (
        "Will die Karten sehen ({percent} %): setzt {chips}",
        "Calls for the showdown ({percent}%): bets {chips}",
    ),
    "alone": ("Allein im Spiel: setzt {chips}", "Alone in the game: bets {chips}"),
    "show": ("Zeigt die Karten", "Shows the cards"),
}
