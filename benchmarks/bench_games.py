"""paigen whole-deal engines: random playouts (``paigen.simulate``) and perft,
for Dou Dizhu with 3 and 4 players and Luk Fu.

Groups:

* ``playouts``: ``paigen.simulate(game, N_DEALS, SEED)`` for ``ddz3``, ``ddz4``
  and ``lukfu``: 20,000 whole seeded deals with uniformly random legal choices
  (bids or calls, plays, passes, discards), played in C++ on one core.
* ``perft-ddz3``, ``perft-ddz4``, ``perft-lukfu``: ``Game(seed=1).perft(depth)``
  from a fresh seeded deal, at a depth that takes about 0.1-0.5 s (``ddz3`` 10,
  ``ddz4`` 8, ``lukfu`` 9); one group per game, as the node counts differ.

``benchmark.extra_info`` holds ``deals`` / ``nodes`` and, when timing is
enabled, ``deals_per_second`` / ``nodes_per_second`` (mean time).

What is asserted (never a timing), outside the timed calls except where noted:

* playouts (every run's result): one array per outcome field, all of length
  ``N_DEALS``; the same arrays as a first run with the same seed, and deal i is
  the same when played alone in a chunk (``paigen._simulate._play``), so results do not
  depend on how a run is split.  Dou Dizhu: ``landlord_won`` is bool, the
  landlord a seat, bid 1-3 (S1), multiplier a power of two (S2/S3), stake = bid
  x multiplier (S4), moves > 0, deals >= 1, and the payoffs (S4) sum to zero per
  deal; both sides win some deals.  Luk Fu: no dealt game ends void (A2, E1
  deal again), each has a winner seat with total >= 6 (R1, E2), the caller is a
  seat, moves > 0, deals > the E1 redeals (ran_out), and the payoffs (E3) sum to
  zero per deal.
* perft: the timed count is the golden count of ``tests/data/perft.txt``,
  equals the sum of ``divide`` at that depth (one count per first decision) and
  is at least perft one level shallower (a finished deal stays a leaf).

Acceptance: ``paigen.simulate`` plays at least 100,000 random 3-player
Dou Dizhu deals per second on one core.

Run:

* ``python -m pytest benchmarks/bench_games.py --benchmark-enable`` to measure
  (``pyproject.toml`` passes ``--benchmark-disable``, so a plain run executes
  each benchmark once as a test);
* ``python -m benchmarks.bench_games`` for a table: deals/s per game, perft
  nodes/s, and the acceptance figure (CPU time, min of interleaved repeats,
  for a shared, noisy machine; ``--strict`` exits 1 if it is missed).
"""

from __future__ import annotations

import functools
import sys
from pathlib import Path

import numpy as np
import pytest

import paigen
from paigen import doudizhu as dd
from paigen import lukfu as lf
from paigen._games import GAMES, NAMES
from paigen._simulate import _play
from tests.helpers.timings import best_seconds, machine_header

N_DEALS = 20_000
SEED = 20_260_401
PERFT_SEED = 1
PERFT_DEPTH = {"ddz3": 10, "ddz4": 8, "lukfu": 9}  # ~0.1-0.5 s each
PERFT_DATA = Path(__file__).resolve().parent.parent / "tests" / "data" / "perft.txt"
TARGET_DDZ3_DEALS_PER_S = 100_000  # acceptance: 3p Dou Dizhu playouts, one core

DDZ_FIELDS = {"landlord", "landlord_won", "bid", "multiplier", "stake", "moves", "deals"}
LUKFU_FIELDS = {"winner", "caller", "total", "points", "void", "moves", "deals", "ran_out"}


def new_game(game: str, seed: int = PERFT_SEED):
    return lf.Game(seed=seed) if game == "lukfu" else dd.Game(GAMES[game].players, seed=seed)


# --------------------------------------------------------------------------
# Checks of the outcomes
# --------------------------------------------------------------------------


