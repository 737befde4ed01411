"""Widgets and keyboard focus: every screen works by keyboard alone and by mouse alone.

A `FocusGroup` owns the widgets of a screen. Keyboard events go to the
focused widget first (a text field takes letters, a choice takes Left/Right);
what it leaves is navigation: Tab/Shift-Tab cycle, arrows move spatially to
the nearest widget in that direction, Enter/Space activate. Mouse events go
to the widget under ``event.pos`` (clicking focuses and activates it; the
wheel scrolls the text view under the pointer). Widgets call back into the
scene; a callback may return a transition (`game.ui.transition`), which `FocusGroup.handle`
passes on. Labels may be callables so a language switch shows at once.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Generic, Protocol, TypeAlias, TypeVar

import pygame

from game.engine.names import is_allowed_char

from . import theme
from .draw import panel, wrap_text
from .safetext import render_line, text_width
from .transition import AnyTransition

__all__ = [
    "UI",
    "Widget",
    "Button",
    "IconButton",
    "Choice",
    "NumberField",
    "TextField",
    "ScrollText",
    "FocusGroup",
    "Label",
    "Callback",
    "rendered",
    "label_text",
]

T = TypeVar("T")
Label = str | Callable[[], str]
#: What a callback may return and `FocusGroup.handle` passes on to the app.
Outcome: TypeAlias = "AnyTransition | None"
Callback = Callable[[], Outcome]

_ACTIVATE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


class UI(Protocol):
    """What widgets need from the app (fonts and scale)."""

    scale: float

    def fonts(self, size_px: int, bold: bool = False) -> pygame.font.Font: ...


# values keep their font alive, so an id() in a key can never be reused by another font
_TEXT_CACHE: dict[tuple[int, str, tuple[int, ...]], tuple[pygame.font.Font, pygame.Surface]] = {}


def rendered(font: pygame.font.Font, text: str, color: tuple[int, ...]) -> pygame.Surface:
    """Rendered text, cached: widgets redraw the same labels every frame (do not draw on it)."""
    key = (id(font), text, tuple(color))
    hit = _TEXT_CACHE.get(key)
    if hit is None:
        if len(_TEXT_CACHE) > 512:
            _TEXT_CACHE.clear()
        hit = _TEXT_CACHE[key] = (font, render_line(font, text, True, color))
    return hit[1]


def label_text(label: Label) -> str:
    """The text of a label (a string, or a callable that gives it in the current language)."""
    return label() if callable(label) else label


def _arrow(surface: pygame.Surface, rect: pygame.Rect, left: bool, color: tuple[int, ...]) -> None:
    """A small filled triangle (the bundled font has no arrow glyphs)."""
    cx, cy = rect.center
    s = max(4, min(rect.width, rect.height) // 4)
    if left:
        pts = [(cx + s // 2, cy - s), (cx + s // 2, cy + s), (cx - s, cy)]
    else:
        pts = [(cx - s // 2, cy - s), (cx - s // 2, cy + s), (cx + s, cy)]
    pygame.draw.polygon(surface, color, pts)


class Widget:
    """Base widget: a rect, focusable, and hooks for events and drawing."""

    focusable = True

    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.enabled = True
        self.visible = True

    def handle(self, event: pygame.event.Event, focused: bool) -> tuple[bool, Outcome]:
        """Keyboard events arrive only when focused; mouse events when over the widget."""
        return False, None

    def activate(self) -> Outcome:
        """Enter/Space on the focused widget."""
        return None

    def blur(self) -> None:
        """Focus moves away (fields validate here)."""

    def draw(self, surface: pygame.Surface, ui: UI, focused: bool, hovered: bool) -> None:
        """Paint into ``self.rect``."""

    # shared look -------------------------------------------------------
    def _box(
        self,
        surface: pygame.Surface,
        ui: UI,
        focused: bool,
        hovered: bool,
        fill: tuple[int, ...] | None = None,
    ) -> None:
        radius = max(4, round(10 * ui.scale))
        color = fill or (theme.BUTTON_HOVER if hovered and self.enabled else theme.BUTTON)
        shadow = self.rect.move(0, max(2, round(3 * ui.scale)))
        panel(surface, shadow, theme.SHADOW, None, radius)
        border = theme.FOCUS if focused else (theme.ACCENT_DARK if hovered else (60, 100, 80))
        panel(surface, self.rect, color, border, radius, max(2, round((3 if focused else 2) * ui.scale)))

    def _font_px(self, factor: float = 1.0) -> int:
        return max(12, round(self.rect.height * 0.36 * factor))

    def _font(self, ui: UI, factor: float = 1.0) -> pygame.font.Font:
        return ui.fonts(self._font_px(factor))

    def _fitting_font(self, ui: UI, text: str, width: int, bold: bool = False) -> pygame.font.Font:
        """The widget's font, 2 px smaller at a time (not below 12) until ``text`` fits ``width``."""
        size = self._font_px()
        font = ui.fonts(size, bold)
        while text_width(font, text) > width and size > 12:
            size -= 2
            font = ui.fonts(size, bold)
        return font


