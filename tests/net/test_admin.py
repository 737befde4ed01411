"""``tokenpoker-server admin``: list, ban/unban (a banned account cannot log in and is told why; one
online is disconnected), close a table (its game settled: every stake back), the ledger audit, and
an online backup that opens and passes the audit while games run - the command run as its own
process on the database of a server that runs on 127.0.0.1."""

from __future__ import annotations

import random
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from websockets.sync.client import ClientConnection, connect

from game.net.admin import POLL_SECONDS
from game.net.ledger import START_STACK, Ledger
from game.net.protocol import PROTOCOL_VERSION, decode_server, encode
from game.net.store import open_database
from game.text.i18n import Translator
from game.text.net_words import error_text

from .european_helpers import EuropeanPerson, calm, people_of, play
from .helpers import PASSWORD, Lab, play_turns, seat_everybody

ROOT = Path(__file__).resolve().parents[2]


def _admin(db: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "game.net", "admin", "--db", str(db), *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )


@contextmanager
def _socket(lab: Lab) -> Iterator[ClientConnection]:
    with connect(lab.url, open_timeout=10) as ws:
        yield ws


def _hello(ws: ClientConnection, name: str, password: str = PASSWORD) -> dict[str, Any]:
    ws.send(encode("hello", v=PROTOCOL_VERSION, name=name, password=password))
    message = decode_server(ws.recv(timeout=10))
    return {"type": message.type, **message.fields}


def test_a_ban_refuses_log_in_with_the_reason_and_an_unban_lifts_it(lab: Lab) -> None:
    anna = lab.person("Anna")
    lab.person("Bert")
    done = _admin(lab.db, "ban", "anna", "--reason", "beleidigt andere")
    assert done.returncode == 0, done.stderr
    assert "Anna is banned: beleidigt andere" in done.stdout

    lab.advance(POLL_SECONDS)  # the running server disconnects her
    lab.pump(lambda: any('"code":"banned"' in text for text in anna.messages()), what="Anna is told")
    with _socket(lab) as ws:
        answer = _hello(ws, "Anna")
        assert (answer["type"], answer["code"]) == ("error", "banned")
        assert "beleidigt andere" in answer["message"]
        german = error_text(answer["code"], answer["message"], Translator("de"))
        assert german == "Dieses Konto wurde vom Betreiber des Servers gesperrt: beleidigt andere"
    with _socket(lab) as ws:  # a wrong password learns nothing about the ban
        assert _hello(ws, "Anna", "falsch-999")["code"] == "auth"
    with _socket(lab) as ws:  # Bert is not touched
        assert _hello(ws, "Bert")["type"] == "welcome"

    listing = _admin(lab.db, "list")
    assert listing.returncode == 0
    row = next(line for line in listing.stdout.splitlines() if line.startswith("Anna "))
    assert row.split()[-3:] == ["banned:", "beleidigt", "andere"] and str(START_STACK) in row
    assert "2 accounts" in listing.stdout

    assert "no longer banned" in _admin(lab.db, "unban", "Anna").stdout
    with _socket(lab) as ws:
        assert _hello(ws, "Anna")["type"] == "welcome"


def test_bad_admin_commands_get_a_message_not_a_traceback(tmp_path: Path, lab: Lab) -> None:
    for args, says in (
        (("ban", "Niemand", "--reason", "x"), "no account 'Niemand'"),
        (("ban", "Anna"), "--reason"),
        (("close", "99"), "there is no table 99"),
        (("frobnicate",), "invalid choice"),
    ):
        result = _admin(lab.db, *args)
        assert result.returncode != 0 and says in result.stderr and "Traceback" not in result.stderr
    missing = _admin(tmp_path / "nowhere.sqlite3", "list")
    assert missing.returncode == 2 and "does not exist" in missing.stderr


def test_closing_a_table_settles_its_game_and_tells_everybody(lab: Lab) -> None:
    people = people_of(lab, ("Anna", "Bert", "Cora"))
    seat_everybody(lab, people, "european")
    people[0].session.start()
    lab.pump(lambda: all(p.session.game_no == 1 for p in people), what="the first game")
    lab.pump(lambda: all(p.session.balance == START_STACK - 10 for p in people), what="the antes")
    moves = play(lab, people, random.Random(3), lambda: people[0].session.view.pot > 30, policy=calm)
    assert moves and lab.on_server(lambda: lab.server.ledger.open_games()) != ()
    done = _admin(lab.db, "close", "1", "--reason", "Wartung")
    assert done.returncode == 0, done.stderr
    lab.advance(POLL_SECONDS)
    lab.pump(lambda: all('"reason":"closed"' in "".join(p.messages()) for p in people), what="gone")
    assert all('"code":"shut","args":{"reason":"Wartung"}' in "".join(p.messages()) for p in people)
    for person in people:  # each lobby says why the table went away
        farewell = person.session.take_farewell()
        assert farewell is not None and farewell.code == "table_shut"
        assert farewell.message.endswith(": Wartung")
    lab.pump(lambda: all(p.session.balance == START_STACK for p in people), what="the stakes back")
    assert lab.on_server(lambda: sorted(lab.server.lobby.tables) if lab.server.lobby else None) == []
    audit = lab.on_server(lab.server.audit)
    assert audit.ok, audit.problems
    assert lab.on_server(lambda: lab.server.ledger.open_games()) == ()
    assert people[1].session.sit(1)  # the table is gone for good
    lab.pump(lambda: '"code":"no_table"' in "".join(people[1].messages()), what="no table")


def test_a_backup_taken_while_games_run_opens_and_passes_the_audit(lab: Lab, tmp_path: Path) -> None:
    token = [lab.person(name) for name in ("Tina", "Tom")]
    seat_everybody(lab, token, "token")
    european: list[EuropeanPerson] = people_of(lab, ("Anna", "Bert"))
    assert european[0].session.open_table("european")
    lab.pump(lambda: european[0].session.seating is not None, what="the second table")
    assert european[1].session.sit(2)
    lab.pump(european[1].is_seated)
    token[0].session.start()
    european[0].session.start()
    lab.pump(
        lambda: european[1].session.game_no == 1 and all(person.session.game_no == 1 for person in token),
        what="games",
    )
    play_turns(lab, token, random.Random(1), until=lambda: token[0].session.table.round_no >= 2)
    assert lab.on_server(lambda: lab.server.ledger.open_games()) != ()  # a chip game runs

    copy = tmp_path / "copy.sqlite3"
    done = _admin(lab.db, "backup", str(copy))
    assert done.returncode == 0, done.stdout + done.stderr
    assert "Audit: OK" in done.stdout and "4 accounts" in done.stdout
    connection = open_database(copy)
    try:
        ledger = Ledger(connection)
        audit = ledger.audit(ledger.open_games())
        assert audit.ok and audit.players == 4 and len(audit.open_games) == 1
        assert connection.execute("SELECT COUNT(*) FROM open_tables").fetchone()[0] == 2
    finally:
        connection.close()
    again = _admin(lab.db, "backup", str(copy))
    assert again.returncode == 1 and "exists already" in again.stderr
    audit_run = _admin(lab.db, "audit")
    assert audit_run.returncode == 0 and "Audit: OK" in audit_run.stdout
