"""What the European table says about the game's events: one line each, for the table's log.

`event_line(event, names, t)` words a bet ("Anna setzt 20", with "und
verlangt den Showdown" for H), a fold, a bet too short to make, an
exchange ("Bert tauscht 2 Karten"), a hand shown ("Cora zeigt: Zwei
Paare") and the end of the game ("Anna gewinnt 140 Chips", or the pot going
to the house); other events (deals, antes, rounds) give None. Pure: no
pygame, the engine's records and the catalogue only.
"""

from __future__ import annotations

from game.engine.european import (
    BetPlaced,
    CardsExchanged,
    CardsShown,
    EuropeanEvent,
    Folded,
    GameOver,
    TooShort,
)

from ..i18n import TFunc, category_name, plural

__all__ = ["event_line"]


def event_line(event: EuropeanEvent, names: tuple[str | None, ...], t: TFunc) -> str | None:
    """``event`` as a line of the table's log, or None for events the table shows otherwise."""

    def name(seat: int | None) -> str:
        if seat is None or not 0 <= seat < len(names):
            return "?"
        return names[seat] or "?"

    if isinstance(event, BetPlaced):
        if not event.amount:  # a player left alone with no chips (variants.md)
            return t("eu.log.bet_nothing", name=name(event.seat))
        key = "eu.log.bet_showdown" if event.showdown else "eu.log.bet"
        return t(key, name=name(event.seat), n=event.amount)
    if isinstance(event, Folded):
        return t("eu.log.fold", name=name(event.seat))
    if isinstance(event, TooShort):
        return t("eu.log.short", name=name(event.seat), n=event.minimum)
    if isinstance(event, CardsExchanged):
        return plural("eu.log.exchange", event.count, t, name=name(event.seat))
    if isinstance(event, CardsShown):
        return t("eu.log.shown", name=name(event.seat), hand=category_name(event.category, t))
    if isinstance(event, GameOver):
        if event.winner is None:
            return t("eu.log.house", n=event.pot)
        return t("eu.log.winner", name=name(event.winner), n=event.pot)
    return None
