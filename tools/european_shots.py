#!/usr/bin/env python3
"""Screenshots of the European network table in the situations a player must be able to read.

Runs the loopback server of the tests (`tests.net.helpers.Lab`: 127.0.0.1,
a random free port, a manual clock) with four scripted opponents and the
real app under the dummy video driver as the fifth player, who opens the
table (the game master) and plays with real key presses. Saves the window
as PNG at each size:

- ``waiting``: five seated, no game yet, the chat running;
- ``bet_chooser``: the first round, your turn, the amount chooser open (B);
- ``exchange``: two cards marked (1, 3), one opponent folded;
- ``opponent_moves``: an opponent exchanging, their minute running down;
- ``showdown``: you called for the showdown (H), hands being shown;
- ``game_over``: every hand shown, the winner;
- ``connection_lost``: the server gone, the client retrying.

Usage: ``python tools/european_shots.py [--out DIR] [--english]``
(default /tmp/european-shots).
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
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import pygame  # noqa: E402

from game.app import App, AppOptions  # noqa: E402
from game.engine.european import (  # noqa: E402
    Bet,
    BetChoice,
    EuropeanPhase,
    Exchange,
    ExchangeChoice,
    Fold,
    Show,
    ShowChoice,
)
from game.net.client import ConnectionState  # noqa: E402
from game.scenes.base import Replace  # noqa: E402
from game.scenes.net.european.table import EuropeanTableScene  # noqa: E402
from game.session.european.remote import EuropeanMove, RemoteEuropeanSession  # noqa: E402
from game.ui.settings_state import Settings  # noqa: E402
from tests.net.european_helpers import EuropeanPerson  # noqa: E402
from tests.net.helpers import Lab, seat_everybody  # noqa: E402

DT = 1 / 30
SIZES = ((960, 540), (1280, 720))
#: How many cards each opponent exchanges.
EXCHANGES = {"Anna": 2, "Cora Cordes": 3, "Dirk": 0}


def move(name: str, session: RemoteEuropeanSession) -> EuropeanMove | None:
    """The scripted opponents: Bert folds at once, Dirk raises the first round, the rest bet the least."""
    legal = session.legal
    if legal is None:
        return None
    view = session.view
    if isinstance(legal, BetChoice):
        if name == "Bert":
            return Fold(legal.seat)
        extra = 15 if name == "Dirk" and view.round_no == 1 else 0
        return Bet(legal.seat, min(legal.maximum, legal.minimum + extra))
    if isinstance(legal, ExchangeChoice):
        return Exchange(legal.seat, view.hand[: EXCHANGES.get(name, 0)])
    if isinstance(legal, ShowChoice):
        return Show(legal.seat)
    return None


class Shots:
    """One table: the lab's server, the four opponents and the app's player."""

    def __init__(self, size: tuple[int, int], out: Path, db: Path, english: bool) -> None:
        self.out = out
        self.lab = Lab(db)
        names = ("Hanna", "Anna", "Bert", "Cora Cordes", "Dirk")
        self.people = [self.lab.person(name, kind=EuropeanPerson) for name in names]
        self.me, self.others = self.people[0], self.people[1:]
        seat_everybody(self.lab, self.people, "european")
        settings = Settings(license_accepted=True, language="en" if english else "de")
        self.app = App(AppOptions(windowed_size=size), settings=settings)
        self.scene = EuropeanTableScene(self.app, self.me.session)
        self.app.apply(Replace(self.scene, clear=True))
        self.suffix = "_en" if english else ""
        self.acting = True

    def frames(self, until: Callable[[], bool], what: str, limit: int = 3000) -> None:
        """Step the app (and let the opponents move) until ``until()``, then a few frames more."""
        for _ in range(limit):
            if until():
                break
            self.lab.wake.clear()
            for person in self.others:
                person.session.advance(0.0)
                chosen = move(person.name, person.session) if self.acting else None
                if chosen is not None:
                    person.session.submit(chosen)
            self.app.step(DT)
            self.lab.wake.wait(0.01)
        else:
            raise SystemExit(f"timed out waiting for {what}")
        for _ in range(3):
            self.app.step(DT)

    def press(self, key: int, text: str = "") -> None:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=text, scancode=0))
        self.app.step(DT)

    def save(self, name: str) -> Path:
        screen = self.app.screen
        path = self.out / f"{name}{self.suffix}_{screen.get_width()}x{screen.get_height()}.png"
        pygame.image.save(screen, str(path))
        return path

    def run(self) -> list[Path]:
        saved: list[Path] = []
        scene, me = self.scene, self.me.session
        self.others[0].session.say("Hallo zusammen!")
        self.others[2].session.say("Viel Glück euch allen")
        self.frames(lambda: len(me.chat) >= 2 and me.seating is not None, "the chat")
        saved.append(self.save("waiting"))
        self.press(pygame.K_s)
        self.frames(lambda: isinstance(scene.legal(), BetChoice), "your first bet")
        self.press(pygame.K_b)
        self.press(pygame.K_UP)
        saved.append(self.save("bet_chooser"))
        self.press(pygame.K_RETURN)
        self.frames(lambda: isinstance(scene.legal(), ExchangeChoice), "your exchange")
        self.press(pygame.K_1)
        self.press(pygame.K_3)
        saved.append(self.save("exchange"))
        self.acting = False
        self.press(pygame.K_d)
        self.frames(lambda: scene.view is not None and scene.view.current not in (None, me.seat), "the next")
        for _ in range(230):  # the opponent thinks: their minute runs down on the screen
            self.app.step(0.1)
        self.frames(lambda: True, "the timer")
        saved.append(self.save("opponent_moves"))
        self.acting = True
        self.frames(lambda: isinstance(scene.legal(), BetChoice) and scene.view.round_no >= 3, "round 3")
        self.press(pygame.K_h)
        self.press(pygame.K_RETURN)
        showdown = EuropeanPhase.SHOWDOWN
        self.frames(lambda: scene.view is not None and scene.view.phase is showdown, "the showdown")
        self.acting = False
        if isinstance(scene.legal(), ShowChoice):
            self.press(pygame.K_r)
        else:
            self.acting = True
            self.frames(lambda: isinstance(scene.legal(), ShowChoice), "your turn to show")
            self.acting = False
            self.press(pygame.K_r)
        self.frames(lambda: scene.view.current not in (None, me.seat), "the next to show")
        saved.append(self.save("showdown"))
        self.acting = True
        self.frames(lambda: scene.view is not None and scene.view.phase is EuropeanPhase.COOLDOWN, "the end")
        saved.append(self.save("game_over"))
        self.lab.background.stop()
        self.frames(lambda: me.connection is not ConnectionState.CONNECTED, "the lost connection")
        saved.append(self.save("connection_lost"))
        return saved

    def close(self) -> None:
        self.app.close()
        for person in self.people:
            person.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", type=Path, default=Path("/tmp/european-shots"))
    parser.add_argument("--english", action="store_true", help="the English catalogue")
    parser.add_argument("--size", help="one size only, e.g. 960x540")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    sizes = SIZES
    if args.size:
        w, h = (int(v) for v in args.size.split("x"))
        sizes = ((w, h),)
    for size in sizes:
        with tempfile.TemporaryDirectory() as tmp:
            shots = Shots(size, args.out, Path(tmp) / "shots.sqlite3", args.english)
            try:
                for path in shots.run():
                    print(path)
            finally:
                shots.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
