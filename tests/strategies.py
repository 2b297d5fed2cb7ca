"""Hypothesis strategies for hands and moves.

Hands are drawn as per-rank counts, not as uniform cards: uniform cards almost
never produce bombs, long chains or airplanes, which are where the bugs live.
"""

from __future__ import annotations

from hypothesis import strategies as st

from paigen.reference import doudizhu as ref


def deck_caps(players: int) -> list[int]:
    """Copies per rank in the deck (D2, D3)."""
    suit, joker = (8, 2) if players == 4 else (4, 1)
    return [suit] * 13 + [joker, joker]


@st.composite
def ddz_counts(draw, players: int, max_cards: int) -> tuple[int, ...]:
    """15 per-rank counts within the deck, at most `max_cards` in all. Counts
    lean towards 3 and more copies so that triples, bombs and airplanes occur."""
    caps = deck_caps(players)
    counts = []
    for cap in caps:
        if cap == 1:
            counts.append(draw(st.integers(0, 1)))
        else:
            counts.append(draw(st.one_of(st.integers(0, cap), st.integers(min(3, cap), cap))))
    # Trim to the card limit, dropping cards from ranks chosen by hypothesis.
    while sum(counts) > max_cards:
        r = draw(st.sampled_from([i for i, c in enumerate(counts) if c]))
        counts[r] -= 1
    return tuple(counts)


def ddz_hand(players: int, max_cards: int) -> st.SearchStrategy[str]:
    """A hand as a canonical string."""
    return ddz_counts(players, max_cards).map(ref.format_counts)


@st.composite
def ddz_last_move(draw, players: int) -> str:
    """A legal move to reply to: a kind chosen first (so rare kinds are
    exercised as often as airplanes, which dominate the universe), then a move
    of that kind."""
    by_kind: dict[str, list[str]] = {}
    for kind, cards in ref.universe(players):
        by_kind.setdefault(kind, []).append(cards)
    kind = draw(st.sampled_from(sorted(by_kind)))
    return draw(st.sampled_from(by_kind[kind]))
