"""Plain value types, in both games: equal objects hash equal (so they work in
sets and dict keys), and a value equals only values of its own type. Kinds are
IntEnums, equal to their integer codes and never to strings; Hands and Moves
never equal card strings (compare ``str(hand)`` for that)."""

import itertools
import pickle

import pytest

from paigen import doudizhu as dd
from paigen import lukfu as lf


def ddz_values():
    yield from dd.Kind
    for players in (3, 4):
        for cards in ("", "33", "33TK", "3 3 k t", "2222", "BR", "BBRR" if players == 4 else "B"):
            yield dd.Hand(cards, players=players)
        for cards in ("pass", "3", "33", "2222", "34567", "333444J7" if players == 3 else "333444JJQQ"):
            yield dd.Move(cards, players=players)
    yield from dd.legal_moves("33344", last="3")
    yield from ("33", "3 3", "pair", "", "pass", 1, 0, 3, 14, None, 1.0)


def lf_values():
    yield from lf.Kind
    for cards in ("", "1c", "9t 1c 7s8s", "1c 7s 8s 9t"):
        yield lf.Hand(cards)
    yield from (
        lf.Move("7s 8s 9s"),
        lf.Move("7s8s9s"),
        lf.Move("1c"),
        lf.Move("1c", kind="discard"),
        lf.Move("1c", kind="claim"),
        lf.Move("", kind="claim"),
    )
    yield from lf.legal_moves("2c 3c 4c 5m 8t 9t", caller=True)
    yield from ("1c", "run", "", 0, 1, 2, None)


@pytest.mark.parametrize("values", [ddz_values, lf_values], ids=["doudizhu", "lukfu"])
def test_equal_objects_hash_equal(values):
    objects = list(values())
    for a, b in itertools.product(objects, repeat=2):
        if a == b:
            assert hash(a) == hash(b), f"{a!r} == {b!r} but their hashes differ"
            assert b == a, f"{a!r} == {b!r} but not the reverse"


@pytest.mark.parametrize("values", [ddz_values, lf_values], ids=["doudizhu", "lukfu"])
def test_values_equal_only_their_own_type(values):
    objects = [v for v in values() if isinstance(v, (dd.Hand, dd.Move, lf.Hand, lf.Move))]
    for a, b in itertools.product(objects, repeat=2):
        if a == b:
            assert type(a) is type(b)
    for v in objects:
        assert v != str(v) and str(v) not in {v}
        assert pickle.loads(pickle.dumps(v)) == v and hash(pickle.loads(pickle.dumps(v))) == hash(v)


def test_same_cards_are_equal_whatever_the_notation():
    assert dd.Hand("k33 10") == dd.Hand("33TK") and len({dd.Hand("k33 10"), dd.Hand("33TK")}) == 1
    assert dd.Hand("33") != dd.Hand("33", players=4)  # another deck (D2, D3)
    assert dd.Move("33") == dd.classify("3 3") and dd.Move("33") != dd.Move("33", players=4)
    assert lf.Hand("9t 1c 7s8s") == lf.Hand("1c 7s 8s 9t")
    assert lf.Move("1c") != lf.Move("1c", kind="discard")  # same cards, another kind
    assert lf.Game(seed=1).public == lf.Hand("")


@pytest.mark.parametrize("kind_type", [dd.Kind, lf.Kind])
def test_kinds_are_plain_int_enums(kind_type):
    for kind in kind_type:
        assert kind == int(kind) and hash(kind) == hash(int(kind))
        assert kind != str(kind) and str(kind) not in {kind}
