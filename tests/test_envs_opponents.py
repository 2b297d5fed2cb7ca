"""The ``opponent`` of the single-seat environments (DouDizhuSingle,
LukFuSingle): a built-in agent's name, an ``Agent`` of the game, or a callable
``opponent(observation, action_mask)`` or ``opponent(observation, action_mask,
game)``; and why there is no ``parallel_env()`` (PettingZoo's conversion needs
agents that act in a fixed cycle)."""

from __future__ import annotations

import numpy as np
import pytest

pytest.importorskip("gymnasium")
pytest.importorskip("pettingzoo")
from gymnasium.utils.env_checker import check_env
from pettingzoo.utils.conversions import aec_to_parallel

from paigen import doudizhu as dd
from paigen import lukfu as lf
from paigen._games import GAMES
from paigen.envs import DouDizhuSingle, LukFuSingle, doudizhu_v0, lukfu_v0

SINGLES = [
    pytest.param(lambda **kw: DouDizhuSingle(**kw), "ddz3", dd.Agent, id="ddz3"),
    pytest.param(lambda **kw: DouDizhuSingle(players=4, **kw), "ddz4", dd.Agent, id="ddz4"),
    pytest.param(lambda **kw: LukFuSingle(**kw), "lukfu", lf.Agent, id="lukfu"),
]


def play_first_legal(env, seed):
    """The learner takes its last legal action (bid 3 in an auction) until the deal is over."""
    env.reset(seed=seed)
    while not env.step(int(np.flatnonzero(env.action_masks())[-1]))[2]:
        pass
    return env.game


@pytest.mark.parametrize("make, game_name, agent_class", SINGLES)
@pytest.mark.parametrize("opponent", ["greedy", "agent"])
def test_a_greedy_opponent_makes_the_greedy_agents_decisions(make, game_name, agent_class, opponent):
    spec = GAMES[game_name]
    if opponent == "agent":
        opponent = agent_class("greedy", seed=5)
    env = make(seat=1, opponent=opponent)
    checked = 0
    for seed in range(4):
        game = play_first_legal(env, seed)
        replay = spec.new_game(game.seed, None)
        greedy = agent_class("greedy", seed=0)  # greedy draws nothing: any seed decides alike
        for seat, decision in game.history:
            if seat != 1:
                assert greedy.decide(replay) == decision
                checked += 1
            spec.apply_decision(replay, decision)
        assert replay.payoffs == game.payoffs
    assert checked > 20


@pytest.mark.parametrize("make, game_name, agent_class", SINGLES)
def test_a_named_opponent_follows_the_reset_seed(make, game_name, agent_class):
    a, b = make(seat=0, opponent="random"), make(seat=0, opponent="random")
    assert play_first_legal(a, 9).history == play_first_legal(b, 9).history


def test_a_callable_of_three_arguments_gets_a_copy_of_the_game():
    seen = []

    def opponent(observation, action_mask, game):
        seen.append(game)
        assert isinstance(game, dd.Game) and game.to_move != 0
        assert action_mask.sum() == len(game.legal_action_ids())
        answer = int(np.flatnonzero(action_mask)[0])
        game.apply_action(answer)  # a copy: the environment's deal does not change
        return answer

    env = DouDizhuSingle(seat=0, opponent=opponent)
    game = play_first_legal(env, 2)
    assert seen and len({id(g) for g in seen}) == len(seen)
    assert all(g is not game for g in seen) and game.phase == "over"


def test_a_callable_may_answer_a_move_string():
    """As the arena's callable agents may: in play a card string ("" passes)."""

    def opponent(observation, action_mask, game):
        if game.phase == "bidding":
            return int(np.flatnonzero(action_mask)[0])
        moves = game.legal_moves()
        return str(moves[-1].cards)

    game = play_first_legal(DouDizhuSingle(seat=2, opponent=opponent), 4)
    assert game.phase == "over"


@pytest.mark.parametrize("make, game_name, agent_class", SINGLES)
def test_check_env_with_a_builtin_opponent(make, game_name, agent_class):
    check_env(make(seat=2 if game_name != "ddz4" else 3, opponent="greedy"), skip_render_check=True)


def test_bad_opponents_are_named():
    with pytest.raises(
        ValueError, match=r"opponent must be a built-in agent \('random', 'greedy', 'pimc', 'ismcts';"
    ):
        DouDizhuSingle(opponent="best")
    with pytest.raises(TypeError, match="opponent must be None, a built-in agent's name"):
        DouDizhuSingle(opponent=1.5)


@pytest.mark.parametrize("module", [doudizhu_v0, lukfu_v0])
def test_no_parallel_env_the_conversion_refuses_the_games(module):
    """The games are turn-based with any seat first: aec_to_parallel refuses them."""
    assert not hasattr(module, "parallel_env")
    env = module.env()
    assert env.metadata["is_parallelizable"] is False
    with pytest.raises(AssertionError, match="is_parallelizable"):
        aec_to_parallel(env)
    firsts = set()
    for seed in range(12):
        env.reset(seed=seed)
        firsts.add(env.agent_selection)
    assert len(firsts) > 1  # not a fixed cycle from player_0: the seat to decide first varies
