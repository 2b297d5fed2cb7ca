"""Tests of the rule variants in the pure-Python reference
(``paigen.reference.doudizhu`` with ``variant=``, ``paigen.reference.variants``).

The switches and the reading policy are specified in the header comment of
``cpp/include/paigen/doudizhu/variant.h``, DouZero's classifier in
``paigen.reference.variants.douzero_reading``; the examples are the peer
programs' own behaviour (tests/test_peers.py checks the presets against the
real programs). Every example below comes from those texts. Each switch test checks the
example with the switch on and with it off, so it fails if the switch is
ignored. Main ranks are rank indices (D1): 3 is 0, 8 is 5, K is 10, A is 11, 2
is 12, R is 14.
"""

from __future__ import annotations

import collections
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
from paigen.reference.variants import PRESETS, douzero_reading, triple_key

from strategies import ddz_shaped_counts, ddz_variants

PASS = ("pass", "")
PRESET_NAMES = ("standard", "rlcard", "douzero", "openspiel")
CHAINS = ("straight", "pair_chain", "triple_chain")  # K6-K8


def illegal(cards: str, variant: Variant | str) -> bool:
    try:
        classify(cards, variant=variant)
    except IllegalMoveError:
        return True
    return False


def bombs(*ranks: str) -> set[tuple[str, str]]:
    return {("bomb", r * 4) for r in ranks}


# --------------------------------------------------------------------------
# Universes (every move of <= 20 cards, counted as the peers' own move tables count them)
# --------------------------------------------------------------------------


class TestUniverse:
    @pytest.mark.parametrize(
        "name, size",
        [("standard", 12_654), ("rlcard", 27_471), ("douzero", 29_984), ("openspiel", 25_661)],
    )
    def test_sizes(self, name, size):
        moves = universe(3, variant=name, max_cards=20)
        assert len(moves) == size
        assert len({cards for _, cards in moves}) == size  # each card set once

    def test_four_players(self):
        assert len(universe(4, max_cards=33)) == 9_079
        assert len(universe(4, variant="standard", max_cards=33)) == 9_079
        assert universe(4) == universe(4, variant=Variant())  # no cap: 9,128

    @pytest.mark.parametrize(
        "name, k9, k13a, k13b",
        [
            ("standard", 7_161, 1_170, 858),
            ("rlcard", 21_822, 1_326, 858),
            ("douzero", 24_331, 1_339, 858),
            ("openspiel", 22_205, 0, 0),
        ],
    )
    def test_by_kind(self, name, k9, k13a, k13b):
        # A card set counts under K9 if it has a K9 reading:
        # the 9 four-triple runs (333444555666 ...) are K8 first and, with
        # repeated wings (not under RLCard's adjacency rule), K9 too.
        kinds = collections.Counter(kind for kind, _ in universe(3, variant=name, max_cards=20))
        runs_of_four = 9 if name in ("douzero", "openspiel") else 0
        assert kinds["airplane_single"] + runs_of_four == k9
        assert kinds["four_two_singles"] == k13a and kinds["four_two_pairs"] == k13b
        assert kinds["airplane_pair"] == 2_939 and kinds["triple_chain"] == 45

    @pytest.mark.parametrize("name, pairs", [("douzero", 30_383), ("openspiel", 26_053)])
    def test_card_set_reading_pairs(self, name, pairs):
        # OpenSpiel has one action id per (card set, reading): 26,053 plays.
        # Also: the universe (construction) lists each card set with the kind
        # of its first reading by the matchers (classify, readings).
        total = 0
        for kind, cards in universe(3, variant=name, max_cards=20):
            found = readings(cards, variant=name)
            assert found and found[0][0] == kind, cards
            total += len(found)
        assert total == pairs

    def test_no_cap_and_caps(self):
        # max_cards=None is no cap, as for the rules pages (13,530 in 3p).
        assert len(universe(3, variant="standard")) == 13_530
        small = universe(3, variant="douzero", max_cards=8)
        assert max(len(cards) for _, cards in small) == 8
        assert ("airplane_single", "333444BR") in small  # joker wings
        assert ("four_two_singles", "2222BR") in small
        assert {m for m in universe(3, variant="douzero", max_cards=20) if len(m[1]) <= 8} == set(small)


# --------------------------------------------------------------------------
# One test per switch (variant.h), each with the switch on and off
# --------------------------------------------------------------------------


