"""The ranking and the profile screens through the real app loop (keys, headless) against a
loopback server on 127.0.0.1: R in the lobby shows the ranking, a chosen name opens its profile with
the server's figures, one's own profile plots the play chips from the ledger, an unknown name shows
the server's refusal."""

from __future__ import annotations

import os
import re
import time
from dataclasses import replace
from pathlib import Path
from typing import Any

import pygame

from game.net.client import NetClient
from game.scenes.base import Replace
from game.scenes.net.lobby import LobbyScene
from game.scenes.net.profile import ProfileScene, RankingScene
from game.session.token.remote import RemoteSession
from tests.net.helpers import PASSWORD, Lab
from tests.net.stats_helpers import finished_sit_and_go

from .helpers import click, key, screen_text, type_text
from .net_helpers import run_until

NAMES = ("Anna", "Bert", "Cora")


def _seeded(lab: Lab) -> None:
    """Three accounts and a finished sit-and-go of theirs (Bert first, Anna second, Cora third)."""
    for name in NAMES:
        lab.person(name).close()

    def seed() -> None:
        server = lab.server
        people = [server.accounts.find(name) for name in NAMES]
        finished_sit_and_go(server.ledger, [p for p in people if p is not None], server.clock.wall())

    lab.on_server(seed)


def _lobby(app: Any, lab: Lab, name: str) -> LobbyScene:
    client = NetClient(lab.url, name, PASSWORD, create=False)
    session = RemoteSession(client)
    client.start()
    lobby = LobbyScene(app, session)
    app.apply(Replace(lobby, clear=True))
    run_until(app, lambda: session.balance is not None, what="the log-in")
    return lobby


def test_ranking_and_a_chosen_profile_by_keys(make_app: Any, lab: Lab, tmp_path: Path) -> None:
    _seeded(lab)
    app = make_app((1280, 720))
    lobby = _lobby(app, lab, "Anna")
    key(app, pygame.K_r)
    ranking = app.top
    assert isinstance(ranking, RankingScene)
    run_until(app, lambda: ranking.ranking is not None, what="the ranking")
    drawn = screen_text(app)
    assert [row.name for row in ranking.ranking.rows] == ["Bert", "Anna", "Cora"]
    assert f"Dein Platz: 2 von 3 - Wertung {ranking.ranking.rows[1].place.rating:.1f}" in drawn
    assert "Bert" in drawn and "Cora" in drawn

    key(app, pygame.K_DOWN)
    key(app, pygame.K_DOWN)  # Cora
    key(app, pygame.K_RETURN)
    profile = app.top
    assert isinstance(profile, ProfileScene) and profile.name == "Cora"
    run_until(app, lambda: profile.profile is not None, what="Cora's profile")
    drawn = screen_text(app)
    assert "Profil: Cora" in drawn
    assert "Texas Hold'em: 1 Spiele, 7 Hände" in drawn
    assert "VPIP 50 % · PFR 33 % · AF 3.00" in drawn, drawn  # 3 of 6, 2 of 6, (4 + 2) / 2
    assert "Sit-and-go-Plätze: 3.: 1x" in drawn
    assert profile.plotted == [] and not any("Spielchips im Lauf" in words for words in drawn)
    key(app, pygame.K_ESCAPE)
    assert app.top is ranking

    key(app, pygame.K_p)  # one's own profile: with the balance over time
    mine = app.top
    assert isinstance(mine, ProfileScene)
    run_until(app, lambda: mine.profile is not None, what="Anna's profile")
    drawn = screen_text(app)
    assert "Deine Spielchips im Lauf der Zeit" in drawn and "jetzt 1005" in drawn
    assert mine.profile is not None and mine.profile.balance is not None
    assert [chips for _, chips in mine.profile.balance] == [1000, 900, 1005]
    app.step(1 / 60)
    assert len(mine.plotted) == 3
    highest = min(mine.plotted, key=lambda point: point[1])  # the top of the plot: the most chips
    assert highest == mine.plotted[2]
    assert app.screen.get_at(mine.plotted[1])[:3] != app.screen.get_at((mine.plotted[1][0], 0))[:3]
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_ESCAPE)
    assert app.top is lobby


