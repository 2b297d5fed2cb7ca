"""Hands compare equal to card strings of the same cards, in both games, and
hash like the canonical string (so they mix with strings in sets and dicts)."""

from paigen import doudizhu as dd
from paigen import lukfu as lf


def test_doudizhu_hand_equals_its_cards_in_any_notation():
    hand = dd.Hand("k33 10")
    assert hand == "33TK" and hand == "3 3 k t" and "33TK" == hand
    assert hand != "33T" and hand != "33TKX"  # other cards; bad notation is simply unequal
    assert hash(hand) == hash("33TK") and {hand: 1}["33TK"] == 1
    assert dd.Hand("BB", players=4) == "BB" and dd.Hand("B") != "BB"  # BB only exists in 4p


def test_lukfu_hand_equals_its_cards_in_any_notation():
    hand = lf.Hand("9t 1c 7s8s")
    assert hand == "1c 7s 8s 9t" and hand == "7s8s9t1c"
    assert hand != "1c 7s 8s" and hand != "1c 1c"
    assert hash(hand) == hash("1c 7s 8s 9t")
    assert lf.Game(seed=1).public == ""
