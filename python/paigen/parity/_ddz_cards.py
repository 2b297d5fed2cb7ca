"""Dou Dizhu card sets for the parity check: counts per rank, the attached
cards of an airplane or a four-with-two, and the names of the kinds and of the
shapes rule sets read apart (the categories of the report)."""

from __future__ import annotations

from collections.abc import Sequence

from .. import doudizhu as dd

__all__ = [
    "KIND_NAMES",
    "RANKS",
    "B",
    "R",
    "article",
    "attached",
    "cards_of",
    "counts_of",
    "describe",
    "fits",
    "take",
]

RANKS = dd.RANKS
B, R = 13, 14  # rank indices of the jokers
K = dd.Kind

KIND_NAMES = {
    K.SINGLE: "single",
    K.PAIR: "pair",
    K.TRIPLE: "triple",
    K.TRIPLE_SINGLE: "triple with a single",
    K.TRIPLE_PAIR: "triple with a pair",
    K.STRAIGHT: "straight",
    K.PAIR_CHAIN: "pair chain",
    K.TRIPLE_CHAIN: "triple chain",
    K.AIRPLANE_SINGLE: "airplane with single wings",
    K.AIRPLANE_PAIR: "airplane with pair wings",
    K.BOMB: "bomb",
    K.ROCKET: "rocket",
    K.FOUR_TWO_SINGLES: "four with two singles",
    K.FOUR_TWO_PAIRS: "four with two pairs",
}


def describe(move: dd.Move, hand: dd.Hand | None, players: int) -> tuple[str, bool]:
    """(label, whether it names something rule sets disagree on) of one move."""
    kind = move.kind
    if kind == K.FOUR_TWO_SINGLES:
        kickers = attached(move.cards, kind, move.main_rank, move.length)
        singles = [r for r in range(15) for _ in range(kickers[r])]
        if singles == [B, R]:
            return "four with two singles where the singles are both jokers", True
        if singles[0] == singles[1]:
            return "four with two singles where the singles are a pair", True
        return "four with two singles", True
    if kind == K.FOUR_TWO_PAIRS:
        return "four with two pairs", True
    if kind == K.AIRPLANE_SINGLE:
        top, low = move.main_rank, move.main_rank - move.length + 1
        wings = attached(move.cards, kind, move.main_rank, move.length)
        if wings[B] and wings[R]:
            return "airplane wings hold both jokers", True
        if any(0 <= r < 12 and wings[r] >= 3 for r in (low - 1, top + 1)):
            # (the rank above A is 2, index 12: RLCard sets no limit there)
            return "airplane wings hold three cards next to the chain", True
        if max(wings) == 4:
            return "airplane wings hold four of a rank", True
        if max(wings) == 3:
            return "airplane wings hold three of a rank", True
        if max(wings) == 2:
            return "airplane wings repeat a rank", True
        return KIND_NAMES[kind], False
    if (
        kind in (K.STRAIGHT, K.PAIR_CHAIN, K.TRIPLE_CHAIN)
        and hand is not None
        and players == 3
        and int(hand.counts[move.main_rank - move.length + 1]) == 4
    ):
        return "chain starting at a rank held four times", True
    return KIND_NAMES[kind], False


def attached(cards: str, kind: int, main_rank: int, length: int) -> list[int]:
    """Copies per rank of the attached cards of a K9 (the wings) or a K13a (the
    singles): the cards less the chain's triples or the four."""
    counts = counts_of(cards)
    if kind == K.AIRPLANE_SINGLE:
        for r in range(main_rank - length + 1, main_rank + 1):
            counts[r] -= 3
    else:
        counts[main_rank] -= 4
    return counts


def article(noun: str) -> str:
    return ("an " if noun[0] in "aeiou" else "a ") + noun


def counts_of(cards: str) -> list[int]:
    return [cards.count(r) for r in RANKS]


def cards_of(counts: Sequence[int]) -> str:
    return "".join(RANKS[r] * counts[r] for r in range(15))


def fits(avail: Sequence[int], cards: str) -> bool:
    return all(cards.count(r) <= avail[i] for i, r in enumerate(RANKS) if r in cards)


def take(avail: list[int], cards: str) -> None:
    for c in cards:
        avail[RANKS.index(c)] -= 1
