"""``paigen moves``: the legal moves of a hand, leading or replying.

paigen moves 33344556677                 # every lead of a 3p hand
paigen moves 3334445 --last 345678       # replies (pass first)
paigen moves "7s 8s 9s 2c" --game lukfu --led 4s --best 6s
"""

from __future__ import annotations

import argparse
from collections.abc import Iterable
from typing import Any

from .._games import GAMES
from ._options import game_option, int_in, other_game_options, variant_option

__all__ = ["print_moves", "register", "run"]


def register(sub: Any) -> None:
    p = sub.add_parser("moves", help="list the legal moves of a hand")
    p.add_argument("hand", help="Dou Dizhu: 33344556677 (D4); Luk Fu: '7s 8s 9s 2c' (L2)")
    game_option(p)
    p.add_argument("--last", help="Dou Dizhu: the move to reply to (omit to lead)")
    variant_option(p)
    # Options that belong to one game default to None (other_game_options).
    p.add_argument("--public", help="Luk Fu: cards played face up so far")
    p.add_argument("--caller", action="store_true", default=None, help="Luk Fu: the player is the caller")
    p.add_argument(
        "--master-passed", action="store_true", default=None, help="Luk Fu: the player is a Master who passed"
    )
    p.add_argument("--fu", type=int_in(0, 2**31 - 1, "2**31 - 1"), help="Luk Fu: fu won so far (default 0)")
    p.add_argument("--led", help="Luk Fu: the trick's led play (omit to lead)")
    p.add_argument("--best", help="Luk Fu: the trick's best play so far")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> None:
    spec = GAMES[args.game]
    other_game_options(args, spec)
    print_moves(*spec.moves_text(args))


def print_moves(title: str, move_list: Iterable[Any]) -> None:
    moves = list(move_list)
    print(f"{title}: {len(moves)} moves")
    if not moves:
        return
    width = max(len(str(m.kind)) for m in moves)
    for m in moves:
        print(f"  {m.kind!s:<{width}}  {m.cards or '(no cards)'}")