class Button(Widget):
    """A push button: click, Enter or Space runs ``on_click``."""

    def __init__(self, label: Label, on_click: Callback, primary: bool = False) -> None:
        super().__init__()
        self.label = label
        self.on_click = on_click
        self.primary = primary

    def activate(self) -> Outcome:
        return self.on_click() if self.enabled else None

    def handle(self, event: pygame.event.Event, focused: bool) -> tuple[bool, Outcome]:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return True, self.activate()
        return False, None

    def draw(self, surface: pygame.Surface, ui: UI, focused: bool, hovered: bool) -> None:
        fill = None
        if self.primary:
            fill = (196, 150, 62) if hovered else (170, 128, 48)
        self._box(surface, ui, focused, hovered, fill)
        color = (24, 20, 10) if self.primary else (theme.TEXT if self.enabled else theme.TEXT_DIM)
        text = label_text(self.label)
        font = self._fitting_font(ui, text, self.rect.width - 8, bold=True)  # buttons stand out
        image = rendered(font, text, color)
        surface.blit(image, image.get_rect(center=self.rect.center))


class IconButton(Button):
    """A small square button with a drawn icon ('remove' = a cross, 'add' = a plus)."""

    def __init__(self, icon: str, on_click: Callback, tooltip: Label = "") -> None:
        super().__init__(tooltip, on_click)
        self.icon = icon

    def draw(self, surface: pygame.Surface, ui: UI, focused: bool, hovered: bool) -> None:
        self._box(
            surface, ui, focused, hovered, fill=(120, 40, 34) if hovered and self.icon == "remove" else None
        )
        c = self.rect.center
        s = max(4, self.rect.height // 5)
        w = max(2, self.rect.height // 12)
        color = theme.TEXT if self.enabled else theme.TEXT_DIM
        if self.icon == "remove":
            pygame.draw.line(surface, color, (c[0] - s, c[1] - s), (c[0] + s, c[1] + s), w + 1)
            pygame.draw.line(surface, color, (c[0] - s, c[1] + s), (c[0] + s, c[1] - s), w + 1)
        else:
            pygame.draw.line(surface, color, (c[0] - s, c[1]), (c[0] + s, c[1]), w + 1)
            pygame.draw.line(surface, color, (c[0], c[1] - s), (c[0], c[1] + s), w + 1)


class _ValueWidget(Widget):
    """A boxed value with an optional caption on its left (Choice, NumberField)."""

    caption: Label | None

    def _value_rect(self) -> pygame.Rect:
        """The whole box, or its right half when a caption takes the left."""
        if self.caption is None:
            return self.rect
        r = self.rect.copy()
        r.width = int(self.rect.width * 0.5)
        r.right = self.rect.right
        return r

    def _draw_frame(
        self, surface: pygame.Surface, ui: UI, focused: bool, hovered: bool
    ) -> tuple[pygame.font.Font, pygame.Rect]:
        """The box and the caption of a value widget; returns its font and value rect."""
        self._box(surface, ui, focused, hovered)
        font = self._font(ui)
        if self.caption is not None:
            pad = max(8, round(16 * ui.scale))
            cap = rendered(font, label_text(self.caption), theme.TEXT_DIM)
            surface.blit(cap, cap.get_rect(midleft=(self.rect.x + pad, self.rect.centery)))
        return font, self._value_rect()


class Choice(_ValueWidget, Generic[T]):
    """Cycles through ``options`` with Left/Right, Enter or clicks on its arrows.

    With a ``caption`` the caption is drawn on the left half and the value
    on the right half (settings rows); without, the value fills the box.
    """

    def __init__(
        self,
        options: Sequence[T],
        value: T,
        label_of: Callable[[T], str],
        on_change: Callable[[T], Outcome] | None = None,
        caption: Label | None = None,
    ) -> None:
        super().__init__()
        self.options = list(options)
        self.value = value if value in self.options else self.options[0]
        self.label_of = label_of
        self.on_change = on_change
        self.caption = caption

    def step(self, delta: int) -> Outcome:
        i = self.options.index(self.value)
        self.value = self.options[(i + delta) % len(self.options)]
        return self.on_change(self.value) if self.on_change else None

    def activate(self) -> Outcome:
        return self.step(1)

    def handle(self, event: pygame.event.Event, focused: bool) -> tuple[bool, Outcome]:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            return True, self.step(-1 if event.key == pygame.K_LEFT else 1)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            vr = self._value_rect()
            left = event.pos[0] < vr.x + vr.height
            return True, self.step(-1 if left else 1)
        return False, None

    def draw(self, surface: pygame.Surface, ui: UI, focused: bool, hovered: bool) -> None:
        font, vr = self._draw_frame(surface, ui, focused, hovered)
        a = vr.height
        arrow_color = theme.ACCENT if (focused or hovered) else theme.TEXT_DIM
        _arrow(surface, pygame.Rect(vr.x, vr.y, a, a), True, arrow_color)
        _arrow(surface, pygame.Rect(vr.right - a, vr.y, a, a), False, arrow_color)
        text = self.label_of(self.value)
        font = self._fitting_font(ui, text, vr.width - 2 * a)
        image = rendered(font, text, theme.TEXT)
        surface.blit(image, image.get_rect(center=vr.center))


def number_step(value: int, up: bool) -> int:
    """The -/+ step of a number field at ``value``: 1 up to 20, above about a fifth of the number,
    rounded down to 1, 2 or 5 times a power of ten (40 -> 5, 200 -> 20, 5000 -> 1000), so a few
    presses cross any range from 1 to thousands; going down, the step of the number just below
    (100 - 10 = 90, not 80)."""
    at = abs(value) if up else abs(value) - 1
    size = at / 5 if at > 20 else 1
    step = 1
    for scale in (1, 10, 100, 1000, 10000, 100000):
        for nice in (1, 2, 5):
            if nice * scale <= size:
                step = nice * scale
    return step


def stepped(value: int, up: bool) -> int:
    """``value`` one step up or down, onto a multiple of the step (205 + 20 -> 220)."""
    step = number_step(value, up)
    if up:
        return (value // step + 1) * step
    return ((value - 1) // step) * step


class NumberField(_ValueWidget):
    """A whole number in [lo, hi]: Left/Right, +/- or clicks on -/+ step by `number_step`;
    digits typed (the first after focusing replaces the number), Backspace deletes down to an
    empty field, Ctrl+A selects the number (typing replaces it, Backspace clears it).

    ``value`` is always in range: a typed number becomes the value as soon as it is in range.
    Leaving the field (`blur`) with an empty or out-of-range text puts the value back and calls
    ``on_refuse(text, lo, hi)`` (the screen says why); a digit that would pass ``hi`` is refused
    at once the same way."""

    def __init__(
        self,
        value: int,
        lo: int,
        hi: int,
        on_change: Callable[[int], Outcome] | None = None,
        caption: Label | None = None,
        on_refuse: Callable[[str, int, int], object] | None = None,
    ) -> None:
        super().__init__()
        self.lo, self.hi = lo, hi
        self.value = max(lo, min(hi, value))
        self.text = str(self.value)
        self.on_change = on_change
        self.caption = caption
        self.on_refuse = on_refuse
        self._fresh = True  # the first digit typed after focusing replaces the number
        self.selected = False  # Ctrl+A: the whole number is selected

    def set_value(self, value: int) -> Outcome:
        self.value = max(self.lo, min(self.hi, value))
        self.text = str(self.value)
        self.selected = False
        return self.on_change(self.value) if self.on_change else None

    def step(self, up: bool) -> Outcome:
        """One -/+ step from the value (or from the typed text, if it is a number)."""
        self._fresh = True
        base = int(self.text) if self.text.isdigit() else self.value
        return self.set_value(stepped(base, up))

    def _refuse(self, text: str) -> None:
        if self.on_refuse is not None:
            self.on_refuse(text, self.lo, self.hi)

    def blur(self) -> None:
        text = self.text
        typed = int(text) if text.isdigit() else None
        if typed is not None and self.lo <= typed <= self.hi:
            self.set_value(typed)
        else:
            self.set_value(self.value)  # the last good number comes back
            self._refuse(text)
        self._fresh = True
        self.selected = False

    def _typed(self, text: str) -> Outcome:
        """The field's text is now ``text``: the value follows when it is a number in range."""
        self.text = text
        self.selected = False
        if text.isdigit() and self.lo <= int(text) <= self.hi:
            self.value = int(text)
            return self.on_change(self.value) if self.on_change else None
        return None

    def handle(self, event: pygame.event.Event, focused: bool) -> tuple[bool, Outcome]:
        if event.type == pygame.KEYDOWN:
            ctrl = bool(getattr(event, "mod", 0) & pygame.KMOD_CTRL)
            if ctrl and event.key == pygame.K_a:
                self.selected = bool(self.text)
                self._fresh = False
                return True, None
            if event.key in (pygame.K_LEFT, pygame.K_KP_MINUS):
                return True, self.step(False)
            if event.key in (pygame.K_RIGHT, pygame.K_KP_PLUS):
                return True, self.step(True)
            if event.key in (pygame.K_BACKSPACE, pygame.K_DELETE):
                cleared = self.selected or event.key == pygame.K_DELETE
                self._fresh = False
                return True, self._typed("" if cleared else self.text[:-1])
            if event.unicode and (event.unicode.isdigit() or event.unicode in "+-"):
                return True, None  # handled by the TEXTINPUT event that follows
            if event.key not in _MODIFIER_KEYS:
                self.selected = False
        if event.type == pygame.TEXTINPUT:
            result = None
            for ch in event.text:
                if ch in "+-":
                    result = self.step(ch == "+")
                elif ch.isdigit():
                    base = "" if self._fresh or self.selected else self.text
                    self._fresh = False
                    candidate = (base + ch).lstrip("0") or "0"
                    if int(candidate) > self.hi:
                        self._refuse(base + ch)  # the text stays as it was
                        continue
                    result = self._typed(candidate)
            return True, result
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            vr = self._value_rect()
            if event.pos[0] < vr.x + vr.height:
                return True, self.step(False)
            if event.pos[0] >= vr.right - vr.height:
                return True, self.step(True)
            return True, None
        return False, None

    def draw(self, surface: pygame.Surface, ui: UI, focused: bool, hovered: bool) -> None:
        font, vr = self._draw_frame(surface, ui, focused, hovered)
        a = vr.height
        color = theme.ACCENT if (focused or hovered) else theme.TEXT_DIM
        minus = pygame.Rect(vr.x, vr.y, a, a)
        plus = pygame.Rect(vr.right - a, vr.y, a, a)
        w = max(2, a // 12)
        s = a // 5
        pygame.draw.line(
            surface, color, (minus.centerx - s, minus.centery), (minus.centerx + s, minus.centery), w
        )
        pygame.draw.line(
            surface, color, (plus.centerx - s, plus.centery), (plus.centerx + s, plus.centery), w
        )
        pygame.draw.line(
            surface, color, (plus.centerx, plus.centery - s), (plus.centerx, plus.centery + s), w
        )
        shown = self.text if self.text else " "
        image = rendered(font, shown, theme.TEXT)
        r = image.get_rect(center=vr.center)
        if self.selected and focused:
            pygame.draw.rect(
                surface, theme.ACCENT_DARK, r.inflate(max(4, a // 8), 0), border_radius=max(2, a // 12)
            )
        surface.blit(image, r)
        if focused:
            pygame.draw.line(surface, theme.ACCENT, (r.x, r.bottom), (r.right, r.bottom), max(1, w // 2))


#: How long a text field glows red after refusing a character (seconds).
REFUSE_FLASH_SECONDS = 0.8
#: Keys that leave a text field's selection alone (pressed on their way to Ctrl+A, a capital or AltGr+Q).
_MODIFIER_KEYS = (
    *(pygame.K_LCTRL, pygame.K_RCTRL, pygame.K_LSHIFT, pygame.K_RSHIFT, pygame.K_LALT, pygame.K_RALT),
    *(pygame.K_LGUI, pygame.K_RGUI, pygame.K_MODE, pygame.K_CAPSLOCK),
)


class TextField(Widget):
    """A one-line text entry (names): TEXTINPUT events incl. German letters, Backspace, max length.

    Enter moves on to the next widget (Space is a character here). Ctrl+A
    selects the whole text: typing replaces it, Backspace or Delete clears it.
    Text beyond ``max_len`` is refused visibly, never cut silently: the field
    glows red for `REFUSE_FLASH_SECONDS` (advance it with `update`) and
    ``on_refuse`` runs (the screen says why). ``invalid`` draws a red frame
    (the screen sets it, e.g. for an empty or repeated name).
    """

    def __init__(
        self,
        value: str,
        max_len: int = 16,
        on_change: Callable[[str], Outcome] | None = None,
        on_refuse: Callable[[], object] | None = None,
        secret: bool = False,
    ) -> None:
        super().__init__()
        self.value = value
        self.max_len = max_len
        #: A password: drawn as stars.
        self.secret = secret
        self.on_change = on_change
        self.on_refuse = on_refuse
        self.selected = False
        self.invalid = False
        self.flash = 0.0  # seconds of red glow left after a refused character

    def _set(self, value: str) -> Outcome:
        self.value = value
        return self.on_change(value) if self.on_change else None

    def update(self, dt: float) -> None:
        """Let the red glow of a refused character fade (``dt`` in seconds)."""
        self.flash = max(0.0, self.flash - dt)

    def blur(self) -> None:
        self.selected = False

    def handle(self, event: pygame.event.Event, focused: bool) -> tuple[bool, Outcome]:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_a and event.mod & pygame.KMOD_CTRL:
            self.selected = bool(self.value)
            return True, None
        replacing = ""
        if self.selected:
            if event.type == pygame.KEYDOWN and event.key in (pygame.K_BACKSPACE, pygame.K_DELETE):
                self.selected = False
                return True, self._set("")
            if event.type == pygame.TEXTINPUT:
                self.selected = False
                replacing, self.value = self.value, ""  # typing replaces the selection
            elif event.type == pygame.MOUSEBUTTONDOWN or (
                event.type == pygame.KEYDOWN
                and event.key not in _MODIFIER_KEYS
                and not (event.unicode and event.unicode.isprintable())
            ):
                self.selected = False  # a click, an arrow, Tab, Enter: keep the text, drop the selection
        before = self.value
        used, result = self._edit(event, focused)
        if replacing and not self.value:
            self.value = replacing  # nothing typeable arrived: the old text stays
        if event.type == pygame.TEXTINPUT:
            taken = len(self.value) - len(before)
            if taken < len(event.text) and len(self.value) >= self.max_len:
                self.flash = REFUSE_FLASH_SECONDS
                if self.on_refuse is not None:
                    self.on_refuse()
        return used, result

    def _edit(self, event: pygame.event.Event, focused: bool) -> tuple[bool, Outcome]:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_BACKSPACE:
                return True, self._set(self.value[:-1])
            if event.key == pygame.K_DELETE:
                return True, self._set("")
            if event.unicode and is_allowed_char(event.unicode[0]):
                return True, None  # the character comes as a TEXTINPUT event
            return False, None
        if event.type == pygame.TEXTINPUT:
            # the names' own rule: no control, format or invisible characters (U+034F ...)
            text = "".join(ch for ch in event.text if is_allowed_char(ch))
            room = self.max_len - len(self.value)
            if text and room > 0:
                return True, self._set(self.value + text[:room])
            return True, None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return True, None
        return False, None

    def draw(self, surface: pygame.Surface, ui: UI, focused: bool, hovered: bool) -> None:
        self._box(surface, ui, focused, hovered, fill=(8, 26, 18) if focused else None)
        if self.invalid or self.flash > 0:  # a red frame; brighter and thicker while refusing
            color = (255, 120, 100) if self.flash > 0 else theme.DANGER
            width = max(2, round((4 if self.flash > 0 else 3) * ui.scale))
            frame = self.rect.inflate(-2 * width, -2 * width) if focused else self.rect  # focus stays seen
            pygame.draw.rect(surface, color, frame, width, border_radius=max(4, round(8 * ui.scale)))
        font = self._font(ui)
        pad = max(6, round(12 * ui.scale))
        selected = self.selected and focused
        shown = "*" * len(self.value) if self.secret else self.value
        image = rendered(font, shown, (24, 20, 10) if selected else theme.TEXT)
        r = image.get_rect(midleft=(self.rect.x + pad, self.rect.centery))
        clip = surface.get_clip()
        surface.set_clip(self.rect.inflate(-pad, 0).clip(clip) if clip else self.rect)
        if selected:
            pygame.draw.rect(surface, theme.ACCENT, r.inflate(4, 2), border_radius=3)
        surface.blit(image, r)
        if focused:
            x = min(r.right + 2, self.rect.right - pad)
            h = font.get_height()
            pygame.draw.line(
                surface, theme.ACCENT, (x, self.rect.centery - h // 2), (x, self.rect.centery + h // 2), 2
            )
        surface.set_clip(clip)


class ScrollText(Widget):
    """A scrollable block of wrapped text: wheel, Up/Down, PgUp/PgDn, Home/End, scrollbar clicks."""

    def __init__(self, text: str | Callable[[], str], font_px: int = 18) -> None:
        super().__init__()
        self.text = text
        self.font_px = font_px
        self.offset = 0  # in pixels
        self._rows: list[str] = []
        self._key: tuple[str, int, int] | tuple[()] = ()
        self._line_h = 1
        self._view_font: pygame.font.Font | None = None
        self._heading_font: pygame.font.Font | None = None

    def _prepare(self, ui: UI) -> None:
        text = self.text() if callable(self.text) else self.text
        size = max(14, round(self.font_px * ui.scale))
        key = (text, size, self.rect.width)
        if key != self._key:
            self._key = key
            self._view_font = ui.fonts(size)
            self._heading_font = ui.fonts(size, True)
            self._rows = wrap_text(self._view_font, text, self.rect.width - self._bar_w() - 2 * self._pad())
            self._line_h = self._view_font.get_linesize()
        self.offset = max(0, min(self.offset, self.max_offset()))

    def _pad(self) -> int:
        return max(8, self.rect.height // 40)

    def _bar_w(self) -> int:
        return max(10, self.rect.width // 60)

    def content_height(self) -> int:
        return len(self._rows) * self._line_h + 2 * self._pad()

    def max_offset(self) -> int:
        return max(0, self.content_height() - self.rect.height)

    def scroll(self, delta: int) -> None:
        self.offset = max(0, min(self.max_offset(), self.offset + delta))

    def handle(self, event: pygame.event.Event, focused: bool) -> tuple[bool, Outcome]:
        page = max(self._line_h, self.rect.height - 2 * self._line_h)
        if event.type == pygame.KEYDOWN:
            step = {
                pygame.K_UP: -self._line_h * 2,
                pygame.K_DOWN: self._line_h * 2,
                pygame.K_PAGEUP: -page,
                pygame.K_PAGEDOWN: page,
                pygame.K_HOME: -(10**9),
                pygame.K_END: 10**9,
            }.get(event.key)
            if step is not None:
                self.scroll(step)
                return True, None
            return False, None
        if event.type == pygame.MOUSEWHEEL:
            self.scroll(-event.y * self._line_h * 3)
            return True, None
        if event.type == pygame.MOUSEBUTTONDOWN:
            if event.button in (4, 5):  # old-style wheel buttons; MOUSEWHEEL handles the scroll
                return True, None
            if event.button == 1 and event.pos[0] >= self.rect.right - self._bar_w() - self._pad():
                thumb = self._thumb()
                self.scroll(-page if event.pos[1] < thumb.y else page)
            return True, None
        return False, None

    def _thumb(self) -> pygame.Rect:
        track = pygame.Rect(
            self.rect.right - self._bar_w() - 4, self.rect.y + 4, self._bar_w(), self.rect.height - 8
        )
        total = max(1, self.content_height())
        h = max(track.height * self.rect.height // total, 20)
        h = min(h, track.height)
        mo = self.max_offset()
        y = track.y + (0 if mo == 0 else (track.height - h) * self.offset // mo)
        return pygame.Rect(track.x, y, track.width, h)

    def draw(self, surface: pygame.Surface, ui: UI, focused: bool, hovered: bool) -> None:
        self._prepare(ui)
        radius = max(4, round(10 * ui.scale))
        panel(surface, self.rect, (6, 22, 15, 230), theme.FOCUS if focused else (60, 100, 80), radius, 2)
        assert self._view_font is not None
        clip = surface.get_clip()
        inner = self.rect.inflate(-4, -4)
        surface.set_clip(inner.clip(clip) if clip else inner)
        pad = self._pad()
        first = max(0, (self.offset - pad) // self._line_h)
        y = self.rect.y + pad - self.offset + first * self._line_h
        for row in self._rows[first:]:
            if y > self.rect.bottom:
                break
            heading = row.startswith("#")
            shown = row.lstrip("#").strip() if heading else row
            color = theme.ACCENT if heading else theme.TEXT
            font = self._heading_font if heading and self._heading_font is not None else self._view_font
            surface.blit(rendered(font, shown, color), (self.rect.x + pad, y))
            y += self._line_h
        surface.set_clip(clip)
        if self.max_offset() > 0:
            pygame.draw.rect(
                surface,
                theme.ACCENT if (focused or hovered) else theme.TEXT_DIM,
                self._thumb(),
                border_radius=4,
            )


class FocusGroup:
    """The widgets of a screen with one keyboard focus and one mouse hover."""

    def __init__(self, widgets: Sequence[Widget] = ()) -> None:
        self.widgets: list[Widget] = list(widgets)
        self.focus = 0
        self.hover: Widget | None = None
        self._pointer: tuple[int, int] | None = None
        self._normalize()

    # focus ----------------------------------------------------------------
    def _candidates(self) -> list[int]:
        return [i for i, w in enumerate(self.widgets) if w.focusable and w.enabled and w.visible]

    def _normalize(self) -> None:
        c = self._candidates()
        if c and self.focus not in c:
            self.focus = c[0]

    @property
    def focused(self) -> Widget | None:
        self._normalize()
        return self.widgets[self.focus] if self.widgets and 0 <= self.focus < len(self.widgets) else None

    def set_widgets(self, widgets: Sequence[Widget], keep_focus: bool = True) -> None:
        old = self.focused
        self.widgets = list(widgets)
        if keep_focus and old in self.widgets:
            self.focus = self.widgets.index(old)
        elif not keep_focus:
            self.focus = 0
        self.focus = min(self.focus, max(0, len(self.widgets) - 1))
        self._normalize()

    def focus_on(self, widget: Widget) -> None:
        if widget in self.widgets and widget is not self.focused:
            current = self.focused
            if current is not None:
                current.blur()
            self.focus = self.widgets.index(widget)

    def move(self, delta: int) -> None:
        c = self._candidates()
        if not c:
            return
        pos = c.index(self.focus) if self.focus in c else 0
        self.focus_on(self.widgets[c[(pos + delta) % len(c)]])

    def move_direction(self, dx: int, dy: int) -> None:
        """Arrow navigation: the nearest widget in that direction, else the next/previous one."""
        cur = self.focused
        if cur is None:
            return
        cx, cy = cur.rect.center
        best: tuple[float, Widget] | None = None
        for i in self._candidates():
            w = self.widgets[i]
            if w is cur:
                continue
            wx, wy = w.rect.center
            ddx, ddy = wx - cx, wy - cy
            along = ddx * dx + ddy * dy
            if along <= 2:
                continue
            across = abs(ddy) if dx else abs(ddx)
            # overlapping rows/columns are strongly preferred over diagonal jumps
            score = along + 3 * across
            if best is None or score < best[0]:
                best = (score, w)
        if best is not None:
            self.focus_on(best[1])
        else:
            self.move(1 if (dx + dy) > 0 else -1)

    # events ---------------------------------------------------------------
    def widget_at(self, pos: tuple[int, int]) -> Widget | None:
        for w in reversed(self.widgets):
            if w.visible and w.rect.collidepoint(pos):
                return w
        return None

    def handle(self, event: pygame.event.Event) -> tuple[bool, Outcome]:
        """Returns (consumed, transition-or-None)."""
        if event.type == pygame.MOUSEMOTION:
            self._pointer = event.pos
            self.hover = self.widget_at(event.pos)
            return False, None
        if event.type == pygame.MOUSEBUTTONDOWN:
            self._pointer = event.pos
            w = self.widget_at(event.pos)
            self.hover = w
            if w is None or not w.enabled:
                return False, None
            if w.focusable:
                self.focus_on(w)
            return w.handle(event, True)
        if event.type == pygame.MOUSEWHEEL:
            target = self.widget_at(self._pointer) if self._pointer else None
            for w in (target, self.focused):
                if w is not None and w.enabled:
                    used, result = w.handle(event, w is self.focused)
                    if used:
                        return used, result
            return False, None
        if event.type in (pygame.KEYDOWN, pygame.TEXTINPUT):
            w = self.focused
            if w is not None and w.enabled:
                used, result = w.handle(event, True)
                if used:
                    return used, result
            if event.type != pygame.KEYDOWN:
                return False, None
            key = event.key
            if key == pygame.K_TAB:
                self.move(-1 if event.mod & pygame.KMOD_SHIFT else 1)
                return True, None
            arrows = {
                pygame.K_UP: (0, -1),
                pygame.K_DOWN: (0, 1),
                pygame.K_LEFT: (-1, 0),
                pygame.K_RIGHT: (1, 0),
            }
            if key in arrows:
                self.move_direction(*arrows[key])
                return True, None
            if key in _ACTIVATE_KEYS and w is not None and w.enabled:
                if isinstance(w, TextField):
                    self.move(1)
                    return True, None
                return True, w.activate()
        return False, None

    def draw(self, surface: pygame.Surface, ui: UI) -> None:
        focused = self.focused
        for w in self.widgets:
            if w.visible:
                w.draw(surface, ui, w is focused, w is self.hover)
