"""paigen.parity.check(backend="ray"): the same report as the local backend,
on a local Ray cluster of 2 CPUs (started by check itself, or already
running), shut down at the end. Skips without ray."""

from __future__ import annotations

import faulthandler
import json
import os
from collections.abc import Iterator

import pytest

from paigen import cli, parity

import parity_generators as gen

ray = pytest.importorskip("ray")

os.environ.setdefault("RAY_AUTH_MODE", "disabled")  # a local test cluster needs no token
# The workers start in the repository, where tests/ is not importable: send the
# planted generators by value (a user's generator module is on the workers'
# path when it is installed or in the directory paigen runs from).
ray.cloudpickle.register_pickle_by_value(gen)


@pytest.fixture(autouse=True)
def bounded() -> Iterator[None]:
    """Every test here ends within two minutes, or the process stops with a traceback."""
    faulthandler.dump_traceback_later(120, exit=True)
    yield
    faulthandler.cancel_dump_traceback_later()


@pytest.fixture(scope="module")
def cluster() -> Iterator[None]:
    """A local cluster of 2 CPUs for the module's tests, shut down after them."""
    if ray.is_initialized():
        ray.shutdown()
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    yield
    ray.shutdown()


def test_check_starts_and_shuts_down_a_local_cluster():
    if ray.is_initialized():
        ray.shutdown()
    local = parity.check(gen.joker_kickers, n=600, seed=3)
    assert parity.check(gen.joker_kickers, n=600, seed=3, backend="ray", workers=2, shard_size=200) == local
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
    args = ["fuzz", "--against", "parity_generators:twice", "-n", "500", "--json"]
    assert cli.main([*args, "--ray", "--workers", "2"]) == 0
    remote = json.loads(capsys.readouterr().out)
    assert cli.main(args) == 0
    assert json.loads(capsys.readouterr().out) == remote
