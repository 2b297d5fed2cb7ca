"""The command line: run as `python -m paigen` in a subprocess, as a user would,
and through `paigen.cli.main([...])` for the many ways input can be bad (one
line on stderr, status 2) and Ctrl-C (one line, status 130)."""

from __future__ import annotations

import re
import signal
import subprocess
import sys
import time

import pytest

import paigen
from paigen import cli
from paigen import doudizhu as dd
from paigen import lukfu as lf
from paigen._games import GAMES, NAMES
from tests.helpers import subprocesses
from tests.helpers.engines import read_perft_cases


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "paigen", *args], capture_output=True, text=True, timeout=60)


def test_moves_lists_every_lead():
    out = run("moves", "33344")
    assert out.returncode == 0
    # 2 singles + 2 pairs + 1 triple + 1 triple_single + 1 triple_pair = 7 (K1-K5)
    assert "33344 (3 players, lead): 7 moves" in out.stdout
    assert ["triple_pair", "33344"] in [line.split() for line in out.stdout.splitlines()]


def test_moves_replies_and_four_players():
    out = run("moves", "88889999BBRR", "--game", "ddz4", "--last", "77777")
    assert out.returncode == 0
    # A 5-card bomb needs a bomb of 6+ cards or of five higher cards (C6): the
    # hand has four 8s and four 9s, so only the rocket BBRR (C3) and the pass.
    assert ": 2 moves" in out.stdout
    assert "rocket" in out.stdout


def test_classify():
    out = run("classify", "3334445566")
    assert out.returncode == 0
    assert "airplane_pair" in out.stdout


def test_lukfu_moves_and_old_cards():
    out = run("moves", "7s 8s 9s 2c", "--game", "lukfu", "--led", "4s", "--best", "6s")
    assert out.returncode == 0
    assert ": 3 moves" in out.stdout  # 7s, 8s, 9s beat 6s (F1)
    out = run("old", "8s 9s 5c 1t")
    assert out.stdout.strip() == "8s 9s 1t"  # O1: 9s, 1t; O2: 8s under the 9s


def test_bad_input_is_one_line_and_non_zero():
    out = run("moves", "33X")
    assert out.returncode == 2
    assert out.stderr.strip().count("\n") == 0
    assert "'X'" in out.stderr
    out = run("moves", "1c 2c", "--game", "lukfu", "--caller", "--master-passed")
    assert out.returncode == 2
    assert "Master who passed" in out.stderr


# --------------------------------------------------------------------------
# play, perft
# --------------------------------------------------------------------------

TIMING_ROWS = {"time", "deals/s"}  # the only summary rows allowed to differ between equal runs


def summary(stdout: str) -> dict[str, str]:
    """The summary table of `play`: {label: value}, after the title line."""
    lines = stdout.splitlines()
    assert lines[0].split(":")[0].split()[0] in NAMES, lines[0]
    rows = dict(re.split(r"\s{2,}", line.strip()) for line in lines[1:])
    assert len(rows) == len(lines) - 1  # no label twice
    return rows


def expected_summary(game: str, n: int, seed: int) -> dict[str, float]:
    """The summary numbers, computed here from one paigen.simulate call."""
    out = paigen.simulate(game, n, seed)
    if game == "lukfu":  # every dealt game ends at a claim (A2, E1: dealt again)
        rows = {
            "hands run out per game": out["ran_out"].mean(),
            "caller win rate": 100 * (out["winner"] == out["caller"]).mean(),
            "non-caller win rate": 100 * (out["winner"] != out["caller"]).mean(),
            "average total of winners": out["total"].mean(),
            "average points of winners": out["points"].mean(),  # E2, from the engine
        }
    else:
        rows = {
            "landlord win rate": 100 * out["landlord_won"].mean(),
            "peasants win rate": 100 * (~out["landlord_won"]).mean(),
            "average bid": out["bid"].mean(),
            "average multiplier": out["multiplier"].mean(),
            "average stake": out["stake"].mean(),
        }
    rows.update(
        {
            "deals": n,
            "average moves per deal": out["moves"].mean(),
            "redeal rate": 100 * (out["deals"] > 1).mean(),
            "redeals per deal": (out["deals"] - 1).mean(),
        }
    )
    return rows


