"""Checks of paigen.testing's strategies: the decks' limits, hypothesis settings
for checks of the draws themselves, sampling helpers, and replays of a drawn
state's history from its deal (through Game and the pure-Python reference)."""

from __future__ import annotations

import functools

import numpy as np
import pytest
from hypothesis import HealthCheck, Phase, find, settings
from hypothesis.errors import NoSuchExample

from paigen import doudizhu as dd
from paigen import lukfu as lf
from tests.helpers.decisions import apply

CAPS = {3: np.array([4] * 13 + [1, 1]), 4: np.array([8] * 13 + [2, 2])}
MOST = {3: 20, 4: 33}  # a landlord's hand with the kitty
DEALT = {3: 17, 4: 25}
KITTY = {3: 3, 4: 8}
RULE_SETS = [(3, "standard"), (4, "standard"), (3, "rlcard"), (3, "douzero"), (3, "openspiel")]
RARE = {
    dd.Kind.STRAIGHT,
    dd.Kind.PAIR_CHAIN,
    dd.Kind.TRIPLE_CHAIN,
    dd.Kind.AIRPLANE_SINGLE,
    dd.Kind.AIRPLANE_PAIR,
    dd.Kind.BOMB,
    dd.Kind.ROCKET,
    dd.Kind.FOUR_TWO_SINGLES,
    dd.Kind.FOUR_TWO_PAIRS,
}

# Checks on what hypothesis generates and how it shrinks run the real engine
# with settings of their own: derandomized, so they see the same draws on every
# run; the counts are sample sizes and search budgets for those checks, not the
# budget of the property tests, which comes from the profiles in conftest.py.
SHRINK = settings(database=None, derandomize=True, max_examples=500, suppress_health_check=list(HealthCheck))


@functools.cache
def universe(players, variant):
    return dd.all_moves(players, variant)


def sample(strategy, n=300):
    """Up to n distinct draws of `strategy`, as hypothesis generates them for a
    test, the same on every run."""
    drawn = []

    def keep(value):
        drawn.append(value)
        return False

    with pytest.raises(NoSuchExample):
        find(
            strategy,
            keep,
            settings=settings(SHRINK, max_examples=n, phases=[Phase.generate]),
        )
    return drawn


def appears(strategy, predicate, within=1000):
    """Whether hypothesis draws a value with `predicate` within `within` draws,
    the same on every run (for what is too rare for a share to be steady)."""
    try:
        find(strategy, predicate, settings=settings(SHRINK, max_examples=within, phases=[Phase.generate]))
    except NoSuchExample:
        return False
    return True


def share(values, predicate):
    return sum(1 for v in values if predicate(v)) / len(values)


# ---------------------------------------------------------------- helpers


def runs(counts, copies, length):
    """Whether `length` consecutive ranks in 3..A hold `copies` cards or more."""
    best = run = 0
    for c in counts[:12]:
        run = run + 1 if c >= copies else 0
        best = max(best, run)
    return best >= length


def dd_origin(game):
    """A new Game of the deal `game` started from, rebuilt from its cards and
    history: each seat's hand is its cards now plus the cards it played, less
    the kitty for the landlord."""
    counts = [h.counts.astype(int) for h in game.hands]
    for seat, decision in game.history:
        if isinstance(decision, dd.Move):
            counts[seat] += decision.counts
    if game.landlord is not None:
        counts[game.landlord] -= game.kitty.counts
    hands = [dd.Hand.from_counts(c, game.players) for c in counts]
    return dd.Game(
        game.players, hands=hands, kitty=game.kitty, first_bidder=game.first_bidder, variant=game.variant
    )


def dd_replay(game):
    new = dd_origin(game)
    for _, decision in game.history:
        apply(new, decision)
    return new


def dd_same(a, b):
    assert (a.phase, a.to_move, a.landlord, a.bid_value, a.last_move) == (
        b.phase,
        b.to_move,
        b.landlord,
        b.bid_value,
        b.last_move,
    )
    assert (a.hands, a.kitty, a.history, a.multiplier, a.payoffs, a.thrown_in) == (
        b.hands,
        b.kitty,
        b.history,
        b.multiplier,
        b.payoffs,
        b.thrown_in,
    )
    assert a.legal_bids() == b.legal_bids() and a.legal_moves().cards == b.legal_moves().cards


def lf_replay(game):
    masks = [h.mask for h in game.hands]
    for seat, decision in game.history:
        if isinstance(decision, lf.Move) and decision.kind != lf.Kind.CLAIM:  # a claim shows cards still held
            masks[seat] |= decision.mask
    new = lf.Game(hands=[lf.Hand.from_mask(m) for m in masks], master=game.master)
    for _, decision in game.history:
        apply(new, decision)
    return new


def lf_same(a, b):
    assert (a.phase, a.to_move, a.master, a.caller, a.fu, a.public) == (
        b.phase,
        b.to_move,
        b.master,
        b.caller,
        b.fu,
        b.public,
    )
    assert (a.hands, a.trick, a.history, a.payoffs) == (b.hands, b.trick, b.history, b.payoffs)
    assert a.legal_moves().cards == b.legal_moves().cards
