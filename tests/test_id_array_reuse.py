"""Reuse of dropped id arrays (``Game.legal_action_ids``, ``ActionSpace.legal_ids``).

Short id arrays are handed out again once nothing else holds them. Reuse must
never be seen: an array someone still holds (directly, through a view, or a
weak reference) is never written again, and one its last holder changed in
place (reshaped, frozen, resized) or took a weak reference to is let go.
"""

from __future__ import annotations

import weakref

import numpy as np

from paigen import doudizhu as dd
from paigen import lukfu as lf

SPACE = dd.ActionSpace()
HAND = dd.Hand("3334445556")  # a lead: its legal ids differ from...
OTHER = dd.Hand("789TJQ")  # ...these, of another length
REPLY = dd.Hand("34567")


def ids(hand: dd.Hand) -> np.ndarray:
    return SPACE.legal_ids(hand)


def expected(hand: dd.Hand) -> list[int]:
    return dd.legal_moves(hand).action_ids(SPACE).tolist()


def test_held_arrays_are_never_written_again():
    held = [ids(REPLY) for _ in range(5)]  # the same length each time
    assert len({id(a) for a in held}) == 5
    for _ in range(3):
        ids(REPLY)
    assert all(a.tolist() == expected(REPLY) for a in held)


def test_a_dropped_array_comes_back_with_the_new_ids():
    first = ids(REPLY)
    address = first.ctypes.data
    first[:] = -1  # the holder's own writes are gone with it
    del first
    again = ids(REPLY)
    assert again.ctypes.data == address, "a dropped array of the same length is reused"
    assert again.tolist() == expected(REPLY)
    assert again.flags.writeable and again.flags.owndata and again.base is None


def test_an_array_held_through_a_view_is_not_written_again():
    first = ids(REPLY)
    view = first[1:]
    before = view.tolist()
    del first
    for _ in range(3):
        assert ids(REPLY).tolist() == expected(REPLY)
    assert view.tolist() == before


def test_an_array_with_a_weak_reference_is_let_go():
    first = ids(REPLY)
    ref = weakref.ref(first)
    first[:] = -1
    del first
    fresh = ids(REPLY)
    assert ref() is None and fresh.tolist() == expected(REPLY)


def test_a_weak_reference_callback_may_ask_for_ids():
    asked = []
    first = ids(REPLY)
    ref = weakref.ref(first, lambda _: asked.append(ids(REPLY).tolist()))
    del first
    assert ids(REPLY).tolist() == expected(REPLY)
    assert ref() is None and asked == [expected(REPLY)]


def test_arrays_changed_in_place_are_not_handed_out_again():
    frozen = ids(REPLY)
    frozen.flags.writeable = False
    reshaped = ids(REPLY)
    reshaped.shape = (1, reshaped.size)
    del frozen, reshaped
    for _ in range(4):
        a = ids(REPLY)
        assert a.ndim == 1 and a.flags.writeable and a.tolist() == expected(REPLY)


def test_resized_arrays_are_not_handed_out_again():
    a = ids(OTHER)
    a.resize(a.size + 100, refcheck=False)  # may move its data
    a[:] = 7
    del a
    for _ in range(3):
        b = ids(OTHER)
        assert b.shape == (len(expected(OTHER)),) and b.tolist() == expected(OTHER)


def test_lengths_do_not_mix():
    arrays = {h: ids(h) for h in (HAND, OTHER, REPLY)}
    for h, a in arrays.items():
        assert a.tolist() == expected(h)
    del arrays
    for _ in range(3):
        for h in (HAND, OTHER, REPLY):
            assert ids(h).tolist() == expected(h)


def test_game_ids_in_a_bot_loop_stay_the_games():
    """The usual loop: each decision's ids dropped by the next. Both games."""
    for module, game in ((dd, dd.Game(3, seed=3)), (lf, lf.Game(seed=3))):
        rng = np.random.default_rng(0)
        kept = []
        while game.phase != "over":
            a = game.legal_action_ids()
            kept.append((a, a.tolist()))  # every tenth held to the end
            if len(kept) % 10:
                kept[-1] = (None, kept[-1][1])
            game.apply_action(int(a[rng.integers(len(a))]))
        assert all(a.tolist() == values for a, values in kept if a is not None), module.__name__
