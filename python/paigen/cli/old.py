"""``paigen old``: the Old cards of a Luk Fu hand (O1-O4 of docs/rules/LUKFU.md).

paigen old "8s 9s 5c 1t" --public "9m"
"""

from __future__ import annotations

import argparse
from typing import Any

__all__ = ["register", "run"]


def register(sub: Any) -> None:
    p = sub.add_parser("old", help="Luk Fu: the Old cards of a hand (O1-O4)")
    p.add_argument("hand")
    p.add_argument("--public", default="", help="cards played face up so far")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> None:
    from .. import lukfu as lf

    old = lf.old_cards(args.hand, public=args.public)
    print(old if old else "(no Old cards)")
