"""Luk Fu reference move generator: slow, plain Python, written from ``docs/rules/LUKFU.md``.

This module is the oracle the C++ core is checked against (parity tests). It shares no
code with the core and imports only the standard library and :mod:`paigen.errors`.
Everything is brute force over subsets of a hand of at most 12 cards (L4), so it is
easy to read against the rules page; rule ids (``L2``, ``F3``, ``O2``, ``R3``...) are
cited next to the code that implements them.

Cards (L1-L3): a card is ``(rank 1..9, suit 0..3)`` with suits ``c < s < m < t``; its
index is ``9 * suit + rank - 1``; a set of cards is a ``frozenset`` of indices or a
36-bit mask with bit ``index`` set.

    >>> format_cards(parse("9c 4m3s 2c 5c"))
    '2c 5c 9c 3s 4m'
    >>> classify("7s8s9s"), beats("1s 2s 3s", "7c 8c 9c")
    ('run', True)
    >>> old_cards("7s 8s 9s 3c 8m", public="9m")
    '7s 8s 9s 8m'
    >>> sorted(legal_moves("5c 6c 9t", caller=False, best="4c"))
    [('single', '5c'), ('single', '6c')]
"""

from __future__ import annotations

import itertools
import operator
from collections.abc import Iterable
from typing import Union

from paigen.errors import IllegalMoveError, NotationError

__all__ = [
    "HAND_SIZE",
    "KINDS",
    "NUM_CARDS",
    "RANKS",
    "SUITS",
    "beats",
    "card_index",
    "card_of",
    "classify",
    "format_cards",
    "from_mask",
    "legal_moves",
    "old_cards",
    "parse",
    "to_mask",
]

SUITS = "csmt"  # L1: coins < strings < myriads < tens; suit number = position here
RANKS = "123456789"  # L1: ranks 1..9
NUM_CARDS = 36  # L1: 9 ranks x 4 suits, no flowers
HAND_SIZE = 12  # L4: three players, 12 cards each
KINDS = ("single", "set", "run", "discard", "claim")  # G: the five kinds of move
_FULL_MASK = (1 << NUM_CARDS) - 1

Cards = Union[str, Iterable[int]]  # card notation, or card indices (L3)
Move = tuple[str, str]  # (kind, canonical cards), G


# ---------------------------------------------------------------------------
# L. Cards, index and notation
# ---------------------------------------------------------------------------


def card_index(rank: int, suit: int) -> int:
    """L3: the index of the card ``(rank 1..9, suit 0..3)``, i.e. ``9*suit + rank - 1``.

    >>> card_index(1, 0), card_index(9, 3)
    (0, 35)
    """
    if not (1 <= rank <= 9 and 0 <= suit <= 3):
        raise ValueError(f"no card with rank {rank!r} and suit {suit!r} (L1: ranks 1..9, suits 0..3)")
    return 9 * suit + rank - 1


def card_of(index: int) -> tuple[int, int]:
    """L3: the ``(rank, suit)`` of a card index 0..35.

    >>> card_of(13)
    (5, 1)
    """
    if not 0 <= index < NUM_CARDS:
        raise ValueError(f"card index {index!r} is outside 0..35 (L3)")
    return index % 9 + 1, index // 9


def _rank(index: int) -> int:
    return index % 9 + 1


def _suit(index: int) -> int:
    return index // 9


def _token(index: int) -> str:
    """L2: the canonical token of one card, e.g. ``'5m'``."""
    return f"{_rank(index)}{SUITS[_suit(index)]}"


