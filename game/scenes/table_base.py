"""What every game's table screen shares: the ways to the pause menu, the rules and the history,
the sounds, the animation speed, and how the person's marked cards stand.

`TableBase` is the base of the token table (`table`), the Duell's
(`duell_table`) and Hold'em's (`holdem_table`): Esc opens the pause menu
(`pause`), F1 the game's rules (`rules`), H the game's history (`history`),
all three through `table_key`; each table names its own rules and history
screen. `_sound` plays an effect (quietly nothing if sound is off or the
effect unknown), `speed` is the animation speed the table's time runs at.
A card marked for the exchange stands `LIFT` design pixels higher, and
`card_at` finds the card under the pointer, a lifted one also where it stood.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

import pygame

from game.scenes.base import Push, Scene, Transition

__all__ = ["TableBase", "LIFT", "card_at"]

LIFT = 22  # design px a marked card rises


def card_at(
    cards: Sequence[pygame.Rect], marked: Collection[int], lift: int, pos: tuple[int, int]
) -> int | None:
    """The index of the card of a hand under ``pos`` (the top one where they overlap); a marked
    card, ``lift`` pixels higher, also answers in the gap below it."""
    for i in reversed(range(len(cards))):
        r = cards[i]
        if i in marked:
            r = r.move(0, -lift).union(r)
        if r.collidepoint(pos):
            return i
    return None


class TableBase(Scene):
    """A game's table (see the module doc); a subclass says which rules and history it shows."""

    @property
    def speed(self) -> float:
        return max(0.1, float(self.app.animation_speed))

    def _sound(self, name: str) -> None:
        sounds = self.app.sounds
        if sounds is not None:
            try:
                sounds.play(name)
            except ValueError:
                pass

    def table_key(self, event: pygame.event.Event, history: bool = True) -> Transition | None:
        """Esc: the pause menu, F1: the rules, H: the history (if ``history``: it may open now);
        None for any other event."""
        if event.type != pygame.KEYDOWN:
            return None
        if event.key == pygame.K_ESCAPE:
            return self.pause()
        if event.key == pygame.K_F1:
            return self.rules()
        if event.key == pygame.K_h and history:
            return self.history()
        return None

    def pause(self) -> Transition:
        """Esc or the menu button: the pause menu over the table."""
        from game.scenes.pause import PauseScene

        return Push(PauseScene(self.app, rules=self.rules))

    def rules(self) -> Transition:
        """F1: the game's rules over the table."""
        raise NotImplementedError

    def history(self) -> Transition:
        """H: the game's history over the table."""
        raise NotImplementedError
