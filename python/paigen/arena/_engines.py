"""How an arena's games are played: a shard of consecutive deals, each under
its seatings, on one engine.

- ``"cpp"``: every agent is built in; one ``_play_agents`` call per seating
  plays the shard's deals in C++ (with ``duplicate=False``, one call per deal).
- ``"vector"``: the shard's games (deal, seating) at once in a vectorised
  environment (``paigen.envs``), each step asking every batch agent once for
  all the games where it is to decide, and the built-in agents through
  ``agent_actions`` with the draws C++ would use.
- ``"python"``: a ``Game`` per (deal, seating), each decision made by the
  seat's decider (``_agents.Entrant.decider``); built-in agents decide through
  ``Agent.decide`` with the draws C++ would use, so both engines give the same
  games for them.

Deal d is ``Game(seed=_core._stream(seed, d))`` in every seating; seating s's
agents draw from ``agent_seeds[s]``. A shard's result depends only on the
deals it covers, so a run gives the same result however it is cut and wherever
the shards run.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np
from numpy.typing import NDArray

from .. import _core
from .._games import GameSpec
from ..errors import IllegalMoveError
from ._agents import Batch, Builtin, Entrant, ask_batch

__all__ = ["ENGINES", "Setup", "Shard", "play_game", "run_shard"]

ENGINES = ("cpp", "vector", "python")  # in order of preference
MAX_REDEALS = 1000  # deals in a row thrown in (B4, A2: all passed; E1: hands ran out) before giving up
MAX_STEPS = 100 * MAX_REDEALS  # decisions of a vector shard before its games are given up


@dataclass(frozen=True)
class Setup:
    """What every shard of a run needs (sent once to each worker)."""

    spec: GameSpec
    variant: Any  # the checked variant: a paigen.doudizhu.Variant, or None for Luk Fu
    seed: int
    duplicate: bool
    seatings: tuple[tuple[int, ...], ...]  # per seating, the entrant index at each seat
    entrants: tuple[Entrant, ...]
    agent_seeds: tuple[int, ...]  # per seating
    engine: str

    @property
    def games_per_deal(self) -> int:
        return len(self.seatings) if self.duplicate else 1

    def seatings_of(self, deal: int) -> range:
        """The seatings deal `deal` is played under."""
        if self.duplicate:
            return range(len(self.seatings))
        s = deal % len(self.seatings)
        return range(s, s + 1)


@dataclass(frozen=True)
class Shard:
    """The games of deals ``first .. first + len(payoffs) - 1``: net payoffs
    (deals, games per deal, seats) and the landlord's or caller's seat
    (deals, games per deal)."""

    first: int
    payoffs: NDArray[np.int64]
    role_seat: NDArray[np.int8]


def play_game(setup: Setup, deal: int, seating: int) -> Any:
    """Deal `deal` played to its end under seating number `seating`, through
    Game (the Python engine, and ``ArenaResult.replay``)."""
    spec, agent_seed = setup.spec, setup.agent_seeds[seating]
    deciders = [
        setup.entrants[agent].decider(spec, setup.variant, deal, seating, seat, agent_seed)
        for seat, agent in enumerate(setup.seatings[seating])
    ]
    game = spec.new_game(_core._stream(setup.seed, deal), setup.variant)
    while True:
        seat = game.to_move
        if seat is None:
            return game
        deciders[seat](game)
        if game.deals > MAX_REDEALS:
            raise RuntimeError(
                f"deal {deal}, seating {seating}: {spec.redeals_given_up.format(n=MAX_REDEALS)}: "
                "do the agents "
                f"{', '.join(sorted({e.name for e in setup.entrants}))} ever bid or call?"
            )


def _python_shard(setup: Setup, first: int, count: int, payoffs: Any, role_seat: Any) -> None:
    for row, deal in enumerate(range(first, first + count)):
        for column, seating in enumerate(setup.seatings_of(deal)):
            game = play_game(setup, deal, seating)
            payoffs[row, column] = game.payoffs
            role_seat[row, column] = setup.spec.role_seat(game)


def _play_agents(setup: Setup, seating: int, first: int, count: int) -> dict[str, Any]:
    names = []
    for agent in setup.seatings[seating]:
        entrant = setup.entrants[agent]
        assert isinstance(entrant, Builtin)
        names.append(entrant.builtin)
    return setup.spec.play_agents(setup.seed, first, count, names, setup.agent_seeds[seating], setup.variant)


def _cpp_shard(setup: Setup, first: int, count: int, payoffs: Any, role_seat: Any) -> None:
    key = setup.spec.role_column
    if setup.duplicate:
        for seating in range(len(setup.seatings)):
            out = _play_agents(setup, seating, first, count)
            payoffs[:, seating] = out["payoffs"]
            role_seat[:, seating] = out[key]
        return
    # Deal d under seating d mod S only: one call per deal (a few microseconds each).
    for row, deal in enumerate(range(first, first + count)):
        out = _play_agents(setup, deal % len(setup.seatings), deal, 1)
        payoffs[row, 0] = out["payoffs"][0]
        role_seat[row, 0] = out[key][0]


Legal = tuple[NDArray[np.int32], NDArray[np.int64]]  # (action_ids, action_offsets)


def _subset_legal(obs: dict[str, Any], games: NDArray[np.intp]) -> Legal:
    """The legal ids of `games` only, as (action_ids, action_offsets)."""
    offsets = obs["action_offsets"]
    counts = offsets[games + 1] - offsets[games]
    sub_offsets = np.zeros(len(games) + 1, dtype=np.int64)
    np.cumsum(counts, out=sub_offsets[1:])
    index = np.repeat(offsets[games] - sub_offsets[:-1], counts) + np.arange(sub_offsets[-1])
    return obs["action_ids"][index], sub_offsets


def _vector_shard(setup: Setup, first: int, count: int, payoffs: Any, role_seat: Any) -> None:
    spec = setup.spec
    # game g: deal first + g // per_deal under its g % per_deal-th seating
    games = [(deal, seating) for deal in range(first, first + count) for seating in setup.seatings_of(deal)]
    per_deal = setup.games_per_deal
    env = spec.vector_env(len(games), setup.variant)
    agent_at = np.array([setup.seatings[seating] for _, seating in games], dtype=np.intp)  # (games, seats)
    players = spec.players
    agent_seeds = np.array(
        [
            [_core._agent_seed(setup.agent_seeds[seating], deal, seat) for seat in range(players)]
            for deal, seating in games
        ],
        dtype=np.uint64,
    )
    deal_seeds = np.array([_core._stream(setup.seed, deal) for deal, _ in games], dtype=np.uint64)
    obs, _ = env.reset(deals=deal_seeds, agent_seeds=agent_seeds)
    rows = np.arange(len(games))
    live = np.diff(obs["action_offsets"]) > 0
    for _ in range(MAX_STEPS):
        if not live.any():
            return
        deciding = agent_at[rows, obs["seat"]]  # the entrant to decide in each game
        actions = np.zeros(len(games), dtype=np.int32)
        for index, entrant in enumerate(setup.entrants):
            its_games = live & (deciding == index)
            mine = np.flatnonzero(its_games)
            if not len(mine):
                continue
            if isinstance(entrant, Batch):
                legal = _subset_legal(obs, mine)
                answer = ask_batch(entrant.name, entrant.agent, obs["observation"][mine], legal)
                actions[mine] = _checked_ids(entrant.name, answer, legal)
            else:
                assert isinstance(entrant, Builtin)
                # only its own games: another seat's generator is that seat's agent's
                actions[mine] = env.agent_actions(entrant.builtin, its_games)[mine]
        obs, rewards, terminated, _, _ = env.step(actions)
        for g in np.flatnonzero(terminated):
            payoffs[g // per_deal, g % per_deal] = rewards[g]
            role_seat[g // per_deal, g % per_deal] = spec.role_seat(env.game(int(g)))
        live = np.diff(obs["action_offsets"]) > 0
    raise RuntimeError(
        f"deals {first} to {first + count - 1}: still playing after {MAX_STEPS} decisions (B4, A2: every "
        f"seat passing deals the cards again, as do Luk Fu hands run out without a claim, E1): do the agents "
        f"{', '.join(sorted({e.name for e in setup.entrants}))} ever bid or call?"
    )


def _checked_ids(name: str, answer: Any, legal: Legal) -> NDArray[np.int32]:
    """A batch agent's answer: one legal id per game, else IllegalMoveError naming the agent."""
    ids = np.asarray(answer)
    games = len(legal[1]) - 1
    if ids.shape != (games,) or ids.dtype.kind not in "iu":
        raise IllegalMoveError(
            f"batch agent {name!r} must answer one int id per game ({games}), not an array of "
            f"{ids.dtype} with shape {ids.shape}"
        )
    action_ids, offsets = legal
    counts = np.diff(offsets)
    hits = np.repeat(ids, counts) == action_ids
    found = np.add.reduceat(hits, offsets[:-1]) > 0 if len(action_ids) else np.zeros(games, bool)
    if not found.all():
        j = int(np.flatnonzero(~found)[0])
        raise IllegalMoveError(
            f"batch agent {name!r} answered {int(ids[j])} in game {j} of its {games}: not one of its "
            f"legal ids {action_ids[offsets[j] : offsets[j + 1]].tolist()[:10]}"
        )
    return ids.astype(np.int32)


_SHARDS = {"cpp": _cpp_shard, "python": _python_shard, "vector": _vector_shard}


def run_shard(setup: Setup, first: int, count: int) -> Shard:
    """Plays deals ``first .. first + count - 1`` under their seatings."""
    shape = (count, setup.games_per_deal)
    payoffs = np.empty((*shape, setup.spec.players), dtype=np.int64)
    role_seat = np.empty(shape, dtype=np.int8)
    _SHARDS[setup.engine](setup, first, count, payoffs, role_seat)
    return Shard(first, payoffs, role_seat)
