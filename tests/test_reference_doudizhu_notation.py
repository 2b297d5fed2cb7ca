"""Tests of the pure-Python Dou Dizhu reference (``paigen.reference.doudizhu``):
D4 notation, and the module's doctests.

Rule ids (D4, K9, C6, ...) refer to ``docs/rules/DOUDIZHU.md``. The reference
holds two independent descriptions of the rules, ``classify`` (count patterns)
and ``universe`` (construction); most tests here check one against the other,
or against counts worked out by hand in the comments.
"""

from __future__ import annotations

import doctest

import pytest
from hypothesis import given
from hypothesis import strategies as st

from paigen.errors import NotationError
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
from tests.helpers.decks import DDZ_COPIES, DDZ_RANKS


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


def test_doctests():
    # The module's docstring examples are part of its documentation: keep them true.
    result = doctest.testmod(ref, optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0 and result.failed == 0
