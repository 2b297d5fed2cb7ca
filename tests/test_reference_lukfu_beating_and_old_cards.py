"""Tests of the pure-Python Luk Fu reference (`paigen.reference.lukfu`): F, what
beats what, and O, Old cards.

One test per rule id of docs/rules/LUKFU.md where it can be tested; each
expected move set is derived by hand in the comments. Notation: suits c < s < m
< t (L1), card index 9*suit + rank - 1 (L3), canonical cards sorted by index
(L2).
"""

from __future__ import annotations

import itertools
from math import comb

import pytest
from hypothesis import given
from hypothesis import strategies as st

from paigen.errors import IllegalMoveError
from paigen.reference.lukfu import (
    beats,
    format_cards,
    legal_moves,
    old_cards,
    parse,
)
from tests.helpers.lf_reference import card_sets, kinds


def test_F1_single_higher_rank_same_suit():
    assert beats("6c", "5c")
    assert beats("9c", "2c")
    assert not beats("4c", "5c")
    assert not beats("6s", "5c")  # a higher suit does not help a single
    assert not beats("9s", "1c", led="1c")
    assert beats("2s", "1s") and beats("2m", "1m")  # 1s, 1m are not exceptional


def test_F1_exception_led_1c_1t_unbeatable():
    assert not beats("2c", "1c")
    assert not beats("9t", "1t")
    # Following: a hand of 2c..9c and 2t..5t faces a led 1c; nothing beats it, so the
    # 12-card hand discards one card: C(12, 1) = 12 moves.
    hand = "2c3c4c5c6c7c8c9c 3t4t5t6t"
    moves = legal_moves(hand, caller=False, led="1c")
    assert kinds(moves) == {"discard"} and len(moves) == 12
    # 1t is exceptional too, even though this hand holds 3t..6t: 12 discards.
    assert len(legal_moves(hand, caller=False, led="1t")) == 12
    # Facing a led 2t instead: 3t, 4t, 5t, 6t beat it.
    assert legal_moves(hand, caller=False, led="2t") == {("single", f"{r}t") for r in range(3, 7)}


def test_F2_set_same_size_higher_rank():
    assert beats("6c 6s 6m", "5c 5s 5t")
    assert not beats("4c 4s 4m", "5c 5s 5t")
    assert not beats("6c 6s 6m 6t", "5c 5s 5m")  # different size
    assert not beats("6c 6s 6m", "5c 5s 5m 5t")
    assert beats("3c3s3m3t", "2c2s2m2t")


def test_F2_exception_led_set_of_1s_only_9s():
    assert not beats("2c 2s 2m", "1c 1s 1m")
    assert not beats("8c 8s 8t", "1c 1s 1m")
    assert beats("9c 9s 9m", "1c 1s 1t")
    assert beats("9c 9s 9m 9t", "1c 1s 1m 1t")
    assert not beats("9c 9s 9m", "1c 1s 1m 1t")  # same size only
    # Follower with four 2s and four 9s facing a led 1c 1s 1m: the 2s would beat by F2,
    # but the exception leaves only the sets of three 9s: C(4, 3) = 4 moves.
    hand = "2c 2s 2m 2t 9c 9s 9m 9t 5c 6c 7c 8c"
    nines = {("set", format_cards(c)) for c in itertools.combinations(parse("9c 9s 9m 9t"), 3)}
    assert legal_moves(hand, caller=False, led="1c 1s 1m") == nines
    # Contrast, no exception: the same hand facing a led 1s 1m 1t... is still a set of
    # 1s; facing a led set of 3s instead, 2 < 3 and only the 9s beat: 4 moves too.
    assert legal_moves(hand, caller=False, led="3c 3s 3m") == nines
    # The second player beat 1s 1m 1t with 9c 9s 9m; the third player holds 9t but no
    # set above 9s, so they discard 3 of their 8 cards: C(8, 3) = 56.
    third = "2c 2s 2m 2t 9t 5c 6c 7c"
    moves = legal_moves(third, caller=False, led="1s 1m 1t", best="9c 9s 9m")
    assert kinds(moves) == {"discard"} and len(moves) == comb(8, 3)


