"""The lobby's private tables, chat, messages, invitations and ignore list, and the table's away and vote
keys, through the real app loop (keys and typing) against a loopback server on 127.0.0.1."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.net.client import NetClient
from game.scenes.base import Replace
from game.scenes.net.lobby import LobbyScene
from game.scenes.net.password import PasswordScene
from game.session.remote_social import SocialState
from game.session.token.remote import RemoteSession
from tests.net.helpers import PASSWORD, Lab

from .helpers import key, screen_text, type_text
from .net_helpers import run_until

SECRET = "geheimes-pw"


def _lobby(app: Any, lab: Lab, name: str) -> LobbyScene:
    """``name``'s lobby in the app (the account exists), its ignore list from the settings."""
    client = NetClient(lab.url, name, PASSWORD, create=False)
    session = RemoteSession(client)
    session.social = SocialState(client, app.settings.net_ignored)
    client.start()
    lobby = LobbyScene(app, session)
    app.apply(Replace(lobby, clear=True))
    return lobby


def _line(app: Any, words: str) -> None:
    type_text(app, ".")
    type_text(app, words)
    key(app, pygame.K_RETURN)


def _shown(lobby: LobbyScene) -> list[str]:
    return [words for words, _ in lobby.lobby_chat.texts(lobby.app.t)]


def test_lobby_chat_messages_and_the_ignore_list_by_keys(make_app: Any, lab: Lab) -> None:
    bert, cora = lab.person("Bert"), lab.person("Cora")
    lab.person("Anna").close()
    app = make_app((960, 540))
    lobby = _lobby(app, lab, "Anna")
    session = lobby.session
    run_until(app, lambda: session.balance is not None, what="the log-in")

    _line(app, "Hallo Lobby")
    lab.pump(lambda: [line.text for line in bert.session.social.lobby] == ["Hallo Lobby"], what="Bert reads")
    _line(app, "/m Bert Revanche?")
    lab.pump(lambda: [line.text for line in bert.session.social.private] == ["Revanche?"], what="the message")
    run_until(app, lambda: "[an Bert] Revanche?" in _shown(lobby), what="Anna's copy")

    _line(app, "/ignorieren Cora")
    assert app.settings.net_ignored == ("Cora",)  # kept in the settings
    assert "Cora wird ignoriert" in lobby.lobby_chat.error
    lab.settle()
    cora.session.social.say("Spam")
    bert.session.social.say("Hallo Anna")
    run_until(app, lambda: "[Bert] Hallo Anna" in _shown(lobby), what="Bert's line")
    assert not any("Spam" in words for words in _shown(lobby))
    assert cora.session.social.tell("Anna", "psst")
    lab.pump(lambda: "ignored" in cora.errors(), what="refused at the server")

    _line(app, "/zulassen Cora")
    assert app.settings.net_ignored == ()
    _line(app, "/quatsch")
    assert "Unbekannter Befehl /quatsch" in lobby.lobby_chat.error


def _private_table_of_bert(app: Any, lab: Lab) -> tuple[Any, LobbyScene]:
    """Bert opens a private token table; Anna's lobby lists it with its lock."""
    bert = lab.person("Bert")
    lab.person("Anna").close()
    assert bert.session.open_private("token", SECRET, {})
    lab.pump(bert.is_seated)
    lobby = _lobby(app, lab, "Anna")
    session = lobby.session
    run_until(app, lambda: len(session.tables) == 1 and session.tables[0].private, what="the lock")
    return bert, lobby


def test_a_private_table_asks_for_the_password_and_an_invitation_needs_none(make_app: Any, lab: Lab) -> None:
    lab.person("Dora").close()
    app = make_app((1280, 720))
    bert, lobby = _private_table_of_bert(app, lab)
    session = lobby.session

    key(app, pygame.K_s)  # sit: the password first
    dialog = app.top
    assert isinstance(dialog, PasswordScene)
    type_text(app, SECRET)
    assert dialog.field.value == SECRET
    key(app, pygame.K_RETURN)
    run_until(app, lambda: session.seating is not None and session.seating.me is not None, what="seated")

    key(app, pygame.K_a)  # away, shown at the table
    run_until(app, lambda: session.seating is not None and _away(session, "Anna"), what="away")
    key(app, pygame.K_a)
    run_until(app, lambda: session.seating is not None and not _away(session, "Anna"), what="back")

    _line(app, "/einladen Dora")  # only the opener invites
    run_until(app, lambda: "nur, wer den Tisch eröffnet hat" in lobby.error, what="not the opener")
    key(app, pygame.K_x)
    run_until(app, lambda: session.seating is None, what="back in the lobby")

    dora_app = make_app((960, 540))
    dora = _lobby(dora_app, lab, "Dora")
    run_until(dora_app, lambda: dora.session.balance is not None)
    assert bert.session.invite("Dora")
    run_until(dora_app, lambda: bool(dora.session.social.invitations), what="the invitation")
    assert any("[Einladung] Bert lädt dich an Tisch 1 ein" in words for words in _shown(dora))
    key(dora_app, pygame.K_e)  # accepted: no password
    run_until(dora_app, lambda: dora.session.seating is not None and dora.session.seating.me is not None)


