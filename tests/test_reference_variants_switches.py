"""Tests of the rule variants in the pure-Python reference
(``paigen.reference.doudizhu`` with ``variant=``): the peers' universes of
moves, and one test per switch, each checking its example with the switch on
and with it off, so it fails if the switch is ignored.

Where the examples come from and how main ranks are numbered: the
docstring of tests/helpers/variant_moves.py.
"""

from __future__ import annotations

import collections

import pytest

from paigen.errors import IllegalMoveError
from paigen.reference.doudizhu import (
    Variant,
    beats,
    classify,
    legal_moves,
    legal_plays,
    readings,
    universe,
)
from paigen.reference.variants import PRESETS
from tests.helpers.variant_moves import CHAINS, PASS, bombs, illegal

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
