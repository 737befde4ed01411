"""The pygame application: window, main loop, scene stack, warning overlay.

`App` owns everything that lives as long as the window: the display
surface, fonts, settings, the translator, the card and sound sprites and the
stack of scenes. Each frame (`step`) hands the events to the top scene,
applies the `Transition` it answers with, updates it by ``dt`` seconds, draws
the visible scenes into `content_rect` and finally draws the warning overlay
on top, so nothing can cover it. Tests drive `step` with posted events and a
fixed ``dt``; `run` adds the clock (`tick`). `run(options)` is what
`game.cli` calls. Importing this module opens no window: pygame starts in
`App.__init__`.

Quiet frames: a frame is drawn only when something changed (`_present`):
input or a window event, a transition, a new layout, the toast, or the look
of a visible scene (see `game.scenes.base`); a scene that is not idle-capable
is drawn every frame. Where only the looks' `dirty_rects` changed, only those
are redrawn and updated on the screen. While nothing animates, `tick` sleeps
until input comes or the top scene's `wake_in` (at most `IDLE_TICK`) is due,
instead of running at the frame rate.
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from game import crashlog
from game.engine import GameConfig, Level, Mode, RuleSet
from game.engine.deck import RandomSource
from game.games import GameInfo, find_game, games
from game.persistence import Persistence
from game.scenes.base import Pop, Push, Quit, Replace, Scene, Transition
from game.scenes.common import mute_key
from game.scenes.flow import DemoSetup, Flow
from game.storage import SaveResult
from game.text import Translator
from game.text.notices import notice_text
from game.ui import layout
from game.ui.crash_screen import show_crash_screen
from game.ui.draw import bundled_font
from game.ui.icon import WINDOW_ICON_SIZE, icon_surface
from game.ui.overlay import WarningOverlay
from game.ui.settings_state import Settings
from game.ui.toast import Toast

if TYPE_CHECKING:
    from game.ui.cards import CardRenderer
    from game.ui.sound import Sounds

__all__ = ["AppOptions", "App", "run"]

FPS = 60
#: Longest dt handed to scenes, so a stalled frame does not teleport animations.
MAX_DT = 0.1
#: Animation speed used by --demo (a watch game at high speed).
DEMO_SPEED = 4.0
#: The longest the idle loop waits without an update, whatever the scenes say: nothing
#: (a storage notice, a session) waits longer than this to be looked at.
IDLE_TICK = 0.25
#: How often the idle loop looks at the event queue. pygame-ce's own `event.wait` looks
#: every millisecond (about 2 % of a core); half a frame keeps input as prompt as a frame.
IDLE_POLL = 1 / 120
#: A partial redraw whose rects cover more than this share of the content is drawn whole.
PARTIAL_LIMIT = 0.5


def prefer_native_framebuffer() -> None:
    """On X11, show frames through SDL's X11 framebuffer (shared memory), not a GL texture.

    SDL2 presents a window surface through an OpenGL texture when it can; on a machine
    whose OpenGL is software (Xvfb, virtual machines, no GPU driver) every flip then costs
    some 7 ms of CPU whatever changed - a bare 60 fps loop used 45-80 % of a core. The X11
    framebuffer costs a few hundredths of a millisecond, and updating a few rects less.
    Call after `pygame.init` and before the first `set_mode`; a value the user set in the
    environment (``SDL_FRAMEBUFFER_ACCELERATION``) wins. Other video drivers keep SDL's choice.
    """
    if pygame.display.get_driver() == "x11":
        os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")


@dataclass(frozen=True, slots=True)
class _Drawn:
    """What the last drawn frame showed: the visible scenes, their looks, the toast's look, the size."""

    scenes: tuple[Scene, ...]
    looks: tuple[object, ...]
    toast: object
    size: tuple[int, int]


@dataclass(frozen=True, slots=True)
class AppOptions:
    """What the command line passes to the game (see `game.cli`)."""

    demo: bool = False
    frames: int | None = None
    screenshots: Path | None = None
    seed: int | None = None
    players: int = 5
    mode: Mode = Mode.DESCENDING
    tokens: int = 6
    rules: RuleSet = RuleSet.ORIGINAL
    level: Level = Level.NORMAL  # computer level of the --demo seats
    #: The game --demo shows (a registry key whose entry has a ``demo``), and the seats and
    #: betting structure of a demo that takes them.
    game: str = "token"
    seats: int = 6
    structure: str = "no-limit"
    windowed_size: tuple[int, int] = (1280, 720)


