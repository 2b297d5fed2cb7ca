"""What an arena run returns: WP and ADP per agent and per role, with 95%
confidence intervals, as :class:`ArenaResult` (a dict name -> AgentStats that
also keeps every game's payoffs and can replay any of them).

The statistics, for agent a:

- a game (a deal under one seating) scores 1 for a when the sum of the payoffs
  of a's seats is > 0, 1/2 when it is 0 (a tie: a Luk Fu game where the money
  moved between two of a's own seats, E3; a dealt game never ends void, A2,
  E1; Dou Dizhu games between agents never tie), 0 when it is < 0. WP is the
  mean score, ADP the mean of that sum (points won per game, in the game's
  units: S4 stakes, E2-E3 points).
- The deal is the independent unit: the games of one deal (its seatings, with
  duplicate=True) share the cards and are correlated, so each deal's scores
  and points are averaged over its games, and the interval is the normal 95%
  interval of the mean over deals, mean +- 1.96 sd / sqrt(deals) (sample sd;
  WP's clipped to [0, 1]; undefined, nan, with a single deal).
- Per role (Dou Dizhu: landlord / peasant; Luk Fu: caller / other): over the
  (game, seat) pairs where a holds a seat of that role, wp is the mean score of
  the seat's own payoff (> 0: 1, 0: 1/2, < 0: 0), adp its mean payoff and
  deals the number of pairs. Deals hold different numbers of such pairs (the
  auction decides who is landlord), so the interval is the cluster (ratio)
  estimate over deals: se = sqrt(D / (D - 1) * sum_d (x_d - r n_d)^2) / sum_d
  n_d, for per-deal sums x_d over n_d pairs and the mean r.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from statistics import NormalDist
from typing import Any

import numpy as np
from numpy.typing import NDArray

from .._checks import checked_int
from .._text import plural
from ..errors import PaigenError
from ._engines import Setup, play_game
from ._result_state import arrays_as_bytes, arrays_from_bytes, check_state

__all__ = ["Z95", "AgentStats", "ArenaResult", "RoleStats", "compute_stats"]

Z95 = NormalDist().inv_cdf(0.975)  # 1.95996...
BLOCK = 1 << 16  # deals per block when summing (bounds the temporaries)

Interval = tuple[float, float]
NAN_INTERVAL: Interval = (math.nan, math.nan)


@dataclass(frozen=True)
class RoleStats:
    """An agent's results in one role: ``wp`` (share of its seats of this role
    whose payoff was > 0, a 0 counting 1/2), ``adp`` (mean payoff of those
    seats), their 95% intervals, and ``deals``, the number of (game, seat)
    pairs behind them."""

    wp: float
    wp_ci: Interval
    adp: float
    adp_ci: Interval
    deals: int


@dataclass(frozen=True)
class AgentStats:
    """An agent's results: ``wp`` (share of games won, a tie counting 1/2),
    ``adp`` (mean points won per game), their 95% intervals over deals,
    ``deals`` (deals played), ``games`` (deals x seatings played per deal),
    ``ties`` (share of games tied) and ``roles``, a RoleStats per role."""

    wp: float
    wp_ci: Interval
    adp: float
    adp_ci: Interval
    deals: int
    games: int
    ties: float
    roles: Mapping[str, RoleStats]


def _mean_ci(x: NDArray[np.float64], n: NDArray[np.float64], *, clip: bool) -> tuple[float, Interval]:
    """The ratio sum(x) / sum(n) of per-deal sums `x` over per-deal counts `n`,
    and its 95% interval with deals as the sampling unit."""
    total = float(n.sum())
    if total == 0:
        return math.nan, NAN_INTERVAL
    mean = float(x.sum()) / total
    deals = len(x)
    if deals < 2:
        return mean, NAN_INTERVAL
    residual = x - mean * n
    half = Z95 * math.sqrt(deals / (deals - 1) * float(np.dot(residual, residual))) / total
    low, high = mean - half, mean + half
    if clip:
        low, high = max(low, 0.0), min(high, 1.0)
    return mean, (low, high)


def _score(values: NDArray[Any]) -> NDArray[np.float64]:
    """1 for > 0, 1/2 for 0, 0 for < 0."""
    score: NDArray[np.float64] = np.sign(values).astype(np.float64) * 0.5 + 0.5
    return score


def compute_stats(
    setup: Setup, names: tuple[str, ...], payoffs: NDArray[np.int64], role_seat: NDArray[np.int8]
) -> dict[str, AgentStats]:
    """Each agent's statistics from every game's payoffs, shaped (deals,
    games per deal, seats), and the landlord's or caller's seat (deals, games
    per deal)."""
    deals, per_deal, seats = payoffs.shape
    n_agents = len(names)
    holders_of = np.asarray(setup.seatings, dtype=np.int64)  # (seatings, seats)
    roles = setup.spec.roles
    # Per-deal sums, per agent: score and points of its games; per role,
    # (game, seat) pairs, their scores and payoffs.
    won = np.zeros((n_agents, deals))
    points = np.zeros((n_agents, deals))
    ties = np.zeros(n_agents)
    role_n = np.zeros((n_agents, 2, deals))
    role_won = np.zeros((n_agents, 2, deals))
    role_points = np.zeros((n_agents, 2, deals))
    for start in range(0, deals, BLOCK):
        stop = min(start + BLOCK, deals)
        pay = payoffs[start:stop]
        if setup.duplicate:
            seating = np.broadcast_to(np.arange(per_deal), (stop - start, per_deal))
        else:
            seating = (np.arange(start, stop) % len(setup.seatings))[:, None]
        holders = holders_of[seating]  # (block, games per deal, seats)
        lead = np.arange(seats) == role_seat[start:stop, :, None].astype(np.int64)
        seat_score = _score(pay)
        for a in range(n_agents):
            held = holders == a
            net = np.where(held, pay, 0).sum(axis=2)
            won[a, start:stop] = _score(net).sum(axis=1)
            points[a, start:stop] = net.sum(axis=1)
            ties[a] += np.count_nonzero(net == 0)
            for r, mask in enumerate((held & lead, held & ~lead)):
                role_n[a, r, start:stop] = mask.sum(axis=(1, 2))
                role_won[a, r, start:stop] = np.where(mask, seat_score, 0).sum(axis=(1, 2))
                role_points[a, r, start:stop] = np.where(mask, pay, 0).sum(axis=(1, 2))
    games = np.full(deals, float(per_deal))
    stats = {}
    for a, name in enumerate(names):
        by_role = {}
        for r, role in enumerate(roles):
            wp, wp_ci = _mean_ci(role_won[a, r], role_n[a, r], clip=True)
            adp, adp_ci = _mean_ci(role_points[a, r], role_n[a, r], clip=False)
            by_role[role] = RoleStats(wp, wp_ci, adp, adp_ci, int(role_n[a, r].sum()))
        wp, wp_ci = _mean_ci(won[a], games, clip=True)
        adp, adp_ci = _mean_ci(points[a], games, clip=False)
        stats[name] = AgentStats(
            wp, wp_ci, adp, adp_ci, deals, deals * per_deal, float(ties[a]) / (deals * per_deal), by_role
        )
    return stats


# --------------------------------------------------------------------------
# the result
# --------------------------------------------------------------------------


def _number(value: float, digits: int = 3, sign: bool = False) -> str:
    if math.isnan(value):
        return "n/a"
    return f"{value:+.{digits}f}" if sign else f"{value:.{digits}f}"


def _count(n: int, noun: str) -> str:
    return plural(n, noun, sep=True)


def _interval(ci: Interval, sign: bool = False) -> str:
    if math.isnan(ci[0]):
        return "n/a"
    return f"[{_number(ci[0], sign=sign)}, {_number(ci[1], sign=sign)}]"


def _figures(stats: AgentStats | RoleStats) -> list[str]:
    """The WP, ADP and deals columns of a row of the tables."""
    return [
        _number(stats.wp),
        _interval(stats.wp_ci),
        _number(stats.adp, sign=True),
        _interval(stats.adp_ci, sign=True),
        f"{stats.deals:,}",
    ]


def _table(header: list[str], rows: list[list[str]], align: str) -> list[str]:
    """Columns padded to their widths, each to the left ("l") or right ("r")."""
    widths = [max(len(row[i]) for row in [header, *rows]) for i in range(len(header))]
    lines = []
    for row in [header, *rows]:
        cells = [cell.ljust(w) if a == "l" else cell.rjust(w) for cell, w, a in zip(row, widths, align)]
        lines.append("  ".join(cells).rstrip())
    return lines


class ArenaResult(dict[str, AgentStats]):
    """What :func:`paigen.arena.evaluate` returns: a dict from agent name to
    its :class:`AgentStats`, in the order the agents were given, with the run:

    - ``game``, ``seed``, ``variant`` (a ``paigen.doudizhu.Variant``; Luk Fu:
      ``"standard"``), ``duplicate``, ``deals``, ``roles`` (the role names);
    - ``seatings``: per seating, the agent name at each seat;
    - ``payoffs``: every game's net payoffs (int64), shaped (deals, seatings,
      seats) with ``duplicate=True`` (``payoffs[d, s]``: deal d under seating
      s), else (deals, seats) (deal d under seating d mod len(seatings));
    - ``role_seat``: the landlord's (Luk Fu: caller's) seat in each game,
      shaped like ``payoffs`` without its last axis;
    - ``agents``: name -> the agent as given (a built-in name or a callable).

    ``replay(deal, seating=None)`` plays a game again through ``Game``; ``str()`` is
    a table; ``plot(file)`` draws WP and ADP with their intervals (matplotlib).
    """

    game: str
    seed: int
    variant: Any
    duplicate: bool
    deals: int
    roles: tuple[str, str]
    seatings: tuple[tuple[str, ...], ...]
    payoffs: NDArray[np.int64]
    role_seat: NDArray[np.int8]
    agents: dict[str, Any]

    def __init__(
        self,
        stats: Mapping[str, AgentStats],
        *,
        setup: Setup,
        agents: Mapping[str, Any],
        payoffs: NDArray[np.int64],
        role_seat: NDArray[np.int8],
    ) -> None:
        super().__init__(stats)
        names = tuple(agents)
        self.game = setup.spec.name
        self.seed = setup.seed
        self.variant = "standard" if setup.variant is None else setup.variant
        self.duplicate = setup.duplicate
        self.deals = len(payoffs)
        self.roles = setup.spec.roles
        self.seatings = tuple(tuple(names[a] for a in seating) for seating in setup.seatings)
        if setup.duplicate:
            self.payoffs, self.role_seat = payoffs, role_seat
        else:
            self.payoffs, self.role_seat = payoffs[:, 0], role_seat[:, 0]
        self.agents = dict(agents)
        self._setup = setup

    def __reduce__(self) -> tuple[Any, ...]:
        # Items and state in one call, so that they are checked together; the
        # arrays as bytes (arrays_as_bytes).
        return (_restore, (dict(self), arrays_as_bytes(self.__dict__)))

    def __setstate__(self, state: Any) -> None:
        """A pickle made by dict's default protocol: checked as _restore checks."""
        self.__dict__.update(check_state(self, state, AgentStats))
        _check_stats(self)

    def replay(self, deal: int, seating: int | None = None) -> Any:
        """Deal `deal` played again under seating number `seating`, through
        ``Game`` and the agents (built-ins with the same draws): the finished
        Game, whose ``payoffs`` and ``history`` are those of the run (for
        callables that decide the same way again). `seating` None is the
        seating the deal was played under first: 0 with ``duplicate=True``,
        else ``deal % len(seatings)``, the only one (any other seating number
        gives the game the arena would have played there)."""
        deal = checked_int("deal", deal, 0, self.deals - 1, f"an int from 0 to {self.deals - 1}")
        last = len(self.seatings) - 1
        if seating is None:
            seating = 0 if self.duplicate else deal % len(self.seatings)
        allowed = f"None or an int from 0 to {last}"
        seating = checked_int("seating", seating, 0, last, allowed, "None or an int")
        return play_game(self._setup, deal, seating)

    def match_totals(self, rounds: int) -> dict[str, NDArray[np.int64]]:
        """Per-match totals (Dou Dizhu, M3): deals ``k * rounds .. (k + 1) *
        rounds - 1`` are the rounds of match k (the last may be shorter), and
        ``totals[name][k]`` is the money agent `name` won over them, the sum of
        its seats' payoffs in every game of those deals (every seating with
        ``duplicate=True``)."""
        if not self._setup.spec.has_matches:
            raise ValueError(f"{self.game} has no matches (rounds and money are Dou Dizhu's, M1-M3)")
        rounds = checked_int(
            "rounds", rounds, 1, max(self.deals, 1), f"an int from 1 to {max(self.deals, 1)}"
        )
        payoffs = self.payoffs if self.duplicate else self.payoffs[:, None, :]
        starts = np.arange(0, self.deals, rounds)
        out = {}
        for name in self:
            mine = np.array([[agent == name for agent in seating] for seating in self.seatings])
            if not self.duplicate:  # deal d was played under seating d mod len(seatings) only
                mine = mine[np.arange(self.deals) % len(self.seatings)][:, None, :]
            per_deal = (payoffs * mine).sum(axis=(1, 2)).astype(np.int64)
            out[name] = np.add.reduceat(per_deal, starts) if len(starts) else np.zeros(0, np.int64)
        return out

    def plot(self, file: Any) -> None:
        """Draws WP and ADP of every agent, overall and per role, with their 95%
        intervals, into `file` (a path or a binary file; PNG unless the path's
        extension names another format matplotlib writes). Needs matplotlib
        (``pip install 'paigen[plot]'``)."""
        from ._plot import plot

        plot(self, file)

    @property
    def games(self) -> int:
        """Games played: deals x seatings (``duplicate=False``: deals)."""
        return self.deals * (len(self.seatings) if self.duplicate else 1)

    def title(self) -> str:
        """The run in one line: game, variant, seed, deals and games."""
        variant = self.variant if isinstance(self.variant, str) else self.variant.name
        per_deal = (
            f"{_count(len(self.seatings), 'seating')} (duplicate)" if self.duplicate else "one seating each"
        )
        return (
            f"{self.game} ({self._setup.spec.title}, {variant}), seed {self.seed}: "
            f"{_count(self.deals, 'deal')} x {per_deal}, {_count(self.games, 'game')}"
        )

    def __str__(self) -> str:
        ties = any(s.ties for s in self.values())
        header = ["agent", "WP", "95% CI", "ADP", "95% CI", "deals"] + (["ties"] if ties else [])
        rows = []
        for name, s in self.items():
            rows.append([name, *_figures(s)] + ([_number(s.ties)] if ties else []))
        lines = [self.title(), *_table(header, rows, "lrlrlrr"), ""]
        role_rows = [[name, role, *_figures(r)] for name, s in self.items() for role, r in s.roles.items()]
        lines += _table(["agent", "role", "WP", "95% CI", "ADP", "95% CI", "seats"], role_rows, "llrlrlr")
        return "\n".join(lines)

    def __repr__(self) -> str:
        return (
            f"ArenaResult(game={self.game!r}, deals={self.deals}, duplicate={self.duplicate}, "
            f"agents={list(self)!r})"
        )


