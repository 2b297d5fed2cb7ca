"""paigen.envs: masked random play to the end of many deals (every action legal,
rewards the game's payoffs), in the AEC and the single-seat environments, the
opponent policy, and seeding. Skipped without the rl extra."""

from __future__ import annotations

import numpy as np
import pytest

gymnasium = pytest.importorskip("gymnasium")
pettingzoo = pytest.importorskip("pettingzoo")


from paigen import IllegalMoveError  # noqa: E402
from paigen import doudizhu as dd  # noqa: E402
from paigen import lukfu as lf  # noqa: E402
from paigen.envs import DouDizhuSingle, LukFuSingle, doudizhu_v0, lukfu_v0  # noqa: E402
from tests.helpers.decisions import apply  # noqa: E402
from tests.helpers.env_makers import SINGLE_MAKERS  # noqa: E402

# -- masked random play ----------------------------------------------------------


def replay(module, kwargs, seed, decisions):
    """A fresh core Game from ``seed`` with ``decisions`` made: what the env played."""
    game = (
        lf.Game(seed)
        if module is lukfu_v0
        else dd.Game(kwargs["players"], seed, variant=kwargs.get("variant"))
    )
    for decision in decisions:
        apply(game, decision)
    return game


@pytest.mark.parametrize(
    "module, kwargs, episodes",
    [
        pytest.param(doudizhu_v0, dict(players=3), 300, id="ddz3"),
        pytest.param(doudizhu_v0, dict(players=4), 100, id="ddz4"),
        pytest.param(doudizhu_v0, dict(players=3, variant="openspiel"), 100, id="ddz3-openspiel"),
        pytest.param(lukfu_v0, {}, 600, id="lukfu"),
    ],
)
def test_masked_random_play_is_legal_and_pays_the_games_payoffs(module, kwargs, episodes):
    env = module.env(**kwargs)
    raw = env.unwrapped
    rng = np.random.default_rng(episodes)
    for episode in range(episodes):
        env.reset(seed=1000 + episode)
        game = raw.game
        decisions: list[object] = []
        returns = dict.fromkeys(env.possible_agents, 0.0)
        for agent in env.agent_iter():
            obs, reward, terminated, truncated, _ = env.last()
            returns[agent] += reward
            if terminated or truncated:
                env.step(None)
                continue
            assert agent == f"player_{game.to_move}"
            mask = obs["action_mask"]
            assert obs["observation"].dtype == np.int8 and mask.dtype == np.int8
            action = int(rng.choice(np.flatnonzero(mask)))
            if module is lukfu_v0:
                if game.phase == "calling":
                    decisions.append(action == 0)
                else:
                    decisions.append(game.legal_moves()[action])
            elif action >= raw.bid_base:
                assert action - raw.bid_base in game.legal_bids()
                decisions.append(action - raw.bid_base)
            else:
                move = raw.space.decode(action)
                assert move.cards in game.legal_moves().cards
                decisions.append(move)
            env.step(action)
        assert not env.agents and game.phase == "over"
        payoffs = game.payoffs
        assert [returns[a] for a in env.possible_agents] == payoffs and sum(payoffs) == 0
        again = replay(module, kwargs, 1000 + episode, decisions)
        assert again.phase == "over" and again.payoffs == payoffs


@pytest.mark.parametrize("cls, kwargs", SINGLE_MAKERS)
def test_single_seat_masked_random_play(cls, kwargs):
    rng = np.random.default_rng(1)
    for seat in range(kwargs.get("players", 3)):
        env = cls(seat=seat, **kwargs)
        for episode in range(25):
            obs, info = env.reset(seed=episode)
            assert info == {} and env.game.to_move == seat
            total = 0.0
            while True:
                mask = env.action_masks()
                assert mask.dtype == np.bool_ and np.array_equal(mask, obs["action_mask"].astype(bool))
                obs, reward, terminated, truncated, info = env.step(rng.choice(np.flatnonzero(mask)))
                total += reward
                assert not truncated
                if terminated:
                    break
                assert env.game.to_move == seat and reward == 0
            assert env.game.phase == "over" and info == {"payoffs": env.game.payoffs}
            assert total == env.game.payoffs[seat] and sum(info["payoffs"]) == 0
            assert not env.action_masks().any()


def test_single_seat_opponent_policy():
    calls = []

    def first_legal(observation, action_mask):
        calls.append(observation)
        assert action_mask.dtype == np.bool_ and observation["observation"].shape == (763,)
        assert np.array_equal(observation["action_mask"].astype(bool), action_mask)
        return np.flatnonzero(action_mask)[-1]  # numpy integers are fine

    env = DouDizhuSingle(seat=1, opponent=first_legal)
    env.reset(seed=5)
    while not env.step(env.action_masks().nonzero()[0][0])[2]:
        pass
    assert calls and env.game.phase == "over"
    histories = {seat for seat, _ in env.game.history}
    assert histories == {0, 1, 2}

    env = DouDizhuSingle(opponent=lambda obs, mask: -1)
    seed = next(seed for seed in range(100) if dd.Game(3, seed).to_move != 0)
    with pytest.raises(IllegalMoveError, match="not legal"):
        env.reset(seed=seed)  # an opponent opens the auction with an illegal action


def test_single_seat_skips_a_deal_over_before_its_first_decision():
    # Deal 7: the Master (seat 1) holds six Old cards; said play, it claims at once (R1).
    assert lf.Game(7).master == 1
    env = LukFuSingle(seat=0, opponent=lambda obs, mask: int(np.flatnonzero(mask)[0]))
    obs, _ = env.reset(seed=7)
    assert env.skipped_deals == 1 and env.game.to_move == 0 and env.game.seed != 7
    assert obs["action_mask"].any()
    first_seed = env.game.seed
    env.reset(seed=7)
    assert env.skipped_deals == 2 and env.game.seed == first_seed  # drawn from the reseeded np_random


# -- seeding -----------------------------------------------------------------------


def test_reset_seed_deals_the_games_deal():
    env = doudizhu_v0.env(players=4)
    env.reset(seed=123)
    assert env.unwrapped.game.hands == dd.Game(4, 123).hands
    single = LukFuSingle(seat=lf.Game(99).master)
    single.reset(seed=99)
    assert single.game.hands == lf.Game(99).hands


@pytest.mark.parametrize("make", [lambda: doudizhu_v0.env(), lambda: lukfu_v0.env()])
def test_unseeded_resets_follow_the_last_seed(make):
    a, b = make(), make()
    a.reset(seed=8)
    b.reset(seed=8)
    for _ in range(3):
        a.reset()
        b.reset()
        assert a.unwrapped.game.save() == b.unwrapped.game.save()
    seeds = set()
    for _ in range(5):
        a.reset()
        seeds.add(a.unwrapped.game.seed)
    assert len(seeds) == 5
