"""A seeded monkey at a hot-seat Hold'em table: random keys, typing and clicks; nothing may raise,
no chip may appear or vanish, and no screen may show a person's cards to another."""

from __future__ import annotations

import random

import pygame

from game.scenes.cover import CoverScene
from game.scenes.holdem.table import HoldemTableScene

from .holdem_helpers import DT, config, open_table

KEYS = (
    pygame.K_p,
    pygame.K_c,
    pygame.K_s,
    pygame.K_e,
    pygame.K_RETURN,
    pygame.K_SPACE,
    pygame.K_n,
    pygame.K_ESCAPE,
    pygame.K_h,
    pygame.K_F1,
    pygame.K_F2,
    pygame.K_UP,
    pygame.K_DOWN,
    pygame.K_HOME,
    pygame.K_END,
    pygame.K_PAGEUP,
    pygame.K_PAGEDOWN,
    pygame.K_BACKSPACE,
    pygame.K_TAB,
)


def test_a_monkey_at_a_hot_seat_table(make_app) -> None:
    rng = random.Random(13)
    app = make_app(size=(960, 540))
    scene, session = open_table(app, config(people=("Anna", "Bert"), computers=2), seed=3)
    game = session.game
    for _ in range(4000):
        top = app.top
        roll = rng.random()
        if roll < 0.55:
            k = rng.choice(KEYS)
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
        elif roll < 0.65:
            pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=rng.choice("0123456789")))
        elif roll < 0.9:
            ui = getattr(top, "ui", None)
            targets = [w.rect for w in ui.widgets if w.visible] if ui is not None else []
            if isinstance(top, HoldemTableScene):
                targets += [button.rect for button in top.bar.buttons] + [top.next_button.rect]
                if top.chooser.open:
                    targets += [b.rect for b in (*top.chooser.quick_buttons, top.chooser.confirm)]
            pos = (
                rng.choice(targets).center
                if targets and rng.random() < 0.8
                else (rng.randrange(960), rng.randrange(470))
            )
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        app.step(DT)
        assert game.chips == game.chips_issued
        viewer = session.viewer
        if isinstance(app.top, CoverScene):
            assert viewer is None
        for seat in (0, 1):
            if seat != viewer and game.phase.value == "betting":
                shown = session.table.last_hand.showdown if session.table.last_hand else None
                assert session.table.hole(seat) is None or shown is not None
        if not app.running:
            break
    assert session.table.hand_no > 1, "the monkey got some hands played"
