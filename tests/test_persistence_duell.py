"""`Persistence` for Duell without a window: the match saved at every action, counted once, refusals told."""

from __future__ import annotations

import random

import pytest

from game.engine.actions import Exchange
from game.engine.betting import Call, Check, LegalActions
from game.engine.duell import DuellConfig, DuellGame, DuellPhase
from game.engine.levels import Level
from game.persistence import Persistence
from game.session import LocalDuellSession, at_once
from game.storage import DUELL_STATS, duell_save_path, load_stats, match_save_exists, read_match, save_path


def new_session(keeper: Persistence, seed: int = 1, stack: int = 200) -> LocalDuellSession:
    game = DuellGame(DuellConfig("Anna", Level.NORMAL, 32, stack), random.Random(seed))
    return LocalDuellSession(game, rng=random.Random(seed), recorder=keeper.slot("duell"), runner=at_once)


def step(session: LocalDuellSession) -> None:
    """One move of the match: the person checks, calls or keeps all; the computer at once."""
    table = session.table
    if table.phase is DuellPhase.DEAL_OVER:
        session.next_deal()
    elif table.current == 0:
        legal = session.legal_actions(0)
        if isinstance(legal, LegalActions):
            session.submit(Check(0) if legal.call is None else Call(0))
        else:
            session.submit(Exchange(0, ()))
    else:
        session.hurry()
        session.advance(0.0)


def test_the_match_is_saved_after_every_action_and_resumes_identically() -> None:
    keeper = Persistence()
    session = new_session(keeper)
    for _ in range(40):
        if session.table.is_over:
            break
        step(session)
        keeper.flush()
        result = read_match()
        assert result.ok, result.notice
        assert result.game.game.state() == session.game.state()
        assert result.game.finished == session.finished
    assert not save_path().exists(), "the token game's slot is never written by a match"


def test_an_unchanged_match_is_not_written_again() -> None:
    keeper = Persistence()
    session = new_session(keeper)
    keeper.flush()
    duell_save_path().unlink()
    keeper.slot("duell").track(session.finished, session.game)
    keeper.flush()
    assert not match_save_exists()
    step(session)
    keeper.flush()
    assert match_save_exists()


def test_a_finished_match_is_counted_once_and_its_save_cleared() -> None:
    keeper = Persistence()
    session = new_session(keeper, seed=3, stack=50)
    for _ in range(5000):
        if session.table.is_over:
            break
        step(session)
    assert session.table.is_over
    session.close()  # leaving the match over screen changes nothing
    keeper.slot("duell").track(session.finished, session.game)
    keeper.slot("duell").finish(session.finished, session.game)
    keeper.flush()
    assert not match_save_exists()
    stats = load_stats()[0]
    anna = DUELL_STATS.of(stats)[(True, "Anna", "")]
    computer = DUELL_STATS.of(stats)[(False, "Computer", "normal")]
    assert anna.matches == computer.matches == 1
    assert anna.wins + computer.wins == 1 or (anna.draws == 1)
    assert anna.deals == len(session.table.history)
    assert anna.chips_won - anna.chips_lost == session.game.stacks[0] - 50


def test_a_refused_duell_write_becomes_a_notice(monkeypatch: pytest.MonkeyPatch) -> None:
    import game.session.duell.slot as module

    def refuse(*args: object) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(module, "save_match", refuse)
    keeper = Persistence()
    session = new_session(keeper)
    keeper.flush()
    keeper.take_notices()
    session.close()
    assert [n.key for n in keeper.take_notices()] == ["save_write_failed"]
    assert keeper.failing


def test_a_damaged_duell_save_is_refused_with_a_notice_and_nothing_else_is_lost() -> None:
    keeper = Persistence()
    session = new_session(keeper)
    step(session)
    session.close()
    save_path().parent.mkdir(parents=True, exist_ok=True)
    duell_save_path().write_bytes(duell_save_path().read_bytes()[:-40])
    again = Persistence()
    assert again.slot("duell").has_save()
    result = again.slot("duell").read()
    assert not result.ok
    assert [n.key for n in again.take_notices()] == ["save_corrupt"]
    assert not again.slot("duell").has_save()
    assert list(duell_save_path().parent.glob("duell.json.corrupt*")), "kept aside, not deleted"
