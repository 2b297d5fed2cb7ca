"""Dou Dizhu strategies: hands, moves and deals, each with its bias toward
what breaks generators (bombs, chains, airplanes, jokers) beside it. States and
positions are in ``_doudizhu_states.py``, the shared parts in ``_common.py``.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Union

import numpy as np
from hypothesis import strategies as st
from hypothesis.errors import InvalidArgument
from numpy.typing import NDArray

from .. import doudizhu as dd
from . import _common as c

__all__ = [
    "doudizhu_deals",
    "doudizhu_hands",
    "doudizhu_moves",
]

VariantArg = Union[str, dd.Variant]
KindArg = Union[str, int, dd.Kind]


@dataclass(frozen=True)
class _Deck:
    """The deck and deal sizes of a player count (D2, D3)."""

    players: int
    caps: tuple[int, ...]  # copies per rank
    hand: int  # cards dealt to each seat
    kitty: int
    group_copies: tuple[int, ...]  # copies of one rank in a drawn group, bombs leaned on

    @property
    def size(self) -> int:
        return sum(self.caps)

    @property
    def landlord(self) -> int:
        """The most cards a player holds: a landlord with the kitty."""
        return self.hand + self.kitty

    @property
    def sorted_cards(self) -> list[int]:
        """The deck as rank indices, low to high."""
        return [rank for rank, n in enumerate(self.caps) for _ in range(n)]


_DECKS = {
    3: _Deck(3, (4,) * 13 + (1, 1), 17, 3, (1, 2, 3, 4, 4)),
    4: _Deck(4, (8,) * 13 + (2, 2), 25, 8, (1, 2, 3, 4, 4, 5, 6, 7, 8)),
}
_PHASES = ("bidding", "play", "over")
_KEEPS = (0, 0, 0.5, 0.75)  # half the deals clumped (c.clumped_order)


def _deck(players: object) -> _Deck:
    if isinstance(players, bool) or players not in _DECKS:
        raise InvalidArgument(f"players must be 3 or 4, not {players!r}")
    return _DECKS[players]


def _variant(players: int, variant: object) -> dd.Variant:
    if isinstance(variant, str):
        try:
            variant = dd.Variant.preset(variant)
        except ValueError as e:
            raise InvalidArgument(f"variant: {e}") from None
    if not isinstance(variant, dd.Variant):
        raise InvalidArgument(f"variant must be a preset name or a paigen.doudizhu.Variant, not {variant!r}")
    if players == 4 and variant != dd.Variant():
        raise InvalidArgument(
            f"variant {variant.name!r} is for 3 players; 4-player Dou Dizhu has one rule set"
        )
    return variant


# ---------------------------------------------------------------- hands


@st.composite
def _block(draw: st.DrawFn, deck: _Deck, high: int) -> tuple[int, int, int]:
    """(first rank, ranks, copies): a group of one rank (bombs leaned on), a
    run of ranks inside 3..A (straights, pair chains, airplanes; most of them
    short), the jokers, or (rank -1) `copies` cards of drawn ranks, more than
    `high` meaning as many as fit."""
    branch = c.choose(draw, (4, 4, 1, 1))
    if branch == 0:
        return draw(st.integers(0, 12)), 1, c.pick(draw, deck.group_copies)
    if branch == 1:
        start = draw(st.integers(0, 10))
        longest = 12 - start if c.choose(draw, (3, 1)) else min(12 - start, 5)
        return start, draw(st.integers(2, longest)), c.pick(draw, (1, 2, 3, 3))
    if branch == 2:
        return 13, 2, deck.caps[13] if deck.players == 3 else c.pick(draw, (2, 1))
    return -1, 1, draw(st.integers(1, high + high // 2 + 1))


def _fill(draw: st.DrawFn, deck: _Deck, counts: list[int], n: int) -> None:
    """Adds n cards of drawn ranks (the lowest rank with room first)."""
    for _ in range(n):
        counts[c.pick(draw, [r for r in range(15) if counts[r] < deck.caps[r]])] += 1


@st.composite
def _counts(draw: st.DrawFn, deck: _Deck, low: int, high: int) -> list[int]:
    """15 per-rank counts within the deck, low..high cards in all: a few blocks
    (cut at `high`), then drawn cards up to `low`. Shrinks by dropping blocks
    and simplifying them."""
    counts = [0] * 15
    for start, length, copies in draw(st.lists(_block(deck, high), max_size=4)):
        room = high - sum(counts)
        if start < 0:
            _fill(draw, deck, counts, min(copies, room))
            continue
        for rank in range(start, start + length):
            add = min(copies, deck.caps[rank] - counts[rank], room)
            counts[rank] += add
            room -= add
    _fill(draw, deck, counts, max(low - sum(counts), 0))
    return counts


def doudizhu_hands(
    players: int = 3, *, min_cards: int = 0, max_cards: int | None = None
) -> st.SearchStrategy[dd.Hand]:
    """Dou Dizhu hands (:class:`paigen.doudizhu.Hand`) of ``min_cards`` to
    ``max_cards`` cards from the ``players``-player deck (D2, D3).

    ``max_cards`` defaults to the most a player holds, 20 (33 with four
    players); it may go up to the whole deck (54, 108). Hands are drawn as
    per-rank counts, not uniform cards, leaning on what breaks move generators:
    bombs (K11), runs of ranks as straights, pair chains and airplanes (K6-K10),
    both jokers (K12), and the empty and the largest hands. They shrink toward
    fewer, lower cards: the smallest hand with a bomb is ``3333``.
    """
    deck = _deck(players)
    low, high = c.card_range(min_cards, max_cards, deck.landlord, deck.size)
    strategy = _counts(deck, low, high).map(lambda counts: dd.Hand.from_counts(counts, players))
    return c.named("doudizhu_hands", strategy, players=players, min_cards=min_cards, max_cards=max_cards)


# ---------------------------------------------------------------- moves


@dataclass(frozen=True)
class _Universe:
    """all_moves() of one rule set, grouped by kind, with per-move counts."""

    moves: dd.MoveList
    kinds: NDArray[np.uint8]
    counts: NDArray[np.int16]
    sizes: NDArray[np.int64]
    present: tuple[dd.Kind, ...]  # the kinds there are, in order


@functools.cache
def _universe(players: int, variant: dd.Variant) -> _Universe:
    moves = dd.all_moves(players, variant)
    kinds = np.asarray(moves.kinds)
    counts = moves.counts().astype(np.int16)
    present = tuple(dd.Kind(int(k)) for k in np.unique(kinds))
    return _Universe(moves, kinds, counts, counts.sum(axis=1), present)


def _kinds(players: int, variant: dd.Variant, kinds: Iterable[KindArg] | None) -> tuple[dd.Kind, ...]:
    """The requested kinds, checked against the rule set's moves; PASS only if named."""
    there = _universe(players, variant).present
    if kinds is None:
        return there

    def missing(kind: dd.Kind) -> str:
        if kind in there or kind == dd.Kind.PASS:
            return ""
        return f"kinds: no {kind} move exists with {players} players under variant {variant.name!r}"

    return c.check_kinds(kinds, dd.Kind, "Dou Dizhu", missing)


