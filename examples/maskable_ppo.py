"""A MaskablePPO recipe (sb3-contrib) on the single-seat Dou Dizhu environment.

DouDizhuSingle gives `action_masks()`, which MaskablePPO reads, so the policy
only ever samples legal actions. The other seats play at random; the trained
policy's average reward is compared with a masked random policy on the same
deals. Needs torch, stable-baselines3 and sb3-contrib besides the rl extra
(`pip install sb3-contrib`); without torch the example says so and exits.

    python examples/maskable_ppo.py --quick
"""

from __future__ import annotations

import argparse
import sys

import numpy as np


def average_reward(env, act, episodes: int) -> float:
    total = 0.0
    for episode in range(episodes):
        obs, _ = env.reset(seed=10_000 + episode)  # the same deals for every policy
        done = False
        while not done:
            obs, reward, terminated, truncated, _ = env.step(act(obs, env.action_masks()))
            done = terminated or truncated
        total += float(reward)
    return total / episodes


def main(argv: list[str] | None = None) -> dict[str, float] | None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="a small run (under a minute)")
    args = parser.parse_args(argv)
    try:
        import torch
        from sb3_contrib import MaskablePPO
    except ImportError as missing:
        print(f"skipped: {missing.name} is not installed (pip install sb3-contrib)", file=sys.stderr)
        return None
    from paigen.envs import DouDizhuSingle

    torch.set_num_threads(1)  # small networks: one thread is fastest and shares the machine
    steps, episodes = (2_048, 50) if args.quick else (200_000, 1_000)
    env = DouDizhuSingle(seat=0, players=3)
    model = MaskablePPO("MultiInputPolicy", env, n_steps=512, batch_size=128, seed=0, verbose=0)
    rng = np.random.default_rng(0)
    before = average_reward(env, lambda obs, mask: int(rng.choice(np.flatnonzero(mask))), episodes)
    model.learn(total_timesteps=steps)

    def trained(obs, mask):
        action, _ = model.predict(obs, action_masks=mask, deterministic=True)
        return int(action)

    after = average_reward(env, trained, episodes)
    print(f"average reward at seat 0: random {before:+.2f}, MaskablePPO after {steps} steps {after:+.2f}")
    return {"random": before, "ppo": after}


if __name__ == "__main__":
    main()
