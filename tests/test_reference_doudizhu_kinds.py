"""Tests of the pure-Python Dou Dizhu reference (``paigen.reference.doudizhu``):
K, the universe of moves and classify.

Rule ids (D4, K9, C6, ...) refer to ``docs/rules/DOUDIZHU.md``. The reference
holds two independent descriptions of the rules, ``classify`` (count patterns)
and ``universe`` (construction); most tests here check one against the other,
or against counts worked out by hand in the comments.
"""

from __future__ import annotations

import collections
import itertools
import math

import pytest

from paigen.errors import IllegalMoveError, NotationError
from paigen.reference import doudizhu as ref
from paigen.reference.doudizhu import (
    classify,
    format_counts,
    parse,
    universe,
)
from tests.helpers.decks import DDZ_COPIES, DDZ_MAX_HAND

EXPECTED = {  # kind: (3p with <= 20 cards, 4p with <= 33 cards): authoritative totals
    "single": (15, 15),
    "pair": (13, 15),
    "triple": (13, 13),
    "triple_single": (182, 0),
    "triple_pair": (156, 182),
    "straight": (36, 36),
    "pair_chain": (52, 55),
    "triple_chain": (45, 65),
    "airplane_single": (7161, 0),
    "airplane_pair": (2939, 8632),
    "bomb": (13, 65),
    "rocket": (1, 1),
    "four_two_singles": (1170, 0),
    "four_two_pairs": (858, 0),
}


class TestUniverse:
    @pytest.mark.parametrize("players,column,total", [(3, 0, 12_654), (4, 1, 9_079)])
    def test_totals_per_kind(self, players, column, total):
        got = collections.Counter(
            kind for kind, cards in universe(players) if len(cards) <= DDZ_MAX_HAND[players]
        )
        want = {kind: counts[column] for kind, counts in EXPECTED.items() if counts[column]}
        assert dict(got) == want
        assert sum(got.values()) == total

    def test_totals_by_formula(self):
        # The same numbers, worked out by hand (3p, <= 20 cards):
        #   K4  13 triples x 14 other ranks                          = 182
        #   K6  lengths 5..12 in the 12 ranks 3..A: 8+7+...+1        = 36
        #   K7  lengths 3..10 (<= 20 cards): 10+9+...+3              = 52
        #   K8  lengths 2..6: 11+10+9+8+7                            = 45
        #   K9  m = 2..5 (4m <= 20): (13-m)*(C(15-m, m) - C(13-m, m-2)),
        #       the subtraction dropping wing sets holding both B and R
        #   K10 m = 2..4 (5m <= 20): (13-m)*C(13-m, m)
        #   K13a 13 * (C(14, 2) - 1)   (minus B+R)                   = 1170
        #   K13b 13 * C(12, 2)                                       = 858
        c = math.comb
        assert sum((13 - m) * (c(15 - m, m) - c(13 - m, m - 2)) for m in range(2, 6)) == 7161
        assert sum((13 - m) * c(13 - m, m) for m in range(2, 5)) == 2939
        # 4p (<= 33 cards): pair wings from 15-m ranks (BB, RR included), m = 2..6.
        assert sum((13 - m) * c(15 - m, m) for m in range(2, 7)) == 8632
        assert 13 * (c(14, 2) - 1) == 1170 and 13 * c(12, 2) == 858

    @pytest.mark.parametrize("players", [3, 4])
    def test_no_duplicates_k_dup(self, players):
        moves = universe(players)
        assert len(set(moves)) == len(moves)
        # Stronger: no multiset appears under two kinds either (K-dup).
        assert len({cards for _, cards in moves}) == len(moves)

    @pytest.mark.parametrize("players", [3, 4])
    def test_every_move_classifies_to_its_kind(self, players):
        for kind, cards in universe(players):
            assert format_counts(parse(cards, players)) == cards  # canonical, in the deck
            assert classify(cards, players)[0] == kind, cards

    def test_four_players_lack_k4_k9_k13(self):
        kinds = {kind for kind, _ in universe(4)}
        assert kinds == set(ref.KINDS) - {
            "triple_single",
            "airplane_single",
            "four_two_singles",
            "four_two_pairs",
        }

    def test_no_card_cap(self):
        # 3p single-wing airplanes go past a hand: m = 6 (24 cards) and m = 7 (28 cards:
        # 7 triples + 7 of the 8 other ranks, not B with R: (13-7) * (8 - 6) = 12 moves).
        longest = collections.Counter(len(cards) for kind, cards in universe(3) if kind == "airplane_single")
        assert max(longest) == 28 and longest[28] == 12 and longest[24] == 7 * (84 - 35)
        assert ("airplane_single", "333444555666777888JQKA2B") in universe(3)
        assert classify("333444555666777888JQKA2B") == ("airplane_single", 5, 6)
        assert ("triple_chain", "333444555666777888999TTTJJJQQQKKKAAA") in universe(4)
        assert ("pair_chain", "33445566778899TTJJQQKKAA") in universe(3)

    def test_universe_is_a_fresh_list(self):
        a = universe(3)
        a.clear()
        assert len(universe(3)) == 13_530


