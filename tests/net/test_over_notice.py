"""The chat's [SYSTEM] line at a game's end names who won, from what everybody at the table saw:
the token game's first place, Europäisches Draw Poker's winner and the pot (or the pot lost)."""

from __future__ import annotations

import random
import time

from game.engine import GameOver as TokenOver
from game.engine.european import GameOver as EuropeanOver
from game.net.lobby_wire import ChatLine
from game.text import Translator
from game.text.net_words import chat_text

from .european_helpers import calm, over, people_of, play, server_game
from .helpers import Lab, Person, play_turns, seat_everybody
from .test_loopback import _all_over


def _end_line(person: Person, lab: Lab) -> ChatLine:
    """The [SYSTEM] line of the game's end as ``person`` received it."""

    def found() -> ChatLine | None:
        return next((line for line in person.session.chat if (line.code or "").startswith("over")), None)

    lab.pump(lambda: found() is not None, what=f"the end of the game in {person.name}'s chat")
    line = found()
    assert line is not None and line.kind == "system"
    return line


def _words(line: ChatLine, language: str) -> str:
    return chat_text(line.kind, line.name, line.text, line.code, line.args, Translator(language))


def test_the_token_games_end_names_the_winner(lab: Lab) -> None:
    people = [lab.person(name) for name in ("Anna", "Bert", "Cora")]
    seat_everybody(lab, people, "token", tokens=1)
    lab.master(people).session.start()
    lab.pump(lambda: all(p.session.game_no == 1 for p in people), what="the game")
    play_turns(lab, people, random.Random(4), lambda: _all_over(people, 1))
    # what everybody saw: the public end of the game, its first place
    end = people[1].session.events_after(0)[-1]
    assert isinstance(end, TokenOver) and end.winner is not None
    winner = people[0].session.table.config.seats[end.winner].name
    for person in people:
        line = _end_line(person, lab)
        assert line.code == "over_won" and line.args == {"game": 1, "names": [winner]}
    line = _end_line(people[0], lab)
    assert _words(line, "de") == f"[SYSTEM] Spiel 1 ist zu Ende - gewonnen hat: {winner}"
    assert _words(line, "en") == f"[SYSTEM] Game 1 is over - won by {winner}"


def test_the_european_games_end_names_the_winner_and_the_pot(lab: Lab) -> None:
    people = people_of(lab, ("Anna", "Bert", "Cora"))
    seat_everybody(lab, people, "european")
    lab.master(people).session.start()
    lab.pump(lambda: all(p.session.game_no == 1 for p in people), what="the game")
    play(lab, people, random.Random(6), lambda: over(people, 1), policy=calm)
    game = server_game(lab).game
    end = lab.on_server(lambda: [e for e in game.events if isinstance(e, EuropeanOver)][-1])
    names = people[0].session.view.names
    for person in people:
        line = _end_line(person, lab)
        if end.winner is None:
            assert line.code == "over_lost" and line.args == {"game": 1, "chips": end.pot}
        else:
            assert line.code == "over_pot"
            assert line.args == {"game": 1, "names": [names[end.winner]], "chips": end.pot}
    line = _end_line(people[0], lab)
    if end.winner is not None:
        who = names[end.winner]
        german = f"[SYSTEM] Spiel 1 ist zu Ende - gewonnen hat: {who} ({end.pot} Spielchips)"
        assert _words(line, "de") == german
        assert _words(line, "en") == f"[SYSTEM] Game 1 is over - won by {who} ({end.pot} play chips)"
    else:
        lost = f"[SYSTEM] Spiel 1 ist zu Ende - niemand gewinnt, {end.pot} Spielchips gehen verloren"
        assert _words(line, "de") == lost


def test_several_winners_are_listed_and_an_unnamed_end_still_reads() -> None:
    t = Translator("de")
    line = chat_text("system", None, None, "over_won", {"game": 3, "names": ["Anna", "Bert"]}, t)
    assert line == "[SYSTEM] Spiel 3 ist zu Ende - gewonnen hat: Anna, Bert"
    assert chat_text("system", None, None, "over", {"game": 3}, t) == "[SYSTEM] Spiel 3 ist zu Ende"
    english = chat_text("system", None, None, "over_lost", {"game": 2, "chips": 40}, Translator("en"))
    assert english == "[SYSTEM] Game 2 is over - nobody wins, 40 play chips are lost"


def test_a_sit_and_go_won_by_a_computer_names_the_computer(lab: Lab) -> None:
    """The person folds every hand: the computer takes every chip and is named as the winner -
    not the best-placed person, who won nothing but the pool's second share (here: all of it,
    being the only person); no chips are named, since a computer wins none."""
    from game.engine.holdem import Fold, HoldemPhase

    from .holdem_helpers import HoldemPerson

    anna = lab.person("Anna", kind=HoldemPerson)
    assert anna.session.open_table("holdem", seats=2, computers=1, stack=200, blind_hands=1, buy_in=10)
    lab.pump(lambda: anna.session.has_game, what="the sit-and-go")
    session = anna.session
    for _ in range(2000):
        session.advance(0.0)
        if session.has_game and session.table.is_over:
            break
        seat = session.viewer
        if seat is not None and session.legal_actions(seat) is not None:
            session.submit(Fold(seat))
        else:  # the computer thinks, the next hand is dealt (the server's clock)
            lab.advance(21 if session.table.phase is HoldemPhase.BETWEEN_HANDS else 1)
        time.sleep(0.005)  # the real socket carries the moves meanwhile
    lab.pump(lambda: session.table.is_over, what="the end of the sit-and-go")
    winner = session.table.winner
    assert winner is not None and winner != session.viewer  # the computer won
    name = session.view.names[winner]
    line = _end_line(anna, lab)
    assert line.code == "over_won" and line.args == {"game": 1, "names": [name]}
    assert _words(line, "de") == f"[SYSTEM] Spiel 1 ist zu Ende - gewonnen hat: {name}"
