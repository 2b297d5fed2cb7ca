"""Strength of paigen's built-in agents against a program paigen did not
write: RLCard 1.2.0's ``DouDizhuRuleAgentV1`` (``rlcard.models.
doudizhu_rule_models``), in paigen's arena under the ``rlcard`` variant, every
deal under the 6 seatings of 2 agents at 3 seats (duplicate).

The rule agent is fed exactly what it reads in RLCard: ``state["raw_obs"]``
of ``Observation.encode("rlcard")`` (its ``trace``, ``current_hand``,
``actions``, ``landlord`` and ``self``), and its answer (an RLCard action
string, ``"pass"`` or cards such as ``"33344"``) is played as is. It draws
from numpy's global generator when it cannot follow (``np.random.choice``):
seeded once per run from ``--seed``.

**Bidding.** RLCard has no auction (its landlord is drawn), so the rule agent's
seat bids by a fixed rule, the one paigen's greedy agent bids by (agents.h):
hand points (the rocket 8, a bomb 6, the red joker 4, the black 3, each 2 two,
each ace one) bid 3 from 12 points, 2 from 9, 1 from 6, else pass (and pass
when that bid is not above the highest). Both sides bid alike, so the play
decides.

Reports WP and ADP (the arena's: a win scores 1, ADP the mean points won per
game) with 95% intervals over deals, and the CPU milliseconds per decision of
each paigen agent, measured apart: the agent at every seat of ``simulate``
deals in C++ (its CPU time over the decisions made, bids included)::

    nice python benchmarks/strength.py --deals 1000 greedy
    nice python benchmarks/strength.py --deals 200 --versus greedy pimc

``--versus greedy`` plays the agents against paigen's greedy (C++ engine)
instead; ``--game lukfu`` does so for Luk Fu. ``--time-limit`` stops a run
(after the shard at work) and reports what was played. ``--tables`` adds each
agent's WP at each kind of table (``tables()``): landlord or not, alone or
with its other seat. ``--workers N`` plays the games against greedy in N
processes, with the same result (the arena's deals and agents draw from the
seed alone); against the rule agent it is refused, since the rule agent
draws from one process's numpy generator. ms/decision is one core's either
way.
"""

from __future__ import annotations

import argparse
import platform
import sys
import time
from typing import Any

import numpy as np

import paigen
from paigen import arena
from paigen._runner import MAX_WORKERS
from paigen.arena._result import _score as game_score  # the arena's: > 0 a win, 0 half

POINTS_BID = ((12, 3), (9, 2), (6, 1))


def rule_bid(hand: str, legal: list[int]) -> int:
    """The bidding rule of the rule agent's seat (module docstring); `hand` in
    paigen's notation (``"3445TTJQKA22BR"``), `legal` the legal bids (0 passes)."""
    counts = {rank: hand.count(rank) for rank in set(hand)}
    points = 2 * counts.get("2", 0) + counts.get("A", 0)
    points += 8 if "B" in counts and "R" in counts else 4 * counts.get("R", 0) + 3 * counts.get("B", 0)
    points += 6 * sum(1 for rank, n in counts.items() if n == 4)
    wanted = next((bid for least, bid in POINTS_BID if points >= least), 0)
    return wanted if wanted in legal else 0


class RLCardRuleAgent:
    """RLCard's DouDizhuRuleAgentV1 as an arena agent ``agent(observation)``."""

    def __init__(self) -> None:
        from rlcard.models.doudizhu_rule_models import DouDizhuRuleAgentV1

        self.agent = DouDizhuRuleAgentV1()
        self.bid_space = paigen.doudizhu.ActionSpace(3, "rlcard").size

    def __call__(self, observation: Any) -> Any:
        if observation.phase == "bidding":
            return self.bid_space + rule_bid(str(observation.hand), observation.legal_bids)
        action = self.agent.step(observation.encode("rlcard"))
        return "" if action == "pass" else action


def ms_per_decision(agent: str, game: str, variant: Any, deals: int = 200) -> float:
    """CPU ms per decision of `agent` at every seat of `deals` deals in C++."""
    start = time.process_time()
    out = paigen.simulate(game, n=deals, seed=1, policy=agent, workers=1, variant=variant)
    spent = time.process_time() - start
    decisions = int(out["moves"].sum()) + (deals * 3 if game == "ddz3" else 0)  # the auction's bids, about
    return 1000 * spent / max(1, decisions)


