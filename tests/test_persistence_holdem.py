"""Hold'em on disk: the table saved at every action and resumed identically, its slot's refusals,
and its statistics (stats.json version 4) counted once per hand and once per sit-and-go."""

from __future__ import annotations

import json
import random

import pytest

from game.engine.betting import Call, Check, LegalActions, RaiseTo
from game.engine.holdem import (
    HoldemConfig,
    HoldemGame,
    HoldemPhase,
    HoldemSeat,
    TableFormat,
    to_dict,
)
from game.engine.levels import Level
from game.persistence import Persistence
from game.session import HoldemOptions, LocalHoldemSession, at_once
from game.storage import (
    HOLDEM_STATS,
    TOKEN_STATS,
    holdem_dict,
    holdem_save_exists,
    holdem_save_path,
    load_stats,
    read_holdem,
    save_path,
    stats_path,
)
from game.storage.saves import SaveStatus, encode_save
from game.storage.stats import Stats


def new_session(
    keeper: Persistence | None, seed: int = 1, table_format: TableFormat = TableFormat.CASH, **kw: object
) -> LocalHoldemSession:
    seats = (HoldemSeat("Anna", True), HoldemSeat("Bot", False, Level.ANFAENGER), HoldemSeat("Cleo", False))
    config = HoldemConfig(seats, table_format=table_format, **kw)  # type: ignore[arg-type]
    game = HoldemGame(config, random.Random(seed))
    options = HoldemOptions(timer=True)
    slot = keeper.slot("holdem") if keeper else None
    return LocalHoldemSession(game, random.Random(seed + 1), slot, options, runner=at_once)


def choose(legal: LegalActions) -> Check | Call | RaiseTo:
    if legal.raise_max is not None and legal.raise_max - legal.raise_min < 400:
        return RaiseTo(legal.seat, legal.raise_max)
    return Check(legal.seat) if legal.call is None else Call(legal.seat)


def step(session: LocalHoldemSession) -> None:
    """One move: the next hand, the person's action, or a computer's at once."""
    table = session.table
    if table.phase is HoldemPhase.BETWEEN_HANDS:
        session.next_hand()
    elif table.current == 0:
        legal = session.legal_actions(0)
        assert legal is not None
        session.submit(choose(legal))
    else:
        session.hurry()
        session.advance(0.0)


def test_the_table_is_saved_after_every_action_and_resumes_identically() -> None:
    keeper = Persistence()
    session = new_session(keeper)
    for _ in range(60):
        step(session)
        keeper.flush()
        result = read_holdem()
        assert result.ok, result.notice
        saved = result.game
        assert to_dict(saved.game.state()) == to_dict(session.game.state())
        assert saved.game.events == session.game.events and saved.timer is True
    assert not save_path().exists(), "the token game's slot is untouched"
    # a resumed session goes on from the same action and its history holds every hand
    resumed = LocalHoldemSession(read_holdem().game.game, runner=at_once)
    assert resumed.table.hand_no == session.table.hand_no
    assert resumed.table.history == session.table.history


def test_a_damaged_save_is_refused_as_a_whole_and_kept_aside() -> None:
    keeper = Persistence()
    session = new_session(keeper)
    for _ in range(10):
        step(session)
    session.close()
    path = holdem_save_path()
    data = json.loads(path.read_text())
    data["game"]["game"]["script"][1] = ["raise", 0, 999999]
    path.write_text(json.dumps(data))
    result = Persistence().slot("holdem").read()
    assert result.status is SaveStatus.EDITED and not path.exists()
    assert any(p.name.startswith("holdem.json") for p in path.parent.iterdir())


def test_a_save_whose_script_does_not_replay_is_refused_with_the_checksum_fixed() -> None:
    session = new_session(None)
    for _ in range(10):
        step(session)
    data = holdem_dict(session.game, True, False)
    data["game"]["script"].append(["raise", 2, 7])
    holdem_save_path().parent.mkdir(parents=True, exist_ok=True)
    holdem_save_path().write_bytes(encode_save(data))
    result = read_holdem()
    assert result.status is SaveStatus.INVALID and result.notice is not None


def play_hand(session: LocalHoldemSession) -> None:
    """Deal the next hand unless one runs, and play it to its end."""
    if session.table.phase is HoldemPhase.BETWEEN_HANDS:
        session.next_hand()
    while session.table.phase is HoldemPhase.BETTING:
        step(session)


def test_a_table_whose_players_sat_down_and_left_resumes_with_its_seats() -> None:
    keeper = Persistence()
    session = new_session(keeper)
    play_hand(session)
    session.stand_up(1)  # Bot leaves with his chips
    session.sit_down(1, HoldemSeat("Dora", False, Level.PROFI), post=True)
    play_hand(session)
    session.stand_up(2)  # Cleo leaves: an empty seat is saved as it is
    play_hand(session)
    session.close()
    result = read_holdem()
    assert result.ok, result.notice
    game = result.game.game
    assert game.seated == (HoldemSeat("Anna", True), HoldemSeat("Dora", False, Level.PROFI), None)
    resumed = LocalHoldemSession(game, runner=at_once)
    assert resumed.table.seated == session.table.seated and resumed.table.history == session.table.history
    names = [[record.name(seat) for seat in record.seats] for record in resumed.table.history]
    assert names[0] == ["Anna", "Bot", "Cleo"] and names[-1] == ["Anna", "Dora"]
    # each hand counted for whoever played it: Bot one hand, Dora the hands after she sat down
    stats, _ = load_stats()
    assert HOLDEM_STATS.of(stats).players[(False, "Bot", "anfaenger")].of("cash").hands == 1
    dora = sum(1 for hand in names if "Dora" in hand)
    assert HOLDEM_STATS.of(stats).players[(False, "Dora", "profi")].of("cash").hands == dora == len(names) - 1


