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
    paigen moves 333444555777 --variant rlcard   # a rule variant (Dou Dizhu, 3 players)
    paigen fuzz --against rlcard --variant rlcard -n 5000    # parity with another generator
    paigen fuzz --against mybot.moves:legal --game lukfu --json
    paigen play --game ddz3 -n 10000 --policy greedy     # every seat the greedy agent
    paigen arena --game ddz3 --agents greedy,random -n 10000 --plot arena.png

Bad input (a bad option, an option of the other game, an error from the
library) prints one line on stderr and exits with status 2; Ctrl-C prints one
line and exits with status 130. ``fuzz`` exits with status 1 when the other
generator disagrees with paigen. The speed report is the benchmarks' job
(``benchmarks/``).

Over 400 lines because the parser of all seven commands is one table a reader
scans at once (``build_parser``); the commands with their own packages
(``fuzz``, ``arena``) keep their logic there.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Callable, Iterable, Sequence
from contextlib import closing
from typing import Any, NoReturn

from ._games import GAMES, NAMES, GameInfo
from ._simulate import CHUNK_DEALS, MAX_CHUNK, MAX_DEALS, MAX_WORKERS, POLICIES, play_chunks

MAX_QUERIES = 2**40  # paigen.parity.MAX_QUERIES (not imported: the parser stays light)
VARIANTS = ("standard", "rlcard", "douzero", "openspiel")  # paigen.doudizhu.Variant.PRESETS

__all__ = ["build_parser", "main"]

MIN_CHUNK = 1000  # deals per progress step: 2% of the run, but at least this many ...
# ... and at most CHUNK_DEALS, so that Ctrl-C stops a run at once

# Options of `moves` that only one family of games takes: (dest, flag).
DOUDIZHU_ONLY: tuple[tuple[str, str], ...] = (("last", "--last"), ("variant", "--variant"))
LUKFU_ONLY: tuple[tuple[str, str], ...] = (
    ("public", "--public"),
    ("caller", "--caller"),
    ("master_passed", "--master-passed"),
    ("fu", "--fu"),
    ("led", "--led"),
    ("best", "--best"),
)


class UsageError(Exception):
    """Options that do not go together; printed as a usage error of the command."""


def scale_out(args: argparse.Namespace) -> dict[str, Any]:
    """The ``workers``, ``backend`` and ``address`` keywords that the
    ``--workers`` and ``--ray [ADDRESS]`` options (``scale_out_options``) ask for."""
    return {
        "workers": args.workers,
        "backend": "local" if args.ray is None else "ray",
        "address": args.ray or None,
    }


def run_with_progress(
    run: Callable[[Callable[[int], None]], Any],
    total: int,
    unit: str,
    usage_errors: tuple[type[BaseException], ...],
) -> tuple[Any, float]:
    """``run(progress)`` under a progress line on stderr (`progress` is called
    with the count done) and the seconds it took. On an error the line is
    blanked, as the error is the one line on stderr; `usage_errors` (and only
    they) become a UsageError."""
    from ._report import Progress

    progress = Progress(total, unit=unit)
    start = time.perf_counter()
    try:
        result = run(progress.update)
    except BaseException as err:
        progress.clear()
        if isinstance(err, usage_errors):
            raise UsageError(str(err)) from None
        raise
    progress.close()
    return result, time.perf_counter() - start


def import_callable(module_name: str, attr: str, option: str, spec: str) -> Any:
    """The callable ``module_name:attr`` (`attr` may be dotted:
    ``module:Class.method``), imported with the current directory on the
    import path as with ``python -m``; `option` and `spec` name it in the
    one-line error."""
    import importlib

    if os.getcwd() not in sys.path and "" not in sys.path:
        sys.path.insert(0, os.getcwd())
    try:
        found: Any = importlib.import_module(module_name)
    except ImportError as err:
        raise UsageError(f"cannot import {module_name!r} for {option}: {err}") from None
    for part in attr.split("."):
        try:
            found = getattr(found, part)
        except AttributeError:
            raise UsageError(f"{option} {spec}: {module_name} has no attribute {attr!r}") from None
    if not callable(found):
        raise UsageError(f"{option} {spec} is a {type(found).__name__}, not a function")
    return found


def _print_moves(title: str, move_list: Iterable[Any]) -> None:
    moves = list(move_list)
    print(f"{title}: {len(moves)} moves")
    if not moves:
        return
    width = max(len(str(m.kind)) for m in moves)
    for m in moves:
        print(f"  {m.kind!s:<{width}}  {m.cards or '(no cards)'}")


