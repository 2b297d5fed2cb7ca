"""Vectorised environments: many deals stepped by one call, in C++ with the GIL
released, numpy in and out (needs numpy only, not gymnasium).

Both classes follow Gymnasium's vector API with next-step autoreset:
``reset(seed=None) -> (obs, info)`` and ``step(actions) -> (obs, rewards,
terminated, truncated, info)``. ``obs`` describes the seat to decide in every
game:

- ``"observation"``: ``int8 (num_envs, observation_size)``, that seat's
  ``Game.observation(seat).encode()`` (paigen's layout);
- ``"seat"``: ``int8 (num_envs,)``, that seat (for a deal that just ended, the
  seat that made its last decision);
- ``"action_ids"``: ``int32``, the legal action ids of all games, one flat
  array: game i's are ``action_ids[action_offsets[i]:action_offsets[i + 1]]``,
  in ``Game.legal_moves()`` order (none for a deal that just ended);
- ``"action_offsets"``: ``int64 (num_envs + 1,)``;
- with ``masks=True``, ``"action_mask"``: ``bool (num_envs, num_actions)``, a
  read-only view of one buffer that every step rewrites (copy it to keep it);
  with ``masks="bits"``, the same mask packed 8 ids a byte, least significant
  bit first: ``uint8 (num_envs, (num_actions + 7) // 8)``, id k at bit ``k % 8``
  of byte ``k // 8``, so ``numpy.unpackbits(mask, axis=1, count=num_actions,
  bitorder="little")`` is the bool mask (for users who unpack on a GPU).

``observations=False`` leaves ``"observation"`` out and skips encoding it (for
search and playouts that read only the ids and masks).

``actions`` holds one action id per game. ``rewards`` is ``float32 (num_envs,
players)``: every seat's payoff (``Game.payoffs``) at the step where a deal
ends, else 0. ``terminated[i]`` is True at that step; the next step ignores
game i's action and deals its next deal (reward 0, ``terminated`` False).
``truncated`` is always False. Arrays are new at every step, except the mask.

Env i plays deal k of its own stream, seeded from (``seed``, ``first_env + i``,
k): the same seed gives the same deals whatever ``num_envs`` a run is split
into (``first_env`` numbers the envs of one part of a split run).

``threads=k`` cuts the games into k parts of consecutive games, stepped at once
by k threads; the default (None) takes one thread per 256 games, at most one
per CPU core and at most 8. The results do not depend on the threads.
"""

from __future__ import annotations

import operator
import os
from typing import Any, Literal

import numpy as np
from numpy.typing import NDArray

from .. import doudizhu as dd
from .. import lukfu as lf
from .._core import doudizhu as _dd
from .._core import lukfu as _lf

__all__ = ["VectorDouDizhu", "VectorLukFu"]

_INT32 = np.iinfo(np.int32)
GAMES_PER_THREAD = 256  # fewer games per thread gain less than waking a thread costs
MAX_DEFAULT_THREADS = 8