class TestSwitches:
    def test_four_with_two(self):
        off = Variant(four_with_two=False)
        for cards, kind in (("333345", "four_two_singles"), ("33334455", "four_two_pairs")):
            assert classify(cards)[0] == kind
            assert illegal(cards, off)
            assert (kind, cards) in legal_moves(cards)  # as a lead
            assert (kind, cards) not in legal_moves(cards, variant=off)
        # Nor a previous move.
        assert legal_moves("444456", "333345") == {("four_two_singles", "444456"), *bombs("4"), PASS}
        with pytest.raises(IllegalMoveError):
            legal_moves("444456", "333345", variant=off)

    def test_four_two_pair_singles(self):
        on = Variant(four_two_pair_singles=True)
        assert classify("333355", variant=on) == ("four_two_singles", 0, 1)
        assert classify("AAAA22", variant=on) == ("four_two_singles", 11, 1)
        assert illegal("333355", Variant()) and illegal("AAAA22", Variant())
        assert ("four_two_singles", "333355") in legal_moves("333355", variant=on)
        assert ("four_two_singles", "333355") not in legal_moves("333355")
        assert legal_moves("444466", "333355", variant=on) == {
            ("four_two_singles", "444466"),
            *bombs("4"),
            PASS,
        }

    def test_four_two_joker_singles(self):
        on = Variant(four_two_joker_singles=True)
        assert classify("2222BR", variant=on) == ("four_two_singles", 12, 1)
        assert illegal("2222BR", Variant())
        assert ("four_two_singles", "2222BR") in legal_moves("2222BR", variant=on)
        assert ("four_two_singles", "2222BR") not in legal_moves("2222BR")
        # B with R as K9 wings is another switch (joker_wings).
        assert illegal("333444BR", on)

    @pytest.mark.parametrize(
        "n, cards, key",
        [
            (2, "33344455", ("airplane_single", 1, 2)),  # two wings from 5
            (3, "333444555777", ("airplane_single", 2, 3)),  # three from 7 (RLCard, OpenSpiel)
            (4, "333444555666KKKK", ("airplane_single", 3, 4)),  # four from K (DouZero)
        ],
    )
    def test_wings_per_rank(self, n, cards, key):
        assert classify(cards, variant=Variant(wings_per_rank=n)) == key
        assert illegal(cards, Variant(wings_per_rank=n - 1))
        assert legal_plays(cards, variant=Variant(wings_per_rank=n))[cards] == key
        assert cards not in legal_plays(cards, variant=Variant(wings_per_rank=n - 1))

    def test_wings_never_hold_a_chain_rank(self):
        # 3333444 + 5: the fourth 3 would be a wing from the chain's own rank.
        for n in (1, 2, 3, 4):
            assert illegal("33334445", Variant(wings_per_rank=n))
        assert illegal("333344445", "douzero")

    def test_adjacent_wings_limit(self):
        on = Variant(wings_per_rank=3, adjacent_wings_limit=True)  # as RLCard
        off = Variant(wings_per_rank=3)
        # Every reading has three wings next to the chain: 777 above 3456, or
        # 333 below 4567.
        for cards in ("3334445556667778", "333444555666777K"):
            assert readings(cards, variant=off) == [("airplane_single", 3, 4), ("airplane_single", 4, 4)]
            assert readings(cards, variant=on) == []
            assert cards in legal_plays(cards, variant=off) and cards not in legal_plays(cards, variant=on)
        # 222 is never limited: not next to TJQK (A is), and above an A it is exempt.
        assert readings("TTTJJJQQQKKKA222", variant=on) == [("airplane_single", 10, 4)]
        assert readings("3JJJQQQKKKAAA222", variant=on) == [("airplane_single", 11, 4)]
        # Two wings from a rank next to the chain are allowed.
        assert readings("33344455", variant=on) == [("airplane_single", 1, 2)]
        # A run of four triples keeps only its K8 reading.
        assert readings("444555666777", variant=on) == [("triple_chain", 4, 4)]
        assert len(readings("444555666777", variant=off)) == 3

    def test_adjacent_wings_limit_is_only_a_limit(self):
        # Under wings_per_rank=1 (distinct wings) no rank gives two wings,
        # next to the chain or not: the switch changes nothing.
        on = Variant(adjacent_wings_limit=True)
        assert illegal("33344455", on) and illegal("33344466", on)
        assert len(universe(3, variant=on, max_cards=20)) == 12_654
        assert len(
            universe(3, variant=Variant(wings_per_rank=2, adjacent_wings_limit=True), max_cards=20)
        ) == len(universe(3, variant=Variant(wings_per_rank=2), max_cards=20))

    def test_joker_wings(self):
        on = Variant(joker_wings=True)
        assert classify("333444BR", variant=on) == ("airplane_single", 1, 2)
        assert illegal("333444BR", Variant())
        assert ("airplane_single", "333444BR") in legal_moves("333444BR", variant=on)
        assert ("airplane_single", "333444BR") not in legal_moves("333444BR")
        assert illegal("3333BR", on)  # K13a singles are another switch

    def test_chains_skip_bomb_rank_leads(self):
        on = Variant(chains_skip_bomb_rank=True)
        hand = "33334455667788TTJ"
        leads_on, leads_off = legal_moves(hand, variant=on), legal_moves(hand)
        for move in (("pair_chain", "334455"), ("straight", "34567")):
            assert move in leads_off and move not in leads_on
        for move in (("pair_chain", "445566"), ("straight", "45678")):
            assert move in leads_on
        # Exactly the K6-K8 chains from 3 go: the hand holds all four 3s.
        assert leads_off - leads_on == {(k, c) for k, c in leads_off if k in CHAINS and c[0] == "3"}
        assert leads_on < leads_off
        # A K8 too; with distinct wings it has no other reading, so it is gone.
        assert ("triple_chain", "333444") in legal_moves("3333444")
        assert ("triple_chain", "333444") not in legal_moves("3333444", variant=on)
        assert "333444555666" not in legal_plays("3333444555666", variant=on)

    def test_chains_skip_bomb_rank_replies(self):
        on = Variant(chains_skip_bomb_rank=True)
        hand = "3489TJJJJQQKKAA2B"  # all four Js: no JJQQKK
        want = {PASS, *bombs("J"), ("pair_chain", "QQKKAA")}
        assert legal_moves(hand, "556677", variant=on) == want
        assert legal_moves(hand, "556677") == want | {("pair_chain", "JJQQKK")}

    def test_bomb_beats_rocket(self):
        on = Variant(bomb_beats_rocket=True)
        hand = "33334444555566667"
        assert legal_moves(hand, "BR", variant=on) == {PASS, *bombs("3", "4", "5", "6")}
        assert legal_moves(hand, "BR") == {PASS}
        assert beats("2222", "BR", variant=on) and not beats("2222", "BR")
        assert beats("BR", "2222", variant=on)  # the rocket still beats every bomb

    def test_reading_douzero(self):
        # The triple key: 333444555AAA (key A) answers 345666777888 (key 8), a K9
        # whose chain 345 is below 678.
        on = Variant(wings_per_rank=3, reading="douzero")
        off = Variant(wings_per_rank=3)
        hand = "333444555AAAJQKR2"
        assert legal_moves(hand, "345666777888", variant=on) == {PASS, ("airplane_single", "333444555AAA")}
        assert legal_moves(hand, "345666777888", variant=off) == {PASS}
        assert beats("333444555AAA", "345666777888", variant=on)
        assert not beats("333444555AAA", "345666777888", variant=off)

    def test_reading_douzero_unreadable(self):
        # A K9 of four whose wings hold a triple: DouZero cannot read it, so only
        # bombs and the rocket answer it (DouZero itself lists only pass here,
        # OpenSpiel four K9s).
        on = PRESETS["douzero"]
        off = on.replace(reading="standard")
        last = "3334445556667778"
        answers = {("airplane_single", "888999TTTJJJ" + wings) for wings in ("QKA2", "QK22", "QA22", "KA22")}
        assert legal_moves("888999TTTJJJQKA22", last, variant=off) == {PASS, *answers}
        assert legal_moves("888999TTTJJJQKA22", last, variant="openspiel") == {PASS, *answers}
        assert legal_moves("888999TTTJJJQKA22", last, variant=on) == {PASS}
        assert legal_moves("22223BR", last, variant=on) == {PASS, *bombs("2"), ("rocket", "BR")}
        assert not beats("888999TTTJJJQKA2", last, variant=on)
        assert beats("888999TTTJJJQKA2", last, variant=off)


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
