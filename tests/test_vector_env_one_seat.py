"""One-seat mode of the vectorised environments (``seat=k``): step() takes seat
k's decisions only, the opponents' are made inside step (built-in agents in
C++, batch agents from Python), a deal over before seat k's first decision
is dealt again, and rewards are seat k's.

The reference here is the every-seat environment driven from the test, one
decision at a time (``step(actions, hold)`` on its core): the same games must
come out, decision for decision."""

from __future__ import annotations

import numpy as np
import pytest

from paigen import IllegalMoveError, StateError
from paigen import doudizhu as dd
from paigen import lukfu as lf
from paigen.envs import VectorDouDizhu, VectorLukFu

CASES = [  # (make(**kwargs), seat)
    (lambda **kw: VectorDouDizhu(6, **kw), 0),
    (lambda **kw: VectorDouDizhu(5, players=4, **kw), 3),
    (lambda **kw: VectorDouDizhu(4, variant="rlcard", **kw), 2),
    (lambda **kw: VectorLukFu(6, **kw), 1),
]


def first_id(observations, legal):
    """A batch opponent: the first legal id of every game."""
    ids, offsets = legal
    assert observations.shape[0] == len(offsets) - 1
    return ids[offsets[:-1]]


class Reference:
    """One-seat play over the every-seat env, written apart from paigen's:
    `opponent(env, obs, rows)` answers for the games `rows`."""

    def __init__(self, env, seat, opponent):
        self.env, self.core, self.seat, self.opponent = env, env._core, seat, opponent
        self.fresh = np.ones(env.num_envs, dtype=bool)  # no decision of the seat yet in this deal
        self.done = np.zeros(env.num_envs, dtype=bool)  # the deal ended at the last step
        self.skipped = 0

    def settle(self, obs, rewards, ended):
        """Opponents decide (and deals over before the seat decided are dealt
        again) until the seat is to decide in every game not over."""
        n = self.env.num_envs
        while True:
            counts = np.diff(obs["action_offsets"])
            mine = (counts > 0) & (obs["seat"] == self.seat)
            self.fresh &= ~mine
            theirs = (counts > 0) & (obs["seat"] != self.seat)
            redeal = ended & self.fresh  # over before the seat's first decision
            if redeal.any():
                self.skipped += int(redeal.sum())
                ended &= ~redeal
                rewards[redeal] = 0
                obs, _, _, _, _ = self.core.step(np.zeros(n, np.int32), ~redeal)
                self.fresh |= redeal
                continue
            if not theirs.any():
                return obs, rewards, ended
            actions = np.zeros(n, np.int32)
            rows = np.flatnonzero(theirs)
            actions[rows] = self.opponent(self.env, obs, rows)
            obs, step_rewards, terminated, _, _ = self.core.step(actions, ~theirs)
            rewards = rewards + step_rewards[:, self.seat]
            ended = ended | terminated

    def reset(self, seed):
        obs, _ = self.core.reset(seed, None, None)
        n = self.env.num_envs
        self.fresh[:] = True
        self.done[:] = False
        return self.settle(obs, np.zeros(n, np.float32), np.zeros(n, bool))[0]

    def step(self, actions):
        self.fresh |= self.done  # a deal that ended at the last step: this step deals the next
        obs, rewards, terminated, _, _ = self.core.step(actions, None)
        obs, rewards, self.done = self.settle(obs, rewards[:, self.seat].copy(), terminated.copy())
        return obs, rewards, self.done


def builtin_random(env, obs, rows):
    return env.agent_actions("random")[rows]  # draws from each to-move seat's own generator


def pimc_opponents(env):
    """Dou Dizhu's bids by search and reads each env's deal so far: one-seat mode keeps every parameter."""
    return "pimc:samples=2" if isinstance(env, VectorLukFu) else "pimc:samples=2,model=3,bids=1"


def builtin_pimc(env, obs, rows):
    return env.agent_actions(pimc_opponents(env))[rows]


def batch_first(env, obs, rows):
    ids, offsets = obs["action_ids"], obs["action_offsets"]
    return ids[offsets[rows]]


@pytest.mark.parametrize("make, seat", CASES)
@pytest.mark.parametrize(
    "opponents, reference",
    [("random", builtin_random), (pimc_opponents, builtin_pimc), (first_id, batch_first)],
)
def test_one_seat_plays_the_games_the_every_seat_env_plays(make, seat, opponents, reference):
    if opponents is pimc_opponents:
        opponents = pimc_opponents(make(seed=11))
    env = make(seed=11, seat=seat, opponents=opponents)
    ref = Reference(make(seed=11), seat, reference)
    rng = np.random.default_rng(5)
    obs, info = env.reset()
    expected = ref.reset(11)
    ended = 0
    for _ in range(120):
        seen = expected["observation"].copy()
        for i in np.flatnonzero(ref.done):  # the end of a deal, as the seat sees it
            seen[i] = ref.env.game(i).observation(seat).encode()
        np.testing.assert_array_equal(obs["observation"], seen)
        np.testing.assert_array_equal(obs["action_ids"], expected["action_ids"])
        np.testing.assert_array_equal(obs["action_offsets"], expected["action_offsets"])
        assert (obs["seat"] == seat).all()
        counts = np.diff(obs["action_offsets"])
        picks = obs["action_offsets"][:-1] + (rng.random(env.num_envs) * counts).astype(np.int64)
        actions = np.where(counts > 0, obs["action_ids"][np.minimum(picks, len(obs["action_ids"]) - 1)], 0)
        obs, rewards, terminated, truncated, info = env.step(actions)
        expected, ref_rewards, ref_terminated = ref.step(actions.astype(np.int32))
        assert rewards.shape == (env.num_envs,) and rewards.dtype == np.float32
        np.testing.assert_array_equal(rewards, ref_rewards)
        np.testing.assert_array_equal(terminated, ref_terminated)
        assert not truncated.any() and info == {}
        for i in range(env.num_envs):
            assert env.game(i).history == ref.env.game(i).history
        ended += int(terminated.sum())
    assert ended > 0 and env.skipped_deals == ref.skipped


