"""Luk Fu's search agents "pimc" and "ismcts" (cpp/include/paigen/lukfu/pimc.h,
ismcts.h) and agent
names with budgets wherever an agent is named (both games): legal decisions
through whole deals, the same decisions from the same seed on every path
(Agent, the C++ engine, VectorEnv.agent_actions), decisions that depend only
on what the seat has seen, budgets honoured, bad names refused with the
game's own names, and strength where it is cheap to see."""

from __future__ import annotations

import random

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from paigen import _core, arena, simulate
from paigen import doudizhu as dd
from paigen import lukfu as lf
from paigen.envs import DouDizhuSingle, LukFuSingle, VectorDouDizhu, VectorLukFu
from tests.helpers.vector_agents import play_agents

FAST = "pimc:samples=3"
# Both search agents at a small budget, and a second budget of each.
SEARCH = pytest.mark.parametrize(
    ("fast", "other"), [(FAST, "pimc:samples=5"), ("ismcts:iterations=12", "ismcts:iterations=7")]
)


def decide(game: lf.Game, agent: lf.Agent) -> None:
    decision = agent.decide(game)
    if game.phase == "calling":
        game.call(decision)
    else:
        game.play(decision)  # an illegal move raises


@SEARCH
@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**32), agent_seed=st.integers(0, 2**32))
def test_search_agents_decide_legally_through_whole_deals(fast, other, seed, agent_seed):
    game = lf.Game(seed=seed)
    seats = [lf.Agent(name, seed=agent_seed + p) for p, name in enumerate([fast, "greedy", other])]
    while game.phase != "over":
        decide(game, seats[game.to_move])
    assert sum(game.payoffs) == 0 and game.result.winner is not None


@SEARCH
def test_the_same_seed_gives_the_same_decisions_on_every_path(fast, other):
    agents = [fast, "greedy", other]
    out = _core.lukfu._play_agents(5, 0, 4, agents, 99)
    for deal in range(4):
        game = lf.Game(seed=_core._stream(5, deal))
        seats = [lf.Agent(a, seed=_core._agent_seed(99, deal, p)) for p, a in enumerate(agents)]
        while game.phase != "over":
            decide(game, seats[game.to_move])
        assert list(out["payoffs"][deal]) == list(game.payoffs)
    again = _core.lukfu._play_agents(5, 0, 4, agents, 99)
    assert (again["payoffs"] == out["payoffs"]).all()


def swapped_hidden(game: lf.Game, seed: int) -> lf.Game:
    """The same deal as seat 0 sees it (master 0), the cards of seats 1 and 2
    dealt again between them."""
    hidden = str(game.hands[1]).split() + str(game.hands[2]).split()
    random.Random(seed).shuffle(hidden)
    half = len(hidden) // 2
    return lf.Game(hands=[str(game.hands[0]), " ".join(hidden[:half]), " ".join(hidden[half:])], master=0)


@SEARCH
@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_search_agents_decide_from_what_their_seat_has_seen(fast, other, seed):
    """Two deals that differ only in the other seats' hands: the same call
    and, after it, the same lead, from the same seed."""
    dealt = lf.Game(seed=seed)
    a = lf.Game(hands=[str(h) for h in dealt.hands], master=0)
    b = swapped_hidden(a, seed)
    assert lf.Agent(other, seed=seed).decide(a) == lf.Agent(other, seed=seed).decide(b)
    a.call(True)
    b.call(True)
    assert lf.Agent(other, seed=seed).decide(a) == lf.Agent(other, seed=seed).decide(b)


@SEARCH
def test_search_agents_through_simulate_arena_and_the_vector_env(fast, other):
    a = simulate("lukfu", n=6, seed=2, policy=fast, workers=1)
    b = simulate("lukfu", n=6, seed=2, policy=fast, workers=1)
    assert all((a[k] == b[k]).all() for k in a) and (a["moves"] > 0).all()
    result = arena.evaluate([fast, "greedy"], "lukfu", deals=3, seed=4)
    assert result[fast].games == 18
    play_agents(VectorLukFu(3, seed=3), [fast], steps=40)


@pytest.mark.parametrize(
    ("small", "large"),
    [("pimc:samples=1", "pimc:samples=40"), ("ismcts:iterations=1", "ismcts:iterations=60")],
)
def test_the_budget_is_honoured(small, large):
    small = _core.lukfu._play_agents(8, 0, 12, [small] * 3, 1)
    large = _core.lukfu._play_agents(8, 0, 12, [large] * 3, 1)
    assert (small["payoffs"] != large["payoffs"]).any() or (small["moves"] != large["moves"]).any()


