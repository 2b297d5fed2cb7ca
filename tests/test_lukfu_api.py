"""Tests of the public Python API of ``paigen.lukfu`` (the compiled core): notation
round trips, L3 masks, Hand / Move / MoveList behaviour, numpy views, and the
errors raised for bad input. Rule ids refer to ``docs/rules/LUKFU.md``; the
rules themselves are tested in ``test_lukfu_rules.py``.
"""

from __future__ import annotations

import gc
import pickle
import re
import subprocess
import sys

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

import paigen
from paigen import IllegalMoveError, NotationError, StateError
from paigen import lukfu as lf
from paigen.errors import PaigenError
from tests.helpers.decks import LF_CARDS, lf_card, lf_cards, lf_mask

NS = {"Move": lf.Move, "Hand": lf.Hand}


# ------------------------------------------------------------------ errors


def test_error_classes():
    for cls in (NotationError, IllegalMoveError, StateError):
        assert issubclass(cls, PaigenError) and issubclass(cls, ValueError)
    assert paigen.StateError is StateError and paigen.NotationError is NotationError
    assert paigen.IllegalMoveError is IllegalMoveError


# ------------------------------------------------------------------ Kind


def test_kind_enum():
    assert [str(k) for k in lf.Kind] == ["single", "set", "run", "discard", "claim"]
    assert [int(k) for k in lf.Kind] == [0, 1, 2, 3, 4]
    assert f"{lf.Kind.DISCARD}" == "discard" and lf.Kind.CLAIM == 4
    assert lf.Kind.RUN.name == "RUN"


# ------------------------------------------------------------------ notation (L2, L3)


@given(cards=st.sets(st.integers(0, LF_CARDS - 1)), data=st.data())
def test_notation_round_trip(cards, data):
    text = lf_cards(cards)
    h = lf.Hand(text)
    assert str(h) == text and len(h) == len(cards)
    assert h.mask == lf_mask(cards)
    assert lf.Hand(str(h)) == h and lf.Hand.from_mask(h.mask) == h
    # any order, back to back or spaced, suit letters in either case
    order = data.draw(st.permutations(sorted(cards)))
    seps = data.draw(st.lists(st.sampled_from(["", " ", "   "]), min_size=len(order), max_size=len(order)))
    upper = data.draw(st.lists(st.booleans(), min_size=len(order), max_size=len(order)))
    messy = "".join(
        sep + (lf_card(i).upper() if up else lf_card(i)) for i, sep, up in zip(order, seps, upper)
    )
    assert lf.Hand(messy) == h, messy
    assert lf.Hand("".join(lf_card(i) for i in order)) == h  # all back to back
    assert lf.Hand(text.upper()) == h
    assert str(lf.Hand(text.upper())) == text  # printed lower case
    assert eval(repr(h), NS) == h
    assert pickle.loads(pickle.dumps(h)) == h


def test_masks_match_L3():
    assert lf.Hand("1c").mask == 1
    assert lf.Hand("9t").mask == 1 << 35
    assert lf.Hand("1s").mask == 1 << 9 and lf.Hand("1m").mask == 1 << 18 and lf.Hand("1t").mask == 1 << 27
    for i in range(LF_CARDS):
        assert lf.Hand(lf_card(i)).mask == 1 << i
        assert lf.Move(lf_card(i)).mask == 1 << i
        assert str(lf.Hand.from_mask(1 << i)) == lf_card(i)
    assert lf.Move("7s 8s 9s").mask == lf.Hand("7s8s9s").mask == 0b111 << 15
    assert lf.Move("2c 5m", kind="discard").mask == (1 << 1) | (1 << 22)


def test_hand_from_mask_rejects_bits_above_35():
    with pytest.raises(ValueError):
        lf.Hand.from_mask(1 << 36)
    assert lf.Hand.from_mask(0) == lf.Hand("") and lf.Hand.from_mask((1 << 36) - 1).mask == (1 << 36) - 1


# ------------------------------------------------------------------ Hand


@pytest.mark.parametrize(
    "cards, text",
    [("", ""), ("9T 1c", "1c 9t"), ("5m4m3m2s1c", "1c 2s 3m 4m 5m"), (" 9t ", "9t")],
)
def test_hand_str_repr_pickle(cards, text):
    h = lf.Hand(cards)
    assert str(h) == text and repr(h) == f"Hand('{text}')"
    back = eval(repr(h), NS)
    assert back == h and hash(back) == hash(h)
    pk = pickle.loads(pickle.dumps(h))
    assert pk == h and pk.mask == h.mask and str(pk) == text
    assert lf.Hand() == lf.Hand("") and len(lf.Hand()) == 0


