"""The paigen command line: ``python -m paigen`` (or ``paigen``).

    python -m paigen moves 33344556677                 # every lead of a 3p hand
    python -m paigen moves 3334445 --last 345678       # replies (pass first)
    python -m paigen moves 88889999BBRR --game ddz4    # 4 players
    python -m paigen classify 3334445566
    python -m paigen moves "7s 8s 9s 2c" --game lukfu --caller
    python -m paigen moves "7s 8s 9s 2c" --game lukfu --led 4s --best 6s
    python -m paigen old "8s 9s 5c 1t" --public "9m"
    python -m paigen play --game ddz3 -n 10000         # random deals: progress, summary
    python -m paigen play --game lukfu -n 100000 --seed 7 --workers 2
    python -m paigen perft --game ddz4 --seed 1 --depth 6 --divide
    python -m paigen bench                             # speed report (--quick: ~2 s)

Bad input prints one clear line on stderr and exits with status 2.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable, Sequence
from typing import Any, NoReturn, TextIO

from .errors import PaigenError

GAMES = ("ddz3", "ddz4", "lukfu")


def _print_moves(title: str, moves) -> None:
    print(f"{title}: {len(moves)} moves")
    if not moves:
        return
    width = max(len(str(m.kind)) for m in moves)
    for m in moves:
        print(f"  {str(m.kind):<{width}}  {m.cards or '(no cards)'}")


def _cmd_moves(args: argparse.Namespace) -> None:
    if args.game == "lukfu":
        from . import lukfu as lf

        hand = lf.Hand(args.hand)
        moves = lf.legal_moves(hand, public=args.public, caller=args.caller,
                               master_passed=args.master_passed, fu=args.fu,
                               led=args.led, best=args.best)
        situation = f"follow to {args.best or args.led}" if (args.led or args.best) else "lead"
        _print_moves(f"{hand} (Luk Fu, {situation})", moves)
        return
    from . import doudizhu as dd

    players = int(args.game[-1])
    hand = dd.Hand(args.hand, players=players)
    moves = dd.legal_moves(hand, args.last, players=players)
    situation = f"reply to {args.last}" if args.last else "lead"
    _print_moves(f"{hand} ({players} players, {situation})", moves)


def _cmd_classify(args: argparse.Namespace) -> None:
    if args.game == "lukfu":
        from . import lukfu as lf

        m = lf.classify(args.cards)
        print(f"{m.cards}: {m.kind}")
        return
    from . import doudizhu as dd

    m = dd.classify(args.cards, players=int(args.game[-1]))
    print(f"{m.cards}: {m.kind} (main rank {dd.RANKS[m.main_rank]}, length {m.length})")


def _cmd_old(args: argparse.Namespace) -> None:
    from . import lukfu as lf

    old = lf.old_cards(args.hand, public=args.public)
    print(old if old else "(no Old cards)")


# --------------------------------------------------------------------------
# play: random deals in chunks, a progress bar, a summary
# --------------------------------------------------------------------------

MIN_CHUNK = 1000  # deals per progress step: at least this many ...
CHUNK_SHARE = 0.02  # ... or 2% of the run, whichever is larger


def _chunk_size(n: int) -> int:
    return max(MIN_CHUNK, -(-n * 2 // 100))  # ceil(CHUNK_SHARE * n), exact for any n


class _Progress:
    """A progress line on stderr, redrawn in place with a carriage return::

        [#############.................]  45% 4500/10000 deals  190,123 deals/s
    """

    WIDTH = 30

    def __init__(self, total: int, unit: str = "deals", stream: TextIO | None = None) -> None:
        self.total, self.unit = total, unit
        self.stream = stream if stream is not None else sys.stderr
        self.start = time.perf_counter()
        self.width = 0  # length of the line drawn last, to blank a longer one

    def update(self, done: int) -> None:
        if self.stream is None:  # no stderr at all (pythonw and the like)
            return
        filled = self.WIDTH * done // self.total
        line = (f"[{'#' * filled}{'.' * (self.WIDTH - filled)}] "
                f"{100 * done // self.total:3d}% {done}/{self.total} {self.unit}")
        if done:
            line += f"  {done / max(time.perf_counter() - self.start, 1e-9):,.0f} {self.unit}/s"
        self.stream.write("\r" + line.ljust(self.width))
        self.stream.flush()
        self.width = len(line)

    def close(self) -> None:
        if self.width and self.stream is not None:
            self.stream.write("\n")
            self.stream.flush()
            self.width = 0


def _tally(game: str, out: dict[str, Any]) -> dict[str, int]:
    """Integer totals of one chunk of `paigen.simulate` outcomes. Totals of
    chunks add up exactly, so the summary is the same however a run is cut."""
    import numpy as np

    def total(values: Any) -> int:
        return int(np.sum(values, dtype=np.int64))

    deals = out["deals"]
    t = {"deals": len(deals), "moves": total(out["moves"]), "redealt": total(deals > 1),
         "redeals": total(deals) - len(deals)}
    if game == "lukfu":
        won = ~out["void"]
        t["void"] = total(out["void"])
        t["caller_won"] = total(won & (out["winner"] == out["caller"]))
        t["winner_total"] = total(np.where(won, out["total"], 0))
    else:
        for key in ("landlord_won", "bid", "multiplier", "stake"):
            t[key] = total(out[key])
    return t


def _summary(game: str, t: dict[str, int], seconds: float) -> list[tuple[str, str]]:
    """(label, value) rows of the summary table of a `play` run."""
    n = t["deals"]

    def rate(count: int) -> str:
        return f"{100 * count / n:.2f}%"

    def mean(total: int, count: int = n, digits: int = 3) -> str:
        return f"{total / count:.{digits}f}" if count else "-"

    rows = [("deals", str(n)), ("time", f"{seconds:.3f} s"), ("deals/s", f"{n / max(seconds, 1e-9):,.0f}")]
    if game == "lukfu":
        won = n - t["void"]
        rows += [
            ("void rate", rate(t["void"])),
            ("caller win rate", rate(t["caller_won"])),
            ("non-caller win rate", rate(won - t["caller_won"])),
            ("average total of winners", mean(t["winner_total"], won)),
            ("average points of winners", mean(t["winner_total"] - 5 * won, won)),  # E2: total - 5
        ]
    else:
        rows += [
            ("landlord win rate", rate(t["landlord_won"])),
            ("peasants win rate", rate(n - t["landlord_won"])),
            ("average bid", mean(t["bid"])),
            ("average multiplier", mean(t["multiplier"])),
            ("average stake", mean(t["stake"])),
        ]
    rows += [
        ("average moves per deal", mean(t["moves"], digits=2)),
        ("redeal rate", rate(t["redealt"])),  # deals that needed at least one redeal
        ("redeals per deal", mean(t["redeals"])),
    ]
    return rows


def _game_title(game: str) -> str:
    return "Luk Fu" if game == "lukfu" else f"Dou Dizhu, {game[-1]} players"


def _cmd_play(args: argparse.Namespace) -> None:
    import signal
    from concurrent.futures import ProcessPoolExecutor
    from itertools import repeat

    from ._simulate import _play_range

    game, seed, n = args.game, args.seed, args.n
    chunk = args.chunk or _chunk_size(n)
    firsts = list(range(0, n, chunk))
    counts = [min(chunk, n - first) for first in firsts]
    totals: dict[str, int] = {}
    progress = _Progress(n)
    # Workers ignore Ctrl-C: the parent stops the run (and prints one line).
    pool = (ProcessPoolExecutor(args.workers, initializer=signal.signal, initargs=(signal.SIGINT, signal.SIG_IGN))
            if args.workers > 1 else None)
    start = time.perf_counter()
    try:
        # Chunk [first, first + count) plays deals first.. of the whole run,
        # exactly as paigen.simulate(game, n, seed) would (per-deal streams).
        if pool is None:
            parts: Any = (_play_range(game, seed, f, c) for f, c in zip(firsts, counts))
        else:
            parts = pool.map(_play_range, repeat(game), repeat(seed), firsts, counts)
        done = 0
        progress.update(0)
        for part in parts:  # in order, whatever the pool finishes first
            for key, count in _tally(game, part).items():
                totals[key] = totals.get(key, 0) + count
            done += len(part["deals"])
            progress.update(done)
        seconds = time.perf_counter() - start
    finally:
        progress.close()
        if pool is not None:
            pool.shutdown(wait=False, cancel_futures=True)
    workers = f"{args.workers} worker{'s' if args.workers > 1 else ''}"
    print(f"{game} ({_game_title(game)}): {n} random deals, seed {seed}, {workers}, "
          f"{len(firsts)} chunk{'s' if len(firsts) > 1 else ''}")
    rows = _summary(game, totals, seconds)
    width = max(len(label) for label, _ in rows)
    vwidth = max(len(value) for _, value in rows)
    for label, value in rows:
        print(f"  {label:<{width}}  {value:>{vwidth}}")


# --------------------------------------------------------------------------
# perft
# --------------------------------------------------------------------------


def _new_game(game: str, seed: int) -> Any:
    if game == "lukfu":
        from . import lukfu as lf

        return lf.Game(seed=seed)
    from . import doudizhu as dd

    return dd.Game(int(game[-1]), seed=seed)


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
    game = _new_game(args.game, args.seed)
    print(f"perft {args.game} ({_game_title(args.game)}), seed {args.seed}, depth {args.depth}")
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
# bench: a quick speed report
# --------------------------------------------------------------------------

BENCH_SEED = 20_260_301
# (game, depth, quick depth) of the perft rows, Game(seed=1): ~0.2 s / ~0.02 s each
BENCH_PERFT = (("ddz3", 10, 8), ("ddz4", 8, 6), ("lukfu", 9, 7))


def _best_of(tries: int, fn: Callable[[], float]) -> float:
    return min(fn() for _ in range(tries))


def _cmd_bench(args: argparse.Namespace) -> None:
    import numpy as np

    from . import __version__, _core
    from . import doudizhu as dd
    from ._simulate import simulate

    quick = args.quick
    tries = 2 if quick else 5  # min of this many timings per row
    chunk_s = 0.01 if quick else 0.05  # seconds per core timing
    rng = np.random.default_rng(BENCH_SEED)
    started = time.perf_counter()
    print(f"paigen {__version__} speed report{' (quick)' if quick else ''}, one core; "
          f"min of {tries} tries (playouts: {1 if quick else 3})")
    print(f"{'measure':<44}  result")
    print(f"{'-' * 44}  {'-' * 52}")

    def row(what: str, result: str) -> None:
        print(f"{what:<44}  {result}", flush=True)

    def core(fn: Callable[..., tuple[float, int]], fn_args: tuple[Any, ...], n: int) -> tuple[float, int]:
        ns, moves = fn(*fn_args, 1)
        repeats = max(1, round(chunk_s / max(ns * 1e-9 * n, 1e-9)))
        return _best_of(tries, lambda: fn(*fn_args, repeats)[0]), moves

    # Core move generation: seeded 20-card 3p hands (17 dealt + kitty) leading.
    n_hands = 200 if quick else 1000
    deck = [dd.RANKS[c % 13] if c < 52 else dd.RANKS[c - 39] for c in range(54)]
    hands = [dd.Hand("".join(deck[c] for c in rng.permutation(54)[:20])) for _ in range(n_hands)]
    codes = np.array([h.code for h in hands], dtype=np.uint64)
    ns, moves = core(_core.doudizhu._time_generate, (codes, None, 3), n_hands)
    row("core: Dou Dizhu lead, 20-card 3p hand",
        f"{ns:11.1f} ns/call  {moves / n_hands:6.1f} moves/call  {moves / n_hands / ns * 1e3:6.1f} M moves/s")

    # Luk Fu: the caller leads a 12-card hand; about half the third hand is public.
    masks, publics = [], []
    for _ in range(n_hands):
        order = rng.permutation(36)
        masks.append(sum(1 << int(c) for c in order[:12]))
        publics.append(sum(1 << int(c) for c in order[24:] if rng.random() < 0.5))
    mask_arr, public_arr = np.array(masks, dtype=np.uint64), np.array(publics, dtype=np.uint64)
    ns, moves = core(_core.lukfu._time_leads, (mask_arr, public_arr, True), n_hands)
    row("core: Luk Fu caller lead, 12-card hand",
        f"{ns:11.1f} ns/call  {moves / n_hands:6.1f} moves/call  {moves / n_hands / ns * 1e3:6.1f} M moves/s")

    # The Python API, one call per hand.
    import timeit

    few = hands[:200]
    legal_moves = dd.legal_moves

    def api_loop() -> None:
        for h in few:
            legal_moves(h)

    timer = timeit.Timer(api_loop)
    number = max(1, round(timer.autorange()[0] * (0.2 if quick else 1.0)))
    per_call = _best_of(tries, lambda: timer.timeit(number) / number / len(few))
    row("Python: dd.legal_moves(hand), 20-card lead",
        f"{1 / per_call:11,.0f} calls/s  ({per_call * 1e6:.2f} us/call)")

    # Whole random deals (paigen.simulate).
    n_deals = 5_000 if quick else 50_000
    for game in ("ddz3", "ddz4", "lukfu"):
        def playout(game: str = game) -> float:
            t0 = time.perf_counter()
            simulate(game, n_deals, BENCH_SEED)
            return time.perf_counter() - t0

        seconds = _best_of(1 if quick else 3, playout)
        row(f"playouts: simulate {game} ({_game_title(game)})",
            f"{n_deals / seconds:11,.0f} deals/s  ({n_deals} deals)")

    # perft from a seeded deal.
    for game, depth, quick_depth in BENCH_PERFT:
        depth = quick_depth if quick else depth
        nodes = 0

        def count(game: str = game, depth: int = depth) -> float:
            nonlocal nodes
            g = _new_game(game, 1)
            t0 = time.perf_counter()
            nodes = g.perft(depth)
            return time.perf_counter() - t0

        seconds = _best_of(1 if quick else 2, count)
        row(f"perft: {game} seed 1 depth {depth}",
            f"{nodes / max(seconds, 1e-9) / 1e6:11.1f} M nodes/s  ({nodes} nodes)")
    print(f"\n({time.perf_counter() - started:.1f} s; core: C++ loop timed in C++, playouts and perft "
          "timed from Python)")


class _Parser(argparse.ArgumentParser):
    """argparse, but a usage error is one line (``paigen play: error: ...``)
    and status 2, like the errors of the commands themselves."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {message}\n")


