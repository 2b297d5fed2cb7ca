"""Vector envs stepped on their built-in agents' actions
(``VectorEnv.agent_actions``), each action checked against the legal ids the
observation listed."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any


def play_agents(env: Any, agents: Sequence[str], steps: int) -> int:
    """Resets `env` and steps it `steps` times, step k on the actions of
    agents[k % len(agents)]; asserts that every game's action is one of its
    legal ids (0 for a deal that just ended, which lists none). The number of
    deals that ended."""
    obs, _ = env.reset()
    ended = 0
    for step in range(steps):
        actions = env.agent_actions(agents[step % len(agents)])
        offsets = obs["action_offsets"]
        for i in range(env.num_envs):
            legal = obs["action_ids"][offsets[i] : offsets[i + 1]].tolist()
            assert actions[i] in legal if legal else actions[i] == 0
        obs, _, terminated, _, _ = env.step(actions)
        ended += int(terminated.sum())
    return ended
