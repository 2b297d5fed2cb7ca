"""paigen.arena.evaluate's runs: the same results over workers and shards,
progress, strict arguments, and Ctrl-C."""

from __future__ import annotations

import sys

import numpy as np
import pytest

from paigen import arena
from paigen import doudizhu as dd
from paigen._games import NAMES
from tests.helpers import arena_agents as agents
from tests.helpers import subprocesses
from tests.helpers.arena_runs import check_message, same_run
from tests.helpers.bounds import time_limit

bounded = time_limit(120)

# ============================================================================ workers, shards


@pytest.mark.parametrize("game", NAMES)
def test_the_same_result_whatever_the_workers_and_shards(game):
    whole = arena.evaluate(["greedy", "random"], game=game, deals=700, seed=31)
    assert same_run(arena.evaluate(["greedy", "random"], game=game, deals=700, seed=31, workers=2), whole)
    assert same_run(arena.evaluate(["greedy", "random"], game=game, deals=700, seed=31, shard_size=33), whole)
    assert not same_run(arena.evaluate(["greedy", "random"], game=game, deals=700, seed=32), whole)


def test_callables_over_workers_and_shards():
    whole = arena.evaluate([agents.first, "random", "greedy"], game="lukfu", deals=24, seed=31)
    split = arena.evaluate(
        [agents.first, "random", "greedy"], game="lukfu", deals=24, seed=31, workers=2, shard_size=5
    )
    assert same_run(split, whole)
    with pytest.raises(TypeError, match=r"workers > 1 sends the agents to other processes.*must pickle"):
        arena.evaluate([lambda obs: agents.first(obs), "random"], deals=24, workers=2, shard_size=5)
    # one shard: no other process, so the lambda is fine
    arena.evaluate([lambda obs: agents.first(obs), "random"], deals=4, workers=2, shard_size=4)


def test_progress_counts_deals():
    done: list[int] = []
    arena.evaluate(["greedy", "random"], deals=100, shard_size=30, progress=done.append)
    assert done == [0, 30, 60, 90, 100]


@pytest.mark.parametrize(
    "kwargs, words",
    [
        ({"game": 3}, ["game must be a str"]),
        ({"agents": "greedy,random"}, ["agents must be a sequence", "str"]),
        ({"agents": 7}, ["agents must be a sequence", "int"]),
        ({"agents": ["greedy", 3]}, ["agent 'int'", "callable"]),
        ({"agents": {1: "greedy", "b": "random"}}, ["names of agents"]),
        ({"deals": 1.5}, ["deals must be an int"]),
        ({"deals": True}, ["deals must be an int"]),
        ({"seed": "1"}, ["seed must be an int"]),
        ({"duplicate": 1}, ["duplicate must be True or False"]),
        ({"workers": 1.0}, ["workers must be"]),
        ({"variant": 3}, ["variant must be"]),
        ({"shard_size": "9"}, ["shard_size must be"]),
        ({"progress": 3}, ["progress must be None or callable"]),
    ],
)
def test_wrong_types_are_type_errors(kwargs, words):
    with pytest.raises(TypeError) as err:
        arena.evaluate(**{"agents": ["greedy", "random"], "deals": 5, **kwargs})
    check_message(err, *words)


@pytest.mark.parametrize(
    "kwargs, words",
    [
        ({"game": "ddz5"}, ["game must be one of", "'ddz5'"]),
        ({"agents": ["greedy"]}, ["2 to 3 agents", "not 1"]),
        ({"agents": ["greedy"] * 4}, ["2 to 3 agents", "not 4"]),
        ({"agents": ["greedy"] * 5, "game": "ddz4"}, ["2 to 4 agents", "not 5"]),
        ({"agents": ["greedy", "alphabeta"]}, ["'alphabeta'", "'random', 'greedy'"]),
        ({"agents": ["random#2", "random", "random"]}, ["two agents are named 'random#2'", "dict"]),
        ({"deals": 0}, ["deals must be", "from 1"]),
        ({"seed": -1}, ["seed must be"]),
        ({"seed": 2**64}, ["seed must be"]),
        ({"workers": 0}, ["workers must be", "64"]),
        ({"workers": 65}, ["workers must be", "64"]),
        ({"backend": "dask"}, ["backend must be", "'dask'"]),
        ({"address": "localhost:6379"}, ["address", "backend='ray'"]),
        ({"variant": "pagat"}, ["pagat"]),
        ({"variant": "rlcard", "game": "ddz4"}, ["rlcard", "3 players"]),
        ({"variant": "rlcard", "game": "lukfu"}, ["Luk Fu has no rule variants"]),
        ({"shard_size": 0}, ["shard_size must be"]),
    ],
)
def test_bad_values_are_value_errors(kwargs, words):
    with pytest.raises(ValueError) as err:
        arena.evaluate(**{"agents": ["greedy", "random"], "deals": 5, **kwargs})
    check_message(err, *words)


def test_variants_and_numpy_arguments():
    result = arena.evaluate(
        ("greedy", "random"), deals=np.int64(20), seed=np.uint64(5), workers=None, variant="rlcard"
    )
    assert result.variant == dd.Variant.preset("rlcard") and "rlcard" in str(result)
    assert result.replay(4, 1).variant == dd.Variant.preset("rlcard")
    custom = dd.Variant(bomb_beats_rocket=True)
    assert arena.evaluate(["greedy", "random"], deals=5, variant=custom).variant == custom
    assert arena.evaluate(["greedy", "random"], game="lukfu", deals=5, variant=None).variant == "standard"


# ============================================================================ Ctrl-C

INTERRUPTED_RUN = """
import sys
from paigen import arena
if __name__ == "__main__":
    if {builtins}:
        agents, deals = ["greedy", "random"], 10**6  # some two minutes of deals
    else:
        from tests.helpers import arena_agents
        agents, deals = [lambda obs: arena_agents.first(obs), "random"], 10**5
    print("started", flush=True)
    arena.evaluate(agents, game="ddz4", deals=deals, workers={workers})
"""


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")
@pytest.mark.parametrize("builtins, workers", [(True, 1), (True, 2), (False, 1)])
def test_ctrl_c_stops_a_long_run(builtins, workers, tmp_path):
    script = tmp_path / "run.py"
    script.write_text(INTERRUPTED_RUN.format(builtins=builtins, workers=workers))
    # 1.5 s after it started: well into the run (with workers, the pool up); 20 s
    # bounds a stuck run, it is not a timing
    elapsed, _, err = subprocesses.interrupt_when_started(["python", str(script)], settle=1.5, timeout=20)
    assert err.rstrip().endswith("KeyboardInterrupt"), err
    print(f"stopped {elapsed:.2f} s after Ctrl-C")