def _int_at_least(low: int, below: int | None = None) -> Callable[[str], int]:
    """An argparse type: an integer >= `low` (and < `below`)."""

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected an integer, not {text!r}") from None
        if value < low:
            raise argparse.ArgumentTypeError(f"must be >= {low}, not {value}")
        if below is not None and value >= below:
            raise argparse.ArgumentTypeError(f"must be < {below}, not {value}")
        return value

    return parse


SEED = _int_at_least(0, 2**64)


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="paigen", description="Legal plays of Dou Dizhu (3 and 4 players) and Luk Fu."
    )
    sub = parser.add_subparsers(dest="command", required=True)

    def game_option(p: argparse.ArgumentParser) -> None:
        p.add_argument("--game", choices=GAMES, default="ddz3",
                       help="ddz3 / ddz4: Dou Dizhu for 3 or 4 players; lukfu: Luk Fu (default ddz3)")

    p = sub.add_parser("moves", help="list the legal moves of a hand")
    p.add_argument("hand", help="Dou Dizhu: 33344556677 (D4); Luk Fu: '7s 8s 9s 2c' (L2)")
    game_option(p)
    p.add_argument("--last", default=None, help="Dou Dizhu: the move to reply to (omit to lead)")
    p.add_argument("--public", default="", help="Luk Fu: cards played face up so far")
    p.add_argument("--caller", action="store_true", help="Luk Fu: the player is the caller")
    p.add_argument("--master-passed", action="store_true", help="Luk Fu: the player is a Master who passed")
    p.add_argument("--fu", type=int, default=0, help="Luk Fu: fu won so far")
    p.add_argument("--led", default=None, help="Luk Fu: the trick's led play (omit to lead)")
    p.add_argument("--best", default=None, help="Luk Fu: the trick's best play so far")
    p.set_defaults(run=_cmd_moves)

    p = sub.add_parser("classify", help="name the kind of move some cards make")
    p.add_argument("cards")
    game_option(p)
    p.set_defaults(run=_cmd_classify)

    p = sub.add_parser("old", help="Luk Fu: the Old cards of a hand (O1-O4)")
    p.add_argument("hand")
    p.add_argument("--public", default="", help="cards played face up so far")
    p.set_defaults(run=_cmd_old)

    p = sub.add_parser("play", help="play n random deals: progress bar, then win rates, stakes, deals/s")
    game_option(p)
    p.add_argument("-n", type=_int_at_least(1), default=10_000, help="deals to play (default 10000)")
    p.add_argument("--seed", type=SEED, default=0,
                   help="deal i of a run is the same for the same seed, however the run is split (default 0)")
    p.add_argument("--workers", type=_int_at_least(1), default=1, help="processes to play on (default 1)")
    p.add_argument("--chunk", type=_int_at_least(1), default=None,
                   help=f"deals per progress step (default: 2%% of n, at least {MIN_CHUNK})")
    p.set_defaults(run=_cmd_play)

    p = sub.add_parser("perft", help="count the decision sequences of a seeded deal to a depth")
    game_option(p)
    p.add_argument("--seed", type=SEED, default=0, help="the deal (default 0)")
    p.add_argument("--depth", type=_int_at_least(0), required=True, help="decisions deep (bids, calls, plays)")
    p.add_argument("--divide", action="store_true", help="one count per first decision")
    p.set_defaults(run=_cmd_perft)

    p = sub.add_parser("bench", help="speed report: move generation, Python API, playouts, perft")
    p.add_argument("--quick", action="store_true", help="smaller runs (~2 s instead of ~10 s)")
    p.set_defaults(run=_cmd_bench)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        args.run(args)
    except PaigenError as err:
        print(f"paigen: error: {err}", file=sys.stderr)
        return 2
    except BrokenPipeError:  # output piped into head and the like
        sys.stdout = None  # type: ignore[assignment]  # nothing left to flush
    except KeyboardInterrupt:
        print("paigen: interrupted", file=sys.stderr)
        return 130
    return 0


if __name__ == "__main__":
    sys.exit(main())
