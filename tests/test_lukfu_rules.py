"""Rule-by-rule tests of the compiled Luk Fu move generator (``paigen.lukfu``).

Every test is named after the rule id it checks in ``docs/rules/LUKFU.md``
(L1-L4, A4, S1-S3, T2-T5, F1-F4, O1-O4, R1-R5, E1). Expected move sets are worked
out by hand; the comment above each one gives the arithmetic. Moves are compared
as exact sets of ``(str(kind), canonical cards)``; the helper also checks that the
generator emits no move twice (section G: same kind + same cards = same move).

Canonical cards (L2) are sorted by suit (c < s < m < t), then by rank.
"""

from __future__ import annotations

import itertools
import random

import pytest

from paigen import IllegalMoveError, NotationError, StateError
from paigen import lukfu as lf
from tests.helpers.decks import LF_DECK, LF_SUITS

PLAYS = {"single", "set", "run"}


def bit(card: str) -> int:
    """L3 index, computed independently of the library."""
    return 1 << (9 * LF_SUITS.index(card[1]) + int(card[0]) - 1)


def E(**kinds: str) -> set[tuple[str, str]]:
    """Expected set: ``E(single="2c, 4c", run="1c 2c 3c")`` (moves separated by commas)."""
    return {(kind, cards.strip()) for kind, text in kinds.items() for cards in text.split(",")}


def discards(hand: str, k: int) -> set[tuple[str, str]]:
    """Every k-card subset of ``hand`` as a discard (hand given in canonical order)."""
    return {("discard", " ".join(c)) for c in itertools.combinations(hand.split(), k)}


def moves(hand: str, **kw) -> set[tuple[str, str]]:
    kw.setdefault("caller", False)
    ml = lf.legal_moves(hand, **kw)
    got = [(str(m.kind), m.cards) for m in ml]
    assert len(got) == len(set(got)), f"duplicate moves (G): {got}"
    return set(got)


def lead(hand: str, **kw) -> set[tuple[str, str]]:
    return moves(hand, **kw)


# --------------------------------------------------------------------------- L


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


# --------------------------------------------------------------------------- F


def test_F1_single_higher_rank_same_suit():
    # led 5s; hand 1s 4s 6s 9s 6m 9t: higher spades 6s 9s = 2 (6m, 9t other suits)
    assert moves("1s 4s 6s 9s 6m 9t", led="5s") == E(single="6s, 9s")
    # led 1s and 1m are no exception: 2s = 1; 2m 9m = 2
    assert moves("2s 3m", led="1s") == E(single="2s")
    assert moves("2m 9m", led="1m") == E(single="2m, 9m")
    assert lf.beats("6s", "5s") and not lf.beats("4s", "5s") and not lf.beats("6m", "5s")


def test_F1_led_1c_and_1t_cannot_be_beaten():
    # led 1c; hand 2c 5c 9c 3s: no beat, discards C(4,1) = 4
    assert moves("2c 5c 9c 3s", led="1c") == E(discard="2c, 5c, 9c, 3s")
    # led 1t; hand 2t 9t 3c: discards C(3,1) = 3
    assert moves("3c 2t 9t", led="1t") == E(discard="3c, 2t, 9t")
    assert moves("3c 2t 9t", caller=True, led="1t") == E(discard="3c, 2t, 9t")
    assert not lf.beats("9c", "1c") and not lf.beats("2t", "1t", led="1t")


def test_F1_exception_is_for_led_singles_only():
    # 1c / 1t inside a led run: the run is beaten normally (F3)
    # led 1c2c3c; hand 4c 5c 6c: run 4c5c6c (top 6 > 3) = 1
    assert moves("4c 5c 6c", led="1c 2c 3c") == E(run="4c 5c 6c")
    # led 1t2t3t; hand 4t..7t: 456, 567 = 2 (4567 is longer)
    assert moves("4t 5t 6t 7t", led="1t 2t 3t") == E(run="4t 5t 6t, 5t 6t 7t")
    # Only the led play decides the exception: a 1c that is the best play but was
    # not led would be beaten by 2c (the state itself is impossible in a trick:
    # 1c cannot beat 1s, so legal_moves refuses it).
    assert lf.beats("2c", "1c", led="1s") is True
    assert lf.beats("2c", "1c", led="1c") is False
    with pytest.raises(StateError):
        lf.legal_moves("2c", caller=False, led="1s", best="1c")


