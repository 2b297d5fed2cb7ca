"""paigen.arena: bots against bots. :func:`evaluate` plays agents (the
built-in ``"random"`` and ``"greedy"``, or Python callables ``agent(observation)``)
against each other over many deals, every deal under every seating, and
returns each agent's WP (share of games won) and ADP (average points won per
game) with 95% confidence intervals, overall and per role, as DouZero's tables
report them::

    >>> from paigen import arena
    >>> result = arena.evaluate(["greedy", "random"], game="lukfu", deals=100, seed=3)
    >>> sorted(result), result.seatings[0]
    (['greedy', 'random'], ('greedy', 'greedy', 'random'))
    >>> sorted(result["greedy"].roles)
    ['caller', 'other']
    >>> game = result.replay(7, seating=2)   # deal 7 again, through Game
    >>> game.payoffs == result.payoffs[7, 2].tolist()
    True

The command line's ``paigen arena`` prints the table and can draw it
(``--plot``).
"""

from __future__ import annotations

from ._agents import BUILTINS
from ._evaluate import evaluate, seating_seed, seatings
from ._result import AgentStats, ArenaResult, RoleStats

__all__ = ["BUILTINS", "AgentStats", "ArenaResult", "RoleStats", "evaluate", "seating_seed", "seatings"]

# where users import them from (and pickle finds them)
AgentStats.__module__ = ArenaResult.__module__ = RoleStats.__module__ = __name__
