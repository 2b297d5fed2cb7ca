"""The PettingZoo AEC environment over an EnvDeal, which doudizhu_v0 and
lukfu_v0 name and wrap."""

from __future__ import annotations

from typing import Any, ClassVar

import numpy as np
from numpy.typing import NDArray

from ._spaces import RENDER_MODES, action_space, check_render_mode, gymnasium, observation_space

try:
    from pettingzoo import AECEnv
    from pettingzoo.utils import wrappers
except ImportError as error:  # pragma: no cover - the rl extra is installed for the tests
    raise ImportError('paigen.envs\'s AEC environments need pettingzoo: pip install "paigen[rl]"') from error

from ._deal import EnvDeal

__all__ = ["AECGame", "Observation", "wrap"]

Observation = dict[str, NDArray[np.int8]]


class AECGame(AECEnv):
    """A deal as a PettingZoo AEC environment: agents ``player_0`` .. ``player_{n-1}``
    are the seats; the agent to act is the seat to move. Observations are
    ``{"observation": int8 array, "action_mask": int8 0/1 array}``; the mask is
    all zeros for an agent not to move. Rewards are 0 until the deal ends, then
    each seat's payoff (``game.payoffs``, zero-sum). ``reset(seed=s)`` deals the
    same cards as the game's ``Game(seed=s)``; ``reset()`` draws a seed from the
    environment's generator (seeded by the last seeded reset, else by the OS).
    An illegal action raises IllegalMoveError here; ``env()`` wraps the
    environment so that it ends the deal with reward -1 instead, as PettingZoo's
    classic games do."""

    metadata: ClassVar[dict[str, Any]] = {
        "render_modes": list(RENDER_MODES),
        "is_parallelizable": False,
        "render_fps": 1,
    }

    def __init__(self, deal: EnvDeal, render_mode: str | None = None) -> None:
        check_render_mode(render_mode)
        super().__init__()
        self.render_mode = render_mode
        self.deal = deal
        self.possible_agents = [f"player_{seat}" for seat in range(deal.players)]
        self.agents = self.possible_agents[:]
        self._seats = {agent: seat for seat, agent in enumerate(self.possible_agents)}
        self.observation_spaces = {agent: observation_space(deal) for agent in self.possible_agents}
        self.action_spaces = {agent: action_space(deal) for agent in self.possible_agents}
        self._np_random: np.random.Generator | None = None
        self._no_mask = np.zeros(deal.num_actions, dtype=np.int8)
        self._no_mask.flags.writeable = False

    def observation_space(self, agent: str) -> gymnasium.spaces.Dict:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> gymnasium.spaces.Discrete:
        return self.action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        if seed is not None or self._np_random is None:
            self._np_random, _ = gymnasium.utils.seeding.np_random(seed)
        self.deal.start(seed if seed is not None else int(self._np_random.integers(2**64, dtype=np.uint64)))
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {agent: {} for agent in self.agents}
        self.agent_selection = self.possible_agents[self._seat_to_move()]
        if self.render_mode == "human":
            self.render()

    def _seat_to_move(self) -> int:
        seat = self.deal.to_move
        assert seat is not None
        return seat

    def observe(self, agent: str) -> Observation:
        seat = self._seats[agent]
        to_move = seat == self.deal.to_move
        return {
            "observation": self.deal.observation(seat),
            "action_mask": self.deal.mask().view(np.int8) if to_move else self._no_mask.copy(),
        }

    def step(self, action: Any) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        seat = self._seats[agent]
        self.deal.step(action)
        self._cumulative_rewards[agent] = 0.0
        if self.deal.over:
            self.rewards = {a: float(p) for a, p in zip(self.possible_agents, self.deal.payoffs)}
            self.terminations = dict.fromkeys(self.agents, True)
            self.agent_selection = self.possible_agents[(seat + 1) % len(self.possible_agents)]
        else:
            self.agent_selection = self.possible_agents[self._seat_to_move()]
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def render(self) -> str | None:
        return self.deal.render(self.render_mode)

    def close(self) -> None:
        pass


def wrap(raw: AECGame) -> Any:
    """A ``raw_env`` in the usual classic-game wrappers (an illegal action ends
    the deal with reward -1 for its agent, 0 for the others; actions outside
    the space fail; calls out of order fail)."""
    wrapped = wrappers.TerminateIllegalWrapper(raw, illegal_reward=-1)
    wrapped = wrappers.AssertOutOfBoundsWrapper(wrapped)
    return wrappers.OrderEnforcingWrapper(wrapped)
