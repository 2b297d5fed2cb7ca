"""paigen.simulate: many random deals played out in C++, in chunks.

A run of ``n`` deals from a seed is cut into chunks of consecutive deals. Deal i
of a run draws from its own generator, derived from (seed, i) in C++, so a chunk
``[first, first + count)`` plays exactly the deals the whole run would: the
results are the same however the run is cut and over however many processes it
is spread. :func:`play_chunks` plays the chunks in order (in this process, over
a pool of worker processes, or as Ray tasks) and is what both :func:`simulate`
and the command line's ``play`` use. :func:`run_jobs`, the pool and Ctrl-C
helpers are shared with ``paigen.parity`` and ``paigen.arena``.
"""

from __future__ import annotations

import multiprocessing
import operator
import signal
import threading
from collections import deque
from collections.abc import Callable, Generator, Iterable, Iterator
from concurrent.futures import Future, ProcessPoolExecutor
from contextlib import closing, contextmanager
from typing import Any, SupportsIndex, TypeVar

import numpy as np
from numpy.typing import NDArray

from . import _core
from ._games import GAMES, game_info, shown

__all__ = [
    "BACKENDS",
    "CHUNK_DEALS",
    "MAX_CHUNK",
    "MAX_DEALS",
    "MAX_WORKERS",
    "POLICIES",
    "play_chunks",
    "run_jobs",
    "simulate",
]

Outcomes = dict[str, NDArray[Any]]
R = TypeVar("R")

MAX_DEALS = 2**40  # the most deals one simulate() call plays (its outcome arrays must fit in memory)
MAX_WORKERS = 64  # the most worker processes
CHUNK_DEALS = 8192  # deals per chunk of simulate(): 10-50 ms on one core, so Ctrl-C acts at once
MAX_CHUNK = 65_536  # the largest chunk play_chunks() takes: well under a second for any game
# random: every choice uniformly random, from the deal's own generator (_play);
# greedy: the built-in greedy agent at every seat (agents.h of each game), which
# draws nothing, so the deals are the same as random's and only the play differs.
# pimc, ismcts: the search agents (Dou Dizhu), a budget after a colon:
# "pimc:samples=64", "ismcts:iterations=400".
POLICIES = ("random", "greedy", "pimc", "ismcts")
BACKENDS = ("local", "ray")


def _play(
    game: str, seed: int, first: int, count: int, variant: Any = None, policy: str = "random"
) -> Outcomes:
    """Deals ``first .. first + count - 1`` of the run ``seed`` of ``game``, played
    in C++ (Dou Dizhu under ``variant``: a Variant, a preset's name or None) by
    ``policy`` at every seat."""
    info = GAMES[game]
    if info.rules == "lukfu":
        if variant is not None:
            raise ValueError("variant is for Dou Dizhu games; Luk Fu has the rules pages only")
        if policy == "random":
            return _core.lukfu._play(seed, first, count)
        out = _core.lukfu._play_agents(seed, first, count, [policy] * info.players, seed)
    elif policy == "random":
        return _core.doudizhu._play(info.players, seed, first, count, variant)
    else:
        agents = [policy] * info.players
        out = _core.doudizhu._play_agents(info.players, seed, first, count, agents, seed, variant)
    del out["payoffs"]  # the same fields whatever the policy
    return out


