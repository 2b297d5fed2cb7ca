"""Batch calls, the bots' bulk path: moves per second of
``legal_moves_batch`` (numpy rows, with and without action ids, into new
arrays and into the previous call's arrays through ``out``) against
``count_legal_moves`` (the generation alone) on the same 20-card 3-player
leads, ``ActionSpace.mask_batch`` in hands per second into a reused ``out``, and
Luk Fu's ``legal_moves_batch`` over hands and trick states.

Every benchmark checks its result (never a timing): the rows of
``legal_moves_batch`` are as many as ``count_legal_moves`` counts, hand by hand,
its ids decode to its codes, every mask row allows exactly the hand's legal
moves, and Luk Fu's rows match ``legal_moves`` on sampled states.

Run:

* ``python -m pytest benchmarks/bench_batch.py --benchmark-enable``;
* ``python -m benchmarks.bench_batch`` for the figures the README quotes, as
  ratios measured in one run (best of interleaved rounds, CPU
  time of this process: the batch calls run on the calling thread).
"""

from __future__ import annotations

import functools
import sys
import time

import numpy as np
import pytest

from paigen import doudizhu as dd
from paigen import lukfu as lf
from tests.helpers.lf_states import batch_states

HANDS = 100_000  # 20-card leads, as the README's figures
MASK_HANDS = 4_096  # a reused out of 4,096 x 12,655 bools is 52 MB
LUKFU_STATES = 20_000

# Targets printed beside the figures (never asserted).
TARGET_BATCH_SHARE = 0.50  # legal_moves_batch moves/s over count_legal_moves'
TARGET_MASK_HANDS_PER_S = 300_000


@functools.cache
def leads(n: int = HANDS, seed: int = 1) -> np.ndarray:
    """Hand codes of n 20-card 3-player hands (17 dealt + the kitty) from shuffled decks."""
    rng = np.random.default_rng(seed)
    deck = np.repeat(np.arange(15), [4] * 13 + [1, 1])  # rank of each of the 54 cards
    codes = np.empty(n, dtype=np.uint64)
    for i in range(n):
        counts = np.bincount(rng.permutation(deck)[:20], minlength=15).astype(np.uint64)
        codes[i] = int((counts << (np.arange(15, dtype=np.uint64) * np.uint64(4))).sum())
    return codes


@functools.cache
def lukfu_states(n: int = LUKFU_STATES, seed: int = 2) -> dict[str, np.ndarray]:
    """n Luk Fu decisions, half leads and half follows of a single card."""
    return batch_states(n, seed)


def count(codes: np.ndarray) -> np.ndarray:
    return dd.count_legal_moves(codes)


def batch(
    codes: np.ndarray, space: dd.ActionSpace | None = None, out: dict | None = None
) -> dict[str, np.ndarray]:
    return dd.legal_moves_batch(codes, space=space, out=out)


def lukfu_batch(states: dict[str, np.ndarray]) -> dict[str, np.ndarray]:
    return lf.legal_moves_batch(states["hands"], callers=states["callers"], leds=states["leds"])


# --------------------------------------------------------------------------
# pytest-benchmark (a smaller set of hands: each benchmark runs as a test in CI)
# --------------------------------------------------------------------------

BENCH_HANDS = 10_000


def test_count_legal_moves(benchmark):
    codes = leads()[:BENCH_HANDS]
    counts = benchmark(count, codes)
    assert counts.shape == (BENCH_HANDS,) and (counts > 0).all()
    assert counts[0] == len(dd.legal_moves(dd.Hand.from_code(int(codes[0]))))


@pytest.mark.parametrize("with_ids", [False, True], ids=["rows", "rows+ids"])
def test_legal_moves_batch(benchmark, with_ids):
    codes = leads()[:BENCH_HANDS]
    space = dd.ActionSpace() if with_ids else None
    out = benchmark(batch, codes, space)
    assert (np.diff(out["offsets"]) == count(codes)).all()
    assert not any(np.shares_memory(out[key], column) for key, column in batch(codes, space).items())
    if with_ids:
        decoded = [space.decode(int(i)).code for i in out["action_ids"][:500]]
        assert decoded == out["codes"][:500].tolist()


def test_legal_moves_batch_into_reused_out(benchmark):
    codes = leads()[:BENCH_HANDS]
    previous = batch(codes)
    out = benchmark(batch, codes, None, previous)
    assert all(np.shares_memory(out[key], previous[key]) for key in out)
    assert (np.diff(out["offsets"]) == count(codes)).all()
    assert out["codes"][:300].tolist() == batch(codes)["codes"][:300].tolist()


