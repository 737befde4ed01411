"""Choosing a bet: a panel with the amount, steps, quick amounts, typing, for every betting game.

`AmountChooser` is opened by its owner with the legal bounds (``lo`` to
``hi``, in whatever unit the owner bets in), a step, the quick amounts and
the words for its title and confirm button. While it is open it takes:

- the mouse wheel (anywhere), Up/Right and Down/Left: one step up or down;
- Home, Page Down, Page Up, End: the quick amounts (`quick_amounts`: the
  minimum, half the pot, the pot, all in), also as buttons;
- digits typed (TEXTINPUT) and Backspace: an amount of one's own, checked
  when confirmed; one outside the bounds is refused with a message that
  names the bounds, and nothing else changes;
- Enter or the confirm button: done (`Chosen.CONFIRMED`, read `value`);
  Esc or the cancel button: closed without a bet (`Chosen.CANCELLED`).

Everything the wheel, the keys and the buttons reach is clamped to the
bounds, so only a typed amount can be out of range. A click outside the
panel is left to the owner (a click on another action of the bar). The
chooser knows nothing of a game; its texts come from the catalogue
(``amount.*``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

import pygame

from game.text.i18n import TFunc

from . import theme
from .draw import panel
from .keybutton import KeyButton
from .textcache import TextCache
from .widgets import UI

__all__ = ["Chosen", "Quick", "AmountChooser", "quick_amounts", "nice_step"]


class Chosen(Enum):
    """What an event did to an open chooser."""

    CHANGED = "changed"
    CONFIRMED = "confirmed"
    CANCELLED = "cancelled"
    REFUSED = "refused"


@dataclass(frozen=True, slots=True)
class Quick:
    """A quick amount: its button label, the amount, and the key that picks it."""

    label: str
    amount: int
    key: int
    key_hint: str


#: The keys of the four quick amounts (minimum, half the pot, the pot, all in) and their names.
QUICK_KEYS = (
    (pygame.K_HOME, "amount.key_min"),
    (pygame.K_PAGEDOWN, "amount.key_half"),
    (pygame.K_PAGEUP, "amount.key_pot"),
    (pygame.K_END, "amount.key_max"),
)

_UP = (pygame.K_UP, pygame.K_RIGHT, pygame.K_KP_PLUS)
_DOWN = (pygame.K_DOWN, pygame.K_LEFT, pygame.K_KP_MINUS)


def clamp(value: int, lo: int, hi: int) -> int:
    """``value`` within ``lo``..``hi``."""
    return max(lo, min(hi, value))


#: What the highest amount ``hi`` is, and the name of its quick button: everything the player
#: has ("Alles"), the pot limit ("Pot-Max") or a table's cap on a bet ("Max").
TOPS = {"all_in": "amount.all_in", "pot": "amount.pot_max", "cap": "amount.max"}


def quick_amounts(
    lo: int, hi: int, pot: int, to_call: int, t: TFunc, offset: int = 0, top: str = "all_in"
) -> tuple[Quick, ...]:
    """The minimum, half the pot, the pot and the highest amount, clamped to ``lo``..``hi``.

    A pot-sized bet or raise adds what the pot holds after calling: ``pot +
    to_call``. The amounts are "by" amounts above the bet faced; an owner
    that chooses "to" totals passes the bet faced as ``offset``. ``top`` says
    what ``hi`` is (a key of `TOPS`): only all in is called "Alles".
    """
    after_call = pot + to_call
    amounts = (lo, offset + after_call // 2, offset + after_call, hi)
    labels = ("amount.min", "amount.half_pot", "amount.pot", TOPS[top])
    return tuple(
        Quick(t(label), clamp(amount, lo, hi), key, t(hint))
        for label, amount, (key, hint) in zip(labels, amounts, QUICK_KEYS)
    )


def nice_step(lo: int, hi: int, base: int) -> int:
    """One wheel or arrow step: ``base`` (the smallest bet), or a round multiple of it for wide ranges."""
    span = max(0, hi - lo)
    if span <= 20 * base:
        return base
    raw = span / 20
    for scale in (1, 10, 100, 1000):
        for nice in (1, 2, 5):
            step = nice * scale * base
            if step >= raw:
                return step
    return round(raw)


class AmountChooser:
    """The open-or-closed bet amount panel (see the module doc)."""

    def __init__(self, t: TFunc) -> None:
        self.t = t
        self.open = False
        self.lo = self.hi = self.value = 0
        self.step = 1
        self.quick: tuple[Quick, ...] = ()
        self.title = ""
        self.confirm_word = ""
        #: Digits typed since the last step (shown instead of the value while there).
        self.typed = ""
        #: The last refusal, shown until the next change.
        self.message = ""
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.minus = KeyButton("-", _no_click)
        self.plus = KeyButton("+", _no_click)
        self.confirm = KeyButton(self._confirm_label, _no_click, "Enter", primary=True)
        self.cancel = KeyButton(lambda: self.t("amount.cancel"), _no_click, caption="Esc")
        self.quick_buttons: list[KeyButton] = []
        self.ends_rects: list[pygame.Rect] = []  # where the last frame wrote the lowest and highest amount
        self._bar = pygame.Rect(0, 0, 0, 0)
        self._ends_size = 12
        self._amount_rect = pygame.Rect(0, 0, 0, 0)

    # opening ---------------------------------------------------------------
    def show(
        self,
        title: str,
        confirm_word: str,
        lo: int,
        hi: int,
        value: int,
        step: int,
        quick: Sequence[Quick],
    ) -> None:
        """Open with bounds ``lo``..``hi`` (``lo`` <= ``hi``) and ``value`` (clamped) chosen."""
        if lo > hi:
            raise ValueError(f"no amount from {lo} to {hi}")
        self.title, self.confirm_word = title, confirm_word
        self.lo, self.hi, self.step = lo, hi, max(1, step)
        self.value = clamp(value, lo, hi)
        self.quick = tuple(quick)
        self.quick_buttons = [
            KeyButton(f"{q.label} {q.amount}", _no_click, caption=q.key_hint) for q in self.quick
        ]
        self.typed = self.message = ""
        self.open = True
        self._place()

    def hide(self) -> None:
        """Close without a bet."""
        self.open = False
        self.typed = self.message = ""

    def _confirm_label(self) -> str:
        return f"{self.confirm_word} {self.typed or self.value}"

    # changing --------------------------------------------------------------
    def set_value(self, value: int) -> Chosen:
        """Choose ``value`` (clamped to the bounds); a typed amount is dropped."""
        self.value = clamp(value, self.lo, self.hi)
        self.typed = self.message = ""
        return Chosen.CHANGED

    def nudge(self, steps: int) -> Chosen:
        """Go ``steps`` steps up (negative: down) from the value shown."""
        return self.set_value(self.value + steps * self.step)

    @property
    def typed_value(self) -> int | None:
        """The typed amount, if digits were typed."""
        return int(self.typed) if self.typed else None

    def typed_ok(self) -> bool:
        """Whether the typed amount (if any) is within the bounds."""
        value = self.typed_value
        return value is None or self.lo <= value <= self.hi

    def confirm_choice(self) -> Chosen:
        """Enter: take the typed amount if it is legal (refuse it with a message if not)."""
        value = self.typed_value
        if value is not None:
            if not self.typed_ok():
                self.message = self.t("amount.refused", n=value, lo=self.lo, hi=self.hi)
                self.typed = ""
                return Chosen.REFUSED
            self.value = value
        self.open = False
        self.typed = ""
        return Chosen.CONFIRMED

    # input -----------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> Chosen | None:
        """What ``event`` did to the open chooser; None when it is not the chooser's."""
        if not self.open:
            return None
        if event.type == pygame.MOUSEWHEEL:
            return self.nudge(1 if event.y > 0 else -1) if event.y else None
        if event.type == pygame.TEXTINPUT:
            digits = "".join(ch for ch in event.text if ch.isdigit())
            if not digits:
                return None
            self.typed = ((self.typed + digits).lstrip("0") or "0")[: len(str(self.hi)) + 1]
            self.message = ""
            return Chosen.CHANGED
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            return self._click(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (4, 5):
            return Chosen.CHANGED  # old-style wheel buttons: the MOUSEWHEEL event does the step
        return None

    def _key(self, event: pygame.event.Event) -> Chosen | None:
        key = event.key
        if key in _UP:
            return self.nudge(1)
        if key in _DOWN:
            return self.nudge(-1)
        for quick in self.quick:
            if key == quick.key:
                return self.set_value(quick.amount)
        if key == pygame.K_BACKSPACE:
            self.typed = self.typed[:-1]
            return Chosen.CHANGED
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            return self.confirm_choice()
        if key == pygame.K_ESCAPE:
            self.hide()
            return Chosen.CANCELLED
        if getattr(event, "unicode", "")[:1].isdigit():
            return Chosen.CHANGED  # the digit arrives as the TEXTINPUT event that follows
        return None

    def _click(self, pos: tuple[int, int]) -> Chosen:
        if self.minus.rect.collidepoint(pos):
            return self.nudge(-1)
        if self.plus.rect.collidepoint(pos):
            return self.nudge(1)
        for quick, button in zip(self.quick, self.quick_buttons):
            if button.rect.collidepoint(pos):
                return self.set_value(quick.amount)
        if self.confirm.rect.collidepoint(pos):
            return self.confirm_choice()
        if self.cancel.rect.collidepoint(pos):
            self.hide()
            return Chosen.CANCELLED
        if self._bar.inflate(0, self._bar.height * 2).collidepoint(pos) and self._bar.width > 0:
            share = (pos[0] - self._bar.x) / self._bar.width
            target = self.lo + share * (self.hi - self.lo)
            return self.set_value(self.lo + round((target - self.lo) / self.step) * self.step)
        return Chosen.CHANGED  # a click on the panel itself: taken, nothing changes

    # layout and drawing --------------------------------------------------------
    def place(self, rect: pygame.Rect) -> None:
        """Put the panel into ``rect`` (the owner chooses where; about 360 x 250 design px, or a
        narrow one, taller than wide, that puts the quick amounts in two rows)."""
        self.rect = pygame.Rect(rect)
        self._place()

    def _quick_rows(self) -> int:
        """Rows of quick amounts: two in a narrow panel."""
        return 2 if self.rect.width < self.rect.height and len(self.quick) > 2 else 1

    def _rows(self) -> list[pygame.Rect]:
        """The panel's rows top to bottom: title, amount, bar, quick amounts, confirm, help line."""
        r = self.rect
        pad = max(6, r.height // 28)
        if self._quick_rows() == 2:
            shares = (0.11, 0.15, 0.11, 0.34, 0.15, 0.10)
        else:
            shares = (0.14, 0.19, 0.14, 0.21, 0.18, 0.10)
        gap = max(2, r.height // 60)
        room = r.height - 2 * pad - gap * (len(shares) - 1)
        rows, y = [], r.y + pad
        for share in shares:
            h = round(room * share)
            rows.append(pygame.Rect(r.x + pad, y, r.width - 2 * pad, h))
            y += h + gap
        return rows

    def _place(self) -> None:
        _, amount, bar, quick, confirm, _ = self._rows()
        # a narrow panel has no room for a key box beside the amount: Enter goes under it
        narrow = self._quick_rows() == 2
        self.confirm.key_hint, self.confirm.caption = ("", "Enter") if narrow else ("Enter", "")
        side = amount.height + amount.height // 3
        self.minus.rect = pygame.Rect(amount.x, amount.y, side, amount.height)
        self.plus.rect = pygame.Rect(amount.right - side, amount.y, side, amount.height)
        self._amount_rect = amount.inflate(-2 * side, 0)
        # the lowest and highest amount stand at the bar's ends, in its row (clear of the quick
        # amounts below); their room is guessed from the widest number (a digit ~0.62 em)
        self._ends_size = max(10, round(bar.height * 0.62))
        digits = max(len(str(self.lo)), len(str(self.hi)), 2)
        ends_w = min(bar.width // 4, round(digits * 0.62 * self._ends_size) + 2)
        thick = max(4, bar.height // 5)
        room = ends_w + max(thick + 4, side // 4)
        self._bar = pygame.Rect(bar.x + room, bar.centery - thick // 2, max(8, bar.width - 2 * room), thick)
        lines = self._quick_rows()
        per_line = -(-max(1, len(self.quick_buttons)) // lines)
        gap = max(3, quick.height // (8 * lines))
        w = (quick.width - (per_line - 1) * gap) // per_line
        h = (quick.height - (lines - 1) * gap) // lines
        for i, button in enumerate(self.quick_buttons):
            line, column = divmod(i, per_line)
            button.rect = pygame.Rect(quick.x + column * (w + gap), quick.y + line * (h + gap), w, h)
        cancel_w = confirm.width // 3
        self.cancel.rect = pygame.Rect(confirm.x, confirm.y, cancel_w - gap, confirm.height)
        self.confirm.rect = pygame.Rect(
            confirm.x + cancel_w, confirm.y, confirm.width - cancel_w, confirm.height
        )

    def draw(self, surface: pygame.Surface, ui: UI, text: TextCache, mouse: tuple[int, int]) -> None:
        """The panel, if open."""
        if not self.open:
            return
        r = self.rect
        radius = max(6, r.height // 20)
        panel(surface, r.move(0, max(2, r.height // 60)), (0, 0, 0, 120), None, radius)
        panel(surface, r, (10, 34, 24), theme.PANEL_BORDER, radius, 2)
        title, amount, bar_row, _, _, help_row = self._rows()
        small = max(11, round(help_row.height * 0.8))
        text.blit(
            surface,
            self.title,
            max(12, round(title.height * 0.85)),
            theme.ACCENT,
            bold=True,
            max_width=title.width,
            midleft=title.midleft,
        )
        for button in (self.minus, self.plus, *self.quick_buttons, self.cancel, self.confirm):
            button.draw(surface, ui, False, button.rect.collidepoint(mouse))
        shown = self.typed or str(self.value)
        colour = theme.TEXT if self.typed_ok() else theme.RED
        text.blit(
            surface,
            shown,
            max(14, round(amount.height * 0.8)),
            colour,
            bold=True,
            center=self._amount_rect.center,
        )
        bar = self._bar
        pygame.draw.rect(surface, (40, 70, 54), bar, border_radius=bar.height // 2)
        if self.hi > self.lo:
            share = (clamp(self.typed_value or self.value, self.lo, self.hi) - self.lo) / (self.hi - self.lo)
        else:
            share = 1.0
        filled = pygame.Rect(bar.x, bar.y, max(bar.height, round(bar.width * share)), bar.height)
        pygame.draw.rect(surface, theme.ACCENT_DARK, filled, border_radius=bar.height // 2)
        pygame.draw.circle(surface, theme.ACCENT, (filled.right, bar.centery), max(4, bar.height))
        gap = max(bar.height, 4) + 3
        size = self._ends_size
        self.ends_rects = [
            text.blit(surface, str(self.lo), size, theme.TEXT_DIM, midright=(bar.x - gap, bar.centery)),
            text.blit(surface, str(self.hi), size, theme.TEXT_DIM, midleft=(bar.right + gap, bar.centery)),
        ]
        line, colour = (self.message, theme.RED) if self.message else (self.t("amount.help"), theme.TEXT_DIM)
        text.blit(
            surface,
            line,
            small,
            colour,
            bold=bool(self.message),
            max_width=help_row.width,
            center=help_row.center,
        )


def _no_click() -> None:
    """The chooser's buttons report through `AmountChooser.handle`, not through a callback."""
