"""Tests of the rule variants in the pure-Python reference
(``paigen.reference.doudizhu``, ``paigen.reference.variants``): the reading
policy (variant.h, "Readings") and DouZero's classifier.

Where the examples come from and how main ranks are numbered: the
docstring of tests/helpers/variant_moves.py.
"""

from __future__ import annotations

import collections

import pytest

from paigen.reference import doudizhu as ref
from paigen.reference.doudizhu import (
    classify,
    legal_moves,
    legal_plays,
    readings,
    universe,
)
from paigen.reference.variants import douzero_reading, triple_key
from tests.helpers.variant_moves import PASS, PRESET_NAMES, bombs, illegal

# --------------------------------------------------------------------------
# The reading policy (variant.h, "Readings")
# --------------------------------------------------------------------------


class TestReadings:
    K8 = ("triple_chain", 3, 4)  # 333444555666 as four triples
    K9_345 = ("airplane_single", 2, 3)  # 333444555 + 666
    K9_456 = ("airplane_single", 3, 3)  # 444555666 + 333

    @pytest.mark.parametrize(
        "name, want",
        [
            ("standard", [K8]),  # distinct wings
            ("rlcard", [K8]),  # the adjacency rule refuses both K9 readings
            ("douzero", [K8, K9_345, K9_456]),
            ("openspiel", [K8, K9_345, K9_456]),
        ],
    )
    def test_four_triples(self, name, want):
        cards = "333444555666"
        assert readings(cards, variant=name) == want
        assert classify(cards, variant=name) == self.K8  # the first reading
        assert legal_plays(cards, variant=name)[cards] == self.K8
        assert legal_plays("33344455566678", variant=name)[cards] == self.K8

    def test_four_triples_beside_a_bomb(self):
        # OpenSpiel's hand holds 3333: no K8 from 3, so the card set is listed
        # with the K9 of the lowest chain.
        assert legal_plays("3333444555666", variant="openspiel")["333444555666"] == self.K9_345
        assert legal_plays("3333444555666")["333444555666"] == self.K8

    def test_replies_to_four_triples(self):
        hand = "777888999TTTJQKA2"
        only_k8 = {"": ("pass", 0, 0), "777888999TTT": ("triple_chain", 7, 4)}
        for name in PRESET_NAMES:
            assert legal_plays(hand, "333444555666", variant=name) == only_k8
        # OpenSpiel: the reply depends on the reading played. As a K9, every K9
        # of three with a higher chain answers: chains 789 and 89T, 26 wing sets
        # each, 777888999TTT in both: 51 card sets.
        for reading in (self.K9_345, self.K9_456):
            plays = legal_plays(hand, "333444555666", variant="openspiel", last_reading=reading)
            assert len(plays) == 1 + 51
            assert {key for cards, key in plays.items() if cards} == {
                ("airplane_single", 6, 3),
                ("airplane_single", 7, 3),
            }
            assert plays["777888999TTT"] == ("airplane_single", 6, 3)  # the first reading that beats
            assert plays["777888999TTJ"] == ("airplane_single", 6, 3)
            assert plays["888999TTTJQK"] == ("airplane_single", 7, 3)
        # DouZero reads the cards, not the reading played: a K8.
        plays = legal_plays(hand, "333444555666", variant="douzero", last_reading=self.K9_345)
        assert plays == only_k8

    def test_replies_prefer_the_reading_that_beats(self):
        # 444555666777 after 444555666 + 389: its K8 reading is another kind,
        # its K9 with chain 456 does not beat (same chain), the one with chain
        # 567 does.
        plays = legal_plays("444555666777", "344455566689", variant="openspiel")
        assert plays == {"": ("pass", 0, 0), "444555666777": ("airplane_single", 4, 3)}

    def test_wing_triple_next_to_a_chain_of_four(self):
        # RLCard: not a move; DouZero: a K9 with two readings (chain 3456 first).
        assert illegal("3334445556667778", "rlcard")
        assert readings("3334445556667778", variant="douzero") == [
            ("airplane_single", 3, 4),
            ("airplane_single", 4, 4),
        ]
        assert classify("3334445556667778", variant="douzero") == ("airplane_single", 3, 4)
        # TTTJJJQQQKKKA222: a K9 for both; DouZero cannot read it as a previous
        # move, so a higher K9 answers it under RLCard only.
        for name in ("rlcard", "douzero"):
            assert classify("TTTJJJQQQKKKA222", variant=name) == ("airplane_single", 10, 4)
        k9 = ("airplane_single", "3456JJJQQQKKKAAA")
        assert legal_moves("JJJQQQKKKAAA3456", "TTTJJJQQQKKKA222", variant="rlcard") == {PASS, k9}
        assert legal_moves("JJJQQQKKKAAA3456", "TTTJJJQQQKKKA222", variant="douzero") == {PASS}

    @pytest.mark.parametrize("name", PRESET_NAMES)
    def test_triple_key_only_under_douzero(self, name):
        replies = legal_moves("333444555AAAJQKR2", "345666777888", variant=name)
        if name == "douzero":
            assert replies == {PASS, ("airplane_single", "333444555AAA")}
        else:
            assert replies == {PASS}

    @pytest.mark.parametrize("name", PRESET_NAMES)
    def test_wing_triple_above_the_chain(self, name):
        # 333444555KKK: DouZero's key is K, so none of the hand's K9s (key 8)
        # answer it; elsewhere its main rank is 5 and 50 K9s do (C(8,3) wing sets
        # minus the 6 with B and R).
        if name == "standard":
            return  # 333444555KKK is no move with distinct wings
        replies = legal_moves("666777888JQ2BR9TA", "333444555KKK", variant=name)
        k9 = {m for m in replies if m[0] == "airplane_single"}
        assert ("rocket", "BR") in replies
        assert len(k9) == (0 if name == "douzero" else 50)

    @pytest.mark.parametrize("name", PRESET_NAMES)
    def test_replies_to_the_rocket(self, name):
        replies = legal_moves("33334444555566667", "BR", variant=name)
        assert replies == ({PASS, *bombs("3", "4", "5", "6")} if name == "openspiel" else {PASS})

    def test_openspiel_chain_skip(self):
        leads = legal_moves("33334455667788TTJ", variant="openspiel")
        assert ("pair_chain", "334455") not in leads and ("straight", "34567") not in leads
        assert ("pair_chain", "445566") in leads and ("straight", "45678") in leads
        replies = legal_moves("3489TJJJJQQKKAA2B", "556677", variant="openspiel")
        assert replies == {PASS, *bombs("J"), ("pair_chain", "QQKKAA")}


