"""The network token table's panel at 1280x720 and 960x540: everything inside the panel, no line over
another, long chat lines wrapped (not cut), and only the keys that do something now (no "S: Spiel
starten" while a game runs)."""

from __future__ import annotations

import os

import pygame
import pytest

from game.scenes.net.cover import NetCover
from game.scenes.net.token.table import NetTokenScene
from tests.net.helpers import Lab

from .helpers import key
from .net_helpers import run_until
from .test_net_screens import _lobby

LONG = (
    "Hallo Gero, das ist eine recht lange Chat-Zeile, damit man sieht, ob sie im Panel umbricht "
    "und nicht einfach am Rand abgeschnitten wird - bis zum letzten Wort: Ende"
)


@pytest.mark.parametrize("size", [(1280, 720), (960, 540)])
def test_the_panel_keeps_inside_and_wraps(make_app, lab: Lab, size: tuple[int, int]) -> None:
    cora = lab.person("Cora")
    app = make_app(size)
    lobby = _lobby(app, lab, "Gero")
    assert lobby.session.open_table("token", tokens=5, computers=1)
    run_until(app, lambda: lobby.seating is not None, what="Gero's table")
    assert cora.session.sit(lobby.seating.table)
    run_until(app, lambda: sum(s is not None for s in lobby.seating.seats) == 3, what="Cora sits")
    lab.pump(lambda: cora.is_seated())
    key(app, pygame.K_s)  # Gero, the game master, starts
    run_until(app, lambda: isinstance(app.top, (NetTokenScene, NetCover)), what="the network table")
    assert cora.session.say(LONG)
    scene = app.top
    assert isinstance(scene, NetTokenScene)
    run_until(app, lambda: any(line.text == LONG for line in scene.session.chat), what="the long line")
    cora.close()  # Cora is gone: her grace period runs beside the move timer
    run_until(
        app,
        lambda: (
            len(scene.session.seating.timers.grace) == 1 and scene.session.seating.timers.move is not None
        ),
        what="two countdowns",
    )
    app.step(1 / 60)
    if os.environ.get("NP_SHOTS"):
        pygame.image.save(app.screen, f"/tmp/npo/panel_{size[0]}.png")
    box = scene.panel_rect
    rows = scene.panel_rows()
    words = [row[0] for row in rows]
    assert "S: Spiel starten" not in " ".join(words)  # a game runs: S does nothing now
    assert any("X: Tisch verlassen" in w for w in words) and any(".: Chat" in w for w in words)
    assert sum(w.startswith(("Zug von", "Cora kommt")) for w in words) == 2
    for i, (_, _, font, rect) in enumerate(rows):
        assert box.contains(rect), (rect, box)
        assert all(not rect.colliderect(other[3]) for other in rows[i + 1 :])  # none over another
        assert font.size(rows[i][0])[0] <= rect.width + 1
    previous = max(row[3].bottom for row in rows)
    chat = scene.chat_rect()
    assert box.contains(chat) and chat.top >= previous
    chat_rows = scene.chat.rows(chat, 15)
    assert all(chat.contains(row.rect) for row in chat_rows)
    shown = " ".join(row.words for row in chat_rows)
    assert LONG.split()[-1] in shown and "Ende" in shown  # the end of the line is there: wrapped
    assert len([row for row in chat_rows if row.newest]) >= 1


def test_no_skip_hint_while_waiting_for_another_person(make_app, lab: Lab) -> None:
    """Waiting for another person's move: nothing animates, so no "Animation überspringen"."""
    cora = lab.person("Cora")
    app = make_app()
    lobby = _lobby(app, lab, "Gero")
    assert lobby.session.open_table("token", tokens=5)
    run_until(app, lambda: lobby.seating is not None, what="Gero's table")
    assert cora.session.sit(lobby.seating.table)
    run_until(app, lambda: sum(s is not None for s in lobby.seating.seats) == 2, what="Cora sits")
    key(app, pygame.K_s)
    run_until(app, lambda: isinstance(app.top, NetTokenScene), what="the network table")
    scene = app.top
    assert isinstance(scene, NetTokenScene)
    table = scene.table
    run_until(app, lambda: not table.steps and table.game.current is not None, what="the deal shown")
    if table.human_turn():  # Gero moves first: keep all, then it is Cora's turn
        key(app, pygame.K_RETURN)
        run_until(app, lambda: not table.steps and not table.human_turn(), what="Cora's turn")
    assert table.computer_thinking()  # the other person's move (a remote seat)
    hint = table.picture().hint
    assert hint is not None and "überspringen" not in hint and "Esc Pause" in hint
