"""Tests of the public Python API of ``paigen.lukfu`` (the compiled core): MoveList
and its numpy views, and the argument forms of legal_moves. Rule ids refer to
``docs/rules/LUKFU.md``; the rules themselves are tested in
``test_lukfu_rules_*.py``."""

from __future__ import annotations

import gc

import numpy as np
import pytest

from paigen import NotationError
from paigen import lukfu as lf

# ------------------------------------------------------------------ MoveList


STATES = [
    dict(hand="4c 4s 4m 4t 5t 6t 7t", caller=True),  # singles, sets, runs
    dict(hand="2c 1s 2s 3s 4s 5s", master_passed=True),
    dict(hand="1c 9c 9s 9m 1t 9t 2c", caller=False),  # claim
    dict(hand="1c 2c 4c 5c 7c 8c 1s 2s", caller=False, led="1t 2t 3t"),  # discards
    dict(hand="5c 6c 7c 7s 8s 9s 1m 2m 3m", caller=False, led="1c 2c 3c", best="4s 5s 6s"),
]


@pytest.mark.parametrize("state", STATES)
def test_movelist_views_agree_with_moves(state):
    state = dict(state)
    ml = lf.legal_moves(state.pop("hand"), **{"caller": False, **state})
    moves = list(ml)
    n = len(ml)
    assert n == len(moves) > 0 and bool(ml)
    for name, dtype in [
        ("kinds", np.uint8),
        ("masks", np.uint64),
        ("ranks", np.uint8),
        ("suits", np.uint8),
        ("sizes", np.uint8),
    ]:
        arr = getattr(ml, name)
        assert arr.dtype == dtype and arr.shape == (n,), name
    assert ml.kinds.tolist() == [int(m.kind) for m in moves]
    assert ml.masks.tolist() == [m.mask for m in moves]
    assert ml.ranks.tolist() == [m.rank for m in moves]
    assert ml.suits.tolist() == [m.suit for m in moves]
    assert ml.sizes.tolist() == [len(m) for m in moves]
    assert ml.cards == [m.cards for m in moves]
    for i, m in enumerate(moves):
        assert isinstance(m, lf.Move)
        assert ml[i] == m and ml[i - n] == m
        assert lf.Hand(m.cards).mask == int(ml.masks[i])  # L3 masks
        assert bin(int(ml.masks[i])).count("1") == int(ml.sizes[i])
        if str(m.kind) in ("single", "set", "run"):
            assert lf.classify(m.cards) == m
        assert m in ml
    assert ml[-1] == moves[-1] and ml[-n] == moves[0]
    with pytest.raises(IndexError):
        ml[n]
    with pytest.raises(IndexError):
        ml[-n - 1]


def test_movelist_views_read_only():
    ml = lf.legal_moves("4c 4s 4m 4t 5t 6t 7t", caller=True)
    for name in ("kinds", "masks", "ranks", "suits", "sizes"):
        arr = getattr(ml, name)
        assert not arr.flags.writeable, name
        with pytest.raises(ValueError):
            arr[0] = 1
        with pytest.raises(ValueError):
            arr.setflags(write=True)


def test_movelist_views_outlive_the_list():
    ml = lf.legal_moves("1c 2c 4c 5c 7c 8c 1s 2s 4s 5s 7s 8s", caller=False, led="1t 2t 3t 4t 5t 6t")
    views = [ml.kinds, ml.masks, ml.ranks, ml.suits, ml.sizes]
    saved = [v.copy() for v in views]
    cards = ml.cards
    del ml
    gc.collect()
    # churn the allocator so that a dangling buffer would be overwritten
    junk = [lf.legal_moves("1s 2s 3s 4s 5s 6s 7s 8s", caller=True) for _ in range(50)]
    junk += [lf.legal_moves("1c 2c 3c 4c 5c 6c 7c 8c 1s 2s 3s 4s", caller=False, led="9t") for _ in range(50)]
    del junk
    gc.collect()
    for v, s in zip(views, saved):
        assert np.array_equal(v, s)
    assert len(saved[1]) == len(cards) == 924  # C(12,6)


def test_movelist_contains():
    lead = lf.legal_moves("7s 8s 9s 2c", caller=True)
    assert "7s 8s 9s" in lead and "9s8s7s" in lead and "9S 8S 7S" in lead and "2c" in lead
    assert lf.Move("7s 8s 9s") in lead and lf.Move("2c") in lead
    assert lf.Move("7s 8s 9s", kind="discard") not in lead
    assert "3c" not in lead and "7s 8s" not in lead  # "7s 8s" is not a play
    follow = lf.legal_moves("1c 2c 3c", caller=False, led="5s")
    assert lf.Move("1c", kind="discard") in follow
    assert lf.Move("1c") not in follow and "1c" not in follow  # a string means a play
    claim = lf.legal_moves("", caller=False, fu=6)
    assert lf.Move("", kind="claim") in claim and "" not in claim
    with pytest.raises(NotationError, match="'0c'"):
        _ = "0c" in lead  # a bad card is an error, not just absent


def test_movelist_empty_and_repr():
    ml = lf.legal_moves("", caller=True)
    assert len(ml) == 0 and not ml and list(ml) == [] and ml.cards == []
    for name in ("kinds", "masks", "ranks", "suits", "sizes"):
        assert getattr(ml, name).shape == (0,)
    with pytest.raises(IndexError):
        ml[0]
    with pytest.raises(IndexError):
        ml[-1]
    assert "MoveList" in repr(lf.legal_moves("2c", caller=True))


# ------------------------------------------------------------------ legal_moves arguments


def test_legal_moves_argument_forms_agree():
    def cards(ml):
        return [(str(m.kind), m.cards) for m in ml]

    base = cards(lf.legal_moves("5s 7s 2c", caller=False, led="4s", best="6s"))
    assert base == [("single", "7s")]
    objs = lf.legal_moves(lf.Hand("5s 7s 2c"), caller=False, led=lf.Move("4s"), best=lf.Hand("6s"))
    assert cards(objs) == base
    assert cards(lf.legal_moves("5s7s2c", caller=False, led="4S", best="6S")) == base
    # one of led / best alone stands for both
    a = cards(lf.legal_moves("5s 7s 2c", caller=False, led="4s"))
    b = cards(lf.legal_moves("5s 7s 2c", caller=False, best="4s"))
    c = cards(lf.legal_moves("5s 7s 2c", caller=False, led="4s", best="4s"))
    assert a == b == c and set(a) == {("single", "5s"), ("single", "7s")}
    # public given as a Hand
    assert lf.old_cards("8s", public=lf.Hand("9s")) == "8s" == lf.old_cards(lf.Hand("8s"), lf.Move("9s"))


def test_caller_is_a_required_keyword():
    with pytest.raises(TypeError, match="caller"):
        lf.legal_moves("2c")
    with pytest.raises(TypeError):
        lf.legal_moves("2c", True)
    with pytest.raises(TypeError):
        lf.legal_moves("2c", caller=True, bogus=1)
