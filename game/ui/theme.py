"""Colours and sizes shared by every screen, so the look stays consistent.

Sizes are given for a 1280x720 window and multiplied by the app's UI scale.
"""

from __future__ import annotations

__all__ = [
    "FELT",
    "FELT_DARK",
    "FELT_LIGHT",
    "PANEL",
    "PANEL_BORDER",
    "TEXT",
    "TEXT_DIM",
    "ACCENT",
    "ACCENT_DARK",
    "BUTTON",
    "BUTTON_HOVER",
    "BUTTON_PRESSED",
    "DANGER",
    "BAND",
    "BAND_TEXT",
    "BAND_EDGE",
    "FOCUS",
    "SHADOW",
]

Color = tuple[int, int, int] | tuple[int, int, int, int]

FELT: Color = (22, 92, 58)
FELT_DARK: Color = (8, 42, 27)
FELT_LIGHT: Color = (38, 124, 78)
PANEL: Color = (10, 30, 22, 215)
PANEL_BORDER: Color = (214, 178, 94)
TEXT: Color = (244, 239, 222)
TEXT_DIM: Color = (176, 196, 180)
ACCENT: Color = (232, 195, 106)
ACCENT_DARK: Color = (150, 115, 45)
#: The best hand of a showdown (gold) and the one that costs (red), on the table and in lists.
GOLD: Color = (240, 200, 90)
RED: Color = (226, 74, 62)
#: The outline of a scored card of a hand that neither wins nor costs.
CARD_MARK: Color = (250, 250, 250)
#: The frame of the cards the Tipp would exchange (distinct from the gold hover frame).
SUGGEST: Color = (96, 214, 236)
BUTTON: Color = (18, 58, 40)
BUTTON_HOVER: Color = (34, 96, 64)
BUTTON_PRESSED: Color = (12, 40, 28)
DANGER: Color = (186, 62, 52)
BAND: Color = (12, 12, 14)
BAND_TEXT: Color = (250, 246, 232)
BAND_EDGE: Color = (214, 178, 94)
FOCUS: Color = (255, 214, 110)
SHADOW: Color = (0, 0, 0, 110)
