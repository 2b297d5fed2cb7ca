"""paigen.parity.check: put many reachable states to a user's move generator
and compare its answers with paigen's.

Query i of a run draws its state from its own generator, seeded from (seed, i),
so the queries can be cut into shards of consecutive indices and run anywhere
(in this process, in worker processes, on a Ray cluster) with the same result.
A shard returns counts, the categories of the differing moves, its first
disagreeing state and which candidate switch changes survived; the shards are
merged in order, and the first disagreement of the whole run is shrunk here.
"""

from __future__ import annotations

import math
import pickle
import random
from collections import Counter
from collections.abc import Callable, Iterable
from contextlib import closing
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from .._checks import checked_int, shown
from .._games import GAMES, game_spec
from .._runner import checked_backend, checked_workers, run_jobs
from ..errors import IllegalMoveError
from . import _shrink
from ._answers import GeneratorOutputError
from ._report import Duplicate, FrozenDict, Minimal, Report

__all__ = ["MAX_QUERIES", "GeneratorError", "check"]

MAX_QUERIES = 2**40
MIN_SHARD = 200  # queries per shard at least: tens of milliseconds even for paigen itself
MAX_SHARD = 2000  # and at most, so that progress moves and Ctrl-C acts soon
MAX_DRAWS = 200  # states drawn for one query before giving up on a generator that accepts none


class GeneratorError(RuntimeError):
    """The generator raised, or answered outside the contract, on a state (the
    message names the state; the original error is the ``__cause__``)."""


GeneratorError.__module__ = "paigen.parity"  # where users import it from (and pickle finds it)


@dataclass
class _Shard:
    """What one shard of queries found."""

    queries: int
    disagreements: int
    categories: dict[str, int]
    extra: dict[str, int]  # of which the generator's extra moves
    duplicates: int
    duplicate_queries: int
    duplicate_example: Duplicate | None
    first_state: Any
    alive: tuple[int, ...] | None


@lru_cache(maxsize=8)
def _spec(game: str, variant: Any) -> Any:
    """The game's half of the check (``GameSpec.parity``), made once."""
    return GAMES[game].parity(variant)


def _stream(seed: int, index: int) -> random.Random:
    """Query ``index``'s own random stream."""
    return random.Random((seed << 40) | index)


def _state_text(spec: Any, state: Any) -> str:
    return ", ".join(f"{k}={v!r}" for k, v in spec.arguments(state).items())


def _draw(spec: Any, generator: Any, rng: random.Random) -> Any:
    for _ in range(MAX_DRAWS):
        state = spec.draw(rng)
        if spec.accepts(generator, state):
            return state
    raise GeneratorError(f"the generator's accepts() refused {MAX_DRAWS} states in a row")


def run_shard(generator: Any, game: str, variant: Any, seed: int, first: int, count: int) -> _Shard:
    """Queries ``first .. first + count - 1`` of the run ``seed``."""
    from .peers import PeerUnavailable

    spec = _spec(game, variant)
    candidates = spec.candidates()  # switch changes that may explain a difference, or None
    alive = list(range(len(candidates))) if candidates is not None else []
    categories: Counter[str] = Counter()
    extra: Counter[str] = Counter()
    disagreements = duplicates = duplicate_queries = 0
    duplicate_example = None
    first_state = None
    for index in range(first, first + count):
        state = _draw(spec, generator, _stream(seed, index))
        expected = spec.expected(state)
        try:
            got = spec.read(spec.call(generator, state), state, expected)
        except PeerUnavailable:
            raise
        except GeneratorOutputError as err:
            raise GeneratorError(f"{err} (on {_state_text(spec, state)})") from None
        except Exception as err:
            raise GeneratorError(
                f"the generator raised {type(err).__name__}: {err} (on {_state_text(spec, state)})"
            ) from err
        distinct = set(got)
        if len(distinct) != len(got):
            duplicates += len(got) - len(distinct)
            duplicate_queries += 1
            if duplicate_example is None:
                key, copies = max(Counter(got).items(), key=lambda kc: (kc[1], -got.index(kc[0])))
                hand, last = spec.hand_and_last(state)
                duplicate_example = Duplicate(hand, last, spec.show(key), copies)
        if distinct == expected:
            continue
        disagreements += 1
        if first_state is None:
            first_state = state
        for key in expected - distinct:
            categories[spec.label(key, state, "missing")] += 1
        for key in distinct - expected:
            label = spec.label(key, state, "extra")
            categories[label] += 1
            extra[label] += 1
        if candidates is not None:
            alive = [c for c in alive if _agrees(spec, state, distinct, candidates[c][1])]
    return _Shard(
        queries=count,
        disagreements=disagreements,
        categories=dict(categories),
        extra=dict(extra),
        duplicates=duplicates,
        duplicate_queries=duplicate_queries,
        duplicate_example=duplicate_example,
        first_state=first_state,
        alive=tuple(alive) if candidates is not None else None,
    )


