"""The command line: --simulate output, reproducibility, bad arguments."""

import subprocess
import sys
from pathlib import Path

import pytest

from game.cli import main
from game.legal import WARNING_TEXT

ROOT = Path(__file__).resolve().parents[1]


def run(capsys, *args):
    try:
        code = main(list(args))
    except SystemExit as exit_:
        code = exit_.code
    out, err = capsys.readouterr()
    return code, out, err


def stable(out):
    """All output but the wall-clock line (rounds per second)."""
    return [line for line in out.splitlines() if "pro Sekunde" not in line]


def test_simulate_prints_the_warning_first_then_per_seat_figures(capsys):
    code, out, _ = run(capsys, "--simulate", "30", "--players", "3", "--seed", "4")
    assert code == 0
    assert out.startswith(WARNING_TEXT + "\n")
    lines = out.splitlines()
    seat_lines = [line for line in lines if "Siege / wins" in line]
    assert len(seat_lines) == 3
    assert sum(int(line.split(":")[1].split()[0]) for line in seat_lines) == 30
    assert any("Runden pro Spiel" in line for line in lines)
    assert any("Runden pro Sekunde" in line for line in lines)


def test_same_seed_same_output(capsys):
    args = ("--simulate", "20", "--mode", "aufsteigend", "--tokens", "3", "--rules", "standard",
            "--seed", "9")
    _, first, _ = run(capsys, *args)
    _, second, _ = run(capsys, *args)
    _, other, _ = run(capsys, *args[:-1], "10")
    assert "Niederlagen / losses" in first
    assert stable(first) == stable(second)
    assert stable(first) != stable(other)


def test_level_plays_every_seat_at_that_level(capsys):
    # Same deals, different levels: the header names the level and the results differ.
    _, normal, _ = run(capsys, "--simulate", "40", "--players", "3", "--seed", "5")
    _, profi, _ = run(capsys, "--simulate", "40", "--players", "3", "--seed", "5", "--level", "profi")
    assert "3 Computer (normal)" in normal and "3 Computer (profi)" in profi
    assert stable(normal)[3:] != stable(profi)[3:]


@pytest.mark.parametrize(
    ("args", "named"),
    [
        (["--simulate", "zehn"], "--simulate"),
        (["--simulate", "0"], "--simulate"),
        (["--simulate", "5", "--players", "6"], "--players"),
        (["--simulate", "5", "--tokens", "1000"], "--tokens"),
        (["--simulate", "5", "--mode", "seitwärts"], "--mode"),
        (["--simulate", "5", "--rules", "vegas"], "--rules"),
        (["--simulate", "5", "--seed", "x"], "--seed"),
        (["--simulate", "5", "--level", "experte"], "--level"),
        (["--simulate", "5", "--demo"], "--demo"),
        (["--bogus"], "--bogus"),
    ],
)
def test_bad_arguments_exit_2_naming_them(capsys, args, named):
    code, out, err = run(capsys, *args)
    assert code == 2
    assert out.startswith(WARNING_TEXT)
    assert named in err and "Traceback" not in err


