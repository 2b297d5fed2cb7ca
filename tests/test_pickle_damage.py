"""Damaged pickles: a Game pickled at several points of real deals, with any
single byte changed, either loads a state a real deal reaches or raises a
ValueError subclass (StateError), never crashes. The loads run in a
subprocess, so a crash fails the test instead of killing the run."""

from __future__ import annotations

import json
import pickle
import random
import subprocess
import sys
import textwrap
from collections.abc import Callable
from typing import Any

import pytest

from paigen import doudizhu as dd
from paigen import lukfu as lf
from paigen.errors import StateError


def played_snapshots(starts: list, step: Callable[[Any], None], at: tuple[int, ...]) -> list:
    """Each game of `starts` played to its end by `step(game)` (one decision),
    cloned at the start, after the decisions numbered in `at`, and at the end."""
    out = []
    for game in starts:
        out.append(game.clone())
        steps = 0
        while game.phase != "over":
            step(game)
            steps += 1
            if steps in at:
                out.append(game.clone())
        out.append(game)
    return out


def ddz_snapshots() -> list[dd.Game]:
    """Seeded and given deals of 3 and 4 players: in the auction, mid-play, over."""
    rng = random.Random(7)
    starts = [
        dd.Game(3, seed=5),
        dd.Game(4, seed=6),
        dd.Game(3, hands=["3334", "5556", "7778"], kitty="99T", first_bidder=1),
    ]

    def step(game: dd.Game) -> None:
        if game.phase == "bidding":
            game.bid(rng.choice(game.legal_bids()[1:] or [0]))
        else:
            game.play(rng.choice(list(game.legal_moves())))

    return played_snapshots(starts, step, at=(1, 6, 25))


def lf_snapshots() -> list[lf.Game]:
    rng = random.Random(8)
    starts = [lf.Game(seed=3), lf.Game(hands=["1c 2c 9t", "3s 4s 5s", "7m 8m 9m"], master=2)]

    def step(game: lf.Game) -> None:
        if game.phase == "calling":
            game.call(rng.random() < 0.6)
        else:
            game.play(rng.choice(list(game.legal_moves())))

    return played_snapshots(starts, step, at=(1, 5, 12))


# Loads every variant of every pickle, with each byte replaced by three other
# values, and prints what happened: "ok" (and the state is sound), or the
# exception type. Exits non-zero on anything else.
CHILD = textwrap.dedent("""
    import collections, json, pickle, sys
    from paigen import doudizhu as dd, lukfu as lf
    from paigen.errors import PaigenError

    def sound(game):
        # A loaded game is a reachable one: it saves, reloads to the same state and moves on.
        assert type(game).load(game.save()).save() == game.save()
        if game.phase == "play":
            assert len(game.legal_moves()) > 0
        game.perft(2)

    tally = collections.Counter()
    for blob in json.load(sys.stdin):
        data = bytes.fromhex(blob)
        for i in range(len(data)):
            for flip in (0xFF, 0x01, 0x80):
                damaged = data[:i] + bytes([data[i] ^ flip]) + data[i + 1:]
                try:
                    game = pickle.loads(damaged)
                except PaigenError as err:
                    tally["StateError" if "damaged" in str(err) else type(err).__name__] += 1
                    continue
                except Exception as err:  # the pickle framing itself, not paigen
                    tally["pickle:" + type(err).__name__] += 1
                    continue
                if isinstance(game, (dd.Game, lf.Game)):
                    sound(game)
                tally["ok"] += 1
    print(json.dumps(tally))
""")


@pytest.mark.parametrize("snapshots", [ddz_snapshots, lf_snapshots], ids=["doudizhu", "lukfu"])
def test_every_single_byte_change(snapshots):
    blobs = [pickle.dumps(game).hex() for game in snapshots()]
    result = subprocess.run(
        [sys.executable, "-c", CHILD], input=json.dumps(blobs), capture_output=True, text=True, timeout=300
    )
    assert result.returncode == 0, (
        f"the loader crashed or failed (status {result.returncode}): {result.stderr[-2000:]}"
    )
    tally = json.loads(result.stdout)
    # Damage inside the saved state is caught by paigen; most flips there are.
    assert tally.get("StateError", 0) > 0 and tally.get("ok", 0) > 0, tally
    assert set(tally) <= {"ok", "StateError"} | {k for k in tally if k.startswith("pickle:")}, tally


@pytest.mark.parametrize(
    "module, snapshots", [(dd, ddz_snapshots), (lf, lf_snapshots)], ids=["doudizhu", "lukfu"]
)
def test_damage_in_the_saved_state_is_a_state_error(module, snapshots):
    """Changes inside the saved bytes themselves (no pickle framing): every one
    loads a sound state or raises StateError naming the damage."""
    for game in snapshots():
        data = game.save()
        for i in range(len(data)):
            for flip in (0xFF, 0x01):
                damaged = data[:i] + bytes([data[i] ^ flip]) + data[i + 1 :]
                try:
                    loaded = module.Game.load(damaged)
                except StateError as err:
                    assert len(str(err)) < 300, err  # noqa: PT017 (a loop of thousands of loads)
                    continue
                assert module.Game.load(loaded.save()).save() == loaded.save()
