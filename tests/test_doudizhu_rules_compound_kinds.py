"""Rule-by-rule tests of the compiled Dou Dizhu move generator
(``paigen.doudizhu``), docs/rules/DOUDIZHU.md K9-K13b (airplanes with single or
pair wings, bombs, the rocket, four with two singles or two pairs), K-dup and
K-wing.

Expected move sets are worked out by hand; the comment above each one gives the
count arithmetic. Moves are compared as exact sets of ``(str(kind), canonical
cards)``; the helper (tests/helpers/ddz_moves.py) also checks that the generator
emits no move twice (K-dup).
"""

from __future__ import annotations

import pytest

from paigen import doudizhu as dd
from paigen.errors import NotationError
from tests.helpers.ddz_moves import E, kind, moves, not_a_move


def test_K9_airplane_single_3p():
    # 3p "33344456": singles 3 4 5 6 (4) + pairs 33 44 (2) + triples (2)
    #   + triple_single 333+{4,5,6} (3) + 444+{3,5,6} (3) + triple_pair 33344 33444 (2)
    #   + triple_chain 333444 (1) + airplane_single 333444+5+6 (1) = 18
    assert moves("33344456") == E(
        single="3 4 5 6",
        pair="33 44",
        triple="333 444",
        triple_single="3334 3335 3336 3444 4445 4446",
        triple_pair="33344 33444",
        triple_chain="333444",
        airplane_single="33344456",
    )


def test_K9_not_in_4p():
    # 4p "33344456": 4 singles + 2 pairs + 2 triples + 2 triple_pairs + 1 chain = 11
    assert moves("33344456", players=4) == E(
        single="3 4 5 6", pair="33 44", triple="333 444", triple_pair="33344 33444", triple_chain="333444"
    )
    not_a_move("33344456", 4)


def test_K9_BR_never_both_wings():
    # 3p "333444BR": singles 3 4 B R (4) + pairs (2) + triples (2)
    #   + triple_single 333+{4,B,R} (3) + 444+{3,B,R} (3) + triple_pair (2)
    #   + triple_chain (1) + rocket BR (1) + airplane_single: wings {B,R} banned (0) = 18
    assert moves("333444BR") == E(
        single="3 4 B R",
        pair="33 44",
        triple="333 444",
        triple_single="3334 333B 333R 3444 444B 444R",
        triple_pair="33344 33444",
        triple_chain="333444",
        rocket="BR",
    )
    not_a_move("333444BR")
    # 2, B and R may each be a wing.
    assert kind("3334442B") == kind("3334442R") == kind("333444AR") == "airplane_single"


def test_K9_wings_distinct_ranks():
    not_a_move("33344455")  # two wings of rank 5
    not_a_move("333444555777")  # three wings of rank 7
    not_a_move("3334443")  # wing equal to a chain rank (and 7 cards)
    m = dd.classify("333444555678")
    assert (str(m.kind), m.length, m.main_rank) == ("airplane_single", 3, 2)


def test_K9_24_card_airplane_classifies():
    # 6 triples 3..8 + 6 distinct singles 9 T J Q K A = 24 cards (3p classify has no hand cap)
    m = dd.classify("333444555666777888" + "9TJQKA")
    assert (str(m.kind), m.length, m.main_rank, m.cards) == (
        "airplane_single",
        6,
        5,
        "333444555666777888" + "9TJQKA",
    )
    m = dd.classify("333444555666777888" + "9TJQ2B")
    assert (str(m.kind), m.length) == ("airplane_single", 6)
    not_a_move("333444555666777888" + "9TJQBR")


def test_K10_airplane_pair_3p():
    # 3p "3334445566": singles 4 + pairs 33 44 55 66 (4) + triples 2
    #   + triple_single 333+{4,5,6} 444+{3,5,6} (6) + triple_pair 333+{44,55,66} 444+{33,55,66} (6)
    #   + pair_chain 334455 445566 33445566 (3) + triple_chain 333444 (1)
    #   + airplane_single 33344456 (1) + airplane_pair 3334445566 (1) = 28
    assert moves("3334445566") == E(
        single="3 4 5 6",
        pair="33 44 55 66",
        triple="333 444",
        triple_single="3334 3335 3336 3444 4445 4446",
        triple_pair="33344 33355 33366 33444 44455 44466",
        pair_chain="334455 445566 33445566",
        triple_chain="333444",
        airplane_single="33344456",
        airplane_pair="3334445566",
    )


