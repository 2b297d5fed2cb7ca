"""paigen.simulate: many random deals played out in C++, in chunks.

A run of ``n`` deals from a seed is cut into chunks of consecutive deals. Deal i
of a run draws from its own generator, derived from (seed, i) in C++, so a chunk
``[first, first + count)`` plays exactly the deals the whole run would: the
results are the same however the run is cut and over however many processes it
is spread. :func:`play_chunks` plays the chunks in order (through
``paigen._runner``: in this process, over worker processes, or as Ray tasks)
and is what both :func:`simulate` and the command line's ``play`` use.
"""

from __future__ import annotations

from collections.abc import Generator
from contextlib import closing
from typing import Any

import numpy as np
from numpy.typing import NDArray

from ._checks import checked_int, shown
from ._games import GAMES, Outcomes, game_spec
from ._runner import checked_backend, checked_workers, run_jobs

__all__ = ["CHUNK_DEALS", "MAX_CHUNK", "MAX_DEALS", "POLICIES", "play_chunks", "simulate"]

MAX_DEALS = 2**40  # the most deals one simulate() call plays (its outcome arrays must fit in memory)
CHUNK_DEALS = 8192  # deals per chunk of simulate(): 10-50 ms on one core, so Ctrl-C acts at once
MAX_CHUNK = 65_536  # the largest chunk play_chunks() takes: well under a second for any game
# random: every choice uniformly random, from the deal's own generator;
# greedy: the built-in greedy agent at every seat (agents.h of each game), which
# draws nothing, so the deals are the same as random's and only the play differs.
# pimc and ismcts (both games): the search agents, a budget after a colon:
# "pimc:samples=64", "ismcts:iterations=400".
POLICIES = ("random", "greedy", "pimc", "ismcts")


def _play(
    game: str, seed: int, first: int, count: int, variant: Any = None, policy: str = "random"
) -> Outcomes:
    """Deals ``first .. first + count - 1`` of the run ``seed`` of ``game``, played
    in C++ (Dou Dizhu under ``variant``: a Variant, a preset's name or None) by
    ``policy`` at every seat."""
    return GAMES[game].play(seed, first, count, variant, policy)


