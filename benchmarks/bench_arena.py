"""paigen.arena.evaluate: games per second on its two engines, greedy against
random in every game.

Groups, one per game (``arena-ddz3``, ``arena-ddz4``, ``arena-lukfu``):

* ``cpp``: ``evaluate(["greedy", "random"], deals=N_CPP)``, every agent
  built in, so each seating's deals are one ``_play_agents`` call in C++;
* ``python``: the same run with the built-ins decided through ``Game`` and
  ``Agent.decide`` (the engine any callable agent brings in; forced here), on
  the first N_PYTHON deals;
* ``callable``: ``evaluate([first_legal, "random"], deals=N_PYTHON)``, a
  Python callable ``agent(observation)`` that bids 3 (says play) and plays its
  first legal move.

``benchmark.extra_info`` holds ``games`` and, when timing is enabled,
``games_per_second`` (mean time).

What is asserted (never a timing): the ``python`` run plays the very games of
the ``cpp`` one (the same payoffs, game by game, on its deals); greedy wins
more than half of the games against random, with the interval's low end above
one half; the callable's run is zero-sum, and its games replay through
``ArenaResult.replay``.

Run ``python -m benchmarks.bench_arena`` for a table: games/s per engine and
game, and the ratio of the C++ engine to each Python one (min of interleaved
repeats, for a shared, noisy machine), or ``python -m pytest
benchmarks/bench_arena.py --benchmark-enable``.
"""

from __future__ import annotations

import functools
import sys
from unittest import mock

import numpy as np
import pytest

from paigen import arena
from paigen import doudizhu as dd
from paigen._games import NAMES
from paigen.arena import _evaluate
from tests.helpers.timings import best_seconds, machine_header

N_CPP = 2000  # deals; x 6 seatings (ddz4: x 14) games
N_PYTHON = 100
SEED = 20_261_201
AGENTS = ["greedy", "random"]


def first_legal(obs):
    """Bids 3 (Luk Fu: says play), then plays the first legal move (a reply's pass)."""
    if obs.phase == "bidding":
        return dd.ActionSpace(obs.players, obs.variant).bid_id(max(obs.legal_bids))
    if obs.phase == "calling":
        return True
    return obs.legal_moves[0]


def run_cpp(game: str, deals: int = N_CPP) -> arena.ArenaResult:
    return arena.evaluate(AGENTS, game=game, deals=deals, seed=SEED)


def run_python(game: str, deals: int = N_PYTHON) -> arena.ArenaResult:
    with mock.patch.object(_evaluate, "_engine", return_value="python"):
        return arena.evaluate(AGENTS, game=game, deals=deals, seed=SEED)


def run_callable(game: str, deals: int = N_PYTHON) -> arena.ArenaResult:
    return arena.evaluate([first_legal, "random"], game=game, deals=deals, seed=SEED)


@functools.cache
def expected_cpp(game: str) -> arena.ArenaResult:
    result = run_cpp(game)
    check_greedy(result)
    return result


def check_greedy(result: arena.ArenaResult) -> None:
    assert result["greedy"].wp_ci[0] > 0.5 > result["random"].wp_ci[1]
    assert (result.payoffs.sum(axis=-1) == 0).all()


def check_python(result: arena.ArenaResult, game: str) -> None:
    cpp = expected_cpp(game)
    assert np.array_equal(result.payoffs, cpp.payoffs[: result.deals])
    assert np.array_equal(result.role_seat, cpp.role_seat[: result.deals])


def check_callable(result: arena.ArenaResult) -> None:
    assert list(result) == ["first_legal", "random"]
    assert (result.payoffs.sum(axis=-1) == 0).all()
    for deal, seating in ((0, 0), (result.deals - 1, len(result.seatings) - 1)):
        assert result.replay(deal, seating).payoffs == result.payoffs[deal, seating].tolist()


# --------------------------------------------------------------------------
# pytest-benchmark
# --------------------------------------------------------------------------


def _params():
    return [pytest.param(g, marks=pytest.mark.benchmark(group=f"arena-{g}"), id=g) for g in NAMES]


def _rate(benchmark, result: arena.ArenaResult) -> None:
    benchmark.extra_info["games"] = result.games
    if benchmark.enabled and benchmark.stats is not None:
        benchmark.extra_info["games_per_second"] = result.games / benchmark.stats.stats.mean


@pytest.mark.parametrize("game", _params())
def test_cpp(benchmark, game):
    expected = expected_cpp(game)
    result = benchmark(run_cpp, game)
    assert result == expected and np.array_equal(result.payoffs, expected.payoffs)
    _rate(benchmark, result)


@pytest.mark.parametrize("game", _params())
def test_python(benchmark, game):
    result = benchmark.pedantic(run_python, args=(game,), rounds=3, iterations=1)
    check_python(result, game)
    _rate(benchmark, result)


@pytest.mark.parametrize("game", _params())
def test_callable(benchmark, game):
    result = benchmark.pedantic(run_callable, args=(game,), rounds=3, iterations=1)
    check_callable(result)
    _rate(benchmark, result)


# --------------------------------------------------------------------------
# Script mode
# --------------------------------------------------------------------------


def main(argv=None) -> int:
    import argparse

    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("-r", "--repeat", type=int, default=3, help="interleaved repeats (min is kept)")
    args = ap.parse_args(argv)

    print(machine_header())
    print(f"one core; greedy against random; min of {args.repeat} interleaved repeats\n")
    print(
        f"{'game':6s} {'engine':9s} {'deals':>6s} {'games':>7s} {'games/s':>10s} {'deals/s':>9s} "
        f"{'C++ / this':>10s}"
    )
    for game in NAMES:
        results = {
            "cpp": expected_cpp(game),
            "python": run_python(game),
            "callable": run_callable(game),
        }
        check_python(results["python"], game)
        check_callable(results["callable"])
        best = best_seconds(
            {
                "cpp": functools.partial(run_cpp, game),
                "python": functools.partial(run_python, game),
                "callable": functools.partial(run_callable, game),
            },
            args.repeat,
        )
        cpp_rate = results["cpp"].games / best["cpp"]
        for engine, result in results.items():
            rate = result.games / best[engine]
            print(
                f"{game:6s} {engine:9s} {result.deals:6d} {result.games:7d} {rate:10,.0f} "
                f"{result.deals / best[engine]:9,.0f} {cpp_rate / rate:9.0f}x"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
