"""Boundary fuzzing: every public function, method and constructor of both
games gets random garbage in one argument at a time (text with lone
surrogates, bytes, huge and negative ints, floats, None, containers, numpy
arrays and scalars of every dtype and shape, the other game's objects) and must
either work or raise a ValueError or TypeError subclass with a short message:
never RuntimeError, SystemError, OverflowError, IndexError or a crash. A small
budget in CI (the `ci` profile); HYPOTHESIS_PROFILE=fuzz goes deep."""

from __future__ import annotations

import pickle

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

from paigen import doudizhu as dd
from paigen import lukfu as lf

DTYPES = [
    np.dtype(t)
    for t in (
        "bool",
        "int8",
        "uint8",
        "int16",
        "uint16",
        "int32",
        "uint32",
        "int64",
        "uint64",
        "float16",
        "float32",
        "float64",
        "complex64",
        "U3",
        "S3",
        "O",
    )
]

surrogate_text = st.lists(
    st.one_of(st.sampled_from("3456789TJQKAB2R csmt"), st.integers(0xD800, 0xDFFF).map(chr)),
    min_size=1,
    max_size=8,
).map("".join)
card_text = st.text(alphabet="3456789TJQKA2BRbr10csmtx \u00e9\u4e00", max_size=40)
numbers = st.one_of(
    st.integers(),
    st.sampled_from(
        [0, 1, 2, 3, 4, 5, 12, 35, 36, -1, 2**31, 2**63 - 1, 2**63, 2**64 - 1, 2**64, -(2**63) - 1, 2**100]
    ),
    st.floats(allow_nan=True, allow_infinity=True),
    st.booleans(),
)
arrays = st.sampled_from(DTYPES).flatmap(
    lambda dtype: hnp.arrays(dtype, hnp.array_shapes(min_dims=0, max_dims=3, min_side=0, max_side=3))
)
numpy_scalars = st.sampled_from(["int8", "uint8", "int64", "uint64", "float64", "bool"]).flatmap(
    lambda name: hnp.from_dtype(np.dtype(name)).map(np.dtype(name).type)
)
objects = st.sampled_from(
    [
        dd.Hand("33"),
        dd.Hand("BBRR", players=4),
        dd.Move("3"),
        dd.Move("pass"),
        lf.Hand("1c 2c"),
        lf.Move("1c"),
        lf.Move("2c", kind="discard"),
        dd.Kind.PAIR,
        lf.Kind.RUN,
        dd.legal_moves("33"),
        lf.legal_moves("1c", caller=True),
        object(),
        int,
        Ellipsis,
        slice(0, 2),
        b"",
        bytearray(b"33"),
        memoryview(b"33"),
        1j,
    ]
)
GARBAGE = st.one_of(
    st.none(),
    numbers,
    card_text,
    surrogate_text,
    st.binary(max_size=16),
    arrays,
    numpy_scalars,
    objects,
    st.lists(st.one_of(numbers, card_text), max_size=16),
    st.tuples(card_text, card_text),
    st.dictionaries(st.text(max_size=3), st.integers(), max_size=3),
    st.frozensets(st.integers(0, 5), max_size=3),
)

PLAYING_DDZ = dd.Game(3, hands=["3", "4", "5"], kitty="678", first_bidder=0)
PLAYING_DDZ.bid(3)  # seat 0 is landlord, holds 3678 and leads
FINISHED_DDZ = PLAYING_DDZ.clone()
while FINISHED_DDZ.phase != "over":
    FINISHED_DDZ.play(FINISHED_DDZ.legal_moves()[-1])
PLAYING_LF = lf.Game(hands=["1c", "2c", "3c"], master=0)
PLAYING_LF.call(True)  # seat 0 calls and leads
FINISHED_LF = PLAYING_LF.clone()
while FINISHED_LF.phase != "over":
    FINISHED_LF.play(FINISHED_LF.legal_moves()[0])
CODES = np.array([dd.Hand("33344").code, dd.Hand("2BR").code], dtype=np.uint64)
LASTS = np.array([0, dd.Hand("3").code], dtype=np.uint64)
LIST_DDZ = dd.legal_moves("33344")
LIST_LF = lf.legal_moves("2c 3c 4c 5m 8t 9t", caller=True)

