"""Action ids in one call: ``ActionSpace.legal_ids(hand, last)`` and
``Game.legal_action_ids()`` give the ids of the legal moves as a new numpy
int32 array, the same as ``legal_moves(...).action_ids(space)``, with the
argument handling of any Python function (keywords, clear errors)."""

from __future__ import annotations

import inspect

import numpy as np
import pytest

from paigen import IllegalMoveError, NotationError
from paigen import doudizhu as dd
from paigen import lukfu as lf

HANDS = ["3456789TJQKA2BR33", "33344455566677788", "BR2222AAAAKKKKQQQ", "3", "34567"]
LASTS = [None, "44", "3", "34567", "333444", "BR", "5555"]


@pytest.mark.parametrize("players", [3, 4])
def test_legal_ids_equal_the_ids_of_legal_moves(players):
    space = dd.ActionSpace(players)
    for hand in HANDS:
        for last in LASTS if players == 3 else [x for x in LASTS if x != "BR"]:  # 4p: BBRR is the rocket
            h = dd.Hand(hand, players=players)
            m = None if last is None else dd.classify(last, players=players)
            ids = space.legal_ids(h, m)
            assert ids.dtype == np.int32 and ids.ndim == 1 and ids.flags.writeable and ids.flags.owndata
            assert ids.tolist() == dd.legal_moves(h, m).action_ids(space).tolist()
            assert ids.tolist() == space.legal_ids(hand, last).tolist()  # strings read alike
            assert ids.tolist() == space.legal_ids(hand=h, last=m).tolist()


def test_legal_ids_arguments():
    space = dd.ActionSpace()
    assert space.legal_ids("33", "pass").tolist() == space.legal_ids("33").tolist()
    assert space.legal_ids("", None).tolist() == []  # an empty hand has no move
    with pytest.raises(TypeError, match="missing required argument 'hand'"):
        space.legal_ids()
    with pytest.raises(TypeError, match="at most 2 positional"):
        space.legal_ids("3", None, None)
    with pytest.raises(TypeError, match="unexpected keyword argument 'hands'"):
        space.legal_ids(hands="3")
    with pytest.raises(TypeError, match="multiple values for argument 'hand'"):
        space.legal_ids("3", hand="3")
    with pytest.raises(TypeError, match="hand must be"):
        space.legal_ids(3)
    with pytest.raises(NotationError):
        space.legal_ids("3X")
    with pytest.raises(IllegalMoveError):
        space.legal_ids("345", "35")  # a last that is no move
    with pytest.raises(ValueError, match="players"):
        space.legal_ids(dd.Hand("3", players=4))  # a hand of another deck


def test_legal_ids_signature_and_doc():
    assert list(inspect.signature(dd.ActionSpace.legal_ids).parameters) == ["self", "hand", "last"]
    assert "numpy" in (dd.ActionSpace.legal_ids.__doc__ or "")


@pytest.mark.parametrize("players", [3, 4])
def test_game_legal_action_ids_equal_the_space_ids(players):
    space = dd.ActionSpace(players)
    game = dd.Game(players, seed=5)
    rng = np.random.default_rng(5)
    steps = 0
    while game.phase != "over":
        ids = game.legal_action_ids()
        assert ids.dtype == np.int32 and ids.flags.owndata
        if game.phase == "bidding":
            assert ids.tolist() == [space.bid_id(b) for b in game.legal_bids()]
        else:
            last = game.last_move
            assert ids.tolist() == space.legal_ids(game.hands[game.to_move], last).tolist()
        game.apply_action(int(ids[rng.integers(len(ids))]))
        steps += 1
    assert steps > 3 and game.legal_action_ids().tolist() == []


def test_lukfu_game_legal_action_ids():
    game = lf.Game(seed=3)
    rng = np.random.default_rng(3)
    while game.phase != "over":
        ids = game.legal_action_ids()
        assert ids.dtype == np.int32 and len(ids) > 0
        game.apply_action(int(ids[rng.integers(len(ids))]))
    assert game.legal_action_ids().tolist() == []
    assert list(inspect.signature(lf.Game.legal_action_ids).parameters) == ["self"]


def test_mask_batch_packed_is_packbits_little():
    space = dd.ActionSpace()
    hands = np.array([dd.Hand(h).code for h in HANDS[:3]], dtype=np.uint64)
    lasts = np.array([0, dd.classify("44").code, dd.classify("3").code], dtype=np.uint64)
    bools = space.mask_batch(hands, lasts)
    bits = space.mask_batch(hands, lasts, packed=True)
    assert bits.dtype == np.uint8 and bits.shape == (3, (space.size + 7) // 8)
    assert np.array_equal(bits, np.packbits(bools, axis=1, bitorder="little"))
    assert np.array_equal(
        np.unpackbits(bits, axis=1, count=space.size, bitorder="little").astype(bool), bools
    )
    out = np.full((3, (space.size + 7) // 8), 0xFF, dtype=np.uint8)
    assert space.mask_batch(hands, lasts, out=out, packed=True) is out
    assert np.array_equal(out, bits)
    with pytest.raises(TypeError, match="uint8"):
        space.mask_batch(hands, lasts, out=np.zeros_like(bools), packed=True)
    with pytest.raises(ValueError, match="shape"):
        space.mask_batch(hands, lasts, out=np.zeros((3, space.size), dtype=np.uint8), packed=True)
    with pytest.raises(TypeError, match="packed"):
        space.mask_batch(hands, lasts, packed=1)
