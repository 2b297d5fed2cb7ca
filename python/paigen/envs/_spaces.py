"""The spaces every paigen environment shares, and the import of gymnasium
with a hint at the ``rl`` extra when it is missing."""

from __future__ import annotations

try:
    import gymnasium
    from gymnasium import spaces
except ImportError as error:  # pragma: no cover - the rl extra is installed for the tests
    raise ImportError(
        'paigen.envs needs gymnasium (and pettingzoo for the AEC environments): pip install "paigen[rl]"'
    ) from error

import numpy as np

from ._deal import EnvDeal

__all__ = ["RENDER_MODES", "action_space", "check_render_mode", "gymnasium", "observation_space"]

RENDER_MODES = ("human", "ansi")  # "human" prints the deal (every hand) as text, "ansi" returns that text


def observation_space(deal: EnvDeal) -> spaces.Dict:
    """``Dict(observation=Box(int8), action_mask=Box(0, 1, int8))``, as PettingZoo's classic games."""
    return spaces.Dict(
        {
            "observation": spaces.Box(0, deal.observation_high, (deal.observation_size,), dtype=np.int8),
            "action_mask": spaces.Box(0, 1, (deal.num_actions,), dtype=np.int8),
        }
    )


def action_space(deal: EnvDeal) -> spaces.Discrete:
    return spaces.Discrete(deal.num_actions)


def check_render_mode(render_mode: object) -> None:
    if render_mode is not None and render_mode not in RENDER_MODES:
        raise ValueError(f"render_mode must be None, 'human' or 'ansi', not {render_mode!r}")
