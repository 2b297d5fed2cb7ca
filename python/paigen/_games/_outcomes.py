"""The outcome columns every game's playouts have (``deals``: 1 + redeals,
``moves``), their totals and summary rows; each game adds its own columns
(``_games/doudizhu.py``, ``_games/lukfu.py``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import numpy as np

from ._spec import SummaryRows

__all__ = ["common_tally", "mean", "rate", "summary_head", "summary_tail", "total"]


def total(values: Any) -> int:
    """The sum of a column (or a mask) as a Python int."""
    return int(np.sum(values, dtype=np.int64))


def common_tally(out: Mapping[str, Any]) -> dict[str, int]:
    """Totals of the columns every game has: deals, moves, redeals."""
    deals = out["deals"]
    return {
        "deals": len(deals),
        "moves": total(out["moves"]),
        "redealt": total(deals > 1),
        "redeals": total(deals) - len(deals),
    }


def rate(count: int, n: int) -> str:
    return f"{100 * count / n:.2f}%"


def mean(value: int, count: int, digits: int = 3) -> str:
    return f"{value / count:.{digits}f}" if count else "-"


def summary_head(totals: Mapping[str, int], seconds: float) -> SummaryRows:
    """The first rows of every summary: deals, time, deals/s."""
    n = totals["deals"]
    return [("deals", str(n)), ("time", f"{seconds:.3f} s"), ("deals/s", f"{n / max(seconds, 1e-9):,.0f}")]


def summary_tail(totals: Mapping[str, int]) -> SummaryRows:
    """The last rows of every summary: moves per deal and redeals."""
    n = totals["deals"]
    return [
        ("average moves per deal", mean(totals["moves"], n, digits=2)),
        ("redeal rate", rate(totals["redealt"], n)),  # deals that needed at least one redeal
        ("redeals per deal", mean(totals["redeals"], n)),
    ]