@pytest.mark.parametrize("opponents", ["greedy", first_id])
def test_a_deal_over_before_the_seat_decides_is_dealt_again(opponents):
    """Luk Fu deal 7 (greedy): the Master calls and claims at once (R1), so
    seats 0 and 2 never decide: seat 0's env deals its next deal."""
    game = lf.Game(seed=7)
    agent = lf.Agent("greedy", seed=0)
    while game.phase != "over":
        decision = agent.decide(game)
        game.call(decision) if isinstance(decision, bool) else game.play(decision)
    assert [seat for seat, _ in game.history] == [1, 1]
    env = VectorLukFu(1, seat=0, opponents="greedy")
    obs, _ = env.reset(deals=np.array([7], np.uint64))  # a given deal: played once, reported
    assert np.diff(obs["action_offsets"]).tolist() == [0]
    obs, rewards, terminated, _, _ = env.step([0])
    assert terminated.tolist() == [True] and rewards.tolist() == [game.payoffs[0]]
    obs, rewards, terminated, _, _ = env.step([0])
    assert terminated.tolist() == [False] and rewards.tolist() == [0.0]
    skipping = VectorLukFu(64, seed=3, seat=0, opponents=opponents)
    obs, _ = skipping.reset()
    assert (np.diff(obs["action_offsets"]) > 0).all() and (obs["seat"] == 0).all()
    assert skipping.skipped_deals > 0  # about one deal in twenty


def test_one_seat_rewards_are_the_seat_payoffs_and_zero_sum_overall():
    """Every seat greedy, drawing from the same per-seat generators: the run
    of each seat plays the same deals, so per deal the seats' rewards sum to 0."""
    deals = []  # per seat: per env, the rewards of its deals in order
    for seat in range(3):
        env = VectorDouDizhu(16, seed=4, seat=seat, opponents="greedy")
        env.reset()
        per_env: list[list[float]] = [[] for _ in range(16)]
        for _ in range(60):
            _, rewards, terminated, _, _ = env.step(env.agent_actions("greedy"))
            assert (rewards[~terminated] == 0).all()
            for i in np.flatnonzero(terminated):
                per_env[i].append(float(rewards[i]))
        deals.append(per_env)
    compared = 0
    for i in range(16):
        n = min(len(deals[seat][i]) for seat in range(3))
        for k in range(n):
            payoffs = [deals[seat][i][k] for seat in range(3)]
            assert sum(payoffs) == 0 and any(payoffs), (i, k, payoffs)
            compared += 1
    assert compared >= 16


def test_opponents_as_an_agent_stand_for_its_name():
    by_agent = VectorDouDizhu(8, seed=2, seat=1, opponents=dd.Agent("greedy", seed=9))
    by_name = VectorDouDizhu(8, seed=2, seat=1, opponents="greedy")
    assert by_agent.opponents == "greedy"
    a, _ = by_agent.reset()
    b, _ = by_name.reset()
    np.testing.assert_array_equal(a["observation"], b["observation"])


class Act:
    def act(self, observations, legal):
        return first_id(observations, legal)


def test_a_batch_agent_object_plays_like_its_act():
    a = VectorLukFu(8, seed=2, seat=2, opponents=Act())
    b = VectorLukFu(8, seed=2, seat=2, opponents=first_id)
    for x, y in [(a.reset(), b.reset())] + [(a.step(ids), b.step(ids)) for ids in [[0] * 8, [0] * 8]]:
        np.testing.assert_array_equal(x[0]["observation"], y[0]["observation"])


def test_bad_one_seat_arguments():
    with pytest.raises(ValueError, match="opponents go with seat"):
        VectorDouDizhu(2, opponents="greedy")
    with pytest.raises(ValueError, match="seat"):
        VectorDouDizhu(2, seat=3)
    with pytest.raises(ValueError, match="seat"):
        VectorLukFu(2, seat=-1)
    with pytest.raises(TypeError, match="seat"):
        VectorLukFu(2, seat="0")
    with pytest.raises(ValueError, match="opponents must be a built-in agent"):
        VectorDouDizhu(2, seat=0, opponents="strong")
    with pytest.raises(TypeError, match="opponents must be"):
        VectorDouDizhu(2, seat=0, opponents=3)
    with pytest.raises(ValueError, match="options"):
        VectorDouDizhu(2, seed=1).reset(options={"dealz": [1, 2]})


def test_a_batch_opponent_that_answers_badly_is_named():
    env = VectorLukFu(4, seed=1, seat=2, opponents=lambda obs, legal: np.full(obs.shape[0], 900))
    with pytest.raises(IllegalMoveError, match=r"the opponent answered 900 in env \d \(seat \d\)"):
        env.reset()
    env = VectorLukFu(4, seed=1, seat=2, opponents=lambda obs, legal: [0])
    with pytest.raises(IllegalMoveError, match=r"one id .* per game"):
        env.reset()


def test_action_masks_are_the_legal_ids():
    env = VectorDouDizhu(8, seed=3, seat=0, opponents="greedy", masks=True)
    with pytest.raises(StateError, match="reset"):
        env.action_masks()
    obs, _ = env.reset()
    for _ in range(30):
        masks = env.action_masks()
        np.testing.assert_array_equal(masks, obs["action_mask"])
        obs, *_ = env.step(env.agent_actions("random"))
