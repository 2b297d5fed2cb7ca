"""Threads of the thread-safety tests: started together, each joined within a
bound, so that a hung call fails the test instead of hanging the run."""

from __future__ import annotations

import threading
from collections.abc import Callable


def run_threads(run: Callable[[int], None], count: int, timeout: float) -> None:
    """Runs run(t) for t in range(count), each in its own daemon thread, and
    waits up to `timeout` seconds for each to end; one still running fails."""
    threads = [threading.Thread(target=run, args=(t,), daemon=True) for t in range(count)]
    for th in threads:
        th.start()
    for th in threads:
        th.join(timeout)
        assert not th.is_alive(), "a thread hung"
