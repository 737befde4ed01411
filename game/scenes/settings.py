"""Einstellungen: language, animation speed, sound and volume, fullscreen, suit colours, card back, key hints.

Every change applies at once (`App.apply_settings`, which also saves), so the
screen itself re-renders in the new language and the player sees the effect.
A preview card on the right shows the chosen suit colours and card back when
the card sprites are available.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pygame

from game.scenes.base import Pop, Transition
from game.scenes.common import UIScene
from game.ui import layout, theme
from game.ui.draw import text
from game.ui.settings_state import ANIMATION_SPEEDS, CARD_BACKS, LANGUAGES
from game.ui.widgets import Button, Choice

__all__ = ["SettingsScene"]

_SPEED_KEYS = {
    0.5: "settings.speed_slow",
    1.0: "settings.speed_normal",
    2.0: "settings.speed_fast",
    4.0: "settings.speed_very_fast",
}
_VOLUMES = tuple(round(v / 10, 1) for v in range(0, 11))


class SettingsScene(UIScene):
    """The settings screen; Esc or Zurück returns to where it was opened from."""

    idle_capable = True  # drawn again only after input (see game.scenes.base)

    title_key = "settings.title"

    def build(self) -> None:
        t = self.app.t
        s = self.app.settings
        on_off = lambda v: t("settings.on") if v else t("settings.off")  # noqa: E731
        speeds = (
            list(ANIMATION_SPEEDS)
            if s.animation_speed in ANIMATION_SPEEDS
            else sorted({*ANIMATION_SPEEDS, s.animation_speed})
        )
        volume = min(_VOLUMES, key=lambda v: abs(v - s.volume))
        self.rows: dict[str, Choice[Any]] = {
            "language": Choice(
                LANGUAGES,
                s.language,
                lambda v: t(f"lang.{v}"),
                self._set("language"),
                lambda: t("settings.language"),
            ),
            "animation_speed": Choice(
                speeds,
                s.animation_speed,
                lambda v: t(_SPEED_KEYS[v]) if v in _SPEED_KEYS else f"{v:g}x",
                self._set("animation_speed"),
                lambda: t("settings.animation_speed"),
            ),
            "sound": Choice([True, False], s.sound, on_off, self._set("sound"), lambda: t("settings.sound")),
            "volume": Choice(
                list(_VOLUMES),
                volume,
                lambda v: t("settings.percent", n=round(v * 100)),
                self._set("volume"),
                lambda: t("settings.volume"),
            ),
            "fullscreen": Choice(
                [False, True], s.fullscreen, on_off, self._set("fullscreen"), lambda: t("settings.fullscreen")
            ),
            "four_color": Choice(
                [False, True],
                s.four_color,
                lambda v: t("settings.four_colors") if v else t("settings.two_colors"),
                self._set("four_color"),
                lambda: t("settings.four_color"),
            ),
            "card_back": Choice(
                list(range(CARD_BACKS)),
                s.card_back,
                lambda v: t("settings.card_back_n", n=v + 1),
                self._set("card_back"),
                lambda: t("settings.card_back"),
            ),
            "show_hint": Choice(
                [True, False], s.show_hint, on_off, self._set("show_hint"), lambda: t("settings.show_hint")
            ),
            "show_tips": Choice(
                [True, False], s.show_tips, on_off, self._set("show_tips"), lambda: t("settings.show_tips")
            ),
            # Network, your move (game.scenes.net.alert)
            "turn_sound": Choice(
                [True, False], s.turn_sound, on_off, self._set("turn_sound"), lambda: t("settings.turn_sound")
            ),
            "turn_flash": Choice(
                [True, False], s.turn_flash, on_off, self._set("turn_flash"), lambda: t("settings.turn_flash")
            ),
            "turn_timer": Choice(
                [True, False], s.turn_timer, on_off, self._set("turn_timer"), lambda: t("settings.turn_timer")
            ),
            "confirm_fold": Choice(
                [True, False],
                s.confirm_fold,
                on_off,
                self._set("confirm_fold"),
                lambda: t("settings.confirm_fold"),
            ),
        }
        self.back_button = Button(lambda: t("settings.back"), lambda: Pop(), primary=True)
        self.audio_note: pygame.Rect | None = None  # where "no sound output" is said (`place`)
        self.ui.set_widgets([*self.rows.values(), self.back_button], keep_focus=False)

    def _set(self, field: str) -> Callable[[Any], None]:
        """The change handler of the row of ``field``; ``value`` has that field's type."""

        def apply(value: Any) -> None:
            self.app.apply_settings(replace(self.app.settings, **{field: value}))
            if field == "fullscreen":  # the window may refuse fullscreen (dummy driver): show the truth
                self.rows["fullscreen"].value = self.app.settings.fullscreen

        return apply

    def back(self) -> Transition | None:
        return Pop()

    def place(self) -> None:
        # F11 can change fullscreen while this screen is open: show the current state
        self.rows["fullscreen"].value = self.app.settings.fullscreen
        self.rows["sound"].value = self.app.settings.sound  # and M the sound
        area = self.app.content_rect
        sc = self.app.scale
        top = self.title_rect().bottom + layout.px(16, sc)
        widgets = [*self.rows.values(), self.back_button]
        # Without a sound output the game is silent: a line under Lautstärke says so.
        sounds = self.app.sounds
        silent = sounds is None or not sounds.available
        note_h = layout.px(30, sc) if silent else 0
        rects = layout.column(
            pygame.Rect(area.x, top, area.width, area.bottom - top - layout.px(16, sc) - note_h),
            len(widgets),
            min(area.width - layout.px(40, sc), layout.px(620, sc)),
            layout.px(50, sc),
            layout.px(10, sc),
            top=top,
        )
        self.audio_note = None
        for w, r in zip(widgets, rects):
            w.rect = r.move(0, note_h) if self.audio_note is not None else r
            if silent and w is self.rows["volume"]:
                self.audio_note = pygame.Rect(r.x, r.bottom, r.width, note_h)
        self.back_button.rect.width = min(self.back_button.rect.width, layout.px(300, sc))
        self.back_button.rect.centerx = area.centerx
        self.back_button.rect.y += layout.px(8, sc)

    def draw_content(self, surface: pygame.Surface) -> None:
        if self.audio_note is not None:
            font = self.app.fonts(max(12, self.app.px(17)))
            text(surface, font, self.app.t("settings.no_audio"), theme.GOLD, center=self.audio_note.center)
        cards = self.app.cards
        first = next(iter(self.rows.values()))
        room = self.app.content_rect.right - first.rect.right
        if cards is None or room < self.app.px(160):
            return
        from game.engine import parse_cards

        w = self.app.px(96)
        x = first.rect.right + room // 2
        y = first.rect.y + self.app.px(10)
        lang = self.app.settings.language
        for i, card in enumerate(parse_cards("Ah Kd Qc")):
            img = cards.face(card, w, four_color=self.app.settings.four_color, locale=lang)
            surface.blit(
                img, img.get_rect(midtop=(x + (i - 1) * self.app.px(40), y + abs(i - 1) * self.app.px(6)))
            )
        back = cards.back(w, style=self.app.settings.card_back)
        surface.blit(back, back.get_rect(midtop=(x, y + round(w * 1.4) + self.app.px(40))))
