"""Luk Fu move sets as the rule tests compare them: exact sets of
``(str(kind), canonical cards)``, checked for moves emitted twice (section G of
docs/rules/LUKFU.md)."""

from __future__ import annotations

import itertools

from paigen import lukfu as lf
from tests.helpers.decks import LF_SUITS

PLAYS = {"single", "set", "run"}


def bit(card: str) -> int:
    """L3 index, computed independently of the library."""
    return 1 << (9 * LF_SUITS.index(card[1]) + int(card[0]) - 1)


def E(**kinds: str) -> set[tuple[str, str]]:
    """Expected set: ``E(single="2c, 4c", run="1c 2c 3c")`` (moves separated by commas)."""
    return {(kind, cards.strip()) for kind, text in kinds.items() for cards in text.split(",")}


def discards(hand: str, k: int) -> set[tuple[str, str]]:
    """Every k-card subset of ``hand`` as a discard (hand given in canonical order)."""
    return {("discard", " ".join(c)) for c in itertools.combinations(hand.split(), k)}


def moves(hand: str, **kw) -> set[tuple[str, str]]:
    kw.setdefault("caller", False)
    ml = lf.legal_moves(hand, **kw)
    got = [(str(m.kind), m.cards) for m in ml]
    assert len(got) == len(set(got)), f"duplicate moves (G): {got}"
    return set(got)


def lead(hand: str, **kw) -> set[tuple[str, str]]:
    return moves(hand, **kw)