def parse(cards: str) -> frozenset[int]:
    """L2: parse card notation into a set of card indices (L3).

    Tokens are a rank digit ``1``-``9`` followed by a suit letter (``c s m t``; upper
    case is accepted on input), separated by whitespace or written back to back.
    Unknown ranks or suits, stray characters and repeated cards raise
    :class:`NotationError` naming the offending text.

    >>> sorted(parse("7s8s9s 1C"))
    [0, 15, 16, 17]
    >>> parse("9x")
    Traceback (most recent call last):
    ...
    paigen.errors.NotationError: unknown suit 'x' in card '9x' (L2: suits are c s m t)
    """
    if not isinstance(cards, str):
        raise TypeError(f"parse() wants a str of card notation, not {type(cards).__name__}")
    found: set[int] = set()
    for chunk in cards.split():
        # Inside a chunk the tokens are written back to back: exactly two characters each.
        for start in range(0, len(chunk), 2):
            text = chunk[start : start + 2]
            where = "" if text == chunk else f" in {chunk!r}"
            if len(text) < 2:
                raise NotationError(
                    f"incomplete card {text!r}{where} (L2: a card is a rank 1..9 then a suit letter)"
                )
            rank_char, suit_char = text[0], text[1]
            if rank_char not in RANKS:
                raise NotationError(
                    f"unknown rank {rank_char!r} in card {text!r}{where} (L2: ranks are 1..9)"
                )
            if suit_char not in SUITS and suit_char not in SUITS.upper():
                raise NotationError(
                    f"unknown suit {suit_char!r} in card {text!r}{where} (L2: suits are c s m t)"
                )
            index = card_index(int(rank_char), SUITS.index(suit_char.lower()))
            if index in found:
                raise NotationError(f"repeated card {_token(index)!r} in {cards!r} (L2)")
            found.add(index)
    return frozenset(found)


def _card_set(cards: Cards, what: str = "cards") -> frozenset[int]:
    """Accept notation (``str``) or an iterable of card indices; return a frozenset."""
    if isinstance(cards, str):
        return parse(cards)
    if isinstance(cards, int):
        raise TypeError(f"{what}: got an int; use from_mask() for a 36-bit mask")
    result: set[int] = set()
    for item in cards:
        if isinstance(item, bool) or not isinstance(item, int):
            raise TypeError(f"{what}: card indices are ints 0..35, got {item!r}")
        if not 0 <= item < NUM_CARDS:
            raise ValueError(f"{what}: card index {item!r} is outside 0..35 (L3)")
        if item in result:
            raise ValueError(f"{what}: repeated card {_token(item)!r}")
        result.add(item)
    return frozenset(result)


def format_cards(cards: Cards) -> str:
    """L2: canonical notation: single spaces, sorted by suit then rank (= by index).

    >>> format_cards({8, 1, 4, 11, 21})
    '2c 5c 9c 3s 4m'
    >>> format_cards([])
    ''
    """
    return " ".join(_token(index) for index in sorted(_card_set(cards)))


def to_mask(cards: Cards) -> int:
    """L3: the 36-bit mask of a set of cards (bit ``index`` set for each card).

    >>> to_mask("1c 2c 1s") == 0b1000000011
    True
    """
    mask = 0
    for index in _card_set(cards):
        mask |= 1 << index
    return mask


def from_mask(mask: int) -> frozenset[int]:
    """L3: the set of card indices whose bits are set in a 36-bit mask.

    >>> format_cards(from_mask(0b1000000011))
    '1c 2c 1s'
    """
    if isinstance(mask, bool):
        raise TypeError("from_mask() wants an int mask, not a bool")
    mask = operator.index(mask)
    if not 0 <= mask <= _FULL_MASK:
        raise ValueError(f"mask {mask:#x} is not a 36-bit card mask (L3)")
    return frozenset(index for index in range(NUM_CARDS) if mask >> index & 1)


# ---------------------------------------------------------------------------
# O. Old cards
# ---------------------------------------------------------------------------

# O1: the four 9s, 1c (Mau Gung) and 1t (Bak Chi).
_INTRINSIC_OLD = frozenset([card_index(9, s) for s in range(4)] + [card_index(1, 0), card_index(1, 3)])


def _old(hand: frozenset[int], public: frozenset[int]) -> frozenset[int]:
    """O1-O4: the Old cards of ``hand`` given the face-up ``public`` cards.

    A card is Old if intrinsically Old (O1), or if every higher card of its suit is in
    this hand or public (O2). Only the player's own hand and the public cards count
    (O3, O4): hidden cards, including hidden intrinsic Old cards, prove nothing. The
    "unbroken sequence below an Old card" clause of O2 needs no code: it follows.
    """
    seen = hand | public
    old = set()
    for card in hand:
        rank, suit = card_of(card)
        higher = {card_index(r, suit) for r in range(rank + 1, 10)}
        if card in _INTRINSIC_OLD or higher <= seen:
            old.add(card)
    return frozenset(old)


