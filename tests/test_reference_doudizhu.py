"""Tests of the pure-Python Dou Dizhu reference (``paigen.reference.doudizhu``).

Rule ids (D4, K9, C6, ...) refer to ``docs/rules/DOUDIZHU.md``. The reference holds two
independent descriptions of the rules, ``classify`` (count patterns) and
``universe`` (construction); most tests here check one against the other, or
against counts worked out by hand in the comments.
"""

from __future__ import annotations

import collections
import contextlib
import doctest
import itertools
import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from paigen.errors import IllegalMoveError, NotationError
from paigen.reference import doudizhu as ref
from paigen.reference.doudizhu import (
    RANKS,
    beats,
    classify,
    format_counts,
    legal_moves,
    parse,
    universe,
)
from tests.helpers.decks import DDZ_COPIES, DDZ_MAX_HAND, DDZ_RANKS, ddz_deck

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


# --------------------------------------------------------------------------
# D4 notation
# --------------------------------------------------------------------------


class TestNotation:
    def test_ranks_d1(self):
        assert RANKS == DDZ_RANKS
        assert parse("3") == (1,) + (0,) * 14
        assert parse("R") == (0,) * 14 + (1,)

    def test_empty_string_is_empty_hand(self):
        assert parse("") == (0,) * 15
        assert parse("   ") == (0,) * 15
        assert format_counts((0,) * 15) == ""

    def test_canonical_low_to_high(self):
        assert format_counts(parse("J434343")) == "333444J"
        assert format_counts(parse("RB")) == "BR"
        assert format_counts(parse("2A3")) == "3A2"

    def test_case_and_spaces(self):
        assert parse("tjqka") == parse("TJQKA")
        assert parse("b r") == parse("BR")
        assert parse(" 3 3 4 ") == parse("334")
        assert format_counts(parse("t J q K a 2 b R")) == "TJQKA2BR"

    def test_ten(self):
        assert parse("10") == parse("T")
        assert parse("1010JQ") == parse("TTJQ")
        assert format_counts(parse("910JQK")) == "9TJQK"
        # Spaces are ignored before reading, so "1 0" is also a ten (our reading of D4).
        assert parse("1 0") == parse("T")

    def test_white_space_is_ignored(self):
        # D4 "ignores spaces": read as ASCII white space (space, tab, newline).
        assert parse("3\t4\n5 6\r") == parse("3456")

    @pytest.mark.parametrize(
        "text,bad", [("1", "'1'"), ("0", "'0'"), ("01", "'0'"), ("110", "'1'"), ("31", "'1'"), ("100", "'0'")]
    )
    def test_lone_one_or_zero(self, text, bad):
        with pytest.raises(NotationError) as err:
            parse(text)
        assert bad in str(err.value)

    @pytest.mark.parametrize(
        "text,bad",
        [
            ("33X", "'X'"),
            ("x", "'x'"),
            ("3-4", "'-'"),
            ("3\u00a04", "'\\xa0'"),
            ("1", "'1'"),
            ("J Q W", "'W'"),
        ],
    )
    def test_unknown_character_is_named(self, text, bad):
        with pytest.raises(NotationError) as err:
            parse(text)
        assert bad in str(err.value)

    @pytest.mark.parametrize(
        "players,ok,bad,rank",
        [
            (3, "5555", "55555", "'5'"),  # D2: 4 of each 3..2
            (3, "B", "bb", "'B'"),  # D2: one black joker (named in canonical case)
            (3, "R", "RR", "'R'"),
            (3, "2222", "22222", "'2'"),
            (4, "55555555", "555555555", "'5'"),  # D3: 8 of each 3..2
            (4, "BB", "BBB", "'B'"),  # D3: two of each joker
            (4, "RR", "rrr", "'R'"),
            (4, "TTTTTTTT", "101010101010101010", "'T'"),
        ],
    )
    def test_deck_limits(self, players, ok, bad, rank):
        parse(ok, players)
        with pytest.raises(NotationError) as err:
            parse(bad, players)
        assert rank in str(err.value)

    def test_errors_are_value_errors(self):
        with pytest.raises(ValueError):
            parse("X")
        with pytest.raises(ValueError):
            classify("34")

    @pytest.mark.parametrize("players", [2, 5, 0, None, "3"])
    def test_players_must_be_3_or_4(self, players):
        for call in (
            lambda: parse("3", players),
            lambda: classify("3", players),
            lambda: beats("4", "3", players),
            lambda: universe(players),
            lambda: legal_moves("3", None, players),
        ):
            with pytest.raises(ValueError):
                call()

    def test_format_counts_validates(self):
        with pytest.raises(ValueError):
            format_counts((1,) * 14)
        with pytest.raises(ValueError):
            format_counts((-1,) + (0,) * 14)

    @pytest.mark.parametrize("players", [3, 4])
    @given(data=st.data())
    def test_round_trip(self, players, data):
        counts = tuple(data.draw(st.integers(0, n)) for n in DDZ_COPIES[players])
        text = format_counts(counts)
        assert parse(text, players) == counts
        assert format_counts(parse(text, players)) == text
        # Any order, any case, spaces and "10" read the same (D4).
        chars = data.draw(st.permutations(list(text)))
        messy = "".join(
            data.draw(st.sampled_from(["10", "1 0", " 10"]))
            if ch == "T"
            else data.draw(st.sampled_from([ch, ch.lower(), " " + ch]))
            for ch in chars
        )
        assert parse(messy, players) == counts


# --------------------------------------------------------------------------
# K: the universe and classify
# --------------------------------------------------------------------------

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


# --------------------------------------------------------------------------
# C: comparison
# --------------------------------------------------------------------------


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


def test_doctests():
    # The module's docstring examples are part of its documentation: keep them true.
    result = doctest.testmod(ref, optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0 and result.failed == 0
