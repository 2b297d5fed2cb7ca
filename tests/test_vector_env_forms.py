"""The vector envs' output forms: ``masks="bits"`` (the mask packed 8 ids a
byte, least significant bit first) and ``observations=False`` (no encoding)
step the same games as the default form; and the games of a few seeds are
those of the code before these forms (digests of every output of 150 steps)."""

from __future__ import annotations

import hashlib

import numpy as np
import pytest

from paigen.envs import VectorDouDizhu, VectorLukFu

MAKERS = {
    "ddz3": lambda seed, **kw: VectorDouDizhu(16, seed=seed, threads=1, **kw),
    "ddz4": lambda seed, **kw: VectorDouDizhu(8, players=4, seed=seed, threads=2, **kw),
    "lukfu": lambda seed, **kw: VectorLukFu(8, seed=seed, threads=1, **kw),
}


def chosen(obs, num_envs: int, t: int) -> np.ndarray:
    """A fixed legal id per game: index (7 i + t) mod the number of ids."""
    ids, offsets = obs["action_ids"], obs["action_offsets"]
    counts = np.diff(offsets)
    picks = offsets[:-1] + (np.arange(num_envs) * 7 + t) % np.maximum(counts, 1)
    return np.where(counts > 0, ids[np.minimum(picks, len(ids) - 1)] if len(ids) else 0, 0).astype(np.int32)


def digest(env, steps: int = 150) -> str:
    h = hashlib.sha256()
    obs, _ = env.reset()
    for t in range(steps):
        for key in ("observation", "seat", "action_ids", "action_offsets"):
            h.update(key.encode())
            h.update(np.ascontiguousarray(obs[key]).tobytes())
        obs, rewards, terminated, _, _ = env.step(chosen(obs, env.num_envs, t))
        h.update(rewards.tobytes())
        h.update(terminated.tobytes())
    return h.hexdigest()


# Written by the code before masks="bits" and observations=False (the Dou
# Dizhu ones equal those of the install before the speed work on the vector
# env; the Luk Fu ones follow rule E1's redeal).
DIGESTS = {
    ("ddz3", 0): "b1593e2619c18e8e8a3bfc7ba27c8136c0ef1ee8323d37977edc5fb9fcdc0470",
    ("ddz3", 1): "0bf2e3b51bb369626d9f597e31908bcee5b12ad55949ed1b8f4f9907871cb40a",
    ("ddz3", 20261202): "4dc79f670fe5eb6ebd4f7ed4df1eb4b9a8b540a19aea724790d1d73e56faaae4",
    ("ddz4", 0): "2b5b0afda7f9fdc99d67dc5be62a98d11d886659c304f77ab8210408060597cc",
    ("ddz4", 1): "3e0a90c6d3eac61358967036975079b1dd122bb8402b605b5d5729c8dff2e537",
    ("ddz4", 20261202): "e7607e0fa805ae4da9187447b8b88e302ed43397957e7ae6679291d7494aa8d7",
    ("lukfu", 0): "798e6122768595cf56ca06f4569663cbaaea925bee8d01d987b32d2e56dece3c",
    ("lukfu", 1): "81ee3024e00ac286e88f080bfed86056d409559219f51108923d7b7625ad7130",
    ("lukfu", 20261202): "241eaed2cb92337d569b48b08373a8eb5f9e0d2c04d88707491a934c1957230e",
}


@pytest.mark.parametrize(("game", "seed"), sorted(DIGESTS))
def test_the_games_of_a_seed_are_unchanged(game, seed):
    assert digest(MAKERS[game](seed)) == DIGESTS[game, seed]


@pytest.mark.parametrize("game", sorted(MAKERS))
def test_bits_and_no_observations_step_the_same_games(game):
    full = MAKERS[game](11, masks=True)
    bits = MAKERS[game](11, masks="bits", observations=False)
    assert bits.masks == "bits" and bits.observations is False and full.masks is True
    a, _ = full.reset()
    b, _ = bits.reset()
    width = (full.num_actions + 7) // 8
    for t in range(120):
        assert "observation" not in b and a["observation"].shape == (full.num_envs, full.observation_size)
        for key in ("seat", "action_ids", "action_offsets"):
            assert np.array_equal(a[key], b[key]), key
        mask = b["action_mask"]
        assert mask.dtype == np.uint8 and mask.shape == (full.num_envs, width) and not mask.flags.writeable
        unpacked = np.unpackbits(mask, axis=1, count=full.num_actions, bitorder="little").astype(bool)
        assert np.array_equal(unpacked, a["action_mask"])
        assert np.array_equal(mask, np.packbits(a["action_mask"], axis=1, bitorder="little"))
        actions = chosen(a, full.num_envs, t)
        a, ra, ta, _, _ = full.step(actions)
        b, rb, tb, _, _ = bits.step(actions)
        assert np.array_equal(ra, rb) and np.array_equal(ta, tb)


def test_no_observations_with_bool_masks_and_none():
    env = VectorDouDizhu(4, seed=2, observations=False)
    obs, _ = env.reset()
    assert set(obs) == {"seat", "action_ids", "action_offsets"}
    env = VectorLukFu(4, seed=2, masks=True, observations=False)
    obs, _ = env.reset()
    assert set(obs) == {"seat", "action_ids", "action_offsets", "action_mask"}
    assert obs["action_mask"].dtype == np.bool_


def test_bad_mask_and_observation_arguments():
    expected = r"masks must be True or False \(or 'bits' for packed masks\), not "
    with pytest.raises(TypeError, match=expected + "'bytes'"):
        VectorDouDizhu(2, masks="bytes")
    with pytest.raises(TypeError, match=expected + "int"):
        VectorLukFu(2, masks=1)
    with pytest.raises(TypeError, match="observations"):
        VectorDouDizhu(2, observations=0)
