"""``paigen play``: n whole deals played in C++ (random or greedy play), a
progress line, then the game's summary table (win rates, stakes, moves per
deal, deals/s); or, with ``--human``, a game of yours against the agents at
this terminal (``_human``).

    paigen play --game ddz3 -n 10000
    paigen play --game lukfu -n 100000 --seed 7 --workers 2
    paigen play --game ddz3 -n 10000 --policy greedy --ray
    paigen play --human --game ddz4 --opponents greedy --rounds 3
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Mapping
from contextlib import closing
from typing import Any

from .._games import GAMES
from .._simulate import CHUNK_DEALS, MAX_CHUNK, MAX_DEALS, POLICIES, play_chunks
from .._text import plural
from . import _human as human
from ._options import (
    SEED,
    UsageError,
    game_option,
    int_in,
    other_game_options,
    scale_out,
    scale_out_options,
    variant_option,
)
from ._progress import Progress

__all__ = ["register", "run"]

MIN_CHUNK = 1000  # deals per progress step: 2% of the run, but at least this many ...
# ... and at most CHUNK_DEALS, so that Ctrl-C stops a run at once


def register(sub: Any) -> None:
    p = sub.add_parser(
        "play",
        help="play n deals (random or greedy play): progress bar, then win rates, stakes, deals/s; "
        "or --human: play yourself against the agents",
    )
    game_option(p)
    p.add_argument(
        "-n",
        type=int_in(1, MAX_DEALS, "2**40"),
        default=None,
        help="deals to play (default 10000, at most 2**40)",
    )
    p.add_argument(
        "--seed",
        type=SEED,
        default=None,
        help="deal i of a run is the same for the same seed, however the run is split (default 0; "
        "with --human, random)",
    )
    scale_out_options(p, "play")
    p.add_argument(
        "--chunk",
        type=int_in(1, MAX_CHUNK),
        default=None,
        help=f"deals per progress step (default: 2%% of n, from {MIN_CHUNK} to {CHUNK_DEALS}; "
        f"at most {MAX_CHUNK})",
    )
    variant_option(p)
    p.add_argument(
        "--policy",
        type=policy_arg,
        default=None,
        help="who decides at every seat: random (uniformly random legal choices), greedy "
        "(the built-in greedy agent), pimc or ismcts (the search agents, with a "
        "budget: pimc:samples=N, ismcts:iterations=N) (default random)",
    )
    human.add_options(p)
    p.set_defaults(run=run)


def policy_arg(text: str) -> str:
    """An argparse type: a policy of ``simulate`` (a built-in agent's name, with
    its budget if any: ``pimc:samples=64``); the budget is checked in C++."""
    if text.partition(":")[0] not in POLICIES:
        raise argparse.ArgumentTypeError(
            f"must be one of {', '.join(POLICIES)} (budget: pimc:samples=64), not {text!r}"
        )
    return text


def chunk_size(n: int) -> int:
    """Deals per progress step: 2% of the run (rounded up), between MIN_CHUNK and CHUNK_DEALS."""
    return min(max(MIN_CHUNK, -(-n * 2 // 100)), CHUNK_DEALS)


def add_totals(into: dict[str, int], more: Mapping[str, int]) -> None:
    for key, count in more.items():
        into[key] = into.get(key, 0) + count


def run(args: argparse.Namespace) -> int:
    spec = GAMES[args.game]
    other_game_options(args, spec)
    human.check_options(args)
    if args.human:
        return human.run(args)
    if args.variant is not None:  # bad input before any work: the variant must fit the game
        spec.new_game(0, args.variant)
    n = 10_000 if args.n is None else args.n
    seed = 0 if args.seed is None else args.seed
    policy = args.policy or "random"
    chunk = args.chunk or chunk_size(n)
    totals: dict[str, int] = {}
    progress = Progress(n)
    start = time.perf_counter()
    try:
        progress.update(0)
        # Chunk [first, first + count) plays deals first.. of the whole run,
        # exactly as paigen.simulate(game, n, seed) would (per-deal streams).
        chunks = play_chunks(
            spec.name, n, seed, chunk=chunk, variant=args.variant, policy=policy, **scale_out(args)
        )
        with closing(chunks):
            for part in chunks:
                add_totals(totals, spec.tally(part))
                progress.update(totals["deals"])
        seconds = time.perf_counter() - start
    except ImportError as err:  # --ray without ray
        progress.clear()
        raise UsageError(str(err)) from None
    finally:
        progress.close()  # kept on Ctrl-C: how far the run got
    n_chunks = -(-n // chunk)
    used = min(args.workers, n_chunks)  # play_chunks starts no more processes than chunks
    variant = "" if args.variant is None else f", variant {args.variant}"
    print(
        f"{spec.name} ({spec.title}{variant}): {plural(n, policy + ' deal')}, seed {seed}, "
        f"{plural(used, 'worker')}, {plural(n_chunks, 'chunk')}"
    )
    rows = spec.summary(totals, seconds)
    width = max(len(label) for label, _ in rows)
    vwidth = max(len(value) for _, value in rows)
    for label, value in rows:
        print(f"  {label:<{width}}  {value:>{vwidth}}")
    return 0
