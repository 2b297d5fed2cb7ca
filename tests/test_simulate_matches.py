"""simulate(..., rounds=R): per-match totals (M3) over consecutive deals."""

from __future__ import annotations

import numpy as np
import pytest

import paigen
from paigen import _core
from paigen import doudizhu as dd


def greedy_payoffs(players: int, seed: int, deal: int) -> list[int]:
    """Deal `deal` of the run `seed`, replayed decision by decision by the greedy agent."""
    game, agent = dd.Game(players, seed=_core._stream(seed, deal)), dd.Agent("greedy")
    while game.phase != "over":
        decision = agent.decide(game)
        if game.phase == "bidding":
            game.bid(decision)
        else:
            game.play(decision)
    return game.payoffs


@pytest.mark.parametrize(("game", "players"), [("ddz3", 3), ("ddz4", 4)])
def test_M3_match_totals_sum_each_matchs_payoffs(game, players):
    n, rounds, seed = 11, 4, 5
    out = paigen.simulate(game, n=n, seed=seed, policy="greedy", rounds=rounds)
    payoffs = np.array([greedy_payoffs(players, seed, deal) for deal in range(n)])
    expected = np.array([payoffs[k : k + rounds].sum(axis=0) for k in range(0, n, rounds)])
    assert out["match_totals"].dtype == np.int64
    np.testing.assert_array_equal(out["match_totals"], expected)
    assert not out["match_totals"].sum(axis=1).any(), "zero-sum (S4)"
    assert len(out["stake"]) == n, "the deal columns stay"


def test_without_rounds_no_match_column():
    assert "match_totals" not in paigen.simulate("ddz3", n=5, seed=1)
    assert paigen.simulate("ddz3", n=0, seed=1, rounds=3)["match_totals"].shape == (0, 3)


def test_bad_rounds():
    with pytest.raises(ValueError, match="rounds must be an int from 1"):
        paigen.simulate("ddz3", n=5, rounds=0)
    with pytest.raises(TypeError, match="rounds must be an int"):
        paigen.simulate("ddz3", n=5, rounds=2.0)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="lukfu has no matches"):
        paigen.simulate("lukfu", n=5, rounds=2)


@pytest.mark.parametrize("duplicate", [True, False])
def test_M3_arena_match_totals_per_agent(duplicate):
    from paigen import arena

    result = arena.evaluate(["greedy", "random"], "ddz3", deals=7, seed=2, duplicate=duplicate)
    totals = result.match_totals(3)
    assert list(totals) == ["greedy", "random"]
    for name, money in totals.items():
        expected = [0, 0, 0]
        for deal in range(7):
            seatings = range(len(result.seatings)) if duplicate else [deal % len(result.seatings)]
            for s in seatings:
                pay = result.payoffs[deal, s] if duplicate else result.payoffs[deal]
                expected[deal // 3] += sum(int(p) for p, who in zip(pay, result.seatings[s]) if who == name)
        assert money.tolist() == expected
    assert not sum(totals.values()).any(), "zero-sum (S4)"
    replayed = result.replay(0, 0).payoffs
    assert replayed == result.payoffs[0, 0].tolist() if duplicate else replayed == result.payoffs[0].tolist()


def test_arena_match_totals_bad_input():
    from paigen import arena

    result = arena.evaluate(["greedy", "random"], "ddz3", deals=4, seed=2)
    with pytest.raises(ValueError, match="rounds must be an int from 1 to 4"):
        result.match_totals(0)
    luk = arena.evaluate(["greedy", "random"], "lukfu", deals=2, seed=2)
    with pytest.raises(ValueError, match="lukfu has no matches"):
        luk.match_totals(1)
