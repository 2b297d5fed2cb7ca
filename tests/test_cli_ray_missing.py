"""The command line without ray: ``--ray`` of play, fuzz and arena is a usage
error of one line naming the extra to install (status 2), and nothing runs."""

from __future__ import annotations

import sys

import pytest

from paigen import cli


@pytest.mark.parametrize(
    "args",
    [
        ["play", "-n", "100", "--ray"],
        ["fuzz", "--against", "tests.helpers.parity_generators:exact", "-n", "100", "--ray"],
        ["arena", "--agents", "greedy,random", "-n", "10", "--ray"],
    ],
    ids=["play", "fuzz", "arena"],
)
def test_ray_missing_is_one_line_and_status_2(capsys, monkeypatch, args):
    monkeypatch.setitem(sys.modules, "ray", None)  # import ray raises ImportError
    assert cli.main(args) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1, err
    shown = err.rsplit("\r", 1)[-1]  # what the terminal shows: the progress line is blanked
    assert shown.startswith(f"paigen {args[0]}: error: ") and "pip install 'paigen[ray]'" in shown, err