def test_F2_set_same_size_higher_rank():
    # led 5c5s5m; hand 6c 6s 6m 6t 4c 4s 4m 9t: sets of three 6s C(4,3) = 4;
    # the four 6s are the wrong size, the 4s are lower
    assert moves("4c 6c 4s 6s 4m 6m 6t 9t", led="5c 5s 5m") == E(set="6c 6s 6m, 6c 6s 6t, 6c 6m 6t, 6s 6m 6t")
    # led set of four 5s; hand 6c 6s 6m 7c: no four-set, discard C(4,4) = 1
    assert moves("6c 7c 6s 6m", led="5c 5s 5m 5t") == E(discard="6c 7c 6s 6m")
    # led 2s, best 5s; hand 4c 4s 4t 6c 6s 6t 7m: the 4s beat the led set only; 6s = 1
    assert moves("4c 6c 4s 6s 7m 4t 6t", led="2c 2s 2m", best="5c 5s 5m") == E(set="6c 6s 6t")
    # a led set of 2s is no exception: 3s beat it
    assert moves("3c 3s 3t", led="2c 2s 2m") == E(set="3c 3s 3t")
    assert not lf.beats("6c 6s 6m 6t", "5c 5s 5m") and not lf.beats("6c 6s 6m", "5c 5s 5m 5t")


def test_F2_led_set_of_ones_only_beaten_by_nines_of_same_size():
    # led 1c1s1m; hand 2c 2s 2t 9c 9s 9m 9t: the 2s are higher but cannot beat;
    # sets of three 9s C(4,3) = 4; the four 9s are the wrong size
    assert moves("2c 9c 2s 9s 9m 2t 9t", led="1c 1s 1m") == E(set="9c 9s 9m, 9c 9s 9t, 9c 9m 9t, 9s 9m 9t")
    # led 1c1s1m; hand 2c 2s 2t 8c 8s 8t: no set of 9s, discards C(6,3) = 20
    hand = "2c 8c 2s 8s 2t 8t"
    assert moves(hand, led="1c 1s 1m") == discards(hand, 3)
    assert len(discards(hand, 3)) == 20
    # led four 1s; hand 9c 9s 9m 9t 2c: the four 9s = 1
    assert moves("2c 9c 9s 9m 9t", led="1c 1s 1m 1t") == E(set="9c 9s 9m 9t")
    # led four 1s; hand four 8s + 2c: discards C(5,4) = 5
    hand = "2c 8c 8s 8m 8t"
    assert moves(hand, led="1c 1s 1m 1t") == discards(hand, 4)
    # led four 1s; hand three 9s + 2c 3c: the 9s are the wrong size; discards C(5,4) = 5
    hand = "2c 3c 9c 9s 9m"
    assert moves(hand, led="1c 1s 1m 1t") == discards(hand, 4)
    # led 1s beaten by 9s: nothing can beat the 9s; discards C(4,3) = 4
    hand = "2c 2s 5m 2t"
    assert moves(hand, led="1c 1s 1m", best="9c 9s 9m") == discards(hand, 3)
    assert not lf.beats("2c 2s 2t", "1c 1s 1m") and lf.beats("9c 9s 9t", "1c 1s 1m")
    assert not lf.beats("9c 9s 9m 9t", "1c 1s 1m")


def test_F3_same_suit_higher_top():
    # led 2s3s4s; hand 1s 5s..8s 1c 2c 3c: spade runs of three 567 678 (tops 7, 8 > 4) = 2;
    # 5678 is longer; 1c2c3c is a lower suit
    assert moves("1c 2c 3c 1s 5s 6s 7s 8s", led="2s 3s 4s") == E(run="5s 6s 7s, 6s 7s 8s")
    # led 5s6s7s; hand 2s3s4s 8s 9s 1c: 234 has a lower top; no beat, discards C(6,3) = 20
    hand = "1c 2s 3s 4s 8s 9s"
    assert moves(hand, led="5s 6s 7s") == discards(hand, 3)
    assert not lf.beats("2s 3s 4s", "5s 6s 7s") and lf.beats("6s 7s 8s", "5s 6s 7s")


