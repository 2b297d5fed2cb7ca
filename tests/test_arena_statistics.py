"""paigen.arena.evaluate's statistics and seatings: WP and ADP against what they
must be (random against random is even, greedy beats random in every game),
the statistics recomputed here from the payoffs, the seatings, duplicate and
single-seating runs.

Payoffs are S4 of docs/rules/DOUDIZHU.md and E3 of docs/rules/LUKFU.md.
"""

from __future__ import annotations

import itertools
import math

import numpy as np
import pytest

from paigen import _core, arena
from paigen._games import GAMES, NAMES
from tests.helpers.bounds import time_limit

bounded = time_limit(120)

# ============================================================================ WP and ADP


@pytest.mark.parametrize("game", NAMES)
def test_random_against_random_is_even(game):
    result = arena.evaluate(["random", "random"], game=game, deals=2000, seed=4)
    assert list(result) == ["random", "random#2"]
    one, two = result.values()
    for stats in (one, two):
        assert stats.wp_ci[0] < 0.5 < stats.wp_ci[1], stats
        assert stats.adp_ci[0] < 0 < stats.adp_ci[1], stats
        assert stats.deals == 2000 and stats.games == 2000 * len(result.seatings)
    # two agents: the sums of their seats are opposite (zero-sum), so the
    # scores of a game add up to 1 (a tie is 1/2 each) and the points to 0
    assert one.wp + two.wp == pytest.approx(1)
    assert one.adp + two.adp == pytest.approx(0)
    assert one.ties == two.ties
    if game == "lukfu":
        assert one.ties > 0.1  # money between two seats of one agent (E3); no void deals (E1)
    else:
        assert one.ties == 0  # Dou Dizhu games between agents never tie (S4)


@pytest.mark.parametrize("game", NAMES)
def test_greedy_beats_random(game):
    result = arena.evaluate(["greedy", "random"], game=game, deals=1000, seed=1)
    greedy, random = result["greedy"], result["random"]
    assert greedy.wp_ci[0] > 0.5 > random.wp_ci[1]
    assert greedy.adp_ci[0] > 0 > random.adp_ci[1]
    assert greedy.wp_ci[0] < greedy.wp < greedy.wp_ci[1]
    assert greedy.adp_ci[0] < greedy.adp < greedy.adp_ci[1]


def wald(per_deal: np.ndarray) -> tuple[float, tuple[float, float]]:
    """The mean of per-deal values and its normal 95% interval."""
    mean = per_deal.mean()
    half = 1.959964 * per_deal.std(ddof=1) / math.sqrt(len(per_deal))
    return mean, (mean - half, mean + half)


@pytest.mark.parametrize(
    "game, names",
    [
        ("ddz3", ["greedy", "random"]),
        ("ddz4", ["random", "greedy", "random"]),
        ("lukfu", ["greedy", "random", "random"]),
    ],
)
def test_statistics_from_the_payoffs(game, names):
    result = arena.evaluate(names, game=game, deals=300, seed=6)
    players = GAMES[game].players
    holders = np.array([[list(result).index(name) for name in seating] for seating in result.seatings])
    assert holders.shape == (len(result.seatings), players)
    landlord = result.role_seat[..., None] == np.arange(players)  # the landlord's or caller's seat
    games = 300 * len(result.seatings)
    for a, stats in enumerate(result.values()):
        held = holders == a  # (seatings, seats), the same in every deal
        net = (result.payoffs * held).sum(axis=2)  # (deals, seatings)
        score = np.where(net > 0, 1.0, np.where(net == 0, 0.5, 0.0))
        wp, wp_ci = wald(score.mean(axis=1))
        adp, adp_ci = wald(net.mean(axis=1))
        assert stats.wp == pytest.approx(wp) and stats.adp == pytest.approx(adp)
        assert stats.wp_ci == pytest.approx((max(wp_ci[0], 0), min(wp_ci[1], 1)))
        assert stats.adp_ci == pytest.approx(adp_ci)
        assert stats.ties == pytest.approx((net == 0).mean())
        # per role: the (game, seat) pairs of the agent in that role
        roles = list(stats.roles.values())
        for role, mask in zip(roles, (held & landlord, held & ~landlord)):
            seat_pay = result.payoffs[mask]
            assert role.deals == mask.sum()
            assert role.adp == pytest.approx(seat_pay.mean())
            assert role.wp == pytest.approx(
                np.where(seat_pay > 0, 1.0, np.where(seat_pay == 0, 0.5, 0.0)).mean()
            )
            assert role.wp_ci[0] < role.wp < role.wp_ci[1] and role.adp_ci[0] < role.adp < role.adp_ci[1]
        # the roles add up: every seat the agent holds, every point it won
        assert sum(r.deals for r in roles) == games * held.sum() / len(result.seatings)
        assert sum(r.adp * r.deals for r in roles) == pytest.approx(stats.adp * games)
    # one landlord (caller) per game
    assert sum(s.roles[result.roles[0]].deals for s in result.values()) == games
    assert result.roles == (("caller", "other") if game == "lukfu" else ("landlord", "peasant"))


