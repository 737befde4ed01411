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
from game.engine.duell import DuellConfig
from game.engine.holdem import HoldemConfig
from game.session import DuellSession, HoldemOptions, HoldemSession, Session
from game.ui.settings_state import Settings
from game.ui.transition import Pop, Push, Quit, Replace

if TYPE_CHECKING:
    from game.persistence import Persistence
    from game.ui.cards import CardRenderer
    from game.ui.sound import Sounds

__all__ = ["Scene", "SceneContext", "Screens", "GameEntry", "Transition", "Push", "Pop", "Replace", "Quit"]


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


class Screens(Protocol):
    """The scenes other scenes lead to (`game.scenes.flow.Flow`), so no scene imports another
    that leads back to it."""

    def start(self) -> Scene:
        """The start menu."""
        ...

    def setup(self) -> Scene:
        """The set-up of a new game."""
        ...

    def table(self, session: Session) -> Scene:
        """The table of a session."""
        ...

    def duell_setup(self) -> Scene:
        """The set-up of a new Duell."""
        ...

    def duell_table(self, session: DuellSession, resumed: bool = False) -> Scene:
        """The Duell table of a session (``resumed``: shown as it stands, not re-animated)."""
        ...

    def holdem_setup(self) -> Scene:
        """The set-up of a new Hold'em table."""
        ...

    def holdem_table(self, session: HoldemSession) -> Scene:
        """The Hold'em table of a session (shown as it stands)."""
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
    def persistence(self) -> Persistence | None:
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

    def has_resumable_save(self) -> bool:
        """Whether a saved game can be continued."""
        ...

    def new_session(self, config: GameConfig) -> Session:
        """A table session with a fresh game of ``config``."""
        ...

    def resume_transition(self) -> Transition | None:
        """Fortsetzen: the saved game's table, or the set-up if the save was refused."""
        ...

    def has_resumable_duell(self) -> bool:
        """Whether a saved Duell can be continued."""
        ...

    def new_duell_session(self, config: DuellConfig) -> DuellSession:
        """A Duell session with a fresh match of ``config``."""
        ...

    def resume_duell_transition(self) -> Transition | None:
        """Duell fortsetzen: the saved match's table, or the Duell set-up if the save was refused."""
        ...

    def has_resumable_holdem(self) -> bool:
        """Whether a saved Hold'em table can be continued."""
        ...

    def new_holdem_session(
        self, config: HoldemConfig, options: HoldemOptions, recorded: bool = True
    ) -> HoldemSession:
        """A Hold'em session with a fresh table of ``config`` (saved and counted unless not
        ``recorded``: the --demo watch game leaves a player's saved table alone)."""
        ...

    def resume_holdem_transition(self) -> Transition | None:
        """Hold'em fortsetzen: the saved table, or the Hold'em set-up if the save was refused."""
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
