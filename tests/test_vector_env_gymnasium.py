"""The vectorised environments under Gymnasium's conventions: with gymnasium
installed they are ``gymnasium.vector.VectorEnv`` subclasses with
``num_envs``, ``metadata`` (next-step autoreset), the single and batched
spaces, whose ``contains`` holds for every observation and action; Gymnasium's
vector wrappers run over them. Without gymnasium, ``paigen.envs`` still gives
the numpy-only classes."""

from __future__ import annotations

import inspect
import subprocess
import sys

import numpy as np
import pytest

gymnasium = pytest.importorskip("gymnasium")
from gymnasium import spaces  # noqa: E402
from gymnasium.vector import AutoresetMode, VectorEnv  # noqa: E402
from gymnasium.vector.utils import batch_space  # noqa: E402

from paigen import doudizhu as dd  # noqa: E402
from paigen.envs import VectorDouDizhu, VectorLukFu, _vector  # noqa: E402

MAKERS = {
    "ddz3": lambda **kw: VectorDouDizhu(5, **kw),
    "ddz4": lambda **kw: VectorDouDizhu(3, players=4, **kw),
    "lukfu": lambda **kw: VectorLukFu(4, **kw),
}


def random_actions(obs, rng):
    counts = np.diff(obs["action_offsets"])
    picks = obs["action_offsets"][:-1] + (rng.random(len(counts)) * counts).astype(np.int64)
    return np.where(counts > 0, obs["action_ids"][np.minimum(picks, len(obs["action_ids"]) - 1)], 0)


@pytest.mark.parametrize("game", MAKERS)
@pytest.mark.parametrize("masks", [False, True])
@pytest.mark.parametrize("seat", [None, 1])
def test_spaces_hold_every_observation_and_action(game, masks, seat):
    env = MAKERS[game](seed=3, masks=masks, seat=seat)
    assert isinstance(env, VectorEnv) and env.unwrapped is env
    assert env.metadata["autoreset_mode"] is AutoresetMode.NEXT_STEP
    assert env.single_action_space == spaces.Discrete(env.num_actions)
    assert env.action_space == batch_space(env.single_action_space, env.num_envs)
    single = env.single_observation_space
    keys = {"observation", "seat", "action_ids", "action_offsets"} | ({"action_mask"} if masks else set())
    assert set(single) == keys
    assert single["observation"].shape == (env.observation_size,) and single["observation"].dtype == np.int8
    assert env.observation_space == batch_space(single, env.num_envs)
    env.observation_space.seed(1)
    assert env.observation_space.contains(env.observation_space.sample())
    assert single.contains(single.sample())
    rng = np.random.default_rng(0)
    obs, info = env.reset(seed=7)
    assert env.observation_space.contains(obs) and info == {}
    for _ in range(80):
        actions = random_actions(obs, rng)
        assert env.action_space.contains(actions)
        obs, rewards, terminated, truncated, info = env.step(actions)
        assert env.observation_space.contains(obs), obs
        assert rewards.shape == ((env.num_envs,) if seat is not None else (env.num_envs, env.players))
        assert terminated.shape == truncated.shape == (env.num_envs,)
        for i in range(env.num_envs):  # the single view of each game
            ids = obs["action_ids"][obs["action_offsets"][i] : obs["action_offsets"][i + 1]]
            one = {
                "observation": obs["observation"][i],
                "seat": int(obs["seat"][i]),
                "action_ids": ids,
                "action_offsets": np.array([0, len(ids)]),
            }
            if masks:
                one["action_mask"] = obs["action_mask"][i]
            assert single.contains(one)
    env.close()
    assert env.closed


@pytest.mark.parametrize("game", MAKERS)
def test_the_batched_observation_box_keeps_its_bounds_once(game):
    """The batched box's bounds are views of the single box's, broadcast over
    the games (a copy per game would outweigh the games' own state), and it
    still equals and behaves as batch_space's box."""
    env = MAKERS[game]()
    box, single = env.observation_space["observation"], env.single_observation_space["observation"]
    for bounds in (box.low, box.high, box.bounded_below, box.bounded_above):
        assert bounds.shape == (env.num_envs, env.observation_size) and bounds.strides[0] == 0
        assert not bounds.flags.writeable
    assert box == batch_space(single, env.num_envs) and box.is_bounded()
    obs, _ = env.reset(seed=1)
    assert box.contains(obs["observation"]) and not box.contains(obs["observation"][:-1])
    assert not box.contains(np.full_like(obs["observation"], -1))