def against_rule_agent(agent: str, deals: int, seed: int = 0, **options: Any) -> arena.ArenaResult:
    """`agent` against RLCard's rule agent, `deals` deals x 6 seatings."""
    np.random.seed(seed % 2**32)  # the rule agent's draws
    return arena.evaluate(
        {agent: agent, "rlcard-rule": RLCardRuleAgent()}, "ddz3", deals, seed, variant="rlcard", **options
    )


def against_greedy(
    agent: str, deals: int, game: str = "ddz3", seed: int = 0, **options: Any
) -> arena.ArenaResult:
    """`agent` against paigen's greedy (Dou Dizhu: under the standard rules)."""
    return arena.evaluate({agent: agent, "greedy": "greedy"}, game, deals, seed, **options)


def row(agent: str, opponent: str, result: arena.ArenaResult, ms: float) -> str:
    s = result[agent]
    return (
        f"| `{agent}` | {opponent} | {s.deals} x 6 | {s.wp:.3f} [{s.wp_ci[0]:.3f}, {s.wp_ci[1]:.3f}] "
        f"| {s.adp:+.3f} [{s.adp_ci[0]:+.3f}, {s.adp_ci[1]:+.3f}] | {ms:.4f} |"
    )


def tables(result: arena.ArenaResult, agent: str) -> dict[str, tuple[int, float]]:
    """`agent`'s games by table, each with its count and `agent`'s WP there:
    whether it holds the landlord's (Luk Fu: caller's) seat and how many seats
    it holds. Where it holds seats on both sides, its score is the sum of
    their payoffs (the arena's), so in Dou Dizhu its landlord's result.
    `result` is a duplicate run (every deal under every seating)."""
    if not result.duplicate:
        raise ValueError("tables() needs a duplicate run: every deal under every seating")
    role, other = list(result[agent].roles)
    n_seats = result.payoffs.shape[-1]
    games: dict[str, list[float]] = {}
    for s, seating in enumerate(result.seatings):
        mine = np.array([name == agent for name in seating])
        if not mine.any():
            continue
        total = (result.payoffs[:, s, :] * mine).sum(axis=1)
        score = game_score(total)
        holds_role = mine[result.role_seat[:, s]]
        for holds, name in ((True, role), (False, other)):
            label = f"{name}, {int(mine.sum())} of {n_seats} seats"
            games.setdefault(label, []).extend(score[holds_role == holds].tolist())
    return {label: (len(v), float(np.mean(v))) for label, v in sorted(games.items()) if v}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("agents", nargs="+", help="paigen agent names, e.g. greedy 'pimc:samples=32'")
    parser.add_argument("--deals", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--versus", choices=("rlcard", "greedy"), default="rlcard")
    parser.add_argument("--game", choices=("ddz3", "lukfu"), default="ddz3")
    parser.add_argument("--time-limit", type=float, default=None, help="seconds per agent")
    parser.add_argument("--tables", action="store_true", help="also each agent's WP by table (tables())")
    parser.add_argument("--workers", type=int, default=1, help="processes (--versus greedy)")
    args = parser.parse_args(argv)
    if not 1 <= args.workers <= MAX_WORKERS:  # the arena's bound, checked before any output
        parser.error(f"--workers must be from 1 to {MAX_WORKERS}, not {args.workers}")
    if args.workers != 1 and args.versus == "rlcard":
        parser.error("--workers needs --versus greedy: the rule agent draws from one numpy generator")
    print(f"CPU: {platform.processor() or platform.machine()}, paigen {paigen.__version__}")
    print("| agent | against | deals | WP [95%] | ADP [95%] | ms/decision |")
    print("|---|---|---|---|---|---|")
    for agent in args.agents:
        stop = time.monotonic() + args.time_limit if args.time_limit else None

        def progress(_: int, stop: float | None = stop) -> None:
            if stop is not None and time.monotonic() > stop:
                raise KeyboardInterrupt

        try:
            if args.versus == "rlcard":
                result = against_rule_agent(agent, args.deals, args.seed, progress=progress)
                ms = ms_per_decision(agent, "ddz3", "rlcard")
            else:
                result = against_greedy(
                    agent, args.deals, args.game, args.seed, progress=progress, workers=args.workers
                )
                ms = ms_per_decision(agent, args.game, None if args.game == "lukfu" else "standard")
        except KeyboardInterrupt:
            print(f"| `{agent}` | stopped by --time-limit | | | | |")
            continue
        opponent = "RLCard rule agent V1" if args.versus == "rlcard" else f"`greedy` ({args.game})"
        print(row(agent, opponent, result, ms), flush=True)
        if args.tables:
            for label, (count, wp) in tables(result, agent).items():
                print(f"|   {label} | | {count} games | {wp:.3f} | | |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