def play_chunks(
    game: str,
    n: int,
    seed: int,
    *,
    workers: int = 1,
    chunk: int = CHUNK_DEALS,
    variant: Any = None,
    policy: str = "random",
    backend: str = "local",
    address: str | None = None,
) -> Generator[Outcomes, None, None]:
    """Plays deals ``0 .. n - 1`` of the run ``seed`` of ``game`` by ``policy``
    in chunks of ``chunk`` deals (the last one shorter) and yields each chunk's
    outcome dict, in order. With ``workers`` > 1 the chunks are played over a
    pool of at most that many processes (never more than there are chunks), or
    with ``backend="ray"`` as Ray tasks (on the cluster at ``address``, or one
    of ``workers`` CPUs), a few chunks ahead of the one yielded (see
    :func:`paigen._runner.run_jobs`). The arguments are checked by the callers
    (``simulate``, the command line); ``variant`` is a Dou Dizhu rule
    variant's preset name (the command line's ``play --variant``)."""
    jobs = ((game, seed, first, min(chunk, n - first), variant, policy) for first in range(0, n, chunk))
    processes = min(workers, -(-n // chunk))
    yield from run_jobs(_play, jobs, processes=processes, backend=backend, address=address)


def simulate(
    game: str = "ddz3",
    n: int = 1000,
    seed: int = 0,
    policy: str = "random",
    workers: int | None = None,
    variant: Any = None,
    backend: str = "local",
    address: str | None = None,
    rounds: int | None = None,
) -> dict[str, NDArray[Any]]:
    """Plays `n` whole deals of `game` in C++ (never returning to Python per
    move) and returns one numpy array per outcome column, of length `n`:

    - ``ddz3``/``ddz4``: ``landlord``, ``landlord_won``, ``bid``,
      ``multiplier``, ``stake``, ``moves``, ``deals`` (1 + redeals, B4);
    - ``lukfu``: ``winner``, ``caller``, ``total``, ``points``, ``void``
      (never: a dealt game deals again, A2, E1), ``moves``, ``deals`` (1 +
      redeals, A2, E1), ``ran_out`` (the E1 redeals).

    `policy` decides every bid, call and move: ``"random"`` (uniformly random
    legal choices), ``"greedy"`` (the built-in greedy agent at every seat), or
    the search agents ``"pimc"`` and ``"ismcts"`` (both games), with a budget per
    decision after a colon (``"pimc:samples=64"``, ``"ismcts:iterations=400"``).
    Deal i comes from its own generator derived from (`seed`, i), the same deal
    whatever the policy, so a seed gives the same results however the work is
    split: over `workers` processes (None: 1, at most 64) or, with
    ``backend="ray"``, as Ray tasks (on the cluster at `address`, else a local
    one). `variant` (Dou Dizhu, 3 players: a preset's name or a
    ``paigen.doudizhu.Variant``) plays under another program's rules. `n` is
    an int from 0 to 2**40, `seed` an int in [0, 2**64). `rounds` (Dou Dizhu)
    also reports per-match totals: deals ``k * rounds .. (k + 1) * rounds - 1``
    are the rounds of match k (the last match may be shorter), and the column
    ``match_totals``, of shape (matches, players), holds each match's money per
    seat (M3: the sum of its rounds' payoffs, S4). Bad arguments raise
    TypeError or ValueError naming them. The "Whole deals" section of
    docs/getting-started.md says more (the columns, chunks and Ctrl-C,
    workers and scripts).

    >>> out = simulate("ddz3", n=100, seed=7)
    >>> len(out["stake"]), bool(out["stake"].min() >= 1)
    (100, True)
    >>> luk = simulate("lukfu", n=100, seed=7)
    >>> bool((luk["points"] == luk["total"] - 5).all() and (luk["deals"] > luk["ran_out"]).all())
    True
    >>> greedy = simulate("ddz3", n=100, seed=7, policy="greedy")   # the same deals
    >>> float(out["landlord_won"].mean()), float(greedy["landlord_won"].mean())
    (0.28, 0.69)
    """
    spec = game_spec(game)
    n = checked_int("n", n, 0, MAX_DEALS, "an int from 0 to 2**40 (the most deals one call plays)")
    seed = checked_int("seed", seed, 0, 2**64 - 1, "an int in [0, 2**64)")
    if not isinstance(policy, str):
        raise TypeError(f"policy must be a str, not {type(policy).__name__}")
    if policy.partition(":")[0] not in POLICIES:
        raise ValueError(f"policy must be one of {', '.join(map(repr, POLICIES))}, not {shown(policy)}")
    if rounds is not None:
        rounds = checked_int("rounds", rounds, 1, MAX_DEALS, "an int from 1 to 2**40 (deals per match)")
    processes = checked_workers(workers)
    backend = checked_backend(backend, address)
    columns = spec.play(seed, 0, 0, variant, policy)  # no deals: the columns and types; checks variant
    if rounds is not None and not spec.has_matches:
        raise ValueError(f"rounds: {spec.name} has no matches (rounds and money are Dou Dizhu's, M1-M3)")
    # Allocated first: a run whose results do not fit in memory fails at once.
    out = {key: np.empty(n, dtype=empty.dtype) for key, empty in columns.items()}
    done = 0
    chunks = play_chunks(
        spec.name,
        n,
        seed,
        workers=processes,
        variant=variant,
        policy=policy,
        backend=backend,
        address=address,
    )
    with closing(chunks):
        for part in chunks:
            count = len(part["deals"])
            for key, values in part.items():
                out[key][done : done + count] = values
            done += count
    if rounds is not None:
        out["match_totals"] = match_totals(spec.seat_payoffs(out), rounds)
    return out


def match_totals(payoffs: NDArray[np.int64], rounds: int) -> NDArray[np.int64]:
    """Each run of `rounds` consecutive deals' payoffs summed per seat (M3)."""
    starts = np.arange(0, len(payoffs), rounds)
    if not len(starts):
        return np.zeros((0, payoffs.shape[1]), dtype=np.int64)
    return np.add.reduceat(payoffs, starts, axis=0).astype(np.int64)
