"""The vector env's action mask is a view of a buffer the env reuses
(issue 15, item 9): it cannot be made writable, so no caller can leave stale
True entries for the next step to keep."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

from paigen._core import doudizhu as core_dd
from paigen._core import lukfu as core_lf


@pytest.mark.parametrize("module", [core_dd, core_lf], ids=["dd", "lf"])
def test_mask_view_stays_read_only(module: Any) -> None:
    env = module.VectorEnv(3, seed=1, masks=True)
    obs, _ = env.reset(seed=1)
    mask = obs["action_mask"]
    assert not mask.flags.writeable
    with pytest.raises(ValueError, match="WRITEABLE"):
        mask.setflags(write=True)
    for view in (mask.view(), mask[1:], mask.reshape(-1), np.asarray(mask)):
        with pytest.raises(ValueError, match="WRITEABLE"):
            view.setflags(write=True)
    base = mask
    while isinstance(base.base, np.ndarray):
        base = base.base
        with pytest.raises(ValueError, match="WRITEABLE"):
            base.setflags(write=True)
    # The mask still follows the games: True exactly at each env's legal ids.
    obs, *_ = env.step(env.agent_actions("random"))
    ids, offsets = obs["action_ids"], obs["action_offsets"]
    for i in range(3):
        expected = np.zeros(env.num_actions, dtype=bool)
        expected[ids[offsets[i] : offsets[i + 1]]] = True
        assert np.array_equal(obs["action_mask"][i], expected)
