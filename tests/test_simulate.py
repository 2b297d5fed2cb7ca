"""``paigen.simulate``: random whole deals played in C++, in chunks. The outcomes
against the rules pages (S1-S4 of ``docs/rules/DOUDIZHU.md``, E1-E3 and R1 of
``docs/rules/LUKFU.md``), the same results whatever the chunking and the number
of worker processes, strict arguments, and Ctrl-C."""

from __future__ import annotations

import threading
from concurrent.futures import Future
from typing import ClassVar

import numpy as np
import pytest

import paigen
from paigen import _runner, _simulate
from paigen._games import GAMES, NAMES
from paigen._runner import MAX_WORKERS
from paigen._simulate import CHUNK_DEALS, MAX_DEALS, play_chunks, simulate
from tests.helpers import subprocesses

DDZ_FIELDS = {"landlord", "landlord_won", "bid", "multiplier", "stake", "moves", "deals"}
LUKFU_FIELDS = {"winner", "caller", "total", "points", "void", "moves", "deals", "ran_out"}


def same(a: dict, b: dict) -> bool:
    return set(a) == set(b) and all(a[k].dtype == b[k].dtype and np.array_equal(a[k], b[k]) for k in a)


def joined(parts: list[dict]) -> dict:
    return {key: np.concatenate([part[key] for part in parts]) for key in parts[0]}


# ============================================================================ outcomes


@pytest.mark.parametrize("game, n", [("ddz3", 3000), ("ddz4", 2000)])
def test_doudizhu_outcomes(game, n):
    out = paigen.simulate(game, n, seed=2024)
    players = GAMES[game].players
    assert set(out) == DDZ_FIELDS and all(len(v) == n for v in out.values())
    assert np.all((out["bid"] >= 1) & (out["bid"] <= 3)), "S1"
    assert np.all(out["stake"] == out["bid"].astype(np.int64) * out["multiplier"]), "S4"
    mult = out["multiplier"].astype(np.int64)
    assert np.all((mult >= 1) & ((mult & (mult - 1)) == 0)), "S2/S3: 2 ** doublings"
    assert np.all((out["landlord"] >= 0) & (out["landlord"] < players))
    assert np.all(out["deals"] >= 1) and out["deals"].max() > 1, "B4"
    assert 0 < out["landlord_won"].mean() < 1
    assert out["multiplier"].max() > 1


def test_lukfu_outcomes():
    out = paigen.simulate("lukfu", 3000, seed=2024)
    assert set(out) == LUKFU_FIELDS and all(len(v) == 3000 for v in out.values())
    assert not out["void"].any(), "A2, E1: a dealt game deals again, it never ends void"
    assert np.all((out["winner"] >= 0) & (out["winner"] < 3)), "R1: every game ends at a claim"
    assert np.all(out["total"] >= 6), "R1/E2: a claim needs a total of 6"
    assert np.array_equal(out["points"], out["total"].astype(np.int64) - 5), "E2: points = total - 5"
    assert np.all((out["caller"] >= 0) & (out["caller"] < 3))
    ran_out = out["ran_out"]
    assert np.all((ran_out >= 0) & (ran_out < out["deals"])), "E1 redeals are some of the redeals"
    assert ran_out.any() and (ran_out == 0).any(), "E1: some hands run out without a claim, most do not"
    assert np.all(out["deals"] >= 1) and (out["deals"] - ran_out > 1).any(), "A2: three passes deal again"
    moves = out["moves"]
    assert moves[ran_out > 0].mean() > moves[ran_out == 0].mean() + 10, "moves include the thrown-in deals'"


@pytest.mark.parametrize("game", NAMES)
def test_no_deals(game):
    out = simulate(game, 0, seed=1)
    assert set(out) == (LUKFU_FIELDS if game == "lukfu" else DDZ_FIELDS)
    assert all(v.shape == (0,) for v in out.values())
    assert same(out, {k: v[:0] for k, v in simulate(game, 3, seed=1).items()})  # the same types


# ============================================================================ greedy play


