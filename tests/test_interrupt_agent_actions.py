"""Ctrl-C and VectorEnv.agent_actions (issue 15, item 4): a call over many
games with a slow agent (a Dou Dizhu search agent: milliseconds a decision)
or over 2**20 games ends within a second of SIGINT, counted in CPU time, and
leaves the env as it was: it steps on without a reset. Each run is a
subprocess with bounded time and memory (tests/helpers/subprocesses.py)."""

from __future__ import annotations

import sys
import textwrap
import time

import pytest

from tests.helpers import subprocesses
from tests.helpers.sigint_clock import SIGINT_CLOCK

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")

SCRIPT = SIGINT_CLOCK + textwrap.dedent(
    """
    from paigen._core import {game} as core
    env = core.VectorEnv({envs}, seed=1, masks=False, observations=False, threads={threads})
    env.reset(seed=1)
    for _ in range({steps}):  # past the bidding, where the search agents search
        env.step(env.agent_actions("greedy"))
    print("ready", flush=True)
    calls = 0
    try:
        while True:
            env.agent_actions("{agent}")
            calls += 1
    except KeyboardInterrupt:
        print("interrupted", cpu_since_sigint(), "calls", calls, flush=True)
    env.step(env.agent_actions("random"))  # no reset needed
    print("whole", flush=True)
    """
)

# (game, envs, agent, steps into the deal): a Dou Dizhu search agent takes
# about 5 ms a decision, so one call over 2**16 games takes minutes; Luk Fu's
# agents are fast, so its calls are over 2**20 games (tens of ms each).
RUNS = {
    "dd-pimc": ("doudizhu", 1 << 16, "pimc", 4),
    "dd-ismcts": ("doudizhu", 1 << 16, "ismcts", 4),
    "lf-greedy": ("lukfu", 1 << 20, "greedy", 0),
}


@pytest.mark.parametrize("threads", [1, 2])
@pytest.mark.parametrize("run", sorted(RUNS))
def test_ctrl_c_ends_agent_actions_within_a_second(run: str, threads: int) -> None:
    game, envs, agent, steps = RUNS[run]
    script = SCRIPT.format(game=game, envs=envs, threads=threads, agent=agent, steps=steps)
    proc = subprocesses.start(["python", "-c", script])
    try:
        assert proc.stdout is not None
        line = proc.stdout.readline()
        if line.strip() != "ready":
            subprocesses.stop(proc)
            raise AssertionError(f"not under way: {line!r} {proc.stderr.read() if proc.stderr else ''}")
        time.sleep(1.5)  # well into a call
        # The wall time includes the step after and the exit (a second over
        # 2**20 games): the bound is on the CPU time the call spent.
        took, out, err = subprocesses.interrupt(proc, timeout=120)
    finally:
        subprocesses.stop(proc)
    print(f"{run}, {threads} threads: ended {took:.2f} s after Ctrl-C; {out.split()}")
    assert proc.returncode == 0, err[-2000:]
    words = out.split()
    spent = float(words[words.index("interrupted") + 1])
    assert spent < 1.0, f"agent_actions went on for {spent:.2f} s of CPU time after Ctrl-C"
    if agent != "greedy":  # the slow agents' first call was the one stopped
        assert words[words.index("calls") + 1] == "0", out
    assert words[-1] == "whole", out
