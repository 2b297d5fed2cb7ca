"""``paigen arena`` and ``paigen play --policy``: the table of evaluate, options,
MODULE:FUNCTION agents, bad input as one line with status 2, and --plot."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

import paigen
from paigen import arena, cli
from tests.helpers.bounds import time_limit

ROOT = Path(__file__).resolve().parent.parent
HELPERS = ROOT / "tests" / "helpers"
bounded = time_limit(120)

# ============================================================================ the command line


def table(stdout: str) -> dict[str, list[str]]:
    """The agent rows of `paigen arena`'s first table: name -> cells."""
    lines = stdout.splitlines()
    assert lines[1].split() == ["agent", "WP", "95%", "CI", "ADP", "95%", "CI", "deals"] + (
        ["ties"] if "ties" in lines[1] else []
    )
    rows = {}
    for line in lines[2:]:
        if not line:
            break
        name, *cells = line.split("  ")
        rows[name.strip()] = [c.strip() for c in cells if c.strip()]
    return rows


def test_arena_prints_the_table_of_evaluate(capsys, terminal_stderr):
    assert (
        cli.main(["arena", "--game", "lukfu", "--agents", "greedy,random", "-n", "300", "--seed", "4"]) == 0
    )
    out, err = capsys.readouterr()
    result = arena.evaluate(["greedy", "random"], game="lukfu", deals=300, seed=4)
    assert out.startswith(str(result) + "\n\ntime: ") and "games/s" in out
    rows = table(out)
    assert set(rows) == {"greedy", "random"}
    wp, ci = rows["greedy"][:2]
    assert float(wp) == pytest.approx(result["greedy"].wp, abs=5e-4)
    assert ci == f"[{result['greedy'].wp_ci[0]:.3f}, {result['greedy'].wp_ci[1]:.3f}]"
    assert rows["greedy"][4] == "300"
    assert "agent   role" in out and "caller" in out and "other" in out
    assert "100% 300/300 deals" in err


def test_arena_options(capsys):
    args = ["arena", "--game", "ddz4", "--agents", "greedy,random,random", "-n", "50", "--seed", "2"]
    assert cli.main([*args, "--no-duplicate", "--workers", "2"]) == 0
    out = capsys.readouterr().out
    result = arena.evaluate(["greedy", "random", "random"], game="ddz4", deals=50, seed=2, duplicate=False)
    assert out.startswith(str(result))
    assert cli.main(["arena", "--agents", "greedy,random", "-n", "20", "--variant", "douzero"]) == 0
    assert "douzero" in capsys.readouterr().out.splitlines()[0]


def test_arena_takes_module_function_agents(capsys, monkeypatch):
    monkeypatch.chdir(HELPERS)  # MODULE:FUNCTION imports from the current directory, as python -m does
    assert cli.main(["arena", "--agents", "arena_agents:first_cards,greedy", "-n", "10"]) == 0
    out = capsys.readouterr().out
    assert "first_cards" in table(out)


@pytest.mark.parametrize(
    "args, words",
    [
        (["--agents", "greedy"], ["2 to 3 agents"]),
        (["--agents", "greedy,,random"], ["separated by commas"]),
        (["--agents", "greedy,alphabeta"], ["'alphabeta'"]),
        (["--agents", "greedy,no_such_module_here:f"], ["cannot import 'no_such_module_here'"]),
        (["--agents", "greedy,arena_agents:nothing"], ["has no attribute 'nothing'"]),
        (["--agents", "greedy,arena_agents:NOT_AN_AGENT"], ["is a int, not a function"]),
        (["--agents", "greedy,:f"], ["MODULE:FUNCTION"]),
        (["--agents", "greedy,arena_agents:plays_out_of_turn"], ["'plays_out_of_turn'", "answered 'R'"]),
        (
            ["--agents", "greedy,random", "--game", "lukfu", "--variant", "rlcard"],
            ["--variant only goes with"],
        ),
        (["--agents", "greedy,random", "-n", "0"], ["-n"]),
        (["--agents", "greedy,random", "--address"], ["unrecognized"]),
        ([], ["--agents"]),
    ],
)
def test_arena_bad_input_is_one_line_and_status_2(capsys, monkeypatch, args, words):
    monkeypatch.chdir(HELPERS)
    assert cli.main(["arena", "-n", "5", *args]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.endswith("\n") and err.count("\n") == 1, err
    for word in words:
        assert word in err, (word, err)


def test_plot_writes_a_png(tmp_path, capsys):
    pytest.importorskip("matplotlib")
    path = tmp_path / "arena.png"
    assert (
        cli.main(["arena", "--game", "ddz3", "--agents", "greedy,random", "-n", "100", "--plot", str(path)])
        == 0
    )
    assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert capsys.readouterr().out.endswith(f"plot: {path}\n")
    result = arena.evaluate(["greedy", "random", "random"], game="lukfu", deals=1, seed=0)  # n/a intervals
    result.plot(tmp_path / "one.png")
    assert (tmp_path / "one.png").read_bytes()[:4] == b"\x89PNG"


def test_plot_without_matplotlib_is_status_2(capsys, monkeypatch, tmp_path):
    import importlib.util

    real = importlib.util.find_spec
    monkeypatch.setattr(
        importlib.util, "find_spec", lambda name, *a: None if name == "matplotlib" else real(name, *a)
    )
    path = tmp_path / "arena.png"
    assert cli.main(["arena", "--agents", "greedy,random", "-n", "10", "--plot", str(path)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and "pip install 'paigen[plot]'" in err and err.count("\n") == 1
    assert not path.exists()
    monkeypatch.setitem(sys.modules, "matplotlib", None)  # and the method says so too
    monkeypatch.setitem(sys.modules, "matplotlib.figure", None)
    with pytest.raises(ModuleNotFoundError, match=r"paigen\[plot\]"):
        arena.evaluate(["greedy", "random"], deals=2).plot(path)


def test_plot_to_a_bad_path_is_status_2(capsys):
    pytest.importorskip("matplotlib")
    assert cli.main(["arena", "--agents", "greedy,random", "-n", "10", "--plot", "/no/such/dir/a.png"]) == 2
    assert "cannot write --plot" in capsys.readouterr().err


def test_play_policy_greedy(capsys):
    assert cli.main(["play", "--game", "ddz3", "-n", "2000", "--seed", "3", "--policy", "greedy"]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[0].endswith("2000 greedy deals, seed 3, 1 worker, 2 chunks")
    won = paigen.simulate("ddz3", 2000, seed=3, policy="greedy")["landlord_won"].mean()
    shown = re.search(r"landlord win rate\s+([0-9.]+)%", out)
    assert shown and float(shown.group(1)) == pytest.approx(100 * won, abs=0.005)
    assert cli.main(["play", "-n", "10", "--policy", "minimax"]) == 2