def _other_game_options(args: argparse.Namespace, info: GameInfo) -> None:
    """A UsageError naming the options given that belong to the other game."""
    if info.rules == "lukfu":
        wrong, owner = DOUDIZHU_ONLY, "--game ddz3 or ddz4 (Dou Dizhu)"
    else:
        wrong, owner = LUKFU_ONLY, "--game lukfu (Luk Fu)"
    given = [flag for dest, flag in wrong if getattr(args, dest, None) is not None]
    if given:
        verb = "goes" if len(given) == 1 else "go"
        raise UsageError(f"{', '.join(given)} only {verb} with {owner}, not with --game {info.name}")


def _cmd_moves(args: argparse.Namespace) -> None:
    info = GAMES[args.game]
    _other_game_options(args, info)
    if info.rules == "lukfu":
        _lukfu_moves(args)
    else:
        _doudizhu_moves(args, info)


def _lukfu_moves(args: argparse.Namespace) -> None:
    from . import lukfu as lf

    hand = lf.Hand(args.hand)
    moves = lf.legal_moves(
        hand,
        public=args.public or "",
        caller=bool(args.caller),
        master_passed=bool(args.master_passed),
        fu=args.fu or 0,
        led=args.led,
        best=args.best,
    )
    situation = f"follow to {args.best or args.led}" if (args.led or args.best) else "lead"
    _print_moves(f"{hand} (Luk Fu, {situation})", moves)


def _doudizhu_moves(args: argparse.Namespace, info: GameInfo) -> None:
    from . import doudizhu as dd

    hand = dd.Hand(args.hand, players=info.players)
    moves = dd.legal_moves(hand, args.last, players=info.players, variant=args.variant)
    situation = f"reply to {args.last}" if args.last else "lead"
    if args.variant is not None:
        situation += f", variant {args.variant}"
    _print_moves(f"{hand} ({info.players} players, {situation})", moves)


def _cmd_classify(args: argparse.Namespace) -> None:
    info = GAMES[args.game]
    _other_game_options(args, info)
    if info.rules == "lukfu":
        from . import lukfu as lf

        move = lf.classify(args.cards)
        print(f"{move.cards}: {move.kind}")
        return
    from . import doudizhu as dd

    m = dd.classify(args.cards, players=info.players, variant=args.variant)
    print(f"{m.cards}: {m.kind} (main rank {dd.RANKS[m.main_rank]}, length {m.length})")


def _cmd_old(args: argparse.Namespace) -> None:
    from . import lukfu as lf

    old = lf.old_cards(args.hand, public=args.public)
    print(old if old else "(no Old cards)")


# --------------------------------------------------------------------------
# play: deals in chunks (random or greedy play), a progress bar, a summary
# --------------------------------------------------------------------------


