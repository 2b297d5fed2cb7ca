"""How an arena's games are played: a shard of consecutive deals, each under
its seatings, on one engine.

- ``"cpp"``: every agent is built in; one ``_play_agents`` call per seating
  plays the shard's deals in C++ (with ``duplicate=False``, one call per deal).
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
from ._agents import Builtin, Entrant, Rules

__all__ = ["ENGINES", "Setup", "Shard", "play_game", "run_shard"]

ENGINES = ("cpp", "python")  # in order of preference
MAX_REDEALS = 1000  # deals in a row thrown in (every seat passed) before a game is given up


@dataclass(frozen=True)
class Setup:
    """What every shard of a run needs (sent once to each worker)."""

    rules: Rules
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
    rules = setup.rules
    agent_seed = setup.agent_seeds[seating]
    deciders = [
        setup.entrants[agent].decider(rules, deal, seating, seat, agent_seed)
        for seat, agent in enumerate(setup.seatings[seating])
    ]
    game = rules.new_game(_core._stream(setup.seed, deal))
    while True:
        seat = game.to_move
        if seat is None:
            return game
        deciders[seat](game)
        if game.deals > MAX_REDEALS:
            raise RuntimeError(
                f"deal {deal}, seating {seating}: every seat passed {MAX_REDEALS} times in a row "
                f"(B4, A2: the cards are dealt again): do the agents "
                f"{', '.join(sorted({e.name for e in setup.entrants}))} ever bid or call?"
            )


def _python_shard(setup: Setup, first: int, count: int, payoffs: Any, role_seat: Any) -> None:
    lukfu = setup.rules.lukfu
    for row, deal in enumerate(range(first, first + count)):
        for column, seating in enumerate(setup.seatings_of(deal)):
            game = play_game(setup, deal, seating)
            payoffs[row, column] = game.payoffs
            role_seat[row, column] = game.caller if lukfu else game.landlord


def _play_agents(setup: Setup, seating: int, first: int, count: int) -> dict[str, Any]:
    rules = setup.rules
    names = []
    for agent in setup.seatings[seating]:
        entrant = setup.entrants[agent]
        assert isinstance(entrant, Builtin)
        names.append(entrant.builtin)
    agent_seed = setup.agent_seeds[seating]
    if rules.lukfu:
        return _core.lukfu._play_agents(setup.seed, first, count, names, agent_seed)
    return _core.doudizhu._play_agents(
        rules.info.players, setup.seed, first, count, names, agent_seed, rules.variant
    )


def _cpp_shard(setup: Setup, first: int, count: int, payoffs: Any, role_seat: Any) -> None:
    key = "caller" if setup.rules.lukfu else "landlord"
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


_SHARDS = {"cpp": _cpp_shard, "python": _python_shard}


def run_shard(setup: Setup, first: int, count: int) -> Shard:
    """Plays deals ``first .. first + count - 1`` under their seatings."""
    shape = (count, setup.games_per_deal)
    payoffs = np.empty((*shape, setup.rules.info.players), dtype=np.int64)
    role_seat = np.empty(shape, dtype=np.int8)
    _SHARDS[setup.engine](setup, first, count, payoffs, role_seat)
    return Shard(first, payoffs, role_seat)
