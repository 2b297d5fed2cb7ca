"""``paigen replay FILE``: steps through a readable record of a deal or a match."""

from __future__ import annotations

import io
import random
import subprocess
import sys

import pytest

from paigen import doudizhu as dd
from paigen import lukfu as lf
from paigen.cli import main
from tests.helpers.random_play import play_random


def finished(game):
    play_random(game, random.Random(0))
    return game


@pytest.mark.parametrize(
    "game", [finished(dd.Game(3, seed=4)), finished(dd.Game(4, seed=4)), finished(lf.Game(seed=4))]
)
def test_replay_prints_every_decision_and_the_payoffs(game, tmp_path, capsys):
    path = tmp_path / "deal.txt"
    path.write_text(game.record())
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    assert out.count("\nseat ") == len(game.history)
    assert f"payoffs: {game.payoffs}" in out
    assert "player_0" in out


def test_replay_steps_on_enter(tmp_path, capsys, monkeypatch):
    game = dd.Game(3, seed=4)
    game.bid(3)
    game.play(game.legal_moves()[0])
    path = tmp_path / "deal.txt"
    path.write_text(game.record())
    monkeypatch.setattr(sys, "stdin", io.StringIO("\n\n"))
    assert main(["replay", str(path), "--step"]) == 0
    out = capsys.readouterr().out
    assert out.count("(Enter)") == 2
    assert "the record stops here: seat" in out


def test_replay_a_match(tmp_path, capsys):
    match = dd.Match(3, seed=3)
    finished(match.game)
    finished(match.next_round())
    path = tmp_path / "match.txt"
    path.write_text(match.record())
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    assert "== round 0, dealer seat" in out and "== round 1, dealer seat" in out
    assert f"totals: {match.totals}" in out


def test_replay_bad_records_exit_2_naming_the_line(tmp_path, capsys):
    game = finished(lf.Game(seed=4))
    path = tmp_path / "deal.txt"
    path.write_text(game.record().replace("master", "master 9 #"))
    assert main(["replay", str(path)]) == 2
    assert "line 8" in capsys.readouterr().err
    path.write_text("hello\n")
    assert main(["replay", str(path)]) == 2
    assert "not a paigen record" in capsys.readouterr().err
    path.write_text("game chess\n")
    assert main(["replay", str(path)]) == 2
    assert "'chess' is none of" in capsys.readouterr().err
    assert main(["replay", str(tmp_path / "missing.txt")]) == 2
    assert "cannot read" in capsys.readouterr().err


def test_replay_as_a_program(tmp_path):
    path = tmp_path / "deal.txt"
    path.write_text(finished(dd.Game(3, seed=9)).record())
    done = subprocess.run(
        [sys.executable, "-m", "paigen", "replay", str(path)], capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    assert "payoffs:" in done.stdout