def _chunk_size(n: int) -> int:
    """Deals per progress step: 2% of the run (rounded up), between MIN_CHUNK and CHUNK_DEALS."""
    return min(max(MIN_CHUNK, -(-n * 2 // 100)), CHUNK_DEALS)


def _cmd_play(args: argparse.Namespace) -> None:
    from ._report import Progress, add_totals, summary, tally

    info: GameInfo = GAMES[args.game]
    _other_game_options(args, info)
    if args.variant is not None:  # bad input before any work: the variant must fit the game
        from . import doudizhu as dd

        dd.Game(info.players, seed=0, variant=args.variant)
    n, seed, workers = args.n, args.seed, args.workers
    chunk = args.chunk or _chunk_size(n)
    totals: dict[str, int] = {}
    progress = Progress(n)
    start = time.perf_counter()
    try:
        progress.update(0)
        # Chunk [first, first + count) plays deals first.. of the whole run,
        # exactly as paigen.simulate(game, n, seed) would (per-deal streams).
        with closing(
            play_chunks(
                info.name, n, seed, workers=workers, chunk=chunk, variant=args.variant, policy=args.policy
            )
        ) as chunks:
            for part in chunks:
                add_totals(totals, tally(info.rules, part))
                progress.update(totals["deals"])
        seconds = time.perf_counter() - start
    finally:
        progress.close()
    n_chunks = -(-n // chunk)
    used = min(workers, n_chunks)  # play_chunks starts no more processes than chunks
    variant = "" if args.variant is None else f", variant {args.variant}"
    print(
        f"{info.name} ({info.title}{variant}): {n} {args.policy} deals, seed {seed}, "
        f"{used} worker{'s' if used > 1 else ''}, {n_chunks} chunk{'s' if n_chunks > 1 else ''}"
    )
    rows = summary(info.rules, totals, seconds)
    width = max(len(label) for label, _ in rows)
    vwidth = max(len(value) for _, value in rows)
    for label, value in rows:
        print(f"  {label:<{width}}  {value:>{vwidth}}")


# --------------------------------------------------------------------------
# perft
# --------------------------------------------------------------------------


def _new_game(info: GameInfo, seed: int) -> Any:
    if info.rules == "lukfu":
        from . import lukfu as lf

        return lf.Game(seed=seed)
    from . import doudizhu as dd

    return dd.Game(info.players, seed=seed)


def _decision_name(decision: Any) -> str:
    """``call play`` / ``call pass`` (Luk Fu), ``bid 2`` / ``pass`` (auction),
    ``pass`` or kind and cards of a move (``triple_pair 33344``, ``claim``)."""
    if isinstance(decision, bool):
        return "call play" if decision else "call pass"
    if isinstance(decision, int):
        return f"bid {decision}" if decision else "pass"
    kind = str(decision.kind)
    return "pass" if kind == "pass" else f"{kind} {decision.cards}".rstrip()


def _cmd_perft(args: argparse.Namespace) -> None:
    if args.divide and args.depth < 1:
        raise UsageError(f"--divide needs --depth >= 1, not {args.depth}")
    info = GAMES[args.game]
    game = _new_game(info, args.seed)
    print(f"perft {info.name} ({info.title}), seed {args.seed}, depth {args.depth}")
    start = time.perf_counter()
    if args.divide:
        split = game.divide(args.depth)
        seconds = time.perf_counter() - start
        for decision, count in split.items():
            print(f"{_decision_name(decision)}: {count}")
        nodes = sum(split.values())
        print(f"nodes: {nodes} (total of {len(split)} first decisions)")
    else:
        nodes = game.perft(args.depth)
        seconds = time.perf_counter() - start
        print(f"nodes: {nodes}")
    print(f"time: {seconds:.3f} s")
    print(f"nodes/s: {nodes / max(seconds, 1e-9):,.0f}")


# --------------------------------------------------------------------------
# fuzz: parity with another move generator (paigen.parity)
# --------------------------------------------------------------------------


def _cmd_fuzz(args: argparse.Namespace) -> int:
    from .parity._cli import fuzz

    return fuzz(args)


# --------------------------------------------------------------------------
# arena: agents against each other (paigen.arena)
# --------------------------------------------------------------------------


def _cmd_arena(args: argparse.Namespace) -> int:
    from .arena._cli import arena

    return arena(args)


# --------------------------------------------------------------------------
# the parser
# --------------------------------------------------------------------------


class _Parser(argparse.ArgumentParser):
    """argparse, but a usage error is one line (``paigen play: error: ...``)
    and status 2, like the errors of the commands themselves."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {_one_line(message)}\n")


def _policy(text: str) -> str:
    """An argparse type: a policy of ``simulate`` (a built-in agent's name,
    with its budget if any: ``pimc:samples=64``); the budget is checked in C++."""
    if text.partition(":")[0] not in POLICIES:
        raise argparse.ArgumentTypeError(
            f"must be one of {', '.join(POLICIES)} (budget: pimc:samples=64), not {_quoted(text)}"
        )
    return text


def _int_in(low: int, high: int, high_text: str | None = None) -> Callable[[str], int]:
    """An argparse type: an integer from ``low`` to ``high`` (``high_text`` in messages)."""

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected an integer, not {_quoted(text)}") from None
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(
                f"must be from {low} to {high_text or high}, not {_quoted(text)}"
            )
        return value

    return parse


def _quoted(text: str, limit: int = 40) -> str:
    """``repr(text)``, cut to about ``limit`` characters."""
    return repr(text) if len(text) <= limit else repr(text[: limit - 3] + "...")


def _one_line(message: str) -> str:
    return " ".join(message.split())


SEED = _int_in(0, 2**64 - 1, "2**64 - 1")
DEPTH = _int_in(0, 2**31 - 1, "2**31 - 1")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="paigen", description="Legal plays of Dou Dizhu (3 and 4 players) and Luk Fu.")
    sub = parser.add_subparsers(dest="command", required=True)

    def game_option(p: argparse.ArgumentParser) -> None:
        p.add_argument(
            "--game",
            choices=NAMES,
            default="ddz3",
            help="; ".join(f"{info.name}: {info.title}" for info in GAMES.values()) + " (default ddz3)",
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
        p.add_argument(
            "--workers",
            type=_int_in(1, MAX_WORKERS),
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

    # Options that belong to one game default to None, so that giving one with
    # the other game is an error rather than silently ignored.
    p = sub.add_parser("moves", help="list the legal moves of a hand")
    p.add_argument("hand", help="Dou Dizhu: 33344556677 (D4); Luk Fu: '7s 8s 9s 2c' (L2)")
    game_option(p)
    p.add_argument("--last", help="Dou Dizhu: the move to reply to (omit to lead)")
    variant_option(p)
    p.add_argument("--public", help="Luk Fu: cards played face up so far")
    p.add_argument("--caller", action="store_true", default=None, help="Luk Fu: the player is the caller")
    p.add_argument(
        "--master-passed", action="store_true", default=None, help="Luk Fu: the player is a Master who passed"
    )
    p.add_argument("--fu", type=_int_in(0, 2**31 - 1, "2**31 - 1"), help="Luk Fu: fu won so far (default 0)")
    p.add_argument("--led", help="Luk Fu: the trick's led play (omit to lead)")
    p.add_argument("--best", help="Luk Fu: the trick's best play so far")
    p.set_defaults(run=_cmd_moves)

    p = sub.add_parser("classify", help="name the kind of move some cards make")
    p.add_argument("cards")
    game_option(p)
    variant_option(p)
    p.set_defaults(run=_cmd_classify)

    p = sub.add_parser("old", help="Luk Fu: the Old cards of a hand (O1-O4)")
    p.add_argument("hand")
    p.add_argument("--public", default="", help="cards played face up so far")
    p.set_defaults(run=_cmd_old)

    p = sub.add_parser(
        "play", help="play n deals (random or greedy play): progress bar, then win rates, stakes, deals/s"
    )
    game_option(p)
    p.add_argument(
        "-n",
        type=_int_in(1, MAX_DEALS, "2**40"),
        default=10_000,
        help="deals to play (default 10000, at most 2**40)",
    )
    p.add_argument(
        "--seed",
        type=SEED,
        default=0,
        help="deal i of a run is the same for the same seed, however the run is split (default 0)",
    )
    p.add_argument(
        "--workers",
        type=_int_in(1, MAX_WORKERS),
        default=1,
        help=f"processes to play on (default 1, at most {MAX_WORKERS})",
    )
    p.add_argument(
        "--chunk",
        type=_int_in(1, MAX_CHUNK),
        default=None,
        help=f"deals per progress step (default: 2%% of n, from {MIN_CHUNK} to {CHUNK_DEALS}; "
        f"at most {MAX_CHUNK})",
    )
    variant_option(p)
    p.add_argument(
        "--policy",
        type=_policy,
        default="random",
        help="who decides at every seat: random (uniformly random legal choices), greedy "
        "(the built-in greedy agent), pimc or ismcts (the search agents, Dou Dizhu; with a "
        "budget: pimc:samples=N, ismcts:iterations=N) (default random)",
    )
    p.set_defaults(run=_cmd_play)

    p = sub.add_parser("perft", help="count the decision sequences of a seeded deal to a depth")
    game_option(p)
    p.add_argument("--seed", type=SEED, default=0, help="the deal (default 0)")
    p.add_argument("--depth", type=DEPTH, required=True, help="decisions deep (bids, calls, plays)")
    p.add_argument("--divide", action="store_true", help="one count per first decision (needs depth >= 1)")
    p.set_defaults(run=_cmd_perft)

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
        "-n", type=_int_in(1, MAX_QUERIES, "2**40"), default=1000, help="states to query (default 1000)"
    )
    p.add_argument("--seed", type=SEED, default=0, help="the same seed puts the same states (default 0)")
    scale_out_options(p, "query")
    p.add_argument("--json", action="store_true", help="print the report as one JSON object")
    p.set_defaults(run=_cmd_fuzz)

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
        "-n", type=_int_in(1, MAX_DEALS, "2**40"), default=10_000, help="deals to play (default 10000)"
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
    p.set_defaults(run=_cmd_arena)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Runs one command; returns the exit status (0, 1 when ``fuzz`` finds a
    difference, 2 for bad input, 130 for Ctrl-C)."""
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as done:  # --help, or a usage error already printed
        return done.code if isinstance(done.code, int) else 2
    try:
        status = args.run(args)
    except UsageError as err:
        print(f"paigen {args.command}: error: {err}", file=sys.stderr)
        return 2
    except (ValueError, TypeError) as err:  # bad input the library rejects (paigen errors are ValueErrors)
        print(f"paigen: error: {_one_line(str(err))}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("paigen: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:  # output piped into head and the like
        # Nothing more can be written: point stdout at devnull so that the
        # interpreter's final flush does not fail again.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 0
    return status if isinstance(status, int) else 0
