"""paigen Luk Fu move generation and Old-card proofs: the C++ core through its
Python API, one call per state and in one batch call, and the pure-Python
reference, on seeded random deals.

Groups (states from :mod:`tests.helpers.lf_states`, 500 per group, real shuffled 36-card
decks dealt into three 12-card hands):

* ``lukfu-lead``: a 12-card hand leads; public = a random half of another
  hand's cards; caller with probability 1/2 (never a Master who passed, fu 0).
  About 12% of these hands hold six Old cards and must claim (R1).
* ``lukfu-follow-beat``: a 12-card hand follows a random legal lead of another
  12-card hand and can beat it (only beating plays, no discards).
* ``lukfu-follow-discard``: the same, for followers that cannot beat (every move
  a discard); the last state is the worst case, ``1c 2c 4c 5c 7c 8c 1s 2s 4s 5s
  7s 8s`` against a led ``1t 2t 3t 4t 5t 6t``: 924 discards.
* ``lukfu-discard-924``: that worst case alone.
* ``lukfu-old-cards``: the Old cards (O1-O4) of a 12-card hand; public as for
  leads.

Benchmarks in each group, both timing the same work: the first ``N_TIMED``
(20) states of the group (``lukfu-discard-924``: its one state), so that the
times of a group's table compare:

* ``core-python``: a Python loop of ``len(lf.legal_moves(hand, ...))`` (or
  ``lf.old_cards(hand, public)``) over the prepared ``lf.Hand`` / ``lf.Move``
  objects.
* ``reference``: ``paigen.reference.lukfu`` over the same states
  (``benchmark.pedantic``, 3 rounds).

``benchmark.extra_info`` holds ``states``, ``moves`` (Old cards for
``lukfu-old-cards``, per benchmarked call) and, when timing is enabled,
``moves_per_second`` and ``us_per_state``.

What is asserted (never a timing), once per group (tests/helpers/lf_checked.py): the per-state counts of the
Python API equal counts computed here independently of both the core and the
reference (rule by rule, from the masks), and so do those of one
``lf.legal_moves_batch`` call (Old cards have no batch call); the follow groups
are all beats / all discards; and the reference's move sets (Old cards) equal
the core's on every 25th state and the last one (which in
``lukfu-follow-discard`` is the 924-discard case).  Each benchmark's result is
then checked against those.

Acceptance: the Python API is at least 100x faster than the reference
on leads and follows. The bare core's figures (a lead or a beating follow in at
most 100 ns, the Old-card proof in at most 10 ns, a 924-way discard list in at
most 3 µs) are the C++ program ``cpp/bench/bench_lukfu.cpp`` (CMake option
``PAIGEN_BENCH``).

Run:

* ``python -m pytest benchmarks/bench_lukfu.py --benchmark-enable`` to measure
  (``pyproject.toml`` passes ``--benchmark-disable``, so a plain run executes
  each benchmark once as a test);
* ``python -m pytest benchmarks/bench_lukfu.py -k speed_report -s`` for the
  batch call's CPU ns per decision of every group;
* ``python -m benchmarks.bench_lukfu`` for a table: batch and Python-API
  µs/call over all 500 states, reference ms/call over the first
  ``N_TIMED``, their ratios, each per state, and the acceptance figures (min of
  interleaved repeats, for a shared, noisy machine).
"""

from __future__ import annotations

import functools
import sys
import time

import pytest

from paigen import lukfu as lf
from tests.helpers.lf_checked import answer_size, checked, core_answer, run_reference
from tests.helpers.lf_states import LF_GROUPS, N_STATES, LfStates
from tests.helpers.timings import best_per_item, group_report_header, group_report_options, report_rate

N_TIMED = 20  # states every pytest-benchmark row of a group times (the reference too)
GROUP_NAMES = list(LF_GROUPS)


# Acceptance threshold: reference / Python API.
RATIO_TARGET = 100.0
RATIO_GROUPS = ("lukfu-lead", "lukfu-follow-beat", "lukfu-follow-discard", "lukfu-discard-924")


# --------------------------------------------------------------------------
# What is timed
# --------------------------------------------------------------------------


def run_leads(hands, publics, callers) -> int:
    """Total number of moves of ``lf.legal_moves`` over lead states."""
    legal_moves = lf.legal_moves
    total = 0
    for h, p, c in zip(hands, publics, callers):
        total += len(legal_moves(h, public=p, caller=c))
    return total


def run_follows(hands, leds) -> int:
    """Total number of moves of ``lf.legal_moves`` over follow states (best = led)."""
    legal_moves = lf.legal_moves
    total = 0
    for h, m in zip(hands, leds):
        total += len(legal_moves(h, caller=False, led=m))
    return total


def run_old_cards(hands, publics) -> int:
    """Total number of Old cards from ``lf.old_cards`` (canonical 'rs rs ...' strings)."""
    old_cards = lf.old_cards
    total = 0
    for h, p in zip(hands, publics):
        total += (len(old_cards(h, p)) + 1) // 3
    return total


def python_call(st: LfStates):
    """The Python-API loop over ``st`` as a no-argument callable."""
    if st.task == "lead":
        return functools.partial(run_leads, st.hands, st.publics, [bool(c) for c in st.callers])
    if st.task == "follow":
        return functools.partial(run_follows, st.hands, st.leds)
    return functools.partial(run_old_cards, st.hands, st.publics)


# --------------------------------------------------------------------------
# pytest-benchmark
# --------------------------------------------------------------------------

GROUP_PARAMS = [pytest.param(g, marks=pytest.mark.benchmark(group=g), id=g) for g in GROUP_NAMES]


