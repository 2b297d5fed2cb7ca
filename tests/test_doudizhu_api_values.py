"""Tests of the public Python API of ``paigen.doudizhu`` (the compiled core): the
error classes, Kind, Move and Hand behaviour. Rule ids refer to
``docs/rules/DOUDIZHU.md``; the rules themselves are tested in
``test_doudizhu_rules_*.py``."""

from __future__ import annotations

import pickle

import numpy as np
import pytest

import paigen
from paigen import doudizhu as dd
from paigen.errors import IllegalMoveError, NotationError, PaigenError
from tests.helpers.decks import code_of_counts

NS = {"Move": dd.Move, "Hand": dd.Hand}


# ------------------------------------------------------------------ errors


def test_error_classes():
    assert issubclass(NotationError, PaigenError) and issubclass(IllegalMoveError, PaigenError)
    assert issubclass(PaigenError, ValueError)
    assert paigen.NotationError is NotationError and paigen.IllegalMoveError is IllegalMoveError


# ------------------------------------------------------------------ Kind


def test_kind_enum_codes():
    """The codes of the kinds, in their order (their names: test_kinds.py)."""
    assert [int(k) for k in dd.Kind] == list(range(15))
    assert f"{dd.Kind.BOMB}" == "bomb"
    assert dd.Kind.ROCKET == 11  # IntEnum


# ------------------------------------------------------------------ Move


@pytest.mark.parametrize(
    "cards, players, canonical, rep",
    [
        ("j333", 3, "333J", "Move('333J')"),
        ("10", 3, "T", "Move('T')"),
        ("rb", 3, "BR", "Move('BR')"),
        ("RRBB", 4, "BBRR", "Move('BBRR', players=4)"),
        ("33333", 4, "33333", "Move('33333', players=4)"),
        ("pass", 3, "", "Move('pass')"),
        ("", 4, "", "Move('pass', players=4)"),
    ],
)
def test_move_str_repr_pickle(cards, players, canonical, rep):
    m = dd.Move(cards, players)
    assert m.cards == canonical
    assert str(m) == (canonical or "pass")
    assert repr(m) == rep
    back = eval(repr(m), NS)
    assert back == m and hash(back) == hash(m) and back.players == players
    pk = pickle.loads(pickle.dumps(m))
    assert pk == m and pk.players == players and pk.kind == m.kind and pk.cards == m.cards
    assert dd.Move(str(m), players) == m


def test_move_properties():
    m = dd.Move("333444AK")
    assert (m.kind, m.cards, m.main_rank, m.length, m.players, m.is_pass) == (
        dd.Kind.AIRPLANE_SINGLE,
        "333444KA",
        1,
        2,
        3,
        False,
    )
    assert m.code == code_of_counts([3, 3] + [0] * 8 + [1, 1, 0, 0, 0])
    assert m == dd.classify("KA333444")
    p = dd.Move("pass")
    assert p.is_pass and p.kind == dd.Kind.PASS and p.cards == "" and p.code == 0
    assert p == dd.Move("") and p != dd.Move("", 4)
    assert dd.Move("33") != dd.Move("33", 4)
    assert dd.Move("3").beats("pass") is False and dd.Move("4").beats(dd.Move("3")) is True
    assert dd.Move("3").beats("4") is False
    assert len({dd.Move("33"), dd.classify("33"), dd.Move("33", 4)}) == 2


def test_classify_returns_equal_moves():
    assert dd.classify("33") == dd.Move("33")
    assert dd.classify("BB", 4) == dd.Move("BB", 4)
    assert dd.classify(dd.Move("33", 4)) == dd.Move("33", 4)


# ------------------------------------------------------------------ Hand


@pytest.mark.parametrize(
    "cards, players, canonical, rep",
    [
        ("", 3, "", "Hand('')"),
        ("", 4, "", "Hand('', players=4)"),
        ("b 10 3 3 a", 3, "33TAB", "Hand('33TAB')"),
        ("RRBB2222222233", 4, "3322222222BBRR", "Hand('3322222222BBRR', players=4)"),
    ],
)
def test_hand_str_repr_pickle(cards, players, canonical, rep):
    h = dd.Hand(cards, players)
    assert str(h) == canonical and repr(h) == rep and len(h) == len(canonical)
    back = eval(repr(h), NS)
    assert back == h and hash(back) == hash(h) and back.players == players
    pk = pickle.loads(pickle.dumps(h))
    assert pk == h and pk.players == players and str(pk) == canonical
    assert dd.Hand(str(h), players) == h


def test_hand_code_counts_roundtrip():
    h = dd.Hand("333TTBR")
    counts = [3, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 1, 1]
    assert h.counts.dtype == np.uint8 and h.counts.tolist() == counts
    assert h.code == code_of_counts(counts)
    assert dd.Hand.from_code(h.code) == h
    assert dd.Hand.from_counts(counts) == h
    h4 = dd.Hand("33333333BBRR", 4)
    assert dd.Hand.from_code(h4.code, 4) == h4 == dd.Hand.from_counts(h4.counts.tolist(), 4)
    assert h != dd.Hand("333TTBR", 4)
    assert dd.Hand("43") == dd.Hand("34") and len({dd.Hand("43"), dd.Hand("34")}) == 1


def test_hand_contains_and_subtract():
    h = dd.Hand("333445")
    assert "33" in h and "3334" in h and dd.Move("44") in h and "" in h
    assert "3333" not in h and "6" not in h and dd.Move("333444") not in h
    assert h - "33" == dd.Hand("3445")
    assert h - dd.Move("33344") == dd.Hand("5")
    assert h - dd.Move("pass") == h
    assert (h - "334").players == 3
    with pytest.raises(IllegalMoveError):
        h - "6"
    with pytest.raises(IllegalMoveError):
        h - dd.Move("3333")
    h4 = dd.Hand("33333BB", 4)
    assert h4 - "BB3" == dd.Hand("3333", 4)


def test_hand_from_code_and_counts_errors():
    with pytest.raises(NotationError):
        dd.Hand.from_code(5)  # five 3s in 3p
    with pytest.raises(NotationError, match="'3'"):
        dd.Hand.from_counts([5] + [0] * 14)
    with pytest.raises(NotationError, match="'B'"):
        dd.Hand.from_counts([0] * 13 + [2, 0])
    with pytest.raises(ValueError):
        dd.Hand.from_counts([1] * 14)
