"""``paigen solve``: an endgame in notation on the command line, its answer and
winning moves; budgets, the exit statuses and bad input (one line, status 2).
The positions are puzzles of tests/data/puzzles.txt."""

from __future__ import annotations

import subprocess
import sys

import pytest

from paigen import cli


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "paigen", "solve", *args], capture_output=True, text=True, timeout=60
    )


def moves_listed(stdout: str) -> list[str]:
    """The cards column of the listed moves (the lines indented by two spaces)."""
    return [line.split()[0] for line in stdout.splitlines() if line.startswith("  ")]


def test_solve_prints_the_answer_and_the_winning_moves() -> None:
    out = run("3334K", "Q", "J")
    assert out.returncode == 0, out.stderr
    assert "3 players, seat 0 (the landlord) to move, leading" in out.stdout
    assert "the landlord wins against any defence" in out.stdout
    assert sorted(moves_listed(out.stdout)) == sorted(["K", "333", "3334", "333K"])
    assert "positions searched" in out.stdout


def test_solve_a_peasant_to_move_with_a_move_to_beat() -> None:
    out = run("44", "5", "3BR", "--to-move", "1", "--last", "K", "--last-seat", "0")
    assert out.returncode == 0, out.stderr
    assert "seat 1 (a peasant) to move, to beat K" in out.stdout
    assert "the peasants win against any defence" in out.stdout
    assert moves_listed(out.stdout) == ["pass"]


def test_solve_a_loss_lists_no_winning_move() -> None:
    out = run("34", "2", "5")
    assert out.returncode == 0, out.stderr
    assert "the landlord loses against any defence" in out.stdout
    assert "winning moves: 0" in out.stdout and moves_listed(out.stdout) == []


def test_solve_four_players_and_every_move_with_all() -> None:
    out = run("33", "44", "55", "66", "--landlord", "3", "--all")
    assert out.returncode == 0, out.stderr
    assert out.stdout.startswith("4 players, seat 3 (the landlord)")
    rows = [line.split() for line in out.stdout.splitlines() if line.startswith("  ")]
    assert rows == [["6", "single", "wins"], ["66", "pair", "wins"]]


def test_solve_follows_the_variant() -> None:
    # K13a: 333357 is one move (the whole hand) on the rules pages; OpenSpiel has no four with two.
    assert "the landlord wins" in run("333357", "8", "9").stdout
    out = run("333357", "8", "9", "--variant", "openspiel", "--all")
    assert "the landlord loses" in out.stdout
    assert all(row.endswith("loses") for row in out.stdout.splitlines() if row.startswith("  "))


def test_solve_a_budget_that_ends_the_search_says_unsolved(capsys: pytest.CaptureFixture[str]) -> None:
    status = cli.main(["solve", "3456799TJQKA2", "34567", "89TJQ", "--max-nodes", "10"])
    out = capsys.readouterr().out
    assert status == 1
    assert "unsolved: the budget ran out first" in out
    assert "wins against" not in out and "loses against" not in out


@pytest.mark.parametrize(
    "args, message",
    [
        (["33", "4"], "3 or 4"),
        (["33", "4", "X"], "'X'"),
        (["33", "4", "5", "--max-nodes", "0"], "--max-nodes"),
        (["33", "4", "5", "--time-limit", "-1"], "--time-limit"),
        (["33", "4", "5", "--time-limit", "nan"], "--time-limit"),
        (["33", "4", "5", "--landlord", "5"], "--landlord"),
        (["33", "4", "5", "--landlord", "2", "--to-move", "3"], "to_move"),
        (["33", "4", "5", "--last", "34"], "34"),
        (["33", "44", "55", "66", "--variant", "rlcard"], "rlcard"),
        (["333", "4", "5", "--last", "33"], "3"),
    ],
)
def test_solve_bad_input_is_one_line_and_status_2(
    args: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    status = cli.main(["solve", *args])
    err = capsys.readouterr().err
    assert status == 2
    assert len(err.strip().splitlines()) == 1 and message in err, err


def test_solve_is_listed_in_help() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "paigen", "--help"], capture_output=True, text=True, timeout=60
    )
    assert "solve" in out.stdout
