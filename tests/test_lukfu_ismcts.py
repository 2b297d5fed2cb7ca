"""Luk Fu's information-set MCTS agent "ismcts" (cpp/include/paigen/lukfu/ismcts.h):
legal calls and moves through whole deals, the same decisions from the same seed
on every path (Agent, the C++ engine, simulate, the arena, VectorEnv.agent_actions; the
single-seat envs' opponents in test_lukfu_search.py),
decisions that depend only on what the seat has seen, the budget honoured, and
strength where it is cheap to see."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from paigen import _core, arena, simulate
from paigen import lukfu as lf
from paigen.envs import VectorLukFu
from tests.helpers.vector_agents import play_agents
from tests.test_lukfu_search import decide, swapped_hidden

FAST = "ismcts:iterations=12"


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**32), agent_seed=st.integers(0, 2**32))
def test_ismcts_calls_and_plays_legally_through_whole_deals(seed, agent_seed):
    game = lf.Game(seed=seed)
    seats = [lf.Agent(name, seed=agent_seed + p) for p, name in enumerate([FAST, "greedy", FAST])]
    while game.phase != "over":
        decide(game, seats[game.to_move])
    assert sum(game.payoffs) == 0 and game.result.winner is not None


def test_the_same_seed_gives_the_same_decisions_on_every_path():
    agents = [FAST, "pimc:samples=4", "ismcts:iterations=7"]
    out = _core.lukfu._play_agents(6, 0, 4, agents, 17)
    for deal in range(4):
        game = lf.Game(seed=_core._stream(6, deal))
        seats = [lf.Agent(a, seed=_core._agent_seed(17, deal, p)) for p, a in enumerate(agents)]
        while game.phase != "over":
            decide(game, seats[game.to_move])
        assert list(out["payoffs"][deal]) == list(game.payoffs)
    again = _core.lukfu._play_agents(6, 0, 4, agents, 17)
    assert (again["payoffs"] == out["payoffs"]).all() and (again["moves"] == out["moves"]).all()


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_ismcts_decides_from_what_its_seat_has_seen(seed):
    """Two deals that differ only in the other seats' hands: the same call
    and, after it, the same lead, from the same seed."""
    dealt = lf.Game(seed=seed)
    a = lf.Game(hands=[str(h) for h in dealt.hands], master=0)
    b = swapped_hidden(a, seed)
    assert lf.Agent(FAST, seed=seed).decide(a) == lf.Agent(FAST, seed=seed).decide(b)
    a.call(True)
    b.call(True)
    assert lf.Agent(FAST, seed=seed).decide(a) == lf.Agent(FAST, seed=seed).decide(b)


def test_ismcts_through_simulate_the_arena_and_the_envs():
    a = simulate("lukfu", n=6, seed=2, policy=FAST, workers=1)
    b = simulate("lukfu", n=6, seed=2, policy=FAST, workers=1)
    assert all((a[k] == b[k]).all() for k in a) and (a["moves"] > 0).all()
    result = arena.evaluate([FAST, "greedy"], "lukfu", deals=3, seed=4)
    assert result[FAST].games == 18
    play_agents(VectorLukFu(3, seed=3), [FAST], steps=40)


def test_the_budget_is_honoured():
    small = _core.lukfu._play_agents(8, 0, 12, ["ismcts:iterations=1"] * 3, 1)
    large = _core.lukfu._play_agents(8, 0, 12, ["ismcts:iterations=60"] * 3, 1)
    assert (small["payoffs"] != large["payoffs"]).any() or (small["moves"] != large["moves"]).any()


def test_names_keep_their_budget():
    assert lf.Agent("ismcts").name == "ismcts"
    assert repr(lf.Agent("ismcts:iterations=9")) == "Agent('ismcts:iterations=9')"


@pytest.mark.parametrize("iterations", [1, 2])
def test_a_budget_below_the_candidates_still_decides(iterations):
    """Fewer iterations than candidates: the ones tried once, greedy's first,
    and the choice is still legal."""
    game = lf.Game(seed=5)
    while game.phase != "over":
        decide(game, lf.Agent(f"ismcts:iterations={iterations}", seed=3))


def test_ismcts_beats_greedy_on_a_few_deals():
    result = arena.evaluate(["ismcts:iterations=64", "greedy"], "lukfu", deals=150, seed=21)
    assert result["ismcts:iterations=64"].wp > 0.5
