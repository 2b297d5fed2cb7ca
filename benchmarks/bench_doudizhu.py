"""paigen Dou Dizhu move generation: the C++ core through its Python API, in
one batch call, and the pure-Python reference, on seeded random deals.

Groups (positions from :mod:`tests.helpers.ddz_positions`, 500 per group, real shuffled
decks):

* ``ddz-lead20-3p``: a 20-card 3p landlord hand leads.
* ``ddz-lead33-4p``: a 33-card 4p landlord hand leads.
* ``ddz-reply17-3p``: a 17-card 3p hand answers a random legal lead of another
  17-card hand (the pass counts as a move).

Benchmarks in each group, every one timing the same work: the first
``N_TIMED`` (20) positions of the group, so that the times of a group's table
compare (per position, the reference is thousands of times slower than the
core):

* ``core-python``: a Python loop of ``len(dd.legal_moves(hand, last))`` over the
  prepared ``dd.Hand`` / ``dd.Move`` objects (``None`` for a lead).
* ``core-batch``: one ``dd.count_legal_moves(hand_codes, last_codes, players)``
  call over the same positions.
* ``reference``: ``paigen.reference.doudizhu.legal_moves`` over the same
  positions (``benchmark.pedantic``, 3 rounds).

``benchmark.extra_info`` holds ``positions``, ``moves`` (per benchmarked call)
and, when timing is enabled, ``moves_per_second`` (moves per call / mean time)
and ``us_per_position``.

What is asserted (never a timing): the per-position counts of ``legal_moves``
and ``count_legal_moves`` agree with each other, and with the reference (equal
move sets) on every 25th position, once per group; each benchmark's result is
then checked against them (the Python loop's total against the batch counts,
the batch counts against the Python API's, the reference sets against the
core's sets).

Run:

* ``python -m pytest benchmarks/bench_doudizhu.py --benchmark-enable`` to measure
  (``pyproject.toml`` passes ``--benchmark-disable``, so a plain run executes
  each benchmark once as a test);
* ``python -m pytest benchmarks/bench_doudizhu.py -k speed_report -s`` for the
  batch call's CPU ns per position of every group;
* ``python -m benchmarks.bench_doudizhu`` for a table: batch and Python-API
  µs/call over all 500 positions, reference ms/call over the first
  ``N_TIMED``, and their ratios, each per position (min of interleaved
  repeats, for a shared, noisy machine).

The bare core's ns/call (no Python at all) is the C++ program
``cpp/bench/bench_doudizhu.cpp`` (CMake option ``PAIGEN_BENCH``).
"""

from __future__ import annotations

import functools
import sys
import time
from dataclasses import dataclass

import numpy as np
import pytest

from paigen import doudizhu as dd
from paigen.reference import doudizhu as ref
from tests.helpers.ddz_positions import GROUPS, N_POSITIONS, Positions, positions
from tests.helpers.timings import best_per_item, group_report_header, group_report_options, report_rate

N_TIMED = 20  # positions every pytest-benchmark row of a group times (the reference too)
REFERENCE_CHECK_STEP = 25  # the reference checks every 25th position (20 of 500)
GROUP_NAMES = list(GROUPS)


def batch_cpu_ns(hand_codes, last_codes, players, repeats: int) -> tuple[float, int]:
    """CPU ns per position of ``repeats`` ``count_legal_moves`` calls over the
    positions (process time: the waits of a loaded machine do not count), and
    the moves of one call."""
    start = time.process_time()
    for _ in range(repeats):
        counts = dd.count_legal_moves(hand_codes, last_codes, players)
    elapsed = time.process_time() - start
    return elapsed * 1e9 / (repeats * len(hand_codes)), int(counts.sum())


# --------------------------------------------------------------------------
# What is timed
# --------------------------------------------------------------------------


def run_python(hands, lasts) -> int:
    """Total number of moves of ``dd.legal_moves`` over the positions."""
    legal_moves = dd.legal_moves
    total = 0
    for h, m in zip(hands, lasts):
        total += len(legal_moves(h, m))
    return total


