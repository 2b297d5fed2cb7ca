"""Rule-by-rule tests of the compiled Luk Fu move generator (``paigen.lukfu``),
docs/rules/LUKFU.md L1-L4 (cards, notation, masks, hands), S1-S3 (singles,
sets, runs) and T2-T5 (beating or discarding).

Expected move sets are worked out by hand; the comment above each one gives the
arithmetic. Moves are compared as exact sets of ``(str(kind), canonical
cards)``; the helper (tests/helpers/lf_moves.py) also checks that the generator
emits no move twice (section G: same kind + same cards = same move). Canonical
cards (L2) are sorted by suit (c < s < m < t), then by rank.
"""

from __future__ import annotations

import itertools

import pytest

from paigen import IllegalMoveError, NotationError, StateError
from paigen import lukfu as lf
from tests.helpers.decks import LF_DECK, LF_SUITS
from tests.helpers.lf_moves import E, bit, discards, lead, moves


def test_L1_thirty_six_cards_four_suits_low_to_high():
    full = lf.Hand(" ".join(reversed(LF_DECK)))
    # 9 ranks x 4 suits = 36 cards, canonical order c, s, m, t
    assert len(full) == 36 and str(full) == " ".join(LF_DECK)
    assert full.mask == (1 << 36) - 1
    assert lf.SUITS == "csmt"
    # suit order c < s < m < t, seen through F3 (a run in any higher suit beats)
    for i, lo in enumerate(LF_SUITS):
        for hi in LF_SUITS[i + 1 :]:
            assert lf.beats(f"1{hi} 2{hi} 3{hi}", f"7{lo} 8{lo} 9{lo}"), (hi, lo)
            assert not lf.beats(f"7{lo} 8{lo} 9{lo}", f"1{hi} 2{hi} 3{hi}"), (lo, hi)
    # ranks 1..9 only (flower cards and rank 0/10 do not exist)
    for bad in ("0c", "10s", "fc"):
        with pytest.raises(ValueError):
            lf.Hand(bad)


@pytest.mark.parametrize(
    "text, canonical",
    [
        ("", ""),
        ("4m 9c 3s 2c 5c", "2c 5c 9c 3s 4m"),  # the rules-page example
        ("7s8s9s", "7s 8s 9s"),  # back to back
        ("4m9c 3s2c5c", "2c 5c 9c 3s 4m"),  # mixed
        ("7S 8s 9S", "7s 8s 9s"),  # upper-case suits accepted, printed lower case
        ("9T1C", "1c 9t"),
        ("  1t   1c  ", "1c 1t"),
    ],
)
def test_L2_notation_accepted(text, canonical):
    assert str(lf.Hand(text)) == canonical
    assert lf.old_cards(text) == lf.old_cards(canonical)


@pytest.mark.parametrize(
    "text, offending",
    [
        ("0c", "0c"),
        ("9x", "9x"),
        ("10c", "10"),
        ("1c 2c 1c", "1c"),  # repeated card
        ("1c 1C", "1c"),  # repeated, case-insensitively
        ("1c,2c", ","),
        ("1c2", "2"),
        ("1c é", "é"),  # non-ASCII stray character
    ],
)
def test_L2_notation_rejected_naming_offender(text, offending):
    with pytest.raises(NotationError, match=f"'{offending}'"):
        lf.Hand(text)
    with pytest.raises(NotationError, match=f"'{offending}'"):
        lf.legal_moves(text, caller=True)


def test_L3_card_index_and_mask():
    assert lf.Hand("1c").mask == 1
    assert lf.Hand("9t").mask == 1 << 35
    for suit, s in enumerate(LF_SUITS):
        for rank in range(1, 10):
            card = f"{rank}{s}"
            idx = 9 * suit + rank - 1
            assert lf.Hand(card).mask == 1 << idx == bit(card), card
            assert str(lf.Hand.from_mask(1 << idx)) == card
            assert lf.Move(card).mask == 1 << idx
    # a set of cards is the OR of its bits: 7s 8s 9s = bits 15, 16, 17
    assert lf.Move("7s 8s 9s").mask == (1 << 15) | (1 << 16) | (1 << 17) == 229376


