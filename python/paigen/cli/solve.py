"""``paigen solve``: a Dou Dizhu endgame solved exactly, every card seen.

paigen solve 3334K Q J                                 # 3 hands: 3 players; the landlord (seat 0) leads
paigen solve 44 5 3BR --to-move 1 --last K --last-seat 0
paigen solve 33 44 55 66 --landlord 3                  # 4 hands: 4 players
paigen solve 333357 8 9 --variant openspiel --all      # every move's value
paigen solve 3456799TJQKA2 34567 89TJQ --max-nodes 100000 --time-limit 2

Prints whether the team of the seat to move (the landlord, or the peasants)
wins against any defence, and the moves that keep the win. A search that its
budget ends first says so and exits with status 1: it never guesses.
"""

from __future__ import annotations

import argparse
from typing import Any

from .. import doudizhu as dd
from ._options import int_in, variant_option

__all__ = ["register", "run"]

SEAT = int_in(0, 3)
NODES = int_in(1, 2**64 - 1, "2**64 - 1")


def seconds(text: str) -> float:
    """An argparse type: a positive number of seconds."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number of seconds, not {text!r}") from None
    if not value > 0:  # also refuses nan
        raise argparse.ArgumentTypeError(f"must be more than 0 seconds, not {text!r}")
    return value


def register(sub: Any) -> None:
    p = sub.add_parser("solve", help="solve a Dou Dizhu endgame exactly (who wins, the winning moves)")
    p.add_argument(
        "hands",
        nargs="+",
        metavar="hand",
        help="one hand per seat, seat 0 first: 3 hands (3 players) or 4 (D4)",
    )
    p.add_argument("--landlord", type=SEAT, default=0, help="the landlord's seat (default 0)")
    p.add_argument(
        "--to-move",
        type=SEAT,
        help="the seat to decide (default: the landlord when leading, else after --last-seat)",
    )
    p.add_argument("--last", help="the move to beat (omit when the seat to move leads)")
    p.add_argument(
        "--last-seat",
        type=SEAT,
        help="who made --last (default: the seat before --to-move; those between passed)",
    )
    variant_option(p)
    p.add_argument(
        "--max-nodes", type=NODES, help="stop after searching this many positions (default: no limit)"
    )
    p.add_argument("--time-limit", type=seconds, help="stop after this many seconds (default: no limit)")
    p.add_argument(
        "--all", action="store_true", help="print every legal move's value, not only the winning moves"
    )
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    game = dd.endgame(
        args.hands, args.landlord, args.to_move, args.last, args.last_seat, variant=args.variant
    )
    result = dd.solve(game, max_nodes=args.max_nodes, time_limit=args.time_limit)
    seat = game.to_move
    role = "the landlord" if seat == game.landlord else "a peasant"
    facing = "leading" if game.last_move is None else f"to beat {game.last_move.cards}"
    print(f"{len(args.hands)} players, seat {seat} ({role}) to move, {facing}")
    footer = f"{result.nodes} positions searched in {result.seconds * 1e3:.1f} ms"
    if not result.solved:
        print(f"unsolved: the budget ran out first ({footer})")
        print_moves("moves proven to win so far", list(result.winning_moves))
        return 1
    answer = {
        ("landlord", True): "the landlord wins",
        ("landlord", False): "the landlord loses",
        ("peasants", True): "the peasants win",
        ("peasants", False): "the peasants lose",
    }[result.team, result.win]
    print(f"{answer} against any defence")
    if args.all:
        names = {True: "wins", False: "loses", None: "unknown (the budget ran out)"}
        print_moves("every move", list(result.moves), [names[value] for value in result.values])
    elif result.complete:
        print_moves("winning moves", list(result.winning_moves))
    else:
        print_moves("winning moves (those proven before the budget ran out)", list(result.winning_moves))
    print(footer)
    return 0


def print_moves(title: str, moves: list[Any], notes: list[str] | None = None) -> None:
    print(f"{title}: {len(moves)}")
    kinds = ["" if m.is_pass else str(m.kind) for m in moves]
    width = max((len(m.cards or "pass") for m in moves), default=0)
    kind_width = max((len(kind) for kind in kinds), default=0)
    for i, m in enumerate(moves):
        note = f"  {notes[i]}" if notes else ""
        print(f"  {m.cards or 'pass':<{width}}  {kinds[i]:<{kind_width}}{note}".rstrip())
