"""``paigen fuzz``: the command line of :func:`paigen.parity.check`.

    paigen fuzz --against rlcard --variant rlcard -n 5000
    paigen fuzz --against mybot.moves:legal --game lukfu --workers 2 --json

Exit status 0 when every query agrees, 1 when some differ, 2 on bad input (a
generator that cannot be imported, a peer that is not installed, a generator
that raises or answers outside the contract), as one line on stderr.
"""

from __future__ import annotations

import argparse
import json
from typing import Any

from .._games import GAMES
from ._options import (
    MAX_QUERIES,
    SEED,
    UsageError,
    game_option,
    import_callable,
    int_in,
    other_game_options,
    scale_out,
    scale_out_options,
    variant_option,
)
from ._progress import run_with_progress

__all__ = ["generator_named", "register", "run"]

PEERS = ("rlcard", "douzero", "openspiel")  # paigen.parity.peers


def register(sub: Any) -> None:
    p = sub.add_parser(
        "fuzz",
        help="check another move generator against paigen on random reachable states",
        description="Put n random reachable states to another move generator and compare its "
        "moves with paigen's. Exit status 0 when all agree, 1 when some differ, 2 on bad input.",
    )
    p.add_argument(
        "--against",
        required=True,
        metavar="MODULE:FUNCTION",
        help="the generator: a function importable as MODULE:FUNCTION (Dou Dizhu: f(hand, last); "
        "Luk Fu: f(hand=, public=, caller=, master_passed=, fu=, led=, best=)), or a built-in "
        "peer: rlcard, douzero, openspiel (3-player Dou Dizhu)",
    )
    game_option(p)
    variant_option(p)
    p.add_argument(
        "-n", type=int_in(1, MAX_QUERIES, "2**40"), default=1000, help="states to query (default 1000)"
    )
    p.add_argument("--seed", type=SEED, default=0, help="the same seed puts the same states (default 0)")
    scale_out_options(p, "query")
    p.add_argument("--json", action="store_true", help="print the report as one JSON object")
    p.set_defaults(run=run)


def generator_named(against: str) -> Any:
    """The generator ``--against`` names: a built-in peer, or MODULE:FUNCTION
    (FUNCTION may be dotted: ``module:Class.method``; the current directory is
    on the import path, as with ``python -m``)."""
    if against in PEERS:
        from ..parity import peers

        return peers.get(against)
    module_name, sep, attr = against.partition(":")
    if not sep or not module_name or not attr:
        raise UsageError(f"--against takes MODULE:FUNCTION or one of {', '.join(PEERS)}, not {against!r}")
    return import_callable(module_name, attr, "--against", against)


def run(args: argparse.Namespace) -> int:
    from ..parity import GeneratorError, check
    from ..parity.peers import PeerUnavailable

    spec = GAMES[args.game]
    other_game_options(args, spec)
    try:
        generator = generator_named(args.against)
    except PeerUnavailable as err:
        raise UsageError(str(err)) from None
    report, seconds = run_with_progress(
        lambda progress: check(
            generator,
            game=spec.name,
            variant=args.variant or "standard",
            n=args.n,
            seed=args.seed,
            progress=progress,
            **scale_out(args),
        ),
        args.n,
        "queries",
        (GeneratorError, ImportError),
    )
    if args.json:
        print(json.dumps(report.to_dict(), indent=2))
    else:
        print(report)
        print(f"time: {seconds:.2f} s ({report.queries / max(seconds, 1e-9):,.0f} queries/s)")
    return 0 if report.agree else 1
