"""The sit-and-go ranking and an account's profile, opened from the lobby.

`RankingScene` (lobby: R or "Rangliste") shows the best rated accounts (place,
name, rating = mu - 3 sigma, sit-and-gos rated) and one's own place; Up/Down
or a click choose a name, Enter (or "Profil ansehen") opens its profile, P
one's own (M is the sound everywhere); a name typed into the field opens that
account's profile (anybody's, e.g. a name from the chat). `ProfileScene` shows
what the server counted (docs/network.md, "Profiles and ranking"): member
since, games and hands per variant, VPIP, PFR and the aggression factor in
Hold'em, the sit-and-go places and the rating; one's own profile also plots
the play chips over time (from the ledger). Both keep the lobby's connection
read underneath (``poll``); what the server refuses (a name nobody has) shows
as the lobby's red line (``problem``). Opened from a network table (a click on
a person's name plate, or I: `game.scenes.net.seat_profile`), ``others`` names
the people seated there: I shows the next one's profile, Esc goes back to the
table.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from functools import partial

import pygame

from game.engine.names import MAX_NAME_LENGTH
from game.net.profile_wire import VARIANTS, Counts, ProfileView, RankingView, RatingPlace
from game.scenes.base import Pop, Push, SceneContext, Transition
from game.scenes.common import UIScene
from game.scenes.net.room import POLL, AnyRemote
from game.text.i18n import TFunc
from game.text.net_words import variant_name
from game.ui import theme
from game.ui.draw import panel, text
from game.ui.safetext import text_width
from game.ui.widgets import Button, TextField
from game.ui.wrap import elide, wrap_words

__all__ = ["RankingScene", "ProfileScene", "draw_balance", "rating_words", "holdem_words"]


def _figure(value: float | None, percent: bool = False) -> str:
    if value is None:
        return "-"
    return f"{value:.0f} %" if percent else f"{value:.2f}"


def holdem_words(counts: Counts, t: TFunc) -> str:
    """The Hold'em figures of a profile in words: "VPIP 25 % · PFR 12 % · AF 1.50"."""
    return t(
        "net.profile.figures",
        vpip=_figure(counts.vpip_percent, True),
        pfr=_figure(counts.pfr_percent, True),
        af=_figure(counts.aggression),
    )


def rating_words(place: RatingPlace | None, t: TFunc) -> str:
    """A rating with its place, or that there is none yet."""
    if place is None:
        return t("net.profile.unrated")
    return t(
        "net.profile.rating",
        rating=f"{place.rating:.1f}",
        place=place.place,
        games=place.games,
        mu=f"{place.mu:.1f}",
        sigma=f"{place.sigma:.1f}",
    )


def _day(seconds: int, t: TFunc) -> str:
    """The day of ``seconds`` (UTC) in the language's own form: 27.11.2026, 2026-11-27."""
    day = time.gmtime(seconds)
    return t("net.profile.day", day=day.tm_mday, month=day.tm_mon, year=day.tm_year)


def draw_balance(
    surface: pygame.Surface,
    rect: pygame.Rect,
    points: Sequence[tuple[int, int]],
    color: theme.Color,
    width: int,
) -> list[tuple[int, int]]:
    """Plot the balance ``points`` ([time, chips], oldest first) into ``rect``: a line over time (by
    order when all share one moment), the fewest chips at the bottom, the most at the top (one
    value alone: in the middle); the pixel points drawn."""
    if not points:
        return []
    low = min(chips for _, chips in points)
    high = max(chips for _, chips in points)
    span_y = max(1, high - low)
    first, last = points[0][0], points[-1][0]
    by_time = last > first
    count = len(points)
    pixels = []
    for index, (at, chips) in enumerate(points):
        share = (at - first) / (last - first) if by_time else (index / (count - 1) if count > 1 else 1.0)
        x = rect.x + round(share * (rect.width - 1))
        level = (chips - low) / span_y if high > low else 0.5
        y = rect.bottom - 1 - round(level * (rect.height - 1))
        pixels.append((x, y))
    if len(pixels) == 1:
        pygame.draw.circle(surface, color, pixels[0], max(2, width + 1))
    else:
        steps = []  # a step line: the balance holds until the next movement
        for (x0, y0), (x1, _) in zip(pixels, pixels[1:]):
            steps += [(x0, y0), (x1, y0)]
        steps.append(pixels[-1])
        pygame.draw.lines(surface, color, False, steps, width)
    return pixels


