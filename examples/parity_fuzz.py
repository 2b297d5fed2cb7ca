"""Parity fuzzing of your own move generator against paigen.

`my_legal_moves` stands for a generator you wrote: it knows the simple kinds of
Dou Dizhu (singles, pairs, triples, bombs, the rocket) and the pass, and none
of the chains or compound kinds. paigen.parity.check puts reachable states to
it, compares its moves with paigen's, shrinks the first disagreement to a small
hand and names the rules it misses.

    python examples/parity_fuzz.py --quick
"""

from __future__ import annotations

import argparse
from collections import Counter

from paigen import doudizhu as dd
from paigen import parity

ORDER = "3456789TJQKA2BR"


def my_legal_moves(hand: str, last: str | None) -> list[str]:
    """Singles, pairs, triples, bombs and the rocket; a reply beats `last` with the
    same kind and a higher rank, or with a bomb or the rocket, or passes."""
    counts = Counter(hand)
    moves = [rank * n for rank in ORDER for n in (1, 2, 3, 4) if counts[rank] >= n]
    if counts["B"] and counts["R"]:
        moves.append("BR")
    if last is None:
        return moves

    def beats(move: str) -> bool:
        if move == "BR":
            return True
        if last == "BR":
            return False
        bomb, last_bomb = len(move) == 4, len(last) == 4 and len(set(last)) == 1
        if bomb and not last_bomb:
            return True
        same_kind = len(move) == len(last) and len(set(last)) == 1
        return same_kind and ORDER.index(move[0]) > ORDER.index(last[0])

    return ["", *[move for move in moves if beats(move)]]


def main(argv: list[str] | None = None) -> parity.Report:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="a small run (under a minute)")
    args = parser.parse_args(argv)
    report = parity.check(my_legal_moves, game="ddz3", n=300 if args.quick else 20_000, seed=0)
    print(report)
    assert not report.agree, "the simple generator misses chains: the check must say so"
    assert set(my_legal_moves("33", None)) <= set(dd.legal_moves("33").cards)
    return report


if __name__ == "__main__":
    main()
