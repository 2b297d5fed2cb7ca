"""The vectorised environments (paigen.envs.VectorDouDizhu, VectorLukFu): on
random steps every game's observation, seat, legal ids and mask equal what
``Game`` says of the same deal (``env.game(i)``), rewards are the payoffs of
the deals that end, autoreset follows Gymnasium's next-step rule, and the
deals depend on the seed and the env's number only."""

from __future__ import annotations

import doctest

import numpy as np
import pytest

from paigen import IllegalMoveError, StateError
from paigen import doudizhu as dd
from paigen import lukfu as lf
from paigen.envs import VectorDouDizhu, VectorLukFu, _vector
from tests.helpers.vector_agents import play_agents

DDZ_CASES = [(3, "standard"), (4, "standard"), (3, "rlcard"), (3, "douzero"), (3, "openspiel")]


def random_actions(obs, rng):
    """One uniformly random legal id per game (0 for a deal that just ended)."""
    offsets, ids = obs["action_offsets"], obs["action_ids"]
    counts = np.diff(offsets)
    picks = offsets[:-1] + (rng.random(len(counts)) * counts).astype(np.int64)
    return np.where(counts > 0, ids[np.minimum(picks, max(len(ids) - 1, 0))] if len(ids) else 0, 0)


def ddz_legal_ids(game, env):
    if game.phase == "bidding":
        return [env.bid_id(b) for b in game.legal_bids()]
    return game.legal_moves().action_ids(env.space).tolist()


def lf_legal_ids(game, env):
    return [0, 1] if game.phase == "calling" else list(range(len(game.legal_moves())))


def check_against_games(env, obs, terminated, legal_ids):
    """Every game's observation, seat, ids and mask against env.game(i)."""
    offsets = obs["action_offsets"]
    for i in range(env.num_envs):
        game = env.game(i)
        ids = obs["action_ids"][offsets[i] : offsets[i + 1]].tolist()
        seat = int(obs["seat"][i])
        if terminated[i]:
            assert game.phase == "over" and ids == []
        else:
            assert game.phase != "over" and seat == game.to_move
            assert ids == legal_ids(game, env)
        np.testing.assert_array_equal(obs["observation"][i], game.observation(seat).encode())
        if env.masks:
            assert np.flatnonzero(obs["action_mask"][i]).tolist() == sorted(ids)


def run_and_check(env, steps, seed, legal_ids):
    rng = np.random.default_rng(seed)
    obs, info = env.reset(seed=seed)
    assert info == {}
    terminated = np.zeros(env.num_envs, bool)
    check_against_games(env, obs, terminated, legal_ids)
    ended = 0
    for _ in range(steps):
        before = [env.game(i) if not terminated[i] else None for i in range(env.num_envs)]
        was_over = terminated.copy()
        obs, rewards, terminated, truncated, info = env.step(random_actions(obs, rng))
        assert rewards.dtype == np.float32 and rewards.shape == (env.num_envs, env.players)
        assert not truncated.any() and info == {}
        for i in range(env.num_envs):
            if terminated[i]:
                ended += 1
                assert rewards[i].tolist() == env.game(i).payoffs  # every seat's payoff
                assert rewards[i].sum() == 0
            else:
                assert not rewards[i].any()
            if was_over[i]:  # next-step autoreset: a new deal, no decision yet
                assert not terminated[i] and env.game(i).history == []
            else:
                assert before[i] is not None and len(env.game(i).history) == len(before[i].history) + 1
        check_against_games(env, obs, terminated, legal_ids)
    return ended


@pytest.mark.parametrize(("players", "variant"), DDZ_CASES)
def test_doudizhu_steps_equal_game(players, variant):
    env = VectorDouDizhu(6, players=players, variant=variant, masks=True)
    assert env.num_actions == env.space.size + 4
    assert run_and_check(env, 250, seed=players, legal_ids=ddz_legal_ids) > 0  # some deals ended


def test_lukfu_steps_equal_game():
    env = VectorLukFu(6, masks=True)
    assert env.num_actions == 924
    assert run_and_check(env, 300, seed=5, legal_ids=lf_legal_ids) > 0


