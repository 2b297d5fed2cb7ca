"""Every script of examples/ runs with --quick, in a subprocess bounded in time and
memory, and shows what it claims (the DMC example a rise in WP against random)."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
# Each example takes under 20 s on one idle core; the bound leaves room for a loaded CI machine.
TIMEOUT = 180
NEEDS = {
    "random_and_greedy.py": ["gymnasium"],
    "maskable_ppo.py": ["gymnasium", "torch", "sb3_contrib"],
    "arena_plot.py": ["matplotlib"],
}
# Measured with --quick, seeds 0-3: the WP against "random" rises from 0.51 to 0.62-0.68
# (3,000 games each side); a learner that learned nothing stays within 0.03 of 0.5.
MIN_WP_RISE = 0.06


def run_example(name: str, *args: str) -> str:
    for module in NEEDS.get(name, []):
        pytest.importorskip(module)
    env = dict(os.environ, OMP_NUM_THREADS="1", MPLBACKEND="Agg")
    limit = "import resource; resource.setrlimit(resource.RLIMIT_AS, (4 << 30, 4 << 30))"
    code = f"{limit}; import runpy, sys; sys.argv = {[name, '--quick', *args]!r}; "
    code += f"runpy.run_path({str(EXAMPLES / name)!r}, run_name='__main__')"
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=TIMEOUT, env=env, check=False
    )
    assert done.returncode == 0, done.stderr[-3000:]
    return done.stdout


def test_every_example_is_tested():
    tested = {"random_and_greedy.py", "deep_monte_carlo.py", "maskable_ppo.py", "parity_fuzz.py"}
    tested |= {"arena_plot.py", "search_bot.py"}
    assert {path.name for path in EXAMPLES.glob("*.py")} == tested


def test_random_and_greedy():
    out = run_example("random_and_greedy.py")
    rewards = dict(re.findall(r"(\w+) bot at seat 0: average reward ([-+.\d]+)", out))
    assert float(rewards["greedy"]) > float(rewards["random"])


def test_deep_monte_carlo_rises_against_random():
    out = run_example("deep_monte_carlo.py")
    before = float(re.search(r"before training: ([.\d]+)", out).group(1))
    after = float(re.search(r"after training: +([.\d]+)", out).group(1))
    assert abs(before - 0.5) < 0.05, out  # the untrained policy is the random one
    assert after - before >= MIN_WP_RISE, out


def test_maskable_ppo():
    out = run_example("maskable_ppo.py")
    assert "MaskablePPO after" in out


def test_parity_fuzz():
    out = run_example("parity_fuzz.py")
    assert "DISAGREE" in out and "minimal example" in out


def test_arena_plot(tmp_path):
    out = run_example("arena_plot.py", "--out", str(tmp_path / "arena.png"))
    assert "greedy: WP" in out
    assert (tmp_path / "arena.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_search_bot():
    out = run_example("search_bot.py")
    payoffs = dict(re.findall(r"(\w+): average payoff ([-+.\d]+)", out))
    assert set(payoffs) == {"greedy", "pimc"}