def played_through_game(game: str, seed: int, deal: int) -> tuple:
    """Deal `deal` of the run `seed` played by Agent("greedy") at every seat
    through Game: the outcome fields simulate(policy="greedy") gives."""
    from paigen import _core
    from paigen import doudizhu as dd
    from paigen import lukfu as lf

    if game == "lukfu":
        g, agent = lf.Game(seed=_core._stream(seed, deal)), lf.Agent("greedy")
    else:
        g, agent = dd.Game(GAMES[game].players, seed=_core._stream(seed, deal)), dd.Agent("greedy")
    while g.to_move is not None:
        decision = agent.decide(g)  # greedy draws nothing: one agent decides for every seat
        if g.phase == "bidding":
            g.bid(decision)
        elif g.phase == "calling":
            g.call(decision)
        else:
            g.play(decision)
    if game == "lukfu":
        winner = g.result.winner
        return (-1 if winner is None else winner, g.caller, g.result.total, g.deals)
    return (g.landlord, g.landlord_won, g.bid_value, g.multiplier, g.stake, g.deals)


@pytest.mark.parametrize("game", NAMES)
def test_greedy_plays_the_same_deals_with_the_greedy_agent_at_every_seat(game):
    n = 2 * CHUNK_DEALS + 5
    out = simulate(game, n, seed=12, policy="greedy")
    assert same({k: v[:0] for k, v in out.items()}, {k: v[:0] for k, v in simulate(game, 1, seed=12).items()})
    assert same(out, simulate(game, n, seed=12, policy="greedy", workers=2))
    keys = (
        ("winner", "caller", "total", "deals")
        if game == "lukfu"
        else ("landlord", "landlord_won", "bid", "multiplier", "stake", "deals")
    )
    for deal in (0, 1, 777, n - 1):
        assert tuple(out[k][deal].item() for k in keys) == played_through_game(game, 12, deal), deal


@pytest.mark.parametrize("game, margin", [("ddz3", 0.2), ("ddz4", 0.15), ("lukfu", 0.1)])
def test_greedy_landlords_and_callers_win_more_often_than_random_ones(game, margin):
    # the same 4000 deals; measured: ddz3 72% against 36%, ddz4 57% against 29%,
    # Luk Fu callers 51% against 30%
    random = simulate(game, 4000, seed=8)
    greedy = simulate(game, 4000, seed=8, policy="greedy")
    if game == "lukfu":
        assert (greedy["winner"] == greedy["caller"]).mean() > (
            random["winner"] == random["caller"]
        ).mean() + margin
    else:
        assert greedy["landlord_won"].mean() > random["landlord_won"].mean() + margin


# ============================================================================ the same results however cut


@pytest.mark.parametrize("game", NAMES)
def test_same_seed_same_results_whatever_the_chunks_and_workers(game):
    n = 2 * CHUNK_DEALS + 123  # three chunks
    whole = simulate(game, n, seed=77)
    assert same(whole, simulate(game, n, seed=77, workers=2))
    assert same(whole, simulate(game, n, seed=77, workers=MAX_WORKERS))  # three processes at most
    for chunk in (1000, 4321, n):
        parts = list(play_chunks(game, n, 77, chunk=chunk))
        assert [len(p["deals"]) for p in parts] == [min(chunk, n - first) for first in range(0, n, chunk)]
        assert same(whole, joined(parts))
    assert same(whole, joined(list(play_chunks(game, n, 77, workers=2, chunk=999))))
    # deal i is the same deal whatever run it is played in
    assert same({k: v[5:9] for k, v in whole.items()}, _simulate._play(game, 77, 5, 4))
    other = simulate(game, n, seed=78)
    assert not same(whole, other)


def test_workers_from_another_thread():
    # signal handlers can only be set in the main thread: a pool started from
    # another one must not try
    n = 2 * CHUNK_DEALS
    results: list[dict] = []
    thread = threading.Thread(target=lambda: results.append(simulate("lukfu", n, seed=4, workers=2)))
    thread.start()
    thread.join(timeout=120)
    assert len(results) == 1 and same(results[0], simulate("lukfu", n, seed=4))


class InlineExecutor:
    """A stand-in for ProcessPoolExecutor that records its size and runs each task at once."""

    sizes: ClassVar[list[int]] = []

    def __init__(self, max_workers, mp_context=None, initializer=None):
        InlineExecutor.sizes.append(max_workers)

    def submit(self, fn, *args):
        future: Future = Future()
        future.set_result(fn(*args))
        return future

    def shutdown(self, wait=True, cancel_futures=False):
        pass