def test_F3_any_higher_suit_whatever_its_ranks():
    # led 7s8s9s (highest spade run); hand 1m2m3m 1t..4t 5c6c7c:
    # m: 123 (1) + t: 123 234 (2) = 3; the club run is a lower suit
    assert moves("5c 6c 7c 1m 2m 3m 1t 2t 3t 4t", led="7s 8s 9s") == E(run="1m 2m 3m, 1t 2t 3t, 2t 3t 4t")
    # led 1c2c3c, best 4s5s6s; hand 5c6c7c 7s8s9s 1m2m3m: 567c beats only the led
    # run; 789s (same suit, top 9 > 6) and 123m (higher suit) = 2
    assert moves("5c 6c 7c 7s 8s 9s 1m 2m 3m", led="1c 2c 3c", best="4s 5s 6s") == E(run="7s 8s 9s, 1m 2m 3m")
    # led 1c2c3c, best 1m2m3m; hand 7s8s9s 4m5m6m 1t2t3t: spades are below the best's
    # suit; 456m (same suit, top 6 > 3) and 123t (higher suit) = 2
    assert moves("7s 8s 9s 4m 5m 6m 1t 2t 3t", led="1c 2c 3c", best="1m 2m 3m") == E(run="4m 5m 6m, 1t 2t 3t")
    assert lf.beats("1t 2t 3t", "7m 8m 9m") and not lf.beats("7m 8m 9m", "1t 2t 3t")


def test_F3_equal_length_only():
    # led 4m5m6m; hand 1t..4t: runs of three 123 234 = 2 (1234 is longer)
    assert moves("1t 2t 3t 4t", led="4m 5m 6m") == E(run="1t 2t 3t, 2t 3t 4t")
    # led 1c..4c; hand 1t2t3t 5s6s7s: no run of four, discards C(6,4) = 15
    hand = "5s 6s 7s 1t 2t 3t"
    assert moves(hand, led="1c 2c 3c 4c") == discards(hand, 4)
    assert len(discards(hand, 4)) == 15
    assert not lf.beats("1t 2t 3t 4t", "7c 8c 9c") and not lf.beats("7t 8t 9t", "1c 2c 3c 4c")


def test_F4_different_shapes_never_beat():
    # led single 5c; hand of spade/myriad/ten cards incl. a set and a run: discards 6
    hand = "6s 7s 8s 5m 5s 5t"
    hand = str(lf.Hand(hand))
    assert moves(hand, led="5c") == discards(hand, 1)
    # led set 5c5s5m; hand 6t 7t 8t 9t 1c (runs, no set): discards C(5,3) = 10
    hand = "1c 6t 7t 8t 9t"
    assert moves(hand, led="5c 5s 5m") == discards(hand, 3)
    # led run 1c2c3c; hand 4c 5c 9s 9m 9t (a set, club singles): discards C(5,3) = 10
    hand = "4c 5c 9s 9m 9t"
    assert moves(hand, led="1c 2c 3c") == discards(hand, 3)
    plays = ["9t", "8c 8s 8m", "4m 5m 6m", "2c 2s 2m 2t", "1s 2s 3s 4s"]
    for new in plays:
        for best in plays:
            if new != best and str(lf.classify(new).kind) != str(lf.classify(best).kind):
                assert not lf.beats(new, best), (new, best)


# --------------------------------------------------------------------------- O


def test_O1_intrinsically_old():
    # the four 9s, 1c and 1t; 5s is not Old (6s 7s 8s unseen)
    assert lf.old_cards("9c 9s 9m 9t 1c 1t 5s") == "1c 9c 9s 9m 1t 9t"
    assert lf.old_cards("1c") == "1c" and lf.old_cards("1t") == "1t" and lf.old_cards("9m") == "9m"
    # 1s and 1m are not intrinsically Old; 2c needs 3c..9c
    assert lf.old_cards("2c 1s 1m") == ""