@pytest.mark.parametrize("game", MAKERS)
def test_the_gymnasium_classes_show_the_arguments_of_the_numpy_ones(game):
    """inspect.signature (help(), editors, benchmarks that ask which arguments
    an install has) sees the real arguments, not (*args, **kwargs)."""
    cls = type(MAKERS[game]())
    assert inspect.signature(cls) == inspect.signature(getattr(_vector, cls.__name__))
    assert {"num_envs", "masks", "observations", "seat"} <= set(inspect.signature(cls).parameters)


def test_reset_seeds_np_random_and_takes_options():
    env = VectorDouDizhu(4)
    env.reset(seed=12)
    assert env.np_random_seed == 12
    assert env.np_random.integers(1 << 30) == np.random.default_rng(12).integers(1 << 30)
    deals = np.array([5, 6, 7, 8], np.uint64)
    a, _ = env.reset(options={"deals": deals})
    b, _ = VectorDouDizhu(4).reset(deals=deals)
    np.testing.assert_array_equal(a["observation"], b["observation"])
    game = env.game(0)
    assert isinstance(game, dd.Game) and game.hands == dd.Game(3, seed=5).hands


def test_record_episode_statistics_over_one_seat():
    """Gymnasium's vector wrapper sums the seat's rewards per deal."""
    env = gymnasium.wrappers.vector.RecordEpisodeStatistics(VectorDouDizhu(8, seat=0, opponents="greedy"))
    obs, _ = env.reset(seed=1)
    rng = np.random.default_rng(1)
    returns = np.zeros(8)
    episodes = 0
    for _ in range(300):
        obs, rewards, _, _, info = env.step(random_actions(obs, rng))
        returns += rewards
        if "episode" in info:
            done = info["_episode"]
            np.testing.assert_array_equal(info["episode"]["r"][done], returns[done])
            returns[done] = 0
            episodes += int(done.sum())
    assert episodes > 8


def test_the_vector_wrappers_accept_the_autoreset_mode():
    env = gymnasium.wrappers.vector.TransformObservation(
        VectorLukFu(2, seat=0), lambda obs: obs["observation"].astype(np.float32)
    )
    obs, _ = env.reset(seed=0)
    assert obs.shape == (2, 398) and obs.dtype == np.float32


def test_without_gymnasium_the_classes_need_numpy_only():
    script = (
        "import sys; sys.modules['gymnasium'] = None\n"
        "import paigen.envs as envs\n"
        "env = envs.VectorDouDizhu(2, seed=1, seat=0)\n"
        "obs, info = env.reset()\n"
        "assert type(env).__mro__[1].__name__ == '_Vector', type(env).__mro__\n"
        "assert not hasattr(env, 'action_space') and env.num_envs == 2\n"
        "assert env.metadata == {'autoreset_mode': 'NextStep'}\n"
        "assert 'gymnasium' not in {m.split('.')[0] for m in sys.modules if sys.modules[m] is not None}\n"
    )
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr


@pytest.mark.parametrize("game", MAKERS)
@pytest.mark.parametrize("seat", [None, 0])
def test_reset_and_step_are_deterministic(game, seat):
    """Gymnasium's determinism checks, for a vector env: the same seed and
    actions give the same observations, rewards and ends."""
    runs = []
    for _ in range(2):
        env = MAKERS[game](seat=seat)
        obs, _ = env.reset(seed=21)
        rng = np.random.default_rng(2)
        trace = [obs["observation"].copy()]
        for _ in range(40):
            obs, rewards, terminated, _, _ = env.step(random_actions(obs, rng))
            trace += [obs["observation"].copy(), obs["action_ids"].copy(), rewards.copy(), terminated.copy()]
        runs.append(trace)
    for a, b in zip(*runs):
        np.testing.assert_array_equal(a, b)
