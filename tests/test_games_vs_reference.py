"""Whole deals of both games, ``Game`` (C++) against the pure-Python reference
engines of ``paigen.reference.games``: random decision sequences through both
engines (tests/helpers/engines.py), comparing the legal decisions (as exact
sets) at every step and the outcome at the end."""

from __future__ import annotations

import random

import pytest

from paigen.reference import games as ref
from tests.helpers.decks import deal_ddz, deal_lukfu
from tests.helpers.engines import Both, walk


@pytest.mark.parametrize("seed", range(5))
@pytest.mark.parametrize("players", [3, 4])
def test_replay_doudizhu(players, seed):
    hands, kitty, first = deal_ddz(players, 100 + seed)
    both = walk(Both(f"ddz{players}", hands, kitty, first), random.Random(seed))
    assert len(both.cpp.history) == len(both.seq)


@pytest.mark.parametrize("seed", range(24))
def test_replay_lukfu(seed):
    hands, master = deal_lukfu(100 + seed)
    both = walk(Both("lukfu", hands, "", master), random.Random(seed))
    assert len(both.cpp.history) == len(both.seq)


def test_replay_lukfu_callers_and_claims_happen():
    """The replays above reach every caller seat and both kinds of ending."""
    callers, endings = set(), set()
    for seed in range(24):
        hands, master = deal_lukfu(100 + seed)
        rng = random.Random(seed)
        g = ref.LukFuGame(hands, master)
        while not g.over:
            g.apply(rng.choice(g.choices()))
        callers.add(None if g.caller is None else (g.caller - master) % 3)
        endings.add("void" if g.void else "claim")
    assert {0, 1, 2} <= callers and endings == {"void", "claim"}
