"""A command's standard output, told apart from everything else that can fail
with an OSError: while a command runs, ``sys.stdout`` is an :class:`Output`,
whose failed writes (a full disk, a closed pipe) raise :class:`OutputError`.
Then the command line says it could not write its output, rather than
mistaking the error for one of a user's agent."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any, TextIO

__all__ = ["Output", "OutputError", "drop_stdout", "watched_stdout"]


class OutputError(Exception):
    """Standard output could not take what was written; the OSError is the ``__cause__``."""


class Output:
    """`stream` (stdout), whose ``write`` and ``flush`` raise OutputError
    instead of an OSError; everything else is the stream's."""

    def __init__(self, stream: TextIO) -> None:
        self._stream = stream

    def write(self, text: str) -> int:
        try:
            return self._stream.write(text)
        except OSError as err:
            raise OutputError(err.strerror or str(err)) from err

    def flush(self) -> None:
        try:
            self._stream.flush()
        except OSError as err:
            raise OutputError(err.strerror or str(err)) from err

    def __getattr__(self, name: str) -> Any:
        return getattr(self._stream, name)


@contextmanager
def watched_stdout() -> Iterator[None]:
    """``sys.stdout`` an :class:`Output` meanwhile, flushed at the end (a
    full disk shows then, not as the interpreter exits)."""
    stream = sys.stdout
    if stream is None:  # no stdout at all (pythonw and the like)
        yield
        return
    sys.stdout = Output(stream)
    try:
        yield
        sys.stdout.flush()
    finally:
        sys.stdout = stream


def drop_stdout() -> None:
    """Points stdout at devnull, so that the interpreter's final flush of what
    could not be written does not fail again."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())
