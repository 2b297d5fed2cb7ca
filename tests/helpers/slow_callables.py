"""Callables that take their time, for the tests that stop a run under way
(tests/test_interrupt_workers.py): an arena agent and a parity generator that
sleep at every call, and write their process id to the file named by
``PAIGEN_TEST_PIDS`` on their first call, so that a test knows when every
worker is busy and can check afterwards that none is left behind."""

from __future__ import annotations

import gc
import multiprocessing.queues
import os
import struct
import time
from typing import Any

from . import arena_agents, parity_generators

PAUSE = 0.05  # seconds per decision or query: a shard of either takes minutes

_announced = False


def _announce() -> None:
    global _announced
    if _announced:
        return
    _announced = True
    path = os.environ.get("PAIGEN_TEST_PIDS")
    if path:
        with open(path, "a") as f:
            f.write(f"{os.getpid()}\n")


def slow_first(obs: Any) -> Any:
    """arena_agents.first, PAUSE seconds per decision."""
    _announce()
    time.sleep(PAUSE)
    return arena_agents.first(obs)


def slow_exact(hand: str, last: str | None) -> list[str]:
    """parity_generators.exact, PAUSE seconds per query."""
    _announce()
    time.sleep(PAUSE)
    return parity_generators.exact(hand, last)


def half_sent_result(job: int) -> int:
    """Writes the start of a result message on the pool's result pipe (a
    length and one byte of 1 MB), then works on: a worker killed now leaves the
    pool's reader in the middle of a message."""
    results = next(o for o in gc.get_objects() if isinstance(o, multiprocessing.queues.SimpleQueue))
    os.write(results._writer.fileno(), struct.pack("!i", 1 << 20) + b"\x80")
    time.sleep(3600)
    return job