def test_an_unknown_name_shows_the_refusal(make_app: Any, lab: Lab) -> None:
    _seeded(lab)
    app = make_app((960, 540))
    lobby = _lobby(app, lab, "Bert")
    key(app, pygame.K_r)
    ranking = app.top
    assert isinstance(ranking, RankingScene)
    click(app, ranking.field.rect.center)
    assert ranking.ui.focused is ranking.field
    type_text(app, "Niemand")
    key(app, pygame.K_RETURN)
    profile = app.top
    assert isinstance(profile, ProfileScene) and profile.name == "Niemand"
    run_until(app, lambda: lobby.error == "Ein Konto dieses Namens gibt es nicht.", what="the refusal")
    assert lobby.error in screen_text(app)
    assert profile.profile is None


def test_the_chat_command_opens_a_profile(make_app: Any, lab: Lab) -> None:
    _seeded(lab)
    app = make_app((960, 540))
    lobby = _lobby(app, lab, "Cora")
    type_text(app, ".")
    type_text(app, "/profil bert")
    key(app, pygame.K_RETURN)
    run_until(app, lambda: isinstance(app.top, ProfileScene), what="the profile screen")
    profile = app.top
    assert isinstance(profile, ProfileScene)
    run_until(app, lambda: profile.profile is not None, what="Bert's profile")
    assert "Profil: Bert" in screen_text(app) and profile.profile is not None
    assert profile.profile.places == ((1, 1),) and profile.profile.balance is None
    key(app, pygame.K_ESCAPE)
    assert app.top is lobby and lobby.session.profiles.wanted is None


def test_the_chosen_row_stays_in_sight(make_app: Any, lab: Lab) -> None:
    lab.person("Anna").close()

    def seed() -> None:
        server = lab.server
        wall = server.clock.wall()
        people = [server.ledger.register(server.accounts, f"Spieler{n:02}", "x", wall) for n in range(24)]
        for trio in range(8):
            finished_sit_and_go(server.ledger, people[3 * trio : 3 * trio + 3], wall)

    lab.on_server(seed)
    app = make_app((960, 540))
    _lobby(app, lab, "Anna")
    key(app, pygame.K_r)
    ranking = app.top
    assert isinstance(ranking, RankingScene)
    run_until(app, lambda: ranking.ranking is not None, what="the ranking")
    rows = ranking.ranking.rows
    assert len(rows) == 20  # the default top
    first = screen_text(app)
    assert rows[0].name in first and rows[19].name not in first  # 960x540 shows fewer rows
    for _ in range(19):
        key(app, pygame.K_DOWN)
    last = screen_text(app)
    assert ranking.selected == 19 and rows[19].name in last and rows[0].name not in last
    key(app, pygame.K_RETURN)
    profile = app.top
    assert isinstance(profile, ProfileScene) and profile.name == rows[19].name


def test_the_profile_dates_in_the_language_s_own_form(make_app: Any, lab: Lab) -> None:
    """Member since and the plot's first day: 27.11.2026 in German, 2026-11-27 in English (as the
    history export dates its files), switched live."""
    _seeded(lab)
    app = make_app((1280, 720))
    _lobby(app, lab, "Anna")
    key(app, pygame.K_r)
    key(app, pygame.K_p)  # the own profile: member since and the balance plot's first day
    mine = app.top
    assert isinstance(mine, ProfileScene)
    run_until(app, lambda: mine.profile is not None, what="Anna's profile")
    assert mine.profile is not None and mine.profile.balance is not None
    since = time.gmtime(mine.profile.since)
    first = time.gmtime(mine.profile.balance[0][0])
    drawn = screen_text(app)
    assert f"Mitglied seit {since.tm_mday:02d}.{since.tm_mon:02d}.{since.tm_year}" in drawn
    assert f"{first.tm_mday:02d}.{first.tm_mon:02d}.{first.tm_year}" in drawn
    app.apply_settings(replace(app.settings, language="en"))
    app.step(1 / 60)
    if os.environ.get("NP_SHOTS"):
        pygame.image.save(app.screen, f"{os.environ['NP_SHOTS']}/profile_en.png")
    drawn = screen_text(app)
    assert f"Member since {since.tm_year}-{since.tm_mon:02d}-{since.tm_mday:02d}" in drawn, drawn
    assert f"{first.tm_year}-{first.tm_mon:02d}-{first.tm_mday:02d}" in drawn
    assert not any(re.search(r"\d\d\.\d\d\.\d{4}", words) for words in drawn)