def agrees(printed: str, value: float) -> bool:
    """`printed` (e.g. '35.80%', '2.808', '1,234') is `value` rounded to its digits."""
    text = printed.rstrip("%").replace(",", "")
    digits = len(text.split(".")[1]) if "." in text else 0
    return abs(float(text) - value) <= 0.5 * 10**-digits + 1e-9


@pytest.mark.parametrize("game", NAMES)
def test_play_shows_progress_and_a_summary(game):
    args = ["python", "-m", "paigen", "play", "--game", game, "-n", "2000", "--seed", "11"]
    proc, terminal = subprocesses.start_on_terminal(args)
    try:
        shown = subprocesses.read_terminal(terminal, proc, until_exit=True, seconds=60)
        stdout, _ = proc.communicate(timeout=10)
    finally:
        subprocesses.stop(proc)
    out = subprocess.CompletedProcess(args, proc.returncode, stdout, shown)
    assert out.returncode == 0, out.stderr
    # progress on stderr, a terminal: a bar redrawn after a carriage return per
    # chunk of 1000 deals, ending at 100%
    assert "\r[" + "#" * 15 + "." * 15 + "]  50% 1000/2000 deals" in out.stderr
    assert "\r[" + "#" * 30 + "] 100% 2000/2000 deals" in out.stderr
    assert out.stderr.endswith("\n")
    rows = summary(out.stdout)
    assert out.stdout.startswith(f"{game} (")
    assert float(rows["deals/s"].replace(",", "")) > 0 and rows["time"].endswith(" s")
    expected = expected_summary(game, 2000, 11)
    assert set(rows) == set(expected) | TIMING_ROWS
    for label, value in expected.items():
        assert agrees(rows[label], value), (label, rows[label], value)


def test_play_same_seed_same_summary_whatever_the_chunking():
    def numbers(*extra: str) -> dict[str, str]:
        out = run("play", "--game", "ddz3", "-n", "2500", "--seed", "5", *extra)
        assert out.returncode == 0, out.stderr
        rows = summary(out.stdout)
        return {k: v for k, v in rows.items() if k not in TIMING_ROWS}

    default = numbers()  # chunks of 1000: 1000, 1000, 500
    assert numbers("--chunk", "333") == default
    assert numbers("--chunk", "700", "--workers", "2") == default
    assert numbers("--seed", "6") != default
    # lukfu too, split unevenly over two processes
    a = run("play", "--game", "lukfu", "-n", "3001", "--seed", "9")
    b = run("play", "--game", "lukfu", "-n", "3001", "--seed", "9", "--chunk", "1234", "--workers", "2")
    assert a.returncode == b.returncode == 0

    def drop(rows: dict[str, str]) -> dict[str, str]:
        return {k: v for k, v in rows.items() if k not in TIMING_ROWS}

    assert drop(summary(a.stdout)) == drop(summary(b.stdout))


@pytest.mark.parametrize(
    "extra, title",
    [
        (["--workers", "4"], "2 workers, 2 chunks"),  # 1500 deals: chunks of 1000
        (["--workers", "4", "--chunk", "500"], "3 workers, 3 chunks"),
        (["--workers", "1", "--chunk", "500"], "1 worker, 3 chunks"),
    ],
)
def test_play_names_the_workers_it_used(capsys, terminal_stderr, extra, title):
    assert cli.main(["play", "-n", "1500", "--seed", "3", *extra]) == 0
    out, err = capsys.readouterr()
    assert out.splitlines()[0].endswith(f"1500 random deals, seed 3, {title}"), out
    assert "100% 1500/1500 deals" in err


def new_game(game: str, seed: int):
    return lf.Game(seed=seed) if game == "lukfu" else dd.Game(GAMES[game].players, seed=seed)


GOLDEN = {(c.game, c.seed, c.depth): c.nodes for c in read_perft_cases() if c.seed is not None}


def perft_output(stdout: str) -> tuple[dict[str, int], int]:
    """({decision: count} lines of --divide, nodes) of `perft` output."""
    lines = stdout.splitlines()
    assert lines[0].startswith("perft ")
    nodes_at = next(i for i, line in enumerate(lines) if line.startswith("nodes: "))
    assert lines[nodes_at + 1].startswith("time: ") and lines[nodes_at + 2].startswith("nodes/s: ")
    split = dict(line.rsplit(": ", 1) for line in lines[1:nodes_at])
    return {k: int(v) for k, v in split.items()}, int(lines[nodes_at].split()[1])


