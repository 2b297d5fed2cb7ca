"""Strength against RLCard's rule agent (benchmarks/strength.py), at a count
CI can afford: greedy against ``DouDizhuRuleAgentV1`` under the ``rlcard``
variant over 40 deals x 6 seatings, and the rule agent's seat bidding by the
documented fixed rule. The full table (1,000 deals and the search agents) is
``python benchmarks/strength.py``; the README shows it.

What is asserted (never a timing): every game is played and the run is
zero-sum; greedy wins more than 40% of the games (it won 62% over 1,000
deals); the bidding rule bids what its points say; the WP by table
(``strength.tables``) adds up to the WP, and each table is the other agent's
seen from its side; ``--workers`` plays the same games as one process."""

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


def test_tables_split_every_game():
    result = strength.against_greedy("random", 20, seed=2)
    mine, theirs = strength.tables(result, "random"), strength.tables(result, "greedy")
    games = result["random"].games
    assert sum(count for count, _ in mine.values()) == games
    assert abs(sum(count * wp for count, wp in mine.values()) / games - result["random"].wp) < 1e-9
    # the landlord's side wins or loses with the landlord, whoever else the agent seats
    landlord = [(count, wp) for label, (count, wp) in mine.items() if label.startswith("landlord")]
    role = result["random"].roles["landlord"]
    assert sum(count for count, _ in landlord) == role.deals
    assert abs(sum(count * wp for count, wp in landlord) / role.deals - role.wp) < 1e-9
    # a table of one agent is a table of the other, seen from the other side
    for own, other in (
        ("landlord, 1 of 3 seats", "peasant, 2 of 3 seats"),
        ("landlord, 2 of 3 seats", "peasant, 1 of 3 seats"),
    ):
        assert mine[own][0] == theirs[other][0] > 0
        assert abs(mine[own][1] + theirs[other][1] - 1) < 1e-9


def test_workers_play_the_same_games(capsys, monkeypatch):
    evaluate, asked = strength.arena.evaluate, []

    def recording(*args, **kwargs):
        asked.append(kwargs.get("workers", 1))
        return evaluate(*args, **kwargs)

    monkeypatch.setattr(strength.arena, "evaluate", recording)
    rows = []
    for workers in ("1", "2"):
        strength.main(["--deals", "6", "--versus", "greedy", "--workers", workers, "pimc:samples=4"])
        row = capsys.readouterr().out.splitlines()[-1]
        rows.append(row.split("|")[1:6])  # every column but ms/decision
    assert asked == [1, 2]
    assert rows[0] == rows[1]
    assert rows[0][0].strip() == "`pimc:samples=4`"


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["--workers", "2", "greedy"], "--workers needs --versus greedy"),
        (["--workers", "0", "--versus", "greedy", "greedy"], "--workers must be from 1 to 64, not 0"),
        (["--workers", "65", "--versus", "greedy", "greedy"], "--workers must be from 1 to 64, not 65"),
    ],
)
def test_workers_refused(args, words, capsys):
    with pytest.raises(SystemExit):
        strength.main(["--deals", "6", *args])
    assert words in capsys.readouterr().err
