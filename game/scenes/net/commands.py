"""Chat commands of the network screens: private messages, ignoring, inviting, removing, voting, away.

A chat line (table or lobby, `game.scenes.net.room.ChatBox`) that starts
with ``/`` is a command, German or English:

======================================  =========================================
``/m NAME TEXT``, ``/msg``              a private message to an account online
``/ignorieren NAME``, ``/ignore``       hide NAME's words (kept in the settings)
``/zulassen NAME``, ``/unignore``       show them again
``/einladen NAME``, ``/invite``         the opener invites NAME to the table
``/entfernen NAME GRUND``, ``/kick``    the opener removes NAME between games
``/abstimmen NAME GRUND``, ``/vote``    start a vote to remove NAME
``/ja``, ``/yes`` - ``/nein``, ``/no``  your say in the running vote
``/weg``, ``/away`` - ``/da``, ``/back``  away (the timer moves) or back
``/profil NAME``, ``/profile``          NAME's profile (opens in the lobby)
======================================  =========================================

`run_command` sends what the line asks through the session and returns
the words to show (an `Answer`: a confirmation, or why not), or None when
the line is no command. The ignore list is saved in the settings at once.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from game.net.protocol import ProtocolError
from game.scenes.base import SceneContext
from game.text.net_words import error_text

__all__ = ["run_command", "Answer", "COMMANDS"]

#: Command word -> what it does (German and English words).
COMMANDS: dict[str, str] = {
    "m": "tell",
    "msg": "tell",
    "ignorieren": "ignore",
    "ignore": "ignore",
    "zulassen": "unignore",
    "unignore": "unignore",
    "einladen": "invite",
    "invite": "invite",
    "entfernen": "kick",
    "kick": "kick",
    "abstimmen": "vote_kick",
    "vote": "vote_kick",
    "ja": "yes",
    "yes": "yes",
    "nein": "no",
    "no": "no",
    "weg": "away",
    "away": "away",
    "da": "back",
    "back": "back",
    "profil": "profile",
    "profile": "profile",
}


@dataclass(frozen=True, slots=True)
class Answer:
    """What a command says: its ``words`` ("" for nothing) and whether they confirm (``ok``: in
    the normal colour) or say why not (in red, like an error)."""

    words: str
    ok: bool


def _save_ignored(app: SceneContext, names: tuple[str, ...]) -> None:
    app.apply_settings(replace(app.settings, net_ignored=names))


def run_command(app: SceneContext, session: Any, line: str) -> Answer | None:
    """Do the command ``line`` (see the module docstring); the words to show and whether they
    confirm (else they say why not), None if no command."""
    if not line.startswith("/"):
        return None
    t = app.t
    word, _, rest = line[1:].partition(" ")
    action = COMMANDS.get(word.casefold())
    if action is None:
        return Answer(t("net.cmd.unknown", word=word), False)
    name, _, text = rest.strip().partition(" ")
    text = text.strip()
    needs_name = action in ("tell", "ignore", "unignore", "invite", "kick", "vote_kick", "profile")
    if needs_name and not name:
        return Answer(t(f"net.cmd.usage.{action}"), False)
    if action in ("tell", "kick", "vote_kick") and not text:
        return Answer(t(f"net.cmd.usage.{action}"), False)
    if action == "profile":  # the lobby opens the screen (`LobbyScene.update`)
        session.profiles.wanted = name
        return Answer(t("net.cmd.profile", name=name), True)
    social = session.social
    try:
        if action == "tell":
            social.tell(name, text)
            return Answer("", True)
        if action == "ignore":
            if not session.ignore(name):  # at a table their lines there go too
                return Answer(t("net.cmd.cannot_ignore"), False)
            _save_ignored(app, social.ignored)
            return Answer(t("net.cmd.ignored", name=name), True)
        if action == "unignore":
            social.unignore(name)
            _save_ignored(app, social.ignored)
            return Answer(t("net.cmd.unignored", name=name), True)
        if action == "invite":
            session.invite(name)
        elif action == "kick":
            session.kick(name, text)
        elif action == "vote_kick":
            session.vote_kick(name, text)
        elif action in ("yes", "no"):
            session.vote(action == "yes")
        else:
            session.set_away(action == "away")
    except ProtocolError as error:
        return Answer(error_text(str(error.code), str(error), t), False)
    return Answer("", True)
