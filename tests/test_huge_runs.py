"""Runs of very many shards plan them as they go: ``arena.evaluate`` with
``shard_size=1`` and 10**7 deals holds little memory before its first game
(listing 10**7 shards first took over a gigabyte). The runs of 2**40 that
start at once and stop on Ctrl-C are in tests/test_interrupt_workers.py."""

from __future__ import annotations

import pytest

from tests.helpers import subprocesses
from tests.helpers.bounds import time_limit

bounded = time_limit(120)
MEGABYTES = 100  # resident memory before the first game, at most

SCRIPT = """
import os
from paigen import arena


def resident_mb():
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024


def first_decision(obs):
    print(resident_mb(), flush=True)
    os._exit(0)


arena.evaluate([first_decision, "random"], game="{game}", deals=10**7, shard_size=1)
"""


@pytest.mark.parametrize("game", ["ddz3", "lukfu"])
def test_ten_million_one_deal_shards_start_small(game, tmp_path):
    script = tmp_path / "run.py"
    script.write_text(SCRIPT.replace("{game}", game))
    proc = subprocesses.start(["python", str(script)])
    try:
        out, err = proc.communicate(timeout=100)
    finally:
        subprocesses.stop(proc)
    assert proc.returncode == 0, err[-2000:]
    resident = float(out)
    print(f"{game}: {resident:.1f} MB resident at the first decision")
    assert resident < MEGABYTES