def _report(benchmark, n_states: int, n_moves: int) -> None:
    report_rate(benchmark, "state", n_states, n_moves)


@pytest.mark.parametrize("group", GROUP_PARAMS)
def test_core_python(benchmark, group):
    c = checked(group)
    timed = c.st.head(N_TIMED)
    total = benchmark(python_call(timed))
    assert total == int(c.api_counts[: len(timed)].sum()) == int(c.expected[: len(timed)].sum()) > 0
    _report(benchmark, len(timed), total)


@pytest.mark.parametrize("group", GROUP_PARAMS)
def test_reference(benchmark, group):
    c = checked(group)
    timed = c.st.head(N_TIMED)
    answers = benchmark.pedantic(run_reference, args=(timed,), rounds=3, iterations=1)
    assert [answer_size(a) for a in answers] == c.api_counts[: len(timed)].tolist()
    assert answers == [core_answer(timed, i) for i in range(len(timed))]
    _report(benchmark, len(timed), sum(answer_size(a) for a in answers))


def test_batch_speed_report():
    """CPU cost of one ``lf.legal_moves_batch`` call over all states of every
    decision group, per state: min of 7 tries of ~10 ms, round-robin over the
    groups.  Prints (run with ``-s`` to see it); asserts only the counts."""
    runs = {g: (checked(g), checked(g).batch_repeats(0.01)) for g in GROUP_NAMES if checked(g).batch_call}
    best = dict.fromkeys(runs, float("inf"))
    for _ in range(7):
        for group, (c, repeats) in runs.items():
            best[group] = min(best[group], c.batch_cpu_ns(repeats))
    print()
    for group, (c, _) in runs.items():
        print(
            f"{group:22s} batch {best[group]:8.1f} CPU ns/state  {c.total / len(c.st):6.1f} moves/call "
            f"({len(c.st)} states)"
        )


# --------------------------------------------------------------------------
# Script mode
# --------------------------------------------------------------------------


def _reference_per_call(few: LfStates, repeat: int, seconds: float = 0.25) -> float:
    """Min over at least ``repeat`` runs of the reference on ``few``, and more
    while they took under ``seconds`` in all (cheap follows and Old cards)."""
    best, spent, runs = float("inf"), 0.0, 0
    while runs < repeat or spent < seconds:
        start = time.perf_counter()
        run_reference(few)
        elapsed = time.perf_counter() - start
        best, spent, runs = min(best, elapsed), spent + elapsed, runs + 1
    return best / len(few)


def main(argv=None) -> int:
    ap = group_report_options(
        __doc__.split("\n\n")[0],
        "state",
        N_STATES,
        f"least repeats of the reference over the first {N_TIMED} states, more up to 0.25 s (min is kept)",
    )
    ap.add_argument("--strict", action="store_true", help="exit 1 if an acceptance figure is missed")
    args = ap.parse_args(argv)
    print(group_report_header(args.states, "state", N_TIMED, args.repeat, args.ref_repeat))

    rows = []
    for group in GROUP_NAMES:
        c = checked(group, args.states)
        st, few = c.st, c.st.head(N_TIMED)
        runs = {"api": (python_call(st), len(st)), "api_few": (python_call(few), len(few))}
        if c.batch_call is not None:
            runs["batch"] = (c.batch_call, len(st))
        best = best_per_item(runs, args.repeat)
        rows.append((group, c, few, best, _reference_per_call(few, args.ref_repeat)))

    head = (
        f"{'group':22s} {'states':>6s} {'moves/call':>10s} {'batch us':>9s} {'API us':>8s} "
        f"{'ref ms':>8s} {'ref/API':>9s} {'API/batch':>9s}"
    )
    print(head)
    print("-" * len(head))
    for group, c, _, best, ref_s in rows:
        batch = f"{best['batch'] * 1e6:9.3f}" if "batch" in best else f"{'-':>9s}"
        ratio = f"{best['api'] / best['batch']:8.1f}x" if "batch" in best else f"{'-':>9s}"
        print(
            f"{group:22s} {len(c.st):6d} {c.total / len(c.st):10.1f} {batch} "
            f"{best['api'] * 1e6:8.3f} {ref_s * 1e3:8.3f} {ref_s / best['api_few']:8.0f}x {ratio}"
        )
    print(
        "\nbatch us: one lf.legal_moves_batch call / states (Old cards have none);\n"
        "API us: Python loop of len(lf.legal_moves(...)) (lf.old_cards for lukfu-old-cards) per state;\n"
        f"ref ms: paigen.reference.lukfu per call on the first {N_TIMED} states; ref/API: reference vs the "
        f"Python API on those same states\n(API there: "
        + ", ".join(f"{r[0]} {r[3]['api_few'] * 1e6:.3f} us" for r in rows)
        + "); moves/call: Old cards per call for lukfu-old-cards."
    )

    by_group = {r[0]: r for r in rows}
    print("\nacceptance:")
    missed = 0
    for group in RATIO_GROUPS:
        _, _, _, best, ref_s = by_group[group]
        ratio = ref_s / best["api_few"]
        ok = ratio >= RATIO_TARGET
        missed += not ok
        print(
            f"  ref/API {group:20s} {ratio:9.0f}x      >= {RATIO_TARGET:g}x      {'met' if ok else 'not met'}"
        )
    print("  (the bare core's ns/call: cpp/bench/bench_lukfu.cpp)")
    return 1 if (args.strict and missed) else 0


if __name__ == "__main__":
    sys.exit(main())
