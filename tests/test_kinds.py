"""Kinds read as the rules pages name them, in both games."""

import pytest

from paigen import doudizhu as dd
from paigen import lukfu as lf

DDZ_NAMES = ["single", "pair", "triple", "triple_single", "triple_pair", "straight", "pair_chain",
             "triple_chain", "airplane_single", "airplane_pair", "bomb", "rocket", "four_two_singles",
             "four_two_pairs", "pass"]
LF_NAMES = ["single", "set", "run", "discard", "claim"]


@pytest.mark.parametrize("kind_type,names", [(dd.Kind, DDZ_NAMES), (lf.Kind, LF_NAMES)])
def test_str_format_and_equality_use_the_rule_names(kind_type, names):
    assert [str(k) for k in kind_type] == names
    for value, name in enumerate(names):
        kind = kind_type(value)
        assert f"{kind}" == name and f"{kind:>20}" == f"{name:>20}"
        assert kind == name and not (kind != name)
        assert kind == value and hash(kind) == hash(value)
        assert kind != "no such kind"


def test_move_kinds_compare_with_names():
    assert dd.classify("333444J7").kind == "airplane_single"
    assert lf.classify("7s 8s 9s").kind == "run"
    assert {m.kind for m in dd.legal_moves("33", last="4")} == {dd.Kind.PASS}
