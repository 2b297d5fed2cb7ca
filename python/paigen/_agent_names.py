"""The names of the built-in agents: the C++ agents of ``agents.h``, the same
in every game, the weakest first. The strongest plays against a person by
default (``paigen play --human``)."""

from __future__ import annotations

__all__ = ["BUILTIN_AGENTS", "STRONGEST_AGENT"]

BUILTIN_AGENTS: tuple[str, ...] = ("random", "greedy")
STRONGEST_AGENT = BUILTIN_AGENTS[-1]