def counts(name: str = "Anna", human: bool = True, level: str = "", fmt: str = "cash") -> tuple[int, ...]:
    stats, _ = load_stats()
    player = HOLDEM_STATS.of(stats).players.get((human, name, level))
    if player is None:
        return (0, 0, 0, 0)
    of = player.of(fmt)
    return of.hands, of.chips_won, of.chips_lost, of.biggest_pot


def test_hands_are_counted_once_however_often_the_cash_table_is_left_and_resumed() -> None:
    keeper = Persistence()
    session = new_session(keeper, seed=3)
    while session.table.hand_no < 4 or session.table.phase is not HoldemPhase.BETWEEN_HANDS:
        step(session)
    session.close()
    hands, won, lost, _ = counts()
    assert hands == 4 and won + lost > 0
    session.close()  # left again without playing: nothing new
    assert counts()[0] == 4
    keeper = Persistence()
    slot = keeper.slot("holdem")
    resumed = LocalHoldemSession(slot.read().game.game, random.Random(9), slot, runner=at_once)
    while resumed.table.hand_no < 7 or resumed.table.phase is not HoldemPhase.BETWEEN_HANDS:
        step(resumed)
    resumed.close()
    assert counts()[0] == 7
    # chips add up: what the seats won and lost is the chips that moved between them
    stats, _ = load_stats()
    total = [p.of("cash") for p in HOLDEM_STATS.of(stats).players.values()]
    assert sum(c.chips_won for c in total) == sum(c.chips_lost for c in total)
    assert all(c.hands == 7 for c in total)
    assert holdem_save_exists(), "a cash table plays on: its save stays"


def test_a_sit_and_go_is_counted_once_with_its_places_and_its_save_cleared() -> None:
    keeper = Persistence()
    sit_and_go = TableFormat.SIT_AND_GO
    session = new_session(keeper, seed=4, table_format=sit_and_go, starting_stack=200, blind_hands=2)
    for _ in range(5000):
        if session.table.is_over:
            break
        step(session)
    assert session.table.is_over
    keeper.flush()
    assert not holdem_save_exists()
    session.close()
    Persistence().slot("holdem").finish(session.game)  # another keeper, the same table: not counted again
    stats, _ = load_stats()
    seat_of = {spec.name: seat for seat, spec in enumerate(session.game.config.seats)}
    places = {}
    for (_, name, _), player in HOLDEM_STATS.of(stats).players.items():
        of = player.of("sit-and-go")
        dealt = sum(1 for record in session.table.history if seat_of[name] in record.seats)
        assert of.tournaments == 1 and of.hands == dealt
        places[name] = dict(of.places)
    assert sorted(next(iter(p)) for p in places.values()) == [1, 2, 3]
    winner = session.game.config.seats[session.table.winner].name
    assert places[winner] == {1: 1}


def test_a_version_3_file_loads_with_no_holdem_and_is_written_as_version_4() -> None:
    old = {
        "format": "tokenpoker-stats",
        "version": 3,
        "humans": [{"name": "Anna", "games": {"absteigend": 1}, "wins": {"absteigend": 1}, "rounds": 4}],
        "computers": [],
        "duell": {"humans": [], "computers": []},
        "recorded": ["x"],
    }
    stats_path().parent.mkdir(parents=True, exist_ok=True)
    stats_path().write_text(json.dumps(old))
    stats, notices = load_stats()
    assert notices == [] and HOLDEM_STATS.of(stats).players == {} and stats.recorded == ("x",)
    assert TOKEN_STATS.player(stats, "Anna", True) is not None


@pytest.mark.parametrize(
    "section",
    [
        [],
        {"humans": [{"name": "Anna", "formats": {"cash": {"hands": -1}}}], "computers": "x"},
        {"humans": [{"name": "Anna", "formats": {"poker": {}}}], "counted": {"t": "many"}},
        {"computers": [{"name": "Bot", "level": "wizard"}]},
        {"humans": [{"name": "Anna", "formats": {"cash": {"best_hand": {"cards": "As As"}}}}]},
    ],
)
def test_a_damaged_holdem_section_keeps_what_is_valid_and_says_so(section: object) -> None:
    data = Stats().to_dict()
    data["holdem"] = section
    stats, problems = Stats.from_dict(data)
    assert problems, "the damage is named"
    for player in HOLDEM_STATS.of(stats).players.values():
        for of in player.formats.values():
            assert of.hands >= 0


def test_a_written_holdem_section_reads_back_equal() -> None:
    keeper = Persistence()
    session = new_session(keeper, seed=5)
    while session.table.hand_no < 5 or session.table.phase is not HoldemPhase.BETWEEN_HANDS:
        step(session)
    session.close()
    stats, notices = load_stats()
    assert notices == [] and HOLDEM_STATS.of(stats).players
    again, problems = Stats.from_dict(json.loads(json.dumps(stats.to_dict())))
    assert problems == [] and again == stats
    assert json.loads(stats_path().read_text())["version"] == 4