@st.composite
def _moves(draw: st.DrawFn, players: int, variant: dd.Variant, kinds: tuple[dd.Kind, ...]) -> dd.Move:
    kind = c.pick(draw, kinds)
    if kind == dd.Kind.PASS:
        return dd.Move("", players, variant)
    universe = _universe(players, variant)
    of_kind = np.flatnonzero(universe.kinds == kind)
    return universe.moves[int(of_kind[draw(st.integers(0, len(of_kind) - 1))])]  # type: ignore[no-any-return]


def doudizhu_moves(
    players: int = 3, variant: VariantArg = "standard", *, kinds: Iterable[KindArg] | None = None
) -> st.SearchStrategy[dd.Move]:
    """Dou Dizhu moves (:class:`paigen.doudizhu.Move`) of the rule set, from
    :func:`paigen.doudizhu.all_moves`: every move a dealt hand can play.

    The kind is drawn first, each equally likely, then a move of that kind: the
    13 bombs and the rocket come up as often as the thousands of airplanes.
    ``kinds`` limits the kinds (:class:`~paigen.doudizhu.Kind` values or names
    such as ``"bomb"``); the pass comes only if ``"pass"`` is named. Shrinks
    toward singles and, within a kind, toward the lowest move.
    """
    deck = _deck(players)
    v = _variant(deck.players, variant)
    chosen = _kinds(players, v, kinds)
    shown = None if kinds is None else [str(k) for k in chosen]
    return c.named(
        "doudizhu_moves", _moves(players, v, chosen), players=players, variant=variant, kinds=shown
    )


# ---------------------------------------------------------------- deals


def _deal_sizes(deck: _Deck, min_cards: int | None, max_cards: int | None) -> tuple[int, int] | None:
    """None for full deals, else the checked per-hand card range of a partial deal."""
    if min_cards is None and max_cards is None:
        return None
    return c.card_range(1 if min_cards is None else min_cards, max_cards, deck.hand, deck.hand, min_low=1)


@st.composite
def _deals(draw: st.DrawFn, deck: _Deck, variant: dd.Variant, sizes: tuple[int, int] | None) -> dd.Game:
    if sizes is None:
        held = [deck.hand] * deck.players
    else:
        held = [draw(st.integers(*sizes)) for _ in range(deck.players)]
    cards = deck.sorted_cards
    order = [cards[i] for i in c.clumped_order(draw, deck.size, sum(held) + deck.kitty, _KEEPS)]
    hands, at = [], 0
    for n in held:
        hands.append(_hand(order[at : at + n], deck.players))
        at += n
    kitty = _hand(order[at:], deck.players)
    first = draw(st.integers(0, deck.players - 1))
    return dd.Game(deck.players, hands=hands, kitty=kitty, first_bidder=first, variant=variant)


def _hand(ranks: list[int], players: int) -> dd.Hand:
    return dd.Hand.from_counts(np.bincount(ranks, minlength=15), players)


def doudizhu_deals(
    players: int = 3,
    variant: VariantArg = "standard",
    *,
    min_cards: int | None = None,
    max_cards: int | None = None,
) -> st.SearchStrategy[dd.Game]:
    """Dealt Dou Dizhu games (:class:`paigen.doudizhu.Game`, in the auction)
    from given cards and a drawn first bidder (B1).

    By default each seat holds 17 cards (25 with four players) and the kitty 3
    (8): a full deal. With ``min_cards`` or ``max_cards`` each hand holds that
    many cards (1 to 17, or 25), the kitty still 3 (8), the other cards out of
    play: the endgames of partial deals. The cards come from a shuffle of the
    deck that shrinks toward the sorted deck; half the deals are clumped, keeping
    runs of the sorted deck together (bombs, chains, airplanes).
    """
    deck = _deck(players)
    strategy = _deals(deck, _variant(deck.players, variant), _deal_sizes(deck, min_cards, max_cards))
    arguments = dict(players=players, variant=variant, min_cards=min_cards, max_cards=max_cards)
    return c.named("doudizhu_deals", strategy, **arguments)
