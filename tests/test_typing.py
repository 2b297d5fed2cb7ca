"""Users' code type-checks under ``mypy --strict``: the docs' masked random
player (``g.hands[g.to_move]``: ``to_move`` is ``int | Any``, typeshed's
"Any trick", since it is None only once the deal is over), and the types of
``Observation.encode(format)``, the vector envs' ``game(i)`` and the AEC
environments' ``env()``, checked with ``assert_type``."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("mypy")

ROOT = Path(__file__).resolve().parent.parent

TYPES = """
from typing import Any

import numpy as np
from numpy.typing import NDArray
from typing_extensions import assert_type

import paigen.doudizhu as dd
import paigen.lukfu as lf
from paigen.envs import VectorDouDizhu, VectorLukFu, doudizhu_v0, lukfu_v0

g = dd.Game(3, seed=1)
seat: int = g.to_move
hand: dd.Hand = g.hands[g.to_move]
if g.to_move is not None:
    nxt: int = g.to_move + 1
h = lf.Game(seed=1)
lf_hand: lf.Hand = h.hands[h.to_move]
obs = g.observation()
assert_type(obs.encode(), NDArray[np.int8])
assert_type(obs.encode("paigen"), NDArray[np.int8])
douzero = obs.encode("douzero")
assert_type(douzero, dd.DouZeroObservation)
assert_type(douzero["x_batch"], NDArray[np.float32])
assert_type(douzero["legal_actions"], list[list[int]])
rlcard = obs.encode("rlcard")
assert_type(rlcard, dd.RLCardState)
assert_type(rlcard["raw_obs"]["self"], int)
assert_type(rlcard["legal_actions"], dict[int, NDArray[np.int8]])
assert_type(lf.Game(seed=1).observation().encode(), NDArray[np.int8])
assert_type(VectorDouDizhu(2).game(0), dd.Game)
assert_type(VectorLukFu(2).game(0), lf.Game)
env = doudizhu_v0.env()
assert_type(env.unwrapped.space, dd.ActionSpace)
assert_type(env.unwrapped.game, dd.Game)
assert_type(lukfu_v0.env().unwrapped.game, lf.Game)
env.reset(seed=1)
last, reward, terminated, truncated, info = env.last()
assert_type(reward, float)
assert_type(terminated, bool)
for agent in env.agent_iter():
    assert_type(agent, str)
    env.step(None)
"""


def docs_snippet(page: str, marker: str) -> str:
    """The doctest block of docs/`page` holding `marker`, as a script (the
    doctest prompts dropped, the expected output lines too)."""
    text = (ROOT / "docs" / page).read_text()
    for block in re.findall(r"```\{doctest\}\n(.*?)```", text, re.S):
        if marker in block:
            lines = [line[4:] for line in block.splitlines() if line.startswith((">>> ", "... "))]
            return "\n".join(lines) + "\n"
    raise AssertionError(f"no doctest block of docs/{page} holds {marker!r}")


def mypy_strict(tmp_path: Path, name: str, code: str) -> subprocess.CompletedProcess[str]:
    path = tmp_path / f"{name}.py"
    path.write_text(code)
    command = [sys.executable, "-m", "mypy", "--strict", "--cache-dir", str(tmp_path / "cache"), str(path)]
    return subprocess.run(command, capture_output=True, text=True, timeout=300, cwd=tmp_path)


def test_the_docs_player_and_the_types_pass_mypy_strict(tmp_path):
    player = docs_snippet("observation.md", "g.hands[g.to_move]")
    assert "space.mask(g.hands[g.to_move], g.last_move)" in player
    player = "import numpy as np\nimport paigen.doudizhu as dd\n" + player
    out = mypy_strict(tmp_path, "player", player + TYPES)
    assert out.returncode == 0, out.stdout + out.stderr


def test_mypy_would_catch_a_wrong_type(tmp_path):
    """The check can fail: a wrong assert_type is reported."""
    code = "import paigen.doudizhu as dd\nfrom typing_extensions import assert_type\n"
    code += "assert_type(dd.Game(3).observation().encode('douzero'), dd.RLCardState)\n"
    out = mypy_strict(tmp_path, "wrong", code)
    assert out.returncode == 1 and "[assert-type]" in out.stdout
