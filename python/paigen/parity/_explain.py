"""Which switches explain a disagreement: the candidate sets of switch changes
from the checked variant, smallest first.

First every single switch change (each switch to each of its other values),
then, size by size, the sets of changes toward a preset: subsets of the
switches in which that preset differs from the checked variant. The report
names the first candidate under which paigen agrees with the generator on
every disagreement seen.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations
from typing import Any

from .. import doudizhu as dd

__all__ = ["SWITCHES", "candidates"]

SWITCHES: tuple[str, ...] = (
    "four_with_two",
    "four_two_pair_singles",
    "four_two_joker_singles",
    "wings_per_rank",
    "adjacent_wings_limit",
    "joker_wings",
    "chains_skip_bomb_rank",
    "bomb_beats_rocket",
    "reading",
)
VALUES: dict[str, tuple[Any, ...]] = dict.fromkeys(SWITCHES, (False, True))
VALUES["wings_per_rank"] = (1, 2, 3, 4)
VALUES["reading"] = ("standard", "douzero")


@lru_cache(maxsize=16)
def candidates(variant: dd.Variant) -> tuple[tuple[tuple[tuple[str, Any], ...], dd.Variant], ...]:
    """(changes, the variant they make) pairs, in the order they are tried."""
    current = variant.as_dict()
    found: list[tuple[tuple[str, Any], ...]] = []
    for name in SWITCHES:
        for value in VALUES[name]:
            if value != current[name]:
                found.append(((name, value),))
    toward = []
    for preset in dd.Variant.PRESETS:
        target = dd.Variant.preset(preset).as_dict()
        toward.append([(name, target[name]) for name in SWITCHES if target[name] != current[name]])
    for size in range(2, len(SWITCHES) + 1):
        for changes in toward:
            for subset in combinations(changes, size):
                if subset not in found:
                    found.append(subset)
    return tuple((changes, variant.replace(**dict(changes))) for changes in found)
