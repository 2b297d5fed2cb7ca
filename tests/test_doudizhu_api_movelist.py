"""Tests of the public Python API of ``paigen.doudizhu`` (the compiled core):
MoveList and its numpy views, the player count resolved from the arguments, and
the batch functions. Rule ids refer to ``docs/rules/DOUDIZHU.md``; the rules
themselves are tested in ``test_doudizhu_rules_*.py``."""

from __future__ import annotations

import gc

import numpy as np
import pytest

from paigen import doudizhu as dd
from paigen.errors import IllegalMoveError, NotationError
from tests.helpers.decks import DDZ_DEALT, DDZ_RANKS, code_of_counts, ddz_deck


def random_hand(rng: np.random.Generator, players: int, max_size: int) -> dd.Hand:
    cards = ddz_deck(players)
    idx = rng.choice(len(cards), size=int(rng.integers(0, max_size + 1)), replace=False)
    return dd.Hand("".join(cards[i] for i in idx), players)


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
