"""A decision applied to either game's ``Game`` by its type, as ``Agent.decide``
returns it and ``Game.history`` lists it."""

from __future__ import annotations

from typing import Any


def apply(game: Any, decision: Any) -> None:
    """A bool is a Luk Fu call, an int a Dou Dizhu bid (0: pass), anything
    else a move to play."""
    if isinstance(decision, bool):
        game.call(decision)
    elif isinstance(decision, int):
        game.bid(decision)
    else:
        game.play(decision)
