"""An operator's ban while the person sits at a table: the banned person is disconnected with the
reason, and the seat goes at once (it stood taken, "without connection", for the whole grace
period): the table and every lobby show it free - the list pushed to the lobby, no log-out and
log-in needed. After the unban the person logs in and finds the list as it is."""

from __future__ import annotations

import json

from game.net.admin import POLL_SECONDS

from .helpers import Lab, seat_everybody
from .test_admin import _admin


def test_a_banned_players_seat_goes_at_once_and_every_lobby_shows_it(lab: Lab) -> None:
    anna, bert, cora = lab.person("Anna"), lab.person("Bert"), lab.person("Cora")
    seat_everybody(lab, [anna, bert], "token", computers=1)
    cora.session.refresh_tables()  # in the lobby
    lab.pump(lambda: [t.seats for t in cora.session.tables] == [3], what="Cora's list")

    done = _admin(lab.db, "ban", "bert", "--reason", "beleidigt andere")
    assert done.returncode == 0, done.stderr
    lab.advance(POLL_SECONDS)  # the server takes the request (not the grace period: that is longer)
    lab.pump(
        lambda: any('"code":"banned"' in text and "beleidigt andere" in text for text in bert.messages()),
        what="Bert is told why",
    )
    lab.pump(lambda: [t.seats for t in cora.session.tables] == [2], what="Bert's seat free in Cora's lobby")
    lab.pump(
        lambda: (
            anna.session.seating is not None
            and [s.name if s else None for s in anna.session.seating.seats][:2] == ["Anna", None]
        ),
        what="Bert's seat free at the table",
    )
    assert lab.on_server(lambda: lab.server.audit()).ok

    assert "no longer banned" in _admin(lab.db, "unban", "Bert").stdout
    back = lab.person("Bert", create=False)
    back.session.refresh_tables()
    lab.pump(lambda: [t.seats for t in back.session.tables] == [2], what="Bert's lobby after the unban")
    rows = [json.loads(text) for text in back.messages() if '"type":"tables"' in text]
    assert rows and rows[-1]["tables"][0]["seats"] == 2
