"""What the command line prints, small things: ``paigen --version``, help
texts that show ``%`` as ``%`` (argparse formats argument help with ``%``, not
descriptions), and counts in the singular (``1 move``, never ``1 moves``)."""

from __future__ import annotations

import re

import pytest

import paigen
from paigen import cli, parity
from paigen._text import plural
from tests.helpers import parity_generators as gen


def output(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str]:
    status = cli.main(list(args))
    captured = capsys.readouterr()
    return status, captured.out + captured.err


def test_version(capsys):
    status, out = output(capsys, "--version")
    assert status == 0 and out == f"paigen {paigen.__version__}\n"


@pytest.mark.parametrize("command", [None, *(c.__name__.rpartition(".")[2] for c in cli.COMMANDS)])
def test_help_shows_percent_signs_once(command, capsys):
    status, out = output(capsys, *([command] if command else []), "--help")
    assert status == 0 and "%%" not in out


def test_arena_help_says_95_percent(capsys):
    _, out = output(capsys, "arena", "--help")
    assert "95% intervals" in " ".join(out.split())
    _, out = output(capsys, "--help")
    assert "95% intervals" in " ".join(out.split())


@pytest.mark.parametrize(
    "n, noun, many, expected",
    [(0, "move", None, "0 moves"), (1, "move", None, "1 move"), (2, "query", "queries", "2 queries")],
)
def test_plural(n, noun, many, expected):
    assert plural(n, noun, many) == expected


def test_one_move_is_singular(capsys):
    _, out = output(capsys, "moves", "3")
    assert out.splitlines()[0] == "3 (3 players, lead): 1 move"
    _, out = output(capsys, "moves", "33")
    assert out.splitlines()[0] == "33 (3 players, lead): 2 moves"


def test_one_deal_one_worker_one_chunk_are_singular(capsys):
    _, out = output(capsys, "play", "--game", "lukfu", "-n", "1")
    assert "lukfu (Luk Fu): 1 random deal, seed 0, 1 worker, 1 chunk" in out


def test_perft_divide_counts_first_decisions(capsys):
    _, out = output(capsys, "perft", "--game", "ddz3", "--seed", "1", "--depth", "1", "--divide")
    assert re.search(r"nodes: 4 \(total of 4 first decisions\)", out)


def test_parity_report_counts_one_query():
    report = parity.check(gen.exact, n=1, seed=0)
    assert str(report).splitlines()[0] == "parity of ddz3, variant standard, seed 0: 1 query"


def test_fuzz_report_names_the_preset_the_switches_make():
    """RLCard's rules against the rules pages: every switch in which the
    preset differs is needed, and together they are the preset."""
    report = parity.check(gen.exact_rlcard, n=2000, seed=1)
    assert report.explained_preset == "rlcard"
    assert dict(report.explained_by or {}) == {
        "four_two_pair_singles": True,
        "wings_per_rank": 3,
        "adjacent_wings_limit": True,
    }
    assert "these switches are preset rlcard; rerun with --variant rlcard" in str(report).splitlines()


def test_fuzz_report_says_nothing_of_presets_for_other_switches(capsys):
    report = parity.check(gen.joker_kickers, n=500, seed=4)
    assert report.explained_by is not None and report.explained_preset is None
    assert "preset" not in str(report)
    status, out = output(
        capsys, "fuzz", "--against", "tests.helpers.parity_generators:exact_rlcard", "-n", "2000"
    )
    assert status == 1 and "these switches are preset rlcard; rerun with --variant rlcard" in out
