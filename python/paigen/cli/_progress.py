"""The progress line the long commands (play, fuzz, arena) draw on stderr while
they run, when stderr is a terminal."""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from typing import Any, TextIO

from ._options import UsageError

__all__ = ["Progress", "run_with_progress"]


class Progress:
    """A progress line on stderr when it is a terminal, redrawn in place with a
    carriage return::

    [#############.................]  45% 4500/10000 deals  190,123 deals/s
    """

    WIDTH = 30

    def __init__(self, total: int, unit: str = "deals", stream: TextIO | None = None) -> None:
        self.total, self.unit = total, unit
        self.stream = stream if stream is not None else sys.stderr
        self.start = time.perf_counter()
        self.width = 0  # length of the line drawn last, to blank a longer one
        # Drawn on a terminal only: in a file or a pipe the redrawn line is noise.
        self.drawn = _is_terminal(self.stream)

    def update(self, done: int) -> None:
        if not self.drawn:
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


def _is_terminal(stream: TextIO | None) -> bool:
    try:
        return stream is not None and stream.isatty()
    except (AttributeError, ValueError, OSError):  # no isatty, or closed
        return False


def run_with_progress(
    run: Callable[[Callable[[int], None]], Any],
    total: int,
    unit: str,
    usage_errors: tuple[type[BaseException], ...],
) -> tuple[Any, float]:
    """``run(progress)`` under a progress line on stderr (`progress` is called
    with the count done) and the seconds it took. On an error the line is
    blanked, as the error is the one line on stderr; `usage_errors` (and only
    they) become a UsageError."""
    progress = Progress(total, unit=unit)
    start = time.perf_counter()
    try:
        result = run(progress.update)
    except BaseException as err:
        progress.clear()
        if isinstance(err, usage_errors):
            raise UsageError(str(err)) from err  # the cause, for --traceback
        raise
    progress.close()
    return result, time.perf_counter() - start