def _ignore_sigint() -> None:
    """Worker processes leave Ctrl-C to the parent, which stops the run."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _pool_context() -> Any:
    """forkserver where the platform has it (no fork of a process with threads), else spawn."""
    methods = multiprocessing.get_all_start_methods()
    return multiprocessing.get_context("forkserver" if "forkserver" in methods else "spawn")


@contextmanager
def _ctrl_c_held() -> Iterator[None]:
    """Holds Ctrl-C back while worker processes are started (they start on
    submit): SIGINT is blocked in this thread, so that the processes started
    here begin with it blocked (they then ignore it), and in the main thread a
    Ctrl-C meanwhile is recorded and delivered just after, not in the middle of
    starting a process."""
    caught: list[int] = []
    # Only the main thread may set handlers, and only a handler set from Python
    # (signal.getsignal is not None) can be put back.
    swap = (
        threading.current_thread() is threading.main_thread() and signal.getsignal(signal.SIGINT) is not None
    )
    old_handler = signal.signal(signal.SIGINT, lambda signum, frame: caught.append(signum)) if swap else None
    old_mask = (
        signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
        if hasattr(signal, "pthread_sigmask")
        else None
    )
    try:
        yield
    finally:
        if old_mask is not None:
            signal.pthread_sigmask(signal.SIG_SETMASK, old_mask)
        if swap:
            signal.signal(signal.SIGINT, old_handler)
            if caught:
                signal.raise_signal(signal.SIGINT)  # now, to the handler it was meant for


def checked_int(name: str, value: object, low: int, high: int, allowed: str, kind: str = "an int") -> int:
    """``value`` as an int in ``[low, high]``: a TypeError saying it must be
    ``kind`` unless it is an int (a numpy integer will do; a bool, float or
    string will not), a ValueError saying what is ``allowed`` if it is out of
    range."""
    if isinstance(value, bool) or not isinstance(value, SupportsIndex):
        raise TypeError(f"{name} must be {kind}, not {type(value).__name__}")
    number = operator.index(value)
    if not low <= number <= high:
        raise ValueError(f"{name} must be {allowed}, not {shown(number)}")
    return number


def checked_workers(workers: object) -> int:
    """``workers`` (None or an int between 1 and MAX_WORKERS) as a process count."""
    if workers is None:
        return 1
    return checked_int(
        "workers", workers, 1, MAX_WORKERS, f"None or an int between 1 and {MAX_WORKERS}", "None or an int"
    )


def checked_backend(backend: object, address: object) -> str:
    """``backend`` ('local' or 'ray'), checked with ``address`` (None, or a str
    that goes with 'ray' only)."""
    if not isinstance(backend, str) or backend not in BACKENDS:
        raise ValueError(f"backend must be 'local' or 'ray', not {shown(backend)}")
    if address is not None and (backend != "ray" or not isinstance(address, str)):
        raise ValueError("address is a str, and goes only with backend='ray'")
    return backend


_worker_shared: Any = None  # what run_jobs(shared=...) gave this worker process


def _start_worker(shared: Any) -> None:
    global _worker_shared
    _ignore_sigint()
    _worker_shared = shared


def _with_shared(fn: Callable[..., R], *job: Any) -> R:
    return fn(_worker_shared, *job)


_NOTHING: Any = object()


def run_jobs(
    fn: Callable[..., R],
    jobs: Iterable[tuple[Any, ...]],
    *,
    processes: int = 1,
    backend: str = "local",
    address: str | None = None,
    shared: Any = _NOTHING,
) -> Generator[R, None, None]:
    """Yields ``fn(*job)`` (``fn(shared, *job)`` when `shared` is given) for
    every job, in order: in this process (``processes`` <= 1), over a pool of
    ``processes`` worker processes, or as Ray tasks (``backend="ray"``, see
    :func:`paigen._ray.run_tasks`). `fn` is a module-level function and the
    jobs and `shared` pickle; a pool receives `shared` once per process.

    The pool works a few jobs ahead of the one yielded; its workers ignore
    Ctrl-C, and when the run stops early (Ctrl-C, an error, the caller closing
    the generator) the pool is shut down with its pending jobs cancelled,
    after those being run end (keep jobs to a fraction of a second)."""
    if backend == "ray":
        from ._ray import run_tasks

        given = {} if shared is _NOTHING else {"shared": shared}
        yield from run_tasks(fn, jobs, workers=processes, address=address, **given)
        return
    if processes <= 1:
        head: tuple[Any, ...] = () if shared is _NOTHING else (shared,)
        for job in jobs:
            yield fn(*head, *job)
        return
    if shared is _NOTHING:
        pool = ProcessPoolExecutor(processes, mp_context=_pool_context(), initializer=_ignore_sigint)
        call: Callable[..., R] = fn
        first: tuple[Any, ...] = ()
    else:
        pool = ProcessPoolExecutor(
            processes, mp_context=_pool_context(), initializer=_start_worker, initargs=(shared,)
        )
        call, first = _with_shared, (fn,)

    def submit(job: tuple[Any, ...]) -> Future[R]:
        with _ctrl_c_held():
            return pool.submit(call, *first, *job)

    todo = iter(jobs)
    try:
        ahead: deque[Future[R]] = deque()
        for job in todo:
            ahead.append(submit(job))
            if len(ahead) == 2 * processes:
                break
        while ahead:
            part = ahead.popleft().result()
            following = next(todo, None)
            if following is not None:
                ahead.append(submit(following))
            yield part
    except BaseException:  # Ctrl-C, an error, or the caller stopped early
        # Cancels the jobs not started; waits for those being run (a fraction
        # of a second), so that no worker is left behind.
        pool.shutdown(wait=True, cancel_futures=True)
        raise
    pool.shutdown()


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
    :func:`run_jobs`). The arguments are checked by the callers (``simulate``,
    the command line); ``variant`` is a Dou Dizhu rule variant's preset name
    (the command line's ``play --variant``)."""
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
) -> dict[str, NDArray[Any]]:
    """Plays `n` whole deals, never returning to Python per move, and returns
    one numpy array per outcome field, of length `n`:

    - ``ddz3``/``ddz4``: ``landlord`` (seat), ``landlord_won`` (bool), ``bid``,
      ``multiplier`` (2 ** doublings, S2/S3), ``stake`` (S4), ``moves`` (plays
      and passes of the play phase), ``deals`` (1 + redeals after all-pass
      auctions, B4);
    - ``lukfu``: ``winner`` (the claimant's seat, -1 when void), ``caller``,
      ``total`` (E2: fu won + Old cards laid down, 0 when void), ``points`` (E2:
      total - 5, 0 when void), ``void``, ``moves``, ``deals`` (1 + redeals, A2).

    `policy` decides every bid, call and move: ``"random"``, uniformly random
    legal choices (bids, calls, plays, passes, discards); ``"greedy"``, the
    built-in greedy agent at every seat (``paigen.doudizhu.Agent("greedy")``,
    ``paigen.lukfu.Agent("greedy")``); ``"pimc"`` and ``"ismcts"`` (Dou
    Dizhu), the built-in search agents, ``"pimc:samples=N"`` and
    ``"ismcts:iterations=N"`` with a budget per decision. Deal i is dealt from its own generator
    derived from (`seed`, i), the same deal whatever the policy, so the same
    seed gives the same results however the work is split. The deals are
    played in chunks of ``CHUNK_DEALS``, so Ctrl-C stops a long run within a
    fraction of a second; `workers` (None: 1) spreads the chunks over that many
    processes, at most ``MAX_WORKERS`` = 64 and never more than there are
    chunks. The workers are started by multiprocessing's forkserver (spawn
    where there is none), which imports the main module: a script that asks
    for workers keeps its top-level code under ``if __name__ == "__main__":``.
    ``backend="ray"`` plays the chunks as Ray tasks instead (``pip install
    'paigen[ray]'``): on the cluster at `address`, on the one already
    initialized, else on a local one of `workers` CPUs started and shut down
    by the call; the results are the same as with ``backend="local"``.
    Only the outcomes are kept. `variant` (Dou Dizhu only: a
    ``paigen.doudizhu.Variant`` or a preset's name, 3 players) plays the deals
    under another program's rules.

    `n` is an int from 0 to ``MAX_DEALS`` = 2**40 and `seed` an int in
    [0, 2**64) (a bool, float or string is a TypeError, an int out of range a
    ValueError); the outcome arrays are allocated first, so a run whose results
    do not fit in memory fails at once with a MemoryError.

    >>> out = simulate("ddz3", n=100, seed=7)
    >>> len(out["stake"]), bool(out["stake"].min() >= 1)
    (100, True)
    >>> luk = simulate("lukfu", n=100, seed=7)
    >>> bool((luk["points"] == (luk["total"] - 5) * ~luk["void"]).all())
    True
    >>> greedy = simulate("ddz3", n=100, seed=7, policy="greedy")   # the same deals
    >>> float(out["landlord_won"].mean()), float(greedy["landlord_won"].mean())
    (0.28, 0.69)
    """
    info = game_info(game)
    n = checked_int("n", n, 0, MAX_DEALS, "an int from 0 to 2**40 (the most deals one call plays)")
    seed = checked_int("seed", seed, 0, 2**64 - 1, "an int in [0, 2**64)")
    if not isinstance(policy, str):
        raise TypeError(f"policy must be a str, not {type(policy).__name__}")
    if policy.partition(":")[0] not in POLICIES:
        raise ValueError(f"policy must be one of {', '.join(map(repr, POLICIES))}, not {shown(policy)}")
    processes = checked_workers(workers)
    backend = checked_backend(backend, address)
    fields = _play(info.name, seed, 0, 0, variant, policy)  # no deals: the fields and types; checks variant
    out = {key: np.empty(n, dtype=empty.dtype) for key, empty in fields.items()}
    done = 0
    with closing(
        play_chunks(
            info.name,
            n,
            seed,
            workers=processes,
            variant=variant,
            policy=policy,
            backend=backend,
            address=address,
        )
    ) as chunks:
        for part in chunks:
            count = len(part["deals"])
            for key, values in part.items():
                out[key][done : done + count] = values
            done += count
    return out
