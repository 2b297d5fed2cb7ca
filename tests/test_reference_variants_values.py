"""Tests of the rule variants in the pure-Python reference
(``paigen.reference.variants``): the Variant value and the arguments, and the
reference against itself: construction (legal_plays) and matchers (readings)
agree under every variant.

Where the examples come from and how main ranks are numbered: the
docstring of tests/helpers/variant_moves.py.
"""

from __future__ import annotations

import doctest
import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st

from paigen.errors import IllegalMoveError
from paigen.reference import doudizhu as ref
from paigen.reference import variants as rvar
from paigen.reference.doudizhu import (
    Variant,
    beats,
    classify,
    format_counts,
    legal_moves,
    legal_plays,
    readings,
    universe,
)
from paigen.reference.variants import PRESETS
from tests.helpers.strategies import ddz_shaped_counts, ddz_variants
from tests.helpers.variant_moves import CHAINS, PRESET_NAMES

# --------------------------------------------------------------------------
# The Variant value and the arguments
# --------------------------------------------------------------------------


class TestVariantValue:
    def test_fields_and_defaults(self):
        v = Variant()
        assert v.as_dict() == {
            "four_with_two": True,
            "four_two_pair_singles": False,
            "four_two_joker_singles": False,
            "wings_per_rank": 1,
            "adjacent_wings_limit": False,
            "joker_wings": False,
            "chains_skip_bomb_rank": False,
            "bomb_beats_rocket": False,
            "reading": "standard",
        }
        assert v.standard and v.name == "standard" and v == PRESETS["standard"]
        assert Variant(**v.as_dict()) == v and hash(Variant()) == hash(v)

    def test_presets(self):
        assert tuple(PRESETS) == PRESET_NAMES
        assert rvar.preset("douzero") is PRESETS["douzero"]
        for name, v in PRESETS.items():
            assert v.name == name and Variant(**v.as_dict()) == v
        assert PRESETS["rlcard"].replace(adjacent_wings_limit=False).name == "custom"
        with pytest.raises(ValueError, match="unknown variant"):
            rvar.preset("xiaoming")

    def test_frozen(self):
        with pytest.raises(AttributeError):
            Variant().joker_wings = True

    @pytest.mark.parametrize(
        "fields, error",
        [
            (dict(wings_per_rank=0), ValueError),
            (dict(wings_per_rank=5), ValueError),
            (dict(wings_per_rank=True), ValueError),
            (dict(wings_per_rank=2.0), ValueError),
            (dict(reading="rlcard"), ValueError),
            (dict(joker_wings=1), TypeError),
            (dict(four_with_two=None), TypeError),
        ],
    )
    def test_bad_fields(self, fields, error):
        with pytest.raises(error):
            Variant(**fields)

    def test_arguments(self):
        with pytest.raises(ValueError, match="3 players"):
            legal_moves("3333", players=4, variant="rlcard")
        with pytest.raises(ValueError, match="3 players"):
            classify("3333", players=4, variant=Variant(joker_wings=True))
        assert classify("3333", players=4, variant="standard") == ("bomb", 0, 4)
        with pytest.raises(ValueError, match="unknown variant"):
            universe(3, variant="RLCard")
        with pytest.raises(TypeError):
            readings("3", variant=3)
        with pytest.raises(ValueError):
            universe(3, max_cards=-1)
        with pytest.raises(ValueError, match="not a reading"):
            legal_plays(
                "777888999TTT", "333444555666", variant="openspiel", last_reading=("triple_chain", 2, 3)
            )
        with pytest.raises(ValueError, match="give last"):
            legal_plays("777888999TTT", variant="openspiel", last_reading=("triple_chain", 3, 4))
        with pytest.raises(IllegalMoveError, match="openspiel"):
            legal_moves("44445", "33334", variant="openspiel")


# --------------------------------------------------------------------------
# The reference against itself: construction (legal_plays) and matchers
# (readings) agree under every variant
# --------------------------------------------------------------------------


def sub_multisets(counts):
    for sub in itertools.product(*(range(n + 1) for n in counts)):
        if any(sub):
            yield format_counts(sub)


@given(variant=ddz_variants(), counts=st.integers(6, 12).flatmap(ddz_shaped_counts))
def test_leads_match_readings(variant, counts):
    # Every sub-multiset of the hand with its first reading the hand is offered
    # (chains_skip_bomb_rank: no K6-K8 from a rank the hand holds four of).
    hand = format_counts(counts)
    want = {}
    for sub in sub_multisets(counts):
        offered = [
            key
            for key in readings(sub, variant=variant)
            if not (variant.chains_skip_bomb_rank and key[0] in CHAINS and counts[key[1] - key[2] + 1] == 4)
        ]
        if offered:
            want[sub] = offered[0]
    assert legal_plays(hand, variant=variant) == want


@given(
    data=st.data(),
    variant=ddz_variants(),
    counts=st.integers(8, 14).flatmap(ddz_shaped_counts),
    other=st.integers(4, 14).flatmap(ddz_shaped_counts),
)
def test_replies_are_leads_that_beat(data, variant, counts, other):
    # Without the chain skip (which depends on the hand, not on the cards), a
    # hand answers with exactly the card sets it could lead that beat the last
    # move in some reading; each with one of its readings. The last move is a
    # lead of another hand, or of this one.
    variant = variant.replace(chains_skip_bomb_rank=False)
    hand = format_counts(counts)
    leads = legal_plays(hand, variant=variant)
    lasts = sorted(legal_plays(format_counts(other), variant=variant)) + sorted(leads)
    last = data.draw(st.sampled_from(lasts))
    replies = legal_plays(hand, last, variant=variant)
    assert replies.pop("") == ("pass", 0, 0)
    assert set(replies) == {cards for cards in leads if beats(cards, last, variant=variant)}
    for cards, key in replies.items():
        assert key in readings(cards, variant=variant)


def test_standard_is_the_default():
    for hand, last in (("3334445556", None), ("3334445556", "333444JQ"), ("2222BR", "2222")):
        assert legal_moves(hand, last, variant="standard") == legal_moves(hand, last)
        assert legal_moves(hand, last, variant=Variant()) == legal_moves(hand, last)


def test_doctests():
    for module in (ref, rvar):
        result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
        assert result.attempted > 0 and result.failed == 0
