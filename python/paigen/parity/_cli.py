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

__all__ = ["fuzz", "generator_named"]

PEERS = ("rlcard", "douzero", "openspiel")


def generator_named(against: str) -> Any:
    """The generator ``--against`` names: a built-in peer, or MODULE:FUNCTION
    (FUNCTION may be dotted: ``module:Class.method``; the current directory is
    on the import path, as with ``python -m``)."""
    from ..cli import UsageError, import_callable

    if against in PEERS:
        from . import peers

        return peers.get(against)
    module_name, sep, attr = against.partition(":")
    if not sep or not module_name or not attr:
        raise UsageError(f"--against takes MODULE:FUNCTION or one of {', '.join(PEERS)}, not {against!r}")
    return import_callable(module_name, attr, "--against", against)


def fuzz(args: argparse.Namespace) -> int:
    """Runs ``paigen fuzz``; returns the exit status."""
    from .._games import GAMES
    from ..cli import UsageError, _other_game_options, run_with_progress, scale_out
    from . import GeneratorError, check
    from .peers import PeerUnavailable

    info = GAMES[args.game]
    _other_game_options(args, info)
    try:
        generator = generator_named(args.against)
    except PeerUnavailable as err:
        raise UsageError(str(err)) from None
    report, seconds = run_with_progress(
        lambda progress: check(
            generator,
            game=info.name,
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