@pytest.mark.parametrize(("language", "yes"), [("de", pygame.K_j), ("en", pygame.K_y)])
def test_the_vote_keys_at_the_table(make_app: Any, lab: Lab, language: str, yes: int) -> None:
    """J (ja) votes yes, and Y (yes) on an English keyboard too, as at the European table's "really
    fold?" and as the rules say ("J: yes", Y answers yes too); Y did nothing at the vote."""
    bert, cora = lab.person("Bert"), lab.person("Cora")
    lab.person("Anna").close()
    assert bert.session.open_table("token")
    lab.pump(bert.is_seated)
    assert cora.session.sit(1)
    lab.pump(cora.is_seated)
    app = make_app((960, 540))
    lobby = _lobby(app, lab, "Anna")
    session = lobby.session
    run_until(app, lambda: len(session.tables) == 1)
    key(app, pygame.K_s)
    run_until(app, lambda: session.seating is not None and session.seating.me is not None)
    assert cora.session.vote_kick("Bert", "schläft")  # Anna and Cora: 2 yes remove
    run_until(app, lambda: session.seating is not None and session.seating.vote is not None, what="the vote")
    app.translator.language = language
    app.step(1 / 60)
    assert ("J: yes" if language == "en" else "J: ja") in " ".join(screen_text(app))
    key(app, yes)
    lab.pump(lambda: bert.session.seating is None, what="Bert is voted out")
    run_until(app, lambda: any(line.code == "voted_out" for line in session.chat), what="everybody reads it")


def _away(session: Any, name: str) -> bool:
    seating = session.seating
    return any(seat is not None and seat.name == name and seat.away for seat in seating.seats)


def _typed(app: Any, keycode: int, ch: str) -> None:
    """A key press as SDL delivers a letter: the KEYDOWN and its TEXTINPUT twin in one frame."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=keycode, mod=0, unicode=ch, scancode=0))
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=keycode, mod=0, unicode=ch, scancode=0))
    app.step(1 / 60)


def test_the_key_that_opens_the_password_dialog_is_no_character_of_the_password(
    make_app: Any, lab: Lab
) -> None:
    """S (sit) and Z (watch) open the dialog on the KEYDOWN; SDL's TEXTINPUT twin of that key came
    into the empty field, so the right password typed after it was refused as wrong."""
    app = make_app((960, 540))
    _, lobby = _private_table_of_bert(app, lab)
    session = lobby.session
    for keycode, ch in ((pygame.K_z, "z"), (pygame.K_s, "s")):
        _typed(app, keycode, ch)
        dialog = app.top
        assert isinstance(dialog, PasswordScene)
        assert dialog.field.value == ""
        if ch == "z":
            key(app, pygame.K_ESCAPE)
            assert app.top is lobby
    for ch in SECRET:
        _typed(app, pygame.key.key_code(ch) if ch.isalpha() else 0, ch)
    assert dialog.field.value == SECRET
    key(app, pygame.K_RETURN)
    run_until(app, lambda: session.seating is not None and session.seating.me is not None, what="seated")
    assert not lobby.error


def test_m_in_a_lobby_chat_line_is_a_letter(make_app: Any, lab: Lab) -> None:
    """The lobby chat (no table) counts as typing: each m of "Wer spielt mit?" switched the sound
    off or on."""
    bert = lab.person("Bert")
    lab.person("Anna").close()
    app = make_app((960, 540))
    lobby = _lobby(app, lab, "Anna")
    run_until(app, lambda: lobby.session.balance is not None, what="the log-in")
    assert app.settings.sound
    _typed(app, pygame.K_PERIOD, ".")
    assert lobby.lobby_chat.active
    for ch in "Wer spielt mit?":
        _typed(app, pygame.key.key_code(ch.lower()) if ch.isalpha() else 0, ch)
    assert app.settings.sound, "an m of the lobby chat line switched the sound off"
    key(app, pygame.K_RETURN)
    lab.pump(lambda: [line.text for line in bert.session.social.lobby] == ["Wer spielt mit?"], what="read")
    _typed(app, pygame.K_m, "m")  # no line open: M mutes as everywhere
    assert not app.settings.sound


def _table_of_bert(app: Any, lab: Lab) -> tuple[Any, LobbyScene]:
    """Bert opens a token table; Anna's lobby lists it."""
    bert = lab.person("Bert")
    lab.person("Anna").close()
    assert bert.session.open_table("token")
    lab.pump(bert.is_seated)
    lobby = _lobby(app, lab, "Anna")
    run_until(app, lambda: len(lobby.session.tables) == 1, what="the table")
    return bert, lobby