def _hand_and_public(hand: Cards, public: Cards) -> tuple[frozenset[int], frozenset[int]]:
    h = _card_set(hand, "hand")
    p = _card_set(public, "public")
    both = h & p
    if both:
        raise ValueError(
            f"cards {format_cards(both)!r} are both in the hand and public (O3: public = played face up)"
        )
    return h, p


def old_cards(hand: Cards, public: Cards = "") -> str:
    """O1-O4: canonical notation of the Old cards in ``hand``.

    ``public`` is every card played face up so far (O3); face-down discards must not be
    included. A card both in hand and public raises ``ValueError``.

    >>> old_cards("8s 1c 1s 9m")      # O1: 1c, 9m; 1s and 8s are not proven
    '1c 9m'
    >>> old_cards("8s", public="9s")  # O2: the only higher strings card is public
    '8s'
    """
    h, p = _hand_and_public(hand, public)
    return format_cards(_old(h, p))


# ---------------------------------------------------------------------------
# S. Shapes
# ---------------------------------------------------------------------------


def _shape(cards: frozenset[int], what: str = "cards") -> str:
    """S1-S3: ``'single'``, ``'set'`` or ``'run'``; anything else raises IllegalMoveError."""
    n = len(cards)
    shown = format_cards(cards)
    if n == 0:
        raise IllegalMoveError(f"{what}: no cards is not a play (S1-S3)")
    if n == 1:
        return "single"  # S1
    ranks = sorted(_rank(c) for c in cards)
    suits = {_suit(c) for c in cards}
    if len(set(ranks)) == 1:
        if n == 2:
            raise IllegalMoveError(f"{what} {shown!r}: a pair is never a play (S2: sets are 3 or 4 cards)")
        return "set"  # S2: 3 or 4 cards of one rank (a rank has only 4 cards)
    if n == 2:
        raise IllegalMoveError(
            f"{what} {shown!r}: two cards are never a play (S2 no pairs; S3 runs are 3+ cards)"
        )
    if len(suits) != 1:
        raise IllegalMoveError(f"{what} {shown!r}: neither a set (S2: one rank) nor a run (S3: one suit)")
    if ranks != list(range(ranks[0], ranks[0] + n)):
        raise IllegalMoveError(f"{what} {shown!r}: ranks are not consecutive, so not a run (S3, no wrapping)")
    return "run"  # S3


def classify(cards: Cards) -> str:
    """S1-S3: the shape of a play: ``'single'``, ``'set'`` or ``'run'``.

    Anything else (no cards, a pair, mixed ranks and suits, a gap) raises
    :class:`IllegalMoveError` saying why.

    >>> classify("5c"), classify("5c 5s 5t"), classify("3m4m5m6m")
    ('single', 'set', 'run')
    >>> classify("5c 5s")
    Traceback (most recent call last):
    ...
    paigen.errors.IllegalMoveError: cards '5c 5s': a pair is never a play (S2: sets are 3 or 4 cards)
    """
    return _shape(_card_set(cards))


# ---------------------------------------------------------------------------
# F. What beats what
# ---------------------------------------------------------------------------

_UNBEATABLE_LED_SINGLES = frozenset([card_index(1, 0), card_index(1, 3)])  # F1 exception: 1c, 1t


