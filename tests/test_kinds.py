"""Kinds read as the rules pages name them, in both games: str() and format()
give the lower-case name; equality stays that of the integer code."""

import pytest

from paigen import doudizhu as dd
from paigen import lukfu as lf

DDZ_NAMES = [
    "single",
    "pair",
    "triple",
    "triple_single",
    "triple_pair",
    "straight",
    "pair_chain",
    "triple_chain",
    "airplane_single",
    "airplane_pair",
    "bomb",
    "rocket",
    "four_two_singles",
    "four_two_pairs",
    "pass",
]
LF_NAMES = ["single", "set", "run", "discard", "claim"]


@pytest.mark.parametrize("kind_type,names", [(dd.Kind, DDZ_NAMES), (lf.Kind, LF_NAMES)])
def test_str_and_format_use_the_rule_names(kind_type, names):
    assert [str(k) for k in kind_type] == names
    for value, name in enumerate(names):
        kind = kind_type(value)
        assert f"{kind}" == name and f"{kind:>20}" == f"{name:>20}"
        assert kind == value and hash(kind) == hash(value)
        assert kind_type[name.upper()] is kind


def test_move_kinds_read_as_names():
    assert str(dd.classify("333444J7").kind) == "airplane_single"
    assert lf.classify("7s 8s 9s").kind is lf.Kind.RUN
    assert {m.kind for m in dd.legal_moves("33", last="4")} == {dd.Kind.PASS}


@pytest.mark.parametrize(
    "cards,players,fragment",
    [
        ("KA2B", 3, "(K6-K8)"),  # a chain through 2 and a joker
        ("34", 3, "(K6)"),  # a straight of two
        ("3344", 3, "(K7)"),  # a pair chain of two
        ("3334", 4, "(K4)"),  # triple + single is 3p only
        ("333345", 4, "(K13)"),  # four with two is 3p only
        ("BR", 4, "K12)"),  # only BBRR is the 4p rocket
        ("333444BR", 3, "(K9, K13a)"),  # B and R never both single kickers
    ],
)
def test_illegal_moves_say_which_rule(cards, players, fragment):
    with pytest.raises(ValueError) as err:
        dd.classify(cards, players=players)
    assert fragment in str(err.value)
