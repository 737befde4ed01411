"""The rules screen (F1) names every key the game answers to, in both languages."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from game.scenes.rules import RulesScene
from game.ui.settings_state import Settings

GAME = Path(__file__).resolve().parents[2] / "game"

#: Each key constant the screens handle and how the rules text names it (German, English);
#: None: editing keys inside a field (Backspace, Delete, keypad +/-) and modifier keys on
#: their own, which need no list.
KEY_NAMES: dict[str, tuple[str, str] | None] = {
    "K_1": ("1-5: Karte markieren", "1-5: mark a card"),
    "K_5": ("1-5: Karte markieren", "1-5: mark a card"),
    "K_KP1": ("1-5: Karte markieren", "1-5: mark a card"),
    "K_KP5": ("1-5: Karte markieren", "1-5: mark a card"),
    "K_t": ("Enter oder T: tauschen", "Enter or T: exchange"),
    "K_s": ("S: setzen", "S: bet"),
    "K_o": ("O: eröffnen", "O: open"),
    "K_r": ("R: prüfen", "R: show"),
    "K_p": ("P: passen", "P: fold"),
    "K_c": ("C: checken oder mitgehen", "C: check or call"),
    "K_d": ("D: Duell", "D: Duell"),
    "K_RETURN": ("Enter oder Leertaste: bestätigen", "Enter or Space: confirm"),
    "K_KP_ENTER": ("Enter oder Leertaste: bestätigen", "Enter or Space: confirm"),
    "K_SPACE": ("Enter oder Leertaste: bestätigen", "Enter or Space: confirm"),
    "K_n": ("Leertaste, N oder Enter: nächste Runde", "Space, N or Enter: next round"),
    "K_h": ("H: Verlauf", "H: history"),
    "K_e": ("E: als Text exportieren", "E: export as text"),
    "K_QUESTION": ("? oder F2: Tipp", "? or F2: tip"),
    "K_SLASH": ("? oder F2: Tipp", "? or F2: tip"),  # Shift+/ is "?" on many layouts
    "K_F2": ("? oder F2: Tipp", "? or F2: tip"),
    "K_F1": ("F1: Spielregeln", "F1: rules"),
    "K_ESCAPE": ("Esc: Pause", "Esc: pause"),
    "K_F11": ("F11: Vollbild", "F11: fullscreen"),
    "K_m": ("M: Ton aus/an", "M: sound off/on"),
    "K_x": ("X: Tisch verlassen", "X: leave the table"),
    "K_b": ("B: setzen", "B: bet"),
    "K_j": ("J: ja", "J: yes"),
    "K_y": ("J: ja", "J: yes"),  # Y on an English keyboard answers yes too
    "K_z": ("Z: zuschauen", "Z: watch"),
    "K_k": ("K: nachkaufen", "K: top up"),
    "K_u": ("U: aufstehen", "U: stand up"),
    "K_i": ("I: die nächste Person", "I: the next person"),  # a seated person's profile at a table
    "K_f": ("F: Spiel filtern", "F: filter by game"),
    "K_w": ("W: den Rest des Spiels zuschauen", "W: watch the rest of the game"),
    "K_TAB": ("Tab/Umschalt+Tab", "Tab/Shift+Tab"),
    "K_UP": ("Pfeiltasten", "arrows"),
    "K_DOWN": ("Pfeiltasten", "arrows"),
    "K_LEFT": ("Pfeiltasten", "arrows"),
    "K_RIGHT": ("Pfeiltasten", "arrows"),
    "K_PAGEUP": ("Bild auf/ab", "Page Up/Down"),
    "K_PAGEDOWN": ("Bild auf/ab", "Page Up/Down"),
    "K_HOME": ("Pos1/Ende", "Home/End"),
    "K_END": ("Pos1/Ende", "Home/End"),
    "K_a": ("Strg+A: Namen markieren", "Ctrl+A: select a name"),
    "K_BACKSPACE": None,
    "K_DELETE": None,
    "K_KP_PLUS": None,
    "K_KP_MINUS": None,
    **dict.fromkeys(
        ("K_LCTRL", "K_RCTRL", "K_LSHIFT", "K_RSHIFT", "K_LALT", "K_RALT", "K_LGUI", "K_RGUI", "K_MODE"),
        None,
    ),
    "K_CAPSLOCK": None,
}


def handled_keys() -> set[str]:
    """Every ``pygame.K_...`` the screens, widgets and the app compare events with."""
    found: set[str] = set()
    for path in [*(GAME / "scenes").rglob("*.py"), *(GAME / "ui").rglob("*.py"), GAME / "app.py"]:
        found |= set(re.findall(r"pygame\.(K_\w+)", path.read_text(encoding="utf-8")))
    return found


def test_every_handled_key_has_a_name() -> None:
    missing = handled_keys() - set(KEY_NAMES)
    assert not missing, f"document these keys on the rules screen and here: {sorted(missing)}"


@pytest.mark.parametrize("language", ["de", "en"])
def test_rules_screen_lists_every_key(make_app, language: str) -> None:
    app = make_app(settings=Settings(license_accepted=True, language=language))
    scene = RulesScene(app)
    app.push(scene)
    app.step(1 / 60)
    shown = scene.view.text() if callable(scene.view.text) else scene.view.text
    for key in sorted(handled_keys()):
        names = KEY_NAMES[key]
        if names is not None:
            assert names[0 if language == "de" else 1] in shown, key
    for setup_key in ("Strg+Enter", "Ctrl+Enter"):  # the setup screen's shortcut (a KMOD test)
        if setup_key.startswith("Strg") == (language == "de"):
            assert setup_key in shown
