"""``paigen perft``: the number of decision sequences of a seeded deal to a
depth (bids, calls, plays, passes, discards and claims all count).

    paigen perft --game ddz4 --seed 1 --depth 6 --divide
"""

from __future__ import annotations

import argparse
import time
from typing import Any

from .._games import GAMES
from ._options import DEPTH, SEED, UsageError, game_option

__all__ = ["register", "run"]


def register(sub: Any) -> None:
    p = sub.add_parser("perft", help="count the decision sequences of a seeded deal to a depth")
    game_option(p)
    p.add_argument("--seed", type=SEED, default=0, help="the deal (default 0)")
    p.add_argument("--depth", type=DEPTH, required=True, help="decisions deep (bids, calls, plays)")
    p.add_argument("--divide", action="store_true", help="one count per first decision (needs depth >= 1)")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> None:
    if args.divide and args.depth < 1:
        raise UsageError(f"--divide needs --depth >= 1, not {args.depth}")
    spec = GAMES[args.game]
    game = spec.new_game(args.seed)
    print(f"perft {spec.name} ({spec.title}), seed {args.seed}, depth {args.depth}")
    start = time.perf_counter()
    if args.divide:
        split = game.divide(args.depth)
        seconds = time.perf_counter() - start
        for decision, count in split.items():
            print(f"{spec.decision_name(decision)}: {count}")
        nodes = sum(split.values())
        print(f"nodes: {nodes} (total of {len(split)} first decisions)")
    else:
        nodes = game.perft(args.depth)
        seconds = time.perf_counter() - start
        print(f"nodes: {nodes}")
    print(f"time: {seconds:.3f} s")
    print(f"nodes/s: {nodes / max(seconds, 1e-9):,.0f}")
