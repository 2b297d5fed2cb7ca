"""Rule-by-rule tests of the compiled Dou Dizhu move generator
(``paigen.doudizhu``), docs/rules/DOUDIZHU.md C1-C6 (the comparison key, what
beats what, bombs and the rocket) and P1-P2 (leads never pass, replies pass or
beat).

Expected move sets are worked out by hand; the comment above each one gives the
count arithmetic. Moves are compared as exact sets of ``(str(kind), canonical
cards)``; the helper (tests/helpers/ddz_moves.py) also checks that the generator
emits no move twice (K-dup).
"""

from __future__ import annotations

import pytest

from paigen import doudizhu as dd
from tests.helpers.ddz_moves import PASS, E, moves, not_a_move


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
