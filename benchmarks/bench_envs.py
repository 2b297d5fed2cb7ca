"""Environment steps per second: paigen's vectorised 3-player Dou Dizhu
environment driven by a numpy random policy (observations and legal ids every
step), against a plain Python loop stepping ``Game`` objects with random legal
choices and no observations, RLCard's Dou Dizhu environment and DouZero's
(both with random legal actions). A step is one decision (a bid or a move) of
one game; the vector env counts ``num_envs`` steps per call.

The one-seat rows (``seat=0``) count seat 0's decisions only, the opponents'
in between included in the time: random opponents played by the core (a
built-in name) or by a batch agent in numpy, asked from Python; they are
compared with each other only.

Rows compare equal calls: the peers step one game per call, and so does the
vector env of one game (``num_envs=1``), the row their ratios are taken
against; the rows of 1,024 games per call (one thread, no observations, the
default threads) are compared with one another only.

Every benchmark checks what it played (never a timing): the vector env's
rewards of ended deals are zero-sum and non-zero, the loops finish deals.

Run:

* ``python -m pytest benchmarks/bench_envs.py --benchmark-enable``;
* ``python -m benchmarks.bench_envs [SECONDS]`` for a table of steps per
  second of CPU time (``time.process_time``, every thread of the process) of
  each, measured in interleaved turns, and the ratios (the figures the README
  quotes).
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

    def __init__(self, threads: int | None = 1, num_envs: int = NUM_ENVS, observations: bool = True) -> None:
        self.env = VectorDouDizhu(num_envs, seed=1, threads=threads, observations=observations)
        self.rng = np.random.default_rng(0)
        self.obs, _ = self.env.reset()
        self.steps = self.deals = 0
        self.calls = 20 * NUM_ENVS // num_envs  # the same steps per round whatever num_envs
        self.returns = np.zeros((num_envs, self.env.players), np.float64)  # checked by check()

    def __call__(self) -> int:
        for _ in range(self.calls):
            self.obs, rewards, terminated, _, _ = self.env.step(random_policy(self.obs, self.rng))
            self.steps += self.env.num_envs
            self.returns += rewards
            self.deals += int(np.count_nonzero(terminated))
        return self.steps

    def check(self) -> None:
        """What the steps played: deals ended, and their payoffs are zero-sum
        game by game and not all zero (a deal always pays, S4)."""
        assert self.deals > 0
        assert (self.returns.sum(axis=1) == 0).all() and self.returns.any()


class RandomBatchOpponent:
    """A batch agent in numpy (the random policy): what a Python opponent of the
    one-seat mode costs beyond the core, against a built-in agent's name."""

    def __init__(self) -> None:
        self.rng = np.random.default_rng(2)

    def act(self, observations: np.ndarray, legal: tuple[np.ndarray, np.ndarray]) -> np.ndarray:
        ids, offsets = legal
        return random_policy({"action_ids": ids, "action_offsets": offsets}, self.rng)


class SeatRun(VectorRun):
    """The one-seat mode (seat 0; the other seats played by `opponents`): a step
    is one of seat 0's decisions, the opponents' decisions in between included."""

    def __init__(self, opponents: object) -> None:
        self.env = VectorDouDizhu(NUM_ENVS, seed=1, threads=1, seat=0, opponents=opponents)
        self.rng = np.random.default_rng(0)
        self.obs, _ = self.env.reset()
        self.steps = self.deals = 0
        self.calls = 20
        self.returns = np.zeros(NUM_ENVS, np.float64)

    def check(self) -> None:
        """Deals ended and seat 0 won or lost money in some (a deal always pays, S4)."""
        assert self.deals > 0 and self.returns.any()


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


PER_GAME = "vector env, 1 game a call"
BATCHED = "vector env, 1,024 a call"
SEAT_BUILTIN = "one seat, 1,024 a call, opponents='random'"
SEAT_PYTHON = "one seat, 1,024 a call, numpy batch opponent"
RUNS: dict[str, Callable[[], Callable[[], int]]] = {
    PER_GAME: lambda: VectorRun(threads=1, num_envs=1),
    BATCHED: lambda: VectorRun(threads=1),
    BATCHED + ", observations=False": lambda: VectorRun(threads=1, observations=False),
    BATCHED + ", default threads": lambda: VectorRun(threads=None),
    SEAT_BUILTIN: lambda: SeatRun("random"),
    SEAT_PYTHON: lambda: SeatRun(RandomBatchOpponent()),
    "Game loop (1 game a call)": GameLoop,
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
    """Steps per second of CPU time of each run: five interleaved turns of
    about seconds / 5 shared among the runs, the best turn kept."""
    runs = {name: make() for name, make in RUNS.items()}
    best = dict.fromkeys(runs, 0.0)
    for _ in range(5):
        for name, run in runs.items():
            start_steps, start = run.steps, time.process_time()  # type: ignore[attr-defined]
            while time.process_time() - start < seconds / (5 * len(runs)):
                run()
            rate = (run.steps - start_steps) / (time.process_time() - start)  # type: ignore[attr-defined]
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
    print(f"steps per second of CPU time; ratios of equal calls only\n{'':46}{'steps/s':>12}  ratio")
    for name, rate in best.items():
        if name.startswith(BATCHED):
            ratio = f"{rate / best[BATCHED]:.2f}x the 1,024-game row"
        elif name in (PER_GAME, SEAT_BUILTIN):
            ratio = ""
        elif name == SEAT_PYTHON:
            ratio = f"{rate / best[SEAT_BUILTIN]:.2f}x the built-in opponents' row"
        else:
            ratio = f"1-game vector env {best[PER_GAME] / rate:,.1f}x this"
        print(f"{name:46}{rate:>12,.0f}  {ratio}")


if __name__ == "__main__":
    main()