def test_O2_proven_old():
    assert lf.old_cards("8s 9s 5c 1t") == "8s 9s 1t"
    # hidden 9s proves nothing: a lone 8s is not Old; 9s public proves it
    assert lf.old_cards("8s") == ""
    assert lf.old_cards("8s", public="9s") == "8s"
    assert lf.old_cards("8t", public="1t") == ""  # 9t unseen
    # an unbroken sequence directly below an Old card: 6m..9m; 4m stops at the unseen 5m
    assert lf.old_cards("4m 6m 7m 8m 9m") == "6m 7m 8m 9m"
    assert lf.old_cards("4m 6m", public="7m 8m 9m") == "6m"
    assert lf.old_cards("4m", public="5m 6m 7m 8m 9m") == "4m"
    # interleaved hand and public cards also prove it, but only up to the top
    assert lf.old_cards("5m 7m", public="6m 8m") == ""  # 9m unseen
    assert lf.old_cards("5m 7m", public="6m 8m 9m") == "5m 7m"
    assert lf.old_cards("1c 2c") == "1c"
    assert lf.old_cards("2c", public="3c 4c 5c 6c 7c 8c 9c") == "2c"
    # per suit: 8c 9c (9c Old) | 8s no (9s unseen) | 8m (9m public) | 8t 9t
    assert lf.old_cards("8c 9c 8s 8m 8t 9t", public="9m") == "8c 9c 8m 8t 9t"


def test_O3_only_public_cards_count():
    # A 9s discarded face down is simply not in `public`: it proves nothing.
    assert lf.old_cards("8s", public="") == ""
    assert lf.old_cards("8s", public="9s") == "8s"
    hand = "1c 9c 8s 9m 1t 9t"
    # public "": Old = 1c 9c 9m 1t 9t = 5 < 6, no claim; non-caller lead: the only
    # non-Old card is 8s -> single 8s (R3); set 9c 9m 9t; no run = 2 moves
    assert lead(hand) == E(single="8s", set="9c 9m 9t")
    # public 9s (played face up): 8s is Old too, 6 Old -> claim all six (R1)
    assert lead(hand, public="9s") == E(claim="1c 9c 8s 9m 1t 9t")


def test_O4_old_status_is_per_player():
    # same public "", different hands: 8s is Old next to 9s, not next to 1m
    assert lf.old_cards("8s 9s") == "8s 9s"
    assert lf.old_cards("8s 1m") == ""
    # same public 9m: 8m is Old; 7m is not (8m is in the other hand)
    assert lf.old_cards("8m 2c", public="9m") == "8m"
    assert lf.old_cards("7m 2c", public="9m") == ""
    # and the leads differ (R3): highest suit with a non-Old card
    assert lead("7m 2c", public="9m") == E(single="7m")
    assert lead("2c 8m", public="9m") == E(single="2c")


# --------------------------------------------------------------------------- R


@pytest.mark.parametrize("role", [{}, {"caller": True}, {"master_passed": True}])
def test_R1_claim_is_the_only_move(role):
    # six intrinsically Old cards + 2s, fu 0: 6 >= 6 -> claim the six (not 2s)
    assert lead("1c 9c 2s 9s 9m 1t 9t", **role) == E(claim="1c 9c 9s 9m 1t 9t")


def test_R1_claim_counts_fu():
    # 9c 2s 3s: 1 Old card; fu 5: 5 + 1 = 6 -> claim 9c
    assert lead("9c 2s 3s", fu=5) == E(claim="9c")
    # fu 4: 4 + 1 = 5 < 6 -> ordinary non-caller lead: spades are the highest suit with
    # a non-Old card: singles 2s 3s = 2 (no run, no set)
    assert lead("9c 2s 3s", fu=4) == E(single="2s, 3s")
    # fu 6 and no Old card: claim laying down nothing
    assert lead("2s 3s", fu=6) == E(claim="")


def test_R1_claim_with_empty_hand():
    # fu 6 + 0 Old cards = 6 -> claim of no cards
    assert lead("", fu=6) == E(claim="")
    assert lead("", fu=9, caller=True) == E(claim="")