# --------------------------------------------------------------------------
# DouZero's classifier (paigen.reference.variants.douzero_reading)
# --------------------------------------------------------------------------


class TestDouZeroReading:
    @pytest.mark.parametrize(
        "cards, want",
        [
            ("3", ("single", 0, 1)),
            ("22", ("pair", 12, 1)),
            ("BR", ("rocket", 14, 1)),
            ("B2", None),
            ("TTT", ("triple", 7, 1)),
            ("3333", ("bomb", 0, 4)),
            ("3334", ("triple_single", 0, 1)),
            ("3344", None),
            ("34567", ("straight", 4, 5)),
            ("TJQKA", ("straight", 11, 5)),
            ("JQKA2", None),
            ("33344", ("triple_pair", 0, 1)),
            ("333344", ("four_two_singles", 0, 1)),  # a four and a pair
            ("333345", ("four_two_singles", 0, 1)),
            ("2222BR", ("four_two_singles", 12, 1)),
            ("33334455", ("four_two_pairs", 0, 1)),
            ("33334444", ("four_two_pairs", 1, 1)),  # two fours: the higher
            ("334455", ("pair_chain", 2, 3)),
            ("33445566", ("pair_chain", 3, 4)),
            ("333444", ("triple_chain", 1, 2)),
            ("333444555666", ("triple_chain", 3, 4)),  # never a K9
            ("33344455", ("airplane_single", 1, 2)),
            ("333444BR", ("airplane_single", 1, 2)),
            ("3334445566", ("airplane_pair", 1, 2)),
            ("345666777888", ("airplane_single", 5, 3)),
            ("333444555KKK", ("airplane_single", 2, 3)),  # T[:-1] is the chain
            ("333JJJQQQKKK", ("airplane_single", 10, 3)),  # T[1:] is the chain
            ("333444555666KKKK", None),  # a four among the wings
            ("3334445556667778", None),  # five triples, not consecutive
            ("TTTJJJQQQKKKA222", None),
            ("333444555666777888BR", None),
        ],
    )
    def test_examples(self, cards, want):
        assert douzero_reading(ref.parse(cards)) == want

    def test_triple_key(self):
        assert triple_key(ref.parse("333444555KKK")) == 10
        assert triple_key(ref.parse("345666777888")) == 5
        assert triple_key(ref.parse("333444555666KKKK")) == 3

    def test_the_douzero_universe(self):
        # As checked on DouZero itself: 3,838 of its own card sets it
        # cannot read (811 of 16 cards, 3,027 of 20); every other one it reads
        # as one of the card set's readings; 46 K9 of three are compared by a
        # wing triple above the chain.
        unreadable: collections.Counter[int] = collections.Counter()
        wing_keyed = 0
        for _, cards in universe(3, variant="douzero", max_cards=20):
            counts = ref.parse(cards)
            seen = douzero_reading(counts)
            if seen is None:
                unreadable[len(cards)] += 1
                continue
            assert seen in readings(cards, variant="douzero"), cards
            if seen[0] == "airplane_single" and triple_key(counts) != seen[1]:
                wing_keyed += 1
        assert dict(unreadable) == {16: 811, 20: 3_027}
        assert wing_keyed == 46
