"""Rule-by-rule tests of the compiled Dou Dizhu move generator (``paigen.doudizhu``).

Every test is named after the rule id it checks in ``docs/rules/DOUDIZHU.md``
(D1-D4, K1-K13b, K-dup, K-wing, C1-C6, P1-P2). Expected move sets are worked out
by hand; the comment above each one gives the count arithmetic. Moves are compared
as exact sets of ``(str(kind), canonical cards)``; the helper also checks that the
generator emits no move twice (K-dup).
"""

from __future__ import annotations

import pytest

from paigen import doudizhu as dd
from paigen.errors import IllegalMoveError, NotationError
from tests.helpers.decks import DDZ_RANKS, ddz_deck

PASS = ("pass", "")


def E(*, lead: bool = True, **kinds: str) -> set[tuple[str, str]]:
    """Expected set: ``E(single="3 4", pair="33")``; ``lead=False`` adds the pass."""
    out = {(kind, cards) for kind, words in kinds.items() for cards in words.split()}
    if not lead:
        out.add(PASS)
    return out


def moves(hand, last=None, players=None) -> set[tuple[str, str]]:
    ml = dd.legal_moves(hand, last, players)
    got = [(str(m.kind), m.cards) for m in ml]
    assert len(got) == len(set(got)), f"duplicate moves (K-dup): {got}"
    # K-dup: one multiset fits at most one kind, so card strings are unique too.
    cards = [c for _, c in got]
    assert len(cards) == len(set(cards)), f"one multiset under two kinds (K-dup): {got}"
    return set(got)


def kind(cards: str, players: int = 3) -> str:
    return str(dd.classify(cards, players).kind)


def not_a_move(cards: str, players: int = 3) -> None:
    with pytest.raises(IllegalMoveError):
        dd.classify(cards, players)


# --------------------------------------------------------------------------- D


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


# --------------------------------------------------------------------------- C


@pytest.mark.parametrize(
    "cards, players, kind_, main_rank, length",
    [
        ("K", 3, "single", 10, 1),
        ("RR", 4, "pair", 14, 1),
        ("333J", 3, "triple_single", 0, 1),
        ("33322", 3, "triple_pair", 0, 1),
        ("34567", 3, "straight", 4, 5),
        ("TJQKA", 4, "straight", 11, 5),
        ("334455", 3, "pair_chain", 2, 3),
        ("333444", 3, "triple_chain", 1, 2),
        ("33344456", 3, "airplane_single", 1, 2),
        ("3334445566", 4, "airplane_pair", 1, 2),
        ("3333", 3, "bomb", 0, 4),
        ("33333", 4, "bomb", 0, 5),
        ("77777777", 4, "bomb", 4, 8),
        ("BR", 3, "rocket", None, 1),
        ("BBRR", 4, "rocket", None, 1),
        ("33334455", 3, "four_two_pairs", 0, 1),
    ],
)
def test_C1_key(cards, players, kind_, main_rank, length):
    m = dd.classify(cards, players)
    assert str(m.kind) == kind_
    assert m.length == length
    if main_rank is not None:
        assert m.main_rank == main_rank


def test_C1_kickers_never_count():
    assert not dd.beats("3335", "3334") and not dd.beats("3334", "3335")
    assert dd.beats("4443", "333K") and not dd.beats("333K", "4443")
    assert dd.beats("44455536", "333444AK") and not dd.beats("333444AK", "44455536")
    assert not dd.beats("3333KA", "333345") and dd.beats("4444", "33332B")


def test_C2_same_kind_same_length_higher_rank():
    assert dd.beats("45678", "34567")
    assert not dd.beats("456789", "34567")  # different length
    assert not dd.beats("34567", "34567")  # equal rank
    assert not dd.beats("44", "3")  # different kind
    assert not dd.beats("555444", "3334")
    # 3p "3456789" replying to 34567: pass + 45678 + 56789 = 3 (longer straights don't reply)
    assert moves("3456789", "34567") == E(lead=False, straight="45678 56789")
    # "33556" replying to 4: pass + singles 5 6 = 3 (33 is a pair, not a reply)
    assert moves("33556", "4") == E(lead=False, single="5 6")


