"""backend="ray" of paigen.parity.check, paigen.simulate and
paigen.arena.evaluate (and the command line's --ray): the same results as the
local backend, on a local Ray cluster of 2 CPUs (started by the call itself,
or already running), shut down at the end. Skips without ray."""

from __future__ import annotations

import faulthandler
import json
import os
from collections.abc import Iterator

import numpy as np
import pytest

from paigen import arena, cli, parity, simulate
from paigen._simulate import CHUNK_DEALS
from tests.helpers import arena_agents
from tests.helpers import parity_generators as gen

ray = pytest.importorskip("ray")

os.environ.setdefault("RAY_AUTH_MODE", "disabled")  # a local test cluster needs no token
# The workers start in the repository, where tests/ is not importable: send the
# planted generators by value (a user's generator module is on the workers'
# path when it is installed or in the directory paigen runs from).
ray.cloudpickle.register_pickle_by_value(gen)
ray.cloudpickle.register_pickle_by_value(arena_agents)


@pytest.fixture(autouse=True)
def bounded() -> Iterator[None]:
    """Every test here ends within two minutes, or the process stops with a traceback."""
    faulthandler.dump_traceback_later(120, exit=True)
    yield
    faulthandler.cancel_dump_traceback_later()


def start_cluster() -> None:
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)


@pytest.fixture(scope="module")
def module_cluster() -> Iterator[None]:
    """A local cluster of 2 CPUs for the module's tests, shut down after them."""
    if ray.is_initialized():
        ray.shutdown()
    start_cluster()
    yield
    ray.shutdown()


@pytest.fixture
def cluster(module_cluster) -> None:
    """The module's cluster, started again if a test that checks a call's own
    cluster (started and shut down by the call) shut it down first."""
    if not ray.is_initialized():
        start_cluster()


def test_check_starts_and_shuts_down_a_local_cluster():
    if ray.is_initialized():
        ray.shutdown()
    local = parity.check(gen.joker_kickers, n=600, seed=3)
    assert parity.check(gen.joker_kickers, n=600, seed=3, backend="ray", workers=2, shard_size=200) == local
    assert not ray.is_initialized()


def test_simulate_starts_and_shuts_down_a_local_cluster():
    if ray.is_initialized():
        ray.shutdown()
    local = simulate("lukfu", 3000, seed=2)
    remote = simulate("lukfu", 3000, seed=2, backend="ray", workers=2)
    assert all(np.array_equal(remote[k], v) for k, v in local.items())
    assert not ray.is_initialized()
    simulate("lukfu", 0, seed=2, backend="ray")  # no deals: no cluster
    assert not ray.is_initialized()


def test_the_same_report_as_the_local_backend(cluster):
    for generator, game in (
        (gen.no_bomb_replies, "ddz3"),
        (gen.exact4, "ddz4"),
        (gen.lf_any_single, "lukfu"),
    ):
        local = parity.check(generator, game=game, n=700, seed=5)
        for shard_size in (100, 350):
            remote = parity.check(
                generator, game=game, n=700, seed=5, backend="ray", workers=2, shard_size=shard_size
            )
            assert remote == local, game
    assert ray.is_initialized()  # a cluster check did not start is left running


def test_a_generator_error_comes_back(cluster):
    with pytest.raises(parity.GeneratorError, match="raised KeyError"):
        parity.check(gen.raises, n=400, backend="ray", workers=2, shard_size=100)


def test_fuzz_with_ray(cluster, capsys):
    args = ["fuzz", "--against", "tests.helpers.parity_generators:twice", "-n", "500", "--json"]
    assert cli.main([*args, "--ray", "--workers", "2"]) == 0
    remote = json.loads(capsys.readouterr().out)
    assert cli.main(args) == 0
    assert json.loads(capsys.readouterr().out) == remote


# ============================================================================ simulate


def test_simulate_with_ray_gives_the_local_results(cluster):
    n = 2 * CHUNK_DEALS + 77  # three chunks
    for game, policy in (("ddz3", "random"), ("ddz4", "greedy"), ("lukfu", "greedy")):
        local = simulate(game, n, seed=41, policy=policy)
        remote = simulate(game, n, seed=41, policy=policy, workers=2, backend="ray")
        assert set(remote) == set(local)
        for key, values in local.items():
            assert remote[key].dtype == values.dtype and np.array_equal(remote[key], values), (game, key)
    assert simulate("ddz3", 0, seed=1, backend="ray")["stake"].shape == (0,)


def test_play_with_ray_prints_the_local_summary(cluster, capsys):
    def summary(*extra: str) -> list[str]:
        args = ["play", "--game", "lukfu", "-n", "3000", "--seed", "5", "--chunk", "1000", *extra]
        assert cli.main(args) == 0
        lines = capsys.readouterr().out.splitlines()
        return [line for line in lines[1:] if line.split()[0] not in ("time", "deals/s")]

    assert summary("--ray", "--workers", "2") == summary()


# ============================================================================ arena


def same_run(a, b) -> bool:
    return a == b and np.array_equal(a.payoffs, b.payoffs) and np.array_equal(a.role_seat, b.role_seat)


def test_arena_with_ray_gives_the_local_result(cluster):
    for game, agents, deals, shard_sizes in (
        ("ddz3", ["greedy", "random"], 3000, (None, 1100)),
        ("ddz4", ["greedy", "random", "random"], 200, (None, 70)),
        ("lukfu", [arena_agents.first_id, "greedy"], 30, (None, 7)),  # a callable: through Game
    ):
        local = arena.evaluate(agents, game=game, deals=deals, seed=6)
        for shard_size in shard_sizes:
            remote = arena.evaluate(
                agents, game=game, deals=deals, seed=6, workers=2, backend="ray", shard_size=shard_size
            )
            assert same_run(remote, local), (game, shard_size)
    single = arena.evaluate(["greedy", "random"], game="lukfu", deals=500, seed=6, duplicate=False)
    remote = arena.evaluate(
        ["greedy", "random"], game="lukfu", deals=500, seed=6, duplicate=False, backend="ray", workers=2
    )
    assert same_run(remote, single)


def test_arena_errors_come_back_from_ray(cluster):
    with pytest.raises(ValueError, match="'plays_out_of_turn' answered 'R'"):
        arena.evaluate([arena_agents.plays_out_of_turn, "random"], deals=20, backend="ray", shard_size=5)
    with pytest.raises(KeyError, match="this bot is broken"):
        arena.evaluate([arena_agents.raises, "random"], deals=20, backend="ray", shard_size=5)


def test_arena_cli_with_ray(cluster, capsys):
    args = ["arena", "--game", "lukfu", "--agents", "greedy,random", "-n", "400", "--seed", "3"]
    assert cli.main([*args, "--ray", "--workers", "2"]) == 0
    remote = capsys.readouterr().out
    assert cli.main(args) == 0
    local = capsys.readouterr().out
    assert remote.split("\n\ntime: ")[0] == local.split("\n\ntime: ")[0]
