"""Rule variants for the Dou Dizhu reference: the switches, the presets, and
DouZero's classifier.

Written from the specification in ``cpp/include/paigen/doudizhu/variant.h``
(its header comment, which names the peer program behind each switch) and from
DouZero's classifier as described step by step in :func:`douzero_reading`; it
shares no code with the C++ core. This module only *describes* a variant; :mod:`paigen.reference.doudizhu`
applies it (every entry point there takes ``variant=``).

A :class:`Variant` is nine switches over the rules pages (3 players only). All
switches at their defaults are the rules pages themselves::

    >>> Variant() == PRESETS["standard"]
    True
    >>> preset("rlcard").wings_per_rank
    3
    >>> Variant(wings_per_rank=3).replace(joker_wings=True).name
    'custom'

The switches (rule ids of ``docs/rules/DOUDIZHU.md``):

``four_with_two=False``
    K13a and K13b do not exist, neither as a lead nor as a previous move
    (OpenSpiel: no ``333345``, no ``33334455``).
``four_two_pair_singles``
    K13a: the two singles may be two cards of one rank, never the four's rank
    (RLCard, DouZero: ``333355``).
``four_two_joker_singles``
    K13a: the two singles may be B and R (DouZero: ``2222BR``).
``wings_per_rank=n``
    K9: one rank may give up to n of the single wings (the rules pages: 1, that
    is distinct ranks); wings never hold a chain rank (RLCard and OpenSpiel 3:
    ``33344455``; DouZero 4: ``333444555666KKKK``).
``adjacent_wings_limit``
    K9: at most two wings from the rank just below the chain's lowest rank, and
    at most two from the rank just above its highest unless that rank is 2
    (RLCard: ``3334445556667778`` refused, ``TTTJJJQQQKKKA222`` accepted).
``joker_wings``
    K9: the wings may hold both B and R (DouZero: ``333444BR``).
``chains_skip_bomb_rank``
    K6-K8 are not offered, as leads or replies, when the *hand* holds all four
    cards of the chain's lowest rank (OpenSpiel: ``33334455667788TTJ`` has no
    ``334455``, no ``34567``).
``bomb_beats_rocket``
    C3 relaxed: a bomb may answer the rocket (OpenSpiel).
``reading="douzero"``
    A previous move is read by DouZero's classifier (:func:`douzero_reading`),
    airplanes are compared by the highest rank held exactly three times, and a
    previous move DouZero cannot read is answered by bombs and the rocket only.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

__all__ = ["PRESETS", "READINGS", "Variant", "douzero_reading", "preset", "triple_key"]

# The ways a previous move may be read: "standard" (a move is its reading, C1)
# or "douzero" (DouZero's classifier and comparison).
READINGS = ("standard", "douzero")

_BOOL_FIELDS = (
    "four_with_two",
    "four_two_pair_singles",
    "four_two_joker_singles",
    "adjacent_wings_limit",
    "joker_wings",
    "chains_skip_bomb_rank",
    "bomb_beats_rocket",
)


@dataclasses.dataclass(frozen=True)
class Variant:
    """The rules of another Dou Dizhu program, as switches over the rules pages.

    Field names and defaults are those of ``paigen.doudizhu.Variant``; see the
    module docstring for what each switch does.

    >>> Variant(wings_per_rank=5)
    Traceback (most recent call last):
    ...
    ValueError: wings_per_rank must be an int from 1 to 4, not 5
    """

    four_with_two: bool = True
    four_two_pair_singles: bool = False
    four_two_joker_singles: bool = False
    wings_per_rank: int = 1
    adjacent_wings_limit: bool = False
    joker_wings: bool = False
    chains_skip_bomb_rank: bool = False
    bomb_beats_rocket: bool = False
    reading: str = "standard"

    def __post_init__(self) -> None:
        for name in _BOOL_FIELDS:
            value = getattr(self, name)
            if not isinstance(value, bool):
                raise TypeError(f"{name} must be a bool, not {value!r}")
        n = self.wings_per_rank
        if isinstance(n, bool) or not isinstance(n, int) or not 1 <= n <= 4:
            raise ValueError(f"wings_per_rank must be an int from 1 to 4, not {n!r}")
        if self.reading not in READINGS:
            raise ValueError(f"reading must be one of {READINGS}, not {self.reading!r}")

    @property
    def standard(self) -> bool:
        """Whether every switch is at its default (the rules pages)."""
        return self == Variant()

    @property
    def name(self) -> str:
        """The preset this variant is, else ``'custom'``."""
        for name, variant in PRESETS.items():
            if variant == self:
                return name
        return "custom"

    def replace(self, **changes: Any) -> Variant:
        """A variant with these switches changed (``dataclasses.replace``)."""
        return dataclasses.replace(self, **changes)

    def as_dict(self) -> dict[str, Any]:
        """The nine switches by name (``Variant(**v.as_dict()) == v``)."""
        return dataclasses.asdict(self)


# The presets: RLCard 1.2.0, DouZero 1.1.0 and OpenSpiel 2.0.2, the switches
# each program sets (variant.h; tests/test_peers.py checks them against the
# real programs). Read-only.
PRESETS: Mapping[str, Variant] = MappingProxyType(
    {
        "standard": Variant(),
        "rlcard": Variant(four_two_pair_singles=True, wings_per_rank=3, adjacent_wings_limit=True),
        "douzero": Variant(
            four_two_pair_singles=True,
            four_two_joker_singles=True,
            wings_per_rank=4,
            joker_wings=True,
            reading="douzero",
        ),
        "openspiel": Variant(
            four_with_two=False, wings_per_rank=3, chains_skip_bomb_rank=True, bomb_beats_rocket=True
        ),
    }
)


def preset(name: str) -> Variant:
    """The preset of this name: 'standard', 'rlcard', 'douzero' or 'openspiel'."""
    if name not in PRESETS:
        raise ValueError(f"unknown variant {name!r}; the presets are {tuple(PRESETS)}")
    return PRESETS[name]


# --------------------------------------------------------------------------
# DouZero's classifier (its move detector, read step by step below)
# --------------------------------------------------------------------------

# Rank indices (D1): 3 is 0, A is 11, 2 is 12, B 13, R 14. DouZero's own card
# values keep 2, B and R apart from A, so "consecutive" below always means
# consecutive inside 3..A.
_ACE, _TWO, _B, _R = 11, 12, 13, 14


def _consecutive(ranks: list[int]) -> bool:
    """Sorted ``ranks`` are consecutive inside 3..A (one rank counts as consecutive)."""
    return ranks[-1] <= _ACE and all(b == a + 1 for a, b in zip(ranks, ranks[1:]))


def douzero_reading(counts: tuple[int, ...]) -> tuple[str, int, int] | None:
    """How DouZero reads a card set (15 per-rank counts) as a previous move.

    Returns the reading as a C1 key (kind, main rank, length) in the reference's
    terms (the main rank of a chain or airplane is its highest chain rank), or
    None when DouZero cannot read the cards (its "wrong" type). The numbered
    steps below are DouZero's, in order; the first that applies decides.

    >>> from paigen.reference.doudizhu import parse
    >>> douzero_reading(parse("333444555666"))  # a K8 of four, never a K9
    ('triple_chain', 3, 4)
    >>> douzero_reading(parse("333444555KKK"))  # T = 3,4,5,K: T[:-1] is the chain
    ('airplane_single', 2, 3)
    >>> douzero_reading(parse("3334445556667778")) is None  # a wing triple in a K9 of four
    True
    """
    size = sum(counts)
    present = [r for r, n in enumerate(counts) if n]
    copies = {r: counts[r] for r in present}
    held = sorted(copies.values())  # how many of each present rank, ascending
    by_count: dict[int, list[int]] = {}
    for r in present:
        by_count.setdefault(copies[r], []).append(r)

    # 1. Sizes 1 to 4.
    if size == 0:
        return None
    if size == 1:
        return "single", present[0], 1
    if size == 2:
        if len(present) == 1:
            return "pair", present[0], 1
        if present == [_B, _R]:
            return "rocket", _R, 1
        return None
    if size == 3:
        return ("triple", present[0], 1) if len(present) == 1 else None
    if size == 4:
        if len(present) == 1:
            return "bomb", present[0], 4
        if held == [1, 3]:
            return "triple_single", by_count[3][0], 1
        return None
    # 2. All ranks distinct and consecutive inside 3..A: a straight.
    if held == [1] * size and _consecutive(present):
        return "straight", present[-1], size
    # 3. Size 5 with two ranks: a triple and a pair (DouZero takes the rank of its
    # middle card, the rank held most). Size 6: one four and a pair or two singles.
    # Size 8: a four and two pairs, or two fours (the higher four is the main rank).
    if size == 5:
        if len(present) == 2:
            return "triple_pair", max(present, key=lambda r: copies[r]), 1
        return None
    if size == 6 and len(by_count.get(4, [])) == 1 and (held in ([2, 4], [1, 1, 4])):
        return "four_two_singles", by_count[4][0], 1
    if size == 8 and (held == [2, 2, 4] or held == [4, 4]):
        return "four_two_pairs", max(by_count[4]), 1
    # 4. All ranks held twice and consecutive: a pair chain; all held three
    # times and consecutive: a triple chain.
    if held == [2] * len(present) and _consecutive(present):
        return "pair_chain", present[-1], len(present)
    if held == [3] * len(present) and _consecutive(present):
        return "triple_chain", present[-1], len(present)
    # 5. Two or more ranks held three times (T): an airplane, unless some rank
    # is held four times.
    triples = by_count.get(3, [])
    if len(triples) >= 2:
        if 4 in by_count:
            return None
        n_singles = len(by_count.get(1, []))
        n_pairs = len(by_count.get(2, []))
        if _consecutive(triples):
            if len(triples) == n_singles + 2 * n_pairs:
                return "airplane_single", triples[-1], len(triples)
            if len(triples) == n_pairs and n_singles == 0:
                return "airplane_pair", triples[-1], len(triples)
        elif len(triples) == 4:
            if _consecutive(triples[1:]):
                return "airplane_single", triples[-1], 3
            if _consecutive(triples[:-1]):
                return "airplane_single", triples[-2], 3
    # 6. Anything else: DouZero cannot read it.
    return None


def triple_key(counts: tuple[int, ...]) -> int:
    """DouZero's comparison key of an airplane: the highest rank held exactly
    three times in the card set (a wing triple counts, as in DouZero's
    comparison).

    >>> from paigen.reference.doudizhu import parse
    >>> triple_key(parse("333444555KKK")), triple_key(parse("345666777888"))
    (10, 5)
    """
    return max(r for r, n in enumerate(counts) if n == 3)
