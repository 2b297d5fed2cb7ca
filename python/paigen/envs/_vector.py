"""Vectorised environments: many deals stepped by one call, in C++ with the GIL
released, numpy in and out (numpy only: ``paigen.envs.VectorDouDizhu`` and
``VectorLukFu`` are these classes, made ``gymnasium.vector.VectorEnv``
subclasses with Gymnasium's spaces when gymnasium is installed, in
``_vector_gym``).

Both classes follow Gymnasium's vector API with next-step autoreset:
``reset(seed=None, options=None) -> (obs, info)`` and ``step(actions) ->
(obs, rewards, terminated, truncated, info)``. ``obs`` describes the seat to
decide in every game:

- ``"observation"``: ``int8 (num_envs, observation_size)``, that seat's
  ``Game.observation(seat).encode()`` (paigen's layout);
- ``"seat"``: ``int8 (num_envs,)``, that seat (for a deal that just ended, the
  seat that made its last decision; in one-seat mode always the seat);
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

**One seat** (``seat=k``): ``step`` takes the decisions of seat k only, as a
single learner expects (MaskablePPO, CleanRL). The other seats are played by
``opponents`` inside ``step``: a built-in agent's name (``"random"``, the
default, ``"greedy"``, a search agent with its budget, ``"pimc:samples=16"``;
an ``Agent`` stands for its name) in C++, or a batch
agent (``act(observations, legal) -> ids``, or a callable of the same
arguments) asked between the core's steps (see ``_vector_seat``). Rewards
are then ``float32 (num_envs,)``, seat k's payoff. A deal over before seat
k's first decision is dealt again within the step (``skipped_deals`` counts
them), except a deal given by ``reset(deals=...)``, which the next step
reports.

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
import re
from typing import Any, Literal

import numpy as np
from numpy.typing import NDArray

from .. import doudizhu as dd
from .. import lukfu as lf
from .._core import doudizhu as _dd
from .._core import lukfu as _lf
from ..errors import IllegalMoveError, StateError
from ._vector_seat import BatchOpponent, opponent_of, play_opponents

__all__ = ["VectorDouDizhu", "VectorLukFu"]

_INT32 = np.iinfo(np.int32)
GAMES_PER_THREAD = 256  # fewer games per thread gain less than waking a thread costs
MAX_DEFAULT_THREADS = 8


def default_threads(num_envs: int) -> int:
    """The threads a vector env of `num_envs` games steps with by default."""
    if isinstance(num_envs, bool) or not hasattr(type(num_envs), "__index__"):
        raise TypeError(f"num_envs must be an int, not {type(num_envs).__name__}")
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)
    return max(1, min(cores, MAX_DEFAULT_THREADS, operator.index(num_envs) // GAMES_PER_THREAD))


Observations = dict[str, NDArray[Any]]
StepResult = tuple[Observations, NDArray[np.float32], NDArray[np.bool_], NDArray[np.bool_], dict[str, Any]]


def _seeds(name: str, seeds: Any) -> NDArray[np.uint64]:
    """`seeds` (deals or agent_seeds) as uint64 seeds, ints in [0, 2**64) only."""
    array = np.asarray(seeds)
    if array.dtype.kind not in "iu":
        raise TypeError(f"{name} must be an array of seeds (ints), not of {array.dtype}")
    if array.size and array.min() < 0:
        raise ValueError(f"{name} must be seeds in [0, 2**64), not negative")
    return np.ascontiguousarray(array, dtype=np.uint64)


class _Vector:
    # Gymnasium's key; the gymnasium subclass holds gymnasium.vector.AutoresetMode.NEXT_STEP
    metadata: dict[str, Any] = {"autoreset_mode": "NextStep"}  # noqa: RUF012
    closed = False
    _np_random: np.random.Generator | None = None  # Gymnasium's np_random, seeded by reset(seed)
    _np_random_seed: int | None = None

    _core: Any
    num_envs: int
    players: int
    seat: int | None
    _opponent: BatchOpponent | None

    def _start(
        self,
        core: Any,
        masks: object,
        observations: bool,
        seat: int | None,
        opponents: object,
        agent_class: type,
    ) -> None:
        """Reads the core and the one-seat arguments (both games)."""
        self._core = core
        self.num_envs = core.num_envs
        self.players = core.players
        self.observation_size: int = core.observation_size
        self.num_actions: int = core.num_actions
        self.masks: bool | str = masks if masks == "bits" else bool(masks)
        self.observations = observations
        self._last: Observations | None = None  # the observations of the last reset or step
        self._opponent = None
        self.opponents: str | BatchOpponent | None = None
        if seat is None:
            if opponents is not None:
                raise ValueError("opponents go with seat=: the seat whose decisions step() takes")
        else:
            builtin, batch = opponent_of("random" if opponents is None else opponents, agent_class)
            if batch is not None and not observations:
                raise ValueError("opponents that act on observations need observations=True")
            core.one_seat(seat, builtin)  # checks seat
            self._opponent = batch
            self.opponents = builtin or batch
        self.seat = core.seat

    def reset(
        self,
        seed: int | None = None,
        options: dict[str, Any] | None = None,
        *,
        deals: Any = None,
        agent_seeds: Any = None,
    ) -> tuple[Observations, dict[str, Any]]:
        """Deals deal 0 of every env from `seed` (an int in [0, 2**64); None:
        the seed given at construction the first time, then a new one each
        time) and returns ``(obs, info)``; ``info`` is empty. ``options``
        (Gymnasium's argument) may hold ``deals`` and ``agent_seeds``.

        ``deals`` (instead of a seed: a uint64 array, one per env) plays
        exactly the deal ``Game(seed=deals[i])`` in env i, once: when it ends
        (``terminated``), the env stays over, with no legal ids and reward 0,
        and takes any action, until the next reset (for evaluations over
        chosen deals, as the arena's). ``agent_seeds`` (with ``deals``: uint64,
        num_envs x players) seeds the draws of :meth:`agent_actions` at each
        seat of each game, as ``paigen.arena`` seats built-in agents."""
        if options is not None:
            if not isinstance(options, dict) or set(options) - {"deals", "agent_seeds"}:
                raise ValueError(
                    f"options must be None or a dict of deals and agent_seeds, not {options!r:.60}"
                )
            deals = options.get("deals", deals)
            agent_seeds = options.get("agent_seeds", agent_seeds)
        if deals is not None:
            deals = _seeds("deals", deals)
        if agent_seeds is not None:
            agent_seeds = _seeds("agent_seeds", agent_seeds).reshape(-1)
        reset = self._core.reset(seed, deals, agent_seeds)
        if seed is not None:  # Gymnasium's np_random follows the seed
            self._np_random_seed = seed
            self._np_random = np.random.default_rng(seed)
        obs = reset[0]
        if self._opponent is not None:
            obs, _, _ = play_opponents(self._core, reset, self.seat or 0, self._opponent)
        self._last = obs
        return obs, reset[1]

    def step(self, actions: Any) -> StepResult:
        """Applies ``actions[i]`` (an int array of length num_envs) to game i
        (in one-seat mode, the seat's decision, then the opponents' up to its
        next one). An action that is not one of game i's legal ids raises
        ``paigen.IllegalMoveError`` naming the game, and no game changes.
        Ctrl-C stops a step (or a reset) within milliseconds, even over a
        million games; the games are then part stepped, and step() and
        agent_actions() raise ``paigen.StateError`` until the next reset()."""
        step = self._core_step(actions)
        self._last = step[0]
        if self.seat is None:
            return step
        if self._opponent is None:
            return step[0], step[1][:, self.seat], step[2], step[3], step[4]
        obs, rewards, ended = play_opponents(self._core, step, self.seat, self._opponent)
        self._last = obs
        return obs, rewards, ended, step[3], step[4]

    def _core_step(self, actions: Any) -> StepResult:
        """The core's step of the caller's `actions`, an illegal id named as given."""
        try:
            return self._core.step(self._actions(actions))  # type: ignore[no-any-return]
        except IllegalMoveError as e:
            # An id out of the int32 range went in as -1: the message gives it as given.
            match = re.match(r"env (\d+): action -1 ", str(e))
            if match is None:
                raise
            given = np.asarray(actions).reshape(-1)[int(match.group(1))]
            raise IllegalMoveError(str(e).replace("action -1 ", f"action {int(given)} ", 1)) from None

    def action_masks(self) -> NDArray[np.bool_]:
        """The legal actions of the last step or reset, one row per game, as a
        new bool array (num_envs, num_actions): sb3-contrib's name."""
        if self._last is None:
            raise StateError("action_masks() before reset(): call reset() first")
        offsets, ids = self._last["action_offsets"], self._last["action_ids"]
        mask = np.zeros((self.num_envs, self.num_actions), dtype=np.bool_)
        mask[np.repeat(np.arange(self.num_envs), np.diff(offsets)), ids] = True
        return mask

    @property
    def skipped_deals(self) -> int:
        """One-seat mode: the deals over before the seat's first decision,
        dealt again, since the last reset (0 otherwise)."""
        return self._core.skipped_deals  # type: ignore[no-any-return]

    def agent_actions(self, agent: str, envs: Any = None) -> NDArray[np.int32]:
        """The action id the built-in agent `agent` (a name the game's
        ``Agent`` takes: ``"random"``, ``"greedy"``, the search agents with
        their budgets, ``"pimc:samples=64"``) chooses in every game, for the seat
        to decide (0 for a deal that just ended); its random draws come from
        each game's own generator, seeded from the deal. With ``envs`` (bool,
        one per game) it decides only in the games marked: the others get 0
        and spend no draws, so that agents sharing games draw as if each
        decided alone. Pass them, or some of them, to step(). Ctrl-C stops it
        within a fraction of a second, even a search agent over many games;
        the games stay as they were."""
        return self._core.agent_actions(agent, envs)  # type: ignore[no-any-return]

    @property
    def threads(self) -> int:
        """How many threads step the games (the ``threads`` argument, at most num_envs)."""
        return self._core.threads  # type: ignore[no-any-return]

    def close(self, **kwargs: Any) -> None:
        """Nothing to release (Gymnasium's API): marks the env closed."""
        self.closed = True

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
    together (see the module's documentation). ``seat=k`` steps seat k's
    decisions only, the other seats played by ``opponents``.

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
    >>> one = VectorDouDizhu(4, seed=1, seat=0, opponents="greedy")
    >>> obs, info = one.reset()
    >>> obs["seat"].tolist()                      # seat 0 decides in every game
    [0, 0, 0, 0]
    """

    def __init__(
        self,
        num_envs: int,
        players: int = 3,
        variant: Any = "standard",
        seed: int | None = None,
        masks: bool | Literal["bits"] = False,
        *,
        seat: int | None = None,
        opponents: Any = None,
        first_env: int = 0,
        threads: int | None = None,
        observations: bool = True,
    ) -> None:
        if threads is None:
            threads = default_threads(num_envs)
        core = _dd.VectorEnv(
            num_envs, players, variant, seed, masks, first_env, threads, observations=observations
        )
        self.space: dd.ActionSpace = dd.ActionSpace(core.players, variant)
        self.variant: dd.Variant = self.space.variant
        self._start(core, masks, observations, seat, opponents, dd.Agent)

    def game(self, i: int) -> dd.Game:
        """A copy of game i's current deal as a ``Game`` (its decisions so
        far replayed from its deal)."""
        return self._core.game(i)  # type: ignore[no-any-return]

    def move_features(self) -> NDArray[np.int8]:
        """Per-move features for Q(s, a) learners, ragged like the legal ids: one
        row of ``Game.move_features()`` (``dd.move_feature_layout(players)``) per
        id of the last step's ``obs["action_ids"]``, in that order, so game i's
        rows are ``[obs["action_offsets"][i]:obs["action_offsets"][i + 1]]``; a
        bid's row is zeros (no move). int8 ``(len(action_ids),
        dd.move_feature_size(players))``, made in C++ with the GIL released."""
        return self._core.move_features()  # type: ignore[no-any-return]

    def bid_id(self, bid: int) -> int:
        """The action id of bid `bid` (0 = pass, 1-3): ``space.bid_id(bid)``."""
        return self.space.bid_id(bid)

    def __repr__(self) -> str:
        seat = "" if self.seat is None else f", seat={self.seat}"
        return f"VectorDouDizhu({self.num_envs}, players={self.players}, variant={self.variant.name!r}{seat})"


class VectorLukFu(_Vector):
    """``num_envs`` Luk Fu deals stepped together (see the module's
    documentation). An action id is the index of a decision among the legal
    ones: while calling, 0 says play and 1 pass (A2); in play, the index in
    ``Game.legal_moves()``; ``num_actions = 924`` (C(12, 6) discards, the most
    one position has). A game deals again within its episode after three
    passes (A2) or hands that run out without a claim (E1), and ends at a
    claim. `seed` None draws one from the operating system; `masks` adds
    ``"action_mask"`` to the observations; ``seat=k`` steps seat k's
    decisions only, the other seats played by ``opponents``.

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
        seat: int | None = None,
        opponents: Any = None,
        first_env: int = 0,
        threads: int | None = None,
        observations: bool = True,
    ) -> None:
        if threads is None:
            threads = default_threads(num_envs)
        core = _lf.VectorEnv(num_envs, seed, masks, first_env, threads, observations=observations)
        self._start(core, masks, observations, seat, opponents, lf.Agent)

    def game(self, i: int) -> lf.Game:
        """A copy of game i's current deal as a ``Game`` (its decisions so
        far replayed from its deal)."""
        return self._core.game(i)  # type: ignore[no-any-return]

    def __repr__(self) -> str:
        seat = "" if self.seat is None else f", seat={self.seat}"
        return f"VectorLukFu({self.num_envs}{seat})"