class _ServerPage(UIScene):
    """A screen over the lobby that shows what the server answered: the lobby's connection is read
    on underneath (``poll``), its red line (``problem``) shows here too; Esc goes back."""

    idle_capable = True
    #: Pixels below the panel for the buttons.
    below = 86

    def __init__(
        self,
        app: SceneContext,
        session: AnyRemote,
        poll: Callable[[float], None] | None = None,
        problem: Callable[[], str] = lambda: "",
    ) -> None:
        super().__init__(app)
        self.session = session
        self.poll = poll
        self.problem = problem

    def update(self, dt: float) -> Transition | None:
        if self.poll is not None:
            self.poll(dt)
        return None

    def wake_in(self) -> float:
        return POLL

    def back(self) -> Transition | None:
        return Pop()

    def _body(self) -> pygame.Rect:
        area, px = self.app.content_rect, self.app.px
        top = self.title_rect().bottom + px(40)
        return pygame.Rect(area.x + px(24), top, area.width - px(48), area.bottom - top - px(self.below))

    def _panel(self, surface: pygame.Surface) -> pygame.Rect:
        """The panel, with the lobby's red line above it; its rect."""
        px, body = self.app.px, self._body()
        problem = self.problem()
        if problem:
            text(
                surface, self.app.fonts(px(16)), problem, theme.RED, midbottom=(body.centerx, body.y - px(8))
            )
        panel(surface, body, theme.PANEL, theme.PANEL_BORDER, px(12))
        return body


