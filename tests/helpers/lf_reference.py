"""Luk Fu card sets for the tests of the pure-Python reference: hypothesis
strategies over card indices (L3) and the kinds of a move list."""

from __future__ import annotations

from hypothesis import strategies as st

from tests.helpers.decks import LF_CARDS, LF_HAND_SIZE

CARD = st.integers(0, LF_CARDS - 1)  # a card index (L3)
card_sets = st.frozensets(CARD)
hands = st.frozensets(CARD, max_size=LF_HAND_SIZE)


def kinds(moves):
    return {kind for kind, _ in moves}
