#!/usr/bin/env python3
"""CPU the game uses while the person looks at a screen and nothing else happens.

Starts the real game in a throw-away data folder (its persistence, the license
already accepted) in a real window when a display is available (``DISPLAY``
or ``WAYLAND_DISPLAY`` set, e.g. under ``xvfb-run``), otherwise under SDL's
dummy video driver, and runs its real-time loop (`App.tick`, as `App.run`
does). It reaches each screen the way a person does, by posted clicks and
keys: the start menu, the rules (from the menu), the game choice (Neues
Spiel), the Duell set-up (D) and the Duell table (Duell starten) once the
person's turn has come, then back to the menu (Esc, Menü, Ja) and the table
of a new token game (Neues Spiel, T, Start) once the person's turn has come.
Then the network screens against a server embedded in this process on
127.0.0.1 (a random free port): the lobby, the lobby seated at a waiting
table (its game-master countdown running), a network token table (one
computer seat) during the person's turn, its move timer counting down, and
a European table, first waiting for a second player, then on the person's
turn to bet (the other player a bot on a thread of this process that polls
every 50 ms; its CPU and the server's count in). On each screen it lets
the start-up work settle (the background preload, sprites rendered ahead),
then measures the process's CPU time (all threads) over ``--seconds`` of wall
time. Prints per screen the CPU as a percentage of one core and the frames
drawn whole and in part, and as its LAST line:

    idle_cpu_percent max=<x>

Usage: ``python bench/idle_cpu.py [--seconds 10] [--settle 3] [--size 1280x720]``
(``xvfb-run -a python bench/idle_cpu.py`` for a real X window).
Target: at most 5 % on each screen under Xvfb.
"""

from __future__ import annotations

import os
import sys

if not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def main(argv: list[str] | None = None) -> int:
    import argparse
    import shutil
    import tempfile
    import time
    from collections.abc import Callable

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=10.0, help="measured wall time per screen")
    parser.add_argument("--settle", type=float, default=3.0, help="wall time before measuring")
    parser.add_argument("--size", default="1280x720")
    args = parser.parse_args(argv)
    w, h = (int(v) for v in args.size.split("x"))

    from game.storage.paths import HOME_ENV

    data_home = tempfile.mkdtemp(prefix="tokenpoker-idle-")
    os.environ[HOME_ENV] = data_home

    import pygame

    from game.app import App, AppOptions
    from game.persistence import Persistence
    from game.scenes.base import Scene
    from game.scenes.dialog import ConfirmDialog
    from game.scenes.duell.setup import DuellSetupScene
    from game.scenes.duell.table import DuellTableScene
    from game.scenes.game_choice import GameChoiceScene
    from game.scenes.pause import PauseScene
    from game.scenes.rules import RulesScene
    from game.scenes.start import StartScene
    from game.scenes.token.setup import SetupScene
    from game.scenes.token.table import TableScene

    app = App(AppOptions(windowed_size=(w, h)), persistence=Persistence())
    app.update_settings(license_accepted=True)  # a person who has accepted the terms before
    app.push(app.first_scene())
    print(f"video driver {pygame.display.get_driver()}, window {w}x{h}")

    def run(seconds: float, until: Callable[[], bool] | None = None) -> None:
        end = time.perf_counter() + seconds
        while time.perf_counter() < end and app.running:
            if until is not None and until():
                return
            app.tick()
            if app.frame == 1:
                app.preload()  # as App.run does after the first frame

    def click(rect: pygame.Rect) -> None:
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=rect.center, button=1))

    def arrive(kind: type[Scene]) -> Scene:
        run(10.0, lambda: isinstance(app.top, kind))
        top = app.top
        if not isinstance(top, kind):
            raise SystemExit(f"did not reach {kind.__name__} (at {type(top).__name__})")
        return top

    results: dict[str, float] = {}

    def measure(name: str) -> None:
        run(args.settle)
        full, part, frames = app.full_draws, app.partial_draws, app.frame
        c0, t0 = time.process_time(), time.perf_counter()
        run(args.seconds)
        cpu, wall = time.process_time() - c0, time.perf_counter() - t0
        results[name] = 100 * cpu / wall
        print(
            f"{name}: cpu {results[name]:.2f} % of one core over {wall:.1f} s; frames {app.frame - frames}, "
            f"drawn whole {app.full_draws - full}, in part {app.partial_draws - part}"
        )

    start = arrive(StartScene)
    assert isinstance(start, StartScene)
    holdem_tables(app, run, click, arrive, measure)
    start = arrive(StartScene)
    assert isinstance(start, StartScene)
    measure("start_menu")
    click(start.buttons[[b.label() for b in start.buttons].index(app.t("menu.rules"))].rect)
    arrive(RulesScene)
    measure("rules")
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    start = arrive(StartScene)
    assert isinstance(start, StartScene)
    click(start.buttons[[b.label() for b in start.buttons].index(app.t("menu.new_game"))].rect)
    choice = arrive(GameChoiceScene)
    assert isinstance(choice, GameChoiceScene)
    measure("game_choice")
    click(choice.button("duell").rect)
    duell_setup = arrive(DuellSetupScene)
    assert isinstance(duell_setup, DuellSetupScene)
    measure("duell_setup")
    click(duell_setup.start_button.rect)
    duell = arrive(DuellTableScene)
    assert isinstance(duell, DuellTableScene)
    run(30.0, duell.my_turn)
    if not duell.my_turn():
        raise SystemExit("the person's turn did not come at the Duell table")
    measure("duell_person_turn")
    if app.top is not duell or not duell.my_turn():
        raise SystemExit("the Duell table left the person's turn while measuring")
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    pause = arrive(PauseScene)
    assert isinstance(pause, PauseScene)
    click(pause.menu_button.rect)
    confirm = arrive(ConfirmDialog)
    assert isinstance(confirm, ConfirmDialog)
    click(confirm.yes.rect)
    start = arrive(StartScene)
    assert isinstance(start, StartScene)
    click(start.buttons[[b.label() for b in start.buttons].index(app.t("menu.new_game"))].rect)
    choice = arrive(GameChoiceScene)
    assert isinstance(choice, GameChoiceScene)
    click(choice.button("token").rect)
    setup = arrive(SetupScene)
    assert isinstance(setup, SetupScene)
    click(setup.start_button.rect)
    table = arrive(TableScene)
    assert isinstance(table, TableScene)
    run(30.0, table.human_turn)
    if not table.human_turn():
        raise SystemExit("the person's turn did not come")
    measure("table_person_turn")
    if app.top is not table or not table.human_turn():
        raise SystemExit("the table left the person's turn while measuring")
    network_screens(app, run, arrive, measure, data_home)
    app.close()
    shutil.rmtree(data_home, ignore_errors=True)
    print(f"idle_cpu_percent max={max(results.values()):.2f}")
    return 0


