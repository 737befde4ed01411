"""The Netzwerk screens through the real app loop: typing, clicks and keys against a real loopback server."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pygame
import pytest

import game.games as games_module
from game.net.client import ConnectionState
from game.net.host import EmbeddedHost
from game.scenes.dialog import ConfirmDialog
from game.scenes.net.connect import NetConnectScene, parse_address
from game.scenes.net.lobby import LIST_EVERY, LobbyScene
from game.scenes.net.open import OpenTableScene
from game.scenes.start import StartScene
from tests.net.helpers import PASSWORD, Lab, seat_everybody

from .helpers import click, key, screen_text, type_text
from .net_helpers import run_until


def _fill(app, scene: NetConnectScene, address: str, name: str, password: str) -> None:
    """Type into the three fields as a person would: click a field, clear it, type."""
    for field, value in ((scene.address, address), (scene.name, name), (scene.password, password)):
        click(app, field.rect.center)
        key(app, pygame.K_a, mod=pygame.KMOD_CTRL)
        key(app, pygame.K_BACKSPACE)
        type_text(app, value)


def _open_netzwerk(app) -> NetConnectScene:
    start = StartScene(app)
    app.push(start)
    app.step(1 / 60)
    button = next(b for b in start.buttons if b.label() == "Netzwerk")
    click(app, button.rect.center)
    scene = app.top
    assert isinstance(scene, NetConnectScene)
    return scene


def test_address_parsing() -> None:
    assert parse_address("127.0.0.1:8765") == ("127.0.0.1", 8765, False)
    assert parse_address("spielrechner") == ("spielrechner", 8765, False)
    assert parse_address("host:0") is None
    assert parse_address("host:99999") is None
    assert parse_address("a b:1") is None
    assert parse_address("") is None


def test_create_account_and_log_in_by_typing(make_app, lab: Lab) -> None:
    app = make_app()
    scene = _open_netzwerk(app)
    _fill(app, scene, f"127.0.0.1:{lab.port}", "Anna", PASSWORD)
    assert scene.password.value == PASSWORD
    key(app, pygame.K_TAB)  # Tab in the password field: on to "Anmelden" (Enter would log in)
    key(app, pygame.K_RIGHT)  # "Konto anlegen"
    key(app, pygame.K_RETURN)
    run_until(app, lambda: isinstance(app.top, LobbyScene), what="the lobby")
    lobby = app.top
    assert isinstance(lobby, LobbyScene)
    assert lobby.session.name == "Anna" and lobby.session.balance == 1000
    key(app, pygame.K_ESCAPE)  # log out: back to the start screen, the connection closed
    assert isinstance(app.top, StartScene)
    assert lobby.session.connection is not ConnectionState.CONNECTED or lobby._closed


def test_wrong_password_and_unknown_address_say_so(make_app, lab: Lab) -> None:
    lab.person("Bert")
    app = make_app()
    scene = _open_netzwerk(app)
    _fill(app, scene, f"127.0.0.1:{lab.port}", "Bert", "falsches-passwort")
    click(app, scene.login_button.rect.center)
    run_until(app, lambda: scene.session is None and scene.bad, what="the refusal")
    assert scene.message == "Name oder Passwort falsch. Zum ersten Mal hier? Dann „Konto anlegen“ wählen."
    assert isinstance(app.top, NetConnectScene)
    _fill(app, scene, "127.0.0.1:notaport", "Bert", PASSWORD)
    click(app, scene.login_button.rect.center)
    assert scene.session is None and "Rechner:Port" in scene.message
    _fill(app, scene, f"127.0.0.1:{lab.port}", "Bert", PASSWORD)
    click(app, scene.create_button.rect.center)
    run_until(app, lambda: scene.session is None and scene.bad, what="the refusal")
    assert "gibt es schon" in scene.message


def test_host_on_this_computer_and_join(make_app, tmp_path: Path) -> None:
    app = make_app()
    start = StartScene(app)
    app.push(start)
    hosts: list[EmbeddedHost] = []

    def factory() -> EmbeddedHost:
        host = EmbeddedHost(tmp_path / "hosted.sqlite3", bind="127.0.0.1", ports=(0,))
        hosts.append(host)
        return host

    def host() -> LobbyScene:
        """Netzwerk -> "Auf diesem Computer hosten" with the name and password typed in."""
        scene = NetConnectScene(app, host_factory=factory)
        app.push(scene)
        app.step(1 / 60)
        _fill(app, scene, "ignored:1", "Gastgeberin", PASSWORD)
        click(app, scene.host_button.rect.center)
        run_until(app, lambda: isinstance(app.top, LobbyScene), what="the lobby of the hosted server")
        lobby = app.top
        assert isinstance(lobby, LobbyScene) and lobby.hosting is not None
        return lobby

    lobby = host()
    assert hosts and hosts[0].running
    assert (tmp_path / "hosted.sqlite3").exists()
    key(app, pygame.K_ESCAPE)  # log out: the host is asked first, the server runs for everybody
    dialog = app.top
    assert isinstance(dialog, ConfirmDialog) and "beendet das Spiel für alle" in dialog.message
    key(app, pygame.K_RETURN)  # the focus starts on "Nein": a stray Enter keeps the server
    assert app.top is lobby and hosts[0].running
    click(app, lobby.back_button.rect.center)  # Abmelden, then "Ja, Server beenden"
    dialog = app.top
    assert isinstance(dialog, ConfirmDialog)
    click(app, dialog.yes.rect.center)
    assert isinstance(app.top, StartScene)  # the hosted server stops with the lobby
    assert not hosts[0].running
    host()  # hosting again: the account exists now, so the screen logs in instead of creating it
    app.close()  # the game exits: the lobby's exit stops the server
    assert not hosts[1].running


def _lobby(app, lab: Lab, name: str) -> LobbyScene:
    scene = _open_netzwerk(app)
    _fill(app, scene, f"127.0.0.1:{lab.port}", name, PASSWORD)
    click(app, scene.create_button.rect.center)
    run_until(app, lambda: isinstance(app.top, LobbyScene), what="the lobby")
    lobby = app.top
    assert isinstance(lobby, LobbyScene)
    return lobby


def _seated(app, lab: Lab, name: str) -> LobbyScene:
    """Log in as ``name`` and sit down at the only table (S)."""
    lobby = _lobby(app, lab, name)
    run_until(app, lambda: len(lobby.session.tables) == 1, what="the table list")
    key(app, pygame.K_s)  # sit at the chosen (only) table
    run_until(app, lambda: lobby.seating is not None and lobby.seating.me is not None, what="a seat")
    return lobby


def test_lobby_open_watch_sit_chat(make_app, lab: Lab) -> None:
    others = [lab.person("Cora"), lab.person("Dirk")]
    seat_everybody(lab, others[:1], "token", computers=1)
    app = make_app()
    lobby = _lobby(app, lab, "Eva")
    run_until(app, lambda: len(lobby.session.tables) == 1, what="the table list")
    assert lobby.session.tables[0].seats == 2  # Cora and the computer
    key(app, pygame.K_z)  # watch the chosen table
    run_until(app, lambda: lobby.seating is not None, what="watching")
    assert lobby.seating is not None and lobby.seating.me is None
    click(app, lobby.room_sit.rect.center)  # sit down from watching
    run_until(app, lambda: lobby.seating is not None and lobby.seating.me is not None, what="a seat")
    type_text(app, ".")
    assert lobby.chat.active
    type_text(app, "Hallo zusammen")
    key(app, pygame.K_RETURN)
    lab.pump(lambda: any(line.text == "Hallo zusammen" for line in others[0].session.chat), what="the chat")
    run_until(app, lambda: any(line.text == "Hallo zusammen" for line in lobby.session.chat), what="own chat")
    assert not lobby.chat.active
    table = lobby.seating.table
    drawn = screen_text(app)
    assert drawn.count(f"Tisch {table} - Token-Spiel") == 1 and "Lobby" not in drawn  # the title, once
    assert "Plätze" in drawn
    # not the game master, no game: "Tisch verlassen" is the only button and has the focus - the
    # Enter or Space one press after the results and "Zurück zum Tisch" must not leave
    assert lobby.ui.widgets == [lobby.leave_button] and lobby.ui.focused is lobby.leave_button
    key(app, pygame.K_RETURN)
    key(app, pygame.K_SPACE)
    assert others[0].session.say("Noch da?")  # a round trip after the keys: a leave would be in
    run_until(app, lambda: any(line.text == "Noch da?" for line in lobby.session.chat), what="the answer")
    assert lobby.seating is not None and lobby.seating.me is not None, "Enter/Space left the table"
    key(app, pygame.K_x)  # leave the table: back to the list
    run_until(app, lambda: lobby.seating is None, what="leaving")
    assert "Lobby" in screen_text(app), "the list of tables is the lobby"
    # open a table of the token game through the dialog
    key(app, pygame.K_n)
    dialog = app.top
    assert isinstance(dialog, OpenTableScene)
    key(app, pygame.K_RIGHT)  # variant: Token-Spiel
    assert dialog.variant.value == "token" and dialog.tokens.visible
    click(app, dialog.ok_button.rect.center)
    assert app.top is lobby
    run_until(app, lambda: lobby.seating is not None and lobby.seating.i_am_master, what="own table")
    assert lobby.seating is not None and lobby.seating.variant == "token"
    # a refusal from the server is a red line, not a crash: Dirk's table is full? sit at one's own again
    lobby.session.sit(99)
    run_until(app, lambda: bool(lobby.error), what="the refusal")
    assert lobby.error == "Erst den Tisch verlassen." or "Tisch" in lobby.error


def test_lost_connection_is_shown_and_recovers(make_app, lab: Lab) -> None:
    app = make_app()
    lobby = _lobby(app, lab, "Fritz")
    states: list[ConnectionState] = []
    lobby.session.client.drop()
    run_until(
        app,
        lambda: (
            states.append(lobby.session.connection)
            or lobby.session.connection is ConnectionState.RECONNECTING
        ),
        what="reconnecting",
    )
    run_until(app, lambda: lobby.session.connection is ConnectionState.CONNECTED, what="reconnected")
    assert ConnectionState.RECONNECTING in states


def test_another_protocol_version_is_said_in_words(make_app, lab: Lab, monkeypatch) -> None:
    import game.net.client

    monkeypatch.setattr(game.net.client, "PROTOCOL_VERSION", 0)  # an old client
    app = make_app()
    scene = _open_netzwerk(app)
    _fill(app, scene, f"127.0.0.1:{lab.port}", "Olga", PASSWORD)
    click(app, scene.create_button.rect.center)
    run_until(app, lambda: scene.session is None and scene.bad, what="the refusal")
    assert "Protokollversion" in scene.message


def test_the_list_of_tables_keeps_itself_up_to_date(make_app, lab: Lab) -> None:
    app = make_app()
    lobby = _lobby(app, lab, "Hanna")
    run_until(app, lambda: lobby.session.tables == (), what="the empty list")
    ida = lab.person("Ida")
    seat_everybody(lab, [ida], "token", computers=1)  # Ida opens a table after Hanna came in
    frames = 0

    def listed() -> bool:
        nonlocal frames
        frames += 1
        return len(lobby.session.tables) == 1

    run_until(app, listed, what="Ida's table in the list, without Aktualisieren")
    assert frames / 60 <= LIST_EVERY + 1  # by itself within the list's interval of game time
    assert lobby.session.tables[0].seats == 2  # Ida and the computer
    key(app, pygame.K_s)  # Hanna sits down ...
    run_until(app, lambda: lobby.seating is not None and lobby.seating.me is not None, what="a seat")
    key(app, pygame.K_x)  # ... and leaves again: the list she comes back to counts her out
    run_until(app, lambda: lobby.seating is None, what="back in the lobby")
    frames = 0

    def counted_out() -> bool:
        nonlocal frames
        frames += 1
        return bool(lobby.session.tables) and lobby.session.tables[0].seats == 2

    run_until(app, counted_out, what="the list without Hanna")
    assert frames < 60  # at once, not after the interval


def _refused_in_words(app, lab: Lab, lobby: LobbyScene, words: str) -> None:
    """S (sit) and Z (watch) at the only table are refused with ``words``; nothing is sent."""
    session = lobby.session
    for letter in (pygame.K_s, pygame.K_z):  # sit, watch
        lobby.error = ""
        key(app, letter)
        assert lobby.error.startswith(words)
        assert lobby.session is session
    run_until(app, lambda: True, what="a frame")
    lab.pump(lambda: True, what="the server")
    assert lobby.seating is None and lobby.session.tables[0].seats == 1  # neither sat nor watches
    assert lobby.session.tables[0].spectators == 0


def test_a_table_of_a_game_this_version_cannot_show_is_refused_in_words(
    make_app, lab: Lab, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A newer server may host a variant no registered game of this client plays (here Duell, with
    its network session taken out of the registry for the test): sitting or watching is refused in
    words, nothing is sent."""
    unplayable = [replace(g, remote_session=None) if g.key == "duell" else g for g in games_module.GAMES]
    monkeypatch.setattr(games_module, "GAMES", unplayable)
    ida = lab.person("Ida")
    assert ida.session.open_table("duell")
    app = make_app()
    lobby = _lobby(app, lab, "Hanna")
    run_until(app, lambda: len(lobby.session.tables) == 1, what="Ida's Duell table in the list")
    assert "Duell" in screen_text(app)
    _refused_in_words(app, lab, lobby, "Tische mit Duell kann diese Version noch nicht zeigen")