def _beats(
    new: frozenset[int],
    kind_new: str,
    best: frozenset[int],
    kind_best: str,
    led: frozenset[int],
    kind_led: str,
) -> bool:
    """F1-F4 on already classified plays. The exceptions look at the led play; they
    only ever remove beats that the plain rule allows."""
    if kind_new != kind_best or len(new) != len(best):
        return False  # F4 (and F2/F3: same size / same length)
    if kind_new == "single":
        if kind_led == "single" and led <= _UNBEATABLE_LED_SINGLES:
            return False  # F1 exception: a led 1c or 1t cannot be beaten
        (n,), (b,) = new, best
        return _suit(n) == _suit(b) and _rank(n) > _rank(b)  # F1
    if kind_new == "set":
        rank_new, rank_best = _rank(min(new)), _rank(min(best))
        if kind_led == "set" and _rank(min(led)) == 1 and rank_new != 9:
            return False  # F2 exception: a led set of 1s falls only to the 9s of its size
        return rank_new > rank_best  # F2
    # F3: same length (checked above); same suit with a higher top card, or a higher suit.
    suit_new, suit_best = _suit(min(new)), _suit(min(best))
    if suit_new == suit_best:
        return max(new) > max(best)
    return suit_new > suit_best


def _check_trick(led: frozenset[int], kind_led: str, best: frozenset[int], kind_best: str) -> None:
    """The led play and the current best play must be one trick (T2, F4): same shape,
    same size, and when they differ, disjoint with ``best`` beating ``led``."""
    if kind_led != kind_best or len(led) != len(best):
        raise ValueError(
            f"led {format_cards(led)!r} ({kind_led}) and best {format_cards(best)!r} ({kind_best}) "
            "are not the same shape and size, so cannot be one trick (F4, T3)"
        )
    if led != best:
        if led & best:
            raise ValueError(f"led {format_cards(led)!r} and best {format_cards(best)!r} share cards")
        if not _beats(best, kind_best, led, kind_led, led, kind_led):
            raise ValueError(
                f"best {format_cards(best)!r} does not beat led {format_cards(led)!r} (T2, F1-F3)"
            )


def beats(new: Cards, best: Cards, led: Cards | None = None) -> bool:
    """F1-F4: does play ``new`` beat the current best play ``best``?

    ``led`` is the trick's led play (default: ``best``); it matters only for the
    exceptions of F1 (a *led* single ``1c``/``1t`` cannot be beaten) and F2 (a *led* set
    of 1s can only be beaten by the set of 9s of the same size). Non-plays raise
    :class:`IllegalMoveError`; a ``led`` that cannot be in one trick with ``best``
    raises ``ValueError``.

    >>> beats("6c", "5c"), beats("6s", "5c"), beats("2c", "1c")
    (True, False, False)
    >>> beats("2c 2s 2m", "1c 1s 1t"), beats("9c 9s 9m", "1c 1s 1t")
    (False, True)
    """
    n = _card_set(new, "new")
    b = _card_set(best, "best")
    ld = b if led is None else _card_set(led, "led")
    kind_n, kind_b, kind_l = _shape(n, "new"), _shape(b, "best"), _shape(ld, "led")
    _check_trick(ld, kind_l, b, kind_b)
    return _beats(n, kind_n, b, kind_b, ld, kind_l)


# ---------------------------------------------------------------------------
# G. The move generator
# ---------------------------------------------------------------------------


def _plays(hand: frozenset[int], sizes: Iterable[int]) -> Iterable[tuple[str, frozenset[int]]]:
    """Every (shape, cards) play (S1-S3) made of cards of ``hand`` with a size in ``sizes``.
    Brute force: every subset, kept if it has a shape."""
    for size in sizes:
        for combo in itertools.combinations(sorted(hand), size):
            cards = frozenset(combo)
            try:
                kind = _shape(cards)
            except IllegalMoveError:
                continue
            yield kind, cards


def _leads(
    hand: frozenset[int], public: frozenset[int], caller: bool, master_passed: bool, fu: int
) -> set[Move]:
    old = _old(hand, public)
    if fu + len(old) >= 6:
        return {("claim", format_cards(old))}  # R1: claim is the only move, even with no cards
    if not hand:
        return set()  # E1: empty hands and no claim: the deal is void, nothing to play
    # R3: the singles a non-caller may lead.
    non_old = hand - old
    if non_old:
        top = max(_suit(c) for c in non_old)
        allowed_singles = {c for c in non_old if _suit(c) == top}
    else:
        allowed_singles = set(hand)  # every card in hand is Old: any single
    moves: set[Move] = set()
    for kind, cards in _plays(hand, [1, 3, 4, 5, 6, 7, 8, 9]):
        if kind == "single" and not caller and not cards <= allowed_singles:
            continue  # R3 (R2: the caller may lead any single)
        if master_passed and len(cards) >= 4:
            continue  # A4: no set of four, no run of 4+ (every 4+ play is one of these)
        moves.add((kind, format_cards(cards)))  # R2, R4; never a pass or discard (R5)
    return moves


