"""Server messages become typed records in `game.net.inbound`: one decoder per type, in one table."""

from __future__ import annotations

import pytest

from game.net import inbound
from game.net.inbound import (
    DECODERS,
    Balance,
    GameUpdate,
    Gone,
    Refusal,
    Unread,
    Unreadable,
    Welcome,
    decode,
    decoder,
)
from game.net.protocol import ServerMessage

TIMERS = {
    "master": None, "move": {"seat": 1, "seconds": 20}, "grace": {"0": 30}, "restart": None, "round": None,
}


def test_each_message_becomes_its_record() -> None:
    welcome = decode(ServerMessage("welcome", {"name": "Ada", "balance": 900, "table": 3}))
    assert welcome == Welcome("Ada", 900, 3)
    assert decode(ServerMessage("balance", {"balance": 12})) == Balance(12)
    assert decode(ServerMessage("gone", {})) == Gone()
    refusal = decode(ServerMessage("error", {"code": "wait", "message": "slow down", "seconds": 4}))
    assert refusal == Refusal("wait", "slow down", None, 4)


def test_an_update_carries_its_game_events_and_timers() -> None:
    fields = {"table": 2, "game": 7, "at": 5, "events": [["a"], ["b"]], "view": {"x": 1}, "records": [],
              "timers": TIMERS}
    record = decode(ServerMessage("update", fields))
    assert isinstance(record, GameUpdate)
    assert (record.table, record.game, record.at, record.events) == (2, 7, 5, (["a"], ["b"]))
    assert record.timers.move_seat == 1 and record.timers.move == 20.0


def test_an_unknown_type_is_unread_and_bad_fields_are_unreadable() -> None:
    assert decode(ServerMessage("whisper", {"text": "hi"})) == Unread("whisper")
    bad = decode(ServerMessage("update", {"table": 2, "game": 7, "at": 0, "events": "no list", "view": {},
                                          "records": [], "timers": TIMERS}))
    assert isinstance(bad, Unreadable) and bad.type == "update" and "events" in bad.reason


def test_a_new_message_type_slots_in_with_its_decoder(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(inbound, "DECODERS", dict(DECODERS))
    assert decode(ServerMessage("pong", {})) == Unread("pong")

    @decoder("pong")
    def _pong(fields: object) -> Gone:  # any record type: this test's own
        return Gone()

    assert decode(ServerMessage("pong", {})) == Gone()
    with pytest.raises(ValueError):
        decoder("pong")(_pong)


def test_the_rooms_messages_become_records_and_bad_ones_unreadable() -> None:
    line = decode(ServerMessage("lobby_chat", {"no": 4, "name": "Ada", "text": "hallo"}))
    assert line == inbound.LobbyChat(4, "Ada", "hallo")
    tell = decode(ServerMessage("tell", {"from": "Ada", "to": "Bob", "text": "psst"}))
    assert tell == inbound.Tell("Ada", "Bob", "psst")
    invited = decode(ServerMessage("invited", {"table": 3, "variant": "holdem", "by": "Ada", "name": "Bob"}))
    assert invited == inbound.Invited(3, "holdem", "Ada", "Bob")
    bad_line = ServerMessage("lobby_chat", {"no": True, "name": "Ada", "text": "x"})
    bad_invitation = ServerMessage("invited", {"table": "3", "variant": "x", "by": "A", "name": "B"})
    assert isinstance(decode(bad_line), Unreadable) and isinstance(decode(bad_invitation), Unreadable)


def test_a_profile_and_a_ranking_become_records_and_bad_ones_unreadable() -> None:
    fields = {
        "name": "Ada", "since": 1_700_000_000, "places": {"2": 3, "1": 1}, "balance": [[1, 1000], [2, 900]],
        "variants": {"holdem": {"games": 2, "hands": 40, "vpip": 9, "pfr": 4, "chances": 36,
                                "aggressive": 6, "calls": 4}, "token": {"games": 1, "hands": 12}},
        "rating": {"place": 4, "rating": 3.25, "mu": 27.0, "sigma": 7.9, "games": 2},
    }
    record = decode(ServerMessage("profile", fields))
    assert isinstance(record, inbound.ProfileRecord)
    profile = record.profile
    assert profile.places == ((1, 1), (2, 3)) and profile.balance == ((1, 1000), (2, 900))
    holdem = profile.variants["holdem"]
    assert (holdem.vpip_percent, holdem.pfr_percent, holdem.aggression) == (25.0, 100 * 4 / 36, 1.5)
    assert profile.variants["token"].vpip_percent is None and profile.rating is not None
    for bad in ({"balance": [[1, "x"]]}, {"places": {"first": 1}}, {"variants": {"token": {"hands": -1}}}):
        assert isinstance(decode(ServerMessage("profile", {**fields, **bad})), Unreadable)
    ranking = decode(ServerMessage("ranking", {"rows": [{"name": "Ada", **fields["rating"]}], "total": 9,
                                               "me": None}))
    assert isinstance(ranking, inbound.RankingRecord)
    assert ranking.ranking.rows[0].name == "Ada" and ranking.ranking.total == 9 and ranking.ranking.me is None
    nameless = {"rows": [{"name": 5}], "total": 1, "me": None}
    assert isinstance(decode(ServerMessage("ranking", nameless)), Unreadable)
