"""``ArenaResult.plot``: WP and ADP of every agent, overall and per role, as
bars with their 95% intervals (matplotlib, ``pip install 'paigen[plot]'``)."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ._result import ArenaResult

__all__ = ["plot"]


def _figure_class() -> Any:
    try:
        from matplotlib.figure import Figure
    except ImportError:
        raise ModuleNotFoundError(
            "plotting needs matplotlib: pip install 'paigen[plot]'", name="matplotlib"
        ) from None
    return Figure


def plot(result: ArenaResult, file: Any) -> None:
    """Writes the chart of `result` to `file` (see ``ArenaResult.plot``)."""
    figure_class = _figure_class()  # a Figure draws with the Agg canvas: no display, no pyplot state
    names = list(result)
    groups = ["all", *result.roles]
    fig = figure_class(figsize=(4 + 1.6 * len(names), 4.2), layout="constrained")
    axes = fig.subplots(1, 2)
    width = 0.8 / len(groups)
    for ax, metric, level in ((axes[0], "wp", 0.5), (axes[1], "adp", 0.0)):
        for j, group in enumerate(groups):
            values, low, high = [], [], []
            for name in names:
                stats: Any = result[name] if group == "all" else result[name].roles[group]
                value, (lo, hi) = getattr(stats, metric), getattr(stats, metric + "_ci")
                values.append(0.0 if math.isnan(value) else value)
                low.append(0.0 if math.isnan(lo) else value - lo)
                high.append(0.0 if math.isnan(hi) else hi - value)
            xs = [i + (j - (len(groups) - 1) / 2) * width for i in range(len(names))]
            ax.bar(xs, values, width, yerr=[low, high], capsize=3, label=group)
        ax.axhline(level, color="grey", linewidth=0.8)
        ax.set_xticks(range(len(names)), names)
        ax.set_title("WP (share of games won)" if metric == "wp" else "ADP (points won per game)")
    axes[0].set_ylim(0, 1)
    axes[0].legend(fontsize="small")
    fig.suptitle(f"{result.title()}; 95% intervals", fontsize="small")
    fig.savefig(file)