def test_an_interval_needs_two_deals():
    result = arena.evaluate(["greedy", "random"], deals=1, seed=3)
    stats = result["greedy"]
    assert stats.deals == 1 and math.isnan(stats.wp_ci[0]) and math.isnan(stats.adp_ci[1])
    assert "n/a" in str(result)


# ============================================================================ seatings


@pytest.mark.parametrize("agents_, seats, count", [(2, 3, 6), (3, 3, 6), (2, 4, 14), (3, 4, 36), (4, 4, 24)])
def test_every_seating_that_seats_every_agent(agents_, seats, count):
    table = arena.seatings(agents_, seats)
    assert len(table) == count == len(set(table))
    assert all(len(s) == seats and set(s) == set(range(agents_)) for s in table)
    for renaming in itertools.permutations(range(agents_)):  # no agent favoured
        assert {tuple(renaming[a] for a in s) for s in table} == set(table)


@pytest.mark.parametrize(
    "game, names", [("ddz3", ["a", "b", "c"]), ("ddz4", ["a", "b"]), ("ddz4", ["a", "b", "c", "d"])]
)
def test_the_result_names_its_seatings(game, names):
    result = arena.evaluate(dict.fromkeys(names, "random"), game=game, deals=3, seed=1)
    assert list(result) == names
    assert result.seatings == tuple(
        tuple(names[a] for a in s) for s in arena.seatings(len(names), GAMES[game].players)
    )
    assert result.payoffs.shape == (3, len(result.seatings), GAMES[game].players)
    assert result.role_seat.shape == (3, len(result.seatings))
    assert (result.payoffs.sum(axis=2) == 0).all()  # zero-sum (S4)


def test_the_seating_seeds_are_as_documented():
    result = arena.evaluate(["greedy", "random"], game="ddz3", deals=50, seed=77)
    for s, seating in enumerate(result.seatings):
        out = _core.doudizhu._play_agents(3, 77, 0, 50, list(seating), arena.seating_seed(77, s))
        assert np.array_equal(out["payoffs"], result.payoffs[:, s])
        assert np.array_equal(out["landlord"], result.role_seat[:, s])
    assert arena.seating_seed(77, 1) == _core._stream(77, 2**63 + 1)


@pytest.mark.parametrize("game", NAMES)
def test_without_duplicate_deal_d_is_played_under_seating_d_mod_s(game):
    both = arena.evaluate(["greedy", "random"], game=game, deals=40, seed=9)
    one = arena.evaluate(["greedy", "random"], game=game, deals=40, seed=9, duplicate=False)
    assert not one.duplicate and one.seatings == both.seatings
    s = len(one.seatings)
    assert one.payoffs.shape == (40, GAMES[game].players) and one.role_seat.shape == (40,)
    rows = np.arange(40)
    assert np.array_equal(one.payoffs, both.payoffs[rows, rows % s])  # the very same games
    assert np.array_equal(one.role_seat, both.role_seat[rows, rows % s])
    assert one["greedy"].games == 40 and both["greedy"].games == 40 * s
    assert "one seating each" in str(one) and "(duplicate)" in str(both)
