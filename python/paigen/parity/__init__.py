"""Rule parity: check another move generator against paigen on many reachable
states of Dou Dizhu (3 or 4 players, any rule variant) or Luk Fu.

>>> from paigen import doudizhu as dd, parity
>>> def mine(hand, last):  # paigen itself, but blind to four-with-two-pairs (K13b)
...     return [m.cards for m in dd.legal_moves(hand, last) if str(m.kind) != "four_two_pairs"]
>>> report = parity.check(mine, n=300, seed=1)
>>> report.agree, report.minimal.hand, report.minimal.last, report.minimal.missing
(False, '33445555', None, ('33445555',))
>>> list(report.categories)
['four with two pairs']

:func:`check` draws the states, calls the generator, compares distinct move
sets, shrinks the first disagreement and names the categories and the variant
switches that explain it; :mod:`paigen.parity.peers` has generators that ask
RLCard, DouZero and OpenSpiel. ``paigen fuzz`` is the command line of it.
"""

from __future__ import annotations

from ._check import MAX_QUERIES, GeneratorError, check
from ._report import Duplicate, Minimal, Report

__all__ = ["MAX_QUERIES", "Duplicate", "GeneratorError", "Minimal", "Report", "check"]
