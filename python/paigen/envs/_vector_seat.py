"""One-seat mode of the vectorised environments: what plays the other seats.

A built-in agent (its name, ``Agent.names`` of the game with a budget if it
takes one, ``"pimc:samples=16"``, or an ``Agent`` of the game, by its name)
plays them in C++, inside ``step``. Any other opponent is a batch agent, asked from
Python between the core's steps: an object with ``act(observations, legal) ->
ids`` (the arena's batch agents) or a callable ``opponent(observations,
legal) -> ids``. ``observations`` holds the encoded observations of the games
where an opponent is to decide, one row each, and ``legal`` is the pair
``(action_ids, action_offsets)`` of their legal ids (game j's are
``action_ids[action_offsets[j]:action_offsets[j + 1]]``); it answers one id
per game. The core steps those games alone (``hold``) until the seat is to
decide again in every game.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np
from numpy.typing import NDArray

from .._checks import shown
from ..errors import IllegalMoveError

__all__ = ["BatchOpponent", "opponent_of", "play_opponents"]

BatchOpponent = Callable[[NDArray[np.int8], tuple[NDArray[np.int32], NDArray[np.int64]]], Any]
"""``opponent(observations, legal) -> ids``: one legal id per row of observations."""


def opponent_of(opponents: object, agent_class: type) -> tuple[str | None, BatchOpponent | None]:
    """(built-in name, None) or (None, batch agent) for the ``opponents``
    argument; a TypeError or ValueError naming it for anything else."""
    if isinstance(opponents, agent_class):
        opponents = opponents.name  # type: ignore[attr-defined]
    if isinstance(opponents, str):
        try:
            agent_class(opponents, 0)  # checks the name and its budget
        except ValueError as error:
            names = ", ".join(map(repr, agent_class.names))  # type: ignore[attr-defined]
            raise ValueError(
                f"opponents must be a built-in agent ({names}; a search agent with a budget: "
                f"'pimc:samples=16') or a batch agent, not {shown(opponents)} ({error})"
            ) from None
        return opponents, None
    act = getattr(opponents, "act", None)
    if callable(act):
        return None, act
    if callable(opponents):
        return None, opponents
    raise TypeError(
        "opponents must be a built-in agent's name, an Agent, an object with act(observations, legal) "
        f"or a callable opponent(observations, legal), not {type(opponents).__name__}"
    )


def waiting(obs: dict[str, NDArray[Any]], seat: int) -> NDArray[np.bool_]:
    """The games where another seat than `seat` is to decide."""
    ask: NDArray[np.bool_] = (np.diff(obs["action_offsets"]) > 0) & (obs["seat"] != seat)
    return ask


def legal_of(
    obs: dict[str, NDArray[Any]], rows: NDArray[np.intp]
) -> tuple[NDArray[np.int32], NDArray[np.int64]]:
    """The legal ids of the games `rows`, as one flat array and its offsets."""
    offsets = obs["action_offsets"]
    counts = offsets[rows + 1] - offsets[rows]
    sub = np.zeros(len(rows) + 1, dtype=np.int64)
    np.cumsum(counts, out=sub[1:])
    where = np.repeat(offsets[rows] - sub[:-1], counts) + np.arange(sub[-1], dtype=np.int64)
    return obs["action_ids"][where], sub


def answers_of(
    opponent: BatchOpponent, obs: dict[str, NDArray[Any]], rows: NDArray[np.intp]
) -> NDArray[np.int32]:
    """The opponent's ids for the games `rows`, checked: IllegalMoveError
    naming the game for an answer that is not one of its legal ids."""
    ids, offsets = legal_of(obs, rows)
    answer = np.asarray(opponent(obs["observation"][rows], (ids, offsets)))
    if answer.shape != rows.shape or answer.dtype.kind not in "iu":
        raise IllegalMoveError(
            f"the opponent answered {shown(answer)}: it must answer one id (an int) per game, "
            f"an array of shape {rows.shape}"
        )
    # One numpy pass over every game's ids (each game asked has some): a loop
    # over the games would cost more than the core's step itself.
    hit = ids == np.repeat(answer, np.diff(offsets))
    legal = np.logical_or.reduceat(hit, offsets[:-1]) if len(rows) else np.ones(0, dtype=np.bool_)
    if not legal.all():
        j = int(np.flatnonzero(~legal)[0])
        row = rows[j]
        raise IllegalMoveError(
            f"the opponent answered {int(answer[j])} in env {int(row)} (seat {int(obs['seat'][row])}): "
            f"not one of its legal ids {shown(ids[offsets[j] : offsets[j + 1]].tolist(), 60)}"
        )
    return answer.astype(np.int32)


def play_opponents(
    core: Any, step: tuple[Any, ...], seat: int, opponent: BatchOpponent
) -> tuple[dict[str, NDArray[Any]], NDArray[np.float32], NDArray[np.bool_]]:
    """After a step (or a reset: ``step`` is then ``(obs, info)``), lets the
    opponent decide in every game where another seat is to, stepping those
    games alone, until the seat is to decide in all: the last observations,
    the seat's rewards over these steps and whether its deal ended."""
    obs = step[0]
    num_envs = len(obs["seat"])
    rewards = step[1][:, seat].copy() if len(step) == 5 else np.zeros(num_envs, dtype=np.float32)
    ended = step[2].copy() if len(step) == 5 else np.zeros(num_envs, dtype=np.bool_)
    actions = np.zeros(num_envs, dtype=np.int32)
    while True:
        ask = waiting(obs, seat)
        rows = np.flatnonzero(ask)
        if not len(rows):
            return obs, rewards, ended
        actions[rows] = answers_of(opponent, obs, rows)
        obs, step_rewards, terminated, _, _ = core.step(actions, ~ask)
        rewards += step_rewards[:, seat]
        ended |= terminated