def _restore(stats: Any, state: Any) -> ArenaResult:
    """An unpickled ArenaResult, its items and state checked (_result_state.py)."""
    if not isinstance(stats, dict):
        raise PaigenError(f"a pickled ArenaResult is damaged: items are a {type(stats).__name__}, not a dict")
    state = arrays_from_bytes(state)
    result = ArenaResult.__new__(ArenaResult)
    dict.update(result, stats)
    result.__dict__.update(check_state(result, state, AgentStats))
    _check_stats(result)
    return result


def _check_stats(result: ArenaResult) -> None:
    """The items of an unpickled result must be the statistics of its payoffs:
    an AgentStats pickles as a plain object, whose damage (a field renamed
    or retyped) would otherwise show only on use."""
    payoffs, role_seat = result.payoffs, result.role_seat
    if not result._setup.duplicate:
        payoffs, role_seat = payoffs[:, None], role_seat[:, None]
    expected = compute_stats(result._setup, tuple(result.agents), payoffs, role_seat)
    try:
        same = repr(dict(result)) == repr(expected)  # repr: exact floats, and NaN equals NaN
    except Exception:  # a damaged AgentStats may fail to print
        same = False
    if not same:
        raise PaigenError("a pickled ArenaResult is damaged: items do not match its payoffs")
