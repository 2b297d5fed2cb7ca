"""What the commands of the command line share: the parser class whose usage
errors are one line, integer option types, the options several commands take
(``--game``, ``--variant``, ``--workers``/``--ray``), the check that no option
of another game was given, and the import of a user's ``MODULE:FUNCTION``.
It imports no command, and nothing heavier than the table of games."""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Callable
from typing import Any, NoReturn

from .._games import GAMES, NAMES, GameSpec
from .._runner import MAX_WORKERS

__all__ = [
    "DEPTH",
    "MAX_QUERIES",
    "SEED",
    "VARIANTS",
    "Parser",
    "UsageError",
    "game_option",
    "import_callable",
    "int_in",
    "one_line",
    "other_game_options",
    "scale_out",
    "scale_out_options",
    "variant_option",
]

MAX_QUERIES = 2**40  # paigen.parity.MAX_QUERIES (not imported: the parser stays light)
VARIANTS = ("standard", "rlcard", "douzero", "openspiel")  # paigen.doudizhu.Variant.PRESETS


class UsageError(Exception):
    """Options that do not go together; printed as a usage error of the command."""


class Parser(argparse.ArgumentParser):
    """argparse, but a usage error is one line (``paigen play: error: ...``)
    and status 2, like the errors of the commands themselves."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {one_line(message)}\n")


def one_line(message: str) -> str:
    return " ".join(message.split())


def quoted(text: str, limit: int = 40) -> str:
    """``repr(text)``, cut to about ``limit`` characters."""
    return repr(text) if len(text) <= limit else repr(text[: limit - 3] + "...")


def int_in(low: int, high: int, high_text: str | None = None) -> Callable[[str], int]:
    """An argparse type: an integer (``10000`` or ``2**40``) from ``low`` to
    ``high`` (``high_text`` in messages)."""

    def parse(text: str) -> int:
        try:
            value = _integer(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected an integer, not {quoted(text)}") from None
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"must be from {low} to {high_text or high}, not {quoted(text)}")
        return value

    return parse


def _integer(text: str) -> int:
    """An int written plainly or as a power, ``2**40`` (as the help texts
    write the bounds)."""
    base, power, exponent = text.partition("**")
    if not power:
        return int(text)
    b, e = int(base), int(exponent)
    if b < 0 or not 0 <= e <= 128:
        raise ValueError(text)
    return int(b**e)


SEED = int_in(0, 2**64 - 1, "2**64 - 1")
DEPTH = int_in(0, 2**31 - 1, "2**31 - 1")


def game_option(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--game",
        choices=NAMES,
        default="ddz3",
        help="; ".join(f"{spec.name}: {spec.title}" for spec in GAMES.values()) + " (default ddz3)",
    )


def variant_option(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--variant",
        choices=VARIANTS,
        default=None,
        help="Dou Dizhu: the rules of another program (3 players): "
        + ", ".join(VARIANTS)
        + " (default: standard, the rules pages)",
    )


def scale_out_options(p: argparse.ArgumentParser, work: str) -> None:
    """``--workers N`` and ``--ray [ADDRESS]``, read by :func:`scale_out`."""
    p.add_argument(
        "--workers",
        type=int_in(1, MAX_WORKERS),
        default=1,
        help=f"processes (or Ray tasks at once) to {work} on (default 1, at most {MAX_WORKERS})",
    )
    p.add_argument(
        "--ray",
        nargs="?",
        const="",
        default=None,
        metavar="ADDRESS",
        help=f"{work} as Ray tasks: on the cluster at ADDRESS, else on a local one "
        "(needs pip install 'paigen[ray]')",
    )


def scale_out(args: argparse.Namespace) -> dict[str, Any]:
    """The ``workers``, ``backend`` and ``address`` keywords that the
    ``--workers`` and ``--ray [ADDRESS]`` options ask for."""
    return {
        "workers": args.workers,
        "backend": "local" if args.ray is None else "ray",
        "address": args.ray or None,
    }


def other_game_options(args: argparse.Namespace, spec: GameSpec) -> None:
    """A UsageError naming the options given that belong to another game.
    (Options of one game default to None, so that giving one with another
    game is an error rather than silently ignored.)"""
    given = [
        (dest, flag)
        for other in GAMES.values()
        for dest, flag in other.cli_options
        if (dest, flag) not in spec.cli_options and getattr(args, dest, None) is not None
    ]
    flags = list(dict.fromkeys(flag for _, flag in given))
    if not flags:
        return
    owners = [other for other in GAMES.values() if given[0] in other.cli_options]
    verb = "goes" if len(flags) == 1 else "go"
    games = f"--game {' or '.join(other.name for other in owners)} ({owners[0].family})"
    raise UsageError(f"{', '.join(flags)} only {verb} with {games}, not with --game {spec.name}")


def import_callable(module_name: str, attr: str, option: str, spec: str) -> Any:
    """The callable ``module_name:attr`` (`attr` may be dotted:
    ``module:Class.method``), imported with the current directory on the
    import path as with ``python -m``; `option` and `spec` name it in the
    one-line error."""
    if os.getcwd() not in sys.path and "" not in sys.path:
        sys.path.insert(0, os.getcwd())
    try:
        found: Any = importlib.import_module(module_name)
    except ImportError as err:
        raise UsageError(f"cannot import {module_name!r} for {option}: {err}") from err
    except Exception as err:  # the module itself fails: a syntax error, an error at import
        raise UsageError(f"cannot import {module_name!r} for {option}: {type(err).__name__}: {err}") from err
    for part in attr.split("."):
        try:
            found = getattr(found, part)
        except AttributeError:
            raise UsageError(f"{option} {spec}: {module_name} has no attribute {attr!r}") from None
    if not callable(found):
        raise UsageError(f"{option} {spec} is a {type(found).__name__}, not a function")
    return found
