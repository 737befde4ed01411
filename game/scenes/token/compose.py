"""From the table scene's state to this frame's `TablePicture`.

`TableComposer(scene)` belongs to one `TableScene` and only reads it (through
`table_screen.TableScreen`): what is shown, the flips, the flyers, the marks,
whose turn it is, the clock of the pulsing glows. `compose()` resolves all of
it - texts, colours, sizes, where each flyer is - into an immutable picture;
the painter draws that and nothing else. The live rating of the person's hand
is evaluated once per hand (cached).
"""

from __future__ import annotations

import math

from game.engine import Card, Mode, evaluate
from game.scenes.token.picture import (
    CentrePicture,
    ControlsPicture,
    FlyerPicture,
    HandLook,
    SeatPicture,
    TablePicture,
)
from game.scenes.token.screen import TableScreen
from game.scenes.token.steps import DealStep, Shown
from game.text import describe_hand
from game.ui import theme
from game.ui.cards import BACK_STYLES
from game.ui.token.layout import SeatLayout
from game.ui.tween import flight, lerp_point, lift

__all__ = ["TableComposer", "back_style"]

#: The pulsing rings around a plate, in design px: (at rest, swing) for whose turn it is
#: and for the seat the showdown scored.
TURN_GLOW = (10, 4)
SCORED_GLOW = (8, 8)


def glow_size(glow: tuple[int, int], scale: float, time: float) -> int:
    """How far a pulsing ring stands out at ``time`` (seconds of the table's clock)."""
    base, swing = glow
    pulse = 0.5 + 0.5 * math.sin(time * 5.0)
    return round(base * scale + swing * pulse * scale)


def thinking_dots(time: float) -> str:
    """The dots after "thinking": one to three, one more every third of a second."""
    return "." * (1 + int(time * 3) % 3)


def back_style(card_back: int) -> int:
    """The card back of the setting, within the styles there are."""
    return min(max(0, int(card_back)), len(BACK_STYLES) - 1)


