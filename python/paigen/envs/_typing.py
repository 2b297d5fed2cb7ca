"""What ``doudizhu_v0.env()`` and ``lukfu_v0.env()`` return, as a type: the
PettingZoo AEC API of the wrapped environment (PettingZoo ships no type
information, so its wrapper would be ``Any``), with ``unwrapped`` the game's
own ``raw_env``::

    env = doudizhu_v0.env()
    space = env.unwrapped.space        # paigen.doudizhu.ActionSpace
    obs, reward, terminated, truncated, info = env.last()
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, Optional, Protocol, TypeVar, Union

import numpy as np
from numpy.typing import NDArray

__all__ = ["AECEnvironment", "Action", "Observation"]

Observation = dict[str, NDArray[np.int8]]  # {"observation": ..., "action_mask": ...}
Action = Optional[Union[int, np.integer[Any]]]  # None steps an agent whose deal is over
Raw = TypeVar("Raw", covariant=True)


class AECEnvironment(Protocol[Raw]):
    """A PettingZoo AEC environment whose unwrapped environment is a ``Raw``."""

    possible_agents: list[str]
    agents: list[str]
    agent_selection: str
    rewards: dict[str, float]
    terminations: dict[str, bool]
    truncations: dict[str, bool]
    infos: dict[str, dict[str, Any]]

    @property
    def unwrapped(self) -> Raw: ...
    @property
    def num_agents(self) -> int: ...
    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None: ...
    def step(self, action: Action) -> None: ...
    def observe(self, agent: str) -> Observation | None: ...
    def last(self, observe: bool = True) -> tuple[Observation | None, float, bool, bool, dict[str, Any]]: ...
    def agent_iter(self, max_iter: int = 2**63) -> Iterator[str]: ...
    def observation_space(self, agent: str) -> Any: ...
    def action_space(self, agent: str) -> Any: ...
    def render(self) -> str | None: ...
    def close(self) -> None: ...