def test_R1_claim_at_first_lead():
    # a 12-card deal with exactly six Old cards: 1c 9c 9s 9m 1t 9t; 2c 3c (4c..8c
    # unseen), 4s 5s (6s..8s unseen), 6m 7m (8m unseen) are not Old -> claim
    hand = "1c 2c 3c 9c 4s 5s 9s 6m 7m 9m 1t 9t"
    assert len(lf.Hand(hand)) == 12
    assert lead(hand) == E(claim="1c 9c 9s 9m 1t 9t")


def test_R1_claim_lays_down_all_old_cards():
    # Old: 1c 9c 9s 9m 1t 7t 8t 9t = 8 (5s is not), fu 3: 3 + 8 = 11 >= 6;
    # the claim lays down all eight, more than the 3 needed
    assert lead("1c 9c 5s 9s 9m 1t 7t 8t 9t", fu=3) == E(claim="1c 9c 9s 9m 1t 7t 8t 9t")


def test_R1_claim_only_when_leading():
    hand = "1c 9c 9s 9m 1t 9t"  # six Old cards, fu 6: a lead would claim
    assert lead(hand, fu=6) == E(claim=hand)
    # following a 2c: the only beat is 9c (1c is lower) = 1; no claim
    assert moves(hand, fu=6, led="2c") == E(single="9c")
    # following a run: no run to beat it; discards C(6,3) = 20, no claim
    assert moves(hand, fu=6, caller=True, led="5s 6s 7s") == discards(hand, 3)


def test_R2_caller_leads_anything():
    # Old: 1c, 9s (2, no claim). singles 7 + set 5s5m5t + run 1c2c3c = 9
    assert lead("1c 2c 3c 5s 9s 5m 5t", caller=True) == E(
        single="1c, 2c, 3c, 5s, 9s, 5m, 5t", set="5s 5m 5t", run="1c 2c 3c"
    )
    # an Old single at any time: 9t and 2c = 2
    assert lead("2c 9t", caller=True) == E(single="2c, 9t")


def test_R3_non_caller_single_from_highest_suit_with_non_old():
    # Old 1c 9s; non-Old: c 2c 3c | s 5s | m 5m | t 5t -> highest suit t: single 5t;
    # sets/runs are free (R4), even with an Old card: 5s5m5t, 1c2c3c = 3
    assert lead("1c 2c 3c 5s 9s 5m 5t") == E(single="5t", set="5s 5m 5t", run="1c 2c 3c")
    # t holds only Old cards 8t 9t: next suit with a non-Old card is c: 2c 4c = 2
    assert lead("2c 4c 8t 9t") == E(single="2c, 4c")
    # m holds 3m (non-Old, 4m..7m unseen) and 8m 9m (Old): only 3m, not 2s = 1
    assert lead("2s 3m 8m 9m") == E(single="3m")
    # 9t Old: the lead is 2c (the caller could also lead 9t, R2)
    assert lead("2c 9t") == E(single="2c")


def test_R3_non_caller_public_cards_make_old():
    # public 3s 4s 6s..9s: 2s and 5s are Old, so c is the suit: 3c = 1
    assert lead("3c 2s 5s", public="3s 4s 6s 7s 8s 9s") == E(single="3c")
    # nothing public: 2s 5s are not Old, s is the highest suit: 2s 5s = 2
    assert lead("3c 2s 5s") == E(single="2s, 5s")


def test_R3_every_card_old_any_single():
    # 9c 9s 1t all Old (3 < 6, no claim): any single = 3
    assert lead("9c 9s 1t") == E(single="9c, 9s, 1t")
    # 9s 7t 8t 9t all Old (4): singles 4 + run 7t8t9t = 5
    assert lead("9s 7t 8t 9t") == E(single="9s, 7t, 8t, 9t", run="7t 8t 9t")
    # 2s 5s with 3s 4s 6s..9s public: all Old: any single = 2
    assert lead("2s 5s", public="3s 4s 6s 7s 8s 9s") == E(single="2s, 5s")