class App:
    """The running game: owns the window and the scene stack.

    ``settings`` defaults to fresh in-memory settings; ``save_settings`` is
    called whenever a screen changes them (license accepted, settings
    screen, F11, last setup). `run` passes the storage layer's loader and
    saver; tests pass nothing and so never touch the disk.
    With a ``persistence`` (`game.persistence.Persistence`, what `run` passes)
    the settings are loaded from and saved to the per-user folder, every local
    session records its game in its game's save slot there (`recorder`: saved
    after every action and when the table is left, counted in the statistics
    once it is over), Fortsetzen reads it back (`has_save`, `read_save`), and
    storage notices show once as a toast. Which games there are, and how each
    is started and resumed, the registry (`game.games`) says: the app names none.
    """

    def __init__(
        self,
        options: AppOptions | None = None,
        settings: Settings | None = None,
        save_settings: Callable[[Settings], None] | None = None,
        persistence: Persistence | None = None,
    ) -> None:
        self.options = options or AppOptions()
        #: Hot seat: the set-up whose people all agreed to the "Tipp" hint (setup screen; this session only).
        self.hot_seat_tips: GameConfig | None = None
        self.persistence = persistence
        if persistence is not None:
            settings = settings if settings is not None else persistence.load_settings()
            save_settings = save_settings or persistence.save_settings
        self.settings = settings if settings is not None else Settings()
        self._save_settings = save_settings
        self.demo = self.options.demo
        self.translator = Translator(self.settings.language)

        # The window's class names the desktop entry (game.desktop), so docks show its icon.
        os.environ.setdefault("SDL_VIDEO_X11_WMCLASS", "tokenpoker")
        os.environ.setdefault("SDL_VIDEO_WAYLAND_WMCLASS", "tokenpoker")
        # pygame.init reports failing subsystems instead of raising (no audio is fine); what the
        # C libraries print meanwhile (ALSA's ten lines without a sound card) goes to the log.
        with crashlog.captured_stderr() as chatter:
            pygame.init()
        if chatter:
            crashlog.startup_log.info("SDL's libraries at start-up:\n%s", "\n".join(chatter))
        prefer_native_framebuffer()
        pygame.display.set_caption(self.translator("app.title"))
        # The game's own icon, not pygame's; before set_mode, as some window managers read it only then.
        pygame.display.set_icon(icon_surface(WINDOW_ICON_SIZE))
        self.windowed_size = self.options.windowed_size
        self.screen = self._set_mode(self.settings.fullscreen)
        try:
            pygame.key.start_text_input()
        except pygame.error:  # pragma: no cover - some drivers have no text input
            pass

        self._fonts: dict[tuple[int, bool], pygame.font.Font] = {}
        self.overlay = WarningOverlay(lambda size: self.fonts(size))
        self.stack: list[Scene] = []
        self.running = True
        self.frame = 0
        self.clock = pygame.time.Clock()
        #: What the last frame did: "full", "partial" (only dirty rects) or "" (nothing changed).
        self.last_draw = ""
        #: Frames drawn whole and in part since the start (tests, benches).
        self.full_draws = 0
        self.partial_draws = 0
        self._redraw_all = True  # the next frame is drawn whole
        self._drawn: _Drawn | None = None
        #: The character of a key press that just changed the screen: SDL sends it again as the
        #: TEXTINPUT event right after, which must not land in the new screen's text field.
        self._text_twin: str | None = None
        self._last_tick: float | None = None
        #: The wall clock and the sleep of the idle loop (`tick`); tests put a fake clock here.
        self.now: Callable[[], float] = time.perf_counter
        self.sleep: Callable[[float], None] = time.sleep
        self._cards: CardRenderer | None = None
        self._sounds: Sounds | None = None
        self._preloading = False
        self._shot_seen: set[int] = set()
        self._shot_keep: list[Scene] = []  # keeps ids unique while we remember them
        self._shot_counter = 0
        self._shot_requests: list[str] = []
        self.content_rect = pygame.Rect(0, 0, 1, 1)
        self.scale = 1.0
        self.toast = Toast()
        options = self.options
        demo = DemoSetup(options.players, Mode(options.mode), options.tokens, RuleSet(options.rules),
                         Level(options.level), options.game, options.seats, options.structure)
        #: How the screens reach each other, and which comes first.
        self.screens = Flow(self, demo if self.demo else None)
        self._relayout()
        self._show_notices()

    # window ---------------------------------------------------------------
    def _set_mode(self, fullscreen: bool) -> pygame.Surface:
        if fullscreen:
            try:
                return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            except pygame.error:
                pass  # no fullscreen on this driver: stay windowed
        return pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)

    def _relayout(self) -> None:
        self.screen = pygame.display.get_surface() or self.screen
        w, h = self.screen.get_size()
        self.overlay.layout(w, h)
        self.content_rect = layout.content_rect(w, h, self.overlay.height)
        self.scale = layout.ui_scale(self.content_rect.width, max(1, h))
        self._redraw_all = True
        for scene in self.stack:
            scene.layout()

    def resize(self, width: int, height: int) -> None:
        """Resize the window (also used by tests; the real window resizes itself)."""
        if self.settings.fullscreen:
            return
        self.windowed_size = (max(320, width), max(240, height))
        self.screen = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
        self._relayout()

    def set_fullscreen(self, on: bool) -> None:
        """Switch fullscreen on or off and remember it in the settings."""
        if on == self.settings.fullscreen:
            return
        self.screen = self._set_mode(on)
        self.settings = replace(self.settings, fullscreen=on)
        self._relayout()
        self.save_settings()

    # services for scenes ------------------------------------------------------
    def t(self, key: str, **fmt: Any) -> str:
        """The catalogue string ``key`` in the current language, formatted with ``fmt``."""
        return self.translator(key, **fmt)

    def fonts(self, size_px: int, bold: bool = False) -> pygame.font.Font:
        """The bundled font, ``size_px`` pixels high (cached; it has the German letters)."""
        key = (max(6, int(size_px)), bold)
        font = self._fonts.get(key)
        if font is None:
            font = bundled_font(key[0], bold)
            self._fonts[key] = font
        return font

    def px(self, value: float) -> int:
        """A design length at 1280x720 scaled to the current window."""
        return layout.px(value, self.scale)

    @property
    def animation_speed(self) -> float:
        """Factor for animation durations (demo plays fast whatever the setting)."""
        return max(DEMO_SPEED, self.settings.animation_speed) if self.demo else self.settings.animation_speed

    def apply_settings(self, settings: Settings) -> None:
        """Take over changed settings (language, fullscreen, sound ...) and save them."""
        fullscreen = settings.fullscreen
        self.settings = replace(settings, fullscreen=self.settings.fullscreen)
        settings = self.settings
        self.translator.language = settings.language
        if self._cards is not None:  # card letters (B/D or J/Q) follow the language at once
            self._cards.locale = settings.language
        pygame.display.set_caption(self.translator("app.title"))
        if self._sounds is not None:
            self._sounds.enabled = settings.sound
            self._sounds.set_volume(settings.volume)
        if fullscreen != settings.fullscreen:
            self.set_fullscreen(fullscreen)
        self.save_settings()
        self._redraw_all = True
        for scene in self.stack:
            scene.layout()

    def update_settings(self, **changes: Any) -> None:
        """Change some settings fields and save (e.g. ``license_accepted=True``)."""
        self.settings = replace(self.settings, **changes)
        self.save_settings()

    def save_settings(self) -> None:
        """Persist the settings if a saver was given (never during --demo)."""
        if self._save_settings is not None and not self.demo:
            try:
                self._save_settings(self.settings)
            except OSError:
                pass  # a read-only home must not stop the game

    @property
    def games(self) -> Sequence[GameInfo]:
        """The registered games (`game.games`), in the order of the game choice."""
        return games()

    # saving, resuming, statistics -------------------------------------------------
    def notify(self, message: str) -> None:
        """Show a short notice at the top of the screen (never over the warning)."""
        self.toast.show(message)

    def _tell_thread_crashes(self) -> None:
        """A background thread that died was logged (`game.crashlog`): say where the report is."""
        crash = crashlog.active()
        if crash is not None and crash.take_thread_reports():
            self.notify(self.t("crash.thread", path=str(crash.path)))

    def _show_notices(self) -> None:
        if self.persistence is not None:
            for notice in self.persistence.take_notices():
                # storage owns these texts (German and English, like the catalogues)
                self.notify(notice_text(notice.key, self.settings.language))

    @property
    def seed(self) -> int | None:
        """``--seed``: every game of the run (new, rematch, resumed, demo) is dealt and its
        computer players play reproducibly; None: the OS generator."""
        return self.options.seed

    def game(self, key: str) -> GameInfo:
        """The registered game ``key`` (`game.games.find_game`)."""
        return find_game(key)

    def recorder(self, key: str) -> Any:
        """The save slot of the game ``key`` (`game.persistence.Persistence.slot`) its local
        sessions write to; None without a persistence or for a game that keeps no save."""
        if self.persistence is None:
            return None
        return self.persistence.slots.get(key)

    def has_save(self, key: str) -> bool:
        """Whether the start screen offers to continue the game ``key`` (a save exists)."""
        slot = self.recorder(key)
        return slot is not None and bool(slot.has_save())

    def read_save(self, key: str, rng: RandomSource | None = None) -> SaveResult | None:
        """The saved game of ``key`` (None: no saves kept); a refused file's notice is shown
        at once and the file kept aside (storage)."""
        slot = self.recorder(key)
        if slot is None:
            return None
        result: SaveResult = slot.read(rng)
        self._show_notices()
        return result

    @property
    def cards(self) -> CardRenderer:
        """The card sprite renderer, made on first use.

        Pass ``locale=app.settings.language`` and ``four_color=app.settings.four_color``
        to ``face()`` and ``style=app.settings.card_back`` to ``back()``.
        """
        if self._cards is None:
            from game.ui.cards import CardRenderer  # on first use: start-up stays quick

            self._cards = CardRenderer(locale=self.settings.language)
        return self._cards

    @property
    def sounds(self) -> Sounds:
        """The sound effects, silent without an audio device.

        ``app.sounds.play(name)``; the settings screen keeps ``enabled``/volume in step.
        """
        if self._sounds is None:
            from game.ui.sound import Sounds  # on first use: start-up stays quick

            self._sounds = Sounds(enabled=self.settings.sound, volume=self.settings.volume)
        return self._sounds

    def preload(self) -> None:
        """Warm the slow one-time caches on a background thread: the engine's hand-rating
        tables, each game's computer players' tables (`GameInfo.warm_up`) and the synthesised
        sound effects (pure Python, together about a second of CPU), so no frame of the table waits for them;
        then it freezes what is alive for the garbage collector (`gc.freeze`), so no frame
        pays for a full collection that re-scans the tables. `run` starts it after the
        first frame, so start-up is not slowed; the first screens give it time to finish."""
        if self._preloading:
            return
        self._preloading = True
        sounds = self.sounds
        import gc
        import threading

        def work() -> None:
            from game.engine.hands import prepare_tables

            prepare_tables()
            for info in games():
                info.warm_up_players()
            if sounds.available:
                sounds.preload()
            # Everything alive now (the tables alone are some 70,000 objects) lives as long
            # as the program: a full collection would re-scan it all, about 30 ms - two
            # frames (bench/frames.py). Frozen, the collector never looks at it again.
            gc.freeze()

        threading.Thread(target=work, name="preload", daemon=True).start()

    # scene stack ---------------------------------------------------------------
    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> None:
        self.apply(Push(scene))

    def apply(self, transition: Transition | None) -> None:
        """Carry out a scene transition."""
        if transition is None:
            return
        self._redraw_all = True
        if isinstance(transition, Quit):
            self.running = False
        elif isinstance(transition, Push):
            transition.scene.layout()
            self.stack.append(transition.scene)
            transition.scene.enter()
        elif isinstance(transition, Pop):
            for _ in range(min(transition.count, len(self.stack))):
                self.stack.pop().exit()
            if self.stack:
                self.stack[-1].layout()
                self.stack[-1].enter()
            else:
                self.running = False
        elif isinstance(transition, Replace):
            if transition.clear:
                while self.stack:  # a table's exit closes its session: its game is on disk first
                    self.stack.pop().exit()
            elif self.stack:
                self.stack.pop().exit()
            transition.scene.layout()
            self.stack.append(transition.scene)
            transition.scene.enter()

    def first_scene(self) -> Scene:
        """The first screen (`game.scenes.flow.Flow.first`)."""
        return self.screens.first()

    def demo_scene(self) -> Scene:
        """The watch game of --demo (`game.scenes.flow.Flow.demo`)."""
        return self.screens.demo()

    # frames ---------------------------------------------------------------------
    def step(self, dt: float, events: Iterable[pygame.event.Event] | None = None) -> bool:
        """Run one frame with ``events`` (default: the queue) and ``dt`` seconds (at most
        `MAX_DT`); False once quit. The frame is drawn only if something changed (`_present`)."""
        return self._frame(max(0.0, min(dt, MAX_DT)), pygame.event.get() if events is None else events)

    def _frame(self, dt: float, events: Iterable[pygame.event.Event]) -> bool:
        self._tell_thread_crashes()
        for event in events:
            if not self.running:
                break
            self._redraw_all = True  # input and window events (expose, focus ...) redraw all
            self._dispatch(event)
        if self.running and self.top is not None:
            self.apply(self.top.update(dt))
        if self.running:
            self._show_notices()
            self.toast.update(dt)
            self._present()
            self._screenshots()
            self.frame += 1
            if self.options.frames is not None and self.frame >= self.options.frames:
                self.running = False
        return self.running

    def run_frames(self, n: int, dt: float = 1 / FPS) -> bool:
        """Step ``n`` frames with a fixed ``dt`` (tests)."""
        for _ in range(n):
            if not self.step(dt):
                break
        return self.running

    def _dispatch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.running = False  # `close` leaves every scene: a table keeps its game
            return
        if event.type == pygame.VIDEORESIZE:
            if not self.settings.fullscreen and tuple(event.size) != self.screen.get_size():
                self.resize(*event.size)
            else:
                self._relayout()
            return
        if event.type in (pygame.WINDOWSIZECHANGED, pygame.WINDOWRESIZED):
            self._relayout()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.set_fullscreen(not self.settings.fullscreen)
            return
        twin, self._text_twin = self._text_twin, None
        if twin is not None and event.type == pygame.TEXTINPUT and event.text == twin:
            return  # S in the lobby opened the password dialog: its "s" is no character of it
        if mute_key(self, event):  # M: sound off/on on every screen
            return
        top = self.top
        if top is not None:
            self.apply(top.handle(event))
            typed = str(getattr(event, "unicode", "")) if event.type == pygame.KEYDOWN else ""
            if typed and self.top is not top:
                self._text_twin = typed

    def _visible(self) -> Sequence[Scene]:
        """The scenes drawn this frame: the top one and the transparent ones down to an opaque one."""
        first = len(self.stack) - 1
        while first > 0 and self.stack[first].transparent:
            first -= 1
        return self.stack[max(0, first) :]

    def _present(self) -> None:
        """Draw this frame whole, in part (the changed scenes' dirty rects) or not at all."""
        visible = tuple(self._visible())
        looks = tuple(scene.look() if scene.idle_capable else None for scene in visible)
        drawn = _Drawn(visible, looks, self.toast.look(), self.screen.get_size())
        before = self._drawn
        self._drawn = drawn
        if (
            self._redraw_all
            or before is None
            or before.scenes != visible
            or before.toast != drawn.toast
            or before.size != drawn.size
            or not all(scene.idle_capable for scene in visible)
        ):
            self.draw()
            return
        rects: list[pygame.Rect] = []
        for scene, old, new in zip(visible, before.looks, looks):
            if old == new:
                continue
            changed = scene.dirty_rects(old, new)
            if changed is None:
                self.draw()
                return
            rects.extend(changed)
        area = self.content_rect
        rects = [r.clip(area) for r in rects]
        rects = [r for r in rects if r.width > 0 and r.height > 0]
        if not rects:
            self.last_draw = ""
            return
        union = rects[0].unionall(rects[1:])
        if union.width * union.height > PARTIAL_LIMIT * area.width * area.height:
            self.draw()
            return
        self._draw_part(union)

    def draw(self) -> None:
        """Paint the visible scenes, then the overlay on top, then flip (the whole window)."""
        surface = self.screen
        if surface.get_size() != (self.content_rect.width, self.content_rect.height + self.overlay.height):
            self._relayout()
            surface = self.screen
        visible = self._visible()
        surface.set_clip(self.content_rect)
        if not visible or visible[0].transparent:
            surface.fill((0, 0, 0))  # opaque scenes paint all of content_rect themselves
        for scene in visible:
            scene.draw(surface)
        surface.set_clip(None)
        self.toast.draw(surface, self.content_rect, self.fonts, self.scale)
        self.overlay.draw(surface)
        pygame.display.flip()
        self._redraw_all = False
        self.last_draw = "full"
        self.full_draws += 1

    def _draw_part(self, rect: pygame.Rect) -> None:
        """Repaint only ``rect`` of the content (the scenes and the toast, clipped) and show it."""
        surface = self.screen
        visible = self._visible()
        surface.set_clip(rect)
        if visible[0].transparent:
            surface.fill((0, 0, 0))
        for scene in visible:
            scene.draw(surface)
        self.toast.draw(surface, self.content_rect, self.fonts, self.scale)
        surface.set_clip(None)
        self.overlay.draw(surface)  # outside the rect: the same pixels, drawn on every frame drawn
        pygame.display.update(rect)
        self.last_draw = "partial"
        self.partial_draws += 1

    # screenshots ---------------------------------------------------------------------
    def request_screenshot(self, tag: str) -> None:
        """Save this frame as ``NNN_tag.png`` (with --screenshots), e.g. a mid-animation frame."""
        if self.options.screenshots is not None:
            self._shot_requests.append(tag)

    def _screenshots(self) -> None:
        directory = self.options.screenshots
        if directory is None:
            return
        top = self.top
        tags = list(self._shot_requests)
        self._shot_requests.clear()
        if top is not None and id(top) not in self._shot_seen:
            self._shot_seen.add(id(top))
            self._shot_keep.append(top)
            tags.insert(0, type(top).__name__)
        for tag in tags:
            try:
                directory.mkdir(parents=True, exist_ok=True)
                pygame.image.save(self.screen, str(directory / f"{self._shot_counter:03d}_{tag}.png"))
            except (OSError, pygame.error) as exc:
                print(f"screenshot failed: {exc}", file=sys.stderr)
            self._shot_counter += 1

    # main loop ----------------------------------------------------------------------
    def run(self) -> int:
        """The real-time loop (`tick`) until a scene quits or the window closes."""
        if not self.stack:
            self.push(self.first_scene())
        while self.running:
            self.tick()
            if self.frame == 1:
                self.preload()
        return 0

    def idle_wait(self) -> float:
        """Seconds the loop may wait for input before the next frame (0: run at the frame rate).

        0 while a frame must be drawn anyway or a visible scene is not idle-capable;
        else the sooner of the top scene's and the toast's `wake_in`, at most `IDLE_TICK`."""
        visible = self._visible()
        if self._redraw_all or not visible or not all(scene.idle_capable for scene in visible):
            return 0.0
        return max(0.0, min(visible[-1].wake_in(), self.toast.wake_in(), IDLE_TICK))

    def tick(self) -> bool:
        """One pass of the real-time loop: wait (for the frame rate, or idle for input or the
        next due update), then run a frame with the time that really passed; False once quit.

        After an idle wait, ``dt`` is the time waited (a timer stays on time); otherwise it is
        at most `MAX_DT`, so a stalled frame does not teleport animations."""
        wait = self.idle_wait()
        events: list[pygame.event.Event] = []
        if wait > 0:
            end = self.now() + wait
            while True:
                events = pygame.event.get()
                left = end - self.now()
                if events or left <= 0:
                    break
                self.sleep(min(IDLE_POLL, left))
            self.clock.tick()  # the frame-rate pacing counts from here
        else:
            self.clock.tick(FPS)
            events = pygame.event.get()
        now = self.now()
        elapsed = now - self._last_tick if self._last_tick is not None else 1 / FPS
        self._last_tick = now
        return self._frame(max(0.0, min(elapsed, max(MAX_DT, wait))), events)

    def close(self) -> None:
        """Leave every scene (a table saves its game) and shut pygame down."""
        while self.stack:
            self.stack.pop().exit()
        if self.persistence is not None:
            self.persistence.flush()
        pygame.quit()


def run(options: AppOptions | None = None, **app_kwargs: Any) -> int:
    """Open the window and play until quit; returns the process exit code.

    Without keyword arguments the settings come from (and go to) the per-user
    storage; tests pass their own ``settings`` and no saver.
    """
    if not app_kwargs:
        app_kwargs = {"persistence": Persistence(demo=(options or AppOptions()).demo)}
    app = App(options or AppOptions(), **app_kwargs)
    try:
        return app.run()
    except Exception:  # noqa: BLE001 - any crash of the loop: logged, told, never a raw traceback
        report = crashlog.report_exception("the game window")
        show_crash_screen(app.t, app.fonts, app.overlay, report)
        return 1
    finally:
        try:
            app.close()
        except Exception:  # noqa: BLE001 - closing after a crash may fail too: log it as well
            crashlog.report_exception("closing the game window")
