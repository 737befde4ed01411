"""``--simulate N --game holdem``: warning first, chips conserved, speed last, reproducible."""

import re

import pytest

from game.cli import main
from game.cli.holdem import simulate_holdem
from game.games import find_game
from game.legal import WARNING_TEXT


def run(capsys, *args):
    try:
        code = main(list(args))
    except SystemExit as exit_:
        code = exit_.code
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("structure", ["limit", "pot-limit", "no-limit"])
def test_holdem_simulation_prints_warning_first_and_speed_last(capsys, structure):
    code, out, _ = run(capsys, "--simulate", "15", "--game", "holdem", "--seats", "4",
                       "--structure", structure, "--seed", "3", "--level", "anfaenger")
    assert code == 0
    assert out.startswith(WARNING_TEXT)
    conserved = re.search(r"chips conserved: (\d+) == (\d+)", out)
    assert conserved and conserved[1] == conserved[2] and int(conserved[1]) >= 8000
    assert re.search(r"[\d,]+ hands/s$", out.strip().splitlines()[-1])


def test_holdem_simulation_is_reproducible_with_a_seed(capsys):
    args = ("--simulate", "10", "--game", "holdem", "--seed", "9", "--level", "anfaenger")
    first = run(capsys, *args)[1].splitlines()[:-1]
    second = run(capsys, *args)[1].splitlines()[:-1]
    assert first == second


@pytest.mark.parametrize(
    "args",
    [
        ["--simulate", "5", "--seats", "4"],
        ["--simulate", "5", "--structure", "limit"],
        ["--game", "holdem"],
        ["--simulate", "5", "--game", "holdem", "--seats", "11"],
        ["--simulate", "5", "--game", "bridge"],
    ],
)
def test_holdem_options_are_checked(capsys, args):
    code, _, err = run(capsys, *args)
    assert code == 2 and "error" in err


def test_games_register_by_name():
    assert find_game("holdem").simulation_runner() is simulate_holdem


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (["--demo", "--game", "duell"], "person against the computer"),
        (["--demo", "--game", "european"], "network table"),
        (["--demo", "--game", "holdem", "--players", "3"], "--players: not for --game holdem"),
        (["--demo", "--game", "holdem", "--deck", "52"], "--deck: only with --game duell"),
        (["--demo", "--seats", "4"], "--seats: only with --game"),
        (["--demo", "--simulate", "3", "--game", "holdem"], "cannot be combined"),
    ],
)
def test_demo_game_combinations_are_checked_with_a_clear_message(capsys, args, says):
    code, out, err = run(capsys, *args)
    assert code == 2 and says in err and out.startswith(WARNING_TEXT)


def test_demo_holdem_options_reach_the_window():
    from game.cli import parse_args

    args = parse_args(
        ["--demo", "--game", "holdem", "--seats", "3", "--structure", "limit", "--level", "profi"]
    )
    chosen = (args.demo, args.game, args.seats, args.structure, args.level)
    assert chosen == (True, "holdem", 3, "limit", "profi")