def payoffs(game: str, out: dict) -> np.ndarray:
    """Net result per deal and seat, (n, seats), from the outcome fields alone."""
    n = len(out["moves"])
    rows = np.arange(n)
    if game == "lukfu":  # E3
        pay = np.zeros((n, 3), dtype=np.int64)
        won = ~out["void"]
        points = out["points"].astype(np.int64)  # E2, from the engine
        caller, winner = out["caller"].astype(np.int64), out["winner"].astype(np.int64)
        by_caller = won & (winner == caller)
        pay[by_caller] = -points[by_caller, None]  # each loser pays the caller the points
        pay[rows[by_caller], caller[by_caller]] = 2 * points[by_caller]
        other = won & ~by_caller  # the caller pays the winner twice the points
        pay[rows[other], winner[other]] = 2 * points[other]
        pay[rows[other], caller[other]] = -2 * points[other]
        return pay
    players = GAMES[game].players  # S4: each other player pays or is paid the stake
    sign = np.where(out["landlord_won"], 1, -1) * out["stake"].astype(np.int64)
    pay = np.repeat(-sign[:, None], players, axis=1)
    pay[rows, out["landlord"].astype(np.int64)] = (players - 1) * sign
    return pay


def check_outcomes(game: str, out: dict, n: int) -> None:
    fields = LUKFU_FIELDS if game == "lukfu" else DDZ_FIELDS
    assert set(out) == fields
    assert all(len(v) == n for v in out.values())
    assert (out["moves"] > 0).all() and (out["deals"] >= 1).all()
    if game == "lukfu":
        assert out["void"].dtype == np.bool_ and not out["void"].any()  # A2, E1: dealt again
        assert np.isin(out["winner"], (0, 1, 2)).all()
        assert (out["total"] >= 6).all()  # R1: a claim needs six
        assert (out["points"] == out["total"].astype(np.int64) - 5).all()  # E2
        assert np.isin(out["caller"], (0, 1, 2)).all()
        assert ((out["ran_out"] >= 0) & (out["ran_out"] < out["deals"])).all()
    else:
        players = GAMES[game].players
        assert out["landlord_won"].dtype == np.bool_
        assert 0 < out["landlord_won"].sum() < n  # both sides win some deals
        assert ((out["landlord"] >= 0) & (out["landlord"] < players)).all()
        assert np.isin(out["bid"], (1, 2, 3)).all()
        mult = out["multiplier"].astype(np.int64)
        assert ((mult >= 1) & (mult & (mult - 1) == 0)).all()  # 2 ** doublings
        assert np.array_equal(out["stake"], out["bid"].astype(np.int64) * mult)
    pay = payoffs(game, out)
    assert (pay.sum(axis=1) == 0).all()  # zero-sum
    if game == "lukfu":  # a void deal scores nothing, any other at least 1 point a loser
        assert (pay[out["void"]] == 0).all() and (pay[~out["void"]] != 0).any(axis=1).all()
    else:
        assert (pay != 0).all()  # stake >= 1


def same(a: dict, b: dict) -> bool:
    return set(a) == set(b) and all(np.array_equal(a[k], b[k]) and a[k].dtype == b[k].dtype for k in a)


