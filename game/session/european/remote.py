"""Europäisches Draw Poker at a network table, below the screen: what a Netzwerk screen reads and sends.

`RemoteEuropeanSession` is a `game.session.remote_base.RemoteBase` (the
connection, lobby, seating with the game master and the timers counting
down, chat, balance, errors, and the game's event stream with its resync
after a reconnect) reading the European wire format
(`game.net.european.wire`) back into the engine's own values: `view` (an
`EuropeanView`: names, stacks, pot, round, phase, whose turn, the game's
master, the reader's own cards, the hands shown), `events_after` (the
`EuropeanEvent` stream as this seat may see it), `legal` (a `BetChoice`
with its minimum and maximum, an `ExchangeChoice`, a `ShowChoice`, or
None), `round_name` (``1``, ``KARTEN TAUSCHEN``, ``3``, ``4`` ...,
``SHOWDOWN`` through the catalogue) and `submit` (a `Bet`, `Fold`,
`Exchange` or `Show`, checked first by the engine against the server's
`legal` choice (`game.engine.european.verify_choice`), then sent; the server
decides). Starting a game is `start` (the game master), leaving is
`leave`. The token game's screen uses `RemoteSession` instead: the
European table has no rounds to wait on ("ready") and other actions.
"""

from __future__ import annotations

from typing import Any

from game.engine import NotYourTurnError
from game.engine.european import (
    Bet,
    EuropeanEvent,
    EuropeanLegal,
    EuropeanPhase,
    EuropeanView,
    Exchange,
    Fold,
    Show,
    verify_choice,
)
from game.net.european.wire import action_to_json, event_from_json, view_from_json
from game.text.i18n import TFunc

from ..remote_base import NoGameError, RemoteBase

__all__ = ["RemoteEuropeanSession", "EuropeanMove", "round_name"]

EuropeanMove = Bet | Fold | Exchange | Show
_Read = tuple[EuropeanView, EuropeanLegal | None]


def round_name(view: EuropeanView, t: TFunc) -> str:
    """The round as the table shows it: its number while betting, the exchange, the showdown."""
    if view.phase is EuropeanPhase.EXCHANGE:
        return t("net.round.exchange")
    if view.phase is EuropeanPhase.SHOWDOWN:
        return t("net.round.showdown")
    return t("net.round.betting", round=view.round_no)


class RemoteEuropeanSession(RemoteBase[EuropeanEvent, _Read]):
    """The table session of a network game of Europäisches Draw Poker (see the module docstring)."""

    # ------------------------------------------------------------------ the wire

    def _read_view(self, data: Any) -> tuple[_Read, int]:
        view, legal = view_from_json(data)
        return (view, legal), len(view.names)

    def _read_event(self, data: Any, view: _Read) -> EuropeanEvent:
        return event_from_json(data, len(view[0].names))

    # ------------------------------------------------------------------ reading

    @property
    def view(self) -> EuropeanView:
        """The game now as this seat (or a watcher) may see it."""
        if self._view is None:
            raise NoGameError("no game at this table yet")
        return self._view[0]

    @property
    def seat(self) -> int | None:
        """The game seat this screen plays (None: watching, or sat down during the game)."""
        return self._seat

    @property
    def legal(self) -> EuropeanLegal | None:
        """What this seat may do now (None: not its turn, or a move is on its way)."""
        if self._view is None or self._pending:
            return None
        return self._view[1]

    def round_name(self, t: TFunc) -> str:
        """The running round's name (`round_name`)."""
        return round_name(self.view, t)

    # ------------------------------------------------------------------ moves

    def submit(self, action: EuropeanMove) -> None:
        """Send a move the engine finds in the choice the server sent (`verify_choice`: each
        refusal the engine's own); the server has the last word (a refusal arrives in
        `take_errors`)."""
        if self._seat is None or action.seat != self._seat:
            raise NotYourTurnError(f"seat {action.seat} is not played at this screen")
        hand = self._view[0].hand if self._view is not None else ()
        verify_choice(self.legal, hand, action)
        self._send_action(action_to_json(action))
