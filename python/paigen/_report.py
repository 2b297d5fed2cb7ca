"""What the command line's ``play`` shows: a progress bar, integer totals of
the outcomes of each chunk of deals, and the summary table made from them."""

from __future__ import annotations

import sys
import time
from collections.abc import Mapping
from typing import Any, TextIO

import numpy as np

__all__ = ["Progress", "add_totals", "summary", "tally"]


class Progress:
    """A progress line on stderr, redrawn in place with a carriage return::

    [#############.................]  45% 4500/10000 deals  190,123 deals/s
    """

    WIDTH = 30

    def __init__(self, total: int, unit: str = "deals", stream: TextIO | None = None) -> None:
        self.total, self.unit = total, unit
        self.stream = stream if stream is not None else sys.stderr
        self.start = time.perf_counter()
        self.width = 0  # length of the line drawn last, to blank a longer one

    def update(self, done: int) -> None:
        if self.stream is None:  # no stderr at all (pythonw and the like)
            return
        filled = self.WIDTH * done // self.total
        line = (
            f"[{'#' * filled}{'.' * (self.WIDTH - filled)}] "
            f"{100 * done // self.total:3d}% {done}/{self.total} {self.unit}"
        )
        if done:
            line += f"  {done / max(time.perf_counter() - self.start, 1e-9):,.0f} {self.unit}/s"
        self.stream.write("\r" + line.ljust(self.width))
        self.stream.flush()
        self.width = len(line)

    def close(self) -> None:
        if self.width and self.stream is not None:
            self.stream.write("\n")
            self.stream.flush()
            self.width = 0

    def clear(self) -> None:
        """Blanks the line (before an error message takes its place)."""
        if self.width and self.stream is not None:
            self.stream.write("\r" + " " * self.width + "\r")
            self.stream.flush()
            self.width = 0


def tally(rules: str, out: Mapping[str, Any]) -> dict[str, int]:
    """Integer totals of one chunk of ``paigen.simulate`` outcomes of a game
    with these ``rules`` (``"doudizhu"`` or ``"lukfu"``). Totals of chunks add
    up exactly, so the summary is the same however a run is cut."""

    def total(values: Any) -> int:
        return int(np.sum(values, dtype=np.int64))

    deals = out["deals"]
    t = {
        "deals": len(deals),
        "moves": total(out["moves"]),
        "redealt": total(deals > 1),
        "redeals": total(deals) - len(deals),
    }
    if rules == "lukfu":  # every dealt game ends at a claim (A2, E1 deal again)
        t["ran_out"] = total(out["ran_out"])
        t["caller_won"] = total(out["winner"] == out["caller"])
        t["winner_total"] = total(out["total"])
        t["winner_points"] = total(out["points"])  # E2, from the engine
    else:
        for key in ("landlord_won", "bid", "multiplier", "stake"):
            t[key] = total(out[key])
    return t


def add_totals(into: dict[str, int], more: Mapping[str, int]) -> None:
    """Adds the totals of ``more`` to ``into``."""
    for key, count in more.items():
        into[key] = into.get(key, 0) + count


def summary(rules: str, t: Mapping[str, int], seconds: float) -> list[tuple[str, str]]:
    """(label, value) rows of the summary table of a ``play`` run."""
    n = t["deals"]

    def rate(count: int) -> str:
        return f"{100 * count / n:.2f}%"

    def mean(total: int, count: int = n, digits: int = 3) -> str:
        return f"{total / count:.{digits}f}" if count else "-"

    rows = [("deals", str(n)), ("time", f"{seconds:.3f} s"), ("deals/s", f"{n / max(seconds, 1e-9):,.0f}")]
    if rules == "lukfu":
        rows += [
            ("hands run out per game", mean(t["ran_out"])),  # E1: dealt again
            ("caller win rate", rate(t["caller_won"])),
            ("non-caller win rate", rate(n - t["caller_won"])),
            ("average total of winners", mean(t["winner_total"])),
            ("average points of winners", mean(t["winner_points"])),
        ]
    else:
        rows += [
            ("landlord win rate", rate(t["landlord_won"])),
            ("peasants win rate", rate(n - t["landlord_won"])),
            ("average bid", mean(t["bid"])),
            ("average multiplier", mean(t["multiplier"])),
            ("average stake", mean(t["stake"])),
        ]
    rows += [
        ("average moves per deal", mean(t["moves"], digits=2)),
        ("redeal rate", rate(t["redealt"])),  # deals that needed at least one redeal
        ("redeals per deal", mean(t["redeals"])),
    ]
    return rows
