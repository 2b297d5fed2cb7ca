"""Luk Fu move counts worked out independently of the core and of the reference
(from the rules page, on 36-bit masks, L3): the number of legal leads and
follows of a state, and the Old cards, for the benchmarks' result checks."""

from __future__ import annotations

from math import comb

import numpy as np

from tests.helpers.lf_states import LfStates

_SUIT = 0x1FF  # the nine rank bits of one suit
_INTRINSIC_OLD = (1 << 0) | (1 << 27) | sum(1 << (9 * s + 8) for s in range(4))  # O1: 1c, 1t, the 9s
_UNBEATABLE_SINGLES = (0, 27)  # F1: a led 1c / 1t


def popcount(x: int) -> int:
    return bin(x).count("1")


def old_mask(hand: int, public: int) -> int:
    """O1-O2: hand cards that are intrinsically Old, or whose higher cards of the
    suit are all in hand or public."""
    seen = hand | public
    old = hand & _INTRINSIC_OLD
    for s in range(4):
        h, v = hand >> 9 * s & _SUIT, seen >> 9 * s & _SUIT
        for b in range(9):
            above = _SUIT & ~((2 << b) - 1)
            if h >> b & 1 and v & above == above:
                old |= 1 << (9 * s + b)
    return old


def _runs(suit_bits: int, length: int, min_top: int = 0) -> int:
    """Runs of ``length`` in one suit's rank bits whose top rank index is >= min_top."""
    window = (1 << length) - 1
    return sum(
        1 for lo in range(10 - length) if lo + length - 1 >= min_top and suit_bits >> lo & window == window
    )


def _rank_count(hand: int, r: int) -> int:
    return sum(hand >> (9 * s + r) & 1 for s in range(4))


def count_lead(hand: int, public: int, caller: bool, master_passed: bool = False, fu: int = 0) -> int:
    """Number of legal leads (R1-R4, A4, E1)."""
    old = old_mask(hand, public)
    if fu + popcount(old) >= 6:
        return 1  # R1: the claim alone
    if hand == 0:
        return 0  # E1
    non_old = hand & ~old
    if caller or non_old == 0:
        singles = popcount(hand)  # R2, or R3 with every card Old
    else:
        top = max(s for s in range(4) if non_old >> 9 * s & _SUIT)
        singles = popcount(non_old >> 9 * top & _SUIT)  # R3
    sets = sum(
        comb(c, 3) + (0 if master_passed else comb(c, 4)) for c in (_rank_count(hand, r) for r in range(9))
    )
    lengths = (3,) if master_passed else range(3, 10)
    runs = sum(_runs(hand >> 9 * s & _SUIT, n) for s in range(4) for n in lengths)
    return singles + sets + runs


def count_follow(hand: int, led: int) -> tuple[int, bool]:
    """(number of moves, whether they beat) following ``led`` (best = led): the
    beating plays (F1-F4), else every discard of as many cards (T3)."""
    cards = [i for i in range(36) if led >> i & 1]
    k = len(cards)
    ranks, suits = {i % 9 for i in cards}, {i // 9 for i in cards}
    if k == 1:
        (i,) = cards
        s, r = divmod(i, 9)
        beat = 0 if i in _UNBEATABLE_SINGLES else popcount(hand >> 9 * s & _SUIT & ~((2 << r) - 1))  # F1
    elif len(ranks) == 1:
        (r,) = ranks
        higher = (8,) if r == 0 else range(r + 1, 9)  # F2 and its exception for a led set of 1s
        beat = sum(comb(_rank_count(hand, q), k) for q in higher)
    else:
        (s,) = suits
        top = max(ranks)
        beat = _runs(hand >> 9 * s & _SUIT, k, top + 1) + sum(  # F3: same suit higher top,
            _runs(hand >> 9 * t & _SUIT, k) for t in range(s + 1, 4)
        )  # or any higher suit
    return (beat, True) if beat else (comb(popcount(hand), k), False)


def expected_counts(st: LfStates) -> np.ndarray:
    hands = [int(x) for x in st.hand_masks]
    if st.task == "lead":
        out = [count_lead(h, int(p), bool(c)) for h, p, c in zip(hands, st.public_masks, st.callers)]
    elif st.task == "follow":
        out = [count_follow(h, int(m))[0] for h, m in zip(hands, st.led_masks)]
    else:
        out = [popcount(old_mask(h, int(p))) for h, p in zip(hands, st.public_masks)]
    return np.array(out, dtype=np.int64)
