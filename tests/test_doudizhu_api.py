"""Tests of the public Python API of ``paigen.doudizhu`` (the compiled core):
Hand / Move / MoveList behaviour, numpy views, errors, and the batch functions.
Rule ids refer to ``docs/rules/DOUDIZHU.md``; the rules themselves are tested in
``test_doudizhu_rules.py``.
"""

from __future__ import annotations

import gc
import pickle

import numpy as np
import pytest

import paigen
from paigen import doudizhu as dd
from paigen.errors import IllegalMoveError, NotationError, PaigenError
from tests.helpers.decks import DDZ_DEALT, DDZ_RANKS, ddz_deck

NS = {"Move": dd.Move, "Hand": dd.Hand}


def random_hand(rng: np.random.Generator, players: int, max_size: int) -> dd.Hand:
    cards = ddz_deck(players)
    idx = rng.choice(len(cards), size=int(rng.integers(0, max_size + 1)), replace=False)
    return dd.Hand("".join(cards[i] for i in idx), players)


def code_of_counts(counts) -> int:
    """Independent packing: 4 bits per rank, rank 3 in the lowest nibble."""
    return sum(int(n) << (4 * i) for i, n in enumerate(counts))


# ------------------------------------------------------------------ errors


def test_error_classes():
    assert issubclass(NotationError, PaigenError) and issubclass(IllegalMoveError, PaigenError)
    assert issubclass(PaigenError, ValueError)
    assert paigen.NotationError is NotationError and paigen.IllegalMoveError is IllegalMoveError


# ------------------------------------------------------------------ Kind


