"""paigen.simulate: many random deals played out in C++."""

from __future__ import annotations

from concurrent.futures import ProcessPoolExecutor
from typing import Any

import numpy as np

from . import _core

GAMES = ("ddz3", "ddz4", "lukfu")
POLICIES = ("random",)


def _play_range(game: str, seed: int, first: int, count: int) -> dict[str, np.ndarray]:
    if game == "lukfu":
        return _core.lukfu._play(seed, first, count)
    return _core.doudizhu._play(int(game[-1]), seed, first, count)


def simulate(game: str = "ddz3", n: int = 1000, seed: int = 0, policy: str = "random",
             workers: int | None = None) -> dict[str, np.ndarray]:
    """Plays `n` whole deals with uniformly random legal choices (bids, calls,
    plays, passes, discards), never returning to Python per move, and returns
    one numpy array per outcome field, of length `n`:

    - ``ddz3``/``ddz4``: ``landlord`` (seat), ``landlord_won`` (bool), ``bid``,
      ``multiplier`` (2 ** doublings, S2/S3), ``stake`` (S4), ``moves`` (plays
      and passes of the play phase), ``deals`` (1 + redeals after all-pass
      auctions, B4);
    - ``lukfu``: ``winner`` (the claimant's seat, -1 when void), ``caller``,
      ``total`` (E2), ``void``, ``moves``, ``deals`` (1 + redeals, A2).

    Deal i draws from its own generator derived from (`seed`, i), so the same
    seed gives the same results however the work is split: `workers` > 1
    spreads the deals over that many processes. Only the outcomes are kept.

    >>> out = simulate("ddz3", n=100, seed=7)
    >>> len(out["stake"]), bool(out["stake"].min() >= 1)
    (100, True)
    """
    if game not in GAMES:
        raise ValueError(f"game must be one of {', '.join(GAMES)}, not {game!r}")
    if policy not in POLICIES:
        raise ValueError(f"policy must be one of {', '.join(POLICIES)}, not {policy!r}")
    if n < 0:
        raise ValueError(f"n must be >= 0, not {n}")
    if not 0 <= seed < 2**64:
        raise ValueError("seed must be in [0, 2**64)")
    if workers is None or workers <= 1 or n < 2:
        return _play_range(game, seed, 0, n)
    bounds = np.linspace(0, n, workers + 1).astype(int)
    with ProcessPoolExecutor(max_workers=workers) as pool:
        parts = list(pool.map(_play_range, [game] * workers, [seed] * workers,
                              bounds[:-1].tolist(), np.diff(bounds).tolist()))
    return {key: np.concatenate([part[key] for part in parts]) for key in parts[0]}


__all__: list[Any] = ["simulate"]
