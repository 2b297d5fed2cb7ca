"""Game.observation(seat) and Observation.encode() in both games: the sizes are
the documented layouts, encode()'s default format and copies, an observation
is a snapshot, and bad seats and formats are refused by name. Each game's
fields and blocks are tested in test_doudizhu_observation.py and
test_lukfu_observation.py."""

from __future__ import annotations

import numpy as np
import pytest

from paigen import doudizhu as dd
from paigen import lukfu as lf
from tests.helpers.observation_doudizhu import (
    dd_layout,
)
from tests.helpers.observation_lukfu import (
    lf_layout,
)


def test_sizes_are_the_documented_layouts():
    """observation_size / OBSERVATION_SIZE are the sums of observation.h's blocks."""
    assert dd.observation_size() == dd.observation_size(3) == sum(n for _, n in dd_layout(3)) == 763
    assert dd.observation_size(4) == sum(n for _, n in dd_layout(4)) == 1811
    assert lf.OBSERVATION_SIZE == sum(n for _, n in lf_layout()) == 398
    assert dd.Game(4, seed=1).observation().encode().shape == (1811,)
    assert lf.Game(seed=1).observation().encode().shape == (lf.OBSERVATION_SIZE,)


def test_encode_default_format_is_paigen_and_each_call_gives_a_new_array():
    for game in (dd.Game(3, seed=2), dd.Game(4, seed=2), lf.Game(seed=2)):
        obs = game.observation()
        first = obs.encode()
        np.testing.assert_array_equal(first, obs.encode("paigen"))
        np.testing.assert_array_equal(first, obs.encode(format="paigen"))
        first[:] = 7  # the caller's own copy
        assert (obs.encode() != 7).any()


def test_an_observation_is_a_snapshot():
    """An Observation keeps what the seat knew when it was taken; the Game goes on."""
    game = dd.Game(3, seed=5)
    obs = game.observation()
    before = obs.encode().copy()
    game.bid(3)
    assert obs.phase == "bidding" and obs.landlord is None and obs.kitty is None
    np.testing.assert_array_equal(obs.encode(), before)
    lgame = lf.Game(seed=5)
    lobs = lgame.observation()
    lbefore = lobs.encode().copy()
    lgame.call(True)
    assert lobs.phase == "calling" and lobs.caller is None
    np.testing.assert_array_equal(lobs.encode(), lbefore)


def bad_seats(players: int) -> list[tuple[object, type]]:
    return [
        (-1, ValueError),
        (players, ValueError),
        (2**70, ValueError),
        ("x", TypeError),
        ("0", TypeError),
        (1.0, TypeError),
        (True, TypeError),
        ([0], TypeError),
    ]


@pytest.mark.parametrize(
    "make",
    [lambda: dd.Game(3, seed=1), lambda: dd.Game(4, seed=1), lambda: lf.Game(seed=1)],
    ids=["doudizhu3", "doudizhu4", "lukfu"],
)
def test_bad_seats_are_refused_by_name(make):
    """A seat outside 0..players-1 is a ValueError, a seat that is not an int a
    TypeError, each naming `seat`; None is the seat to move, and any integer
    type (numpy's too) is a seat."""
    game = make()
    players = 3 if isinstance(game, lf.Game) else game.players
    for seat, error in bad_seats(players):
        with pytest.raises(error, match="seat") as info:
            game.observation(seat)
        assert type(info.value) in (ValueError, TypeError)
        with pytest.raises(error, match="seat"):
            game.observation(seat=seat)
    assert game.observation(None).seat == game.to_move
    assert game.observation(np.int64(players - 1)).seat == players - 1
    assert game.observation(seat=np.uint8(1)).seat == 1


def test_bad_formats_and_player_counts_are_refused_by_name():
    obs = dd.Game(3, seed=1).observation()
    with pytest.raises(ValueError, match="format"):
        obs.encode("paigen2")
    with pytest.raises(TypeError, match="format"):
        obs.encode(None)
    lobs = lf.Game(seed=1).observation()
    with pytest.raises(ValueError, match="format"):
        lobs.encode("douzero")
    with pytest.raises(TypeError, match="format"):
        lobs.encode(3)
    bad = [(2, ValueError), (5, ValueError), ("3", TypeError), (True, TypeError), (3.0, TypeError)]
    for players, error in bad:
        with pytest.raises(error, match="players"):
            dd.observation_size(players)