def test_L4_three_hands_of_twelve():
    # 3 x 12 = 36: three hands of twelve partition the deck, no card left over.
    hands = [" ".join(LF_DECK[i::3]) for i in range(3)]
    masks = [lf.Hand(h).mask for h in hands]
    assert [len(lf.Hand(h)) for h in hands] == [12, 12, 12]
    assert masks[0] | masks[1] | masks[2] == (1 << 36) - 1
    assert masks[0] & masks[1] == masks[1] & masks[2] == masks[0] & masks[2] == 0
    # a 12-card hand is a valid state, with the other 24 cards public
    assert len(lf.legal_moves(hands[0], caller=True, public=" ".join(hands[1:]))) > 0
    # 13 cards is more than a player is ever dealt
    with pytest.raises(StateError, match="12"):
        lf.legal_moves(" ".join(LF_DECK[:13]), caller=True)


# --------------------------------------------------------------------------- S


def test_S1_single():
    m = lf.classify("5m")
    assert (str(m.kind), m.cards, m.rank, m.suit, len(m)) == ("single", "5m", 5, 2, 1)
    # caller, one card: the single = 1
    assert lead("5m", caller=True) == E(single="5m")


def test_S2_sets_of_three_or_four_no_pairs():
    assert str(lf.classify("5c 5s 5m").kind) == "set" and lf.classify("5t5s5m").rank == 5
    assert str(lf.classify("5c 5s 5m 5t").kind) == "set"
    for bad in ("5c 5s", "5c 5s 6m", "5c 5s 5m 6t"):
        with pytest.raises(IllegalMoveError):
            lf.classify(bad)
    # caller "5c 5s 5m 5t": singles 4 + sets of three C(4,3) = 4 + set of four 1 = 9
    assert lead("5c 5s 5m 5t", caller=True) == E(
        single="5c, 5s, 5m, 5t",
        set="5c 5s 5m, 5c 5s 5t, 5c 5m 5t, 5s 5m 5t, 5c 5s 5m 5t",
    )
    # caller "5c 5s 2m": singles 3, no pair 5c 5s = 3
    assert lead("5c 5s 2m", caller=True) == E(single="5c, 5s, 2m")


def test_S3_runs_three_to_nine_one_suit_no_wrap():
    m = lf.classify("1m 2m 3m 4m 5m 6m 7m 8m 9m")
    assert (str(m.kind), len(m), m.rank, m.suit) == ("run", 9, 9, 2)
    assert (str(lf.classify("3t 4t 5t").kind), lf.classify("3t 4t 5t").rank) == ("run", 5)
    for bad in ("1c 2c", "8c 9c 1c", "1c 2c 4c", "1c 2s 3c", "9c 1s 2s"):
        with pytest.raises(IllegalMoveError):
            lf.classify(bad)
    # caller "1c 2c 3c 4c": singles 4 + runs 123 234 (2) + 1234 (1) = 7
    assert lead("1c 2c 3c 4c", caller=True) == E(
        single="1c, 2c, 3c, 4c", run="1c 2c 3c, 2c 3c 4c, 1c 2c 3c 4c"
    )
    # caller "1s..8s" (no Old card: 9s unseen): singles 8 + runs of length L, 9 - L each,
    # L = 3..8: 6 + 5 + 4 + 3 + 2 + 1 = 21; total 29
    got = lead("1s 2s 3s 4s 5s 6s 7s 8s", caller=True)
    assert len(got) == 29
    runs = {c for k, c in got if k == "run"}
    assert len(runs) == 21
    assert runs == {
        " ".join(f"{r}s" for r in range(lo, lo + n)) for n in range(3, 9) for lo in range(1, 10 - n)
    }


# --------------------------------------------------------------------------- T