def test_F3_run_same_length_higher_top_or_higher_suit():
    assert beats("4c5c6c", "3c4c5c")  # same suit, higher top
    assert not beats("2c3c4c", "3c4c5c")  # same suit, lower top
    assert beats("1s2s3s", "7c8c9c")  # any higher suit, whatever the ranks
    assert not beats("7c8c9c", "1s2s3s")  # a lower suit never beats
    assert not beats("1t2t3t4t", "7c8c9c")  # different length
    assert beats("1t2t3t4t", "6m7m8m9m")


def test_F4_different_shapes_never_beat():
    assert not beats("9c 9s 9m", "2c 3c 4c")  # set vs run
    assert not beats("2c 3c 4c", "1c 1s 1t")  # run vs set
    assert not beats("9t", "1c 1s 1m")  # single vs set
    assert not beats("7t 8t 9t", "1s")  # run vs single
    with pytest.raises(IllegalMoveError):
        beats("5c 5s", "4c")  # a pair is not a play at all
    with pytest.raises(IllegalMoveError):
        beats("5c", "")


def test_O1_intrinsically_old():
    # The four 9s, 1c and 1t; 1s and 1m are not (2s..8s and 2m..8m are unseen).
    assert old_cards("9c 9s 9m 9t 1c 1t 1s 1m") == "1c 9c 9s 9m 1t 9t"
    assert old_cards("1c") == "1c" and old_cards("1t") == "1t"
    assert old_cards("1s 1m") == ""


def test_O2_proven_old():
    # Every higher card of the suit is in hand or public.
    assert old_cards("7s 8s 9s 3c") == "7s 8s 9s"  # unbroken sequence below 9s
    assert old_cards("8s", public="9s") == "8s"
    assert old_cards("6m 8m 9m", public="7m") == "6m 8m 9m"
    assert old_cards("6m 9m") == "9m"  # 7m, 8m unseen
    assert old_cards("1s", public="2s3s4s5s6s7s8s9s") == "1s"
    # A hidden intrinsic Old card proves nothing: with 9s unseen a lone 8s is not Old.
    assert old_cards("8s") == ""
    # 1c is Old but proves nothing about other suits.
    assert old_cards("1c 8s 2c") == "1c"


def old_by_walking_down(hand, public):
    """Independent reading of O1/O2: walk each suit down from 9 while the card is in
    hand or public ("an unbroken sequence directly below an Old card"); add 1c, 1t."""
    old = set(hand & {0, 27})
    for suit in range(4):
        for rank in range(9, 0, -1):
            card = 9 * suit + rank - 1
            if card not in hand and card not in public:
                break
            if card in hand:
                old.add(card)
    return old


@given(card_sets, st.data())
def test_O2_matches_walking_down(seen, data):
    hand = frozenset(c for c in seen if data.draw(st.booleans()))
    public = seen - hand
    assert old_cards(hand, public) == format_cards(old_by_walking_down(hand, public))


def test_O3_discards_are_never_public():
    # 9s was discarded face down, so the caller does not put it in `public`: 8s stays
    # unproven. Had 9s been played face up, 8s would be Old.
    assert old_cards("8s 4c", public="") == ""
    assert old_cards("8s 4c", public="9s") == "8s"
    # A card cannot be both in hand and public.
    with pytest.raises(ValueError, match="8s"):
        old_cards("8s 4c", public="8s 9s")
    with pytest.raises(ValueError):
        legal_moves("8s 4c", public="8s", caller=True)


def test_O4_old_is_per_player():
    # Public: 9m. Player A holds 7m 8m: both Old (O2). Player B holds 6m: 7m and 8m
    # are hidden in A's hand, so B's 6m is not Old.
    assert old_cards("7m 8m 2c", public="9m") == "7m 8m"
    assert old_cards("6m 2s", public="9m") == ""
    # Once A plays 7m 8m face up, B's 6m is proven.
    assert old_cards("6m 2s", public="9m 7m 8m") == "6m"
