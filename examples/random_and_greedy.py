"""A masked random bot and a greedy bot on the single-seat Gymnasium environment.

DouDizhuSingle plays one seat; the other seats are played by an opponent policy
(uniformly random here). The random bot draws among the ids its action mask
allows; the greedy bot asks the built-in greedy agent for the decision and
encodes it as an action id. Needs the rl extra (gymnasium).

    python examples/random_and_greedy.py --quick
"""

from __future__ import annotations

import argparse

import numpy as np

from paigen import doudizhu as dd
from paigen.envs import DouDizhuSingle


def random_bot(env: DouDizhuSingle, obs: dict, rng: np.random.Generator) -> int:
    return int(rng.choice(np.flatnonzero(obs["action_mask"])))


def greedy_bot(env: DouDizhuSingle, obs: dict, agent: dd.Agent) -> int:
    decision = agent.decide(env.game)  # a bid (int) or a Move, as Game.history lists it
    if env.game.phase == "bidding":
        return env.space.bid_id(decision)
    return env.space.encode(decision)


def play(bot: str, episodes: int, seed: int) -> float:
    env = DouDizhuSingle(seat=0, players=3)
    rng, agent = np.random.default_rng(seed), dd.Agent("greedy", seed=seed)
    total = 0.0
    for episode in range(episodes):
        obs, _ = env.reset(seed=seed + episode)  # the same deals for both bots
        done = False
        while not done:
            action = random_bot(env, obs, rng) if bot == "random" else greedy_bot(env, obs, agent)
            assert obs["action_mask"][action], "the bots choose legal actions only"
            obs, reward, terminated, truncated, _ = env.step(action)
            done = terminated or truncated
        total += float(reward)
    env.close()
    return total / episodes


def main(argv: list[str] | None = None) -> dict[str, float]:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="a small run (under a minute)")
    args = parser.parse_args(argv)
    episodes = 200 if args.quick else 5_000
    result = {bot: play(bot, episodes, seed=0) for bot in ("random", "greedy")}
    for bot, reward in result.items():
        print(f"{bot:>6} bot at seat 0: average reward {reward:+.2f} over {episodes} deals")
    return result


if __name__ == "__main__":
    main()
