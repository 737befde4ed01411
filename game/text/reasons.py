"""The computer players' reasons (`game.engine.reasons.Reason`) as one line, German and English."""

from __future__ import annotations

from game.engine.reasons import Reason

__all__ = ["REASON_TEXT", "reason_text"]

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


def reason_text(reason: Reason, language: str = "de") -> str:
    """``reason`` as one line in ``language`` (``de`` or ``en``)."""
    de, en = REASON_TEXT[reason.key]
    return (de if language == "de" else en).format(percent=reason.percent, chips=reason.chips)