HAND_R4 = "4c 4s 4m 4t 5t 6t 7t"  # no Old card (8t 9t unseen)
SETS_R4_THREE = "4c 4s 4m, 4c 4s 4t, 4c 4m 4t, 4s 4m 4t"


def test_R4_non_caller_sets_and_runs():
    # singles (R3, suit t) 4t 5t 6t 7t = 4; sets C(4,3) + 1 = 5; runs 456 567 4567 = 3; 12
    assert lead(HAND_R4) == E(
        single="4t, 5t, 6t, 7t",
        set=SETS_R4_THREE + ", 4c 4s 4m 4t",
        run="4t 5t 6t, 5t 6t 7t, 4t 5t 6t 7t",
    )
    # the caller also has the club/spade/myriad singles: 7 + 5 + 3 = 15
    assert len(lead(HAND_R4, caller=True)) == 15


def test_R5_leads_are_never_pass_or_discard():
    rng = random.Random(20240501)
    for _ in range(300):
        deck = LF_DECK[:]
        rng.shuffle(deck)
        n = rng.randint(0, 12)
        hand, public = " ".join(deck[:n]), " ".join(deck[n : n + rng.randint(0, 36 - n)])
        role = rng.choice([{"caller": True}, {"caller": False}, {"caller": False, "master_passed": True}])
        fu = rng.randint(0, 8)
        got = lf.legal_moves(hand, public=public, fu=fu, **role)
        kinds = [str(m.kind) for m in got]
        assert "discard" not in kinds, (hand, public, role, fu)
        if "claim" in kinds:
            assert kinds == ["claim"]
        elif n:
            # a non-empty hand always has a lead: it is never a pass
            assert kinds and set(kinds) <= PLAYS and "single" in kinds, (hand, public, role, fu)
        assert all(lf.Hand(m.cards).mask & ~lf.Hand(hand).mask == 0 for m in got)


# --------------------------------------------------------------------------- A


def test_A4_master_who_passed_leads():
    # as R4 but no set of four and no run of four:
    # singles 4 (R3) + sets of three 4 + runs 456 567 = 10
    assert lead(HAND_R4, master_passed=True) == E(
        single="4t, 5t, 6t, 7t", set=SETS_R4_THREE, run="4t 5t 6t, 5t 6t 7t"
    )
    # runs of five or more are out too: 1s..5s 2c -> singles (R3, suit s) 5 + runs of
    # three 123 234 345 = 3; total 8 (1234, 2345, 12345 barred)
    assert lead("2c 1s 2s 3s 4s 5s", master_passed=True) == E(
        single="1s, 2s, 3s, 4s, 5s", run="1s 2s 3s, 2s 3s 4s, 3s 4s 5s"
    )
    # R3 applies: t holds only Old 9t -> c: singles 2c 3c 4c + run 2c3c4c = 4
    assert lead("2c 3c 4c 9t", master_passed=True) == E(single="2c, 3c, 4c", run="2c 3c 4c")


def test_A4_master_who_passed_may_beat_with_anything():
    # led four 2s: the four 3s beat it = 1
    assert moves("3c 4c 3s 3m 3t", master_passed=True, led="2c 2s 2m 2t") == E(set="3c 3s 3m 3t")
    # led 1s..4s: spade runs of four with top > 4: 5678, 6789 = 2 (56789 is longer)
    assert moves("5s 6s 7s 8s 9s", master_passed=True, led="1s 2s 3s 4s") == E(run="5s 6s 7s 8s, 6s 7s 8s 9s")


def test_A4_master_who_passed_is_not_the_caller():
    with pytest.raises(StateError):
        lf.legal_moves("2c", caller=True, master_passed=True)


# --------------------------------------------------------------------------- E


@pytest.mark.parametrize(
    "kw",
    [
        {"caller": False},
        {"caller": True},
        {"caller": False, "master_passed": True, "fu": 5},
        {"caller": True, "fu": 5, "public": "9c 9s 9m 9t 1c 1t"},
    ],
)
def test_E1_empty_hand_without_claim_has_no_moves(kw):
    ml = lf.legal_moves("", **kw)
    assert len(ml) == 0 and list(ml) == [] and ml.cards == []
