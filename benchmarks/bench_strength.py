"""Strength against RLCard's rule agent (benchmarks/strength.py), at a count
CI can afford: greedy against ``DouDizhuRuleAgentV1`` under the ``rlcard``
variant over 40 deals x 6 seatings, and the rule agent's seat bidding by the
documented fixed rule. The full table (1,000 deals and the search agents) is
``python benchmarks/strength.py``; the README shows it.

What is asserted (never a timing): every game is played and the run is
zero-sum; greedy wins more than 40% of the games (it won 62% over 1,000
deals); the bidding rule bids what its points say."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

pytest.importorskip("rlcard")
sys.path.insert(0, str(Path(__file__).parent))

import strength


def test_rule_seat_bids_by_points():
    assert strength.rule_bid("BR2233445566778", [0, 1, 2, 3]) == 3  # rocket 8 + two 2s 4
    assert strength.rule_bid("2AA34567", [0, 1, 2, 3]) == 0  # 2 + 2 points
    assert strength.rule_bid("2222A", [0, 2, 3]) == 3  # bomb 6 + 8 + 1
    assert strength.rule_bid("22AAR", [0, 3]) == 0  # 10 points want 2, not open


def test_greedy_against_the_rule_agent(benchmark):
    result = benchmark.pedantic(strength.against_rule_agent, args=("greedy", 40, 3), rounds=1, iterations=1)
    greedy, rule = result["greedy"], result["rlcard-rule"]
    assert greedy.games == rule.games == 240
    assert abs(greedy.adp + rule.adp) < 1e-9
    assert greedy.wp > 0.4