def test_K10_airplane_pair_4p():
    # 4p "3334445566": 4 singles + 4 pairs + 2 triples + 6 triple_pairs
    #   + 3 pair_chains + 1 triple_chain + 1 airplane_pair = 21
    assert moves("3334445566", players=4) == E(
        single="3 4 5 6",
        pair="33 44 55 66",
        triple="333 444",
        triple_pair="33344 33355 33366 33444 44455 44466",
        pair_chain="334455 445566 33445566",
        triple_chain="333444",
        airplane_pair="3334445566",
    )


def test_K10_4p_joker_pair_wings_both_jokers():
    # 4p "333444BBRR": singles 3 4 B R (4) + pairs 33 44 BB RR (4) + triples (2)
    #   + triple_pair 333+{44,BB,RR} 444+{33,BB,RR} (6) + triple_chain (1)
    #   + airplane_pair 333444+BB+RR (1) + rocket BBRR (1) = 19
    assert moves("333444BBRR", players=4) == E(
        single="3 4 B R",
        pair="33 44 BB RR",
        triple="333 444",
        triple_pair="33344 333BB 333RR 33444 444BB 444RR",
        triple_chain="333444",
        airplane_pair="333444BBRR",
        rocket="BBRR",
    )
    assert kind("333444BBRR", 4) == "airplane_pair"
    with pytest.raises(NotationError, match="'B'"):
        dd.classify("333444BBRR", 3)


def test_K10_pairs_distinct_and_2s_allowed():
    not_a_move("3334445555")  # 55 + 55: pairs of one rank
    not_a_move("3334443355", 4)  # 33 is a chain rank
    assert kind("33344422KK") == kind("33344422KK", 4) == "airplane_pair"


def test_K11_bomb_3p_four_only():
    # 3p "3333": single + pair + triple + bomb = 4 (no bomb larger than 4 in 3p)
    assert moves("3333") == E(single="3", pair="33", triple="333", bomb="3333")
    m = dd.classify("2222")
    assert (str(m.kind), m.length, m.main_rank) == ("bomb", 4, 12)
    with pytest.raises(NotationError, match="'9'"):
        dd.classify("99999", 3)


def test_K11_bomb_4p_six_nines():
    # 4p "999999": single + pair + triple + bombs of 4, 5, 6 = 6
    assert moves("999999", players=4) == E(single="9", pair="99", triple="999", bomb="9999 99999 999999")
    ml = dd.legal_moves("999999", players=4)
    assert sorted(m.length for m in ml if str(m.kind) == "bomb") == [4, 5, 6]


def test_K11_bomb_4p_eight_twos():
    # 4p eight 2s: single + pair + triple + bombs of 4..8 (5) = 8
    assert moves("22222222", players=4) == E(
        single="2", pair="22", triple="222", bomb="2222 22222 222222 2222222 22222222"
    )


def test_K12_rocket_3p():
    # 3p "BR": singles B R + rocket BR = 3
    assert moves("BR") == E(single="B R", rocket="BR")
    assert kind("BR") == "rocket"


def test_K12_rocket_4p():
    # 4p "BBRR": singles B R (2) + pairs BB RR (2) + rocket BBRR (1) = 5; BR BBR BRR are not moves
    assert moves("BBRR", players=4) == E(single="B R", pair="BB RR", rocket="BBRR")
    # 4p "BR": singles only = 2
    assert moves("BR", players=4) == E(single="B R")
    # 4p "BBR": B R BB = 3; "BRR": B R RR = 3
    assert moves("BBR", players=4) == E(single="B R", pair="BB")
    assert moves("BRR", players=4) == E(single="B R", pair="RR")
    assert kind("BBRR", 4) == "rocket"
    for bad in ["BR", "BBR", "BRR"]:
        not_a_move(bad, 4)