def holdem_tables(app, run, click, arrive, measure) -> None:  # type: ignore[no-untyped-def]
    """Texas Hold'em, from the start menu back to it: Neues Spiel, H, the action timer set off
    (then on), Spiel starten, the table measured during the person's turn - with the timer on,
    once its visible countdown runs - then Esc, Menü (Ja) back to the start menu."""
    import pygame

    from game.scenes.dialog import ConfirmDialog
    from game.scenes.game_choice import GameChoiceScene
    from game.scenes.holdem.setup import HoldemSetupScene
    from game.scenes.holdem.table import HoldemTableScene
    from game.scenes.pause import PauseScene
    from game.scenes.start import StartScene

    def key(k: int) -> None:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))

    def counting(table: HoldemTableScene) -> bool:
        clock = table.session.table.timer
        return clock is not None and clock.counting_down

    def one(timer: bool) -> None:
        start = arrive(StartScene)
        click(start.buttons[[b.label() for b in start.buttons].index(app.t("menu.new_game"))].rect)
        arrive(GameChoiceScene)
        key(pygame.K_h)
        setup = arrive(HoldemSetupScene)
        if setup.timer.value is not timer:
            click(setup.timer.rect)
            run(0.5, lambda: setup.timer.value is timer)
        click(setup.start_button.rect)
        run(10.0, lambda: isinstance(app.top, (HoldemTableScene, ConfirmDialog)))
        if isinstance(app.top, ConfirmDialog):  # the table of the last run is saved: replace it
            click(app.top.yes.rect)
        table = arrive(HoldemTableScene)
        run(60.0, lambda: table.my_turn() and (not timer or counting(table)))
        if not table.my_turn():
            raise SystemExit("the person's turn did not come at the Hold'em table")
        measure(f"holdem_person_turn_timer_{'on' if timer else 'off'}")
        if app.top is not table or not table.my_turn():
            raise SystemExit("the Hold'em table left the person's turn while measuring")
        key(pygame.K_ESCAPE)
        pause = arrive(PauseScene)
        click(pause.menu_button.rect)
        run(10.0, lambda: isinstance(app.top, (StartScene, ConfirmDialog)))
        if isinstance(app.top, ConfirmDialog):
            click(app.top.yes.rect)

    one(timer=False)
    one(timer=True)

