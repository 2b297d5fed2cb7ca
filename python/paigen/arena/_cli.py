"""``paigen arena``: the command line of :func:`paigen.arena.evaluate`.

    paigen arena --game ddz3 --agents greedy,random -n 10000
    paigen arena --game lukfu --agents greedy,mybots:cautious --workers 2 --plot arena.png

Prints the table of ``str(ArenaResult)`` (per agent WP and ADP with 95%
intervals and deals, then per role) and the time taken; ``--plot FILE`` also
draws it (needs matplotlib: ``pip install 'paigen[plot]'``). Bad input (an
agent that cannot be imported, an illegal answer of a callable agent, --plot
without matplotlib) is one line on stderr and status 2.
"""

from __future__ import annotations

import argparse
import importlib
import importlib.util
from typing import Any

__all__ = ["agent_named", "arena"]


def agent_named(spec: str) -> Any:
    """The agent one item of ``--agents`` names: a built-in agent's name as
    it is, or a callable importable as MODULE:FUNCTION (FUNCTION may be
    dotted: ``module:Class.method``; the current directory is on the import
    path, as with ``python -m``)."""
    from ..cli import UsageError, import_callable
    from ._agents import BUILTINS

    module_name, sep, attr = spec.partition(":")
    if not sep or module_name in BUILTINS:
        return spec  # a built-in's name (with its budget: "pimc:samples=64"), checked by evaluate
    if not module_name or not attr:
        raise UsageError(f"--agents takes built-in names or MODULE:FUNCTION, not {spec!r}")
    return import_callable(module_name, attr, "--agents", spec)


def arena(args: argparse.Namespace) -> int:
    """Runs ``paigen arena``; returns the exit status."""
    from .._games import GAMES
    from ..cli import UsageError, _other_game_options, run_with_progress, scale_out
    from . import evaluate

    info = GAMES[args.game]
    _other_game_options(args, info)
    specs = [spec.strip() for spec in args.agents.split(",")]
    if not all(specs):
        raise UsageError(f"--agents takes agents separated by commas, not {args.agents!r}")
    agents = [agent_named(spec) for spec in specs]
    if args.plot is not None and importlib.util.find_spec("matplotlib") is None:
        raise UsageError("--plot needs matplotlib: pip install 'paigen[plot]'")
    result, seconds = run_with_progress(
        lambda progress: evaluate(
            agents,
            game=info.name,
            deals=args.n,
            seed=args.seed,
            duplicate=not args.no_duplicate,
            variant=args.variant or "standard",
            progress=progress,
            **scale_out(args),
        ),
        args.n,
        "deals",
        (ImportError,),  # ray missing
    )
    print(result)
    print(f"\ntime: {seconds:.2f} s ({result.games / max(seconds, 1e-9):,.0f} games/s)")
    if args.plot is not None:
        try:
            result.plot(args.plot)
        except OSError as err:
            raise UsageError(f"cannot write --plot {args.plot}: {err}") from None
        print(f"plot: {args.plot}")
    return 0