def default_threads(num_envs: int) -> int:
    """The threads a vector env of `num_envs` games steps with by default."""
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)
    return max(1, min(cores, MAX_DEFAULT_THREADS, operator.index(num_envs) // GAMES_PER_THREAD))


Observations = dict[str, NDArray[Any]]
StepResult = tuple[Observations, NDArray[np.float32], NDArray[np.bool_], NDArray[np.bool_], dict[str, Any]]


class _Vector:
    metadata: dict[str, Any] = {"autoreset_mode": "NextStep"}  # noqa: RUF012  (Gymnasium's key)

    _core: Any
    num_envs: int

    def reset(
        self, seed: int | None = None, *, deals: Any = None, agent_seeds: Any = None
    ) -> tuple[Observations, dict[str, Any]]:
        """Deals deal 0 of every env from `seed` (an int in [0, 2**64); None:
        the seed given at construction the first time, then a new one each
        time) and returns ``(obs, info)``; ``info`` is empty.

        ``deals`` (instead of a seed: a uint64 array, one per env) plays
        exactly the deal ``Game(seed=deals[i])`` in env i, once: when it ends
        (``terminated``), the env stays over, with no legal ids and reward 0,
        and takes any action, until the next reset (for evaluations over
        chosen deals, as the arena's). ``agent_seeds`` (with ``deals``: uint64,
        num_envs x players) seeds the draws of :meth:`agent_actions` at each
        seat of each game, as ``paigen.arena`` seats built-in agents."""
        if deals is not None:
            deals = np.asarray(deals)
            if deals.dtype.kind not in "iu":
                raise TypeError(f"deals must be an array of deal seeds (ints), not of {deals.dtype}")
            if deals.size and deals.min() < 0:
                raise ValueError("deals must be seeds in [0, 2**64), not negative")
            deals = deals.astype(np.uint64)
        if agent_seeds is not None:
            agent_seeds = np.ascontiguousarray(agent_seeds, dtype=np.uint64).reshape(-1)
        obs, info = self._core.reset(seed, deals, agent_seeds)
        return obs, info

    def step(self, actions: Any) -> StepResult:
        """Applies ``actions[i]`` (an int array of length num_envs) to game i.
        An action that is not one of game i's legal ids raises
        ``paigen.IllegalMoveError`` naming the game, and no game changes."""
        return self._core.step(self._actions(actions))  # type: ignore[no-any-return]

    def game(self, i: int) -> Any:
        """A copy of game i's current deal as a ``Game`` (its decisions so
        far replayed from its deal)."""
        return self._core.game(i)

    def agent_actions(self, agent: str) -> NDArray[np.int32]:
        """The action id the built-in agent `agent` (``"random"`` or
        ``"greedy"``, the game's ``Agent``) chooses in every game, for the seat
        to decide (0 for a deal that just ended); its random draws come from
        each game's own generator, seeded from the deal. Pass them, or some of
        them, to step()."""
        return self._core.agent_actions(agent)  # type: ignore[no-any-return]

    @property
    def threads(self) -> int:
        """How many threads step the games (the ``threads`` argument, at most num_envs)."""
        return self._core.threads  # type: ignore[no-any-return]

    def close(self) -> None:
        """Nothing to release (for Gymnasium's API)."""

    def _actions(self, actions: Any) -> NDArray[np.int32]:
        array = np.asarray(actions)
        if array.dtype == np.int32 and array.shape == (self.num_envs,):
            return array
        if array.dtype.kind not in "iu":
            raise TypeError(f"actions must be an array of ints, not of {array.dtype}")
        if array.shape != (self.num_envs,):
            raise ValueError(f"actions must have shape ({self.num_envs},), not {array.shape}")
        # out of the int32 range: no legal id; -1 keeps step() naming the game
        return np.where((array < _INT32.min) | (array > _INT32.max), -1, array).astype(np.int32)


class VectorDouDizhu(_Vector):
    """``num_envs`` Dou Dizhu deals of `players` (3 or 4) under `variant` (a
    preset's name or a ``paigen.doudizhu.Variant``; 3 players only), stepped
    together (see the module's documentation).

    Action ids: a play is its id in ``space = ActionSpace(players, variant)``
    (the pass included, ``space.pass_id``); bid k (0 = pass, B2) is
    ``space.bid_id(k)``, and there are ``num_actions = space.num_actions`` ids. The
    auction is made of steps too. `seed` None draws one from the operating
    system; `masks` adds ``"action_mask"`` to the observations.

    >>> import numpy as np
    >>> env = VectorDouDizhu(4, seed=1)
    >>> obs, info = env.reset()
    >>> obs["observation"].shape, obs["action_offsets"].tolist()
    ((4, 763), [0, 4, 8, 12, 16])
    >>> obs["action_ids"][:4] - env.space.size    # the auction: pass, bid 1, 2, 3
    array([0, 1, 2, 3], dtype=int32)
    >>> bid_3 = obs["action_ids"][obs["action_offsets"][:-1] + 3]
    >>> obs, rewards, terminated, truncated, info = env.step(bid_3)
    >>> game = env.game(0)                        # bid 3 ends the auction at once
    >>> game.landlord == game.first_bidder, game.phase
    (True, 'play')
    """

    def __init__(
        self,
        num_envs: int,
        players: int = 3,
        variant: Any = "standard",
        seed: int | None = None,
        masks: bool | Literal["bits"] = False,
        *,
        first_env: int = 0,
        threads: int | None = None,
        observations: bool = True,
    ) -> None:
        if threads is None:
            threads = default_threads(num_envs)
        self._core = _dd.VectorEnv(
            num_envs, players, variant, seed, masks, first_env, threads, observations=observations
        )
        self.num_envs: int = self._core.num_envs
        self.players: int = self._core.players
        self.space: dd.ActionSpace = dd.ActionSpace(self.players, variant)
        self.variant: dd.Variant = self.space.variant
        self.observation_size: int = self._core.observation_size
        self.num_actions: int = self._core.num_actions
        self.masks: bool | str = masks if masks == "bits" else bool(masks)
        self.observations = observations

    def bid_id(self, bid: int) -> int:
        """The action id of bid `bid` (0 = pass, 1-3): ``space.bid_id(bid)``."""
        return self.space.bid_id(bid)

    def __repr__(self) -> str:
        return f"VectorDouDizhu({self.num_envs}, players={self.players}, variant={self.variant.name!r})"


class VectorLukFu(_Vector):
    """``num_envs`` Luk Fu deals stepped together (see the module's
    documentation). An action id is the index of a decision among the legal
    ones: while calling, 0 says play and 1 pass (A2); in play, the index in
    ``Game.legal_moves()``; ``num_actions = 924`` (C(12, 6) discards, the most
    one position has). A game deals again within its episode after three
    passes (A2) or hands that run out without a claim (E1), and ends at a
    claim. `seed` None draws one from the operating system; `masks` adds
    ``"action_mask"`` to the observations.

    >>> env = VectorLukFu(2, seed=1)
    >>> obs, info = env.reset()
    >>> obs["observation"].shape, obs["action_ids"].tolist()   # calling: play, pass
    ((2, 398), [0, 1, 0, 1])
    """

    def __init__(
        self,
        num_envs: int,
        seed: int | None = None,
        masks: bool | Literal["bits"] = False,
        *,
        first_env: int = 0,
        threads: int | None = None,
        observations: bool = True,
    ) -> None:
        if threads is None:
            threads = default_threads(num_envs)
        self._core = _lf.VectorEnv(num_envs, seed, masks, first_env, threads, observations=observations)
        self.num_envs = self._core.num_envs
        self.players: int = self._core.players
        self.observation_size: int = self._core.observation_size
        self.num_actions: int = self._core.num_actions
        self.masks: bool | str = masks if masks == "bits" else bool(masks)
        self.observations = observations

    def game(self, i: int) -> lf.Game:
        return self._core.game(i)  # type: ignore[no-any-return]

    def __repr__(self) -> str:
        return f"VectorLukFu({self.num_envs})"
