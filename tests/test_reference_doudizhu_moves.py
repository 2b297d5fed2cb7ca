"""Tests of the pure-Python Dou Dizhu reference (``paigen.reference.doudizhu``):
C, what beats what, and P, the legal moves.

Rule ids (D4, K9, C6, ...) refer to ``docs/rules/DOUDIZHU.md``. The reference
holds two independent descriptions of the rules, ``classify`` (count patterns)
and ``universe`` (construction); most tests here check one against the other,
or against counts worked out by hand in the comments.
"""

from __future__ import annotations

import collections
import contextlib
import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st

from paigen.errors import IllegalMoveError, NotationError
from paigen.reference.doudizhu import (
    RANKS,
    beats,
    classify,
    format_counts,
    legal_moves,
    universe,
)
from tests.helpers.decks import DDZ_MAX_HAND, ddz_deck

PASS = ("pass", "")


def counts_of(cards: str) -> tuple[int, ...]:
    """Independent tiny counter (no deck check) used to read expectations."""
    return tuple(cards.count(ch) for ch in RANKS)


def hands(players: int, max_size: int) -> st.SearchStrategy[str]:
    """Hands dealt from a real deck (D2/D3), canonical."""
    cards = ddz_deck(players)
    return st.lists(st.integers(0, len(cards) - 1), unique=True, max_size=max_size).map(
        lambda idx: "".join(sorted((cards[i] for i in idx), key=RANKS.index))
    )


def sub_multisets(counts: tuple[int, ...]):
    """Every non-empty sub-multiset of ``counts`` as a canonical string."""
    for sub in itertools.product(*(range(n + 1) for n in counts)):
        if any(sub):
            yield format_counts(sub)


class TestBeats:
    @pytest.mark.parametrize(
        "a,b,players,want",
        [
            ("4", "3", 3, True),
            ("3", "4", 3, False),
            ("3", "3", 3, False),  # C2
            ("R", "B", 3, True),
            ("B", "2", 3, True),
            ("RR", "BB", 4, True),
            ("BB", "22", 4, True),  # notes: BB above 22
            ("44", "3", 3, False),  # C2 same kind
            ("45678", "34567", 3, True),
            ("456789", "34567", 3, False),  # C2 same length
            ("4445", "333B", 3, True),  # C1 kickers ignored
            ("44455", "33322", 3, True),
            ("4445", "33322", 3, False),
            ("44455536", "3334442B", 3, True),
            ("444456", "33332B", 3, True),  # K13a is no bomb
            ("3333", "444456", 3, True),
            ("3333", "AAAKK", 3, True),  # C4
            ("4444", "3333", 3, True),
            ("3333", "4444", 3, False),  # C5
            ("BR", "2222", 3, True),
            ("2222", "BR", 3, False),  # C3
            ("BR", "BR", 3, False),
            ("BBRR", "BBRR", 4, False),
            ("33333", "2222", 4, True),
            ("2222", "33333", 4, False),  # C6 size first
            ("22222", "33333", 4, True),
            ("333333", "22222", 4, True),
            ("99999999", "22222222", 4, False),
            ("BBRR", "22222222", 4, True),
            ("9999", "9999", 4, False),
            ("3333", "BB", 4, True),
            ("BB", "3333", 4, False),
        ],
    )
    def test_examples(self, a, b, players, want):
        assert beats(a, b, players) is want

    def test_illegal_arguments(self):
        with pytest.raises(IllegalMoveError):
            beats("34", "3")
        with pytest.raises(IllegalMoveError):
            beats("4", "")
        with pytest.raises(IllegalMoveError):
            beats("BR", "3", 4)

    @pytest.mark.parametrize("players", [3, 4])
    @given(data=st.data())
    def test_strict_order(self, players, data):
        moves = universe(players)
        a, b, c = (data.draw(st.sampled_from(moves))[1] for _ in range(3))
        assert not beats(a, a, players)
        assert not (beats(a, b, players) and beats(b, a, players))
        if beats(a, b, players) and beats(b, c, players):
            assert beats(a, c, players)
        rocket = "BR" if players == 3 else "BBRR"
        if a != rocket:
            assert beats(rocket, a, players) and not beats(a, rocket, players)

    @pytest.mark.parametrize("players", [3, 4])
    def test_bombs_beat_all_but_rocket_and_bigger_bombs(self, players):
        bomb = "3333"
        for kind, cards in universe(players):
            if kind not in ("bomb", "rocket"):
                assert beats(bomb, cards, players) and not beats(cards, bomb, players)


# --------------------------------------------------------------------------
# P: legal moves
# --------------------------------------------------------------------------


def as_cards(moves):
    return sorted(cards for _, cards in moves)


