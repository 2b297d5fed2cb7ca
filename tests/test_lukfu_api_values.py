"""Tests of the public Python API of ``paigen.lukfu`` (the compiled core): the
error classes, Kind, notation round trips, L3 masks, Hand and Move behaviour.
Rule ids refer to ``docs/rules/LUKFU.md``; the rules themselves are tested in
``test_lukfu_rules_*.py``."""

from __future__ import annotations

import pickle
import subprocess
import sys

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
