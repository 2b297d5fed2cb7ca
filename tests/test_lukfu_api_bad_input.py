"""Tests of the public Python API of ``paigen.lukfu`` (the compiled core): the
errors raised for bad input (notation, illegal moves, states, wrong types). Rule
ids refer to ``docs/rules/LUKFU.md``; the rules themselves are tested in
``test_lukfu_rules_*.py``."""

from __future__ import annotations

import re

import pytest

from paigen import IllegalMoveError, NotationError, StateError
from paigen import lukfu as lf

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