def test_K13a_four_two_singles_3p():
    # 3p "333345": singles 3 4 5 (3) + pair 33 (1) + triple 333 (1)
    #   + triple_single 3334 3335 (2) + bomb 3333 (1) + four_two_singles 333345 (1) = 9
    assert moves("333345") == E(
        single="3 4 5",
        pair="33",
        triple="333",
        triple_single="3334 3335",
        bomb="3333",
        four_two_singles="333345",
    )
    m = dd.classify("33332B")
    assert (str(m.kind), m.main_rank, m.length) == ("four_two_singles", 0, 1)


def test_K13a_BR_banned_and_distinct():
    # 3p "3333BR": singles 3 B R (3) + pair (1) + triple (1) + 333B 333R (2)
    #   + bomb (1) + rocket (1) + four_two_singles: only {B,R}, banned (0) = 9
    assert moves("3333BR") == E(
        single="3 B R",
        pair="33",
        triple="333",
        triple_single="333B 333R",
        bomb="3333",
        rocket="BR",
    )
    not_a_move("3333BR")
    not_a_move("333344")  # two singles of one rank (and one pair is no K13b)


def test_K13_not_in_4p():
    # 4p "333345": singles 3 4 5 (3) + pair (1) + triple (1) + bomb 3333 (1) = 6
    assert moves("333345", players=4) == E(single="3 4 5", pair="33", triple="333", bomb="3333")
    not_a_move("333345", 4)
    not_a_move("33334455", 4)


def test_K13b_four_two_pairs_3p():
    # 3p "33334455": singles 3 4 5 (3) + pairs 33 44 55 (3) + triple 333 (1)
    #   + triple_single 3334 3335 (2) + triple_pair 33344 33355 (2) + pair_chain 334455 (1)
    #   + bomb 3333 (1) + four_two_singles 333345 (1) + four_two_pairs 33334455 (1) = 15
    assert moves("33334455") == E(
        single="3 4 5",
        pair="33 44 55",
        triple="333",
        triple_single="3334 3335",
        triple_pair="33344 33355",
        pair_chain="334455",
        bomb="3333",
        four_two_singles="333345",
        four_two_pairs="33334455",
    )


def test_K13b_pairs_distinct():
    not_a_move("33335555")  # 3333 + 55 55 (or 5555 + 33 33): pairs of one rank
    not_a_move("33334444")  # neither K13b nor an airplane (wings may not be chain ranks)
    assert kind("333322KK") == "four_two_pairs"


def test_K_dup_eight_fives_4p():
    # Which of the eight 5s does not matter: single, pair, triple, bombs 4..8 = 8 moves
    ml = dd.legal_moves("55555555", players=4)
    assert len(ml) == 8
    assert moves("55555555", players=4) == E(
        single="5", pair="55", triple="555", bomb="5555 55555 555555 5555555 55555555"
    )


@pytest.mark.parametrize("players", [3, 4])
def test_K_dup_each_move_once_and_kind_is_classify(players):
    hands = {
        3: ["33334444555566667777", "3334445556667778BR", "3456789TJQKA2222BR", "33445566778899TTJJ"],
        4: ["33333333444444445555", "333444555666777BBRR", "3456789TJQKA22222222BB"],
    }[players]
    for hand in hands:
        ml = dd.legal_moves(hand, players=players)
        pairs = [(str(m.kind), m.cards) for m in ml]
        assert len(set(pairs)) == len(pairs)
        assert len({c for _, c in pairs}) == len(pairs)
        for k, c in pairs:
            assert kind(c, players) == k, (hand, c)


def test_K_wing_from_ranks_held_three_or_four_3p():
    # 3p "3334445557777": airplanes only.
    #   airplane_single: 333444+{5,7} (1), 444555+{3,7} (1), 333444555+3 distinct of {7} (0)
    #   airplane_pair:   333444+55+77 (1), 444555+33+77 (1), 333444555+3 pairs of {77} (0)
    #   = 4 (5 and 3 are held 3 times, 7 is held 4 times)
    got = {(k, c) for k, c in moves("3334445557777") if k.startswith("airplane")}
    assert got == E(airplane_single="33344457 34445557", airplane_pair="3334445577 3344455577")


def test_K_wing_from_ranks_held_three_or_four_4p():
    # 4p same hand: airplane_pair only: 333444+55+77, 444555+33+77 = 2
    got = {(k, c) for k, c in moves("3334445557777", players=4) if k.startswith("airplane")}
    assert got == E(airplane_pair="3334445577 3344455577")
