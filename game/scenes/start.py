"""The start screen: Neues Spiel, Spielregeln, Einstellungen, Lizenz, Statistik, Netzwerk, Beenden.

F1 opens the rules (as Spielregeln does), Esc quits.

Plus Fortsetzen / Duell fortsetzen when saved. Netzwerk opens `net_connect` (join or host).

One "continue" button per registered game (`SceneContext.games`) whose
save exists (each game has its own save slot, so all may show), in registry
order; each goes through its entry's ``resume`` (the table, or that game's
set-up with a notice when the save was refused). Neues Spiel asks which
game first (`game_choice`: one button per registered game), then opens
its set-up.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from game.scenes.base import GameEntry, Push, Quit, Transition
from game.scenes.common import UIScene
from game.ui import layout, theme
from game.ui.draw import shadowed_text, text
from game.ui.widgets import Button

__all__ = ["StartScene"]

#: What the fan cards look like: window size, four colours, card language, card back.
FanKey = tuple[tuple[int, int], bool, str, int]


class StartScene(UIScene):
    """The main menu."""

    #: Quiet frames: the bobbing suits are redrawn alone (`dirty_rects`), the fans while they fade in.
    idle_capable = True

    def build(self) -> None:
        # the fan cards beside the menu, rendered a few per frame (see _build_fans)
        self._fan_key: FanKey | None = None
        self._fan_images: list[pygame.Surface] = []
        self._fans: tuple[pygame.Surface, pygame.Surface] | None = None
        self._fan_age = 0.0
        self.buttons: list[Button] = []
        for entry in self.app.games:  # "continue" for each registered game with a save
            if entry.continue_key is None or entry.resumable is None or entry.resume is None:
                continue
            if entry.resumable(self.app):
                self.buttons.append(
                    Button(self._label(entry.continue_key), self._resumer(entry), primary=not self.buttons)
                )
        self.buttons += [
            Button(lambda: self.app.t("menu.new_game"), self.new_game, primary=not self.buttons),
            Button(lambda: self.app.t("menu.rules"), self.rules),
            Button(lambda: self.app.t("menu.settings"), self.settings),
            Button(lambda: self.app.t("menu.license"), self.license),
            Button(lambda: self.app.t("menu.stats"), self.stats),
            Button(lambda: self.app.t("menu.network"), self.network),
            Button(lambda: self.app.t("menu.quit"), lambda: Quit()),
        ]
        self.ui.set_widgets(self.buttons, keep_focus=False)
        self.time = 0.0

    # actions ------------------------------------------------------------------
    def _label(self, key: str) -> Callable[[], str]:
        return lambda: self.app.t(key)

    def _resumer(self, entry: GameEntry) -> Callable[[], Transition | None]:
        resume = entry.resume
        assert resume is not None
        return lambda: resume(self.app)

    def new_game(self) -> Transition:
        from game.scenes.game_choice import GameChoiceScene

        return Push(GameChoiceScene(self.app))

    def network(self) -> Transition:
        from game.scenes.net.connect import NetConnectScene

        return Push(NetConnectScene(self.app))

    def rules(self) -> Transition:
        from game.scenes.rules import RulesScene

        return Push(RulesScene(self.app))

    def stats(self) -> Transition:
        from game.scenes.stats import StatsScene

        return Push(StatsScene(self.app))

    def settings(self) -> Transition:
        from game.scenes.settings import SettingsScene

        return Push(SettingsScene(self.app))

    def license(self) -> Transition:
        from game.scenes.license import LicenseScene

        return Push(LicenseScene(self.app))

    def back(self) -> Transition | None:
        return Quit()

    def on_event(self, event: pygame.event.Event) -> Transition | None:
        """F1: the rules, as on every other screen."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            return self.rules()
        return None

    # layout and drawing ---------------------------------------------------------
    def place(self) -> None:
        area = self.app.content_rect
        s = self.app.scale
        top = area.y + layout.px(250, s)
        rects = layout.column(
            pygame.Rect(area.x, top, area.width, area.bottom - top - layout.px(16, s)),
            len(self.buttons),
            layout.px(340, s),
            layout.px(52, s),
            layout.px(12, s),
            top=top,
        )
        for b, r in zip(self.buttons, rects):
            b.rect = r

    def _fan_request(self) -> tuple[FanKey, int] | None:
        """What the fans look like now (cache key) and the card width, or None without room."""
        if self.app.cards is None:
            return None
        area = self.app.content_rect
        if self.buttons[0].rect.x - area.x < self.app.px(260):
            return None
        st = self.app.settings
        return (area.size, st.four_color, st.language, st.card_back), self.app.px(92)

    def _build_fans(self) -> None:
        """Render the fan cards a few per frame so the first frame of the menu stays quick."""
        request = self._fan_request()
        if request is None:
            self._fans = None
            return
        key, width = request
        if self._fan_key != key:
            self._fan_key = key
            self._fan_images = []
            self._fans = None
            self._fan_age = 0.0
        if self._fans is not None:
            return
        from game.engine import parse_cards

        cards = self.app.cards
        hand = parse_cards("Ts Js Qs Ks As")
        if len(self._fan_images) < 5:
            card = hand[len(self._fan_images)]
            self._fan_images.append(cards.face(card, width, four_color=key[1], locale=key[2]))
            return
        back = cards.back(width, style=key[3])
        self._fans = (self._fan(self._fan_images, -1), self._fan([back] * 5, 1))

    def draw_content(self, surface: pygame.Surface) -> None:
        """Two fanned hands beside the menu (when the card sprites exist and there is room)."""
        fans = self._fans
        if fans is None or self._fan_request() is None:
            return
        area = self.app.content_rect
        room = self.buttons[0].rect.x - area.x
        y = area.y + round(area.height * 0.62)
        alpha = self._fan_alpha()
        for image, x in ((fans[0], area.x + room // 2), (fans[1], area.right - room // 2)):
            image.set_alpha(alpha)  # fade in once built
            surface.blit(image, image.get_rect(center=(x, y)))

    def _fan(self, images: list[pygame.Surface], tilt: int) -> pygame.Surface:
        """Cards spread like a hand, rotated about a point below them; one surface."""
        w, h = images[0].get_size()
        radius = h * 1.6
        size = (round(w * 3.6), round(h * 1.9))
        out = pygame.Surface(size, pygame.SRCALPHA)
        pivot = (size[0] / 2, size[1] / 2 + radius - h * 0.35)
        for i, image in enumerate(images):
            angle = (i - 2) * 11 + tilt * 6
            rotated = pygame.transform.rotozoom(image, -angle, 1.0)
            rad = math.radians(angle)
            cx = pivot[0] + math.sin(rad) * radius
            cy = pivot[1] - math.cos(rad) * radius
            out.blit(rotated, rotated.get_rect(center=(round(cx), round(cy))))
        return out

    def update(self, dt: float) -> Transition | None:
        self.time += dt
        if self.time > 0.05:  # after the first frames: the menu shows at once, the fans follow
            self._build_fans()
            if self._fans is not None:
                self._fan_age += dt
        return None

    def wake_in(self) -> float:
        """Every frame while the fans are made and fade in; then when a suit next moves a pixel."""
        fans_coming = self._fan_request() is not None and (self._fans is None or self._fan_alpha() < 255)
        if self.time <= 0.05 or fans_coming:
            return 0.0
        step = 1 / 120
        first = self._suit_offsets(self.time)
        ahead = step
        while ahead < 1.0 and self._suit_offsets(self.time + ahead) == first:
            ahead += step
        return min(ahead, 1.0)

    def look(self) -> tuple[tuple[int, ...], bool, int]:
        """Where the suits are, and whether and how opaque the fans show."""
        fans = self._fans is not None and self._fan_request() is not None
        return self._suit_offsets(self.time), fans, self._fan_alpha() if fans else 0

    def dirty_rects(self, before: object, after: object) -> list[pygame.Rect] | None:
        if not (isinstance(before, tuple) and isinstance(after, tuple)) or before[1:] != after[1:]:
            return None  # the fans changed: everything
        return [self._suits_rect()]

    def _suit_offsets(self, time: float) -> tuple[int, ...]:
        """Where the suits are at ``time`` (their heights)."""
        y = self._suits_centre()[1]
        return tuple(self._suit_y(y, i, time) for i in range(4))

    def _fan_alpha(self) -> int:
        return min(255, round(255 * self._fan_age / 0.4))

    def _suits_centre(self) -> tuple[int, int]:
        area = self.app.content_rect
        return area.centerx, area.y + self.app.px(62)

    def _suits_rect(self) -> pygame.Rect:
        """Where the suits bob (their shapes reach a little beyond their height)."""
        px = self.app.px
        cx, cy = self._suits_centre()
        size, gap = px(34), px(58)
        w = round(3 * gap + size * 1.3) + 4
        h = round(size * 1.3) + 2 * px(4) + 4
        return pygame.Rect(cx - w // 2, cy - h // 2, w, h)

    def draw_title(self, surface: pygame.Surface) -> None:
        area = self.app.content_rect
        px = self.app.px
        self._draw_suits(surface, self._suits_centre())
        font = self.app.fonts(px(72), bold=True)
        shadowed_text(
            surface,
            font,
            self.app.t("app.title"),
            theme.ACCENT,
            offset=px(4),
            center=(area.centerx, area.y + px(140)),
        )
        text(
            surface,
            self.app.fonts(px(21)),
            self.app.t("app.subtitle"),
            theme.TEXT,
            center=(area.centerx, area.y + px(196)),
        )
        text(
            surface,
            self.app.fonts(px(16)),
            self.app.t("menu.tagline"),
            theme.TEXT_DIM,
            center=(area.centerx, area.y + px(224)),
        )

    def _draw_suits(self, surface: pygame.Surface, center: tuple[int, int]) -> None:
        """Four suit symbols drawn as shapes (the bundled font has none), gently bobbing."""
        from game.ui.shapes import draw_suit

        px = self.app.px
        size = px(34)
        gap = px(58)
        for i, suit in enumerate("shdc"):
            x = center[0] + (i - 1.5) * gap
            color = (214, 60, 60) if suit in "hd" else (240, 236, 220)
            draw_suit(surface, suit, (round(x), self._suit_y(center[1], i, self.time)), size, color)

    def _suit_y(self, centre_y: int, i: int, time: float) -> int:
        """Where suit ``i`` is at ``time``: it bobs gently."""
        return round(centre_y + math.sin(time * 2.0 + i * 0.9) * self.app.px(4))