def _agrees(spec: Any, state: Any, got: set[Any], variant: Any) -> bool:
    """Whether paigen under `variant` gives the generator's moves; a previous
    move that is no move under `variant` is answered by the pass, the bombs and
    the rocket, as a program with those rules answers a move it cannot read."""
    try:
        expected = spec.expected(state, variant)
    except IllegalMoveError:
        expected = spec.unreadable(state)
    return bool(expected == got)


# --------------------------------------------------------------------------
# check
# --------------------------------------------------------------------------


def default_shard_size(n: int, workers: int) -> int:
    """Queries per shard: n cut in about 50 shards (8 per worker when that is
    more), each of MIN_SHARD to MAX_SHARD queries (the last one shorter)."""
    return max(MIN_SHARD, min(MAX_SHARD, math.ceil(n / max(50, 8 * workers))))


def check(
    generator: Callable[..., Iterable[str]],
    *,
    game: str = "ddz3",
    variant: Any = "standard",
    n: int = 1000,
    seed: int = 0,
    workers: int | None = None,
    backend: str = "local",
    address: str | None = None,
    shard_size: int | None = None,
    shrink: bool = True,
    progress: Callable[[int], object] | None = None,
) -> Report:
    """Puts `n` reachable states of `game` to `generator` and compares its
    moves with paigen's under `variant`; returns a :class:`Report`.

    `generator` is called as ``generator(hand, last)`` for Dou Dizhu (``hand``
    a canonical card string, ``last`` the move to beat or None for a lead) and
    as ``generator(hand=, public=, caller=, master_passed=, fu=, led=, best=)``
    for Luk Fu (the arguments of ``paigen.lukfu.legal_moves``: card strings,
    bools and an int; ``led``/``best`` None on a lead, ``best`` the trick's best
    play so far). It returns an iterable of card strings in any order and case:
    ``""`` or ``"pass"`` for the Dou Dizhu pass; Luk Fu discards and claims as
    ``"discard:1c 2c"``/``"claim:9c 9s"`` or as plain cards, read as paigen's
    move with those cards if there is one, else as the play they make (on a
    lead, or if it beats the best play), else as a claim (leading) or discard.
    Distinct moves are compared; a move listed twice is a duplicate, counted
    apart. Optional attributes: ``accepts(...)`` (same arguments, a bool): the
    states it refuses are never sent (the query draws again from its stream);
    ``games``: the game names it answers.

    States are drawn from random deals played some random steps by paigen's own
    Game (hands, previous moves, and for Luk Fu public cards, caller, fu, led
    and best play as in a real deal) and, for Dou Dizhu, from built extreme
    states (full hands, bombs, rockets, long chains, airplanes, replies to every
    kind). Query i draws from its own stream, seeded from (`seed`, i): the
    queries are cut in shards of `shard_size` (default: about 50 shards, 100
    to 2000 queries each) run in this process, over `workers` processes
    (``backend="local"``, at most 64, never more than shards; the generator
    must then pickle) or as Ray tasks (``backend="ray"``: the cluster at
    `address`, the one already initialized, else a local one of `workers`
    CPUs, shut down at the end). The report is the same whatever the backend,
    workers and shards. `progress` is called with the number of queries done:
    0 once the arguments are checked, then after each shard.

    The first disagreement is shrunk (unless `shrink` is False) to a minimal
    hand; every differing move is counted under a category, and for 3-player
    Dou Dizhu the report names the smallest set of switch changes under which
    paigen agrees with the generator on every disagreement (``explained_by``).
    """
    if not callable(generator):
        raise TypeError(f"generator must be callable, not {type(generator).__name__}")
    gspec = game_spec(game)
    v = gspec.checked_variant(variant)
    n = checked_int("n", n, 0, MAX_QUERIES, "an int from 0 to 2**40")
    seed = checked_int("seed", seed, 0, 2**64 - 1, "an int in [0, 2**64)")
    processes = checked_workers(workers)
    backend = checked_backend(backend, address)
    size = (
        default_shard_size(n, processes)
        if shard_size is None
        else checked_int("shard_size", shard_size, 1, MAX_QUERIES, "None or a positive int", "None or an int")
    )
    if not isinstance(shrink, bool):
        raise TypeError(f"shrink must be True or False, not {shown(shrink)}")
    games = getattr(generator, "games", None)
    if games is not None and gspec.name not in games:
        raise ValueError(f"the generator {generator!r} answers {', '.join(games)} only, not {gspec.name}")
    from .peers import Peer

    if isinstance(generator, Peer):
        generator.load()  # PeerUnavailable now, not in a worker

    if progress is not None:
        progress(0)  # the arguments are good: the work starts
    # Planned as they run: 2**40 queries make too many shards to list first.
    tasks = ((gspec.name, v, seed, first, min(size, n - first)) for first in range(0, n, size))
    processes = min(processes, -(-n // size))
    if backend == "local" and processes > 1:
        try:
            pickle.dumps(generator)
        except Exception as err:
            raise TypeError(
                "workers > 1 send the generator to other processes, so it must pickle (a module-level "
                f"function, or an object of a module-level class): {err}"
            ) from None
    parts = run_jobs(
        run_shard, tasks, processes=processes, backend=backend, address=address, shared=generator
    )
    queries = disagreements = duplicates = duplicate_queries = 0
    categories: Counter[str] = Counter()
    extra: Counter[str] = Counter()
    duplicate_example = None
    first_state = None
    alive: set[int] | None = None
    with closing(parts):
        for part in parts:
            queries += part.queries
            disagreements += part.disagreements
            categories.update(part.categories)
            extra.update(part.extra)
            duplicates += part.duplicates
            duplicate_queries += part.duplicate_queries
            duplicate_example = duplicate_example or part.duplicate_example
            if first_state is None:
                first_state = part.first_state
            if part.alive is not None:
                alive = set(part.alive) if alive is None else alive & set(part.alive)
            if progress is not None:
                progress(queries)

    spec = _spec(gspec.name, v)
    explained = None
    if disagreements and alive:
        changes = spec.candidates()[min(alive)][0]
        explained = FrozenDict(dict(changes))
    minimal: Minimal | None = None
    if first_state is not None:
        minimal = _shrink.shrink(spec, generator, first_state, budget=_shrink.BUDGET if shrink else 0)
    return Report(
        game=gspec.name,
        variant=None if v is None else v.name,
        switches=None if v is None else FrozenDict(v.as_dict()),
        seed=seed,
        queries=queries,
        disagreements=disagreements,
        minimal=minimal,
        categories=FrozenDict(dict(sorted(categories.items(), key=lambda lc: (-lc[1], lc[0])))),
        extra=FrozenDict(dict(sorted(extra.items()))),
        explained_by=explained,
        duplicates=duplicates,
        duplicate_queries=duplicate_queries,
        duplicate_example=duplicate_example,
    )
