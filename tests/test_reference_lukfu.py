"""Tests of the pure-Python Luk Fu reference (`paigen.reference.lukfu`).

One test per rule id of docs/rules/LUKFU.md where it can be tested; each expected move set
is derived by hand in the comments. Notation: suits c < s < m < t (L1), card index
9*suit + rank - 1 (L3), canonical cards sorted by index (L2).
"""

from __future__ import annotations

import doctest
import itertools
from math import comb

import pytest
from hypothesis import given
from hypothesis import strategies as st

from paigen.errors import IllegalMoveError, NotationError
from paigen.reference import lukfu as ref
from paigen.reference.lukfu import (
    beats,
    classify,
    format_cards,
    from_mask,
    legal_moves,
    old_cards,
    parse,
    to_mask,
)
from tests.helpers.decks import LF_CARDS, LF_DECK, LF_HAND_SIZE, LF_PLAYERS, LF_SUITS

CARD = st.integers(0, LF_CARDS - 1)  # a card index (L3)
card_sets = st.frozensets(CARD)
hands = st.frozensets(CARD, max_size=LF_HAND_SIZE)


def kinds(moves):
    return {kind for kind, _ in moves}


def test_module_doctests():
    failures, _ = doctest.testmod(ref)
    assert failures == 0


# ---------------------------------------------------------------------------
# L. Deck, deal, notation
# ---------------------------------------------------------------------------


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


# ---------------------------------------------------------------------------
# S. Shapes
# ---------------------------------------------------------------------------


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


# ---------------------------------------------------------------------------
# F. What beats what
# ---------------------------------------------------------------------------


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


# ---------------------------------------------------------------------------
# O. Old cards
# ---------------------------------------------------------------------------


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


# ---------------------------------------------------------------------------
# R. Lead rules, A4, E1
# ---------------------------------------------------------------------------

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


# ---------------------------------------------------------------------------
# Input errors
# ---------------------------------------------------------------------------


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
