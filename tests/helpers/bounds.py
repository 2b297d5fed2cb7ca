"""Time bounds for tests that start processes, threads or long runs: a stuck
test stops the whole run with every thread's traceback instead of hanging."""

from __future__ import annotations

import faulthandler
from collections.abc import Callable, Iterator

import pytest


def time_limit(seconds: int) -> Callable[..., Iterator[None]]:
    """An autouse fixture for a test module (``bounded = time_limit(120)``):
    each of its tests ends within `seconds`, or the process stops with a
    traceback."""

    @pytest.fixture(autouse=True)
    def bounded() -> Iterator[None]:
        faulthandler.dump_traceback_later(seconds, exit=True)
        yield
        faulthandler.cancel_dump_traceback_later()

    return bounded
