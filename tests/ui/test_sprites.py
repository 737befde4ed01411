"""Card, chip and sound assets: sizes, caching, colours, distinctness, silent audio fallback."""

from __future__ import annotations

import os
import struct
import subprocess
import sys
from collections.abc import Callable, Iterator

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from game.engine import FULL_DECK, Card, Rank, Suit, parse_cards
from game.ui import sound as sound_mod
from game.ui.cards import BACK_STYLES, CardRenderer, card_size, rank_label, suit_colour
from game.ui.sound import SOUND_NAMES, Sounds, synthesise
from game.ui.tokens import CHIP_COLOURS, chip, stack, stack_size

Pixel = tuple[int, int, int, int]
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


@pytest.fixture(scope="module", autouse=True)
def pygame_display() -> Iterator[None]:
    """pygame with fonts and a tiny dummy window, as the game has when it draws."""
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((8, 8))
    yield


@pytest.fixture(scope="module")
def renderer() -> CardRenderer:
    return CardRenderer()


def pixels(surface: pygame.Surface) -> list[Pixel]:
    data = pygame.image.tobytes(surface, "RGBA")
    return [tuple(data[i : i + 4]) for i in range(0, len(data), 4)]  # type: ignore[misc]


def count(surface: pygame.Surface, test: Callable[[Pixel], bool]) -> int:
    return sum(1 for p in pixels(surface) if p[3] > 200 and test(p))