@pytest.mark.parametrize(
    "n, workers, processes",
    [
        (CHUNK_DEALS, 8, None),  # one chunk: played here, no pool at all
        (CHUNK_DEALS + 1, 8, 2),  # two chunks: two processes, not eight
        (5 * CHUNK_DEALS, 3, 3),
        (5 * CHUNK_DEALS, 1, None),
    ],
)
def test_never_more_processes_than_chunks(monkeypatch, n, workers, processes):
    monkeypatch.setattr(InlineExecutor, "sizes", [])
    monkeypatch.setattr(_runner, "ProcessPoolExecutor", InlineExecutor)
    out = simulate("lukfu", n, seed=3, workers=workers)
    assert InlineExecutor.sizes == ([] if processes is None else [processes])
    assert len(out["deals"]) == n


# ============================================================================ arguments


def check_message(err: pytest.ExceptionInfo, *words: str) -> None:
    text = str(err.value)
    assert len(text) < 300 and "\n" not in text, text
    for word in words:
        assert word in text, (word, text)


@pytest.mark.parametrize(
    "kwargs, name",
    [
        ({"n": True}, "n"),
        ({"n": 1.5}, "n"),
        ({"n": "10"}, "n"),
        ({"n": None}, "n"),
        ({"seed": 1.0}, "seed"),
        ({"seed": "7"}, "seed"),
        ({"seed": False}, "seed"),
        ({"workers": 1.5}, "workers"),
        ({"workers": True}, "workers"),
        ({"workers": "2"}, "workers"),
        ({"game": 3}, "game"),
        ({"policy": None}, "policy"),
    ],
)
def test_wrong_types_are_type_errors_naming_the_argument(kwargs, name):
    with pytest.raises(TypeError) as err:
        simulate(**{"n": 10, **kwargs})
    check_message(err, f"{name} must be")


@pytest.mark.parametrize(
    "kwargs, words",
    [
        ({"n": -1}, ["n must be", "-1"]),
        ({"n": MAX_DEALS + 1}, ["n must be", "2**40"]),
        ({"n": 10**400}, ["n must be", "..."]),  # a huge number is quoted in part
        ({"seed": -1}, ["seed must be", "2**64"]),
        ({"seed": 2**64}, ["seed must be", "2**64"]),
        ({"workers": 0}, ["workers must be", "64"]),
        ({"workers": -1}, ["workers must be", "64"]),
        ({"workers": MAX_WORKERS + 1}, ["workers must be", "64"]),
        ({"game": "ddz5"}, ["game must be", "'ddz3', 'ddz4', 'lukfu'", "'ddz5'"]),
        ({"game": "x" * 10_000}, ["game must be", "'ddz3', 'ddz4', 'lukfu'"]),
        ({"policy": "minimax"}, ["policy must be", "'random', 'greedy'", "'minimax'"]),
        ({"backend": "dask"}, ["backend must be", "'local' or 'ray'", "'dask'"]),
        ({"backend": None}, ["backend must be", "'local' or 'ray'"]),
        ({"address": "127.0.0.1:6379"}, ["address", "backend='ray'"]),  # an address needs ray
    ],
)
def test_out_of_range_values_are_value_errors(kwargs, words):
    with pytest.raises(ValueError) as err:
        simulate(**{"n": 10, **kwargs})
    check_message(err, *words)
    assert "x" * 50 not in str(err.value)  # quotes at most a few dozen characters


def test_numpy_integers_and_the_limits_are_accepted():
    out = simulate("ddz3", np.int64(5), seed=np.uint64(2**64 - 1), workers=np.int32(1))
    assert len(out["stake"]) == 5
    assert same(simulate("ddz3", 5, seed=2**64 - 1, workers=None), out)


# ============================================================================ Ctrl-C

# The compiled core is loaded before "started": a Ctrl-C while it loads would be
# an ImportError ('initialization failed', the binding library's), not the run's interruption.
INTERRUPTED_RUN = """
import sys, paigen, paigen.doudizhu
print("started", flush=True)
paigen.simulate("ddz4", 10**8, seed=1, workers={workers})  # some 10 minutes of deals
"""


# Ctrl-C ends a run within subprocesses.ctrl_c_bound() (2 s, stretched on a loaded
# machine); typically 0.4 s.


@pytest.mark.parametrize("workers", [1, 2])
def test_ctrl_c_stops_a_long_run(workers):
    # one second after it started: well into the run (and, with workers, the pool up)
    args = ["python", "-c", INTERRUPTED_RUN.format(workers=workers)]
    elapsed, _, err = subprocesses.interrupt_when_started(args, settle=1.0, timeout=30)
    assert err.rstrip().endswith("KeyboardInterrupt"), err
    assert elapsed < subprocesses.ctrl_c_bound(), f"{elapsed:.2f} s from Ctrl-C to the end of the run"