def test_mask_batch_into_reused_out(benchmark):
    space = dd.ActionSpace()
    codes = leads()[:MASK_HANDS]
    out = np.zeros((MASK_HANDS, space.size), dtype=bool)
    masks = benchmark(space.mask_batch, codes, None, out)
    assert masks is out or np.shares_memory(masks, out)
    assert (out.sum(axis=1) == count(codes)).all()
    first = dd.legal_moves(dd.Hand.from_code(int(codes[0])))
    assert set(np.flatnonzero(out[0]).tolist()) == set(first.action_ids(space).tolist())


def test_lukfu_batch(benchmark):
    states = lukfu_states()
    out = benchmark(lukfu_batch, states)
    offsets = out["offsets"]
    for i in range(0, LUKFU_STATES, 997):
        hand = lf.Hand.from_mask(int(states["hands"][i]))
        led = int(states["leds"][i])
        moves = (
            lf.legal_moves(hand, led=lf.Hand.from_mask(led), caller=False)
            if led
            else lf.legal_moves(hand, caller=False)
        )
        assert out["masks"][offsets[i] : offsets[i + 1]].tolist() == [m.mask for m in moves]


# --------------------------------------------------------------------------
# script mode: the figures, as ratios of one run
# --------------------------------------------------------------------------


def _best_cpu_seconds(runs: dict[str, object], rounds: int) -> dict[str, float]:
    best = dict.fromkeys(runs, float("inf"))
    for _ in range(rounds):
        for name, fn in runs.items():
            start = time.process_time()
            fn()  # type: ignore[operator]
            best[name] = min(best[name], time.process_time() - start)
    return best


def main() -> None:
    from tests.helpers.timings import machine_header

    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    print(machine_header())
    codes = leads()
    space = dd.ActionSpace()
    mask_codes = codes[:MASK_HANDS]
    out = np.zeros((MASK_HANDS, space.size), dtype=bool)
    packed = np.zeros((MASK_HANDS, (space.size + 7) // 8), dtype=np.uint8)
    assert np.array_equal(
        space.mask_batch(mask_codes, None, packed, packed=True),
        np.packbits(space.mask_batch(mask_codes), 1, "little"),
    )
    states = lukfu_states()
    moves = int(count(codes).sum())
    lukfu_moves = int(lukfu_batch(states)["offsets"][-1])
    reused, reused_ids = batch(codes), batch(codes, space)
    best = _best_cpu_seconds(
        {
            "count_legal_moves": lambda: count(codes),
            "legal_moves_batch": lambda: batch(codes),
            "legal_moves_batch + ids": lambda: batch(codes, space),
            "legal_moves_batch, out=": lambda: batch(codes, None, reused),
            "legal_moves_batch + ids, out=": lambda: batch(codes, space, reused_ids),
            "mask_batch (reused out)": lambda: space.mask_batch(mask_codes, None, out),
            "mask_batch packed (reused out)": lambda: space.mask_batch(mask_codes, None, packed, packed=True),
            "lukfu legal_moves_batch": lambda: lukfu_batch(states),
        },
        rounds,
    )
    rate = {name: moves / seconds for name, seconds in best.items() if not name.startswith(("mask", "lukfu"))}
    print(f"\n{HANDS:,} 20-card 3p leads, {moves:,} moves; CPU time, best of {rounds} interleaved rounds")
    for name, r in rate.items():
        print(
            f"{name:30}{r / 1e6:>10.1f} M moves/s{r / rate['count_legal_moves']:>8.0%} of count_legal_moves"
        )
    mask_rate = MASK_HANDS / best["mask_batch (reused out)"]
    packed_rate = MASK_HANDS / best["mask_batch packed (reused out)"]
    print(f"{'mask_batch (reused out)':28}{mask_rate:>10,.0f} hands/s")
    print(f"{'mask_batch packed=True':28}{packed_rate:>10,.0f} hands/s ({packed_rate / mask_rate:.2f}x bool)")
    lukfu_rate = lukfu_moves / best["lukfu legal_moves_batch"]
    print(f"{'lukfu legal_moves_batch':28}{lukfu_rate / 1e6:>10.1f} M moves/s ({LUKFU_STATES:,} states)")
    share = rate["legal_moves_batch"] / rate["count_legal_moves"]
    share_out = rate["legal_moves_batch, out="] / rate["count_legal_moves"]
    verdicts = ["met" if s >= TARGET_BATCH_SHARE else "not met" for s in (share, share_out)]
    print(
        f"\ntargets: legal_moves_batch {share:.0%} into new arrays, {share_out:.0%} with out=, of "
        f"count_legal_moves (>= {TARGET_BATCH_SHARE:.0%}): {verdicts[0]} and {verdicts[1]}; mask_batch "
        f"{mask_rate:,.0f} hands/s of CPU time (>= {TARGET_MASK_HANDS_PER_S:,} on the development machine: "
        f"{'met' if mask_rate >= TARGET_MASK_HANDS_PER_S else 'not met on this CPU'})"
    )


if __name__ == "__main__":
    main()
