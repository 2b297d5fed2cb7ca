"""DouZero-style deep Monte-Carlo (DMC) on VectorDouDizhu, in numpy.

Every seat plays one value function Q(a) of per-move features (the cards a play
uses, its size, pass, bomb, rocket), epsilon-greedy; when a deal ends, each play
a seat made is regressed toward that seat's payoff, the Monte-Carlo return
(DouZero's target, without its network: a linear Q keeps this example in numpy
and under a minute). The WP against "random" is measured by paigen.arena before
and after training, on the same deals.

    python examples/deep_monte_carlo.py --quick      # about 20 s on one core
"""

from __future__ import annotations

import argparse
import time

import numpy as np

from paigen import arena
from paigen import doudizhu as dd
from paigen.envs import VectorDouDizhu

SPACE = dd.ActionSpace(3)


def move_features(space: dd.ActionSpace) -> np.ndarray:
    """One row per play id of `space`: the copies of each rank it uses, its size,
    and whether it passes, is a bomb (four of a rank alone) or the rocket."""
    counts = space.counts.astype(np.float32)
    size = counts.sum(axis=1, keepdims=True)
    is_pass = (size == 0).astype(np.float32)
    bomb = ((counts.max(axis=1, keepdims=True) == 4) & (size == 4)).astype(np.float32)
    rocket = ((counts[:, 13:15].sum(axis=1, keepdims=True) == 2) & (size == 2)).astype(np.float32)
    return np.hstack([counts / 4, size / 20, is_pass, bomb, rocket, np.ones_like(size)])


FEATURES = move_features(SPACE)


class LinearQ:
    """Q(a) = features[a] . w, chosen epsilon-greedily among a game's legal plays;
    bids are drawn uniformly (the auction is not learned here)."""

    def __init__(self, epsilon: float, seed: int) -> None:
        self.w = np.zeros(FEATURES.shape[1], dtype=np.float32)
        self.epsilon = epsilon
        self.rng = np.random.default_rng(seed)

    def act(self, observations: np.ndarray, legal: tuple[np.ndarray, np.ndarray]) -> np.ndarray:
        ids, offsets = legal
        counts = np.diff(offsets)
        out = np.zeros(len(counts), dtype=np.int64)  # a deal that just ended ignores its action
        live = counts > 0
        if not live.any():
            return out
        counts, starts = counts[live], offsets[:-1][live]
        random_pick = ids[starts + (self.rng.random(len(counts)) * counts).astype(np.int64)]
        plays = ids < SPACE.size
        q = np.where(plays, FEATURES[np.minimum(ids, SPACE.size - 1)] @ self.w, -np.inf)
        q = q + self.rng.random(len(q)) * 1e-6  # ties broken at random
        best = np.maximum.reduceat(q, starts)
        is_best = q == np.repeat(best, counts)
        greedy = ids[np.maximum.reduceat(np.where(is_best, np.arange(len(q)), -1), starts)]
        auction = np.maximum.reduceat(plays.astype(np.int8), starts) == 0
        explore = auction | (self.rng.random(len(counts)) < self.epsilon)
        out[live] = np.where(explore, random_pick, greedy)
        return out


def train(agent: LinearQ, deals: int, num_envs: int, lr: float, seed: int) -> int:
    """Self-play until `deals` deals have ended; returns the plays learned from."""
    env = VectorDouDizhu(num_envs, seed=seed, threads=1)
    obs, _ = env.reset()
    episodes: list[list[tuple[int, int]]] = [[] for _ in range(num_envs)]  # (seat, play id)
    ended = learned = 0
    while ended < deals:
        actions = agent.act(obs["observation"], (obs["action_ids"], obs["action_offsets"]))
        seats = obs["seat"].astype(np.int64)
        obs, rewards, terminated, _, _ = env.step(actions)
        for i, (seat, action) in enumerate(zip(seats, actions)):
            if action < SPACE.size:
                episodes[i].append((int(seat), int(action)))
            if terminated[i]:
                if episodes[i]:
                    seat_of, action_of = np.array(episodes[i]).T
                    x = FEATURES[action_of]
                    target = rewards[i, seat_of] / 6  # stakes scaled to about [-1, 1]
                    agent.w += lr * x.T @ (target - x @ agent.w) / len(x)
                    learned += len(x)
                episodes[i] = []
                ended += 1
    env.close()
    return learned


def win_rate(agent: LinearQ, deals: int, seed: int) -> float:
    epsilon, agent.epsilon = agent.epsilon, 0.0
    result = arena.evaluate({"dmc": agent, "random": "random"}, game="ddz3", deals=deals, seed=seed)
    agent.epsilon = epsilon
    return float(result["dmc"].wp)


def main(argv: list[str] | None = None) -> dict[str, float]:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="a small run (under a minute)")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    deals, rounds, eval_deals = (20_000, 4, 500) if args.quick else (200_000, 20, 2_000)

    agent = LinearQ(epsilon=1.0, seed=args.seed)  # w = 0 and always exploring: the random policy
    before = win_rate(agent, eval_deals, seed=args.seed + 1)
    print(f"WP against random before training: {before:.3f}")
    agent.epsilon = 0.2
    start = time.process_time()
    for r in range(rounds):
        learned = train(agent, deals // rounds, num_envs=256, lr=0.05, seed=args.seed + 10 + r)
        print(f"round {r + 1}: {learned} plays learned from")
    after = win_rate(agent, eval_deals, seed=args.seed + 1)
    print(f"WP against random after training:  {after:.3f} ({time.process_time() - start:.1f} s CPU)")
    return {"before": before, "after": after}


if __name__ == "__main__":
    main()
