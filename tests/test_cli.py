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
