"""Rule-by-rule tests of the compiled Luk Fu move generator (``paigen.lukfu``),
docs/rules/LUKFU.md F1-F4: what beats a led single, set or run, and the
exceptions of 1c, 1t and the sets of 1s.

Expected move sets are worked out by hand; the comment above each one gives the
arithmetic. Moves are compared as exact sets of ``(str(kind), canonical
cards)``; the helper (tests/helpers/lf_moves.py) also checks that the generator
emits no move twice (section G: same kind + same cards = same move). Canonical
cards (L2) are sorted by suit (c < s < m < t), then by rank.
"""

from __future__ import annotations

import pytest

from paigen import StateError
from paigen import lukfu as lf
from tests.helpers.lf_moves import E, discards, moves


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