class RankingScene(_ServerPage):
    """The sit-and-go ranking (see the module docstring)."""

    title_key = "net.rank.title"
    below = 100  # the name field has its label above it

    def build(self) -> None:
        t = self.app.t
        self.selected = 0
        self.row_rects: list[tuple[int, pygame.Rect]] = []  # (row, where) of the rows drawn
        self.session.profiles.ask_ranking()
        self.field = TextField("", MAX_NAME_LENGTH)
        self.show_button = Button(lambda: t("net.rank.show"), self.show, primary=True)
        self.mine_button = Button(lambda: t("net.rank.mine"), self.mine)
        self.back_button = Button(lambda: t("net.back"), self.back)
        self.ui.set_widgets(
            [self.show_button, self.mine_button, self.field, self.back_button], keep_focus=False
        )

    @property
    def ranking(self) -> RankingView | None:
        return self.session.profiles.ranking

    def look(self) -> object:
        return (self.ranking, self.selected, self.field.value, self.problem(), self.ui.focused)

    def chosen(self) -> str | None:
        """The name chosen in the list, if any."""
        ranking = self.ranking
        if ranking is None or not ranking.rows:
            return None
        self.selected = max(0, min(self.selected, len(ranking.rows) - 1))
        return ranking.rows[self.selected].name

    def open_profile(self, name: str) -> Transition:
        return Push(ProfileScene(self.app, self.session, name, self.poll, self.problem))

    def show(self) -> Transition | None:
        """The profile of the typed name, else of the name chosen in the list."""
        name = self.field.value.strip() or self.chosen()
        return None if not name else self.open_profile(name)

    def mine(self) -> Transition:
        return self.open_profile(self.session.name)

    def handle(self, event: pygame.event.Event) -> Transition | None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN):
            self.selected = max(0, self.selected + (1 if event.key == pygame.K_DOWN else -1))
            self.chosen()  # (the arrows choose a name, as in the lobby's list; Tab moves the focus)
            return None
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.ui.focused in (None, self.field, self.show_button):
                return self.show()
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for index, rect in self.row_rects:
                if rect.collidepoint(event.pos):
                    self.selected = index
                    return None
        return super().handle(event)

    def on_event(self, event: pygame.event.Event) -> Transition | None:
        if event.type != pygame.KEYDOWN:
            return None
        if event.key == pygame.K_p:
            return self.mine()
        elif event.key == pygame.K_r:
            self.session.profiles.ask_ranking()
        return None

    def place(self) -> None:
        px = self.app.px
        body = self._body()
        y = body.bottom + px(30)  # room for the name field's label
        w = (body.width - 3 * px(12)) // 4
        for i, widget in enumerate((self.show_button, self.mine_button, self.field, self.back_button)):
            widget.rect = pygame.Rect(body.x + i * (w + px(12)), y, w, px(50))

    def draw_content(self, surface: pygame.Surface) -> None:
        px, t = self.app.px, self.app.t
        body = self._panel(surface)
        small = self.app.fonts(px(16))
        field = self.field.rect
        text(
            surface, small, t("net.rank.name"), theme.TEXT_DIM, bottomleft=(field.x + px(4), field.y - px(1))
        )
        font, bold = self.app.fonts(px(19)), self.app.fonts(px(19), bold=True)
        ranking = self.ranking
        self.row_rects = []
        footer = [t("net.rank.keys"), t("net.rank.about")]
        lines: list[str] = []
        width = body.width - px(28)
        for line in footer:
            lines += wrap_words(line, width, partial(text_width, small)) or [line]
        bottom = body.bottom - px(8) - len(lines) * small.get_linesize()
        for i, line in enumerate(lines):
            text(
                surface,
                small,
                line,
                theme.TEXT_DIM,
                topleft=(body.x + px(14), bottom + i * small.get_linesize()),
            )
        if ranking is None:
            text(surface, font, t("net.rank.loading"), theme.TEXT_DIM, center=body.center)
            return
        me = ranking.me
        own = (
            t("net.rank.me", place=me.place, total=ranking.total, rating=f"{me.rating:.1f}")
            if me is not None
            else t("net.rank.me_none")
        )
        y = body.y + px(10)
        text(surface, bold, own, theme.ACCENT, topleft=(body.x + px(14), y))
        y += bold.get_linesize() + px(6)
        columns = (0.0, 0.12, 0.62, 0.80)
        heads = ("net.rank.head_place", "net.rank.head_name", "net.rank.head_rating", "net.rank.head_games")
        for at, key in zip(columns, heads):
            text(surface, small, t(key), theme.TEXT_DIM, topleft=(body.x + px(24) + round(at * width), y))
        y += small.get_linesize() + px(4)
        if not ranking.rows:
            text(surface, font, t("net.rank.none"), theme.TEXT_DIM, topleft=(body.x + px(24), y + px(8)))
            return
        row_h = font.get_linesize() + px(8)
        self.selected = max(0, min(self.selected, len(ranking.rows) - 1))
        fits = max(1, (bottom - px(4) - y) // row_h)
        first = max(0, self.selected - fits + 1)  # the chosen row stays in sight
        for index, row in enumerate(ranking.rows[first : first + fits], first):
            rect = pygame.Rect(body.x + px(10), y, body.width - px(20), row_h - px(2))
            self.row_rects.append((index, rect))
            if index == self.selected:
                pygame.draw.rect(surface, theme.BUTTON_HOVER, rect, border_radius=px(8))
                pygame.draw.rect(surface, theme.FOCUS, rect, 2, border_radius=px(8))
            mine = row.name.casefold() == self.session.name.casefold()
            color = theme.ACCENT if mine else theme.TEXT
            values = (f"{row.place.place}.", row.name, f"{row.place.rating:.1f}", str(row.place.games))
            ends = (*columns[1:], 1.0)
            for value, at, end in zip(values, columns, ends):
                face = bold if mine else font
                shown = elide(value, round((end - at) * width) - px(12), partial(text_width, face))
                text(surface, face, shown, color, midleft=(rect.x + px(14) + round(at * width), rect.centery))
            y += row_h


class ProfileScene(_ServerPage):
    """One account's profile (see the module docstring)."""

    def __init__(
        self,
        app: SceneContext,
        session: AnyRemote,
        name: str,
        poll: Callable[[float], None] | None = None,
        problem: Callable[[], str] = lambda: "",
        others: Callable[[], Sequence[str]] | None = None,
    ) -> None:
        super().__init__(app, session, poll, problem)
        self.name = name
        #: The people seated at the table it was opened from (None: from the lobby).
        self.others = others
        self.plotted: list[tuple[int, int]] = []
        session.profiles.ask(name)

    def build(self) -> None:
        self.back_button = Button(lambda: self.app.t("net.back"), self.back)
        self.ui.set_widgets([self.back_button])

    @property
    def profile(self) -> ProfileView | None:
        return self.session.profiles.of(self.name)

    def title(self) -> str:
        profile = self.profile
        return self.app.t("net.profile.title", name=profile.name if profile is not None else self.name)

    def look(self) -> object:
        return (self.profile, self.problem(), self.ui.focused)

    def on_event(self, event: pygame.event.Event) -> Transition | None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_r:
            self.session.profiles.ask(self.name)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_i and self.others is not None:
            self.show_next()
        return None

    def show_next(self) -> None:
        """I at a table: the profile of the next person seated there (after the one shown)."""
        names = list(self.others()) if self.others is not None else []
        if not names:
            return
        folded = [name.casefold() for name in names]
        here = folded.index(self.name.casefold()) if self.name.casefold() in folded else -1
        self.name = names[(here + 1) % len(names)]
        self.session.profiles.ask(self.name)

    def place(self) -> None:
        px = self.app.px
        body = self._body()
        self.back_button.rect = pygame.Rect(body.right - px(260), body.bottom + px(16), px(260), px(50))

    def lines(self, profile: ProfileView) -> list[tuple[str, str]]:
        """The profile's figures as lines, each with its kind ("head", "line" or "sub": indented
        under the line before), in the language shown."""
        t = self.app.t
        lines = [
            (t("net.profile.since", date=_day(profile.since, t)), "line"),
            (rating_words(profile.rating, t), "head"),
        ]
        for variant in VARIANTS:
            counts = profile.variants.get(variant, Counts())
            words = t(
                "net.profile.counts", game=variant_name(variant, t), games=counts.games, hands=counts.hands
            )
            lines.append((words, "line"))
            if variant == "holdem":
                lines.append((holdem_words(counts, t), "sub"))
        places = " · ".join(t("net.profile.place", place=place, n=n) for place, n in profile.places)
        lines.append((t("net.profile.places", places=places or t("net.profile.no_places")), "line"))
        return lines

    def draw_content(self, surface: pygame.Surface) -> None:
        px, t = self.app.px, self.app.t
        body = self._body()
        small = self.app.fonts(px(15))
        problem = self.problem()
        if problem:
            text(
                surface, self.app.fonts(px(16)), problem, theme.RED, midbottom=(body.centerx, body.y - px(8))
            )
        panel(surface, body, theme.PANEL, theme.PANEL_BORDER, px(12))
        profile = self.profile
        font, bold = self.app.fonts(px(19)), self.app.fonts(px(19), bold=True)
        if profile is None:
            text(surface, font, t("net.rank.loading"), theme.TEXT_DIM, center=body.center)
            return
        help_lines: list[str] = []
        keys = t("net.profile.keys" if self.others is None else "net.profile.keys_table")
        for line in (t("net.profile.help"), keys):
            help_lines += wrap_words(line, body.width - px(28), partial(text_width, small)) or [line]
        help_top = body.bottom - px(8) - len(help_lines) * small.get_linesize()
        for i, line in enumerate(help_lines):
            text(
                surface,
                small,
                line,
                theme.TEXT_DIM,
                topleft=(body.x + px(14), help_top + i * small.get_linesize()),
            )
        plot = profile.balance is not None
        left_w = body.width * 11 // 20 if plot else body.width - px(28)
        x, y = body.x + px(14), body.y + px(12)
        for words, kind in self.lines(profile):
            face = bold if kind == "head" else font
            indent = px(24) if kind == "sub" else 0
            for piece in wrap_words(words, left_w - indent, partial(text_width, face)) or [words]:
                color = theme.ACCENT if kind == "head" else theme.TEXT
                text(surface, face, piece, color, topleft=(x + indent, y))
                y += face.get_linesize()
            y += px(4)
        if profile.balance is not None:
            self._draw_plot(surface, profile.balance, body, help_top, x + left_w + px(16))

    def _draw_plot(
        self,
        surface: pygame.Surface,
        points: Sequence[tuple[int, int]],
        body: pygame.Rect,
        bottom: int,
        left: int,
    ) -> None:
        px, t = self.app.px, self.app.t
        bold, small = self.app.fonts(px(18), bold=True), self.app.fonts(px(14))
        area = pygame.Rect(
            left, body.y + px(12), body.right - px(14) - left, bottom - px(12) - body.y - px(12)
        )
        text(surface, bold, t("net.profile.balance"), theme.ACCENT, topleft=area.topleft)
        frame = pygame.Rect(area.x, area.y + bold.get_linesize() + px(6), area.width, 0)
        frame.height = area.bottom - small.get_linesize() - px(4) - frame.y
        pygame.draw.rect(surface, theme.PANEL_BORDER, frame, 1, border_radius=px(4))
        inner = frame.inflate(-px(12), -px(12))
        if inner.width < 10 or inner.height < 10:
            return
        low = min(chips for _, chips in points)
        high = max(chips for _, chips in points)
        text(surface, small, str(high), theme.TEXT_DIM, topright=(frame.right - px(4), frame.y + px(2)))
        text(
            surface, small, str(low), theme.TEXT_DIM, bottomright=(frame.right - px(4), frame.bottom - px(2))
        )
        self.plotted = draw_balance(surface, inner, points, theme.ACCENT, max(2, px(2)))
        text(surface, small, _day(points[0][0], t), theme.TEXT_DIM, topleft=(frame.x, frame.bottom + px(2)))
        now = t("net.profile.now", chips=points[-1][1])
        text(surface, small, now, theme.TEXT_DIM, topright=(frame.right, frame.bottom + px(2)))
