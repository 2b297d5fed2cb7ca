"""Compiled objects shared between threads (issue 15, item 2; README
"Threads"): a vector env called from a second thread while it steps raises a
RuntimeError naming it instead of racing; Games, Agents and ActionSpaces
used from several threads at once stay whole; step() works from a copy of
its actions. Every test bounds its threads and time."""

from __future__ import annotations

import contextlib
import pickle
import threading
import time
from typing import Any, Callable

import numpy as np
import pytest

from paigen import doudizhu as dd
from paigen import lukfu as lf
from paigen._core import doudizhu as core_dd
from paigen._core import lukfu as core_lf
from paigen.errors import IllegalMoveError
from tests.helpers.threads import run_threads

SECONDS = 1.5  # per hammering test
THREADS = 4


def hammer(work: Callable[[int], None], seconds: float = SECONDS) -> list[BaseException]:
    """Runs work(thread) in THREADS threads for `seconds`; the unexpected errors."""
    errors: list[BaseException] = []
    end = time.monotonic() + seconds

    def run(t: int) -> None:
        while time.monotonic() < end:
            try:
                work(t)
            except BaseException as e:  # collected for the assertion
                errors.append(e)
                return

    run_threads(run, THREADS, timeout=seconds + 60)
    return errors


@pytest.mark.parametrize("module", [core_dd, core_lf], ids=["dd", "lf"])
def test_vector_env_from_several_threads(module: Any) -> None:
    env = module.VectorEnv(4096, seed=1, masks=True, threads=2)
    env.reset(seed=1)
    refused = []

    def work(t: int) -> None:
        try:
            if t == 0:
                env.reset(seed=t)
            else:
                env.step(env.agent_actions("random"))
        except RuntimeError as e:
            refused.append(e)
        except IllegalMoveError:
            pass  # another thread stepped between agent_actions() and step()

    assert hammer(work) == []
    assert all("VectorEnv is in use by another thread" in str(e) for e in refused)
    # Still whole: a reset and a full step from it work.
    obs, _ = env.reset(seed=5)
    env.step(env.agent_actions("random"))
    assert obs["observation"].shape[0] == 4096


def test_in_use_error_names_the_object() -> None:
    env = core_dd.VectorEnv(1 << 16, seed=1, threads=1)
    env.reset(seed=1)
    actions = env.agent_actions("random")
    caught: list[str] = []
    stop = time.monotonic() + 20

    def poke() -> None:
        while time.monotonic() < stop and not caught:
            try:
                env.num_envs  # noqa: B018  (a property, not guarded: always answers)
                env.agent_actions("random")
            except RuntimeError as e:
                caught.append(str(e))

    th = threading.Thread(target=poke, daemon=True)
    th.start()
    while time.monotonic() < stop and not caught:
        try:
            env.step(actions)
        except RuntimeError as e:
            caught.append(str(e))
        except IllegalMoveError:
            actions = env.agent_actions("random")
    th.join(30)
    assert caught, "no call ever met the env in use"
    assert caught[0].startswith("this Dou Dizhu VectorEnv is in use by another thread")


def test_step_works_from_a_copy_of_the_actions() -> None:
    """A thread changing the actions array while step() runs cannot make the
    env apply an action it did not check: every env stays in a state its
    own legal moves reach (its game replays)."""
    env = core_dd.VectorEnv(1 << 14, seed=3, threads=2)
    env.reset(seed=3)
    done = threading.Event()
    actions = np.zeros(env.num_envs, dtype=np.int32)

    def scribble() -> None:
        rng = np.random.default_rng(0)
        while not done.is_set():
            actions[:] = rng.integers(0, env.num_actions, env.num_envs, dtype=np.int32)

    th = threading.Thread(target=scribble, daemon=True)
    th.start()
    try:
        for _ in range(30):
            actions[:] = env.agent_actions("random")
            with contextlib.suppress(IllegalMoveError):
                env.step(actions)
    finally:
        done.set()
        th.join(30)
    # Every env's history replays through Game's own checks (game() replays it).
    for i in range(0, env.num_envs, 97):
        assert env.game(i).phase in ("bidding", "play", "over")


@pytest.mark.parametrize("module", [dd, lf], ids=["dd", "lf"])
def test_game_agent_space_from_several_threads(module: Any) -> None:
    """One Game, Agent and ActionSpace shared by 4 threads: plays on copies,
    decisions, searches and reads at once; the shared game is unchanged."""
    game = module.Game(seed=11) if module is lf else module.Game(3, seed=11)
    before = repr(game)
    agent = module.Agent("random", seed=1)
    space = dd.ActionSpace(3)

    def work(t: int) -> None:
        if t == 0:
            g = game.clone()
            for _ in range(400):
                ids = g.legal_action_ids()
                if len(ids) == 0:
                    break
                g.apply_action(int(ids[len(ids) // 2]))
        elif t == 1:
            game.perft(2)
        elif t == 2:
            agent.decide(game)
            space.decode(space.pass_id)
        else:
            game.legal_action_ids()
            pickle.loads(pickle.dumps(game))

    assert hammer(work) == []
    assert repr(game) == before
