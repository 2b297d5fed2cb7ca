"""``paigen.simulate`` gives the same outcomes for a seed in every version: the
engine may change how it generates and picks, never what a seed plays; only a
change of the rules pages does (CHANGELOG.md names each). The
digests in ``tests/data/simulate_digests.json`` were recorded once from
``simulate(game, n=200, seed=s, policy=policy, variant=variant, workers=1)``
for 48 seeds per case (random and greedy play of both games, and random play
under the three presets); a test fails on the first seed whose outcome fields
differ in any value or dtype."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

import pytest

import paigen

DATA = json.loads((Path(__file__).parent / "data" / "simulate_digests.json").read_text())


def digest(out: dict[str, Any]) -> str:
    """The first 16 hex digits of the SHA-256 of every field (sorted by name):
    its name, its dtype's name and its bytes."""
    h = hashlib.sha256()
    for name in sorted(out):
        h.update(name.encode())
        h.update(str(out[name].dtype).encode())
        h.update(out[name].tobytes())
    return h.hexdigest()[:16]


@pytest.mark.parametrize("case", sorted(DATA["digests"]))
def test_simulate_outcomes_of_every_seed_are_the_recorded_ones(case):
    game, policy, variant = case.split()
    options = {} if variant == "standard" else {"variant": variant}
    recorded = DATA["digests"][case]
    assert len(recorded) == DATA["seeds"]
    for seed, expected in enumerate(recorded):
        out = paigen.simulate(game, n=DATA["n"], seed=seed, policy=policy, workers=1, **options)
        assert digest(out) == expected, f"{case}: seed {seed} plays other deals"


def test_a_changed_outcome_changes_the_digest():
    out = paigen.simulate("ddz3", n=DATA["n"], seed=0, workers=1)
    assert digest(out) == DATA["digests"]["ddz3 random standard"][0]
    out["moves"][7] += 1
    assert digest(out) != DATA["digests"]["ddz3 random standard"][0]