@pytest.mark.parametrize("make", [VectorDouDizhu, VectorLukFu])
def test_same_deals_whatever_the_split(make):
    """Env i's deals depend on (seed, first_env + i) only: 4 envs played as one
    vector env or as two of 2 give the same games, decision for decision."""

    def play(envs):
        rng = np.random.default_rng(0)
        obs = [env.reset(seed=99)[0] for env in envs]
        saved = []
        for _ in range(150):
            for k, env in enumerate(envs):
                obs[k], *_ = env.step(random_actions(obs[k], rng))
            saved.append([env.game(i).save() for env in envs for i in range(env.num_envs)])
        return saved

    # the same random draws in both runs: one per game, game by game
    whole = play([make(4)])
    split = play([make(2), make(2, first_env=2)])
    assert whole != [] and whole == split


def test_seeds():
    a, b = VectorDouDizhu(3, seed=7), VectorDouDizhu(3, seed=7)
    first = [g.hands for g in (a.reset()[0] and [a.game(i) for i in range(3)])]
    assert first == [b.game(i).hands for i in (b.reset()[0] and range(3))]
    again = [a.game(i).hands for i in (a.reset()[0] and range(3))]
    assert again != first  # reset() without a seed deals new deals
    assert [a.game(i).hands for i in (a.reset(seed=3)[0] and range(3))] == [
        b.game(i).hands for i in (b.reset(seed=3)[0] and range(3))
    ]
    assert [a.game(i).hands for i in range(3)] != first
    assert len({tuple(map(str, a.game(i).hands)) for i in range(3)}) == 3  # the envs differ


def test_illegal_action_changes_nothing():
    env = VectorDouDizhu(3, seed=1)
    obs, _ = env.reset()
    before = [env.game(i).save() for i in range(3)]
    actions = obs["action_ids"][obs["action_offsets"][:-1]].copy()
    actions[1] = 5  # a play id during the auction
    with pytest.raises(IllegalMoveError, match=r"env 1: action 5 is not one of its legal action ids"):
        env.step(actions)
    with pytest.raises(IllegalMoveError, match=r"env 0"):
        env.step(np.full(3, 2**40))  # out of the int32 range
    assert [env.game(i).save() for i in range(3)] == before


def test_bad_arguments():
    with pytest.raises(ValueError, match="num_envs"):
        VectorDouDizhu(0)
    with pytest.raises(ValueError, match="variant"):
        VectorDouDizhu(2, players=4, variant="rlcard")
    with pytest.raises(TypeError, match="masks must be True or False"):
        VectorLukFu(2, masks="yes")
    env = VectorDouDizhu(2)
    with pytest.raises(StateError, match="reset"):
        env.step([0, 0])
    env.reset(seed=0)
    with pytest.raises(TypeError, match="ints"):
        env.step([0.5, 1.5])
    with pytest.raises(ValueError, match=r"shape \(2,\)"):
        env.step([0, 0, 0])
    with pytest.raises(ValueError, match="i must be"):
        env.game(2)


def test_mask_buffer_is_reused_and_read_only():
    env = VectorDouDizhu(2, seed=0, masks=True)
    obs, _ = env.reset()
    mask = obs["action_mask"]
    assert mask.shape == (2, env.num_actions) and mask.dtype == np.bool_
    assert not mask.flags.writeable
    obs2, *_ = env.step(random_actions(obs, np.random.default_rng(0)))
    assert np.shares_memory(mask, obs2["action_mask"])