class TableComposer:
    """Builds the pictures of one table scene; see the module docstring."""

    def __init__(self, scene: TableScreen) -> None:
        self.scene = scene
        self._rating_cache: tuple[tuple[Shown, ...], str, str] | None = None

    def compose(self) -> TablePicture:
        """What the table shows now."""
        scene = self.scene
        app = scene.app
        settings = app.settings
        seats = tuple(self._seat(sl) for sl in scene.lay.seats)
        tooltip = None
        if not scene.steps and scene.hover is not None:
            for sl in scene.lay.seats:
                if self._interactive(sl):
                    key = "table.unmark_card" if scene.hover in scene.marked else "table.mark_card"
                    tooltip = (app.t(key), sl.cards[scene.hover])
        return TablePicture(
            lay=scene.lay,
            back_style=back_style(settings.card_back),
            four_color=settings.four_color,
            centre=self._centre(),
            seats=seats,
            flyers=self._flyers(),
            controls=self._controls(),
            tips=scene.tips.picture(),
            tooltip=tooltip,
            hint=None if tooltip is not None else self._hint(),
        )

    # centre ---------------------------------------------------------------------
    def _centre(self) -> CentrePicture:
        scene = self.scene
        game = scene.game
        cfg = game.config
        t = scene.app.t
        parts = (t("mode." + cfg.mode.value), t("rules." + cfg.rules.value))
        descending = cfg.mode is Mode.DESCENDING
        return CentrePicture(
            title=t("table.round", n=max(1, game.round_no)),
            info=" · ".join((*parts, f"T = {cfg.tokens}")),
            message=self._centre_message(),
            stake_chip=not any(f.chip for f in scene.flyers),  # the chips in flight take its place
            stake="-1" if descending else "+1",
            caption=t("table.stake_descending" if descending else "table.stake_ascending"),
            caption_colour=(255, 128, 110) if descending else theme.GOLD,
        )

    def _centre_message(self) -> str:
        scene = self.scene
        t = scene.app.t
        if scene.steps:
            if isinstance(scene.steps[0], DealStep):
                return ""
            if scene.result is not None and scene.result.all_equal:
                return t("results.tie")
            return ""
        cur = scene.game.current
        if cur is None:
            if scene.result is not None and scene.result.all_equal:
                return t("results.tie")
            return ""
        seats = scene.game.config.seats
        if cur in scene.humans and (scene.face_up(cur) or not scene.hot_seat):
            if len(scene.humans) == 1:
                return t("table.your_turn")
        return t("table.turn_of", name=seats[cur].name)

    # seats ----------------------------------------------------------------------
    def _interactive(self, sl: SeatLayout) -> bool:
        scene = self.scene
        return sl.bottom and scene.human_turn() and scene.game.current == sl.seat

    def _seat(self, sl: SeatLayout) -> SeatPicture:
        scene = self.scene
        app = scene.app
        game = scene.game
        seat = sl.seat
        cfg = game.config.seats[seat]
        s = scene.lay.scale
        result = scene.result
        cur = game.current if not scene.steps else None
        active_turn = cur == seat
        out = seat in scene.left
        emphasised = seat in scene.emphasised() and result is not None
        best_seats = result.best if (result is not None and not result.all_equal) else ()
        ascending = game.config.mode is Mode.ASCENDING

        glow: tuple[theme.Color, int] | None = None
        if active_turn:
            glow = (255, 214, 110), glow_size(TURN_GLOW, s, scene.time)
        elif emphasised and scene.reveal_all:
            # the seat the showdown scored (loses or gains a token) throbs in its colour
            glow = (theme.GOLD if ascending else theme.RED), glow_size(SCORED_GLOW, s, scene.time)
        if active_turn:
            border = theme.GOLD
        elif emphasised:
            border = theme.GOLD if ascending else theme.RED
        else:
            border = (90, 120, 100)

        label: tuple[str, theme.Color] | None = None
        if out:
            safe = scene.left[seat] == "table.safe"
            label = app.t(scene.left[seat]), (theme.GOLD if safe else theme.RED)
        elif cur == seat and not cfg.human:
            thinking = app.t("table.thinking").rstrip(". ").rstrip("…")
            label = f"{thinking} {thinking_dots(scene.time)}", theme.ACCENT
        elif seat in scene.status:
            count = scene.status[seat]
            label = (app.t("table.exchanges", n=count) if count else app.t("table.keeps")), theme.TEXT

        up = scene.face_up(seat)
        hand = scene.shown[seat]
        flip = scene.flipping.get(seat)
        interactive = self._interactive(sl)
        scoring: frozenset[Card] = frozenset()
        if result is not None and seat in result.values and scene.reveal_all:
            scoring = frozenset(result.values[seat].scoring_cards)
        look = HandLook(
            hand=tuple(hand),
            up=up,
            marked=frozenset(scene.marked) if interactive else frozenset(),
            hover=scene.hover if interactive else None,
            scoring=scoring,
            colour=theme.GOLD if seat in best_seats else (theme.RED if emphasised else (240, 240, 240)),
        )

        # rating: live for the person at the bottom, the hand name for all after the showdown
        rating: tuple[str, int, theme.Color, int | None] | None = None
        if scene.reveal_all and result is not None and seat in result.values:
            colour = theme.GOLD if seat in best_seats else (theme.RED if emphasised else theme.TEXT)
            rating = (
                describe_hand(result.values[seat], app.t),
                max(12, round(sl.rating.height * 0.8)),
                colour,
                sl.rating.width + round(80 * s),
            )
        elif sl.bottom and up and all(isinstance(c, Card) for c in hand) and hand:
            rating = self.live_rating(hand), max(14, round(sl.rating.height * 0.8)), theme.ACCENT, None

        return SeatPicture(
            layout=sl,
            name=cfg.name,
            glow=glow,
            border=border,
            out=out,
            label=label,
            dealer=app.t("table.dealer_short") if seat == scene.dealer_shown and game.round_no else "",
            tokens=scene.shown_tokens[seat],
            look=look,
            flip=flip if flip is not None and flip < 1.0 else None,
            rating=rating,
        )

    def changes_in(self, limit: float, step: float = 1 / 120) -> float:
        """Seconds until the table's clock alone changes the picture (a ring pulses a pixel,
        the thinking dots move), found to ``step``; at most ``limit``."""
        now = self.scene.time
        first = self._clock_look(now)
        ahead = step
        while ahead < limit:
            if self._clock_look(now + ahead) != first:
                return ahead
            ahead += step
        return limit

    def _clock_look(self, time: float) -> tuple[int, int, str]:
        """All the picture takes from the clock at ``time`` (see `_seat`), a little more at most."""
        scene = self.scene
        s = scene.lay.scale
        cur = scene.game.current if not scene.steps else None
        turn = glow_size(TURN_GLOW, s, time) if cur is not None else 0
        scored = glow_size(SCORED_GLOW, s, time) if scene.reveal_all and scene.emphasised() else 0
        dots = thinking_dots(time) if cur is not None and not scene.game.config.seats[cur].human else ""
        return turn, scored, dots

    def live_rating(self, hand: list[Shown]) -> str:
        """The name of the person's hand as it stands (evaluated once per hand and language)."""
        key = tuple(hand)
        language = self.scene.app.settings.language
        cached = self._rating_cache
        if cached is None or cached[0] != key or cached[1] != language:
            value = evaluate([c for c in hand if isinstance(c, Card)], self.scene.game.config.rules)
            cached = self._rating_cache = (key, language, describe_hand(value, self.scene.app.t))
        return cached[2]

    # flyers, controls, hint -------------------------------------------------------
    def _flyers(self) -> tuple[FlyerPicture, ...]:
        scene = self.scene
        if not scene.steps or not scene.flyers:
            return ()
        t = scene.steps[0].t
        out = []
        for f in scene.flyers:
            if t < f.t0 or t >= f.t1:
                continue
            k = flight(t, f.t0, f.t1)
            x, y = lerp_point(f.start, f.end, k)
            arc = lift(k) * scene.lay.scale * 30
            if f.chip:
                out.append(FlyerPicture((round(x), round(y - arc)), f.width, f.seat, chip=True))
                continue
            w = f.width
            center = (round(x), round(y - arc * 0.5))
            w0 = f.width0 or w
            if w0 == w:
                out.append(FlyerPicture(center, w, f.seat, card=f.card, face_up=f.face_up))
                continue
            # scale the cached sprite on the way (no new sprite per intermediate size)
            cw = max(4, round(w0 + (w - w0) * k))
            out.append(
                FlyerPicture(
                    center, w, f.seat, card=f.card, face_up=f.face_up, scaled=cw, sprite_w=max(w, w0)
                )
            )
        return tuple(out)

    def _controls(self) -> ControlsPicture:
        scene = self.scene
        t = scene.app.t
        mouse = scene.mouse
        lay = scene.lay
        turn = scene.human_turn()
        exchange = t("table.exchange_button", n=len(scene.marked)), lay.exchange_button.collidepoint(mouse)
        return ControlsPicture(
            menu_label=t("pause.title") if scene.menu_visible else None,
            menu_hovered=lay.menu_button.collidepoint(mouse),
            exchange=exchange if turn else None,
            keep=(t("table.keep_button"), lay.keep_button.collidepoint(mouse)) if turn else None,
        )

    def _hint(self) -> str | None:
        scene = self.scene
        app = scene.app
        if not app.settings.show_hint:
            return None
        if scene.steps or (scene.computer_thinking() and not scene.network):
            key = "hint.wait"  # something a key skips: an animation, a computer's thinking time
        elif scene.human_turn():
            key = "hint.exchange"
        else:
            key = "hint.table"
        text = app.t(key)
        if key != "hint.wait":
            text = f"{text} · {app.t('hint.history_key')}"
        if scene.tips.available():
            text = f"{text} · {app.t('hint.tip_key')}"
        return text
