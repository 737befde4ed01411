#!/usr/bin/env python3
"""Screenshots of the menu-like screens and the tables' overlays, for proving a refactoring draws the same.

Builds the real app under the dummy video driver with a private data folder,
plays seeded games through their sessions (no clock, no thread: the same
picture on every run) and saves each screen as a PNG named after it and the
window size: the three set-up screens (also with a repeated name, seven
Hold'em seats, and the confirm dialog that asks before a save is replaced),
the three history screens, the Duell and Hold'em tables with the amount
chooser open and with the pause menu over them, and the two end screens.
``--root`` imports the game from another checkout (read only), so the
pictures before a change can be made from main: run it once with
``--root /path/to/main --out before`` and once with ``--out after``, then
``python tools/same_pixels.py before after``.

Usage: ``python tools/scene_shots.py [--root CHECKOUT] [--out DIR] [--size 960x540 ...]``
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

DT = 1 / 30


def _args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser.add_argument("--root", default=here, help="the checkout whose game is shown (default: this one)")
    parser.add_argument("--out", default="/tmp/scene-shots", help="folder for the PNGs")
    parser.add_argument("--size", action="append", help="window size WxH (repeatable; default 960x540)")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = _args(argv)
    sys.path.insert(0, os.path.abspath(args.root))
    os.environ["TOKENPOKER_HOME"] = tempfile.mkdtemp(prefix="scene-shots-")
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    sizes = [tuple(int(v) for v in s.split("x")) for s in (args.size or ["960x540"])]
    for size in sizes:
        for path in shoot(out, (size[0], size[1])):
            print(path)
    return 0


def shoot(out: Path, size: tuple[int, int]) -> list[Path]:
    """Every screen at ``size``; returns the files written."""
    import random

    import pygame

    from game.app import App, AppOptions
    from game.engine import Exchange, Game, GameConfig, Mode, RuleSet, SeatConfig, TokenPhase
    from game.engine.betting import Call, Check, LegalActions, RaiseTo
    from game.engine.duell import DuellConfig, DuellGame, DuellPhase
    from game.engine.holdem import HoldemConfig, HoldemGame, HoldemSeat, TableFormat
    from game.engine.levels import Level
    from game.scenes.base import Replace, Scene
    from game.scenes.duell import play as duell_play
    from game.scenes.duell.history import DuellHistoryScene
    from game.scenes.duell.over import DuellOverScene
    from game.scenes.duell.table import DuellTableScene
    from game.scenes.holdem import play as holdem_play
    from game.scenes.holdem.history import HoldemHistoryScene
    from game.scenes.holdem.over import HoldemOverScene
    from game.scenes.holdem.setup import HoldemSetupScene
    from game.scenes.holdem.table import HoldemTableScene
    from game.scenes.token import play as token_play
    from game.scenes.token.history import HistoryScene
    from game.scenes.token.setup import SetupScene
    from game.session import HoldemOptions, LocalHoldemSession, LocalSession, at_once
    from game.session.duell.local import LocalDuellSession
    from game.ui.settings_state import Settings

    saved: list[Path] = []
    app = App(AppOptions(windowed_size=size, seed=4), settings=Settings(license_accepted=True))

    def key(k: int, unicode: str = "", mod: int = 0) -> None:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode, scancode=0))
        app.step(DT)

    def show(scene: Scene, name: str, then: Callable[[], None] | None = None) -> None:
        app.apply(Replace(scene, clear=True))
        app.step(DT)
        if then is not None:
            then()
        app.step(DT)
        path = out / f"{name}_{size[0]}x{size[1]}.png"
        pygame.image.save(app.screen, str(path))
        saved.append(path)

    def snap(name: str) -> None:
        app.step(DT)
        path = out / f"{name}_{size[0]}x{size[1]}.png"
        pygame.image.save(app.screen, str(path))
        saved.append(path)

    # the set-up screens, also asking before a saved game is replaced
    yes: Callable[[str], bool] = lambda key: True  # noqa: E731
    for name, play in (("setup", token_play), ("duell_setup", duell_play), ("holdem_setup", holdem_play)):
        show(play.setup(app), name)
        app.has_save = yes  # type: ignore[method-assign]
        show(play.setup(app), f"{name}_confirm", lambda: key(pygame.K_RETURN, "\r", pygame.KMOD_CTRL))
        del app.has_save

    def repeated_names() -> None:
        scene = app.top
        assert isinstance(scene, SetupScene | HoldemSetupScene)
        for _ in range(5):
            scene.add_seat()
        scene.seats[1].name = scene.seats[0].name
        scene.seats[1].edited = True
        scene.rename_defaults()
        key(pygame.K_RETURN, "\r", pygame.KMOD_CTRL)

    show(holdem_play.setup(app), "holdem_setup_seven_repeated", repeated_names)
    show(token_play.setup(app), "setup_five_repeated", repeated_names)

    # the token game: a few rounds, then its history
    seats = (SeatConfig("Anna", True), SeatConfig("Computer 1", False), SeatConfig("Computer 2", False))
    session = LocalSession(Game(GameConfig(seats, Mode.DESCENDING, 3, RuleSet.ORIGINAL), random.Random(2)))
    session.advance(0.0)
    while session.table.round_no < 4 and not session.table.is_over:
        table = session.table
        if table.phase is TokenPhase.EXCHANGE and table.current == 0:
            hand = table.hand(0)
            session.submit(Exchange(0, hand[: table.round_no % 3]))
        elif table.phase is TokenPhase.ROUND_OVER:
            session.next_round()
        else:
            session.advance(10.0)
    show(HistoryScene(app, session.table), "history")

    # a Duell to its end: the table with the chooser open, the pause menu, the history, the end
    def open_duell_chooser() -> None:
        raise_keys = {"bet": pygame.K_s, "open": pygame.K_o, "raise": pygame.K_e}
        scene = app.top
        assert isinstance(scene, DuellTableScene)
        key(next(raise_keys[n] for n in scene.bar.names() if n in raise_keys))

    match = DuellGame(DuellConfig("Anna", Level.NORMAL, 32, 60), random.Random(6))
    duell = LocalDuellSession(match, rng=random.Random(6), runner=at_once)
    chooser_shown = False
    for _ in range(2000):
        match_view = duell.table
        if match_view.is_over:
            break
        legal = duell.legal_actions(0)
        if match_view.phase is DuellPhase.DEAL_OVER:
            duell.next_deal()
        elif legal is None:
            duell.advance(10.0)
        elif not isinstance(legal, LegalActions):
            duell.submit(Exchange(0, match_view.hand(0)[:2]))
        elif legal.raise_min is not None and not chooser_shown and match_view.deal_no == 2:
            chooser_shown = True
            show(DuellTableScene(app, duell, resumed=True), "duell_table_chooser", open_duell_chooser)
            key(pygame.K_ESCAPE)  # closes the chooser
            key(pygame.K_ESCAPE)  # the pause menu
            snap("duell_table_pause")
        elif legal.raise_min is not None and match_view.deal_no % 2:
            duell.submit(RaiseTo(0, legal.raise_max or legal.raise_min))
        else:
            duell.submit(Check(0) if legal.call is None else Call(0))
    show(DuellHistoryScene(app, duell.table), "duell_history")
    show(DuellOverScene(app, duell), "duell_over")

    # a Hold'em sit-and-go to its end: the chooser, the pause menu, the history, the end
    holdem_seats = (HoldemSeat("Anna", True), HoldemSeat("Bert", False), HoldemSeat("Cleo", False))
    config = HoldemConfig(holdem_seats, table_format=TableFormat.SIT_AND_GO, starting_stack=80, blind_hands=2)
    holdem = LocalHoldemSession(
        HoldemGame(config, random.Random(3)), random.Random(4), options=HoldemOptions(), runner=at_once
    )
    chooser_shown = False
    for _ in range(5000):
        seen = holdem.table
        if seen.is_over:
            break
        legal = holdem.legal_actions(0) if seen.current == 0 else None
        if seen.last_hand is not None and seen.last_hand.finished and seen.current is None:
            holdem.next_hand()
        elif legal is None:
            holdem.advance(10.0, 1.0)
        elif legal.raise_min is not None and legal.raise_min < (legal.raise_max or 0) and not chooser_shown:
            chooser_shown = True
            show(HoldemTableScene(app, holdem), "holdem_table_chooser", lambda: key(pygame.K_e))
            key(pygame.K_ESCAPE)
            key(pygame.K_ESCAPE)
            snap("holdem_table_pause")
        elif legal.raise_min is not None and seen.hand_no % 3 == 0:
            holdem.submit(RaiseTo(0, legal.raise_max or legal.raise_min))
        else:
            holdem.submit(Check(0) if legal.call is None else Call(0))
    show(HoldemHistoryScene(app, holdem.table), "holdem_history")
    show(HoldemOverScene(app, holdem), "holdem_over")
    app.close()
    return saved


if __name__ == "__main__":
    sys.exit(main())