def test_C3_rocket_beats_all_nothing_beats_rocket():
    assert dd.beats("BR", "2222") and not dd.beats("2222", "BR")
    assert dd.beats("BBRR", "22222222", 4) and not dd.beats("22222222", "BBRR", 4)
    assert not dd.beats("BR", "BR")
    # Nothing answers a rocket: only the pass.
    assert moves("2222AAAA", "BR") == {PASS}
    assert moves("2222222233", "BBRR", 4) == {PASS}
    # "3BR" replying to 2222: pass + rocket = 2
    assert moves("3BR", "2222") == E(lead=False, rocket="BR")
    # 4p "BBRR" replying to eight 2s: pass + rocket = 2
    assert moves("BBRR", "22222222", 4) == E(lead=False, rocket="BBRR")


def test_C4_bomb_beats_non_bombs():
    for last in ["22", "3334445566", "3456789TJQKA", "222234", "AAA22", "B"]:
        assert dd.beats("3333", last), last
    # 3p "33334" replying to 22: pass + bomb 3333 = 2
    assert moves("33334", "22") == E(lead=False, bomb="3333")
    # replying to four-with-two 222245 (not a bomb): pass + bomb 3333 = 2
    assert moves("33334", "222245") == E(lead=False, bomb="3333")
    # 4p: replying to an airplane with pairs: pass + bomb = 2
    assert moves("3333", "QQQKKKAA22", 4) == E(lead=False, bomb="3333")


def test_C5_bombs_3p_by_rank():
    assert dd.beats("4444", "3333") and not dd.beats("3333", "4444")
    # "33334444" replying to 3333: pass + 4444 = 2
    assert moves("33334444", "3333") == E(lead=False, bomb="4444")
    # replying to 5555: only pass
    assert moves("33334444", "5555") == {PASS}


def test_C6_bombs_4p_by_size_then_rank():
    assert dd.beats("33333", "7777", 4) and not dd.beats("7777", "33333", 4)
    assert dd.beats("8888", "7777", 4) and not dd.beats("7777", "8888", 4)
    assert dd.beats("333333", "22222", 4)
    # 4p "33333" replying to 7777: pass + 33333 = 2
    assert moves("33333", "7777", 4) == E(lead=False, bomb="33333")
    # 4p "999999" replying to 7777: pass + 9999 99999 999999 = 4
    assert moves("999999", "7777", 4) == E(lead=False, bomb="9999 99999 999999")
    # replying to 88888: pass + 99999 999999 = 3
    assert moves("999999", "88888", 4) == E(lead=False, bomb="99999 999999")
    # 4p "4444" replying to 33333: only pass
    assert moves("4444", "33333", 4) == {PASS}
    for bad in ["BR", "BBR", "BRR"]:
        not_a_move(bad, 4)


# --------------------------------------------------------------------------- P


def test_P1_lead_never_passes():
    hand = "3334445566BR"
    lead = moves(hand)
    assert PASS not in lead and all(c for _, c in lead)
    for last in [None, "", "pass", dd.Move("pass")]:
        assert moves(hand, last) == lead
    # "3": single 3 = 1
    assert moves("3") == E(single="3")
    assert moves("3", players=4) == E(single="3")
    assert len(dd.legal_moves("")) == 0


def test_P2_reply_pass_first_and_beats():
    ml = dd.legal_moves("345", "4")
    # pass + single 5 = 2
    assert [m.cards for m in ml] == ["", "5"]
    assert ml[0].is_pass and str(ml[0].kind) == "pass"
    # Nothing beats: only the pass.
    assert moves("33", "44") == {PASS}
    assert moves("", "3") == {PASS}
    # 4p reply: pass + 55 BB = 3
    assert moves("3355BB", "44", 4) == E(lead=False, pair="55 BB")
    for hand, last, players in [("3334445566BR", "33", 3), ("999999BBRR", "8888", 4)]:
        ml = dd.legal_moves(hand, last, players)
        assert ml[0].is_pass
        assert all(not m.is_pass for m in list(ml)[1:])
        assert all(m.beats(dd.Move(last, players)) for m in list(ml)[1:])