def network_screens(app, run, arrive, measure, data_home: str) -> None:  # type: ignore[no-untyped-def]
    """The lobby, a waiting table seen from the lobby, and a network token table on the person's
    turn, against a server in this process (its own thread, as the Netzwerk host runs it)."""
    from pathlib import Path

    import pygame

    from game.net.client import NetClient
    from game.net.server import BackgroundServer, Server
    from game.scenes.net.lobby import LobbyScene
    from game.scenes.net.token.table import NetTokenScene
    from game.session.token.remote import RemoteSession

    def key(k: int) -> None:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))

    server = BackgroundServer(lambda: Server(Path(data_home) / "bench-server.sqlite3"))
    port = server.start()
    try:
        client = NetClient(f"ws://127.0.0.1:{port}", "Bench", "bench-password", create=True)
        session = RemoteSession(client)
        client.start()
        lobby = LobbyScene(app, session)
        app.push(lobby)
        run(10.0, lambda: session.balance is not None)
        if session.balance is None:
            raise SystemExit("the bench client did not log in")
        measure("net_lobby")
        session.open_table("token", tokens=9, computers=1)
        run(10.0, lambda: lobby.seating is not None)
        if lobby.seating is None:
            raise SystemExit("the bench table did not open")
        measure("net_lobby_waiting_table")
        key(pygame.K_s)  # the game master starts the game
        table = arrive(NetTokenScene)
        run(30.0, lambda: table.table.human_turn())
        if not table.table.human_turn():
            raise SystemExit("the person's turn did not come at the network table")
        measure("net_token_person_turn")
        if app.top is not table or not table.table.human_turn():
            raise SystemExit("the network table left the person's turn while measuring")
        client.close()
        european_table(app, run, arrive, measure, port)
    finally:
        server.stop()


def european_table(app, run, arrive, measure, port: int) -> None:  # type: ignore[no-untyped-def]
    """Europäisches Draw Poker at a network table: waiting for a second player (KEIN SPIEL), then
    the person's turn to bet. The other player is a bot on a thread of this process that polls its
    connection every 50 ms and makes the smallest moves; its CPU (and the server's) is counted in."""
    import threading
    import time

    import pygame

    from game.engine.european import Bet, BetChoice, Exchange, ExchangeChoice, Show
    from game.net.client import NetClient
    from game.scenes.net.european.table import EuropeanTableScene
    from game.scenes.net.lobby import LobbyScene
    from game.session.european.remote import RemoteEuropeanSession

    client = NetClient(f"ws://127.0.0.1:{port}", "Hanna", "bench-password", create=True)
    session = RemoteEuropeanSession(client)
    client.start()
    app.push(LobbyScene(app, session))
    run(10.0, lambda: session.balance is not None)
    session.open_table("european")
    table = arrive(EuropeanTableScene)
    measure("net_european_waiting")

    bot_client = NetClient(f"ws://127.0.0.1:{port}", "Bot", "bench-password", create=True)
    bot = RemoteEuropeanSession(bot_client)
    bot_client.start()
    stop = threading.Event()

    def bot_loop() -> None:
        seated = False
        while not stop.is_set():
            bot.advance(0.05)
            if not seated and bot.balance is not None and session.seating is not None:
                seated = bot.sit(session.seating.table)
            legal, seat = bot.legal, bot.seat
            if legal is not None and seat is not None:
                if isinstance(legal, BetChoice):
                    bot.submit(Bet(seat, legal.minimum))
                elif isinstance(legal, ExchangeChoice):
                    bot.submit(Exchange(seat, ()))
                else:
                    bot.submit(Show(seat))
            time.sleep(0.05)

    thread = threading.Thread(target=bot_loop, daemon=True)
    thread.start()
    try:
        def two_seated() -> bool:
            return session.seating is not None and sum(s is not None for s in session.seating.seats) >= 2

        run(10.0, two_seated)
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_s, mod=0, unicode="", scancode=0))

        def my_bet() -> bool:
            return isinstance(session.legal, BetChoice) and app.top is table

        run(30.0, my_bet)
        if not my_bet():
            raise SystemExit("the person's turn did not come at the European table")
        measure("net_european_person_turn")
        if not my_bet():
            raise SystemExit("the European table left the person's turn while measuring")
    finally:
        stop.set()
        thread.join(5)
        bot_client.close()
        client.close()


if __name__ == "__main__":
    sys.exit(main())
