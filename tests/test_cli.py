"""The command line, run as `python -m paigen` in a subprocess, as a user would."""

from __future__ import annotations

import subprocess
import sys


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
# play, perft, bench
# --------------------------------------------------------------------------

import re  # noqa: E402

import pytest  # noqa: E402

import paigen  # noqa: E402
from paigen import doudizhu as dd  # noqa: E402
from paigen import lukfu as lf  # noqa: E402

TIMING_ROWS = {"time", "deals/s"}  # the only summary rows allowed to differ between equal runs


def summary(stdout: str) -> dict[str, str]:
    """The summary table of `play`: {label: value}, after the title line."""
    lines = stdout.splitlines()
    assert lines[0].split(":")[0].split()[0] in ("ddz3", "ddz4", "lukfu"), lines[0]
    rows = dict(re.split(r"\s{2,}", line.strip()) for line in lines[1:])
    assert len(rows) == len(lines) - 1  # no label twice
    return rows


def expected_summary(game: str, n: int, seed: int) -> dict[str, float]:
    """The summary numbers, computed here from one paigen.simulate call."""
    out = paigen.simulate(game, n, seed)
    if game == "lukfu":
        won = ~out["void"]
        rows = {
            "void rate": 100 * out["void"].mean(),
            "caller win rate": 100 * (won & (out["winner"] == out["caller"])).mean(),
            "non-caller win rate": 100 * (won & (out["winner"] != out["caller"])).mean(),
            "average total of winners": out["total"][won].mean(),
            "average points of winners": out["total"][won].mean() - 5,
        }
    else:
        rows = {
            "landlord win rate": 100 * out["landlord_won"].mean(),
            "peasants win rate": 100 * (~out["landlord_won"]).mean(),
            "average bid": out["bid"].mean(),
            "average multiplier": out["multiplier"].mean(),
            "average stake": out["stake"].mean(),
        }
    rows.update({
        "deals": n,
        "average moves per deal": out["moves"].mean(),
        "redeal rate": 100 * (out["deals"] > 1).mean(),
        "redeals per deal": (out["deals"] - 1).mean(),
    })
    return rows


def agrees(printed: str, value: float) -> bool:
    """`printed` (e.g. '35.80%', '2.808', '1,234') is `value` rounded to its digits."""
    text = printed.rstrip("%").replace(",", "")
    digits = len(text.split(".")[1]) if "." in text else 0
    return abs(float(text) - value) <= 0.5 * 10**-digits + 1e-9


@pytest.mark.parametrize("game", ["ddz3", "ddz4", "lukfu"])
def test_play_shows_progress_and_a_summary(game):
    out = run("play", "--game", game, "-n", "2000", "--seed", "11")
    assert out.returncode == 0, out.stderr
    # progress on stderr: a bar redrawn (after a carriage return, read here as a
    # newline) per chunk of 1000 deals, ending at 100%
    assert "[" + "#" * 15 + "." * 15 + "]  50% 1000/2000 deals" in out.stderr
    assert "[" + "#" * 30 + "] 100% 2000/2000 deals" in out.stderr
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
    drop = lambda rows: {k: v for k, v in rows.items() if k not in TIMING_ROWS}  # noqa: E731
    assert drop(summary(a.stdout)) == drop(summary(b.stdout))


def new_game(game: str, seed: int):
    return lf.Game(seed=seed) if game == "lukfu" else dd.Game(int(game[-1]), seed=seed)


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
    assert nodes == new_game(game, seed).perft(depth) > 0


@pytest.mark.parametrize(("game", "seed", "depth", "names"), [
    ("ddz3", 2, 4, {"pass", "bid 1", "bid 2", "bid 3"}),
    ("lukfu", 2, 5, {"call play", "call pass"}),
])
def test_perft_divide_sums_to_the_total(game, seed, depth, names):
    out = run("perft", "--game", game, "--seed", str(seed), "--depth", str(depth), "--divide")
    assert out.returncode == 0, out.stderr
    split, nodes = perft_output(out.stdout)
    assert set(split) == names
    assert sum(split.values()) == nodes == new_game(game, seed).perft(depth)
    assert sorted(split.values()) == sorted(new_game(game, seed).divide(depth).values())


def test_divide_names_moves():
    from paigen.__main__ import _decision_name

    assert _decision_name(dd.classify("33344")) == "triple_pair 33344"
    assert _decision_name(dd.Move("")) == "pass"
    assert _decision_name(lf.classify("7s 8s 9s")) == "run 7s 8s 9s"
    assert [_decision_name(d) for d in (0, 2, True, False)] == ["pass", "bid 2", "call play", "call pass"]


def test_bench_quick():
    out = run("bench", "--quick")
    assert out.returncode == 0, out.stderr
    assert "ns/call" in out.stdout and "calls/s" in out.stdout
    for game in ("ddz3", "ddz4", "lukfu"):
        assert re.search(rf"simulate {game} .*\b[\d,]+ deals/s", out.stdout), out.stdout
        assert re.search(rf"perft: {game} .*M nodes/s", out.stdout), out.stdout


@pytest.mark.parametrize("args", [
    ["play", "--game", "ddz5"],
    ["play", "-n", "-5"],
    ["play", "-n", "many"],
    ["play", "--seed", "-1"],
    ["play", "--workers", "0"],
    ["perft", "--depth", "-1"],
    ["perft", "--game", "lukfu", "--depth", "two"],
    ["perft", "--seed", "1"],  # no depth
    ["bench", "--slow"],
])
def test_bad_play_perft_bench_input_is_one_line_and_exits_2(args):
    out = run(*args)
    assert out.returncode == 2
    assert out.stdout == ""
    assert out.stderr.count("\n") == 1 and out.stderr.startswith("paigen") and "error: " in out.stderr
