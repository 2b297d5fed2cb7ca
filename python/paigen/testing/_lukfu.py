"""Luk Fu strategies: hands, moves and deals, each with its bias (runs, sets,
Old cards) beside it. States and situations are in ``_lukfu_states.py``, the
shared parts in ``_common.py``.
"""

from __future__ import annotations

import functools
import itertools
from collections.abc import Iterable
from typing import Union

from hypothesis import strategies as st

from .. import lukfu as lf
from . import _common as c

__all__ = [
    "lukfu_deals",
    "lukfu_hands",
    "lukfu_moves",
]

KindArg = Union[str, int, lf.Kind]

_CARDS = 36
_HAND = 12
_PHASES = ("calling", "play", "over")
_PLAYS = (lf.Kind.SINGLE, lf.Kind.SET, lf.Kind.RUN)
_KEEPS = (0, 0, 0, 0.25, 0.5)  # two deals in five clumped (c.clumped_order)


def _card(suit: int, rank: int) -> int:
    """The card index (L3) of a rank 1..9 and a suit 0..3 (c, s, m, t)."""
    return 9 * suit + rank - 1


_INTRINSIC_OLD = tuple(sorted({_card(0, 1), _card(3, 1)} | {_card(s, 9) for s in range(4)}))  # O1
_RANK_MAJOR = sorted(range(_CARDS), key=lambda i: (i % 9, i // 9))  # 1c 1s 1m 1t 2c ...


def _from_cards(cards: Iterable[int]) -> lf.Hand:
    return lf.Hand.from_mask(sum(1 << i for i in set(cards)))


# ---------------------------------------------------------------- hands


@st.composite
def _block(draw: st.DrawFn, high: int) -> list[int]:
    """A few cards that make what breaks Luk Fu generators: a run (often, and
    shrinking toward, one up to the 9: Old, O2), a set (often of 1s or 9s, F2),
    an intrinsically Old card (O1), or (as [-n]) n drawn cards, more than
    `high` meaning as many as fit."""
    branch = c.choose(draw, (3, 3, 2, 1))
    if branch == 0:
        suit = draw(st.integers(0, 3))
        length = draw(st.integers(3, 9))
        top = 9 - max(draw(st.integers(-2, 9 - length)), 0)
        return [_card(suit, r) for r in range(top - length + 1, top + 1)]
    if branch == 1:
        rank = (1, 9, 0)[c.choose(draw, (1, 1, 2))] or draw(st.integers(1, 9))
        left_out = 3 - draw(st.integers(0, 5))  # tens first; below 0, a set of four
        return [_card(s, rank) for s in range(4) if s != left_out]
    if branch == 2:
        return [c.pick(draw, _INTRINSIC_OLD)]
    return [-draw(st.integers(1, high + high // 2 + 1))]


def _fill(draw: st.DrawFn, held: list[int], n: int) -> None:
    """Adds n drawn cards (the lowest free card first)."""
    for _ in range(n):
        held.append(c.pick(draw, [i for i in range(_CARDS) if i not in held]))


@st.composite
def _cards(draw: st.DrawFn, low: int, high: int) -> list[int]:
    """Distinct card indices, low..high of them: a few blocks (cut at `high`),
    then drawn cards up to `low`. Shrinks by dropping blocks and simplifying
    them."""
    held: list[int] = []
    for block in draw(st.lists(_block(high), max_size=4)):
        if block[0] < 0:
            _fill(draw, held, min(-block[0], high - len(held)))
        else:
            held.extend(card for card in block if card not in held)
            del held[high:]
    _fill(draw, held, max(low - len(held), 0))
    return held


def lukfu_hands(*, min_cards: int = 0, max_cards: int = _HAND) -> st.SearchStrategy[lf.Hand]:
    """Luk Fu hands (:class:`paigen.lukfu.Hand`) of ``min_cards`` to
    ``max_cards`` cards (12 by default and at most: a dealt hand, L4).

    Leans on what breaks Luk Fu generators: runs, many of them up to the 9 of
    their suit (so Old, O2), sets of three and four (often of 1s or 9s, F2), the
    intrinsically Old cards 1c, 1t and the 9s (O1), and the empty and full
    hands. Shrinks toward fewer cards, coins first.
    """
    low, high = c.card_range(min_cards, max_cards, _HAND, _HAND)
    return c.named(
        "lukfu_hands", _cards(low, high).map(_from_cards), min_cards=min_cards, max_cards=max_cards
    )


# ---------------------------------------------------------------- moves


@functools.cache
def _plays() -> dict[lf.Kind, tuple[lf.Move, ...]]:
    """Every single, set and run (S1-S3), each kind low to high."""
    singles = [[i] for i in range(_CARDS)]
    sets = [
        [_card(s, rank) for s in suits]
        for rank in range(1, 10)
        for size in (3, 4)
        for suits in itertools.combinations(range(4), size)
    ]
    runs = [
        [_card(suit, r) for r in range(start, start + length)]
        for suit in range(4)
        for length in range(3, 10)
        for start in range(1, 11 - length)
    ]
    return {
        kind: tuple(lf.classify(_from_cards(cards)) for cards in group)
        for kind, group in zip(_PLAYS, (singles, sets, runs))
    }


def _kinds(kinds: Iterable[KindArg] | None) -> tuple[lf.Kind, ...]:
    if kinds is None:
        return _PLAYS
    return c.check_kinds(kinds, lf.Kind, "Luk Fu")


@st.composite
def _moves(draw: st.DrawFn, kinds: tuple[lf.Kind, ...]) -> lf.Move:
    kind = c.pick(draw, kinds)
    if kind == lf.Kind.DISCARD:  # as many cards as a led play has (T3)
        return lf.Move(_from_cards(draw(_cards(1, 9))), kind="discard")
    if kind == lf.Kind.CLAIM:  # the Old cards of a hand (R1)
        return lf.Move(_from_cards(draw(_cards(0, _HAND))), kind="claim")
    return c.pick(draw, _plays()[kind])


def lukfu_moves(*, kinds: Iterable[KindArg] | None = None) -> st.SearchStrategy[lf.Move]:
    """Luk Fu moves (:class:`paigen.lukfu.Move`): by default the plays, every
    single, set and run (S1-S3), the kind drawn first and each equally likely.

    ``kinds`` limits the kinds (:class:`~paigen.lukfu.Kind` values or names);
    ``"discard"`` (1 to 9 cards, T3) and ``"claim"`` (up to 12 cards, R1) come
    only when named. Shrinks toward singles and, within a kind, toward the
    lowest play (``1c``, the set ``1c 1s 1m``, the run ``1c 2c 3c``).
    """
    chosen = _kinds(kinds)
    return c.named("lukfu_moves", _moves(chosen), kinds=None if kinds is None else [str(k) for k in chosen])


# ---------------------------------------------------------------- deals


def _deal_size(min_cards: int | None, max_cards: int | None) -> tuple[int, int]:
    if min_cards is None and max_cards is None:
        return _HAND, _HAND
    return c.card_range(1 if min_cards is None else min_cards, max_cards, _HAND, _HAND, min_low=1)


@st.composite
def _deals(draw: st.DrawFn, sizes: tuple[int, int]) -> lf.Game:
    held = draw(st.integers(*sizes))
    deck = _RANK_MAJOR if c.choose(draw, (1, 1)) == 0 else list(range(_CARDS))
    order = [deck[i] for i in c.clumped_order(draw, _CARDS, 3 * held, _KEEPS)]
    master = draw(st.integers(0, 2))
    # The Master, who leads first (A3), gets the start of the deck: the 1s.
    parts = [order[k * held : (k + 1) * held] for k in range(3)]
    hands = [_from_cards(parts[(seat - master) % 3]) for seat in range(3)]
    return lf.Game(hands=hands, master=master)


def lukfu_deals(*, min_cards: int | None = None, max_cards: int | None = None) -> st.SearchStrategy[lf.Game]:
    """Dealt Luk Fu games (:class:`paigen.lukfu.Game`, in the calling) from given
    hands and a drawn Master (A1).

    By default each seat holds 12 cards (a full deal, L4). With ``min_cards``
    or ``max_cards`` the three hands hold that many cards each (1 to 12, all
    three the same, T5), the other cards out of play. The cards come from a
    shuffle of the deck that shrinks toward the sorted deck, rank by rank or
    suit by suit; two deals in five are clumped, keeping the sets of one rank
    or the runs of one suit together.
    """
    strategy = _deals(_deal_size(min_cards, max_cards))
    return c.named("lukfu_deals", strategy, min_cards=min_cards, max_cards=max_cards)