class TestClassify:
    @pytest.mark.parametrize(
        "cards,players,key",
        [
            ("7", 3, ("single", 4, 1)),
            ("R", 4, ("single", 14, 1)),  # K1 any rank
            ("22", 3, ("pair", 12, 1)),
            ("BB", 4, ("pair", 13, 1)),  # K2 4p joker pairs
            ("rr", 4, ("pair", 14, 1)),
            ("KKK", 3, ("triple", 10, 1)),
            ("333B", 3, ("triple_single", 0, 1)),  # K4 joker kicker
            ("2223", 3, ("triple_single", 12, 1)),
            ("QQQ44", 3, ("triple_pair", 9, 1)),
            ("999RR", 4, ("triple_pair", 6, 1)),  # K5 pair may be RR in 4p
            ("34567", 3, ("straight", 4, 5)),
            ("10JQKA", 3, ("straight", 11, 5)),
            ("3456789TJQKA", 4, ("straight", 11, 12)),
            ("334455", 3, ("pair_chain", 2, 3)),
            ("333444", 4, ("triple_chain", 1, 2)),
            ("333444555666", 3, ("triple_chain", 3, 4)),  # K-dup: only K8
            ("3334445B", 3, ("airplane_single", 1, 2)),
            ("3334442B", 3, ("airplane_single", 1, 2)),
            ("3334445566", 3, ("airplane_pair", 1, 2)),
            ("333444BBRR", 4, ("airplane_pair", 1, 2)),  # K10 [decided]
            ("5555", 3, ("bomb", 2, 4)),
            ("55555555", 4, ("bomb", 2, 8)),
            ("BR", 3, ("rocket", 14, 1)),
            ("BBRR", 4, ("rocket", 14, 1)),
            ("444435", 3, ("four_two_singles", 1, 1)),
            ("44442B", 3, ("four_two_singles", 1, 1)),
            ("44443355", 3, ("four_two_pairs", 1, 1)),
        ],
    )
    def test_keys(self, cards, players, key):
        assert classify(cards, players) == key

    @pytest.mark.parametrize(
        "cards,players",
        [
            ("", 3),
            ("", 4),  # the empty move is no play
            ("34", 3),
            ("3456", 3),  # K6 needs 5
            ("JQKA2", 3),  # K6 chains stop at A
            ("QKA2B", 4),
            ("3344", 3),  # K7 needs 3 pairs
            ("KKAA22", 3),  # K7 inside 3..A
            ("AAA222", 3),  # K8 inside 3..A
            ("333555", 3),  # K8 consecutive
            ("3334", 4),
            ("333444JQ", 4),
            ("333345", 4),
            ("33334455", 4),  # 3p-only kinds
            ("BR", 4),
            ("BBR", 4),
            ("BRR", 4),  # K12/C6
            ("3334BR", 3),  # K9: never B and R as wings
            ("3333BR", 3),  # K13a: not B with R
            ("33334444", 3),  # K13b: two distinct pairs, not 44+44
            ("333344", 3),  # K13b needs 2 pairs; K13a distinct singles
            ("33334", 3),
            ("33344422", 3),  # K9: 22 is one rank, not two distinct wings
            ("33344455", 3),  # K9/K10: one pair is neither 2 singles nor 2 pairs
            ("3334445", 3),  # one wing short
            ("33344456", 4),  # K9 does not exist in 4p
            ("333444555666JQ", 3),  # 4 triples need 4 wings
            ("3335555", 3),
            ("33344BB", 4),
            ("4444455555", 4),  # two bombs are not one move
            ("333333444444", 4),  # six of a rank is no triple
        ],
    )
    def test_illegal(self, cards, players):
        with pytest.raises(IllegalMoveError) as err:
            classify(cards, players)
        assert str(err.value)  # a message saying why

    @pytest.mark.parametrize(
        "cards,players,words",
        [
            ("", 3, "empty"),
            ("3334", 4, "4 players"),
            ("BR", 4, "BBRR"),
            ("3334BR", 3, "kickers"),
            ("JQKA2", 3, "3..A"),
            ("3456", 3, "at least 5"),
            ("334", 3, "no combination"),
        ],
    )
    def test_illegal_messages(self, cards, players, words):
        with pytest.raises(IllegalMoveError, match=words):
            classify(cards, players)

    def test_bad_notation_is_a_notation_error(self):
        with pytest.raises(NotationError, match="'B'"):
            classify("BBRR", 3)

    @pytest.mark.parametrize("players", [3, 4])
    def test_every_small_multiset(self, players):
        # Completeness both ways on every multiset of <= 5 cards the deck allows:
        # classify accepts it iff the universe holds it, under the same kind.
        kinds = {cards: kind for kind, cards in universe(players)}
        seen = 0
        for size in range(1, 6):
            for combo in itertools.combinations_with_replacement(range(15), size):
                counts = tuple(combo.count(r) for r in range(15))
                if any(n > d for n, d in zip(counts, DDZ_COPIES[players])):
                    continue
                cards = format_counts(counts)
                try:
                    got = classify(cards, players)[0]
                except IllegalMoveError:
                    got = None
                assert got == kinds.get(cards), cards
                seen += got is not None
        # <= 5 cards: 15 singles, pairs, triples, triple_single/pair, straights of 5,
        # 4-card and 5-card bombs, the rocket, nothing else.
        expected = {
            3: 15 + 13 + 13 + 182 + 156 + 8 + 13 + 1,
            4: 15 + 15 + 13 + 182 + 8 + 13 + 13 + 1,
        }
        assert seen == expected[players]