@pytest.mark.parametrize("obj", ["Hand('1c 9t')", "Move('7s 8s 9s')"])
def test_old_pickle_protocols_do_not_abort(obj):
    # Run in a child: a failure here has aborted the whole interpreter (SIGABRT from an
    # uncaught C++ exception), which must never happen. For pickle protocols 0 and 1,
    # either the round trip works or a Python exception is raised.
    code = (
        "import pickle\n"
        "from paigen.lukfu import Hand, Move\n"
        f"obj = {obj}\n"
        "for protocol in (0, 1):\n"
        "    print('protocol', protocol, flush=True)\n"
        "    try:\n"
        "        data = pickle.dumps(obj, protocol=protocol)\n"
        "    except Exception as e:\n"
        "        print('refused', type(e).__name__, flush=True)\n"
        "    else:\n"
        "        assert pickle.loads(data) == obj\n"
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, (
        f"pickling {obj}: rc={proc.returncode}\n{proc.stdout.strip()}\n{proc.stderr.strip()}"
    )


def test_hand_ops():
    h = lf.Hand("1c 2c 3s 5t")
    assert len(h) == 4
    assert h == lf.Hand("5t3s2c1c") and len({h, lf.Hand("5t 3s 2c 1c")}) == 1
    assert h != lf.Hand("1c 2c 3s")
    assert "1c" in h and "1c 3s" in h and "3S5T" in h and "" in h
    assert lf.Move("1c") in h and lf.Hand("2c 5t") in h
    assert "4c" not in h and "1c 4c" not in h
    assert h - "1c" == lf.Hand("2c 3s 5t")
    assert h - lf.Hand("2c 3s") == lf.Hand("1c 5t")
    assert h - lf.Move("1c 5t", kind="discard") == lf.Hand("2c 3s")
    assert h - "" == h
    with pytest.raises(IllegalMoveError, match="4c"):
        h - "1c 4c"
    assert lf.Hand(lf.Move("7s 8s 9s")) == lf.Hand("7s 8s 9s")
    assert lf.Hand(h) == h


# ------------------------------------------------------------------ Move


@pytest.mark.parametrize(
    "cards, kind, kind_name, text, rep, rank, suit",
    [
        ("5M", None, "single", "5m", "Move('5m')", 5, 2),
        ("5m5c5s", None, "set", "5c 5s 5m", "Move('5c 5s 5m')", 5, 0),
        ("9s 7s 8s", None, "run", "7s 8s 9s", "Move('7s 8s 9s')", 9, 1),
        ("2c 1c", "discard", "discard", "discard(1c 2c)", "Move('1c 2c', kind='discard')", 0, 0),
        ("9t 1c", "claim", "claim", "claim(1c 9t)", "Move('1c 9t', kind='claim')", 0, 0),
        ("", "claim", "claim", "claim()", "Move('', kind='claim')", 0, 0),
    ],
)
def test_move_str_repr_pickle(cards, kind, kind_name, text, rep, rank, suit):
    m = lf.Move(cards) if kind is None else lf.Move(cards, kind=kind)
    assert str(m.kind) == kind_name and m.kind == getattr(lf.Kind, kind_name.upper())
    assert isinstance(m.kind, lf.Kind)
    assert str(m) == text and repr(m) == rep
    assert (m.rank, m.suit, len(m)) == (rank, suit, len(lf.Hand(cards)))
    assert m.cards == str(lf.Hand(cards)) and m.mask == lf.Hand(cards).mask
    back = eval(repr(m), NS)
    assert back == m and hash(back) == hash(m) and back.kind == m.kind
    pk = pickle.loads(pickle.dumps(m))
    assert pk == m and hash(pk) == hash(m) and pk.kind == m.kind and pk.cards == m.cards
    for protocol in range(2, pickle.HIGHEST_PROTOCOL + 1):
        assert pickle.loads(pickle.dumps(m, protocol=protocol)) == m


def test_move_identity_is_kind_and_cards():
    single, discard = lf.Move("5s"), lf.Move("5s", kind="discard")
    assert single != discard and len({single, discard, lf.classify("5s")}) == 2
    assert lf.Move("1c 9t", kind="claim") != lf.Move("1c 9t", kind="discard")
    assert lf.Move("5s 6s 7s") == lf.classify("7s6s5s") == lf.Move("5s 6s 7s", kind="run")
    assert lf.Move("5c 5s 5m", kind="set") == lf.Move("5c 5s 5m", kind=lf.Kind.SET)
    assert lf.Move("1c 2c", kind=lf.Kind.DISCARD) == lf.Move("1c 2c", kind="discard")
    with pytest.raises(IllegalMoveError):
        lf.Move("5c 5s 5m", kind="run")
    with pytest.raises(IllegalMoveError):
        lf.Move("5s", kind="set")
    with pytest.raises(IllegalMoveError):
        lf.Move("", kind="discard")


def test_move_beats_method_and_function():
    assert lf.Move("6s").beats("5s") is True and lf.Move("4s").beats("5s") is False
    assert lf.Move("6s").beats(lf.Move("5s"), led=lf.Move("4s")) is True
    assert lf.beats("6s", "5s", "4s") is True and lf.beats("2c", "1c") is False
    assert lf.beats(lf.Move("1m 2m 3m"), lf.Hand("7s 8s 9s")) is True


def test_classify():
    assert lf.classify("5m") == lf.Move("5m")
    assert lf.classify(lf.Hand("7s 8s 9s")) == lf.Move("7s 8s 9s")
    assert lf.classify(lf.Move("5c 5s 5m")).kind == lf.Kind.SET


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


# ------------------------------------------------------------------ bad input


def _entry_points(bad: str):
    h = lf.Hand("1c")
    return {
        "Hand": lambda: lf.Hand(bad),
        "Move": lambda: lf.Move(bad),
        "Move discard": lambda: lf.Move(bad, kind="discard"),
        "classify": lambda: lf.classify(bad),
        "old_cards hand": lambda: lf.old_cards(bad),
        "old_cards public": lambda: lf.old_cards("1c", public=bad),
        "legal_moves hand": lambda: lf.legal_moves(bad, caller=True),
        "legal_moves public": lambda: lf.legal_moves("1c", public=bad, caller=True),
        "legal_moves led": lambda: lf.legal_moves("1c", caller=True, led=bad),
        "legal_moves best": lambda: lf.legal_moves("1c", caller=True, best=bad),
        "beats new": lambda: lf.beats(bad, "5s"),
        "beats best": lambda: lf.beats("5s", bad),
        "beats led": lambda: lf.beats("6s", "5s", led=bad),
        "Move.beats": lambda: lf.Move("6s").beats(bad),
        "in Hand": lambda: bad in h,
        "Hand -": lambda: h - bad,
    }


@pytest.mark.parametrize(
    "bad, offending",
    [
        ("0c", "0c"),
        ("9x", "9x"),
        ("10c", "10"),
        ("1c;2c", ";"),
        ("5s 6s 7s 1c x", "x"),
        ("1c 2c 1c", "1c"),  # repeated card
        ("7s 7S", "7s"),  # repeated card, upper case on input
    ],
)
def test_notation_errors_name_offender(bad, offending):
    wrong = []
    for name, call in _entry_points(bad).items():
        try:
            call()
        except NotationError as e:
            if f"'{offending}'" not in str(e):
                wrong.append((name, str(e)))
        except Exception as e:  # any other class is a failure
            wrong.append((name, repr(e)))
        else:
            wrong.append((name, "no error"))
    assert not wrong, wrong


@pytest.mark.parametrize("bad", ["1c 2c", "5c 5s", "1c 2s 3c", "8c 9c 1c", "5c 5s 6m"])
def test_illegal_move_errors(bad):
    canon = str(lf.Hand(bad))
    for call in (
        lambda: lf.classify(bad),
        lambda: lf.Move(bad),
        lambda: lf.legal_moves("4m", caller=True, led=bad),
        lambda: lf.legal_moves("4m", caller=True, best=bad),
        lambda: lf.beats(bad, "5t"),
        lambda: lf.beats("5t", bad),
        lambda: lf.Move("5t").beats(bad),
    ):
        with pytest.raises(IllegalMoveError, match=re.escape(canon)):
            call()


def test_illegal_move_errors_for_non_plays():
    with pytest.raises(IllegalMoveError):
        lf.classify("")
    with pytest.raises(IllegalMoveError, match="discard"):
        lf.legal_moves("2c", caller=False, led=lf.Move("5s", kind="discard"))
    with pytest.raises(IllegalMoveError, match="claim"):
        lf.legal_moves("2c", caller=False, best=lf.Move("5s", kind="claim"))
    with pytest.raises(IllegalMoveError):
        lf.classify(lf.Move("5s 6s 7s", kind="discard"))
    with pytest.raises(IllegalMoveError):
        lf.beats(lf.Move("6s", kind="discard"), "5s")


@pytest.mark.parametrize(
    "kw, pattern",
    [
        # A2/A4: a Master who passed is never the caller
        (dict(hand="2c", caller=True, master_passed=True), "caller"),
        # a card both in hand and public
        (dict(hand="1c 2c", caller=False, public="2c 3c"), "'2c'"),
        # led and best of different shape or size
        (dict(hand="2c", caller=False, led="5s", best="6m 7m 8m"), None),
        (dict(hand="1c 2c 3c 4c", caller=False, led="1s 2s 3s", best="4s 5s 6s 7s"), None),
        (dict(hand="1c 2c 3c 4c", caller=False, led="5c 5s 5m", best="6c 6s 6m 6t"), None),
        (dict(hand="1c 2c 3c", caller=False, led="5c 5s 5m", best="5t 6t 7t"), None),
        # best that neither equals nor beats led
        (dict(hand="2c", caller=False, led="5s", best="4s"), "'4s'"),
        (dict(hand="4m 5m 6m", caller=False, led="5s 6s 7s", best="1c 2c 3c"), None),
        (dict(hand="3c", caller=False, led="1c", best="2c"), None),  # F1: a led 1c is unbeaten
        # led and best share cards
        (dict(hand="1c 2c 3c", caller=False, led="5s 6s 7s", best="6s 7s 8s"), "'6s 7s'"),
        # hand shares cards with led / best
        (dict(hand="5s 2c", caller=False, led="5s"), "'5s'"),
        (dict(hand="7s 2c", caller=False, led="5s", best="7s"), "'7s'"),
        # fewer cards in hand than the led play (T5)
        (dict(hand="1c 2c", caller=False, led="5s 6s 7s"), None),
        (dict(hand="", caller=False, led="5s"), None),
        # more than 12 cards (L4)
        (dict(hand="1c 2c 3c 4c 5c 6c 7c 8c 9c 1s 2s 3s 4s", caller=True), "13"),
        # negative fu
        (dict(hand="2c", caller=False, fu=-1), "-1"),
    ],
)
def test_state_errors(kw, pattern):
    kw = dict(kw)
    hand = kw.pop("hand")
    with pytest.raises(StateError, match=None if pattern is None else re.escape(pattern)):
        lf.legal_moves(hand, **kw)


def test_old_cards_state_error():
    with pytest.raises(StateError, match="'1c'"):
        lf.old_cards("1c 2c", public="1c")


CARD_ARG_CALLS = {
    "Hand(bad)": lambda b: lf.Hand(b),
    "Move(bad)": lambda b: lf.Move(b),
    "classify(bad)": lambda b: lf.classify(b),
    "old_cards(bad)": lambda b: lf.old_cards(b),
    "old_cards(public=bad)": lambda b: lf.old_cards("1c", public=b),
    "legal_moves(bad)": lambda b: lf.legal_moves(b, caller=True),
    "legal_moves(public=bad)": lambda b: lf.legal_moves("1c", public=b, caller=True),
    "legal_moves(led=bad)": lambda b: lf.legal_moves("1c", caller=True, led=b),
    "beats(bad, '5s')": lambda b: lf.beats(b, "5s"),
    "beats('6s', bad)": lambda b: lf.beats("6s", b),
    "Move('6s').beats(bad)": lambda b: lf.Move("6s").beats(b),
    "bad in Hand": lambda b: b in lf.Hand("1c"),
    "Hand - bad": lambda b: lf.Hand("1c") - b,
}


@pytest.mark.parametrize(
    "call, bad",
    [
        pytest.param(call, bad, id=f"{call}-{name}")
        for call in CARD_ARG_CALLS
        for name, bad in [("int", 3), ("list", ["1c"]), ("bytes", b"1c"), ("None", None)]
        if not (bad is None and call == "legal_moves(led=bad)")  # led=None means leading
    ],
)
def test_wrong_type_for_cards_raises_type_error(call, bad):
    with pytest.raises(TypeError):
        CARD_ARG_CALLS[call](bad)


@pytest.mark.parametrize("fu", ["2", None, 1.5, [1]])
def test_wrong_type_for_fu_raises_type_error(fu):
    with pytest.raises(TypeError):
        lf.legal_moves("2c", caller=False, fu=fu)


def test_huge_fu():
    # R1 puts no ceiling on fu: a huge fu still claims (or is refused as an overflow).
    try:
        ml = lf.legal_moves("2c", caller=False, fu=2**70)
    except OverflowError:
        return
    assert [(str(m.kind), m.cards) for m in ml] == [("claim", "")]
