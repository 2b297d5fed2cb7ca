"""paigen.arena.evaluate: agents against each other over many deals, every
deal under every seating (duplicate), in seeded shards."""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Union

import numpy as np
from numpy.typing import NDArray

from .. import _core
from .._checks import checked_int, shown
from .._games import game_spec
from .._runner import checked_backend, checked_workers, dumps, run_jobs
from .._simulate import MAX_DEALS
from ._agents import Entrant, Function, entrants_of
from ._engines import ENGINES, Setup, run_shard
from ._result import ArenaResult, compute_stats

__all__ = ["GAMES_PER_SHARD", "evaluate", "seating_seed", "seatings"]

# Games per shard, (fewest, most), by engine: a shard takes tens of
# milliseconds at least (Ray tasks and processes pay for themselves) and a
# fraction of a second at most (progress moves, Ctrl-C stops a pool at once).
GAMES_PER_SHARD = {"cpp": (1024, 16384), "vector": (256, 4096), "python": (16, 256)}

Agents = Union[Sequence[Any], Mapping[str, Any]]


def seatings(agents: int, seats: int) -> tuple[tuple[int, ...], ...]:
    """Every assignment of `agents` agents (0 .. agents - 1) to `seats` seats
    that seats every agent, in lexicographic order: 2 agents at 3 seats have
    6, 3 at 3 have 6, 2 at 4 have 14, 3 at 4 have 36, 4 at 4 have 24. The set
    is the same when the agents are renamed, so no agent is favoured.

    >>> seatings(2, 3)
    ((0, 0, 1), (0, 1, 0), (0, 1, 1), (1, 0, 0), (1, 0, 1), (1, 1, 0))
    """
    return tuple(s for s in itertools.product(range(agents), repeat=seats) if len(set(s)) == agents)


def seating_seed(seed: int, seating: int) -> int:
    """The seed seating number `seating` of a run `seed` draws its agents'
    choices from: ``_core._stream(seed, 2**63 + seating)``, a stream of the
    run no deal uses (deals are streams 0 .. deals - 1). The agent at seat p
    in deal d then draws from ``_core._agent_seed(seating_seed, d, p)``."""
    return _core._stream(seed, 2**63 + seating)


def _engine(entrants: tuple[Entrant, ...]) -> str:
    """The first engine that plays every entrant."""
    for engine in ENGINES:
        if all(engine in e.engines for e in entrants):
            return engine
    raise ValueError(f"no engine plays all of {', '.join(e.name for e in entrants)} together")


