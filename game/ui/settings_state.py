"""The settings as the screens see them: the storage layer's frozen `Settings`.

`game.storage.settings.Settings` holds the fields (language, animation_speed,
sound, volume, fullscreen, four_color, card_back, show_hint, show_tips,
license_accepted, last_setup, last_duell, last_holdem, and the Netzwerk
screen's last net_address and net_name) and validates them; screens change a setting
with `dataclasses.replace` and hand the new object to `App.apply_settings`.
This module adds the steps the settings screen offers.
"""

from __future__ import annotations

from game.storage.settings import CARD_BACK_COUNT, LANGUAGES, Settings

__all__ = ["Settings", "LANGUAGES", "ANIMATION_SPEEDS", "CARD_BACKS"]

#: Animation speed factors offered in the settings screen (1.0 = normal).
ANIMATION_SPEEDS: tuple[float, ...] = (0.5, 1.0, 2.0, 4.0)
#: Number of card back designs offered (the card renderer draws them).
CARD_BACKS = CARD_BACK_COUNT