@pytest.mark.parametrize(("game", "seed", "depth"), [("ddz3", 3, 6), ("ddz4", 4, 5), ("lukfu", 5, 7)])
def test_perft_counts_as_the_game_does(game, seed, depth):
    out = run("perft", "--game", game, "--seed", str(seed), "--depth", str(depth))
    assert out.returncode == 0, out.stderr
    split, nodes = perft_output(out.stdout)
    assert split == {}
    assert nodes == GOLDEN[game, seed, depth]  # tests/data/perft.txt


@pytest.mark.parametrize(
    ("game", "seed", "depth", "names"),
    [
        ("ddz3", 2, 4, {"pass", "bid 1", "bid 2", "bid 3"}),
        ("lukfu", 2, 5, {"call play", "call pass"}),
    ],
)
def test_perft_divide_sums_to_the_total(game, seed, depth, names):
    out = run("perft", "--game", game, "--seed", str(seed), "--depth", str(depth), "--divide")
    assert out.returncode == 0, out.stderr
    split, nodes = perft_output(out.stdout)
    assert set(split) == names
    assert sum(split.values()) == nodes == GOLDEN[game, seed, depth]
    assert sorted(split.values()) == sorted(new_game(game, seed).divide(depth).values())


def test_divide_names_moves():
    ddz, luk = GAMES["ddz3"].decision_name, GAMES["lukfu"].decision_name
    assert ddz(dd.classify("33344")) == "triple_pair 33344"
    assert ddz(dd.Move("")) == "pass"
    assert luk(lf.classify("7s 8s 9s")) == "run 7s 8s 9s"
    assert [ddz(0), ddz(2), luk(True), luk(False)] == ["pass", "bid 2", "call play", "call pass"]


@pytest.mark.parametrize(
    "args",
    [
        ["play", "--game", "ddz5"],
        ["play", "-n", "-5"],
        ["play", "-n", "many"],
        ["play", "--seed", "-1"],
        ["play", "--workers", "0"],
        ["perft", "--depth", "-1"],
        ["perft", "--game", "lukfu", "--depth", "two"],
        ["perft", "--seed", "1"],  # no depth
        ["bench"],  # gone: the speed report is benchmarks/
    ],
)
def test_bad_play_perft_input_is_one_line_and_exits_2(args):
    out = run(*args)
    assert out.returncode == 2
    assert out.stdout == ""
    assert out.stderr.count("\n") == 1 and out.stderr.startswith("paigen") and "error: " in out.stderr


# --------------------------------------------------------------------------
# bad input through cli.main: one line on stderr, status 2, never a traceback
# --------------------------------------------------------------------------


def main_error(capsys, *args: str) -> str:
    """Runs `paigen args`, which must fail on bad input; returns its one error line."""
    status = cli.main(list(args))
    out, err = capsys.readouterr()
    assert status == 2, (status, out, err)
    assert out == ""
    assert err.endswith("\n") and err.count("\n") == 1, err
    assert err.startswith("paigen") and "error: " in err and "Traceback" not in err
    return err


@pytest.mark.parametrize(
    "args, option, game",
    [
        (["moves", "3344", "--fu", "3", "--caller"], "--fu", "--game lukfu"),
        (["moves", "3344", "--fu", "3", "--caller"], "--caller", "--game lukfu"),
        (["moves", "3344", "--led", "4s", "--public", "9m"], "--led", "--game lukfu"),
        (["moves", "3344", "--led", "4s", "--public", "9m"], "--public", "--game lukfu"),
        (["moves", "3344", "--game", "ddz4", "--master-passed"], "--master-passed", "--game lukfu"),
        (["moves", "3344", "--best", "5c"], "--best", "--game lukfu"),
        (["moves", "3344", "--fu", "0"], "--fu", "--game lukfu"),  # even the default value
        (["moves", "1c 2c", "--game", "lukfu", "--last", "345678"], "--last", "ddz3 or ddz4"),
        (["moves", "1c 2c", "--game", "lukfu", "--last", ""], "--last", "ddz3 or ddz4"),
    ],
)
def test_an_option_of_the_other_game_is_an_error(capsys, args, option, game):
    err = main_error(capsys, *args)
    assert option in err and game in err