@pytest.mark.parametrize(
    ("name", "words"),
    [
        ("pimc:samples=0", ["samples=0", "is no budget", "'pimc:samples=N', N from 1 to 100000, or"]),
        ("pimc:samples=100001", ["samples=100001"]),
        ("pimc:iterations=5", ["iterations=5"]),
        ("greedy:samples=4", ["samples=4"]),
        ("pimc:samples=4,samples=8", ["'samples' is given twice"]),
        ("ismcts:iterations=0", ["iterations=0", "'ismcts:iterations=N', N from 1 to 1000000"]),
        ("ismcts:iterations=1000001", ["iterations=1000001"]),
        ("ismcts:samples=8", ["samples=8"]),
        ("mcts", ["must be one of 'random', 'greedy', 'pimc', 'ismcts'", "not 'mcts'"]),
    ],
)
def test_bad_luk_fu_names_name_luk_fu_agents_only(name, words):
    for make in (lambda: lf.Agent(name), lambda: simulate("lukfu", n=1, policy=name)):
        with pytest.raises(ValueError) as info:
            make()
        assert all(w in str(info.value) for w in words), str(info.value)
    with pytest.raises(ValueError):
        arena.evaluate([name, "greedy"], "lukfu", deals=1)


def test_agent_names_are_listed_per_game():
    assert lf.Agent.names == ("random", "greedy", "pimc", "ismcts")
    assert dd.Agent.names == ("random", "greedy", "pimc", "ismcts")


@pytest.mark.parametrize("name", ["pimc:samples=16", "ismcts:iterations=64"])
def test_search_agents_beat_greedy_on_a_few_deals(name):
    result = arena.evaluate([name, "greedy"], "lukfu", deals=150, seed=21)
    assert result[name].wp > 0.5


@pytest.mark.parametrize("iterations", [1, 2])
def test_ismcts_below_one_iteration_per_candidate_still_decides(iterations):
    """Fewer iterations than candidates: the ones tried once, greedy's first,
    and every decision still legal."""
    game = lf.Game(seed=5)
    while game.phase != "over":
        decide(game, lf.Agent(f"ismcts:iterations={iterations}", seed=3))


def test_ismcts_names_keep_their_budget():
    assert lf.Agent("ismcts").name == "ismcts"
    assert repr(lf.Agent("ismcts:iterations=9")) == "Agent('ismcts:iterations=9')"


@pytest.mark.parametrize(
    ("make", "name"),
    [
        (lambda o: LukFuSingle(seat=1, opponent=o), "pimc:samples=4"),
        (lambda o: LukFuSingle(seat=2, opponent=o), "ismcts:iterations=8"),
        (lambda o: DouDizhuSingle(seat=1, opponent=o), "pimc:samples=4"),
        (lambda o: DouDizhuSingle(seat=0, opponent=o), "ismcts:iterations=8"),
    ],
)
def test_single_seat_envs_take_search_opponents(make, name):
    env = make(name)
    env.reset(seed=1)
    for _ in range(200):
        legal = np.flatnonzero(env.action_masks())
        _, _, done, _, _ = env.step(int(legal[0]))
        if done:
            break
    assert done


@pytest.mark.parametrize(
    "make", [lambda o: VectorLukFu(3, seat=0, opponents=o), lambda o: VectorDouDizhu(3, seat=0, opponents=o)]
)
def test_vector_envs_take_search_opponents_with_their_budget(make):
    """One-seat mode keeps the opponents' budget: 1 sampled deal and 40 play
    differently somewhere in a few deals."""
    rewards = []
    for name in ("pimc:samples=1", "pimc:samples=40"):
        env = make(name)
        obs, _ = env.reset(seed=11)
        total = np.zeros(env.num_envs)
        for _ in range(60):
            offsets = obs["action_offsets"]
            actions = [
                obs["action_ids"][offsets[i]] if offsets[i + 1] > offsets[i] else 0
                for i in range(env.num_envs)
            ]
            obs, reward, *_ = env.step(np.asarray(actions, dtype=np.int32))
            total += reward
        rewards.append(total)
    assert (rewards[0] != rewards[1]).any()


@pytest.mark.parametrize(
    ("make", "names"),
    [
        (lambda o: LukFuSingle(opponent=o), "('random', 'greedy', 'pimc', 'ismcts'"),
        (lambda o: DouDizhuSingle(opponent=o), "('random', 'greedy', 'pimc', 'ismcts'"),
        (lambda o: VectorLukFu(2, seat=0, opponents=o), "('random', 'greedy', 'pimc', 'ismcts'"),
    ],
)
@pytest.mark.parametrize("bad", ["strongest", "pimc:samples=0", "ismcts:samples=3"])
def test_bad_opponent_names_list_the_games_agents(make, names, bad):
    with pytest.raises(ValueError, match="must be a built-in agent") as info:
        make(bad)
    assert names in str(info.value) and repr(bad) in str(info.value)
