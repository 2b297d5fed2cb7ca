"""The vectorised environments as ``gymnasium.vector.VectorEnv`` subclasses,
with Gymnasium's spaces: what ``paigen.envs.VectorDouDizhu`` and
``VectorLukFu`` are when gymnasium is installed (``_vector`` holds the
numpy-only classes they extend, which the arena uses).

Spaces (``n`` the number of actions, ``N`` of envs), with
``observation_space == batch_space(single_observation_space, N)`` and
``action_space == batch_space(single_action_space, N)`` as Gymnasium's
wrappers expect:

- ``single_action_space``: ``Discrete(n)``; ``action_space``:
  ``MultiDiscrete([n] * N)``, one id per game;
- ``single_observation_space``: ``Dict`` of ``observation`` (``Box`` of
  int8), ``seat`` (``Discrete(players)``), ``action_ids`` (:class:`LegalIds`:
  the game's legal ids), ``action_offsets`` (:class:`Offsets`: ``[0, k]``, k
  its number of legal ids) and, with masks, ``action_mask``
  (``MultiBinary(n)``);
- ``observation_space``: the ``Dict`` step() returns: ``observation``,
  ``seat`` and ``action_mask`` batched as usual, and the ragged pair as the
  game's spaces batch: every game's ids in one array (``LegalIds`` again) and
  ``Offsets(N)``, ``N + 1`` offsets where each game's ids start.

The batched ``observation`` box keeps its bounds once (:class:`BatchedBox`):
``batch_space``'s copies would take 4 bytes per value of every game, 3 MB per
1,000 Dou Dizhu games, more than the games themselves.
"""

from __future__ import annotations

from copy import deepcopy
from functools import wraps
from typing import Any

import numpy as np
from gymnasium import spaces
from gymnasium.vector import AutoresetMode, VectorEnv
from gymnasium.vector.utils import batch_space

from .._games import GAMES
from . import _vector

__all__ = ["BatchedBox", "LegalIds", "Offsets", "VectorDouDizhu", "VectorLukFu", "observation_space"]


class LegalIds(spaces.Sequence):
    """Legal action ids below `n`: one game's, or many games' one after
    another (a batch of LegalIds is a LegalIds): ``Sequence(Discrete(n),
    stack=True)``, whose elements are int arrays."""

    def __init__(self, n: int) -> None:
        super().__init__(spaces.Discrete(n), stack=True)


class Offsets(spaces.Box):
    """Where the ids of each of `envs` games start in a LegalIds array, and
    where the last ends: ``envs + 1`` int64 offsets (one game: ``[0, k]``).
    A batch of N Offsets(1) is Offsets(N)."""

    def __init__(self, envs: int = 1) -> None:
        super().__init__(0, np.iinfo(np.int64).max, (envs + 1,), dtype=np.int64)
        self.envs = envs

    def contains(self, x: Any) -> bool:
        return bool(super().contains(x) and x[0] == 0 and (np.diff(x) >= 0).all())

    def sample(self, mask: Any = None, probability: Any = None) -> Any:
        """Offsets of games holding 0 to 7 ids each."""
        counts = self.np_random.integers(0, 8, self.envs)
        return np.concatenate([[0], np.cumsum(counts)]).astype(np.int64)


class BatchedBox(spaces.Box):
    """``batch_space(box, n)`` (equal to it) whose ``low``, ``high`` and
    ``bounded_below``/``bounded_above`` are read-only views of `box`'s,
    broadcast to ``(n, *box.shape)``: no memory per game."""

    def __init__(self, box: spaces.Box, n: int) -> None:
        super().__init__(box.low, box.high, dtype=box.dtype, seed=deepcopy(box.np_random))
        self._shape = (n, *box.shape)
        self.low = np.broadcast_to(self.low, self._shape)
        self.high = np.broadcast_to(self.high, self._shape)
        self.bounded_below = np.broadcast_to(self.bounded_below, self._shape)
        self.bounded_above = np.broadcast_to(self.bounded_above, self._shape)


@batch_space.register(LegalIds)
def _batch_legal_ids(space: LegalIds, n: int = 1) -> LegalIds:
    return space


@batch_space.register(Offsets)
def _batch_offsets(space: Offsets, n: int = 1) -> Offsets:
    return Offsets(space.envs * n)


def observation_space(env: Any, high: int) -> spaces.Dict:
    """The single observation space of `env`, whose encoded observations take
    values from 0 to `high`."""
    single: dict[str, spaces.Space[Any]] = {
        "observation": spaces.Box(0, high, (env.observation_size,), dtype=np.int8),
        "seat": spaces.Discrete(env.players),
        "action_ids": LegalIds(env.num_actions),
        "action_offsets": Offsets(),
    }
    if env.masks:
        single["action_mask"] = spaces.MultiBinary(env.num_actions)
    return spaces.Dict(single)


def _gymnasium_attributes(env: Any, high: int) -> None:
    env.single_observation_space = observation_space(env, high)
    single, n = env.single_observation_space, env.num_envs
    env.observation_space = spaces.Dict(
        {
            key: BatchedBox(space, n) if key == "observation" else batch_space(space, n)
            for key, space in single.items()
        },
        seed=deepcopy(single.np_random),
        sort_keys=single.sort_keys,
    )
    env.single_action_space = spaces.Discrete(env.num_actions)
    env.action_space = batch_space(env.single_action_space, env.num_envs)


class VectorDouDizhu(_vector.VectorDouDizhu, VectorEnv):
    __doc__ = _vector.VectorDouDizhu.__doc__
    metadata: dict[str, Any] = {"autoreset_mode": AutoresetMode.NEXT_STEP}  # noqa: RUF012

    # inspect and help() show the numpy class's arguments, not (*args, **kwargs)
    @wraps(_vector.VectorDouDizhu.__init__)  # type: ignore[misc]
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        _gymnasium_attributes(self, GAMES[f"ddz{self.players}"].observation_high)


class VectorLukFu(_vector.VectorLukFu, VectorEnv):
    __doc__ = _vector.VectorLukFu.__doc__
    metadata: dict[str, Any] = {"autoreset_mode": AutoresetMode.NEXT_STEP}  # noqa: RUF012

    # inspect and help() show the numpy class's arguments, not (*args, **kwargs)
    @wraps(_vector.VectorLukFu.__init__)  # type: ignore[misc]
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        _gymnasium_attributes(self, GAMES["lukfu"].observation_high)


# where users find them (and pickle would look)
VectorDouDizhu.__module__ = VectorLukFu.__module__ = "paigen.envs"