@pytest.mark.parametrize(
    "args, words",
    [
        (["perft", "--game", "lukfu", "--depth", "0", "--divide"], ["--divide", "depth >= 1"]),
        (["perft", "--depth", "0", "--divide"], ["--divide", "depth >= 1"]),
        (["perft", "--depth", str(2**31)], ["--depth"]),
        (["play", "--workers", "65"], ["--workers", "64"]),
        (["play", "--workers", "-1"], ["--workers"]),
        (["play", "--workers", "1.5"], ["--workers"]),
        (["play", "-n", "0"], ["-n"]),
        (["play", "-n", str(2**40 + 1)], ["-n", "2**40"]),
        (["play", "--seed", str(2**64)], ["--seed", "2**64"]),
        (["play", "--chunk", "0"], ["--chunk"]),
        (["play", "--chunk", str(10**6)], ["--chunk"]),
        (["play", "-n", "9" * 500], ["-n", "..."]),  # a long input is quoted in part
        (["moves", "1c", "--game", "lukfu", "--fu", "-1"], ["--fu"]),
        (["moves", "1c", "--game", "lukfu", "--fu", str(2**40)], ["--fu"]),
        (["moves", "33", "--game", "ddz5"], ["--game"]),
        (["moves"], ["hand"]),
        (["unknown-command"], ["unknown-command"]),
        ([], ["command"]),
    ],
)
def test_bad_options_are_one_line(capsys, args, words):
    err = main_error(capsys, *args)
    for word in words:
        assert word in err, (word, err)
    assert len(err) < 300, err


@pytest.mark.parametrize(
    "args, words",
    [
        (["moves", "33X"], ["'X'"]),  # NotationError
        (["moves", "3333", "--last", "34"], ["34"]),  # IllegalMoveError: not a move
        (["moves", "1c 2c", "--game", "lukfu", "--caller", "--master-passed"], ["Master who passed"]),
        (["moves", "1c 2c", "--game", "lukfu", "--led", "1c"], ["1c"]),  # StateError: in hand and led
        (["classify", "34"], ["K6"]),
        (["classify", "7s 8s", "--game", "lukfu"], []),
        (["old", "1c 1c"], ["1c"]),
        (["old", "8s", "--public", "8s"], ["8s"]),
    ],
)
def test_errors_of_the_library_are_one_line(capsys, args, words):
    err = main_error(capsys, *args)
    assert err.startswith(f"paigen {args[0]}: error: ")
    for word in words:
        assert word in err, (word, err)


def test_any_value_or_type_error_is_one_line(capsys, monkeypatch):
    def fail(args):
        raise TypeError("first line\nsecond line")

    monkeypatch.setattr(cli.classify, "run", fail)
    assert cli.main(["classify", "3"]) == 2
    assert capsys.readouterr().err == "paigen classify: error: first line second line\n"


def test_ctrl_c_in_a_command_is_one_line_and_status_130(capsys, monkeypatch):
    def interrupted(args):
        raise KeyboardInterrupt

    monkeypatch.setattr(cli.perft, "run", interrupted)
    assert cli.main(["perft", "--depth", "3"]) == 130
    out, err = capsys.readouterr()
    assert out == "" and err == "paigen: interrupted\n"


def test_help_exits_0(capsys):
    assert cli.main(["--help"]) == 0
    assert "perft" in capsys.readouterr().out


@pytest.mark.parametrize("workers", ["1", "2"])
def test_ctrl_c_stops_play_at_once(workers):
    # stderr a terminal, so that the progress line shows when the run is under way
    args = ["python", "-m", "paigen", "play", "--game", "ddz4", "-n", str(10**8), "--workers", workers]
    proc, terminal = subprocesses.start_on_terminal(args)
    try:
        shown = subprocesses.read_terminal(terminal, proc, until=" deals/s", seconds=120)  # playing
        sent = time.perf_counter()
        proc.send_signal(signal.SIGINT)
        shown += subprocesses.read_terminal(terminal, proc, until_exit=True, seconds=60)
        elapsed = time.perf_counter() - sent
        out, _ = proc.communicate(timeout=10)
    finally:
        subprocesses.stop(proc)
    assert proc.returncode == 130
    assert out == ""
    assert shown.endswith("\npaigen: interrupted\n") and "Traceback" not in shown, shown
    assert "% " in shown.split("\n")[-3]  # the progress line, closed before the message
    assert elapsed < subprocesses.ctrl_c_bound(), f"{elapsed:.2f} s from Ctrl-C to the end"
