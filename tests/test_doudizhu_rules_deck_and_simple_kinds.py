"""Rule-by-rule tests of the compiled Dou Dizhu move generator
(``paigen.doudizhu``), docs/rules/DOUDIZHU.md D1-D4 (ranks, decks, notation)
and K1-K8 (singles, pairs, triples, triples with a single or a pair, straights,
pair and triple chains).

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
from tests.helpers.decks import DDZ_RANKS, ddz_deck


def test_D1_ranks_order_and_indices():
    assert dd.RANKS == DDZ_RANKS
    for i, ch in enumerate(DDZ_RANKS):
        m = dd.classify(ch)
        assert (str(m.kind), m.main_rank) == ("single", i)
    # Singles are ordered 3 < 4 < ... < A < 2 < B < R.
    for i, lo in enumerate(DDZ_RANKS):
        for hi in DDZ_RANKS[i + 1 :]:
            assert dd.beats(hi, lo) and not dd.beats(lo, hi), (hi, lo)


def test_D2_three_player_deck():
    full = "".join(ddz_deck(3))  # 13*4 + 2 = 54 cards
    assert len(full) == len(dd.Hand(full)) == 54
    assert dd.Hand("2222").counts.tolist() == [0] * 12 + [4, 0, 0]
    for bad, rank in [("33333", "3"), ("22222", "2"), ("BB", "B"), ("RR", "R")]:
        with pytest.raises(NotationError, match=f"'{rank}'"):
            dd.Hand(bad, 3)


def test_D3_four_player_deck():
    full = "".join(ddz_deck(4))  # 13*8 + 4 = 108 cards
    assert len(full) == len(dd.Hand(full, 4)) == 108
    assert dd.Hand("33333333BBRR", 4).counts.tolist() == [8] + [0] * 12 + [2, 2]
    for bad, rank in [("333333333", "3"), ("BBB", "B"), ("RRR", "R")]:
        with pytest.raises(NotationError, match=f"'{rank}'"):
            dd.Hand(bad, 4)


@pytest.mark.parametrize(
    "text, canonical",
    [
        ("", ""),
        ("R B 2 a k q j 10 9 3", "39TJQKA2BR"),
        ("tT10", "TTT"),
        ("bR", "BR"),
        ("  4 3  ", "34"),
    ],
)
def test_D4_notation_accepted(text, canonical):
    assert str(dd.Hand(text)) == canonical
    assert str(dd.Hand(text)) == str(dd.Hand(canonical[::-1]))


@pytest.mark.parametrize(
    "text, bad", [("1", "1"), ("0", "0"), ("31", "1"), ("100", "0"), ("3X", "X"), ("3*", "*")]
)
def test_D4_notation_rejected(text, bad):
    with pytest.raises(NotationError, match=f"'{bad}'"):
        dd.Hand(text)
    with pytest.raises(NotationError, match=f"'{bad}'"):
        dd.legal_moves(text)


# --------------------------------------------------------------------------- K


def test_K1_single():
    # 3p "3B": single 3, single B = 2
    assert moves("3B") == E(single="3 B")
    # 4p "3R": the same two singles = 2
    assert moves("3R", players=4) == E(single="3 R")
    assert kind("B") == kind("R", 4) == "single"


def test_K2_pair_3p():
    # 3p "3322": singles 3 2 + pairs 33 22 = 4
    assert moves("3322") == E(single="3 2", pair="33 22")
    # 3p "33BR": singles 3 B R (3) + pair 33 (1) + rocket BR (1) = 5; BR is no pair
    assert moves("33BR") == E(single="3 B R", pair="33", rocket="BR")
    assert kind("BR") == "rocket"


def test_K2_pair_4p_joker_pairs():
    # 4p "33BB": singles 3 B + pairs 33 BB = 4
    assert moves("33BB", players=4) == E(single="3 B", pair="33 BB")
    # 4p "RR": single R + pair RR = 2
    assert moves("RR", players=4) == E(single="R", pair="RR")
    assert kind("BB", 4) == kind("RR", 4) == "pair"
    not_a_move("BR", 4)  # BR is never a pair
    # BB ranks above 22 and below RR.
    assert dd.beats("BB", "22", 4) and dd.beats("RR", "BB", 4)
    assert not dd.beats("22", "BB", 4) and not dd.beats("BB", "RR", 4)


def test_K3_triple():
    # 3p "2223": singles 2 3 (2) + pair 22 (1) + triple 222 (1) + 3222 (1) = 5
    assert moves("2223") == E(single="3 2", pair="22", triple="222", triple_single="3222")
    # 4p "2223": no K4 in 4p: 2 + 1 + 1 = 4
    assert moves("2223", players=4) == E(single="3 2", pair="22", triple="222")
    assert dd.classify("222").main_rank == 12


def test_K4_triple_single_3p_jokers_allowed():
    # 3p "333BR": singles 3 B R (3) + pair 33 (1) + triple 333 (1)
    #   + triple_single 333B 333R (2) + rocket BR (1) = 8; 333BR is not a move (BR no pair)
    assert moves("333BR") == E(
        single="3 B R", pair="33", triple="333", triple_single="333B 333R", rocket="BR"
    )
    not_a_move("333BR")


def test_K4_single_of_another_rank():
    # 3p "3333": single 3 + pair 33 + triple 333 + bomb 3333 = 4 (3333 is no triple+single)
    assert moves("3333") == E(single="3", pair="33", triple="333", bomb="3333")


def test_K4_not_in_4p():
    # 4p "333BR": singles 3 B R (3) + pair 33 (1) + triple 333 (1) = 5
    # (no K4 in 4p; BR is no rocket in 4p)
    assert moves("333BR", players=4) == E(single="3 B R", pair="33", triple="333")
    not_a_move("3334", 4)


def test_K5_triple_pair_3p():
    # 3p "33344": singles 3 4 (2) + pairs 33 44 (2) + triple 333 (1)
    #   + triple_single 3334 (1) + triple_pair 33344 (1) = 7
    assert moves("33344") == E(
        single="3 4", pair="33 44", triple="333", triple_single="3334", triple_pair="33344"
    )


def test_K5_triple_pair_4p_and_joker_pair():
    # 4p "33344": 2 singles + 2 pairs + 1 triple + 1 triple_pair = 6
    assert moves("33344", players=4) == E(single="3 4", pair="33 44", triple="333", triple_pair="33344")
    # 4p "333BB": singles 3 B + pairs 33 BB + triple 333 + triple_pair 333BB = 6
    assert moves("333BB", players=4) == E(single="3 B", pair="33 BB", triple="333", triple_pair="333BB")
    assert kind("333RR", 4) == "triple_pair"


def test_K5_pair_rank_differs():
    # 4p "33333": single + pair + triple + bombs 3333 33333 = 5 (33333 is no triple+pair)
    assert moves("33333", players=4) == E(single="3", pair="33", triple="333", bomb="3333 33333")
    assert kind("33333", 4) == "bomb"


def test_K6_straight_min_five():
    # "34567": 5 singles + straight 34567 = 6
    assert moves("34567") == E(single="3 4 5 6 7", straight="34567")
    # "3456": 4 singles, no straight of 4 = 4
    assert moves("3456") == E(single="3 4 5 6")
    not_a_move("3456")


def test_K6_straight_never_contains_2():
    # "TJQKA2": 6 singles + straight TJQKA (JQKA2 has a 2) = 7
    assert moves("TJQKA2") == E(single="T J Q K A 2", straight="TJQKA")
    for bad in ["JQKA2", "QKA2B", "KA2BR", "A2345", "23456"]:
        not_a_move(bad)


def test_K6_straight_of_twelve():
    hand = "3456789TJQKA"
    # 12 singles + straights of length L = 5..12, 13-L windows each:
    # 8 + 7 + 6 + 5 + 4 + 3 + 2 + 1 = 36; total 12 + 36 = 48
    exp = E(single=" ".join(hand))
    exp |= {("straight", hand[i : i + L]) for L in range(5, 13) for i in range(13 - L)}
    assert len(exp) == 48
    assert moves(hand) == exp
    assert moves(hand, players=4) == exp
    m = dd.classify(hand)
    assert (str(m.kind), m.length, m.main_rank) == ("straight", 12, 11)
    not_a_move("3456789TJQKA2")


def test_K7_pair_chain():
    # "334455": 3 singles + 3 pairs + pair_chain 334455 = 7 (both 3p and 4p)
    exp = E(single="3 4 5", pair="33 44 55", pair_chain="334455")
    assert moves("334455") == exp
    assert moves("334455", players=4) == exp
    # "3344": 2 singles + 2 pairs, no chain of 2 pairs = 4
    assert moves("3344") == E(single="3 4", pair="33 44")
    # "QQKKAA22": 4 singles + 4 pairs + QQKKAA (KKAA22 has 2s) = 9
    assert moves("QQKKAA22") == E(single="Q K A 2", pair="QQ KK AA 22", pair_chain="QQKKAA")
    not_a_move("KKAA22")
    not_a_move("22BBRR", 4)  # 2, B, R never chain


def test_K8_triple_chain_3p():
    # 3p "333444": singles 2 + pairs 2 + triples 2 + triple_single 3334 3444 (2)
    #   + triple_pair 33344 33444 (2) + triple_chain 333444 (1) = 11
    assert moves("333444") == E(
        single="3 4",
        pair="33 44",
        triple="333 444",
        triple_single="3334 3444",
        triple_pair="33344 33444",
        triple_chain="333444",
    )


def test_K8_triple_chain_4p():
    # 4p "333444": 2 singles + 2 pairs + 2 triples + 2 triple_pairs + 1 chain = 9
    assert moves("333444", players=4) == E(
        single="3 4", pair="33 44", triple="333 444", triple_pair="33344 33444", triple_chain="333444"
    )


def test_K8_no_chain_through_2():
    # 3p "AAA222": 2 singles + 2 pairs + 2 triples + AAA2 A222 (2) + AAA22 AA222 (2) = 10
    assert moves("AAA222") == E(
        single="A 2",
        pair="AA 22",
        triple="AAA 222",
        triple_single="AAA2 A222",
        triple_pair="AAA22 AA222",
    )
    not_a_move("AAA222")


def test_K8_only_triple_chain_for_four_triples():
    # K-dup example: 3p 333444555666 is only a K8 (length 4), never K9 333444555 + 666.
    for players in (3, 4):
        m = dd.classify("333444555666", players)
        assert (str(m.kind), m.length, m.main_rank) == ("triple_chain", 4, 3)
    lead = moves("333444555666")
    assert ("triple_chain", "333444555666") in lead
    assert {k for k, c in lead if c == "333444555666"} == {"triple_chain"}