def test_kind_enum_names():
    names = [
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
    assert [str(k) for k in dd.Kind] == names
    assert [int(k) for k in dd.Kind] == list(range(15))
    assert f"{dd.Kind.BOMB}" == "bomb"
    assert dd.Kind.ROCKET == 11  # IntEnum


# ------------------------------------------------------------------ Move


@pytest.mark.parametrize(
    "cards, players, canonical, rep",
    [
        ("j333", 3, "333J", "Move('333J')"),
        ("10", 3, "T", "Move('T')"),
        ("rb", 3, "BR", "Move('BR')"),
        ("RRBB", 4, "BBRR", "Move('BBRR', players=4)"),
        ("33333", 4, "33333", "Move('33333', players=4)"),
        ("pass", 3, "", "Move('pass')"),
        ("", 4, "", "Move('pass', players=4)"),
    ],
)
def test_move_str_repr_pickle(cards, players, canonical, rep):
    m = dd.Move(cards, players)
    assert m.cards == canonical
    assert str(m) == (canonical or "pass")
    assert repr(m) == rep
    back = eval(repr(m), NS)
    assert back == m and hash(back) == hash(m) and back.players == players
    pk = pickle.loads(pickle.dumps(m))
    assert pk == m and pk.players == players and pk.kind == m.kind and pk.cards == m.cards
    assert dd.Move(str(m), players) == m


def test_move_properties():
    m = dd.Move("333444AK")
    assert (m.kind, m.cards, m.main_rank, m.length, m.players, m.is_pass) == (
        dd.Kind.AIRPLANE_SINGLE,
        "333444KA",
        1,
        2,
        3,
        False,
    )
    assert m.code == code_of_counts([3, 3] + [0] * 8 + [1, 1, 0, 0, 0])
    assert m == dd.classify("KA333444")
    p = dd.Move("pass")
    assert p.is_pass and p.kind == dd.Kind.PASS and p.cards == "" and p.code == 0
    assert p == dd.Move("") and p != dd.Move("", 4)
    assert dd.Move("33") != dd.Move("33", 4)
    assert dd.Move("3").beats("pass") is False and dd.Move("4").beats(dd.Move("3")) is True
    assert dd.Move("3").beats("4") is False
    assert len({dd.Move("33"), dd.classify("33"), dd.Move("33", 4)}) == 2


def test_classify_returns_equal_moves():
    assert dd.classify("33") == dd.Move("33")
    assert dd.classify("BB", 4) == dd.Move("BB", 4)
    assert dd.classify(dd.Move("33", 4)) == dd.Move("33", 4)


# ------------------------------------------------------------------ Hand


@pytest.mark.parametrize(
    "cards, players, canonical, rep",
    [
        ("", 3, "", "Hand('')"),
        ("", 4, "", "Hand('', players=4)"),
        ("b 10 3 3 a", 3, "33TAB", "Hand('33TAB')"),
        ("RRBB2222222233", 4, "3322222222BBRR", "Hand('3322222222BBRR', players=4)"),
    ],
)
def test_hand_str_repr_pickle(cards, players, canonical, rep):
    h = dd.Hand(cards, players)
    assert str(h) == canonical and repr(h) == rep and len(h) == len(canonical)
    back = eval(repr(h), NS)
    assert back == h and hash(back) == hash(h) and back.players == players
    pk = pickle.loads(pickle.dumps(h))
    assert pk == h and pk.players == players and str(pk) == canonical
    assert dd.Hand(str(h), players) == h


def test_hand_code_counts_roundtrip():
    h = dd.Hand("333TTBR")
    counts = [3, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 1, 1]
    assert h.counts.dtype == np.uint8 and h.counts.tolist() == counts
    assert h.code == code_of_counts(counts)
    assert dd.Hand.from_code(h.code) == h
    assert dd.Hand.from_counts(counts) == h
    h4 = dd.Hand("33333333BBRR", 4)
    assert dd.Hand.from_code(h4.code, 4) == h4 == dd.Hand.from_counts(h4.counts.tolist(), 4)
    assert h != dd.Hand("333TTBR", 4)
    assert dd.Hand("43") == dd.Hand("34") and len({dd.Hand("43"), dd.Hand("34")}) == 1


def test_hand_contains_and_subtract():
    h = dd.Hand("333445")
    assert "33" in h and "3334" in h and dd.Move("44") in h and "" in h
    assert "3333" not in h and "6" not in h and dd.Move("333444") not in h
    assert h - "33" == dd.Hand("3445")
    assert h - dd.Move("33344") == dd.Hand("5")
    assert h - dd.Move("pass") == h
    assert (h - "334").players == 3
    with pytest.raises(IllegalMoveError):
        h - "6"
    with pytest.raises(IllegalMoveError):
        h - dd.Move("3333")
    h4 = dd.Hand("33333BB", 4)
    assert h4 - "BB3" == dd.Hand("3333", 4)


def test_hand_from_code_and_counts_errors():
    with pytest.raises(NotationError):
        dd.Hand.from_code(5)  # five 3s in 3p
    with pytest.raises(NotationError, match="'3'"):
        dd.Hand.from_counts([5] + [0] * 14)
    with pytest.raises(NotationError, match="'B'"):
        dd.Hand.from_counts([0] * 13 + [2, 0])
    with pytest.raises(ValueError):
        dd.Hand.from_counts([1] * 14)


# ------------------------------------------------------------------ MoveList


HANDS = [
    ("3334445566BR", 3, None),
    ("33334444BBRR", 4, None),
    ("3344556677889", 3, "34567"),
    ("99999999BR", 4, "8888"),
]


@pytest.mark.parametrize("hand, players, last", HANDS)
def test_movelist_fields_agree_with_moves(hand, players, last):
    ml = dd.legal_moves(hand, last, players)
    moves = list(ml)
    n = len(ml)
    assert n == len(moves) > 0 and ml.players == players and bool(ml)
    for name, dtype in [
        ("kinds", np.uint8),
        ("main_ranks", np.uint8),
        ("lengths", np.uint8),
        ("codes", np.uint64),
    ]:
        arr = getattr(ml, name)
        assert arr.dtype == dtype and arr.shape == (n,), name
    counts = ml.counts()
    assert counts.dtype == np.uint8 and counts.shape == (n, 15)
    assert ml.kinds.tolist() == [int(m.kind) for m in moves]
    assert ml.main_ranks.tolist() == [m.main_rank for m in moves]
    assert ml.lengths.tolist() == [m.length for m in moves]
    assert ml.codes.tolist() == [m.code for m in moves]
    assert ml.cards == [m.cards for m in moves]
    assert counts.tolist() == [m.counts.tolist() for m in moves]
    for i, m in enumerate(moves):
        assert ml[i] == m and ml[i - n] == m
        assert m.players == players
        assert code_of_counts(counts[i]) == int(ml.codes[i])
        assert sum(counts[i]) == len(m.cards)
        assert "".join(ch * c for ch, c in zip(DDZ_RANKS, counts[i])) == m.cards
        if not m.is_pass:
            assert dd.classify(m.cards, players) == m
    assert ml[-1] == moves[-1]
    with pytest.raises(IndexError):
        ml[n]
    with pytest.raises(IndexError):
        ml[-n - 1]


def test_movelist_views_read_only():
    ml = dd.legal_moves("3334445566BR")
    for name in ("kinds", "main_ranks", "lengths", "codes"):
        arr = getattr(ml, name)
        assert not arr.flags.writeable, name
        with pytest.raises(ValueError):
            arr[0] = 1
        with pytest.raises(ValueError):
            arr.setflags(write=True)
    assert ml.kinds[0] == int(next(iter(ml)).kind)


def test_movelist_views_survive_del():
    ml = dd.legal_moves("3334445566778899BR")
    views = [ml.kinds, ml.main_ranks, ml.lengths, ml.codes]
    saved = [v.copy() for v in views]
    cards = ml.cards
    del ml
    gc.collect()
    # churn the allocator so a dangling buffer would be overwritten
    junk = [dd.legal_moves("3456789TJQKA2222BR") for _ in range(50)]
    del junk
    gc.collect()
    for v, s in zip(views, saved):
        assert np.array_equal(v, s)
    assert len(cards) == len(saved[0])


def test_movelist_contains():
    lead = dd.legal_moves("33445")
    assert "33" in lead and "4" in lead and "55" not in lead and "555" not in lead
    assert dd.Move("44") in lead and dd.Move("6") not in lead
    assert "pass" not in lead and dd.Move("pass") not in lead
    reply = dd.legal_moves("33445", "3")
    assert "pass" in reply and "" in reply and dd.Move("pass") in reply
    assert "4" in reply and "5" in reply and "3" not in reply and "44" not in reply
    four = dd.legal_moves("3344BB", players=4)
    assert "BB" in four and dd.Move("BB", 4) in four


def test_movelist_repr_and_cards():
    ml = dd.legal_moves("33344")
    assert ml.cards == [m.cards for m in ml]
    assert "MoveList" in repr(ml)
    assert dd.legal_moves("3", "pass").cards == ["3"]


def test_empty_hand():
    for players in (3, 4):
        lead = dd.legal_moves("", players=players)
        assert len(lead) == 0 and not lead and list(lead) == []
        assert lead.kinds.shape == (0,) and lead.codes.shape == (0,) and lead.counts().shape == (0, 15)
        with pytest.raises(IndexError):
            lead[0]
        with pytest.raises(IndexError):
            lead[-1]
        reply = dd.legal_moves(dd.Hand("", players), "3")
        assert [m.is_pass for m in reply] == [True]
        assert reply.cards == [""] and reply.kinds.tolist() == [int(dd.Kind.PASS)]


# ------------------------------------------------------------------ players resolution


def test_players_default_from_objects():
    assert dd.legal_moves("33").players == 3
    assert dd.legal_moves(dd.Hand("BB", 4)).players == 4
    assert dd.legal_moves(dd.Hand("33", 4), dd.Move("3", 4)).players == 4
    assert dd.legal_moves("33", players=4).players == 4
    assert dd.beats("4", dd.Move("3", 4)) is True  # b's player count is used


def test_players_default_from_last_move_when_hand_is_a_string():
    # "players defaults to the Hand's/Move's count, else 3": a string hand and a
    # 4-player Move as `last` should give a 4-player list, as dd.beats does.
    ml = dd.legal_moves("BB44", dd.Move("3", 4))
    assert ml.players == 4
    # Singles above 3 (K1, C2): 4 and B; plus the pass.
    assert {m.cards for m in ml} == {"", "4", "B"}


# ------------------------------------------------------------------ bad input


@pytest.mark.parametrize(
    "text, players, offending",
    [
        ("33X", 3, "X"),
        ("3*", 3, "*"),
        ("1", 3, "1"),
        ("0", 3, "0"),
        ("31", 3, "1"),
        ("55555", 3, "5"),
        ("BB", 3, "B"),
        ("RR", 3, "R"),
        ("555555555", 4, "5"),
        ("BBB", 4, "B"),
        ("RRR", 4, "R"),
    ],
)
def test_notation_errors_name_offender(text, players, offending):
    pattern = f"'{offending}'"
    for call in (
        lambda: dd.Hand(text, players),
        lambda: dd.Move(text, players),
        lambda: dd.classify(text, players),
        lambda: dd.legal_moves(text, players=players),
        lambda: dd.legal_moves("3", text, players),
        lambda: dd.beats(text, "3", players),
    ):
        with pytest.raises(NotationError, match=pattern):
            call()


@pytest.mark.parametrize("players", [5, 2, 0, -1])
def test_bad_player_count(players):
    for call in (
        lambda: dd.Hand("3", players),
        lambda: dd.Move("3", players),
        lambda: dd.classify("3", players),
        lambda: dd.legal_moves("3", None, players),
        lambda: dd.beats("4", "3", players),
        lambda: dd.count_legal_moves(np.array([1], dtype=np.uint64), None, players),
        lambda: dd.legal_moves_batch(np.array([1], dtype=np.uint64), None, players),
    ):
        with pytest.raises(ValueError, match=str(players)):
            call()


def test_contradicting_player_counts():
    with pytest.raises(ValueError, match="4"):
        dd.legal_moves(dd.Hand("33", 4), players=3)
    with pytest.raises(ValueError, match="4"):
        dd.legal_moves(dd.Hand("33", 4), dd.Move("4"))  # 3p move against a 4p hand
    with pytest.raises(ValueError, match="4"):
        dd.classify(dd.Move("33", 4), 3)
    with pytest.raises(ValueError):
        dd.Move("4").beats(dd.Move("3", 4))


@pytest.mark.parametrize("cards, players", [("345", 3), ("3344", 3), ("BR", 4), ("3334", 4), ("333444BR", 3)])
def test_illegal_move_errors(cards, players):
    for call in (
        lambda: dd.classify(cards, players),
        lambda: dd.Move(cards, players),
        lambda: dd.legal_moves("3", cards, players),
        lambda: dd.beats(cards, "3", players),
        lambda: dd.beats("3", cards, players),
    ):
        with pytest.raises(IllegalMoveError, match=cards):
            call()
    with pytest.raises(IllegalMoveError):
        dd.classify("")


_H = dd.Hand("33")
CARD_ARG_CALLS = {
    "Hand(bad)": lambda b: dd.Hand(b),
    "legal_moves(bad)": lambda b: dd.legal_moves(b),
    "legal_moves('33', bad)": lambda b: dd.legal_moves("33", b),
    "Move(bad)": lambda b: dd.Move(b),
    "classify(bad)": lambda b: dd.classify(b),
    "beats(bad, '3')": lambda b: dd.beats(b, "3"),
    "beats('3', bad)": lambda b: dd.beats("3", b),
    "Move('3').beats(bad)": lambda b: dd.Move("3").beats(b),
    "Hand('33') - bad": lambda b: _H - b,
    "bad in Hand('33')": lambda b: b in _H,
}


@pytest.mark.parametrize(
    "call, bad",
    [
        pytest.param(call, bad, id=f"{call}-{name}")
        for call in CARD_ARG_CALLS
        for name, bad in [("int", 3), ("list", ["3"]), ("None", None)]
        if not (bad is None and call == "legal_moves('33', bad)")  # last=None is a lead
    ],
)
def test_wrong_type_for_cards_raises_type_error(call, bad):
    with pytest.raises(TypeError):
        CARD_ARG_CALLS[call](bad)


PLAYERS_ARG_CALLS = {
    "legal_moves(players=bad)": lambda b: dd.legal_moves("33", None, b),
    "classify(players=bad)": lambda b: dd.classify("33", b),
    "beats(players=bad)": lambda b: dd.beats("4", "3", b),
    "Hand(players=bad)": lambda b: dd.Hand("33", b),
    "Move(players=bad)": lambda b: dd.Move("33", b),
}


@pytest.mark.parametrize("bad", ["4", 3.5], ids=["str", "float"])
@pytest.mark.parametrize("call", list(PLAYERS_ARG_CALLS), ids=list(PLAYERS_ARG_CALLS))
def test_wrong_type_for_players_raises_type_error(call, bad):
    with pytest.raises(TypeError):
        PLAYERS_ARG_CALLS[call](bad)


def test_wrong_type_misc():
    with pytest.raises(TypeError):
        dd.legal_moves("33")["0"]
    with pytest.raises(TypeError):
        dd.Hand.from_code("abc")
    with pytest.raises(TypeError):
        dd.Hand.from_counts("abc")
    ml = dd.legal_moves("33")
    assert 3 not in ml and None not in ml  # non-moves are simply not members


# ------------------------------------------------------------------ batch


def _random_batch(players: int, seed: int, n: int = 100):
    rng = np.random.default_rng(seed)
    hands = [random_hand(rng, players, DDZ_DEALT[players]) for _ in range(n)]
    lasts: list[dd.Move | None] = []
    for _ in range(n):
        if rng.random() < 0.3:
            lasts.append(None)
            continue
        src = dd.legal_moves(random_hand(rng, players, 10))
        lasts.append(src[int(rng.integers(len(src)))] if len(src) else None)
    codes = np.array([h.code for h in hands], dtype=np.uint64)
    last_codes = np.array([0 if m is None else m.code for m in lasts], dtype=np.uint64)
    return hands, lasts, codes, last_codes


@pytest.mark.parametrize("players, seed", [(3, 20240601), (4, 7)])
def test_batch_agrees_with_single_calls(players, seed):
    hands, lasts, codes, last_codes = _random_batch(players, seed)
    singles = [dd.legal_moves(h, m, players) for h, m in zip(hands, lasts)]
    leads = [dd.legal_moves(h, None, players) for h in hands]

    counts = dd.count_legal_moves(codes, last_codes, players)
    assert counts.dtype == np.int64 and counts.shape == (len(hands),)
    assert counts.tolist() == [len(ml) for ml in singles]
    assert dd.count_legal_moves(codes, None, players).tolist() == [len(ml) for ml in leads]
    zeros = np.zeros(len(hands), dtype=np.uint64)
    assert dd.count_legal_moves(codes, zeros, players).tolist() == [len(ml) for ml in leads]

    for lasts_arg, expect in [(last_codes, singles), (None, leads)]:
        out = dd.legal_moves_batch(codes, lasts_arg, players)
        assert set(out) == {"kinds", "main_ranks", "lengths", "codes", "offsets"}
        off = out["offsets"]
        assert off.dtype == np.int64 and off.shape == (len(hands) + 1,) and off[0] == 0
        assert np.all(np.diff(off) >= 0)
        assert off[-1] == len(out["kinds"]) == len(out["codes"])
        assert out["kinds"].dtype == out["main_ranks"].dtype == out["lengths"].dtype == np.uint8
        assert out["codes"].dtype == np.uint64
        for i, ml in enumerate(expect):
            sl = slice(off[i], off[i + 1])
            for name in ("kinds", "main_ranks", "lengths", "codes"):
                assert np.array_equal(out[name][sl], getattr(ml, name)), (i, name)


def test_batch_edge_cases():
    empty = np.array([], dtype=np.uint64)
    assert dd.count_legal_moves(empty).tolist() == []
    out = dd.legal_moves_batch(empty)
    assert out["offsets"].tolist() == [0] and len(out["kinds"]) == 0
    # empty hand: lead has no move, reply is just the pass
    z = np.array([0], dtype=np.uint64)
    three = np.array([dd.Move("3").code], dtype=np.uint64)
    assert dd.count_legal_moves(z).tolist() == [0]
    assert dd.count_legal_moves(z, three).tolist() == [1]
    out = dd.legal_moves_batch(z, three)
    assert out["kinds"].tolist() == [int(dd.Kind.PASS)] and out["codes"].tolist() == [0]


def test_batch_errors():
    h = np.array([dd.Hand("3344").code, dd.Hand("5").code], dtype=np.uint64)
    with pytest.raises(ValueError):
        dd.count_legal_moves(h, np.array([0], dtype=np.uint64))
    with pytest.raises(ValueError):
        dd.count_legal_moves(h.reshape(2, 1))
    with pytest.raises(NotationError):
        dd.count_legal_moves(np.array([5], dtype=np.uint64))  # five 3s in 3p
    not_a_move = np.array([dd.Hand("345").code, 0], dtype=np.uint64)
    with pytest.raises(IllegalMoveError, match="345"):
        dd.count_legal_moves(h, not_a_move)
    with pytest.raises(IllegalMoveError, match="345"):
        dd.legal_moves_batch(h, not_a_move)
