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
import importlib.util
import os
from typing import Any

from .._games import GAMES
from .._simulate import MAX_DEALS
from ._options import (
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

__all__ = ["agent_named", "register", "run"]


def register(sub: Any) -> None:
    p = sub.add_parser(
        "arena",
        help="play agents against each other: WP and ADP with 95%% intervals, per agent and role",
        description="Play agents against each other over n deals, every deal under every seating "
        "(duplicate), and print each agent's WP (share of games won) and ADP (average points won per "
        "game) with 95%% intervals, then per role (landlord/peasant, caller/other).",
    )
    game_option(p)
    p.add_argument(
        "--agents",
        required=True,
        metavar="AGENT,AGENT[,...]",
        help="2 agents or more (at most one per seat), separated by commas: built-in agents "
        "(random, greedy) or callables agent(observation) importable as MODULE:FUNCTION",
    )
    p.add_argument(
        "-n", type=int_in(1, MAX_DEALS, "2**40"), default=10_000, help="deals to play (default 10000)"
    )
    p.add_argument("--seed", type=SEED, default=0, help="the same seed plays the same games (default 0)")
    variant_option(p)
    p.add_argument(
        "--no-duplicate",
        action="store_true",
        help="play deal d under one seating (d mod the number of seatings), not under every seating",
    )
    scale_out_options(p, "play")
    p.add_argument(
        "--plot",
        metavar="FILE",
        help="also draw WP and ADP with their intervals into FILE, a PNG (needs pip install 'paigen[plot]')",
    )
    p.set_defaults(run=run)


def agent_named(spec: str) -> Any:
    """The agent one item of ``--agents`` names: a built-in agent's name as
    it is, or a callable importable as MODULE:FUNCTION (FUNCTION may be
    dotted: ``module:Class.method``; the current directory is on the import
    path, as with ``python -m``)."""
    module_name, sep, attr = spec.partition(":")
    if not sep:
        return spec  # a built-in's name, checked by evaluate
    if not module_name or not attr:
        raise UsageError(f"--agents takes built-in names or MODULE:FUNCTION, not {spec!r}")
    return import_callable(module_name, attr, "--agents", spec)


def _check_plot_file(path: str) -> None:
    """A UsageError now, not after the run, if ``--plot`` cannot be drawn into `path`."""
    if importlib.util.find_spec("matplotlib") is None:
        raise UsageError("--plot needs matplotlib: pip install 'paigen[plot]'")
    if os.path.isdir(path):
        raise UsageError(f"cannot write --plot {path}: it is a directory")
    folder = os.path.dirname(path) or "."
    if not os.path.isdir(folder):
        raise UsageError(f"cannot write --plot {path}: no directory {folder}")


def run(args: argparse.Namespace) -> int:
    from ..arena import evaluate

    game = GAMES[args.game]
    other_game_options(args, game)
    specs = [spec.strip() for spec in args.agents.split(",")]
    if not all(specs):
        raise UsageError(f"--agents takes agents separated by commas, not {args.agents!r}")
    agents = [agent_named(spec) for spec in specs]
    if args.plot is not None:
        _check_plot_file(args.plot)
    result, seconds = run_with_progress(
        lambda progress: evaluate(
            agents,
            game=game.name,
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
            raise UsageError(f"cannot write --plot {args.plot}: {err}") from err
        print(f"plot: {args.plot}")
    return 0