def as_bytes(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


def is_red(p: Pixel) -> bool:
    return p[0] > 140 and p[1] < 90 and p[2] < 90


def is_blue(p: Pixel) -> bool:
    return p[2] > 140 and p[0] < 90


def is_green(p: Pixel) -> bool:
    return p[1] > 90 and p[0] < 60 and p[2] < 100


def is_dark(p: Pixel) -> bool:
    return max(p[:3]) < 70


# -- cards ------------------------------------------------------------------


@pytest.mark.parametrize("width", [24, 60, 97, 120, 161, 250])
def test_face_and_back_have_poker_proportions(renderer: CardRenderer, width: int) -> None:
    expected = (width, round(width * 1.4))
    assert card_size(width) == expected
    assert renderer.face(Card.of(Rank.QUEEN, Suit.HEARTS), width).get_size() == expected
    for style in range(len(BACK_STYLES)):
        assert renderer.back(width, style).get_size() == expected


def test_faces_are_cached_per_card_width_and_options(renderer: CardRenderer) -> None:
    card = Card.of(Rank.SEVEN, Suit.CLUBS)
    first = renderer.face(card, 80)
    assert renderer.face(card, 80) is first
    assert renderer.face(card, 81) is not first
    assert renderer.face(card, 80, four_color=True) is not first
    assert renderer.back(80, 1) is renderer.back(80, 1)


def test_cache_is_bounded() -> None:
    small = CardRenderer(max_entries=5)
    for card in FULL_DECK[:12]:
        small.face(card, 30)
    assert len(small._cache) == 5
    # The most recent entries survive, the oldest were evicted and get redrawn.
    assert small.face(FULL_DECK[11], 30) is small.face(FULL_DECK[11], 30)


def test_renderer_survives_a_font_restart() -> None:
    own = CardRenderer()
    own.face(Card.of(Rank.KING, Suit.CLUBS), 70)
    pygame.font.quit()
    assert own.face(Card.of(Rank.QUEEN, Suit.CLUBS), 70).get_width() == 70  # re-inits lazily
    pygame.font.quit()
    pygame.font.init()  # someone else restarted fonts: the cached font objects are dead
    assert own.face(Card.of(Rank.JACK, Suit.CLUBS), 70).get_width() == 70


def test_corners_are_rounded_and_anti_aliased(renderer: CardRenderer) -> None:
    face = renderer.face(Card.of(Rank.ACE, Suit.SPADES), 100)
    w, h = face.get_size()
    for corner in ((0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1)):
        assert face.get_at(corner).a == 0
    assert face.get_at((w // 2, h // 2)).a == 255
    # Along the top-left curve there are partly transparent pixels: smooth, not jagged.
    partial = [face.get_at((x, y)).a for x in range(8) for y in range(8)]
    assert any(0 < a < 255 for a in partial)


def test_red_suits_are_red_and_black_suits_have_no_red(renderer: CardRenderer) -> None:
    for card in FULL_DECK:
        face = renderer.face(card, 50)
        reds = count(face, is_red)
        if card.suit.is_red:
            assert reds > 20, card
        else:
            assert reds == 0, card
            assert count(face, is_dark) > 20, card


def test_four_colours_make_karo_blue_and_kreuz_green(renderer: CardRenderer) -> None:
    for card in parse_cards("2d 9d Ad Kd"):
        face = renderer.face(card, 50, four_color=True)
        assert count(face, is_blue) > 20, card
        assert count(face, is_red) == 0, card
        if card.rank <= Rank.TEN:  # courts wear a blue accent in both schemes
            assert count(renderer.face(card, 50), is_blue) == 0, card
    for card in parse_cards("5c Ac"):
        assert count(renderer.face(card, 50, four_color=True), is_green) > 20, card
    assert suit_colour(Suit.HEARTS, True) == suit_colour(Suit.HEARTS, False)


def test_all_52_faces_differ(renderer: CardRenderer) -> None:
    images = {pygame.image.tobytes(renderer.face(card, 60), "RGBA") for card in FULL_DECK}
    assert len(images) == 52


def test_backs_differ_from_each_other_and_bad_style_is_refused(renderer: CardRenderer) -> None:
    backs = {pygame.image.tobytes(renderer.back(60, s), "RGBA") for s in range(len(BACK_STYLES))}
    assert len(backs) == len(BACK_STYLES) >= 2
    with pytest.raises(ValueError):
        renderer.back(60, len(BACK_STYLES))


def test_bottom_index_is_the_top_index_turned_round(renderer: CardRenderer) -> None:
    face = renderer.face(Card.of(Rank.TEN, Suit.HEARTS), 120)
    w, h = face.get_size()
    box = pygame.Rect(2, 4, 20, 36)  # the index column, clear of the pips
    top = face.subsurface(box)
    bottom = pygame.transform.flip(
        face.subsurface(pygame.Rect(w - box.right, h - box.bottom, box.w, box.h)), True, True
    )
    diffs = [abs(a - b) for pa, pb in zip(pixels(top), pixels(bottom)) for a, b in zip(pa, pb)]
    assert max(diffs) < 12  # equal up to rounding
    assert count(top, is_red) > 30


def test_court_indices_follow_the_locale(renderer: CardRenderer) -> None:
    assert [rank_label(r) for r in (Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE)] == [
        "10",
        "B",
        "D",
        "K",
        "A",
    ]
    assert [rank_label(r, "en") for r in (Rank.JACK, Rank.QUEEN, Rank.KING)] == ["J", "Q", "K"]
    jack = Card.of(Rank.JACK, Suit.SPADES)
    king = Card.of(Rank.KING, Suit.SPADES)
    assert as_bytes(renderer.face(jack, 60)) != as_bytes(renderer.face(jack, 60, locale="en"))
    assert as_bytes(renderer.face(king, 60)) == as_bytes(renderer.face(king, 60, locale="en"))
    assert as_bytes(CardRenderer(locale="en").face(jack, 60)) == as_bytes(
        renderer.face(jack, 60, locale="en")
    )
    with pytest.raises(ValueError):
        CardRenderer(locale="fr")


def test_shadow_overlay_and_outline_shapes(renderer: CardRenderer) -> None:
    m = renderer.shadow_margin(90)
    shadow = renderer.shadow(90)
    w, h = card_size(90)
    assert shadow.get_size() == (w + 2 * m, h + 2 * m)
    assert shadow.get_at((0, 0)).a < 10 < shadow.get_at(shadow.get_rect().center).a
    dim = renderer.overlay(90, (0, 0, 0, 90))
    assert dim.get_size() == (w, h) and abs(dim.get_at((w // 2, h // 2)).a - 90) <= 2
    frame = renderer.outline(90, (255, 210, 90))
    assert frame.get_size() == (w, h)
    assert frame.get_at((w // 2, h // 2)).a == 0 and frame.get_at((w // 2, 1)).a > 200


# -- chips --------------------------------------------------------------------


def test_chip_is_round_and_cached() -> None:
    c = chip(40, CHIP_COLOURS[1])
    assert c.get_size() == (40, 40)
    assert c.get_at((0, 0)).a == 0 and c.get_at((20, 20)).a == 255
    assert chip(40, CHIP_COLOURS[1]) is c
    assert count(c, is_blue) > 50


def test_stack_grows_with_count_and_is_capped() -> None:
    heights = [stack(n, 40, max_visible=10).get_height() for n in range(1, 16)]
    assert heights[:10] == sorted(set(heights[:10]))  # strictly growing up to the cap
    assert set(heights[9:]) == {heights[9]}  # capped from 10 on
    assert stack(3, 40).get_size() == stack_size(3, 40)
    empty = stack(0, 40)
    assert empty.get_size() == stack(1, 40).get_size()
    assert all(p[3] == 0 for p in pixels(empty))
    assert stack(7, 40) is stack(7, 40)
    labelled = pygame.image.tobytes(stack(7, 40, with_label=True), "RGBA")
    assert labelled != pygame.image.tobytes(stack(7, 40), "RGBA")
    with pytest.raises(ValueError):
        stack(3, 40, max_visible=0)


# -- sound --------------------------------------------------------------------


def test_sounds_are_silent_no_ops_when_the_mixer_fails(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(*args: object, **kwargs: object) -> None:
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", broken)
    monkeypatch.setattr(pygame.mixer, "Sound", broken)
    sounds = Sounds()
    assert not sounds.available
    sounds.preload()
    for name in SOUND_NAMES:
        sounds.play(name)
    sounds.set_volume(3.0)
    assert sounds.volume == 1.0
    sounds.enabled = False
    sounds.play("chip")
    with pytest.raises(ValueError):
        sounds.play("trumpet")


def test_sounds_play_with_the_dummy_driver() -> None:
    sounds = Sounds(volume=0.5)
    if not sounds.available:
        pytest.skip("no mixer even with the dummy audio driver")
    rate = pygame.mixer.get_init()[0]
    for name in SOUND_NAMES:
        sounds.play(name)
        made = sounds._sounds[name]
        assert made is not None
        assert abs(made.get_length() - len(synthesise(name, rate)) / rate) < 0.01


def test_synthesis_is_deterministic_and_in_range() -> None:
    for name in SOUND_NAMES:
        wave = synthesise(name, 22050)
        assert wave == synthesise(name, 22050)
        assert 0.1 < max(abs(v) for v in wave) <= 0.9 + 1e-9
        assert abs(wave[-1]) < 0.01  # fades out: no click at the end
    with pytest.raises(ValueError):
        synthesise("trumpet", 22050)


@pytest.mark.parametrize(("size", "width"), [(-16, 2), (16, 2), (-8, 1), (8, 1), (32, 4), (-32, 4)])
def test_encoding_matches_the_mixer_format(size: int, width: int) -> None:
    data = sound_mod._encode([0.0, 0.5, -0.5], size, 2)
    if size == -16:
        assert struct.unpack("=6h", data) == (0, 0, 16383, 16383, -16383, -16383)
    if size == 32:
        assert struct.unpack("=6f", data) == (0.0, 0.0, 0.5, 0.5, -0.5, -0.5)
    assert len(data) == 3 * 2 * width
    # Stereo frames repeat each sample on both channels.
    assert (
        data[width : 2 * width] == data[:width] and data[2 * width : 3 * width] == data[3 * width : 4 * width]
    )


# -- no import-time side effects ----------------------------------------------------


def test_importing_the_asset_modules_initialises_nothing() -> None:
    code = (
        "import pygame, game.ui.cards, game.ui.tokens, game.ui.sound, game.ui.suits, game.ui.courts\n"
        "assert not pygame.display.get_init() and not pygame.font.get_init()\n"
        "assert not pygame.mixer.get_init()\n"
    )
    env = dict(os.environ, PYGAME_HIDE_SUPPORT_PROMPT="1")
    result = subprocess.run(
        [sys.executable, "-c", code], check=False, env=env, capture_output=True, text=True, cwd=ROOT
    )
    assert result.returncode == 0, result.stderr
