"""Tests of the pure-Python Luk Fu reference (`paigen.reference.lukfu`): R, the
lead rules, A4 and E1; T, follows; and the errors of bad input.

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

from paigen.errors import IllegalMoveError, NotationError
from paigen.reference.lukfu import (
    beats,
    classify,
    format_cards,
    legal_moves,
    old_cards,
    parse,
)
from tests.helpers.decks import LF_HAND_SIZE
from tests.helpers.lf_reference import CARD, hands, kinds

SIX_OLD = "1c 1t 9c 9s 9m 9t 2c 3c 4c 5s 6s 7m"  # Old: 1c 9c 9s 9m 1t 9t (2c: 5c..8c unseen)


def test_R1_claim():
    # Six Old cards at the very first lead (fu 0): claim, caller or not, and nothing else.
    claim = {("claim", "1c 9c 9s 9m 1t 9t")}
    assert legal_moves(SIX_OLD, caller=True) == claim
    assert legal_moves(SIX_OLD, caller=False) == claim
    assert legal_moves(SIX_OLD, caller=False, master_passed=True) == claim
    # fu counts: 3 fu + 3 Old (9c 9s 1t) = 6 -> claim those three cards.
    assert legal_moves("9c 9s 1t 4c 5m", caller=True, fu=3) == {("claim", "9c 9s 1t")}
    # 2 fu + 3 Old = 5 < 6 -> ordinary leads.
    assert "claim" not in kinds(legal_moves("9c 9s 1t 4c 5m", caller=True, fu=2))
    # 4 fu + 2 Old cards proven by a public card (7m 8m below a public 9m) = 6.
    assert legal_moves("7m 8m 2c", public="9m", caller=False, fu=4) == {("claim", "7m 8m")}
    # An empty hand with 6 fu claims no cards.
    assert legal_moves("", caller=False, fu=6) == {("claim", "")}
    assert legal_moves("", caller=True, fu=9) == {("claim", "")}
    # Claim is a lead rule only: when following, no claim.
    assert "claim" not in kinds(legal_moves(SIX_OLD, caller=True, led="8t"))


def test_R2_caller_leads_anything():
    # Hand 1c 3c 4c 5c 5s 5m 9t, caller: 7 singles (Old 1c, 9t too), the set 5c 5s 5m,
    # the run 3c 4c 5c: 7 + 1 + 1 = 9 moves.
    hand = "1c 3c 4c 5c 5s 5m 9t"
    moves = legal_moves(hand, caller=True)
    singles = {("single", t) for t in hand.split()}
    assert moves == singles | {("set", "5c 5s 5m"), ("run", "3c 4c 5c")}
    assert len(moves) == 9


def test_R3_non_caller_single_from_highest_non_old_suit():
    # Same hand as R2, not the caller. Old: 1c, 9t (O1). The highest suit holding a
    # non-Old card is m (5m), so the only single is 5m; sets and runs stay (R4).
    hand = "1c 3c 4c 5c 5s 5m 9t"
    assert legal_moves(hand, caller=False) == {
        ("single", "5m"),
        ("set", "5c 5s 5m"),
        ("run", "3c 4c 5c"),
    }
    # 7t 8t 9t 2t 5m 3c: Old 7t 8t 9t (below 9t); 2t is not (3t..6t unseen), so t still
    # holds a non-Old card and 2t is the only single (any rank of that suit is allowed).
    hand = "7t 8t 9t 2t 5m 3c"
    assert legal_moves(hand, caller=False) == {("single", "2t"), ("run", "7t 8t 9t")}
    # With 3t..6t public, 2t becomes Old too: the highest non-Old suit is m -> 5m.
    assert legal_moves(hand, public="3t 4t 5t 6t", caller=False) == {("single", "5m"), ("run", "7t 8t 9t")}
    # Two non-Old cards in the top suit: both are allowed. Hand 2m 6m 3s: singles 2m, 6m.
    assert legal_moves("2m 6m 3s", caller=False) == {("single", "2m"), ("single", "6m")}
    # Every card Old (and fewer than 6, fu 0): any single. 1c 9s 9t -> 3 singles.
    assert legal_moves("1c 9s 9t", caller=False) == {("single", "1c"), ("single", "9s"), ("single", "9t")}
    # fu 2 + 3 Old = 5: still no claim, same answer.
    assert len(legal_moves("1c 9s 9t", caller=False, fu=2)) == 3


def test_R4_non_caller_sets_runs_and_follows_unrestricted():
    # Non-callers lead sets and runs, Old cards included. Hand 9c 9s 9m 9t 2c 3m 4m 5m:
    # Old = the four 9s (4 < 6, no claim); 5m is not Old (6m..8m unseen). Singles (R3):
    # top non-Old suit m -> 3m 4m 5m. Sets: C(4, 3) = 4 sets of three 9s + the set of
    # four. Run: 3m 4m 5m. Total 3 + 5 + 1 = 9.
    hand = "9c 9s 9m 9t 2c 3m 4m 5m"
    moves = legal_moves(hand, caller=False)
    assert ("set", "9c 9s 9m") in moves and ("set", "9c 9s 9m 9t") in moves
    assert ("run", "3m 4m 5m") in moves
    assert {m for m in moves if m[0] == "single"} == {("single", "3m"), ("single", "4m"), ("single", "5m")}
    assert len(moves) == 9
    # R3 and A4 restrict leads only: a Master who passed may beat with an Old single
    # and with a run of four.
    assert legal_moves("9c 4t", caller=False, master_passed=True, led="5c") == {("single", "9c")}
    assert legal_moves("5t6t7t8t 1c", caller=False, master_passed=True, led="1s2s3s4s") == {
        ("run", "5t 6t 7t 8t")
    }
    assert legal_moves("5c5s5m5t 1c", caller=False, master_passed=True, led="4c4s4m4t") == {
        ("set", "5c 5s 5m 5t")
    }


def test_A4_master_who_passed():
    # Hand 5c 5s 5m 5t 6t 7t 8t, nothing Old (9t unseen, so 8t is not proven).
    hand = "5c 5s 5m 5t 6t 7t 8t"
    assert old_cards(hand) == ""
    # Singles (R3, non-caller): top non-Old suit t -> 5t 6t 7t 8t = 4.
    # Sets: four sets of three fives (each leaves out one suit) + the set of four = 5.
    # Runs in t: 5-7, 6-8 (length 3) + 5-8 (length 4) = 3.
    non_caller = legal_moves(hand, caller=False)
    assert len(non_caller) == 4 + 5 + 3
    # Master who passed: no set of four, no run of four: 4 + 4 + 2 = 10.
    master = legal_moves(hand, caller=False, master_passed=True)
    assert master == non_caller - {("set", "5c 5s 5m 5t"), ("run", "5t 6t 7t 8t")}
    assert len(master) == 10
    assert {m for m in master if m[0] == "set"} == {
        ("set", "5c 5s 5m"),
        ("set", "5c 5s 5t"),
        ("set", "5c 5m 5t"),
        ("set", "5s 5m 5t"),
    }
    # Caller: any single (7) + 5 sets + 3 runs = 15.
    assert len(legal_moves(hand, caller=True)) == 15
    # A Master who passed is never the caller.
    with pytest.raises(ValueError, match="caller"):
        legal_moves(hand, caller=True, master_passed=True)


@given(hands, st.booleans(), st.booleans(), st.integers(0, 7))
def test_R5_lead_never_pass_or_discard(hand, caller, master_passed, fu):
    master_passed = master_passed and not caller
    moves = legal_moves(hand, caller=caller, master_passed=master_passed, fu=fu)
    assert "discard" not in kinds(moves)
    if kinds(moves) == {"claim"}:
        assert len(moves) == 1
    elif hand:
        assert moves  # a non-empty hand always has a lead (R2/R3 give a single)
        for kind, cards in moves:
            assert classify(cards) == kind and parse(cards) <= hand
    else:
        assert moves == set()  # E1


def plays_by_construction(hand):
    """Independent reading of S1-S3: build every single, set and run from the hand."""
    plays = {("single", format_cards([c])) for c in hand}
    for rank in range(1, 10):
        held = [c for c in hand if c % 9 + 1 == rank]
        for size in (3, 4):
            plays |= {("set", format_cards(combo)) for combo in itertools.combinations(held, size)}
    for suit in range(4):
        for low in range(1, 10):
            for high in range(low + 2, 10):
                run = {9 * suit + r - 1 for r in range(low, high + 1)}
                if run <= hand:
                    plays.add(("run", format_cards(run)))
    return plays


@given(hands)
def test_caller_leads_are_every_play(hand):
    # R2: without a claim (R1) the caller may lead every play in the hand.
    moves = legal_moves(hand, caller=True)
    if kinds(moves) != {"claim"}:
        assert moves == plays_by_construction(hand)


def test_T2_must_beat_current_best():
    # Led 5c, the second player beat it with 8c; the third player's 6c 7c beat the led
    # card but not the best play, so they discard one card: 3 moves.
    assert legal_moves("6c 7c 2s", caller=False, led="5c", best="8c") == {
        ("discard", "6c"),
        ("discard", "7c"),
        ("discard", "2s"),
    }
    # Any beating play may be chosen, and discarding is not allowed when one exists.
    assert legal_moves("6c 7c 2s", caller=False, led="5c") == {("single", "6c"), ("single", "7c")}
    # Only `best` given: it is the led play too.
    assert legal_moves("6c 7c 2s", caller=False, best="5c") == {("single", "6c"), ("single", "7c")}


# Follower 1c..9c 1s 2s 3s against a run in t ending at 9t: nothing beats it (no higher
# suit, no higher top card), so every k-subset of the 12 cards is a discard: C(12, k).
@pytest.mark.parametrize(
    ("k", "count"), [(3, 220), (4, 495), (5, 792), (6, 924), (7, 792), (8, 495), (9, 220)]
)
def test_T3_discard_counts(k, count):
    hand = "1c2c3c4c5c6c7c8c9c 1s2s3s"
    led = " ".join(f"{r}t" for r in range(10 - k, 10))  # e.g. k=3: 7t 8t 9t
    assert classify(led) == "run" and len(led.split()) == k
    moves = legal_moves(hand, caller=True, led=led)
    assert count == comb(12, k)
    assert len(moves) == count
    assert kinds(moves) == {"discard"}
    assert all(len(cards.split()) == k for _, cards in moves)


def test_T3_discard_set_and_single():
    # Led set of three 9s: nothing outranks 9 -> C(12, 3) = 220 discards of 3 cards.
    hand = "1c2c3c4c5c6c7c8c 1s2s3s4s"
    assert len(legal_moves(hand, caller=False, led="9s 9m 9t")) == 220
    # Led set of four 9s: C(12, 4) = 495 discards of 4 cards.
    assert len(legal_moves(hand, caller=False, led="9c 9s 9m 9t")) == 495
    # Led single 9m: the hand holds no myriads card, so C(12, 1) = 12 discards.
    assert len(legal_moves(hand, caller=False, led="9m")) == 12


def test_E1_empty_hand_no_claim_no_moves():
    assert legal_moves("", caller=True) == set()
    assert legal_moves("", caller=False, fu=5) == set()
    assert legal_moves("", caller=False, master_passed=True, fu=5, public="9c 8c") == set()


@given(st.frozensets(CARD, min_size=LF_HAND_SIZE, max_size=20), st.data())
def test_follow_consistent_with_beats(cards, data):
    # Split random cards into a 12-card hand and the rest; take a led single from the
    # rest and check every move against beats(), both ways.
    ordered = sorted(cards)
    hand = frozenset(data.draw(st.permutations(ordered))[:LF_HAND_SIZE])
    rest = sorted(cards - hand)
    if not rest:
        return
    led = format_cards([data.draw(st.sampled_from(rest))])
    moves = legal_moves(hand, caller=False, led=led)
    beaters = {("single", format_cards([c])) for c in hand if beats(format_cards([c]), led)}
    if beaters:
        assert moves == beaters
    else:
        assert moves == {("discard", format_cards([c])) for c in hand}


@pytest.mark.parametrize(
    ("kwargs", "error", "needle"),
    [
        (dict(hand="5c", caller=True, master_passed=True), ValueError, "caller"),
        (dict(hand="5c 6c", public="6c", caller=True), ValueError, "6c"),
        (dict(hand="5c", caller=True, fu=-1), ValueError, "negative"),
        (dict(hand="5c 6c 7c", caller=True, led="4c 4s"), IllegalMoveError, "pair"),
        (dict(hand="5c 6c 7c", caller=True, led="4s", best="7s 8s 9s"), ValueError, "shape"),
        (dict(hand="5c 6c 7c", caller=True, led="1s 2s 3s", best="5t 6t 7t 8t"), ValueError, "shape"),
        (dict(hand="5c 6c 7c", caller=True, led="1s 1m 1t", best="4s 5s 6s"), ValueError, "shape"),
        (dict(hand="5c 6c", caller=True, led="1s 2s 3s"), ValueError, "2 cards"),
        (dict(hand="5c 6c 7c", caller=True, led="6c"), ValueError, "6c"),
        (dict(hand="5c 6c 7c", caller=True, led="2c", best="6c"), ValueError, "6c"),
        (dict(hand="5c 6c 7c", caller=True, led="8s", best="4s"), ValueError, "does not beat"),
        (dict(hand="5c 6c 7c", caller=True, led="1c", best="2c"), ValueError, "does not beat"),
        (dict(hand="5c 6c 7c", caller=True, led="0s"), NotationError, "'0s'"),
        (dict(hand="5c 6c 5c", caller=True), NotationError, "'5c'"),
    ],
)
def test_legal_moves_input_errors(kwargs, error, needle):
    with pytest.raises(error) as info:
        legal_moves(**kwargs)
    assert needle in str(info.value)


def test_beats_rejects_inconsistent_led():
    with pytest.raises(ValueError, match="shape"):
        beats("6c", "5c", led="1s 2s 3s")
    with pytest.raises(ValueError, match="does not beat"):
        beats("6c", "5c", led="7c")
