"""``--simulate N --game european``: warning first, chips conserved, speed last, reproducible, bad input 2."""

import re

import pytest

from game.cli import main
from game.cli.european import run_european
from game.games import find_game
from game.legal import WARNING_TEXT


def run(capsys, *args):
    try:
        code = main(list(args))
    except SystemExit as exit_:
        code = exit_.code
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("seats", ["2", "5"])
def test_european_simulation_prints_the_warning_first_and_the_speed_last(capsys, seats):
    code, out, _ = run(capsys, "--simulate", "12", "--game", "european", "--seats", seats,
                       "--level", "anfaenger", "--seed", "3")
    assert code == 0
    assert out.startswith(WARNING_TEXT)
    assert f"12 Spiele / games, {seats} Computer (anfaenger)" in out
    conserved = re.search(r"chips conserved: (\d+) == (\d+)", out)
    assert conserved and conserved[1] == conserved[2] and int(conserved[1]) >= 1000 * int(seats)
    assert len(re.findall(r"Sitz / seat \d Siege / wins", out)) == int(seats)
    assert re.search(r"[\d,]+ games/s$", out.strip().splitlines()[-1])


def test_european_simulation_is_reproducible_with_a_seed(capsys):
    args = ("--simulate", "10", "--game", "european", "--seed", "9", "--level", "normal")
    first = run(capsys, *args)[1].splitlines()[:-1]
    second = run(capsys, *args)[1].splitlines()[:-1]
    assert first == second and "5 Computer" in "\n".join(first)


@pytest.mark.parametrize(
    "args, named",
    [
        (["--simulate", "5", "--game", "european", "--seats", "6"], "--seats"),
        (["--simulate", "5", "--game", "european", "--seats", "1"], "--seats"),
        (["--simulate", "5", "--game", "european", "--structure", "limit"], "--structure"),
        (["--simulate", "5", "--game", "european", "--deck", "32"], "--deck"),
        (["--simulate", "5", "--game", "european", "--players", "3"], "--players"),
        (["--simulate", "5", "--game", "european", "--level", "meister"], "--level"),
        (["--game", "european"], "--game"),
    ],
)
def test_bad_european_arguments_exit_2_naming_them(capsys, args, named):
    code, out, err = run(capsys, *args)
    assert code == 2 and named in err and "error" in err
    assert out.startswith(WARNING_TEXT)


def test_european_registers_by_name():
    assert find_game("european").simulation_runner() is run_european
