"""paigen's exact Dou Dizhu solver (``dd.solve``) through its Python API.

Groups:

* ``solve-puzzles``: the hand-checked endgames of ``tests/data/puzzles.txt``.
* ``solve-8cards-3p``: 40 seeded random 3-player endgames, 8 cards in each hand,
  a random landlord leading (real shuffled decks).

Each benchmark solves every position of its group once per round (the solver
keeps its table of proven positions between calls, so later rounds are the
cost of a search that has seen the positions before; one round measures a
first sight). ``benchmark.extra_info`` holds ``positions`` and ``nodes`` (of the
last round).

What is asserted (never a timing): every position solved; each result's parts
agree (the win exactly when a move wins, the winning moves those whose value is
a win); the puzzles' answers and winning moves those of the file.

The bare core's times per position (median, max, nodes; no Python) are the C++
program ``cpp/bench/bench_solve.cpp`` (CMake option ``PAIGEN_BENCH``):
``bench_solve 8 500`` for 8-card hands, ``bench_solve 10 100`` for 10.

Run ``python -m pytest benchmarks/bench_solve.py --benchmark-enable`` to measure.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

from paigen import doudizhu as dd
from tests.helpers.puzzles import PUZZLES, Puzzle

DECK = "3456789TJQKA2" * 4 + "BR"


def random_endgames(count: int, cards: int, seed: int) -> list[dd.Game]:
    rng = np.random.default_rng(seed)
    games = []
    for _ in range(count):
        deck = "".join(rng.permutation(list(DECK)))
        hands = [deck[i * cards : (i + 1) * cards] for i in range(3)]
        games.append(dd.endgame(hands, landlord=int(rng.integers(3))))
    return games


def puzzle_game(p: Puzzle) -> dd.Game:
    return dd.endgame(p.hands, p.landlord, p.to_move, p.last, p.last_seat, variant=p.variant)


def solve_all(games: list[dd.Game]) -> list[Any]:
    return [dd.solve(g) for g in games]


def check(results: list[Any]) -> None:
    for r in results:
        assert r.solved
        assert r.win == any(v is True for v in r.values)
        assert list(r.winning_moves) == [m for m, v in zip(r.moves, r.values) if v is True]


@pytest.mark.benchmark(group="solve-puzzles")
def test_solve_puzzles(benchmark: Any) -> None:
    games = [puzzle_game(p) for p in PUZZLES]
    results = benchmark(solve_all, games)
    check(results)
    for p, r in zip(PUZZLES, results):
        assert r.win == p.win and {m.cards or "pass" for m in r.winning_moves} == p.winning, p.line
    benchmark.extra_info.update(positions=len(games), nodes=sum(r.nodes for r in results))


@pytest.mark.benchmark(group="solve-8cards-3p")
def test_solve_8_cards_each(benchmark: Any) -> None:
    games = random_endgames(40, 8, seed=1)
    results = benchmark(solve_all, games)
    check(results)
    benchmark.extra_info.update(positions=len(games), nodes=sum(r.nodes for r in results))
