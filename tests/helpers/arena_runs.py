"""Checks of arena runs: two ArenaResults that hold the same games, and the
shape of an error message."""

from __future__ import annotations

import numpy as np
import pytest

from paigen import arena


def same_run(a: arena.ArenaResult, b: arena.ArenaResult) -> bool:
    """The same games and the same statistics."""
    return (
        a == b
        and a.seatings == b.seatings
        and np.array_equal(a.payoffs, b.payoffs)
        and np.array_equal(a.role_seat, b.role_seat)
    )


def check_message(err: pytest.ExceptionInfo, *words: str) -> None:
    """An error message of one short line that names every word."""
    text = str(err.value)
    assert len(text) < 400 and "\n" not in text, text
    for word in words:
        assert word in text, (word, text)