def test_main_py_simulates_without_a_window():
    result = subprocess.run(
        [sys.executable, str(ROOT / "main.py"), "--simulate", "3", "--players", "2", "--seed", "1"],
        capture_output=True, text=True, cwd="/", timeout=60,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith(WARNING_TEXT)
    assert "Traceback" not in result.stderr


@pytest.mark.parametrize(
    "args",
    [
        ["--players", "2"],
        ["--level", "profi"],
        ["--mode", "aufsteigend"],
        ["--tokens", "3"],
        ["--rules", "standard"],
    ],
)
def test_set_up_options_without_demo_or_simulate_are_refused(capsys, args):
    # They used to be silently ignored: the window started with the last set-up instead.
    code, out, err = run(capsys, *args, "--frames", "1")  # --frames: the old code ran the window
    assert code == 2
    assert args[0] in err and "--demo" in err and "--simulate" in err
    assert "Traceback" not in err


@pytest.mark.parametrize("args", [["--sim", "2", "--pl", "2"], ["--simulate", "2", "--pl", "2"]])
def test_abbreviated_options_are_refused(capsys, args):
    code, _, err = run(capsys, *args)
    assert code == 2
    assert "unrecognized arguments" in err


def test_screenshots_into_a_file_exits_2_before_the_window(capsys, tmp_path):
    not_a_folder = tmp_path / "a-file"
    not_a_folder.write_text("x")
    code, _, err = run(capsys, "--screenshots", str(not_a_folder), "--frames", "1")
    assert code == 2
    assert "--screenshots" in err and "Traceback" not in err
    code, _, err = run(capsys, "--screenshots", str(not_a_folder / "below"), "--frames", "1")
    assert code == 2
    assert "--screenshots" in err


def test_ctrl_c_during_simulate_exits_130_quietly(capsys, monkeypatch):
    import game.cli.token

    def interrupted(*_args, **_kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(game.cli.token, "play_game", interrupted)
    try:
        code, out, err = run(capsys, "--simulate", "5", "--seed", "1")
    except KeyboardInterrupt:
        pytest.fail("KeyboardInterrupt escaped main() (a traceback for the user)")
    assert code == 130
    assert out == WARNING_TEXT + "\n"
    assert err == ""


@pytest.mark.parametrize("size", ["abc", "10x", "0x0", "1280x-5"])
def test_a_bad_window_size_exits_2_with_a_message(capsys, size):
    with pytest.raises(SystemExit) as exit_:
        main(["--size", size])
    assert exit_.value.code == 2
    err = capsys.readouterr().err
    assert "--size" in err and "Traceback" not in err


def test_the_window_size_is_an_option_of_the_one_command_line():
    from game.cli import parse_args

    assert parse_args(["--size", "960x540"]).size == (960, 540)
    assert parse_args([]).size is None
    with pytest.raises(SystemExit) as exit_:
        parse_args(["--simulate", "1", "--size", "960x540"])
    assert exit_.value.code == 2


# ------------------------------------------------------------------ --game duell


def test_simulate_duell_prints_the_warning_first_and_the_speed_last(capsys):
    code, out, _ = run(capsys, "--simulate", "20", "--game", "duell", "--seed", "3")
    assert code == 0
    assert out.startswith(WARNING_TEXT + "\n")
    lines = out.splitlines()
    assert "20 Duelle / matches" in out and "400 ok" in out
    last = lines[-1]
    assert last.endswith(" deals/s") and float(last.split()[-2]) > 0


def test_simulate_duell_same_seed_same_output(capsys):
    args = ("--simulate", "15", "--game", "duell", "--deck", "52", "--level", "anfaenger", "--seed", "9")
    _, first, _ = run(capsys, *args)
    _, second, _ = run(capsys, *args)
    assert stable(first) == stable(second)
    assert "52 Karten / cards" in first and "anfaenger" in first


def test_game_token_is_the_token_game(capsys):
    _, plain, _ = run(capsys, "--simulate", "10", "--players", "2", "--seed", "4")
    _, token, _ = run(capsys, "--simulate", "10", "--players", "2", "--seed", "4", "--game", "token")
    assert stable(plain) == stable(token)


@pytest.mark.parametrize(
    ("args", "named"),
    [
        (["--game", "duell"], "--game"),
        (["--simulate", "3", "--game", "poker"], "--game"),
        (["--simulate", "3", "--game", "duell", "--deck", "40"], "--deck"),
        (["--simulate", "3", "--deck", "32"], "--deck"),
        (["--simulate", "3", "--game", "token", "--deck", "52"], "--deck"),
        (["--simulate", "3", "--game", "duell", "--players", "2"], "--players"),
        (["--simulate", "3", "--game", "duell", "--rules", "standard"], "--rules"),
        (["--simulate", "3", "--game", "duell", "--level", "meister"], "--level"),
    ],
)
def test_bad_duell_arguments_exit_2_naming_them(capsys, args, named):
    code, out, err = run(capsys, *args)
    assert code == 2
    assert named in err and "Traceback" not in err
    assert out.startswith(WARNING_TEXT)


def test_ctrl_c_during_a_duell_simulation_exits_130_quietly(capsys, monkeypatch):
    import game.cli.duell

    def interrupted(*_args, **_kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(game.cli.duell, "play_match", interrupted)
    code, out, err = run(capsys, "--simulate", "5", "--game", "duell", "--seed", "1")
    assert code == 130 and out == WARNING_TEXT + "\n" and err == ""