def _follows(hand: frozenset[int], led: frozenset[int], best: frozenset[int]) -> set[Move]:
    kind_led, kind_best = _shape(led, "led"), _shape(best, "best")
    _check_trick(led, kind_led, best, kind_best)
    in_hand = (led | best) & hand
    if in_hand:
        raise ValueError(f"cards {format_cards(in_hand)!r} of the trick are also in the hand")
    k = len(led)
    if len(hand) < k:
        raise ValueError(f"a hand of {len(hand)} cards cannot follow a {k}-card play (T3, T5)")
    # T2: every beating play; R3 and A4 restrict leads only (R4).
    beating = {
        (kind, format_cards(cards))
        for kind, cards in _plays(hand, [k])
        if _beats(cards, kind, best, kind_best, led, kind_led)
    }
    if beating:
        return beating
    # T3: cannot beat: discard any k cards, each distinct subset one move.
    return {("discard", format_cards(combo)) for combo in itertools.combinations(sorted(hand), k)}


def legal_moves(
    hand: Cards,
    *,
    public: Cards = "",
    caller: bool,
    master_passed: bool = False,
    fu: int = 0,
    led: Cards | None = None,
    best: Cards | None = None,
) -> set[Move]:
    """G: every legal move of the player to act, as a set of ``(kind, canonical cards)``.

    ``kind`` is one of ``single set run discard claim``. Leading when ``led`` and
    ``best`` are both ``None``; otherwise following (if only one is given it is both).

    Leading: ``('claim', <Old cards>)`` alone when fu + Old cards >= 6 (R1; also with an
    empty hand); no moves for an empty hand otherwise (E1); else every single, set and
    run allowed by R2 (caller: anything), R3 (non-caller singles) and A4 (a Master
    who passed: no set of four, no run of 4+). A lead is never a discard (R5).

    Following: every play that beats ``best`` (F1-F4, with ``led`` for the
    exceptions) if there is one (T2); otherwise every distinct k-card discard, k the
    size of the led play (T3).

    Bad input raises ``ValueError`` (``NotationError``/``IllegalMoveError`` where they
    fit): caller and master_passed both true, a card both in hand and public, a hand
    over 12 cards (L4), negative fu, led/best not a play, led and best not the same
    shape and size (or best not beating a different led), trick cards in the hand,
    and a hand smaller than the led play.

    >>> sorted(legal_moves("3c 4c 5c 5s 5m 9t", caller=False))
    [('run', '3c 4c 5c'), ('set', '5c 5s 5m'), ('single', '5m')]
    >>> sorted(legal_moves("4c 6s", caller=True, led="5c", best="9c"))
    [('discard', '4c'), ('discard', '6s')]
    """
    caller = bool(caller)
    master_passed = bool(master_passed)
    if isinstance(fu, bool):
        raise TypeError("fu must be an int, not a bool")
    fu = operator.index(fu)
    if fu < 0:
        raise ValueError(f"fu {fu} is negative (T4: fu counts cards won)")
    if caller and master_passed:
        raise ValueError("a Master who passed is never the caller (A2, A4)")
    h, p = _hand_and_public(hand, public)
    if len(h) > HAND_SIZE:
        raise ValueError(f"a hand has at most {HAND_SIZE} cards (L4), got {len(h)}")
    if led is None:
        if best is None:
            return _leads(h, p, caller, master_passed, fu)
        led = best  # only the best play given: it is the led play too
    elif best is None:
        best = led
    return _follows(h, _card_set(led, "led"), _card_set(best, "best"))
