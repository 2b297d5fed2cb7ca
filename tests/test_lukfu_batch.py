"""Luk Fu in bulk: legal_moves_batch equals one legal_moves call per decision,
and MoveList.card_matrix marks exactly the cards of each move (L3)."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from paigen import lukfu as lf
from paigen.errors import StateError
from tests.helpers.strategies import lf_follow_state, lf_lead_state

FIELDS = ("kinds", "masks", "ranks", "suits", "sizes")


def mask(cards) -> int:
    return lf.Hand(cards or "").mask


@given(st.lists(st.one_of(lf_lead_state(), lf_follow_state()), min_size=1, max_size=6))
def test_batch_equals_one_call_per_decision(states):
    out = lf.legal_moves_batch(
        np.array([mask(s["hand"]) for s in states], dtype=np.uint64),
        publics=np.array([mask(s.get("public")) for s in states], dtype=np.uint64),
        callers=np.array([s["caller"] for s in states]),
        master_passed=np.array([s.get("master_passed", False) for s in states]),
        fu=np.array([s.get("fu", 0) for s in states], dtype=np.int64),
        leds=np.array([mask(s.get("led")) for s in states], dtype=np.uint64),
        bests=np.array([mask(s.get("best")) for s in states], dtype=np.uint64),
    )
    assert out["offsets"][0] == 0 and len(out["offsets"]) == len(states) + 1
    for i, state in enumerate(states):
        one = lf.legal_moves(**state)
        rows = slice(out["offsets"][i], out["offsets"][i + 1])
        assert list(out["masks"][rows]) == list(one.masks) and list(out["kinds"][rows]) == list(one.kinds)
        for field in ("ranks", "suits", "sizes"):
            assert list(out[field][rows]) == list(getattr(one, field))


def test_batch_checks_every_situation():
    hands = np.array([mask("1c 2c"), mask("3c")], dtype=np.uint64)
    with pytest.raises(StateError, match="situation 1"):
        lf.legal_moves_batch(
            hands, publics=np.array([0, mask("3c")], dtype=np.uint64), callers=np.array([1, 0], bool)
        )
    with pytest.raises(TypeError, match="callers"):
        lf.legal_moves_batch(hands, callers=np.array([1, 0], dtype=np.int64))
    with pytest.raises(ValueError, match="fu"):
        lf.legal_moves_batch(hands, callers=np.array([1, 0], bool), fu=np.array([1], dtype=np.int64))


def test_card_matrix_marks_each_moves_cards():
    moves = lf.legal_moves("1c 2c 3c 5m 8t 9t", caller=True)
    matrix = moves.card_matrix()
    assert matrix.shape == (len(moves), 36) and matrix.dtype == np.uint8
    for row, move in zip(matrix, moves):
        assert int(sum(int(bit) << i for i, bit in enumerate(row))) == move.mask