# name -> (callable, valid keyword arguments). Garbage replaces one of them.
CALLS = {
    "dd.Hand": (dd.Hand, dict(cards="33", players=3)),
    "dd.Hand.from_code": (dd.Hand.from_code, dict(code=0x21, players=3)),
    "dd.Hand.from_counts": (dd.Hand.from_counts, dict(counts=[1] * 15, players=3)),
    "dd.Move": (dd.Move, dict(cards="33", players=3)),
    "dd.legal_moves": (dd.legal_moves, dict(hand="33344", last="3", players=3)),
    "dd.classify": (dd.classify, dict(cards="33", players=3)),
    "dd.beats": (dd.beats, dict(a="44", b="33", players=3)),
    "dd.count_legal_moves": (dd.count_legal_moves, dict(hands=CODES, lasts=LASTS, players=3)),
    "dd.legal_moves_batch": (dd.legal_moves_batch, dict(hands=CODES, lasts=LASTS, players=3)),
    "dd.Game": (dd.Game, dict(players=3, seed=1)),
    "dd.Game(hands)": (dd.Game, dict(players=3, hands=["3", "4", "5"], kitty="678", first_bidder=1)),
    "dd.Game.bid": (lambda n: dd.Game(3, seed=2).bid(n), dict(n=1)),
    "dd.Game.play": (lambda move: PLAYING_DDZ.clone().play(move), dict(move="3")),
    "dd.Game.perft": (lambda depth: FINISHED_DDZ.perft(depth), dict(depth=3)),
    "dd.Game.divide": (lambda depth: FINISHED_DDZ.divide(depth), dict(depth=3)),
    "dd.Game.load": (dd.Game.load, dict(data=FINISHED_DDZ.save())),
    "dd.Hand.__contains__": (lambda cards: cards in dd.Hand("33344"), dict(cards="33")),
    "dd.Hand.__sub__": (lambda cards: dd.Hand("33344") - cards, dict(cards="33")),
    "dd.Move.beats": (lambda other: dd.Move("44").beats(other), dict(other="33")),
    "dd.MoveList.__contains__": (lambda move: move in LIST_DDZ, dict(move="33")),
    "lf.Hand": (lf.Hand, dict(cards="1c 2c")),
    "lf.Hand.from_mask": (lf.Hand.from_mask, dict(mask=3)),
    "lf.Move": (lf.Move, dict(cards="1c", kind="single")),
    "lf.legal_moves": (
        lf.legal_moves,
        dict(hand="1c 2c 3c", public="9c", caller=False, master_passed=False, fu=1, led="5s", best="6s"),
    ),
    "lf.old_cards": (lf.old_cards, dict(hand="8s 9s", public="9c")),
    "lf.classify": (lf.classify, dict(cards="7s 8s 9s")),
    "lf.beats": (lf.beats, dict(new="7s", best="6s", led="5s")),
    "lf.Game": (lf.Game, dict(seed=1)),
    "lf.Game(hands)": (lf.Game, dict(hands=["1c", "2c", "3c"], master=1)),
    "lf.Game.call": (lambda play: lf.Game(seed=2).call(play), dict(play=True)),
    "lf.Game.play": (lambda move: PLAYING_LF.clone().play(move), dict(move="1c")),
    "lf.Game.perft": (lambda depth: FINISHED_LF.perft(depth), dict(depth=3)),
    "lf.Game.divide": (lambda depth: FINISHED_LF.divide(depth), dict(depth=3)),
    "lf.Game.load": (lf.Game.load, dict(data=FINISHED_LF.save())),
    "lf.Hand.__contains__": (lambda cards: cards in lf.Hand("1c 2c"), dict(cards="1c")),
    "lf.Hand.__sub__": (lambda cards: lf.Hand("1c 2c") - cards, dict(cards="1c")),
    "lf.Move.beats": (lambda best: lf.Move("7s").beats(best), dict(best="6s")),
    "lf.MoveList.__contains__": (lambda move: move in LIST_LF, dict(move="5m")),
}


def call_with_garbage(name: str, slot: str, garbage: object) -> None:
    function, kwargs = CALLS[name]
    kwargs = dict(kwargs, **{slot: garbage})
    try:
        function(**kwargs)
        return
    except (ValueError, TypeError) as err:
        message = str(err)
    except BaseException as err:  # anything else is a bug at the boundary
        raise AssertionError(
            f"{name}({slot}={garbage!r:.80}) raised {type(err).__name__}: {err!s:.200}"
        ) from err
    assert len(message) < 300, f"{name}({slot}={garbage!r:.60}): a {len(message)}-character message"


def test_every_valid_call_works():
    for function, kwargs in CALLS.values():
        function(**kwargs)  # the templates themselves are valid: garbage is the only fault


@given(st.sampled_from(sorted(CALLS)), st.data())
def test_garbage_in_one_argument(name, data):
    slot = data.draw(st.sampled_from(sorted(CALLS[name][1])))
    call_with_garbage(name, slot, data.draw(GARBAGE))


@given(st.sampled_from([LIST_DDZ, LIST_LF]), GARBAGE)
def test_move_list_indexing(moves, key):
    message = ""
    try:
        moves[key]
    except (ValueError, TypeError, IndexError) as err:  # IndexError: out of range, as every sequence
        message = str(err)
    assert len(message) < 300


@pytest.mark.parametrize(
    "value",
    [
        dd.Hand("3345", players=4),
        dd.Move("3456789", players=4),
        lf.Hand("1c 9t"),
        lf.Move("1c", kind="claim"),
        FINISHED_DDZ,
        FINISHED_LF,
    ],
)
def test_pickled_values_round_trip(value):
    copy = pickle.loads(pickle.dumps(value))
    assert (
        repr(copy) == repr(value)
        if not isinstance(value, (dd.Game, lf.Game))
        else copy.save() == value.save()
    )
