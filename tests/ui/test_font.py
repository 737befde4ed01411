"""The shipped UI font: real Regular and Bold faces, German letters, found wherever the game runs."""

from __future__ import annotations

import fnmatch
import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pygame
import pytest

from game.ui import draw
from game.ui.draw import FONT_FILES, FONT_SCALE, bundled_font
from game.ui.widgets import Button, Choice

REPO = Path(__file__).resolve().parents[2]
FONT_DIR = REPO / "game" / "assets" / "fonts"


@pytest.fixture(autouse=True)
def _fonts() -> None:
    pygame.font.init()


def test_both_faces_are_shipped_lato_and_real() -> None:
    regular, bold = bundled_font(20), bundled_font(20, bold=True)
    assert (regular.name, regular.style_name) == ("Lato", "Regular")
    # a face of its own, not pygame's synthetic bold that spaced letters unevenly
    assert (bold.name, bold.style_name) == ("Lato", "Bold")
    assert bold.size("Animation")[0] > regular.size("Animation")[0]


def test_german_letters_have_glyphs() -> None:
    for bold in (False, True):
        font = bundled_font(24, bold)
        assert all(m is not None for m in font.metrics("äöüÄÖÜß–…·"))


@pytest.mark.parametrize("size", [6, 12, 14, 17, 42, 72, 144])
def test_line_height_follows_the_scale(size: int) -> None:
    for bold in (False, True):
        assert bundled_font(size, bold).get_height() == round(size * FONT_SCALE)


def test_license_ships_next_to_the_font_and_is_packaged() -> None:
    files = sorted(p.name for p in FONT_DIR.iterdir())
    assert files == sorted([*FONT_FILES.values(), "OFL.txt"])
    license_text = (FONT_DIR / "OFL.txt").read_text(encoding="utf-8")
    assert "SIL OPEN FONT LICENSE Version 1.1" in license_text and "Lato" in license_text
    config = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))
    patterns = config["tool"]["setuptools"]["package-data"]["game"]
    for name in files:  # a wheel carries every file of the folder
        relative = f"assets/fonts/{name}"
        assert any(fnmatch.fnmatch(relative, pattern) for pattern in patterns), relative
    assert "game/assets/fonts/OFL.txt" in config["project"]["license-files"]


def test_font_is_found_from_another_working_directory(tmp_path: Path) -> None:
    script = (
        "import pygame; pygame.font.init()\n"
        "from game.ui.draw import bundled_font\n"
        "f = bundled_font(20, True); print(f.name, f.style_name)\n"
    )
    env = dict(os.environ, PYTHONPATH=str(REPO), SDL_VIDEODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    done = subprocess.run(
        [sys.executable, "-c", script], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().endswith("Lato Bold")


def test_missing_font_files_fall_back_to_pygames_font(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(draw, "_font_bytes", lambda bold: None)
    font = bundled_font(20, bold=True)
    assert font.name != "Lato" and font.render("Spiel", True, (255, 255, 255)).get_width() > 0


def test_long_labels_shrink_and_drawing_ends(make_app) -> None:
    # the shrink loop must lower the requested size: feeding get_height() back in never ended
    app = make_app()
    surface = app.screen
    button = Button("Einstellungen zurücksetzen und alles verwerfen", lambda: None)
    button.rect = pygame.Rect(0, 0, 120, 90)
    button.draw(surface, app, False, False)
    choice = Choice(["Sehr, sehr langer Wert einer Auswahl"], "Sehr, sehr langer Wert einer Auswahl", str)
    choice.rect = pygame.Rect(0, 100, 140, 90)
    choice.draw(surface, app, False, False)
    assert app.fonts(12).size("x")[0] > 0


@pytest.mark.parametrize("size", [14, 17, 42])
def test_accented_capitals_keep_the_baseline(size: int) -> None:
    # SDL_ttf moved a line down when a glyph rose above the ascent: "PLÄTZE" sat lower than "NAME"
    for bold in (False, True):
        font = bundled_font(size, bold)
        bottoms = set()
        for word in ("NAME", "PLÄTZE", "Über", "ZURÜCK", "Özlem", "Éric"):
            image = font.render(word, True, (255, 255, 255))
            assert image.get_width() == font.size(word)[0]
            first = image.subsurface((0, 0, font.size(word[0])[0], image.get_height()))
            bottoms.add(first.get_bounding_rect().bottom)
        assert len(bottoms) == 1, (size, bold, bottoms)


def test_steady_rendering_keeps_plain_calls_working() -> None:
    font = bundled_font(20)
    assert font.render("", True, (255, 255, 255)).get_height() > 0
    line = font.render("Zeile eins", False, (255, 255, 255), (0, 0, 0))
    assert line.get_width() == font.size("Zeile eins")[0]


def test_drawn_lines_are_rendered_once() -> None:
    # Lato renders slower than pygame's font; labels drawn every frame come from a cache
    font = bundled_font(18)
    calls: list[str] = []
    original = font.render

    def counting(value, *args, **kwargs):  # type: ignore[no-untyped-def]
        calls.append(value)
        return original(value, *args, **kwargs)

    font.render = counting  # type: ignore[method-assign]
    surface = pygame.Surface((300, 60))
    first = draw.text(surface, font, "Platz 1", (255, 255, 255), topleft=(0, 0))
    again = draw.text(surface, font, "Platz 1", (255, 255, 255), topleft=(0, 0))
    draw.shadowed_text(surface, font, "Platz 1", (255, 255, 255), center=(150, 30))
    draw.shadowed_text(surface, font, "Platz 1", (255, 255, 255), center=(150, 30))
    assert first == again and calls == ["Platz 1", "Platz 1"]  # the line, then its shadow