def run_batch(hand_codes, last_codes, players) -> np.ndarray:
    """Per-position move counts from one ``dd.count_legal_moves`` call."""
    return dd.count_legal_moves(hand_codes, last_codes, players)


def run_reference(hand_strs, last_strs, players) -> list:
    """The reference's move sets, one per position."""
    return [ref.legal_moves(h, m, players) for h, m in zip(hand_strs, last_strs)]


# --------------------------------------------------------------------------
# Expected results, computed once per group
# --------------------------------------------------------------------------


def core_set(hand, last) -> set:
    return {(str(m.kind), m.cards) for m in dd.legal_moves(hand, last)}


@dataclass(frozen=True)
class Checked:
    pos: Positions
    api_counts: np.ndarray  # len(dd.legal_moves(hand, last)) per position
    batch_counts: np.ndarray  # dd.count_legal_moves, per position
    reference_checked: int  # positions whose move sets the reference confirmed

    @property
    def total(self) -> int:
        return int(self.batch_counts.sum())


@functools.cache
def checked(group: str, n: int = N_POSITIONS, step: int = REFERENCE_CHECK_STEP) -> Checked:
    """The positions of ``group`` with move counts from two core entry points,
    asserted equal, and the reference's move sets on every ``step``-th position
    (which also builds the reference's move universe outside any timing)."""
    pos = positions(group, n)
    api = np.array([len(dd.legal_moves(h, m)) for h, m in zip(pos.hands, pos.lasts)], dtype=np.int64)
    batch = dd.count_legal_moves(pos.hand_codes, pos.last_codes, pos.players)
    assert np.array_equal(api, batch), np.flatnonzero(api != batch)[:10]
    sample = range(0, len(pos), step)
    for i in sample:
        expected = ref.legal_moves(pos.hand_strs[i], pos.last_strs[i], pos.players)
        got = core_set(pos.hands[i], pos.lasts[i])
        assert got == expected, (
            f"{group}[{i}] hand={pos.hand_strs[i]!r} last={pos.last_strs[i]!r}\n"
            f"  only in core:      {sorted(got - expected)}\n"
            f"  only in reference: {sorted(expected - got)}"
        )
        assert api[i] == len(expected)
    assert api.min() > 0  # a lead always has a single, a reply always the pass
    return Checked(pos=pos, api_counts=api, batch_counts=batch, reference_checked=len(sample))


# --------------------------------------------------------------------------
# pytest-benchmark
# --------------------------------------------------------------------------

GROUP_PARAMS = [pytest.param(g, marks=pytest.mark.benchmark(group=g), id=g) for g in GROUP_NAMES]


def _report(benchmark, n_positions: int, n_moves: int) -> None:
    report_rate(benchmark, "position", n_positions, n_moves)


@pytest.mark.parametrize("group", GROUP_PARAMS)
def test_core_python(benchmark, group):
    c = checked(group)
    timed = c.pos.head(N_TIMED)
    total = benchmark(run_python, timed.hands, timed.lasts)
    assert total == int(c.batch_counts[:N_TIMED].sum()) > 0
    _report(benchmark, len(timed), total)


@pytest.mark.parametrize("group", GROUP_PARAMS)
def test_core_batch(benchmark, group):
    c = checked(group)
    timed = c.pos.head(N_TIMED)
    counts = benchmark(run_batch, timed.hand_codes, timed.last_codes, timed.players)
    assert counts.dtype == np.int64 and counts.shape == (len(timed),)
    assert np.array_equal(counts, c.api_counts[:N_TIMED])
    _report(benchmark, len(timed), int(counts.sum()))


@pytest.mark.parametrize("group", GROUP_PARAMS)
def test_reference(benchmark, group):
    c = checked(group)
    timed = c.pos.head(N_TIMED)
    sets = benchmark.pedantic(
        run_reference, args=(timed.hand_strs, timed.last_strs, timed.players), rounds=3, iterations=1
    )
    assert [len(s) for s in sets] == c.api_counts[:N_TIMED].tolist()
    assert sets == [core_set(h, m) for h, m in zip(timed.hands, timed.lasts)]
    _report(benchmark, len(timed), sum(len(s) for s in sets))


