"""Rule-by-rule tests of the compiled Luk Fu move generator (``paigen.lukfu``),
docs/rules/LUKFU.md O1-O4 (Old cards), R1-R5 (claims and leads), A4 (a Master
who passed) and E1 (the end of the deal).

Expected move sets are worked out by hand; the comment above each one gives the
arithmetic. Moves are compared as exact sets of ``(str(kind), canonical
cards)``; the helper (tests/helpers/lf_moves.py) also checks that the generator
emits no move twice (section G: same kind + same cards = same move). Canonical
cards (L2) are sorted by suit (c < s < m < t), then by rank.
"""

from __future__ import annotations

import random

import pytest

from paigen import StateError
from paigen import lukfu as lf
from tests.helpers.decks import LF_DECK
from tests.helpers.lf_moves import PLAYS, E, discards, lead, moves


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
