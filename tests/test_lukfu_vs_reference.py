"""The C++ core against the pure-Python reference for Luk Fu, in both
directions: the core's moves and the reference's are equal sets, on random
mid-deal leads (public cards, fu, caller flags) and follows (led and best
plays, beating or discarding); Old cards, classify and beats agree."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from paigen import IllegalMoveError
from paigen import lukfu as lf
from paigen.reference import lukfu as lref
from tests.helpers.decks import LF_CARDS, LF_HAND_SIZE
from tests.helpers.strategies import lf_follow_state, lf_lead_state

CARD = st.integers(0, LF_CARDS - 1)  # a card index (L3)


def core_set(**state) -> set[tuple[str, str]]:
    hand = state.pop("hand")
    moves = lf.legal_moves(hand, **state)
    listed = [(str(m.kind), m.cards) for m in moves]
    assert len(listed) == len(set(listed)), f"duplicate moves for {hand!r} {state}"
    return set(listed)


def assert_same(state: dict) -> None:
    core = core_set(**state)
    hand = state["hand"]
    rest = {k: v for k, v in state.items() if k != "hand"}
    rest.setdefault("caller", False)
    reference = lref.legal_moves(hand, **rest)
    assert core == reference, (
        f"state={state}\n  only in core: {sorted(core - reference)}\n"
        f"  only in reference: {sorted(reference - core)}"
    )


@given(state=lf_lead_state())
@example(state={"hand": "9c 9s 9m 9t 1c 1t", "public": "", "caller": False, "master_passed": False, "fu": 0})
@example(state={"hand": "", "public": "", "caller": False, "master_passed": False, "fu": 6})
@example(
    state={"hand": "1s 2s 3s 4s 5s 1m 1c", "public": "", "caller": False, "master_passed": True, "fu": 0}
)
def test_leads(state):
    assert_same(state)


@given(state=lf_follow_state())
@example(state={"hand": "9c 9s 9m 2c 3c 4c", "led": "1c 1s 1m", "best": "1c 1s 1m", "caller": False})
@example(state={"hand": "2c 3t 4t 5t 6t 7t 8t", "led": "1c", "best": "1c", "caller": True})
def test_follows(state):
    assert_same(state)


@given(hand=st.sets(CARD, max_size=LF_HAND_SIZE), public=st.sets(CARD))
def test_old_cards(hand, public):
    public = public - hand
    h, p = lref.format_cards(hand), lref.format_cards(public)
    assert lf.old_cards(h, public=p) == lref.old_cards(h, p)


@given(cards=st.sets(CARD, max_size=9))
def test_classify(cards):
    text = lref.format_cards(cards)
    try:
        expected = lref.classify(text)
    except IllegalMoveError:
        with pytest.raises(IllegalMoveError):
            lf.classify(text)
        return
    assert str(lf.classify(text).kind) == expected


@given(state=lf_follow_state(), data=st.data())
def test_beats(state, data):
    # Every play of the follower's hand against the trick, by both.
    led, best = state["led"], state["best"]
    hand = sorted(lref.parse(state["hand"]))
    size = len(lref.parse(led))
    candidates = [lref.format_cards(c) for c in itertools.combinations(hand, size)]
    for new in candidates:
        try:
            lref.classify(new)
        except IllegalMoveError:
            continue
        assert lf.beats(new, best, led) == lref.beats(new, best, led), (new, best, led)


def test_full_discard_list():
    # A 12-card hand that cannot beat a led run of six: C(12, 6) = 924 discards.
    hand = "1c 2c 4c 5c 7c 8c 1s 2s 4s 5s 7s 8s"
    moves = lf.legal_moves(hand, caller=False, led="1t 2t 3t 4t 5t 6t")
    assert len(moves) == 924
    assert {str(m.kind) for m in moves} == {"discard"}
    assert core_set(hand=hand, caller=False, led="1t 2t 3t 4t 5t 6t") == lref.legal_moves(
        hand, caller=False, led="1t 2t 3t 4t 5t 6t"
    )
