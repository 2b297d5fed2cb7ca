"""Dou Dizhu move sets as the rule tests compare them: exact sets of
``(str(kind), canonical cards)``, checked for moves emitted twice (K-dup)."""

from __future__ import annotations

import pytest

from paigen import doudizhu as dd
from paigen.errors import IllegalMoveError

PASS = ("pass", "")


def E(*, lead: bool = True, **kinds: str) -> set[tuple[str, str]]:
    """Expected set: ``E(single="3 4", pair="33")``; ``lead=False`` adds the pass."""
    out = {(kind, cards) for kind, words in kinds.items() for cards in words.split()}
    if not lead:
        out.add(PASS)
    return out


def moves(hand, last=None, players=None) -> set[tuple[str, str]]:
    ml = dd.legal_moves(hand, last, players)
    got = [(str(m.kind), m.cards) for m in ml]
    assert len(got) == len(set(got)), f"duplicate moves (K-dup): {got}"
    # K-dup: one multiset fits at most one kind, so card strings are unique too.
    cards = [c for _, c in got]
    assert len(cards) == len(set(cards)), f"one multiset under two kinds (K-dup): {got}"
    return set(got)


def kind(cards: str, players: int = 3) -> str:
    return str(dd.classify(cards, players).kind)


def not_a_move(cards: str, players: int = 3) -> None:
    with pytest.raises(IllegalMoveError):
        dd.classify(cards, players)
