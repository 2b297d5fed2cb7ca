"""Environment steps per second: paigen's vectorised 3-player Dou Dizhu
environment driven by a numpy random policy (observations and legal ids every
step), against a plain Python loop stepping ``Game`` objects with random legal
choices and no observations, RLCard's Dou Dizhu environment and DouZero's
(both with random legal actions). A step is one decision (a bid or a move) of
one game; the vector env counts ``num_envs`` steps per call.

Every benchmark checks what it played (never a timing): the vector env's
rewards of ended deals are zero-sum and non-zero, the loops finish deals.

Run:

* ``python -m pytest benchmarks/bench_envs.py --benchmark-enable``;
* ``python -m benchmarks.bench_envs [SECONDS]`` for a table of steps/s of each,
  measured in turns for a noisy machine, and the ratios of the vector env to
  the others (the figures the README quotes).
"""

from __future__ import annotations

import importlib.util
import random
import sys
import time
from collections.abc import Callable

import numpy as np
import pytest

from paigen import doudizhu as dd
from paigen.envs import VectorDouDizhu

NUM_ENVS = 1024
HAVE_RLCARD = importlib.util.find_spec("rlcard") is not None
HAVE_DOUZERO = importlib.util.find_spec("douzero") is not None


def random_policy(obs: dict[str, np.ndarray], rng: np.random.Generator) -> np.ndarray:
    """One uniformly random legal id per game, in numpy. A game whose deal just
    ended has no ids and takes any action: it gets a neighbour's (``take``
    clips its index), which the env ignores."""
    offsets, ids = obs["action_offsets"], obs["action_ids"]
    counts = np.diff(offsets)
    picks = offsets[:-1] + (rng.random(len(counts)) * counts).astype(np.int64)
    return ids.take(picks, mode="clip") if len(ids) else np.zeros(len(counts), np.int32)


class VectorRun:
    """The vector env stepped by the numpy policy; counts steps and ended deals."""

    def __init__(self, threads: int | None = 1) -> None:
        self.env = VectorDouDizhu(NUM_ENVS, seed=1, threads=threads)
        self.rng = np.random.default_rng(0)
        self.obs, _ = self.env.reset()
        self.steps = self.deals = 0
        self.returns = np.zeros((NUM_ENVS, self.env.players), np.float64)  # checked by check()

    def __call__(self, calls: int = 20) -> int:
        for _ in range(calls):
            self.obs, rewards, terminated, _, _ = self.env.step(random_policy(self.obs, self.rng))
            self.steps += NUM_ENVS
            self.returns += rewards
            self.deals += int(np.count_nonzero(terminated))
        return self.steps

    def check(self) -> None:
        """What the steps played: deals ended, and their payoffs are zero-sum
        game by game and not all zero (a deal always pays, S4)."""
        assert self.deals > 0
        assert (self.returns.sum(axis=1) == 0).all() and self.returns.any()


class GameLoop:
    """Plain Python: Game objects, random legal bids and moves, no observations."""

    def __init__(self) -> None:
        self.rng = random.Random(0)
        self.game = dd.Game(3, seed=0)
        self.steps = self.deals = 0

    def __call__(self, steps: int = 20_000) -> int:
        rng, game = self.rng, self.game
        for _ in range(steps):
            if game.phase == "over":
                self.deals += 1
                game = dd.Game(3, seed=self.deals)
            if game.phase == "bidding":
                game.bid(rng.choice(game.legal_bids()))
            else:
                moves = game.legal_moves()
                game.play(moves[rng.randrange(len(moves))])
        self.game = game
        self.steps += steps
        return self.steps


class RLCardLoop:
    """RLCard 1.2.0's Dou Dizhu environment with random legal actions."""

    def __init__(self) -> None:
        import rlcard

        self.env = rlcard.make("doudizhu", config={"seed": 0})
        self.rng = random.Random(0)
        self.state, _ = self.env.reset()
        self.steps = self.deals = 0

    def __call__(self, steps: int = 200) -> int:
        for _ in range(steps):
            actions = list(self.state["legal_actions"])
            self.state, _ = self.env.step(actions[self.rng.randrange(len(actions))])
            if self.env.is_over():
                self.deals += 1
                self.state, _ = self.env.reset()
        self.steps += steps
        return self.steps


class DouZeroLoop:
    """DouZero 1.1.0's environment (its get_obs features every step) with random legal actions."""

    def __init__(self) -> None:
        from douzero.env.env import Env

        np.random.seed(0)  # DouZero deals with numpy's global generator
        self.env = Env("adp")
        self.rng = random.Random(0)
        self.obs = self.env.reset()
        self.steps = self.deals = 0

    def __call__(self, steps: int = 200) -> int:
        for _ in range(steps):
            legal = self.obs["legal_actions"]
            self.obs, _, done, _ = self.env.step(legal[self.rng.randrange(len(legal))])
            if done:
                self.deals += 1
                self.obs = self.env.reset()
        self.steps += steps
        return self.steps


RUNS: dict[str, Callable[[], Callable[[], int]]] = {
    "vector env, 1 thread": lambda: VectorRun(threads=1),
    "vector env, default threads": lambda: VectorRun(threads=None),
    "Game loop": GameLoop,
    **({"RLCard env": RLCardLoop} if HAVE_RLCARD else {}),
    **({"DouZero env": DouZeroLoop} if HAVE_DOUZERO else {}),
}


@pytest.mark.parametrize("name", list(RUNS))
def test_steps(benchmark, name):
    run = RUNS[name]()
    steps = benchmark(run)
    assert steps == run.steps > 0  # type: ignore[attr-defined]
    if isinstance(run, VectorRun):
        while run.deals == 0:  # a deal takes about 60 steps; one benchmark round is 20
            run()
        run.check()


def test_every_run_finishes_deals():
    for name, make in RUNS.items():
        run = make()
        while run.deals == 0:  # type: ignore[attr-defined]
            run()
        assert run.deals > 0, name  # type: ignore[attr-defined]
        if isinstance(run, VectorRun):
            run.check()


def rates(seconds: float) -> dict[str, float]:
    """Steps per second of each run: turns of about seconds/10 each, the best turn kept."""
    runs = {name: make() for name, make in RUNS.items()}
    best = dict.fromkeys(runs, 0.0)
    for _ in range(5):
        for name, run in runs.items():
            start_steps, start = run.steps, time.perf_counter()  # type: ignore[attr-defined]
            while time.perf_counter() - start < seconds / (5 * len(runs)):
                run()
            rate = (run.steps - start_steps) / (time.perf_counter() - start)  # type: ignore[attr-defined]
            best[name] = max(best[name], rate)
    for run in runs.values():
        if isinstance(run, VectorRun):
            run.check()
    return best


def main() -> None:
    from tests.helpers.timings import machine_header

    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 30.0
    print(machine_header())
    best = rates(seconds)
    vector = best["vector env, 1 thread"]
    print(f"{'':32}{'steps/s':>14}{'1-thread vector env / this':>30}")
    for name, rate in best.items():
        print(f"{name:32}{rate:>14,.0f}{vector / rate:>30,.1f}")


if __name__ == "__main__":
    main()
