"""Tests of the pure-Python Luk Fu reference (`paigen.reference.lukfu`): L, the
deck, deal and notation; S, the shapes; the module's doctests.

One test per rule id of docs/rules/LUKFU.md where it can be tested; each
expected move set is derived by hand in the comments. Notation: suits c < s < m
< t (L1), card index 9*suit + rank - 1 (L3), canonical cards sorted by index
(L2).
"""

from __future__ import annotations

import doctest

import pytest
from hypothesis import given
from hypothesis import strategies as st

from paigen.errors import IllegalMoveError, NotationError
from paigen.reference import lukfu as ref
from paigen.reference.lukfu import (
    classify,
    format_cards,
    from_mask,
    legal_moves,
    parse,
    to_mask,
)
from tests.helpers.decks import LF_CARDS, LF_DECK, LF_PLAYERS, LF_SUITS
from tests.helpers.lf_reference import CARD, card_sets


def test_module_doctests():
    failures, _ = doctest.testmod(ref)
    assert failures == 0


def test_L1_deck_is_36_cards_in_suit_order():
    # 9 ranks x 4 suits, no flowers; suits low to high c < s < m < t.
    assert ref.SUITS == LF_SUITS == "csmt"
    deck = format_cards(from_mask((1 << 36) - 1)).split()
    assert len(deck) == 36 and deck == LF_DECK
    assert deck[:9] == [f"{r}c" for r in range(1, 10)]
    assert [card[1] for card in deck[::9]] == list("csmt")
    assert parse("1c 9t") == {0, 35}
    for bad in ("Fc", "1f"):  # no flower cards
        with pytest.raises(NotationError):
            parse(bad)


def test_L2_canonical_form():
    # Sorted by suit, then rank; single spaces; lower case.
    assert format_cards(parse("4m 3s 9c 5c 2c")) == "2c 5c 9c 3s 4m"
    assert format_cards(parse("  9t\t1c\n5S  ")) == "1c 5s 9t"
    assert format_cards(parse("")) == ""
    assert parse("   ") == frozenset()
    assert format_cards([]) == ""


def test_L2_back_to_back_tokens():
    assert format_cards(parse("7s8s9s")) == "7s 8s 9s"
    assert parse("7s8s9s") == parse("7s 8s 9s") == parse("9S8s 7s")
    assert format_cards(parse("1c2c3c4c5c6c7c8c9c1t")) == "1c 2c 3c 4c 5c 6c 7c 8c 9c 1t"


@pytest.mark.parametrize(
    ("text", "named"),
    [
        ("0c", "'0c'"),  # unknown rank
        ("3c 0c", "'0c'"),
        ("9x", "'9x'"),  # unknown suit
        ("5m 5m", "'5m'"),  # repeated card
        ("5m5M", "'5m'"),  # repeated, back to back and upper case
        ("1c 2c 1C", "'1c'"),
        ("10c", "'10'"),  # no rank 10: '1' then suit '0'
        ("5c,6c", "','"),  # stray character
        ("5c6", "'6'"),  # incomplete card
        ("c5", "'c5'"),  # suit before rank
        ("7s8s9", "'9'"),
    ],
)
def test_L2_errors_name_the_bad_text(text, named):
    with pytest.raises(NotationError) as info:
        parse(text)
    assert named in str(info.value)
    assert isinstance(info.value, ValueError)


def test_L3_index_and_masks():
    # index = 9*suit + rank - 1
    assert parse("1c") == {0}
    assert parse("9c") == {8}
    assert parse("1s") == {9}
    assert parse("5m") == {9 * 2 + 4}
    assert parse("9t") == {35}
    assert ref.card_index(5, 2) == 22 and ref.card_of(22) == (5, 2)
    assert to_mask("1c 1s 9t") == 1 | 1 << 9 | 1 << 35
    assert to_mask([0, 9, 35]) == to_mask("9t 1s 1c")
    assert from_mask(1 | 1 << 9 | 1 << 35) == {0, 9, 35}
    assert from_mask(0) == frozenset()
    with pytest.raises(ValueError):
        from_mask(1 << 36)
    with pytest.raises(ValueError):
        from_mask(-1)
    with pytest.raises(ValueError):
        format_cards([36])
    with pytest.raises(TypeError):
        format_cards(5)  # an int is a mask: use from_mask


def test_L4_hands_hold_at_most_12_cards():
    # Three players, 12 cards each: a 12-card hand is fine, 13 cards are not a hand.
    deck = list(range(LF_CARDS))
    hands_dealt = [deck[i::LF_PLAYERS] for i in range(LF_PLAYERS)]
    assert all(len(h) == 12 for h in hands_dealt)
    assert set().union(*hands_dealt) == set(deck)
    assert legal_moves(hands_dealt[0], caller=True)
    with pytest.raises(ValueError, match="12"):
        legal_moves(deck[:13], caller=True)


@given(card_sets)
def test_notation_round_trip(cards):
    text = format_cards(cards)
    assert parse(text) == cards
    assert format_cards(parse(text)) == text  # canonical is a fixed point
    assert parse(text.replace(" ", "")) == cards  # back to back
    assert parse(text.upper()) == cards
    assert from_mask(to_mask(cards)) == cards
    assert to_mask(text) == sum(1 << i for i in cards)


@given(st.lists(CARD, unique=True), st.randoms())
def test_notation_any_order(cards, rnd):
    tokens = format_cards(cards).split()
    rnd.shuffle(tokens)
    assert format_cards(parse(" ".join(tokens))) == format_cards(cards)


def test_S1_single():
    assert all(classify([i]) == "single" for i in range(36))
    with pytest.raises(IllegalMoveError, match="no cards"):
        classify("")


def test_S2_set_of_three_or_four_no_pairs():
    assert classify("5c 5s 5m") == "set"
    assert classify("5c5s5m5t") == "set"
    assert classify("1c 1s 1t") == "set"
    with pytest.raises(IllegalMoveError, match="pair"):
        classify("5c 5s")
    with pytest.raises(IllegalMoveError):
        classify("5c 5s 6m")  # mixed ranks, mixed suits


def test_S3_run_three_to_nine_no_wrap():
    assert classify("3c4c5c") == "run"
    assert classify("7s 8s 9s") == "run"
    assert classify("1t2t3t4t5t6t7t8t9t") == "run"  # 9 long
    with pytest.raises(IllegalMoveError, match="consecutive"):
        classify("8s 9s 1s")  # no wrapping
    with pytest.raises(IllegalMoveError, match="consecutive"):
        classify("3c 4c 6c")
    with pytest.raises(IllegalMoveError, match="one suit"):
        classify("3c 4s 5c")
    with pytest.raises(IllegalMoveError, match="two cards"):
        classify("3c 4c")