@functools.cache
def expected_outcomes(game: str, n: int = N_DEALS, seed: int = SEED) -> dict:
    """A first, checked run; its deals are also played in uneven chunks, which
    must give the very same outcomes."""
    out = paigen.simulate(game, n, seed)
    check_outcomes(game, out, n)
    cuts = [0, 1, 777, n // 2, n - 1, n]
    parts = [_play(game, seed, a, b - a) for a, b in zip(cuts, cuts[1:])]
    assert same(out, {k: np.concatenate([p[k] for p in parts]) for k in out})
    return out


def golden_perft(game: str, seed: int, depth: int) -> int:
    """The count of ``tests/data/perft.txt`` for Game(seed) of ``game`` at ``depth``
    (its lines: game, deal, depth, count; '#' comments)."""
    for line in PERFT_DATA.read_text().splitlines():
        fields = line.split("#", 1)[0].split()
        if fields[:3] == [game, f"seed={seed}", str(depth)]:
            return int(fields[3])
    raise LookupError(f"no golden perft count for {game} seed={seed} depth {depth} in {PERFT_DATA}")


@functools.cache
def expected_perft(game: str, depth: int) -> tuple[int, int]:
    """(perft at `depth`, perft at `depth` - 1) of Game(PERFT_SEED): the golden
    count, checked against the sum of divide at that depth."""
    split = new_game(game).divide(depth)
    assert split and all(count > 0 for count in split.values())
    total = golden_perft(game, PERFT_SEED, depth)
    assert sum(split.values()) == total, (game, depth, sum(split.values()), total)
    return total, new_game(game).perft(depth - 1)


# --------------------------------------------------------------------------
# pytest-benchmark
# --------------------------------------------------------------------------


def _params(group: str):
    """One parameter per game, in ``group``; ``{game}`` in it makes a group per game."""
    return [pytest.param(g, marks=pytest.mark.benchmark(group=group.format(game=g)), id=g) for g in NAMES]


def _rate(benchmark, key: str, count: int) -> None:
    if benchmark.enabled and benchmark.stats is not None:
        benchmark.extra_info[key] = count / benchmark.stats.stats.mean


@pytest.mark.parametrize("game", _params("playouts"))
def test_playouts(benchmark, game):
    expected = expected_outcomes(game)
    out = benchmark(paigen.simulate, game, N_DEALS, SEED)
    assert same(out, expected)
    benchmark.extra_info["deals"] = N_DEALS
    benchmark.extra_info["moves"] = int(out["moves"].sum())
    _rate(benchmark, "deals_per_second", N_DEALS)


@pytest.mark.parametrize("game", _params("perft-{game}"))
def test_perft(benchmark, game):
    depth = PERFT_DEPTH[game]
    total, shallower = expected_perft(game, depth)
    nodes = benchmark(new_game(game).perft, depth)
    assert nodes == total >= shallower > 0
    benchmark.extra_info["depth"] = depth
    benchmark.extra_info["nodes"] = nodes
    _rate(benchmark, "nodes_per_second", nodes)


# --------------------------------------------------------------------------
# Script mode
# --------------------------------------------------------------------------


def main(argv=None) -> int:
    import argparse

    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("-n", "--deals", type=int, default=100_000, help="deals per playout run")
    ap.add_argument("-r", "--repeat", type=int, default=5, help="interleaved repeats (min is kept)")
    ap.add_argument("--strict", action="store_true", help="exit 1 if the acceptance figure is missed")
    args = ap.parse_args(argv)

    print(machine_header())
    print(f"one core; min of {args.repeat} interleaved repeats\n")

    moves = {}
    for game in NAMES:  # checked once, outside the timing
        out = paigen.simulate(game, args.deals, SEED)
        check_outcomes(game, out, args.deals)
        moves[game] = int(out["moves"].sum())
    plays = best_seconds(
        {g: functools.partial(paigen.simulate, g, args.deals, SEED) for g in NAMES}, args.repeat
    )
    print(f"{'playouts':10s} {'deals':>8s} {'deals/s':>11s} {'us/deal':>8s} {'moves/deal':>10s}")
    for game in NAMES:
        s = plays[game]
        print(
            f"{game:10s} {args.deals:8d} {args.deals / s:11,.0f} {s / args.deals * 1e6:8.2f} "
            f"{moves[game] / args.deals:10.1f}"
        )

    nodes = {g: expected_perft(g, PERFT_DEPTH[g])[0] for g in NAMES}  # golden, and divide checked
    perfts = best_seconds(
        {g: functools.partial(lambda g: new_game(g).perft(PERFT_DEPTH[g]), g) for g in NAMES},
        max(1, args.repeat // 2),
    )
    print(f"\n{'perft':10s} {'seed':>4s} {'depth':>5s} {'nodes':>12s} {'seconds':>8s} {'M nodes/s':>10s}")
    for game in NAMES:
        s = perfts[game]
        print(
            f"{game:10s} {PERFT_SEED:4d} {PERFT_DEPTH[game]:5d} {nodes[game]:12d} {s:8.3f} "
            f"{nodes[game] / s / 1e6:10.1f}"
        )

    rate = args.deals / plays["ddz3"]
    ok = rate >= TARGET_DDZ3_DEALS_PER_S
    print(
        f"\nacceptance: paigen.simulate ddz3 {rate:,.0f} deals/s on one core, "
        f">= {TARGET_DDZ3_DEALS_PER_S:,}: {'met' if ok else 'not met on this CPU'}"
    )
    return 1 if (args.strict and not ok) else 0


if __name__ == "__main__":
    sys.exit(main())
