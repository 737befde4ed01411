"""The European network table's layout: five places, the middle, the bar and the column apart and inside."""

from __future__ import annotations

import pygame
import pytest

from game.ui.european.layout import PLACES, european_layout, place_of
from game.ui.holdem.layout import bet_box


def _ring(lay, centre: tuple[int, int]) -> pygame.Rect:
    rect = pygame.Rect(0, 0, 2 * lay.ring_r, 2 * lay.ring_r)
    rect.center = centre
    return rect


@pytest.mark.parametrize("size", [(960, 470), (1280, 639), (1920, 999), (1000, 760), (3840, 2079)])
def test_every_place_stays_apart_and_inside(size: tuple[int, int]) -> None:
    area = pygame.Rect(0, 0, *size)
    lay = european_layout(area)
    assert len(lay.places) == PLACES
    controls = (lay.bar, lay.facts, lay.chat, lay.chooser)
    assert all(area.contains(control) for control in controls)
    assert not lay.bar.colliderect(lay.facts) and not lay.facts.colliderect(lay.chat)
    for pl in lay.places:
        parts = (*pl.cards, *pl.shown, pl.plate, pl.label, _ring(lay, pl.ring))
        bet = bet_box(pl.bet, lay.scale)
        assert all(area.contains(part) for part in (*parts, bet)), pl.place
        assert not any(part.colliderect(control) for part in (*parts, bet) for control in controls)
        assert not any(part.colliderect(lay.middle) for part in (*parts, bet))
        for other in lay.places:
            if other.place != pl.place:
                others = (*other.cards, *other.shown, other.plate, other.label)
                assert not any(a.colliderect(b) for a in parts for b in others), (pl.place, other.place)
                assert not bet.colliderect(bet_box(other.bet, lay.scale))
                assert not any(bet.colliderect(part) for part in others)
    # the person's cards: the largest, in a row at the bottom, under the line that says what to do
    hand = lay.hand
    assert hand[0].width > lay.places[1].card_w and all(r.y == hand[0].y for r in hand)
    assert lay.hand_line.bottom <= hand[0].y - round(20 * lay.scale) and lay.numbers.top >= hand[0].bottom
    assert lay.numbers.bottom <= lay.bar.top


def test_you_sit_at_the_bottom_and_the_others_follow_clockwise() -> None:
    assert [place_of(seat, 2) for seat in range(5)] == [3, 4, 0, 1, 2]
    lay = european_layout(pygame.Rect(0, 0, 1280, 640))
    bottom = lay.places[0].plate
    assert bottom.centery == max(pl.plate.centery for pl in lay.places)
    # clockwise on the screen: left of you first, then over the top to the right
    assert lay.places[1].plate.centerx < lay.oval.centerx < lay.places[4].plate.centerx
    assert lay.places[2].plate.centery < lay.oval.centery and lay.places[3].plate.centery < lay.oval.centery