def default_shard_size(deals: int, workers: int, games_per_deal: int, engine: str) -> int:
    """Deals per shard: the run cut in about 50 shards (8 per worker when that
    is more), each of GAMES_PER_SHARD games (the last one shorter)."""
    fewest, most = (max(1, games // games_per_deal) for games in GAMES_PER_SHARD[engine])
    return max(fewest, min(most, math.ceil(deals / max(50, 8 * workers))))


class _Games:
    """Every game's payoffs and the landlord's (caller's) seat, in arrays that
    grow (doubling, up to `deals` rows) as the shards come in order: a run of
    2**40 deals starts at once and stops on Ctrl-C, rather than asking first
    for memory it will never fill."""

    FIRST_ROWS = 1 << 14

    def __init__(self, deals: int, per_deal: int, seats: int) -> None:
        self.deals, self.done = deals, 0
        rows = min(deals, self.FIRST_ROWS)
        self.payoffs = np.empty((rows, per_deal, seats), dtype=np.int64)
        self.role_seat = np.empty((rows, per_deal), dtype=np.int8)

    def put(self, first: int, payoffs: NDArray[np.int64], role_seat: NDArray[np.int8]) -> None:
        stop = first + len(payoffs)
        if stop > len(self.payoffs):
            rows = min(self.deals, max(stop, 2 * len(self.payoffs)))
            self.payoffs = _grown(self.payoffs, rows, self.done)
            self.role_seat = _grown(self.role_seat, rows, self.done)
        self.payoffs[first:stop] = payoffs
        self.role_seat[first:stop] = role_seat
        self.done = stop


def _grown(array: NDArray[Any], rows: int, used: int) -> NDArray[Any]:
    bigger = np.empty((rows, *array.shape[1:]), dtype=array.dtype)
    bigger[:used] = array[:used]
    return bigger


def _check_pickles(setup: Setup, backend: str) -> None:
    """A TypeError now, naming the agent, if a callable agent cannot be sent to
    other processes."""
    pickled = dumps(backend)
    for entrant in setup.entrants:
        if not isinstance(entrant, Function):
            continue
        try:
            pickled(entrant)
        except Exception as err:
            where = "backend='ray'" if backend == "ray" else "workers > 1"
            raise TypeError(
                f"{where} sends the agents to other processes, so agent {entrant.name!r} must pickle "
                f"(a module-level function, or an object of a module-level class): {err}"
            ) from None


def evaluate(
    agents: Agents,
    game: str = "ddz3",
    deals: int = 10_000,
    seed: int = 0,
    duplicate: bool = True,
    variant: Any = "standard",
    workers: int | None = 1,
    backend: str = "local",
    address: str | None = None,
    *,
    shard_size: int | None = None,
    progress: Callable[[int], object] | None = None,
) -> ArenaResult:
    """Plays `agents` against each other over `deals` deals of `game`, each
    deal under every seating that seats them all (``duplicate=False``: deal d
    under seating ``d % len(seatings)`` only), and returns each agent's WP
    (share of games won, a tie counting 1/2) and ADP (average points won per
    game) with 95% intervals, overall and per role: an :class:`ArenaResult`,
    a dict name -> :class:`AgentStats`.

    `agents` is a sequence (an agent is named by its built-in name or the
    callable's ``__name__``, a name given again gets ``#2``, ``#3``, ...) or a
    dict name -> agent, 2 agents at least and at most one per seat. An agent
    is a built-in agent's name (``"random"``, ``"greedy"``), a callable
    ``agent(observation)`` answering a Move, a card string or an action id at
    every decision of its seats, or a batch agent with ``act(observations,
    legal) -> ids``; docs/arena.md has the forms of the answers. An answer
    that is not legal raises ``paigen.IllegalMoveError`` naming the agent,
    deal, seating, seat and answer.

    `seed` fixes every deal and every built-in agent's draws (``replay(d, s)``
    plays a game again); the result is the same whatever `workers` (at most
    64), `backend` (``"local"`` or ``"ray"``, on the cluster at `address`)
    and `shard_size` (deals per shard; default: about 50 shards), and workers
    and Ray need callables that pickle. `variant`: a Dou Dizhu preset name or
    ``paigen.doudizhu.Variant`` (3 players); Luk Fu and 4-player Dou Dizhu
    take ``"standard"`` only. `progress`, if given, is called with the number
    of deals done: 0 once the arguments are checked, then after each shard.
    Ctrl-C stops a run within a second. Bad arguments raise TypeError or
    ValueError naming them.

    >>> result = evaluate(["greedy", "random"], game="ddz3", deals=200, seed=1)
    >>> len(result.seatings), result.payoffs.shape
    (6, (200, 6, 3))
    >>> result["greedy"].wp > 0.5 > result["random"].wp
    True
    """
    spec = game_spec(game)
    v = spec.checked_variant(variant)
    entrants = entrants_of(agents, spec.players)
    deals = checked_int("deals", deals, 1, MAX_DEALS, "an int from 1 to 2**40")
    seed = checked_int("seed", seed, 0, 2**64 - 1, "an int in [0, 2**64)")
    if not isinstance(duplicate, bool):
        raise TypeError(f"duplicate must be True or False, not {shown(duplicate)}")
    processes = checked_workers(workers)
    backend = checked_backend(backend, address)
    if progress is not None and not callable(progress):
        raise TypeError(f"progress must be None or callable, not {type(progress).__name__}")
    table = seatings(len(entrants), spec.players)
    engine = _engine(entrants)
    setup = Setup(
        spec=spec,
        variant=v,
        seed=seed,
        duplicate=duplicate,
        seatings=table,
        entrants=entrants,
        agent_seeds=tuple(seating_seed(seed, s) for s in range(len(table))),
        engine=engine,
    )
    size = (
        default_shard_size(deals, processes, setup.games_per_deal, engine)
        if shard_size is None
        else checked_int("shard_size", shard_size, 1, MAX_DEALS, "None or a positive int", "None or an int")
    )
    # Planned as they run: 2**40 deals make too many shards to list first.
    jobs = ((first, min(size, deals - first)) for first in range(0, deals, size))
    processes = min(processes, -(-deals // size))
    if backend == "ray" or processes > 1:
        _check_pickles(setup, backend)
    games = _Games(deals, setup.games_per_deal, spec.players)
    if progress is not None:
        progress(0)
    shards = run_jobs(run_shard, jobs, processes=processes, backend=backend, address=address, shared=setup)
    try:
        for shard in shards:
            games.put(shard.first, shard.payoffs, shard.role_seat)
            if progress is not None:
                progress(games.done)
    finally:
        shards.close()
    payoffs, role_seat = games.payoffs, games.role_seat
    names = tuple(e.name for e in entrants)
    by_name = dict(zip(names, agents.values() if isinstance(agents, Mapping) else agents))
    stats = compute_stats(setup, names, payoffs, role_seat)
    return ArenaResult(stats, setup=setup, agents=by_name, payoffs=payoffs, role_seat=role_seat)
