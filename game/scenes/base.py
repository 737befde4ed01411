"""The scene interface and the typed transitions between scenes.

A scene is one screen (menu, table, results ...). The app keeps a stack of
scenes; only the top one gets input and updates, but scenes below may still
be drawn (a pause dialog over the table). A scene answers input and time with
an optional `Transition`; it never switches scenes itself. Data passes
between scenes through constructor arguments, never through a shared dict.

A scene gets a `SceneContext`, the services of the running program it uses
(text, fonts, sizes, settings, sprites, new table sessions ...), typed
narrowly; `game.app.App` is the one implementation, and no scene imports it.

Drawing contract: `draw(surface)` paints the scene's own area,
``self.app.content_rect`` (the window minus the warning overlay band). The app
draws the warning overlay afterwards, on every frame it draws, on top of
everything, so no scene can cover it.

Quiet frames (opt-in): a scene whose class sets ``idle_capable = True`` is
updated and redrawn only when needed. The app then redraws it when input or a
window event arrived, after a transition or a new layout, and when its `look`
differs from the look of the frame drawn last; `dirty_rects` may narrow such a
redraw to rectangles (the app clips drawing to them and updates only them on
the screen). Between those frames the loop waits for input, at most `wake_in`
seconds, and then calls `update` with the time that passed. A scene that does
not opt in is updated and drawn every frame at the frame rate, as before:
correct, just not cheap. An idle-capable scene must put into its look
everything its picture shows that can change without input (a timer, a tween,
a computer player's move, a network message) and return 0 from `wake_in`
while such a change may come (a running animation, a session it waits on).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Protocol, TypeAlias

import pygame

from game.engine import GameConfig
from game.engine.deck import RandomSource
from game.storage import SaveResult, Stats
from game.ui.settings_state import Settings
from game.ui.transition import Pop, Push, Quit, Replace

if TYPE_CHECKING:
    from game.ui.cards import CardRenderer
    from game.ui.sound import Sounds

__all__ = [
    "Scene", "SceneContext", "Screens", "GameEntry", "Keeper", "Transition", "Push", "Pop", "Replace", "Quit",
]


class GameEntry(Protocol):
    """What the screens read of one registered game (`game.games.GameInfo`), so no scene names
    a game: its buttons in Neues Spiel and on the start screen, its set-up screen, its save, and
    the session that reads a network table of its variant."""

    @property
    def key(self) -> str: ...
    @property
    def title_key(self) -> str | None: ...
    @property
    def help_key(self) -> str | None: ...
    @property
    def letter(self) -> str | None: ...
    @property
    def setup(self) -> Callable[[SceneContext], Scene] | None: ...
    @property
    def continue_key(self) -> str | None: ...
    @property
    def resumable(self) -> Callable[[SceneContext], bool] | None: ...
    @property
    def resume(self) -> Callable[[SceneContext], Transition | None] | None: ...
    @property
    def variant(self) -> str | None: ...
    @property
    def remote_session(self) -> Callable[[], type[Any]] | None: ...
    @property
    def remote_screen(self) -> Callable[[SceneContext, Any, Any], Scene] | None: ...
    @property
    def remote_idle(self) -> bool: ...
    @property
    def demo(self) -> Callable[[SceneContext, Any], Scene] | None: ...
    @property
    def stats_tab(self) -> Callable[[], Any] | None: ...


class Keeper(Protocol):
    """What the screens use of the app's per-user files (`game.persistence.Persistence`)."""

    def load_stats(self) -> Stats:
        """The statistics; a repaired file queues its notice."""
        ...

    def reset_stats(self) -> Stats:
        """Forget all statistics."""
        ...


class Screens(Protocol):
    """The scenes other scenes lead to (`game.scenes.flow.Flow`), so no scene imports another
    that leads back to it."""

    def start(self) -> Scene:
        """The start menu."""
        ...

    def first(self) -> Scene:
        """The first screen (the license at a first start, the --demo watch game, the start menu)."""
        ...

    def demo(self) -> Scene:
        """The --demo watch game's table."""
        ...


