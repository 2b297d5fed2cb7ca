"""Memory of the batch calls goes back (issue 15, item 5's C++ side): after
large legal_moves_batch results are freed, the process's resident memory is
back within 50 MB of where it started. Measured in a subprocess (its own
RSS), bounded to a few hundred MB."""

from __future__ import annotations

import subprocess
import sys
import textwrap

import pytest

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc/self/statm")

SCRIPT = textwrap.dedent(
    """
    import gc, os
    import numpy as np
    from paigen import doudizhu as dd

    def rss_mb():
        with open("/proc/self/statm") as f:
            return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20

    rng = np.random.default_rng(5)
    deck = np.array([dd.Game(3, seed=s).hands[0].code for s in range(64)], dtype=np.uint64)
    hands = np.tile(deck, 6000)  # 384,000 hands of 17 cards: a few hundred MB of moves
    dd.legal_moves_batch(hands[:64])  # the module's own first-use memory, before the baseline
    gc.collect()
    start = rss_mb()
    peak = start
    for round in range(3):
        kept = [dd.legal_moves_batch(hands[: len(hands) // (1 + k)]) for k in range(2)]
        peak = max(peak, rss_mb())
        del kept
        gc.collect()
    end = rss_mb()
    print(f"{start:.0f} {peak:.0f} {end:.0f}")
    """
)


def test_rss_returns_after_large_batches_are_freed() -> None:
    result = subprocess.run(
        [sys.executable, "-c", SCRIPT], capture_output=True, text=True, timeout=300, check=False
    )
    assert result.returncode == 0, result.stderr[-800:]
    start, peak, end = map(float, result.stdout.split())
    assert peak - start > 200, f"the batches were too small to tell ({start}, {peak})"
    assert end - start < 50, (
        f"RSS {start:.0f} MB -> {end:.0f} MB after the results were freed (peak {peak:.0f})"
    )
