"""``paigen classify``: the kind of move some cards make.

paigen classify 3334445566
paigen classify "7s 8s 9s" --game lukfu
"""

from __future__ import annotations

import argparse
from typing import Any

from .._games import GAMES
from ._options import game_option, other_game_options, variant_option

__all__ = ["register", "run"]


def register(sub: Any) -> None:
    p = sub.add_parser("classify", help="name the kind of move some cards make")
    p.add_argument("cards")
    game_option(p)
    variant_option(p)
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> None:
    spec = GAMES[args.game]
    other_game_options(args, spec)
    print(spec.classify_text(args.cards, args.variant))