class SceneContext(Protocol):
    """What a scene may use of the running program (`game.app.App` provides it)."""

    #: The window minus the warning band, and the factor of design lengths at 1280x720.
    content_rect: pygame.Rect
    scale: float
    screen: pygame.Surface
    settings: Settings
    demo: bool
    #: Hot seat: the set-up whose people all agreed to the Tipp (this run only).
    hot_seat_tips: GameConfig | None

    @property
    def persistence(self) -> Keeper | None:
        """Where settings, statistics and the saved game are kept (None: the plain files)."""
        ...

    @property
    def screens(self) -> Screens:
        """The scenes other scenes lead to."""
        ...

    @property
    def games(self) -> Sequence[GameEntry]:
        """The registered games, in the order of the game choice (`game.games`)."""
        ...

    @property
    def stack(self) -> Sequence[Scene]:
        """The scenes, bottom first (an overlay may look at the scene below it)."""
        ...

    def t(self, key: str, **fmt: Any) -> str:
        """The catalogue string ``key`` in the current language."""
        ...

    def fonts(self, size_px: int, bold: bool = False) -> pygame.font.Font:
        """The bundled font, ``size_px`` high."""
        ...

    def px(self, value: float) -> int:
        """A design length at 1280x720, scaled to the window."""
        ...

    @property
    def animation_speed(self) -> float:
        """Factor for animation durations."""
        ...

    @property
    def cards(self) -> CardRenderer:
        """The card sprites."""
        ...

    @property
    def sounds(self) -> Sounds | None:
        """The sound effects, if any."""
        ...

    def notify(self, message: str) -> None:
        """A short notice at the top of the screen."""
        ...

    def update_settings(self, **changes: Any) -> None:
        """Change some settings and save them."""
        ...

    def apply_settings(self, settings: Settings) -> None:
        """Take over changed settings at once and save them."""
        ...

    def apply(self, transition: Transition | None) -> None:
        """Carry out a transition now (a resume that fails opens the start screen below its set-up)."""
        ...

    @property
    def seed(self) -> int | None:
        """``--seed``: every game of the run is dealt and played reproducibly (None: the OS's)."""
        ...

    def recorder(self, key: str) -> Any:
        """The save slot of the game ``key`` its local sessions write to (None: nothing is kept)."""
        ...

    def has_save(self, key: str) -> bool:
        """Whether a saved game of ``key`` can be continued."""
        ...

    def read_save(self, key: str, rng: RandomSource | None = None) -> SaveResult | None:
        """The saved game of ``key``, its notice shown if the save was refused (None: no saves)."""
        ...

    def request_screenshot(self, tag: str) -> None:
        """Save this frame as a screenshot (with --screenshots)."""
        ...


class Scene:
    """Base class of every screen; override what you need."""

    #: Drawn below a scene pushed on top (dialogs let the table show through).
    transparent = False
    #: Opted in to quiet frames (see the module docstring): `look`, `wake_in` and
    #: `dirty_rects` say when it must be updated and drawn.
    idle_capable = False

    def __init__(self, app: SceneContext) -> None:
        self.app = app

    def enter(self) -> None:
        """Called when the scene becomes the top of the stack (first time or after a Pop)."""

    def exit(self) -> None:
        """Called when the scene leaves the stack."""

    def handle(self, event: pygame.event.Event) -> Transition | None:
        """React to one input event (positions from ``event.pos``, never the mouse state)."""
        return None

    def update(self, dt: float) -> Transition | None:
        """Advance animations and timers by ``dt`` seconds."""
        return None

    def draw(self, surface: pygame.Surface) -> None:
        """Paint the scene into ``self.app.content_rect`` of ``surface``."""

    def layout(self) -> None:
        """Recompute rects after the window size changed (layout is a function of size)."""

    def look(self) -> object:
        """What the picture shows beyond what input changes: two equal looks draw the same pixels.

        Asked once per frame of an idle-capable scene after `update`; the default (None)
        says only input, transitions and the layout change the picture."""
        return None

    def wake_in(self) -> float:
        """Seconds the idle-capable top scene may go without `update` when no input comes.

        0: update it every frame (an animation runs, a timer or a session is polled);
        `math.inf` (the default): nothing changes by itself."""
        return math.inf

    def dirty_rects(self, before: object, after: object) -> list[pygame.Rect] | None:
        """Where the picture differs between the looks ``before`` and ``after`` (screen
        rects), or None for everywhere (the default): the app then redraws only those."""
        return None

    def typing(self) -> bool:
        """Whether the keys are the letters of a text being typed (a name field, a chat line):
        M is then an m, not the mute key."""
        return False

    def presents(self, scene: Scene) -> bool:
        """Whether this entry of the stack shows ``scene``: itself, or (a cover that stands in
        for another screen on the stack) the screen it wraps. A scene finds the one below it
        through this."""
        return scene is self


#: What a scene answers: a transition between scenes (the classes live in `game.ui.transition`,
#: so the widgets below the scenes can pass a callback's transition on).
Transition: TypeAlias = "Push[Scene] | Pop | Replace[Scene] | Quit"
