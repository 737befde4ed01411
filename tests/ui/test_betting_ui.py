"""The betting UI pieces every betting game shares: chip piles, the action bar, the amount chooser."""

from __future__ import annotations

import pygame
import pytest

from game.text import Translator
from game.ui.actionbar import ActionBar, BarAction
from game.ui.amount import AmountChooser, Chosen, nice_step, quick_amounts
from game.ui.chips import MAX_PILES, chip_piles

T = Translator("de")


def key(k: int, unicode: str = "") -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=unicode, scancode=0)


def typed(text: str) -> pygame.event.Event:
    return pygame.event.Event(pygame.TEXTINPUT, text=text)


def wheel(y: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False)


def click(pos: tuple[int, int]) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)


# chips --------------------------------------------------------------------------------


@pytest.mark.parametrize("amount", [0, 1, 4, 5, 30, 99, 230, 1234, 4999, 10000])
def test_chip_piles_add_up_to_the_amount_or_round_up_in_the_last_pile(amount: int) -> None:
    piles = chip_piles(amount)
    assert len(piles) <= MAX_PILES
    values = [value for value, _ in piles]
    assert values == sorted(values, reverse=True) and len(set(values)) == len(values)
    total = sum(value * count for value, count in piles)
    assert total >= amount and total - amount < (values[-1] if values else 1)
    assert (amount == 0) == (piles == [])


def test_chip_piles_are_greedy() -> None:
    assert chip_piles(230) == [(100, 2), (25, 1), (5, 1)]
    assert chip_piles(1234, max_piles=6) == [(1000, 1), (100, 2), (25, 1), (5, 1), (1, 4)]


# action bar ---------------------------------------------------------------------------


def bar() -> ActionBar:
    b = ActionBar()
    b.set_actions(
        [
            BarAction("raise", "ERHÖHEN", (pygame.K_e,), "E"),
            BarAction("call", "TAUSCHEN", (pygame.K_t,), "T", "20 mitgehen"),
            BarAction("fold", "PASSEN", (pygame.K_p,), "P"),
        ]
    )
    b.place(pygame.Rect(100, 100, 200, 150))
    return b


def test_the_bar_answers_keys_and_clicks_of_its_actions_only() -> None:
    b = bar()
    assert b.names() == ("raise", "call", "fold")
    assert b.handle(key(pygame.K_p)) == "fold"
    assert b.handle(key(pygame.K_s)) is None
    rect = b.rect_of("call")
    assert rect is not None and b.handle(click(rect.center)) == "call"
    assert b.handle(click((10, 10))) is None
    rects = [b.rect_of(name) for name in b.names()]
    assert all(r is not None and b.area.contains(r) for r in rects)
    b.set_actions([BarAction("check", "WARTEN", (pygame.K_w,), "W")])
    assert b.names() == ("check",) and b.rect_of("fold") is None and b.handle(key(pygame.K_p)) is None


# amount chooser -----------------------------------------------------------------------


def chooser(lo: int = 10, hi: int = 190, value: int = 10, step: int = 5) -> AmountChooser:
    c = AmountChooser(T)
    c.show("ERHÖHEN um", "ERHÖHEN um", lo, hi, value, step, quick_amounts(lo, hi, 40, 10, T))
    c.place(pygame.Rect(500, 200, 360, 250))
    return c


def test_wheel_and_arrows_step_and_stop_at_the_bounds() -> None:
    c = chooser()
    assert c.handle(wheel(1)) is Chosen.CHANGED and c.value == 15
    c.handle(key(pygame.K_UP))
    c.handle(key(pygame.K_RIGHT))
    assert c.value == 25
    for _ in range(10):
        c.handle(wheel(-1))
    assert c.value == 10, "the wheel stops at the minimum"
    for _ in range(100):
        c.handle(key(pygame.K_UP))
    assert c.value == 190, "the arrows stop at the maximum"
    c.handle(key(pygame.K_DOWN))
    c.handle(key(pygame.K_LEFT))
    assert c.value == 180


def test_quick_amounts_by_key_and_by_click_are_clamped() -> None:
    quick = {q.label: q.amount for q in quick_amounts(10, 190, 40, 10, T)}
    assert quick == {"Min": 10, "½ Pot": 25, "Pot": 50, "Alles": 190}
    assert {q.amount for q in quick_amounts(30, 40, 100, 0, T)} == {30, 40}
    c = chooser()
    c.handle(key(pygame.K_END))
    assert c.value == 190
    c.handle(key(pygame.K_PAGEDOWN))
    assert c.value == 25
    c.handle(key(pygame.K_PAGEUP))
    assert c.value == 50
    c.handle(key(pygame.K_HOME))
    assert c.value == 10
    c.handle(click(c.quick_buttons[3].rect.center))
    assert c.value == 190
    c.handle(click(c.minus.rect.center))
    assert c.value == 185
    c.handle(click(c.plus.rect.center))
    c.handle(click(c.plus.rect.center))
    assert c.value == 190


@pytest.mark.parametrize("bad", ["5", "0", "191", "9999"])
def test_a_typed_amount_outside_the_bounds_is_refused_with_a_message_and_changes_nothing(bad: str) -> None:
    c = chooser()
    c.handle(key(pygame.K_UP))
    assert c.handle(typed(bad)) is Chosen.CHANGED
    assert c.handle(key(pygame.K_RETURN)) is Chosen.REFUSED
    assert c.open and c.value == 15 and c.typed == ""
    assert "10" in c.message and "190" in c.message


def test_a_typed_amount_inside_the_bounds_is_taken_and_backspace_edits_it() -> None:
    c = chooser()
    c.handle(typed("12"))
    c.handle(typed("3"))
    c.handle(key(pygame.K_BACKSPACE))
    assert c.typed == "12"
    assert c.handle(key(pygame.K_KP_ENTER)) is Chosen.CONFIRMED
    assert c.value == 12 and not c.open


def test_letters_are_left_to_the_owner_and_esc_or_cancel_closes() -> None:
    c = chooser()
    assert c.handle(typed("p")) is None
    assert c.handle(key(pygame.K_p, "p")) is None
    assert c.handle(click((10, 10))) is None, "a click outside the panel is the owner's"
    assert c.handle(key(pygame.K_ESCAPE)) is Chosen.CANCELLED and not c.open
    c = chooser()
    assert c.handle(click(c.cancel.rect.center)) is Chosen.CANCELLED and not c.open
    c = chooser()
    assert c.handle(click(c.confirm.rect.center)) is Chosen.CONFIRMED and c.value == 10


def test_the_parts_of_the_chooser_stay_inside_its_panel() -> None:
    for size in ((270, 188), (360, 250), (540, 375)):
        c = AmountChooser(T)
        c.show("SETZEN", "SETZEN", 5, 200, 5, 5, quick_amounts(5, 200, 10, 0, T))
        c.place(pygame.Rect(0, 0, *size))
        for button in (c.minus, c.plus, c.confirm, c.cancel, *c.quick_buttons):
            assert c.rect.contains(button.rect), (size, button.rect)


def test_nice_steps_grow_with_the_range() -> None:
    assert nice_step(5, 100, 5) == 5
    assert nice_step(10, 190, 5) == 10
    assert nice_step(5, 5000, 5) == 250
    assert nice_step(7, 7, 5) == 5