def test_batch_speed_report():
    """CPU cost of one ``count_legal_moves`` call over all positions of every
    group, per position: min of 7 tries of ~10 ms, round-robin over the groups.
    Prints (run with ``-s`` to see it); asserts only the move counts."""
    runs = {}
    for group in GROUP_NAMES:
        c = checked(group)
        args = (c.pos.hand_codes, c.pos.last_codes, c.pos.players)
        ns, _ = batch_cpu_ns(*args, 1)
        runs[group] = (c, args, max(1, round(0.01 / max(ns * 1e-9 * len(c.pos), 1e-9))))
    best = dict.fromkeys(runs, float("inf"))
    for _ in range(7):
        for group, (c, args, repeats) in runs.items():
            ns, moves = batch_cpu_ns(*args, repeats)
            assert moves == c.total
            best[group] = min(best[group], ns)
    print()
    for group, (c, _, _) in runs.items():
        print(
            f"{group:16s} batch {best[group]:9.1f} CPU ns/position  {c.total / len(c.pos):7.1f} moves/call  "
            f"({len(c.pos)} positions)"
        )


# --------------------------------------------------------------------------
# Script mode
# --------------------------------------------------------------------------


def _reference_per_call(few: Positions, repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        run_reference(few.hand_strs, few.last_strs, few.players)
        best = min(best, time.perf_counter() - start)
    return best / len(few)


def main(argv=None) -> int:
    ap = group_report_options(
        __doc__.split("\n\n")[0],
        "position",
        N_POSITIONS,
        f"repeats of the reference over the first {N_TIMED} positions (min is kept)",
    )
    args = ap.parse_args(argv)
    print(group_report_header(args.positions, "position", N_TIMED, args.repeat, args.ref_repeat))

    rows = []
    for group in GROUP_NAMES:
        c = checked(group, args.positions)
        pos, few = c.pos, c.pos.head(N_TIMED)
        best = best_per_item(
            {
                "batch": (
                    functools.partial(run_batch, pos.hand_codes, pos.last_codes, pos.players),
                    len(pos),
                ),
                "api": (functools.partial(run_python, pos.hands, pos.lasts), len(pos)),
                "api_few": (functools.partial(run_python, few.hands, few.lasts), len(few)),
            },
            args.repeat,
        )
        ref_s = _reference_per_call(few, args.ref_repeat)
        rows.append((group, c, few, best, ref_s))

    head = (
        f"{'group':16s} {'moves/call':>10s} {'batch us':>9s} {'API us':>8s} "
        f"{'ref ms':>8s} {'ref/API':>9s} {'API/batch':>9s} {'batch Mmoves/s':>14s}"
    )
    print(head)
    print("-" * len(head))
    for group, c, _, best, ref_s in rows:
        moves = c.total / len(c.pos)
        batch_us, api_us = best["batch"] * 1e6, best["api"] * 1e6
        print(
            f"{group:16s} {moves:10.1f} {batch_us:9.3f} {api_us:8.3f} "
            f"{ref_s * 1e3:8.2f} {ref_s / best['api_few']:8.0f}x {best['api'] / best['batch']:8.2f}x "
            f"{moves / best['batch'] / 1e6:14.1f}"
        )
    print(
        "\nbatch us: one count_legal_moves call / positions;\n"
        "API us: Python loop of len(dd.legal_moves(hand, last)) "
        "per position; ref ms: paigen.reference per call on the first "
        f"{N_TIMED} positions;\nref/API: reference vs the Python API on those same {N_TIMED} positions "
        "(API there: " + ", ".join(f"{r[0]} {r[3]['api_few'] * 1e6:.3f} us" for r in rows) + ");\n"
        "API/batch: single calls vs one batch call. The bare core: cpp/bench/bench_doudizhu.cpp."
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
