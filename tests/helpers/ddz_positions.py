"""Seeded Dou Dizhu positions (a hand to move, leading or replying) for
``benchmarks/bench_doudizhu.py``.

Every position comes from a real shuffled deck (numpy ``default_rng(seed)``):

* 3 players: one 54-card deck, card id ``c`` in ``0..53`` is rank ``c % 13``
  (``3``..``2``) for ``c < 52``, ``52`` the black joker ``B``, ``53`` the red
  joker ``R``.
* 4 players: two such decks, 108 cards; card id ``c`` in ``0..107`` is card
  ``c % 54`` of one deck.

Groups (see :data:`GROUPS`):

* ``ddz-lead20-3p``: ``deck[:20]`` of a 3p deck, the landlord's hand (17 dealt +
  the 3-card kitty), leading.
* ``ddz-lead33-4p``: ``deck[:33]`` of a 4p deck, the landlord's hand (25 dealt +
  the 8-card kitty), leading.
* ``ddz-reply17-3p``: ``deck[:17]`` of a 3p deck answers a lead of another
  17-card hand, ``deck[17:34]``.  The lead is uniform over the *distinct card
  sets* that are legal leads of that hand (listed by the core, sorted by code,
  so the choice does not depend on the core's emission order), classified with
  ``dd.classify``.

The Luk Fu states are in :mod:`tests.helpers.lf_states`, the report helpers
in :mod:`tests.helpers.timings`.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field

import numpy as np

from paigen import doudizhu as dd

RANKS = dd.RANKS  # "3456789TJQKA2BR", rank index 0..14

N_POSITIONS = 500  # positions per group (checked; the core-only timings use them all)

SEEDS = {
    "ddz-lead20-3p": 20_260_101,
    "ddz-lead33-4p": 20_260_102,
    "ddz-reply17-3p": 20_260_103,
}


def deck_ranks(players: int) -> np.ndarray:
    """Rank index (0..14) of every card id of the real deck: 54 cards (3p), 108 (4p)."""
    one = np.array([c % 13 if c < 52 else c - 39 for c in range(54)], dtype=np.int64)
    return one if players == 3 else np.concatenate([one, one])


def code_of(ranks) -> int:
    """Packed rank counts (4 bits per rank, rank index r at bits 4r..4r+3)."""
    counts = np.bincount(np.asarray(ranks, dtype=np.int64), minlength=15)
    return sum(int(n) << (4 * r) for r, n in enumerate(counts))


def cards_of(code: int) -> str:
    """Canonical card string (low to high) of a packed code."""
    return "".join(RANKS[r] * ((code >> (4 * r)) & 0xF) for r in range(15))


@dataclass(frozen=True)
class Positions:
    """One benchmark group: ``n`` hands to move, each a lead or a reply."""

    group: str
    players: int
    hand_codes: np.ndarray  # uint64, shape (n,)
    last_codes: np.ndarray | None  # uint64, shape (n,), or None: all leads
    hand_strs: list[str]
    last_strs: list[str | None]  # None for a lead
    hands: list = field(repr=False)  # dd.Hand
    lasts: list = field(repr=False)  # dd.Move, or None for a lead

    def __len__(self) -> int:
        return len(self.hands)

    def head(self, k: int) -> Positions:
        """The first ``k`` positions (e.g. those every row of a group times)."""
        return Positions(
            group=self.group,
            players=self.players,
            hand_codes=self.hand_codes[:k].copy(),
            last_codes=None if self.last_codes is None else self.last_codes[:k].copy(),
            hand_strs=self.hand_strs[:k],
            last_strs=self.last_strs[:k],
            hands=self.hands[:k],
            lasts=self.lasts[:k],
        )


def _positions(group: str, players: int, hand_codes: list[int], last_strs: list[str | None]) -> Positions:
    hands = [dd.Hand.from_code(c, players) for c in hand_codes]
    lasts = [None if s is None else dd.classify(s, players) for s in last_strs]
    hand_strs = [cards_of(c) for c in hand_codes]
    for h, s in zip(hands, hand_strs):
        assert str(h) == s, (str(h), s)
    leads = all(s is None for s in last_strs)
    return Positions(
        group=group,
        players=players,
        hand_codes=np.array(hand_codes, dtype=np.uint64),
        last_codes=None if leads else np.array([0 if m is None else m.code for m in lasts], dtype=np.uint64),
        hand_strs=hand_strs,
        last_strs=list(last_strs),
        hands=hands,
        lasts=lasts,
    )


@functools.cache
def lead_positions(
    group: str, players: int, n_cards: int, n: int = N_POSITIONS, seed: int | None = None
) -> Positions:
    """``n`` leads of ``deck[:n_cards]`` from seeded shuffles of the real deck."""
    rng = np.random.default_rng(SEEDS[group] if seed is None else seed)
    ranks = deck_ranks(players)
    codes = [code_of(ranks[rng.permutation(ranks.size)[:n_cards]]) for _ in range(n)]
    return _positions(group, players, codes, [None] * n)


@functools.cache
def reply_positions(
    group: str, players: int, n_cards: int, n: int = N_POSITIONS, seed: int | None = None
) -> Positions:
    """``n`` hands of ``n_cards`` answering a random legal lead of another
    ``n_cards`` hand from the same seeded shuffle."""
    rng = np.random.default_rng(SEEDS[group] if seed is None else seed)
    ranks = deck_ranks(players)
    hand_codes, last_strs = [], []
    for _ in range(n):
        deck = ranks[rng.permutation(ranks.size)]
        hand_codes.append(code_of(deck[:n_cards]))
        leader = dd.Hand.from_code(code_of(deck[n_cards : 2 * n_cards]), players)
        leads = np.unique(dd.legal_moves(leader).codes)  # sorted, distinct card sets
        last_strs.append(cards_of(int(leads[rng.integers(leads.size)])))
    return _positions(group, players, hand_codes, last_strs)


GROUPS = {
    "ddz-lead20-3p": functools.partial(lead_positions, "ddz-lead20-3p", 3, 20),
    "ddz-lead33-4p": functools.partial(lead_positions, "ddz-lead33-4p", 4, 33),
    "ddz-reply17-3p": functools.partial(reply_positions, "ddz-reply17-3p", 3, 17),
}


def positions(group: str, n: int = N_POSITIONS) -> Positions:
    """The seeded positions of ``group`` (cached)."""
    return GROUPS[group](n)