def test_module_doctests():
    result = doctest.testmod(_vector, optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0 and result.failed == 0


def test_game_is_a_copy():
    env = VectorDouDizhu(1, seed=0)
    env.reset()
    game = env.game(0)
    game.bid(0)
    assert env.game(0).history == []
    assert isinstance(game, dd.Game)


@pytest.mark.parametrize("make", [VectorDouDizhu, VectorLukFu])
def test_threads_change_nothing(make):
    def play(env):
        rng = np.random.default_rng(1)
        obs, _ = env.reset(seed=5)
        for _ in range(100):
            obs, *_ = env.step(random_actions(obs, rng))
        return [env.game(i).save() for i in range(env.num_envs)], obs

    one, obs_one = play(make(7, threads=1))
    three, obs_three = play(make(7, threads=3))
    assert one == three
    for key in obs_one:
        np.testing.assert_array_equal(obs_one[key], obs_three[key])
    assert make(7, threads=3).threads == 3 and make(2, threads=5).threads == 2
    with pytest.raises(ValueError, match="threads"):
        make(2, threads=0)


@pytest.mark.parametrize("make", [VectorDouDizhu, VectorLukFu])
def test_agent_actions_are_legal_and_play_whole_deals(make):
    env = make(8, seed=3)
    assert play_agents(env, ["random", "greedy"], steps=400) > 8
    with pytest.raises(ValueError, match="must be one of 'random', 'greedy'"):
        env.agent_actions("smart")


@pytest.mark.parametrize("make", [VectorDouDizhu, VectorLukFu])
def test_agent_draws_come_from_each_deal_whenever_first_asked(make):
    """A seat's agent draws from its generator seeded at the deal: an env that
    first asks the random agent late (at the first step from 40 on where a
    deal begins somewhere) gets, in every deal begun since (none of its
    draws spent), the ids of an env that asked at every step."""
    early, late = make(32, seed=5), make(32, seed=5)
    early.reset()
    late.reset()
    ended = [np.zeros(32, bool), np.zeros(32, bool)]  # terminated two steps back, one step back
    compared = np.zeros(32, bool)
    first_asked = None
    for step in range(200):
        began = ended[0]  # at the deal's first decision: the step after an end starts the deal
        actions = early.agent_actions("random")
        if first_asked is None and step >= 40 and began.any():
            first_asked = step
        if first_asked is not None:
            compared |= began
            np.testing.assert_array_equal(late.agent_actions("random")[compared], actions[compared])
        _, _, terminated, _, _ = early.step(actions)
        late.step(actions)
        ended = [ended[1], terminated.copy()]
    assert first_asked is not None and compared.sum() >= 8


@pytest.mark.parametrize("make", [VectorDouDizhu, VectorLukFu])
def test_agent_actions_in_some_envs_spend_no_draws_in_the_others(make):
    """agent_actions(agent, envs): the envs not marked get 0 and keep their
    generators, so that a later call there draws as a first call would."""
    asked, fresh = make(8, seed=4), make(8, seed=4)
    asked.reset()
    fresh.reset()
    marked = np.arange(8) % 3 == 0
    some = asked.agent_actions("random", envs=marked)
    everywhere = fresh.agent_actions("random")
    np.testing.assert_array_equal(some[marked], everywhere[marked])
    assert (some[~marked] == 0).all()
    np.testing.assert_array_equal(asked.agent_actions("random")[~marked], everywhere[~marked])
    with pytest.raises(ValueError, match="envs"):
        asked.agent_actions("random", envs=np.ones(3, bool))


def test_greedy_agent_actions_match_the_agent():
    """The vector env's greedy choice is paigen.doudizhu.Agent('greedy')'s on env.game(i)."""
    env = VectorDouDizhu(6, seed=11)
    obs, _ = env.reset()
    agent = dd.Agent("greedy")
    rng = np.random.default_rng(2)
    for _ in range(150):
        actions = env.agent_actions("greedy")
        for i in range(env.num_envs):
            game = env.game(i)
            if game.phase == "over":
                continue
            decision = agent.decide(game)
            want = env.bid_id(decision) if isinstance(decision, int) else env.space.encode(decision)
            assert actions[i] == want
        obs, *_ = env.step(random_actions(obs, rng))


@pytest.mark.parametrize(
    ("make", "game_of"),
    [(VectorDouDizhu, lambda s: dd.Game(3, seed=s)), (VectorLukFu, lambda s: lf.Game(seed=s))],
)
def test_reset_with_chosen_deals_plays_each_once(make, game_of):
    seeds = np.array([5, 2**63 + 7, 5], dtype=np.uint64)
    env = make(3)
    obs, _ = env.reset(deals=seeds)
    for i, s in enumerate(seeds):
        assert env.game(i).save() == game_of(int(s)).save()
    rng = np.random.default_rng(0)
    ended = np.zeros(3, int)
    for _ in range(400):
        obs, rewards, terminated, _, _ = env.step(random_actions(obs, rng))
        ended += terminated
        over = np.diff(obs["action_offsets"]) == 0
        assert (rewards[over & ~terminated] == 0).all()
    assert ended.tolist() == [1, 1, 1]  # each deal ended once, none was dealt again
    assert all(env.game(i).phase == "over" for i in range(3))
    with pytest.raises(TypeError, match="seed or deals"):
        env.reset(seed=1, deals=seeds)
    with pytest.raises(ValueError, match="deals"):
        env.reset(deals=seeds[:2])
    with pytest.raises(ValueError, match="negative"):
        env.reset(deals=[-1, 0, 0])
