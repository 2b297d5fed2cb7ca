"""Memory per game of the vectorised Dou Dizhu environment: what bounds how
many games a machine steps at once. Measured in a fresh process (VmRSS after
20,000 games have stepped 150 times, less before they were made), so that
nothing else the tests hold is counted."""

from __future__ import annotations

import subprocess
import sys

import pytest

SCRIPT = r"""
import gc, sys
import numpy as np
from paigen.envs import VectorDouDizhu

def rss_kb():
    with open("/proc/self/status") as status:
        return next(int(line.split()[1]) for line in status if line.startswith("VmRSS:"))

N, observations = 20_000, sys.argv[1] == "True"
VectorDouDizhu(4, seed=0, threads=1, observations=observations).reset()  # everything loaded first
gc.collect()
before = rss_kb()
env = VectorDouDizhu(N, seed=1, threads=1, observations=observations)
obs, _ = env.reset()
rng = np.random.default_rng(0)
for _ in range(150):  # past the first deals' largest steps (every game leading 20 cards at once)
    offsets, ids = obs["action_offsets"], obs["action_ids"]
    picks = offsets[:-1] + (rng.random(N) * np.diff(offsets)).astype(np.int64)
    obs = env.step(ids.take(picks, mode="clip"))[0]
gc.collect()
print((rss_kb() - before) * 1024 / N)
"""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc/self/status")
@pytest.mark.parametrize(("observations", "most"), [(True, 3400), (False, 2000)])
def test_bytes_per_game(observations, most):
    """Bytes of RSS per game, the observations the caller holds included
    (763 bytes a game): at most about half of 6.7 KB with observations. What
    keeps it there: the batched observation space keeps its bounds once, the
    agents' generators are made on their first draw, recent plays are card
    sets, the legal-id buffers grow by a quarter."""
    out = subprocess.run(
        [sys.executable, "-c", SCRIPT, str(observations)], capture_output=True, text=True, timeout=300
    )
    assert out.returncode == 0, out.stderr
    assert float(out.stdout) <= most