class TestLegalMoves:
    def test_33344(self):
        # 2 singles (3, 4) + 2 pairs (33, 44) + 1 triple + 1 triple_single (3334)
        # + 1 triple_pair (33344) = 7; no pass among leads (P1).
        assert legal_moves("33344", players=3) == {
            ("single", "3"),
            ("single", "4"),
            ("pair", "33"),
            ("pair", "44"),
            ("triple", "333"),
            ("triple_single", "3334"),
            ("triple_pair", "33344"),
        }
        # In 4p there is no K4: 7 - 1 = 6.
        assert len(legal_moves("33344", players=4)) == 6

    def test_3334445556_leads(self):
        # singles 3,4,5,6 (4) + pairs 33,44,55 (3) + triples (3)
        # + triple_single: 3 triples x 3 other present ranks (9)
        # + triple_pair: 3 triples x 2 other ranks with a pair (6)
        # + pair_chain 334455 (1) + triple_chain 333444, 444555, 333444555 (3)
        # + airplane_single: 333444+{5,6}, 444555+{3,6} (2; wings from held triples, K-wing)
        # = 31; no straight (3..6 is four ranks), no airplane_pair, no bomb.
        moves = legal_moves("3334445556")
        assert len(moves) == 31
        assert collections.Counter(k for k, _ in moves) == {
            "single": 4,
            "pair": 3,
            "triple": 3,
            "triple_single": 9,
            "triple_pair": 6,
            "pair_chain": 1,
            "triple_chain": 3,
            "airplane_single": 2,
        }
        assert ("airplane_single", "33344456") in moves
        assert ("airplane_single", "34445556") in moves

    def test_airplane_reply_uses_k_wing(self):
        # Last: 333444 + J + Q (main rank 4, length 2). Only 444555 has a higher
        # main rank; its wings are two distinct ranks outside it: 3 (from a held
        # triple, K-wing) and 6. 333444+5+6 does not beat (same main rank).
        assert legal_moves("3334445556", last="333444JQ") == {("airplane_single", "34445556"), PASS}

    def test_six_nines_4p(self):
        # C6: six 9s give bombs of 4, 5 and 6 cards, + 9, 99, 999 = 6 leads.
        assert legal_moves("999999", players=4) == {
            ("single", "9"),
            ("pair", "99"),
            ("triple", "999"),
            ("bomb", "9999"),
            ("bomb", "99999"),
            ("bomb", "999999"),
        }
        # Replying to four 2s: the 5- and 6-card bombs beat it (size first), 9999 not.
        assert legal_moves("999999", last="2222", players=4) == {("bomb", "99999"), ("bomb", "999999"), PASS}
        # Replying to 99999 itself: only the 6-card bomb.
        assert legal_moves("999999", last="99999", players=4) == {("bomb", "999999"), PASS}

    def test_jokers(self):
        # 3p: B, R, BR (3). 4p with BBRR: B, R, BB, RR, BBRR (5); never BR, BBR, BRR.
        assert as_cards(legal_moves("BR")) == ["B", "BR", "R"]
        assert as_cards(legal_moves("BBRR", players=4)) == ["B", "BB", "BBRR", "R", "RR"]
        # Nothing beats the rocket (C3): only pass.
        assert legal_moves("2222BR", last="BR") == {PASS}
        assert legal_moves("2222BR", last="2222") == {("rocket", "BR"), PASS}

    def test_no_br_kickers(self):
        # 3p 3333BR: K13a would need B with R as kickers, which is banned.
        # Leads: 3, B, R, 33, 333, 3333 (bomb), 333B, 333R, 3333... no four_two here,
        # BR (rocket) = 9.
        assert as_cards(legal_moves("3333BR")) == sorted(
            ["3", "B", "R", "33", "333", "3333", "333B", "333R", "BR"]
        )

    def test_replies(self):
        # 3p hand 34567789, last 3 (single): singles 4,5,6,7,8,9 beat 3 -> 6 + pass.
        assert as_cards(legal_moves("34567789", last="3")) == ["", "4", "5", "6", "7", "8", "9"]
        # last straight 34567: 45678, 56789 (length 5, higher top) -> 2 + pass.
        assert as_cards(legal_moves("34567789", last="34567")) == ["", "45678", "56789"]
        # last pair 66: only 77 -> 1 + pass.
        assert as_cards(legal_moves("34567789", last="66")) == ["", "77"]
        # Nothing to beat a triple with: pass alone.
        assert legal_moves("34567789", last="333") == {PASS}

    def test_empty_hand_and_bad_last(self):
        assert legal_moves("") == set()
        assert legal_moves("", last="3") == {PASS}
        with pytest.raises(IllegalMoveError):
            legal_moves("33", last="")  # the empty string is no move; leads use None
        with pytest.raises(IllegalMoveError):
            legal_moves("33", last="34")
        with pytest.raises(NotationError):
            legal_moves("33333")

    @pytest.mark.parametrize("players,max_size", [(3, 10), (4, 11)])
    @given(data=st.data())
    def test_leads_match_classify(self, players, max_size, data):
        # Universe side (legal_moves) == classify side (every sub-multiset of the hand).
        hand = data.draw(hands(players, max_size))
        want = set()
        for sub in sub_multisets(counts_of(hand)):
            with contextlib.suppress(IllegalMoveError):
                want.add((classify(sub, players)[0], sub))
        assert legal_moves(hand, None, players) == want

    @pytest.mark.parametrize("players", [3, 4])
    @given(data=st.data())
    def test_replies_are_leads_that_beat(self, players, data):
        hand = data.draw(hands(players, DDZ_MAX_HAND[players]))
        last = data.draw(st.sampled_from(universe(players)))[1]
        leads = legal_moves(hand, None, players)
        replies = legal_moves(hand, last, players)
        assert PASS in replies and PASS not in leads
        assert replies - {PASS} == {m for m in leads if beats(m[1], last, players)}
