"""Pearson's chi-square against exact probabilities, for the samplers'
uniformity tests (Game.sample_hidden)."""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Hashable, Mapping


def chi_square_uniformity(counts: Counter[Hashable], expected: Mapping[Hashable, float], draws: int) -> None:
    """Pearson's chi-square of `counts` against the probabilities `expected`:
    the statistic must stay under the 0.1% upper quantile (Wilson-Hilferty)."""
    assert set(counts) <= set(expected), "a sample outside the consistent deals"
    dof = len(expected) - 1
    stat = sum((counts.get(k, 0) - draws * p) ** 2 / (draws * p) for k, p in expected.items())
    z = 3.09  # the 0.1% upper quantile of the standard normal
    bound = dof * (1 - 2 / (9 * dof) + z * math.sqrt(2 / (9 * dof))) ** 3
    assert stat < bound, f"chi-square {stat:.1f} over {dof} degrees of freedom (bound {bound:.1f})"
