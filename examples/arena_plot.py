"""An arena tournament with a plot: the built-in agents and a Python bot, every
deal under every seating, WP and ADP with 95% intervals, drawn to a PNG.

Needs the plot extra (matplotlib); the Agg backend draws without a display.

    python examples/arena_plot.py --quick --out arena.png
"""

from __future__ import annotations

import argparse

import matplotlib

matplotlib.use("Agg")

from paigen import arena
from paigen import doudizhu as dd


def biggest(obs: dd.Observation) -> object:
    """Bids the most it may, then plays the legal move with the most cards."""
    if obs.phase == "bidding":
        return dd.ActionSpace(obs.players, obs.variant).bid_id(max(obs.legal_bids))
    return max(obs.legal_moves, key=lambda move: len(move.cards))


def main(argv: list[str] | None = None) -> arena.ArenaResult:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="a small run (under a minute)")
    parser.add_argument("--out", default="arena.png", help="the plot's file")
    args = parser.parse_args(argv)
    deals = 100 if args.quick else 5_000
    pairs = [("greedy", "random"), ("greedy", biggest), (biggest, "random")]
    for pair in pairs:
        result = arena.evaluate(list(pair), game="ddz3", deals=deals, seed=1)
        print(", ".join(f"{name}: WP {stats.wp:.3f}, ADP {stats.adp:+.2f}" for name, stats in result.items()))
    result.plot(args.out)
    print(f"the last table drawn to {args.out}")
    return result


if __name__ == "__main__":
    main()