def test_T2_must_beat_and_may_choose_any_beating_play():
    # led 4s, best 6s; hand 7s 8s 9s 2c: singles above 6s = 7s 8s 9s (3); the run 7s8s9s
    # is a different shape (F4) and 2c another suit; no discard since a beat exists
    assert moves("7s 8s 9s 2c", caller=True, led="4s", best="6s") == E(single="7s, 8s, 9s")
    # led 4s, best 6s; hand 5s 7s 2c: 5s beats the led play but not the best play: 7s only
    assert moves("5s 7s 2c", led="4s", best="6s") == E(single="7s")
    # a non-caller may beat with Old cards (R3 restricts leads only): 8t 9t over 5t = 2
    assert moves("8t 9t 2c", led="5t") == E(single="8t, 9t")


def test_T3_cannot_beat_discards_as_many_as_led():
    # led run 5s6s7s; hand 1c 2c 3c 4c: club runs are a lower suit, so no beat;
    # discards C(4,3) = 4
    assert moves("1c 2c 3c 4c", led="5s 6s 7s") == E(discard="1c 2c 3c, 1c 2c 4c, 1c 3c 4c, 2c 3c 4c")


# A 12-card hand with no set, no three-card run and no t card: it beats nothing below.
H12 = "1c 2c 4c 5c 7c 8c 1s 2s 4s 5s 7s 8s"


@pytest.mark.parametrize(
    "led, k, count",
    [
        ("9t", 1, 12),  # C(12,1) = 12
        ("9c 9s 9m", 3, 220),  # C(12,3) = 12*11*10/6 = 220
        ("1t 2t 3t", 3, 220),
        ("9c 9s 9m 9t", 4, 495),  # C(12,4) = 11880/24 = 495
        ("1t 2t 3t 4t", 4, 495),
        ("1t 2t 3t 4t 5t", 5, 792),  # C(12,5) = 95040/120 = 792
        ("1t 2t 3t 4t 5t 6t", 6, 924),  # C(12,6) = 924
        ("3t 4t 5t 6t 7t 8t 9t", 7, 792),  # C(12,7) = C(12,5) = 792
        ("1t 2t 3t 4t 5t 6t 7t 8t", 8, 495),  # C(12,8) = C(12,4) = 495
        ("1t 2t 3t 4t 5t 6t 7t 8t 9t", 9, 220),  # C(12,9) = C(12,3) = 220
    ],
)
def test_T3_discard_counts_and_distinct_subsets(led, k, count):
    # (no play has two cards, so a discard of 2 never happens)
    ml = lf.legal_moves(H12, caller=False, led=led)
    assert len(ml) == count
    assert {str(m.kind) for m in ml} == {"discard"}
    masks = [int(x) for x in ml.masks]
    assert len(set(masks)) == count  # all distinct
    hand_mask = lf.Hand(H12).mask
    assert all(m & ~hand_mask == 0 and bin(m).count("1") == k for m in masks)
    assert set(ml.sizes.tolist()) == {k}
    expected = {sum(bit(c) for c in combo) for combo in itertools.combinations(H12.split(), k)}
    assert set(masks) == expected
    assert {(str(m.kind), m.cards) for m in ml} == discards(H12, k)


def test_T5_hand_smaller_than_led_is_a_state_error():
    with pytest.raises(StateError):
        lf.legal_moves("1c 2c", caller=False, led="5s 6s 7s")
    with pytest.raises(StateError):
        lf.legal_moves("1c 2c 3c", caller=False, led="5s 6s 7s 8s")
    with pytest.raises(StateError):
        lf.legal_moves("1c 2c 3c", caller=False, led="5c 5s 5m 5t")
    with pytest.raises(StateError):
        lf.legal_moves("", caller=False, led="5s")
    # equal size is fine: the whole hand is the one discard (C(3,3) = 1)
    assert moves("1c 2c 3c", led="5s 6s 7s") == E(discard="1c 2c 3c")