def _table_chat(lobby: LobbyScene) -> list[str]:
    """The table chat's lines in words, as the panel shows them."""
    return [words for words, _ in lobby.chat.texts(lobby.app.t)]


def test_ignoring_at_a_table_hides_the_lines_already_shown(make_app: Any, lab: Lab) -> None:
    """/ignorieren at a table hid only what came after: the ignored account's lines already in the
    table's chat stayed on the screen."""
    app = make_app((960, 540))
    bert, lobby = _table_of_bert(app, lab)
    session = lobby.session
    key(app, pygame.K_s)
    run_until(app, lambda: session.seating is not None and session.seating.me is not None, what="seated")
    assert bert.session.say("Hallo Anna")

    def table_chat() -> list[str]:
        return _table_chat(lobby)

    run_until(app, lambda: "[Bert] Hallo Anna" in table_chat(), what="Bert's line")
    _line(app, "/ignorieren Bert")
    assert "Bert wird ignoriert" in lobby.chat.error
    assert not any("Hallo Anna" in words for words in table_chat())
    assert any("Bert" in words for words in table_chat())  # the table's notices of him stay


def test_private_messages_show_at_the_table(make_app: Any, lab: Lab) -> None:
    """A private message to somebody at a table was kept for the lobby's panel, which is not on the
    screen there: it was read only after leaving the table, if ever. The table's chat shows the ones
    that came while seated (both ways); the ones from before stay the lobby's."""
    cora = lab.person("Cora")
    app = make_app((960, 540))
    bert, lobby = _table_of_bert(app, lab)
    session = lobby.session
    run_until(app, lambda: session.balance is not None)
    assert cora.session.social.tell("Anna", "vorher")
    run_until(app, lambda: len(session.social.private) == 1, what="the message in the lobby")
    app.step(1 / 60)
    key(app, pygame.K_s)
    run_until(app, lambda: session.seating is not None and session.seating.me is not None, what="seated")

    def table_chat() -> list[str]:
        return _table_chat(lobby)

    assert cora.session.social.tell("Anna", "psst, Anna")
    run_until(app, lambda: "[von Cora] psst, Anna" in table_chat(), what="the message at the table")
    _line(app, "/m Cora gleich")
    run_until(app, lambda: "[an Cora] gleich" in table_chat(), what="Anna's copy")
    assert not any("vorher" in words for words in table_chat())
    assert bert.session.say("Los?")  # the table's own lines keep their order with them
    run_until(app, lambda: table_chat()[-1] == "[Bert] Los?", what="Bert's line")
    assert table_chat().index("[von Cora] psst, Anna") < table_chat().index("[an Cora] gleich")


def test_the_opener_reads_the_invitation_at_the_table(make_app: Any, lab: Lab) -> None:
    """/einladen at the table was answered nowhere on the screen: the server's copy went to the
    lobby's panel, which is not shown at a table."""
    lab.person("Anna").close()
    lab.person("Dora").close()
    dora = lab.person("Dora", create=False)
    app = make_app((960, 540))
    lobby = _lobby(app, lab, "Anna")
    session = lobby.session
    run_until(app, lambda: session.balance is not None, what="the log-in")
    assert session.open_private("token", SECRET, {})
    run_until(app, lambda: session.seating is not None and session.seating.me is not None, what="seated")
    _line(app, "/einladen Dora")
    lab.pump(lambda: bool(dora.session.social.invitations), what="Dora's invitation")
    words = "[Einladung] Dora ist an Tisch 1 eingeladen (Token-Spiel)"
    run_until(app, lambda: words in _table_chat(lobby), what="the opener's copy")
