"""The names of the built-in agents every game has (the C++ agents of
``agents.h``), the weakest first; each game's ``Agent.names`` adds its search
agents. The strongest plays against a person by default (``paigen play
--human``)."""

from __future__ import annotations

__all__ = ["BUILTIN_AGENTS", "STRONGEST_AGENT"]

BUILTIN_AGENTS: tuple[str, ...] = ("random", "greedy")
STRONGEST_AGENT = "pimc"  # the strongest of both games (docs/search.md), at its default budget