def test_sitting_at_a_holdem_cash_table_asks_the_buy_in_and_how_to_start(make_app, lab: Lab) -> None:
    """S at a cash table in the lobby asks the buy-in (the amount chooser, from the table's minimum
    to its maximum and the balance) and whether to post a big blind now; Esc sends nothing; the
    chosen amount is what the server seats."""
    from game.net.holdem.cash import CashTableGame
    from game.scenes.net.buy_in import BuyInScene

    ida = lab.person("Ida")
    assert ida.session.open_table("holdem", format="cash", big_blind=20, min_buy_in=200, max_buy_in=800)
    app = make_app()
    lobby = _lobby(app, lab, "Hanna")
    run_until(app, lambda: len(lobby.session.tables) == 1, what="Ida's cash table in the list")
    key(app, pygame.K_s)
    dialog = app.top
    assert isinstance(dialog, BuyInScene) and (dialog.chooser.lo, dialog.chooser.hi) == (200, 800)
    assert dialog.chooser.value == 800 and not dialog.post  # the most allowed; waiting for the BB
    key(app, pygame.K_ESCAPE)
    assert app.top is lobby
    for _ in range(20):
        app.step(1 / 60)
    assert lobby.seating is None  # nothing was sent
    key(app, pygame.K_s)
    dialog = app.top
    assert isinstance(dialog, BuyInScene)
    type_text(app, "350")
    key(app, pygame.K_b)  # post a big blind now
    key(app, pygame.K_RETURN)
    run_until(app, lambda: lobby.session.seating is not None and lobby.session.seating.me == 1, what="a seat")
    game = lab.table(1).game
    assert isinstance(game, CashTableGame)
    started = lab.on_server(lambda: game.game.events[0])
    assert type(started).__name__ == "HandStarted" and started.stacks[1] == 350  # as chosen
