"""The paigen command line: ``paigen`` (or ``python -m paigen``).

    paigen moves 33344556677                 # every lead of a 3p hand
    paigen moves 3334445 --last 345678       # replies (pass first)
    paigen moves 88889999BBRR --game ddz4    # 4 players
    paigen classify 3334445566
    paigen moves "7s 8s 9s 2c" --game lukfu --caller
    paigen moves "7s 8s 9s 2c" --game lukfu --led 4s --best 6s
    paigen old "8s 9s 5c 1t" --public "9m"
    paigen play --game ddz3 -n 10000         # random deals: progress, summary
    paigen play --game lukfu -n 100000 --seed 7 --workers 2
    paigen perft --game ddz4 --seed 1 --depth 6 --divide
    paigen replay deal.txt --step            # a recorded deal (Game.record()), step by step
    paigen moves 333444555777 --variant rlcard   # a rule variant (Dou Dizhu, 3 players)
    paigen fuzz --against rlcard --variant rlcard -n 5000    # parity with another generator
    paigen fuzz --against mybot.moves:legal --game lukfu --json
    paigen play --game ddz3 -n 10000 --policy greedy     # every seat the greedy agent
    paigen play --human --game lukfu --opponents greedy,random   # you against the agents
    paigen arena --game ddz3 --agents greedy,random -n 10000 --plot arena.png
    paigen --version
    paigen solve 3334K Q J                   # a Dou Dizhu endgame: who wins, the winning moves
    paigen solve 44 5 3BR --to-move 1 --last K --last-seat 0

Every error the command can name (a bad option, an option of another game,
an error from the library, a user's agent or generator that cannot be
imported or raises, agents that never bid, output that cannot be written) is
one line on stderr, ``paigen <command>: error: ...``, and exit status 2
(``--traceback`` also shows where a raised error came from); Ctrl-C prints one
line and exits with status 130. ``fuzz`` exits with status 1 when the other
generator disagrees with paigen, ``solve`` when its budget ends the search.
The progress line is drawn only on a terminal. The speed report is the
benchmarks' job (``benchmarks/``).

Each command is a module of this package with ``register(subparsers)`` and
``run(args)``; what several share is in ``_options`` and ``_progress``.
"""

from __future__ import annotations

import argparse
import sys
import traceback
from collections.abc import Sequence

from .. import __version__
from . import arena, classify, fuzz, moves, old, perft, play, replay, solve
from ._options import Parser, UsageError, one_line
from ._output import OutputError, drop_stdout, watched_stdout

__all__ = ["COMMANDS", "build_parser", "main"]

COMMANDS = (moves, classify, old, play, replay, perft, fuzz, arena, solve)  # in the order --help lists them


def build_parser() -> Parser:
    parser = Parser(prog="paigen", description="Legal plays of Dou Dizhu (3 and 4 players) and Luk Fu.")
    parser.add_argument("--version", action="version", version=f"paigen {__version__}")
    sub = parser.add_subparsers(dest="command", required=True)
    for command in COMMANDS:
        command.register(sub)
    for command_parser in sub.choices.values():
        command_parser.add_argument(
            "--traceback", action="store_true", help="on an error, also show where it was raised"
        )
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Runs one command; returns the exit status (0, 1 when ``fuzz`` finds a
    difference or ``solve`` runs out of budget, 2 for bad input, 130 for Ctrl-C)."""
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as done:  # --help, or a usage error already printed
        return done.code if isinstance(done.code, int) else 2
    try:
        with watched_stdout():
            status = args.run(args)
    except UsageError as err:
        if getattr(args, "traceback", False):
            traceback.print_exc()
        return _error(args, str(err))
    except OutputError as err:
        drop_stdout()
        if isinstance(err.__cause__, BrokenPipeError):  # piped into head and the like
            return 0
        return _error(args, f"cannot write the output: {err}")
    except Exception as err:
        if _interrupted(err):  # Ctrl-C while a compiled module was imported
            return _interrupted_status()
        if getattr(args, "traceback", False):
            traceback.print_exc()
        # paigen's own errors (ValueErrors and TypeErrors) say what they are;
        # any other, from a user's agent or generator, is named by its type.
        shown = str(err) if isinstance(err, (ValueError, TypeError)) else f"{type(err).__name__}: {err}"
        return _error(args, shown)
    except KeyboardInterrupt:
        return _interrupted_status()
    return status if isinstance(status, int) else 0


def _error(args: argparse.Namespace, message: str) -> int:
    print(f"paigen {args.command}: error: {one_line(message)}", file=sys.stderr)
    return 2


def _interrupted_status() -> int:
    print("paigen: interrupted", file=sys.stderr)
    return 130


def _interrupted(err: BaseException) -> bool:
    """Whether `err` came of Ctrl-C: nanobind turns a KeyboardInterrupt raised
    while a compiled module starts (it runs Python code: enums, imports) into ImportError
    ('initialization failed') caused by it."""
    seen: set[int] = set()
    cause: BaseException | None = err
    while cause is not None and id(cause) not in seen:
        if isinstance(cause, KeyboardInterrupt):
            return True
        seen.add(id(cause))
        cause = cause.__cause__ or cause.__context__
    return False
