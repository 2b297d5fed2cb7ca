"""Deals and Dou Dizhu matches played by random legal decisions (action ids
drawn from a ``random.Random``), for the tests that need real games."""

from __future__ import annotations

import random
from typing import Any

from paigen import doudizhu as dd


def play_random(game: Any, rng: random.Random, decisions: int | None = None) -> None:
    """Random legal decisions to the end, or `decisions` of them."""
    while game.phase != "over" and decisions != 0:
        game.apply_action(int(rng.choice(list(game.legal_action_ids()))))
        decisions = None if decisions is None else decisions - 1


def random_match(players: int, seed: int, rng: random.Random, rounds: int) -> dd.Match:
    """The Match seeded `seed` with `rounds` rounds played to their end by
    random decisions drawn from `rng`."""
    match = dd.Match(players, seed=seed)
    for k in range(rounds):
        if k:
            match.next_round()
        play_random(match.game, rng)
    return match
