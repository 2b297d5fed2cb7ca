"""The decks and hand sizes of both games, written once for every test, straight
from the rules pages and independently of the library (the reference package
keeps its own):

* Dou Dizhu (``docs/rules/DOUDIZHU.md``): ranks ``3456789TJQKA2BR`` (D1); 3
  players: 54 cards, 17 each and a kitty of 3 (D2); 4 players: 108 cards, 25
  each and a kitty of 8 (D3); the landlord holds dealt + kitty.
* Luk Fu (``docs/rules/LUKFU.md``): 36 cards, ranks 1..9 in suits ``c < s < m <
  t`` (L1), card index ``9 * suit + rank - 1`` (L3), three players of 12 (L4).

Also the seeded deals the engine tests start from (made here with Python's
``random``, not with the library's generator).
"""

from __future__ import annotations

import random
from collections.abc import Iterable

# ---------------------------------------------------------------- Dou Dizhu

DDZ_RANKS = "3456789TJQKA2BR"  # D1, rank index 0..14
DDZ_COPIES = {3: (4,) * 13 + (1, 1), 4: (8,) * 13 + (2, 2)}  # D2, D3: copies of each rank
DDZ_DEALT = {3: 17, 4: 25}  # cards dealt to each player (D2, D3)
DDZ_KITTY = {3: 3, 4: 8}  # the kitty (D2, D3)
DDZ_MAX_HAND = {p: DDZ_DEALT[p] + DDZ_KITTY[p] for p in (3, 4)}  # the landlord's hand: 20, 33


def ddz_deck(players: int) -> list[str]:
    """The whole deck as rank characters, low to high (54 or 108 cards)."""
    return [rank for rank, copies in zip(DDZ_RANKS, DDZ_COPIES[players]) for _ in range(copies)]


def code_of_counts(counts) -> int:
    """A Dou Dizhu hand code, packed independently of the library: 4 bits per
    rank, rank 3 in the lowest nibble."""
    return sum(int(n) << (4 * i) for i, n in enumerate(counts))


def deal_ddz(players: int, seed: int) -> tuple[list[str], str, int]:
    """A random deal (hands, kitty, first bidder) with its own generator."""
    rng = random.Random(f"ddz{players}-{seed}")
    jokers = DDZ_COPIES[players][-1]
    # shuffled from this order (the ranks 3..2, then B R per pair of jokers), which
    # makes the deals the tests were written for
    deck = [rank for rank in ddz_deck(players) if rank not in "BR"] + ["B", "R"] * jokers
    rng.shuffle(deck)
    k = DDZ_DEALT[players]
    hands = ["".join(deck[i * k : (i + 1) * k]) for i in range(players)]
    return hands, "".join(deck[players * k :]), rng.randrange(players)


# ---------------------------------------------------------------- Luk Fu

LF_SUITS = "csmt"  # L1, low to high; suit number = position
LF_CARDS = 36  # L1: 9 ranks x 4 suits
LF_PLAYERS = 3  # L4
LF_HAND_SIZE = 12  # L4: 3 x 12 = 36, nothing left over


def lf_card(index: int) -> str:
    """L3: the card of index ``9 * suit + rank - 1``."""
    return f"{index % 9 + 1}{LF_SUITS[index // 9]}"


LF_DECK = [lf_card(i) for i in range(LF_CARDS)]  # canonical order (L2): list index = L3 index


def lf_cards(indices: Iterable[int]) -> str:
    """L2 canonical form of some card indices: sorted by suit, then rank (= by index)."""
    return " ".join(lf_card(i) for i in sorted(indices))


def lf_mask(indices: Iterable[int]) -> int:
    """L3: the 36-bit mask of some card indices."""
    return sum(1 << i for i in set(indices))


def deal_lukfu(seed: int) -> tuple[list[str], int]:
    """A random deal (three hands, Master) with its own generator."""
    rng = random.Random(f"lukfu-{seed}")
    deck = list(LF_DECK)
    rng.shuffle(deck)
    k = LF_HAND_SIZE
    return [" ".join(deck[i * k : (i + 1) * k]) for i in range(LF_PLAYERS)], rng.randrange(LF_PLAYERS)
