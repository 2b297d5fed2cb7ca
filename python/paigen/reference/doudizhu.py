"""Slow, plain reference implementation of Dou Dizhu moves (3 and 4 players).

Written straight from ``docs/rules/DOUDIZHU.md``; rule ids (D1, K9, C6, ...) refer to
that page. It shares no code with the C++ core and exists to check it: the
parity tests compare the core with this module, so this module favours
"obviously correct" over fast.

Two independent descriptions of the rules live here and are cross-checked by
the tests:

* :func:`classify` (and :func:`readings`) reads a multiset of cards and matches
  it against each kind's count pattern (K1..K13b);
* :func:`universe` builds every legal move of the deck by construction, kind by
  kind, from the shapes and kicker rules (K4, K5, K9, K10, K13a, K13b, K-wing).

:func:`legal_moves` (and :func:`legal_plays`, which also gives each play's
reading) uses the same construction on the hand's own cards: every move the
hand holds (leads), or those that beat the last move, plus pass (replies,
C1..C6, P1/P2).

Every entry point takes ``variant=``: a :class:`~paigen.reference.variants.Variant`
or a preset name ('standard', 'rlcard', 'douzero', 'openspiel'), 3 players
only; the default is the rules pages. The switches are described in
:mod:`paigen.reference.variants` (from ``cpp/include/paigen/doudizhu/variant.h``).
Under repeated wings one card set may be read more than one way (a K8 that is
also a K9, or a K9 with two chains); a generator lists each card set once, with
its first reading (replies: its first reading that beats the last move).

A multiset of cards is handled as a tuple of 15 per-rank counts, indexed by
rank (D1)::

    >>> parse("33344j")
    (3, 2, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0)
    >>> classify("333444J7")
    ('airplane_single', 1, 2)
    >>> beats("2222", "BR")
    False
    >>> sorted(legal_moves("33344"))[:3]
    [('pair', '33'), ('pair', '44'), ('single', '3')]
"""

from __future__ import annotations

import functools
import itertools
from collections.abc import Iterable, Iterator, Sequence

from paigen.errors import IllegalMoveError, NotationError

from .variants import PRESETS, Variant, douzero_reading, preset, triple_key

__all__ = [
    "KINDS",
    "PRESETS",
    "RANKS",
    "Variant",
    "beats",
    "classify",
    "format_counts",
    "legal_moves",
    "legal_plays",
    "parse",
    "readings",
    "universe",
]

Counts = tuple[int, ...]
Key = tuple[str, int, int]  # (kind, main rank, length): the key of rule C1
VariantArg = Variant | str | None  # a Variant, a preset name, or None for the rules pages

# D1: the 15 ranks, low to high; a rank is its index in this string.
RANKS = "3456789TJQKA2BR"

_TWO = RANKS.index("2")  # 12
_ACE = RANKS.index("A")  # 11: the highest rank a chain may use (K6..K10)
_B = RANKS.index("B")  # 13
_R = RANKS.index("R")  # 14

# Every kind, in the order of the K table. Kinds marked "no" for 4p are absent
# from _KINDS_BY_PLAYERS[4] (K4, K9, K13a, K13b).
KINDS = (
    "single",  # K1
    "pair",  # K2
    "triple",  # K3
    "triple_single",  # K4
    "triple_pair",  # K5
    "straight",  # K6
    "pair_chain",  # K7
    "triple_chain",  # K8
    "airplane_single",  # K9
    "airplane_pair",  # K10
    "bomb",  # K11
    "rocket",  # K12
    "four_two_singles",  # K13a
    "four_two_pairs",  # K13b
)
_THREE_PLAYER_ONLY = ("triple_single", "airplane_single", "four_two_singles", "four_two_pairs")
_KINDS_BY_PLAYERS = {
    3: KINDS,
    4: tuple(k for k in KINDS if k not in _THREE_PLAYER_ONLY),
}

# D4: accepted rank characters (either case); "10" is handled in parse().
_CHAR_TO_RANK = {ch: r for r, ch in enumerate(RANKS)}
_CHAR_TO_RANK.update({ch.lower(): r for r, ch in enumerate(RANKS) if ch.isalpha()})


# --------------------------------------------------------------------------
# D. Deck and notation
# --------------------------------------------------------------------------


def _check_players(players: int) -> None:
    if players not in (3, 4):
        raise ValueError(f"players must be 3 or 4, not {players!r}")


_STANDARD = Variant()  # the rules pages


def _variant_of(variant: VariantArg, players: int) -> Variant:
    """The variant a caller means: None is the rules pages, a str names a preset.
    Variants are for 3 players; 4 players have the rules pages only."""
    _check_players(players)
    if variant is None:
        v = _STANDARD
    elif isinstance(variant, str):
        v = preset(variant)
    elif isinstance(variant, Variant):
        v = variant
    else:
        raise TypeError(f"variant must be a Variant, a preset name or None, not {type(variant).__name__}")
    if players == 4 and not v.standard:
        raise ValueError(f"variant {v.name!r} is for 3 players: 4-player Dou Dizhu has the rules pages only")
    return v


def _kinds(players: int, variant: Variant) -> tuple[str, ...]:
    """The kinds that exist: the K table's for the player count, without K13a and
    K13b under four_with_two=False."""
    kinds = _KINDS_BY_PLAYERS[players]
    if not variant.four_with_two:
        kinds = tuple(k for k in kinds if k not in ("four_two_singles", "four_two_pairs"))
    return kinds


def _deck(players: int) -> Counts:
    """Copies of each rank in the deck: D2 (3p) or D3 (4p)."""
    _check_players(players)
    if players == 3:
        return (4,) * 13 + (1, 1)  # D2: 4 of each 3..2, one B, one R (54 cards)
    return (8,) * 13 + (2, 2)  # D3: 8 of each 3..2, two B, two R (108 cards)


def parse(cards: str, players: int = 3) -> Counts:
    """Parse notation (D4) into 15 per-rank counts (rank index per D1).

    Any order, upper or lower case; spaces are ignored; ``10`` means ``T``, a
    lone ``1`` or ``0`` is an error. The empty string is the empty hand.
    Raises :class:`NotationError` naming the bad character, or the rank of
    which there are more copies than the deck of ``players`` holds (D2/D3).

    >>> format_counts(parse("2 a 10 3 b"))
    '3TA2B'
    >>> parse("BB")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    paigen.errors.NotationError: too many copies of rank 'B' in 'BB': 2, but the 3-player deck ...
    """
    _check_players(players)
    if not isinstance(cards, str):
        raise TypeError(f"cards must be a str, not {type(cards).__name__}")
    deck = _deck(players)
    # D4 "ignores spaces": drop white space first (tabs and newlines too),
    # remembering each character's position in the original string for errors.
    chars = [(pos, ch) for pos, ch in enumerate(cards) if ch not in " \t\n\r"]
    counts = [0] * 15
    i = 0
    while i < len(chars):
        pos, ch = chars[i]
        if ch == "1" and i + 1 < len(chars) and chars[i + 1][1] == "0":
            rank = RANKS.index("T")  # D4: "10" is accepted for T
            i += 2
        elif ch in ("1", "0"):
            raise NotationError(
                f"lone {ch!r} at position {pos} in {cards!r}: ten is written 'T' or '10' (D4)"
            )
        elif ch in _CHAR_TO_RANK:
            rank = _CHAR_TO_RANK[ch]
            i += 1
        else:
            raise NotationError(
                f"unknown character {ch!r} at position {pos} in {cards!r}; "
                f"ranks are {RANKS} in either case, or '10' for 'T' (D4)"
            )
        counts[rank] += 1
    for rank, (have, limit) in enumerate(zip(counts, deck)):
        if have > limit:
            rule = "D2" if players == 3 else "D3"
            raise NotationError(
                f"too many copies of rank {RANKS[rank]!r} in {cards!r}: {have}, "
                f"but the {players}-player deck holds {limit} ({rule})"
            )
    return tuple(counts)


def format_counts(counts: Sequence[int]) -> str:
    """The canonical string of 15 per-rank counts: sorted low to high (D4).

    >>> format_counts((1,) + (0,) * 12 + (1, 1))
    '3BR'
    """
    counts = tuple(counts)
    if len(counts) != 15:
        raise ValueError(f"expected 15 per-rank counts, got {len(counts)}")
    for rank, n in enumerate(counts):
        if not isinstance(n, int) or n < 0:
            raise ValueError(f"count of rank {RANKS[rank]!r} must be a non-negative int, not {n!r}")
    return "".join(RANKS[rank] * n for rank, n in enumerate(counts))


def _group_counts(groups: Iterable[tuple[int, int]]) -> Counts:
    """The 15 per-rank counts of a move given as (rank, copies) groups of distinct ranks."""
    counts = [0] * 15
    for rank, n in groups:
        assert counts[rank] == 0, "groups must have distinct ranks"
        counts[rank] = n
    return tuple(counts)


# --------------------------------------------------------------------------
# K. Classification by count pattern
# --------------------------------------------------------------------------


def _pair_ok(rank: int, players: int) -> bool:
    """K2: may ``rank`` form a pair? 3p: 3..2; 4p: 3..2, BB and RR (never BR)."""
    return rank <= _TWO or players == 4


def _is_chain(ranks: Sequence[int], min_len: int) -> bool:
    """Chain rule: sorted ``ranks`` are >= min_len consecutive ranks inside 3..A."""
    return len(ranks) >= min_len and ranks[-1] <= _ACE and all(b == a + 1 for a, b in zip(ranks, ranks[1:]))


def _by_count(counts: Counts) -> dict[int, list[int]]:
    """Ranks present in the move, grouped by how many copies: {copies: [ranks...]}."""
    groups: dict[int, list[int]] = {}
    for rank, n in enumerate(counts):
        if n:
            groups.setdefault(n, []).append(rank)
    return groups


def _both_jokers(ranks: Iterable[int]) -> bool:
    ranks = set(ranks)
    return _B in ranks and _R in ranks


# Each matcher looks at the multiset alone and yields (main rank, length) for
# each way it has the kind's shape: once at most, except K9 under a variant with
# wings_per_rank >= 3. The deck limits were enforced by parse().
Groups = dict[int, list[int]]
Hits = Iterator[tuple[int, int]]


def _counts_of_groups(g: Groups) -> Counts:
    """The 15 per-rank counts back from {copies: [ranks...]}."""
    counts = [0] * 15
    for n, ranks in g.items():
        for rank in ranks:
            counts[rank] = n
    return tuple(counts)


def _single(g: Groups, players: int, variant: Variant) -> Hits:
    # K1: one card, any rank.
    if g.keys() == {1} and len(g[1]) == 1:
        yield g[1][0], 1


def _pair(g: Groups, players: int, variant: Variant) -> Hits:
    # K2: two cards of one rank (BB/RR only in 4p).
    if g.keys() == {2} and len(g[2]) == 1 and _pair_ok(g[2][0], players):
        yield g[2][0], 1


def _triple(g: Groups, players: int, variant: Variant) -> Hits:
    # K3: three cards of one rank 3..2.
    if g.keys() == {3} and len(g[3]) == 1 and g[3][0] <= _TWO:
        yield g[3][0], 1


def _triple_single(g: Groups, players: int, variant: Variant) -> Hits:
    # K4: a triple + one card of another rank, jokers included.
    if g.keys() == {3, 1} and len(g[3]) == 1 and len(g[1]) == 1 and g[3][0] <= _TWO:
        yield g[3][0], 1


def _triple_pair(g: Groups, players: int, variant: Variant) -> Hits:
    # K5: a triple + a pair (K2) of another rank.
    if (
        g.keys() == {3, 2}
        and len(g[3]) == 1
        and len(g[2]) == 1
        and g[3][0] <= _TWO
        and _pair_ok(g[2][0], players)
    ):
        yield g[3][0], 1


def _straight(g: Groups, players: int, variant: Variant) -> Hits:
    # K6: >= 5 consecutive single ranks inside 3..A.
    if g.keys() == {1} and _is_chain(g[1], 5):
        yield g[1][-1], len(g[1])


def _pair_chain(g: Groups, players: int, variant: Variant) -> Hits:
    # K7: >= 3 consecutive pairs inside 3..A.
    if g.keys() == {2} and _is_chain(g[2], 3):
        yield g[2][-1], len(g[2])


def _triple_chain(g: Groups, players: int, variant: Variant) -> Hits:
    # K8: >= 2 consecutive triples inside 3..A.
    if g.keys() == {3} and _is_chain(g[3], 2):
        yield g[3][-1], len(g[3])


def _airplane_single(g: Groups, players: int, variant: Variant) -> Hits:
    # K9: a K8 of length m + m single wings. Wings never hold a chain rank, so
    # each chain rank has exactly three copies. Rules pages: the wings are m
    # distinct ranks, not B with R. Variants: one rank may give up to
    # wings_per_rank wings; joker_wings allows B with R; adjacent_wings_limit
    # allows at most two wings from the rank just below the chain and two from
    # the rank just above it (unless that rank is 2). A wing triple next to the
    # chain makes a longer run of triples, so a card set may be read with more
    # than one chain: every run of triples of the right length is tried.
    counts = _counts_of_groups(g)
    m, rest = divmod(sum(counts), 4)  # m triples and m wings
    if rest or m < 2:
        return
    for start in range(_ACE + 2 - m):  # every run of m ranks inside 3..A
        chain = range(start, start + m)
        if any(counts[r] != 3 for r in chain):
            continue
        wings = [0 if r in chain else n for r, n in enumerate(counts)]
        if max(wings) > variant.wings_per_rank:
            continue
        if wings[_B] and wings[_R] and not variant.joker_wings:
            continue
        if variant.adjacent_wings_limit:
            below, above = chain[0] - 1, chain[-1] + 1
            if below >= 0 and wings[below] > 2:
                continue
            if above <= _ACE and wings[above] > 2:  # above A is 2: no limit
                continue
        yield chain[-1], m


def _airplane_pair(g: Groups, players: int, variant: Variant) -> Hits:
    # K10: a K8 of length m + m pairs of m distinct ranks, none in the chain
    # (BB and RR allowed in 4p, both in one move too).
    if g.keys() == {3, 2}:
        chain, wings = g[3], g[2]
        if _is_chain(chain, 2) and len(wings) == len(chain) and all(_pair_ok(w, players) for w in wings):
            yield chain[-1], len(chain)


def _bomb(g: Groups, players: int, variant: Variant) -> Hits:
    # K11: 4 cards of one rank 3..2; in 4p 4..8 cards. C1: length = cards.
    sizes = (4,) if players == 3 else (4, 5, 6, 7, 8)
    if len(g) == 1:
        ((n, ranks),) = g.items()
        if n in sizes and len(ranks) == 1 and ranks[0] <= _TWO:
            yield ranks[0], n


def _rocket(g: Groups, players: int, variant: Variant) -> Hits:
    # K12: 3p BR, 4p BBRR (all the deck's jokers). C1: main rank R.
    n = 1 if players == 3 else 2
    if g == {n: [_B, _R]}:
        yield _R, 1


def _four_two_singles(g: Groups, players: int, variant: Variant) -> Hits:
    # K13a: 4 of a rank + 2 singles of two distinct other ranks, not B with R.
    # Variants: the two singles may be two cards of one rank other than the
    # four's (four_two_pair_singles), or B with R (four_two_joker_singles).
    if len(g.get(4, [])) != 1 or g[4][0] > _TWO:
        return
    rest = {n: ranks for n, ranks in g.items() if n != 4}
    if rest.keys() == {1} and len(rest[1]) == 2:
        if not _both_jokers(rest[1]) or variant.four_two_joker_singles:
            yield g[4][0], 1
    elif rest.keys() == {2} and len(rest[2]) == 1 and variant.four_two_pair_singles:
        yield g[4][0], 1


def _four_two_pairs(g: Groups, players: int, variant: Variant) -> Hits:
    # K13b: 4 of a rank + 2 pairs of two distinct other ranks.
    if (
        g.keys() == {4, 2}
        and len(g[4]) == 1
        and len(g[2]) == 2
        and g[4][0] <= _TWO
        and all(_pair_ok(p, players) for p in g[2])
    ):
        yield g[4][0], 1


_MATCHERS = {
    "single": _single,
    "pair": _pair,
    "triple": _triple,
    "triple_single": _triple_single,
    "triple_pair": _triple_pair,
    "straight": _straight,
    "pair_chain": _pair_chain,
    "triple_chain": _triple_chain,
    "airplane_single": _airplane_single,
    "airplane_pair": _airplane_pair,
    "bomb": _bomb,
    "rocket": _rocket,
    "four_two_singles": _four_two_singles,
    "four_two_pairs": _four_two_pairs,
}
assert tuple(_MATCHERS) == KINDS


def _reading_order(key: Key) -> tuple[int, int, int]:
    """The order of the readings of one card set (variant.h, "Readings"): by kind
    in the order of the K table, so a K8 comes before a K9, then by main rank, so
    the K9 with the lowest chain comes first (the K9 readings of one card set all
    have the same length: 4 cards per triple)."""
    kind, main, length = key
    return KINDS.index(kind), main, length


def _readings_counts(counts: Counts, players: int, variant: Variant) -> list[Key]:
    """Every reading (C1 key) of a multiset under ``variant``, first reading first."""
    g = _by_count(counts)
    found = [
        (kind, main, length)
        for kind in _kinds(players, variant)
        for main, length in _MATCHERS[kind](g, players, variant)
    ]
    # K-dup: under the rules pages a multiset fits at most one kind, once. Only
    # repeated wings (wings_per_rank >= 3) give a card set more than one reading:
    # a K8 that is also a K9, or a K9 with two chains. Anything else is a bug here.
    assert len(found) <= 1 or (
        variant.wings_per_rank >= 3 and {kind for kind, _, _ in found} <= {"triple_chain", "airplane_single"}
    ), f"{format_counts(counts)} fits several kinds: {found}"
    return sorted(found, key=_reading_order)


def _why_illegal(counts: Counts, players: int, variant: Variant) -> str:
    """A short reason why a non-empty multiset is no legal move (for messages only)."""
    if not variant.standard:
        standard = _readings_counts(counts, players, _STANDARD)
        if standard:  # only four_with_two=False takes moves away
            return f"it would be a {standard[0][0]}, which variant {variant.name!r} does not have"
        return f"it matches no combination K1..K13b under variant {variant.name!r}"
    g = _by_count(counts)
    if players == 4:
        for kind in _THREE_PLAYER_ONLY:
            if any(_MATCHERS[kind](g, 3, _STANDARD)):
                return f"it would be a {kind}, which does not exist with 4 players (K4, K9, K13)"
        if counts[_B] and counts[_R] and sum(counts) == counts[_B] + counts[_R]:
            return "with 4 players the only rocket is BBRR; BR, BBR, BRR are not moves (K12, C6)"
    if players == 3 and counts[_B] and counts[_R]:
        return (
            "B with R is the rocket, which takes no kickers, and they are never both kickers (K9, K12, K13a)"
        )
    if len(g) == 1:
        ((copies, ranks),) = g.items()
        names = {1: ("straight", 5, "K6"), 2: ("pair chain", 3, "K7"), 3: ("triple chain", 2, "K8")}
        if copies in names and len(ranks) > 1:
            name, min_len, rule = names[copies]
            consecutive = all(b == a + 1 for a, b in zip(ranks, ranks[1:]))
            if consecutive and len(ranks) >= min_len and ranks[-1] > _ACE:
                return f"a {name} lies inside 3..A, never 2, B or R ({rule})"
            if consecutive and len(ranks) < min_len and ranks[-1] <= _ACE:
                return f"a {name} needs at least {min_len} ranks ({rule})"
    return f"it matches no combination K1..K13b for {players} players"


def readings(cards: str, players: int = 3, *, variant: VariantArg = None) -> list[Key]:
    """Every way the cards can be read as a move, as C1 keys, first reading first;
    ``[]`` if they make no move.

    Under the rules pages (and any variant with ``wings_per_rank`` below 3) a
    card set has one reading at most. With repeated wings it may have two or
    three: a K8 that is also a K9 (a wing triple next to the chain), or a K9
    with two chains (variant.h, "Readings"):

    >>> readings("333444555666", variant="openspiel")
    [('triple_chain', 3, 4), ('airplane_single', 2, 3), ('airplane_single', 3, 3)]
    >>> readings("333444555666")
    [('triple_chain', 3, 4)]
    >>> readings("3334445556667778", variant="rlcard")  # the adjacent-wing limit
    []
    """
    v = _variant_of(variant, players)
    return _readings_counts(parse(cards, players), players, v)


def classify(cards: str, players: int = 3, *, variant: VariantArg = None) -> Key:
    """Kind, main rank index and length (the C1 key) of a legal move: its first
    reading (see :func:`readings`).

    The multiset is matched against each kind's count pattern (K table). Length
    is the number of groups for chains and airplanes, the number of cards for a
    bomb, 1 otherwise; the main rank is the rank of the single/pair/triple/four,
    the highest chain rank for chains and airplanes, R (14) for the rocket.
    Raises :class:`IllegalMoveError` (saying why) if the cards form no move,
    :class:`NotationError` if they are not valid notation for the deck.

    >>> classify("33334444")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    paigen.errors.IllegalMoveError: '33334444' is not a legal move: it matches no combination ...
    >>> classify("99999", players=4)
    ('bomb', 6, 5)
    >>> classify("333355", variant="rlcard")  # K13a with two singles of one rank
    ('four_two_singles', 0, 1)
    """
    v = _variant_of(variant, players)
    counts = parse(cards, players)
    if not any(counts):
        raise IllegalMoveError("no cards: the empty move is not a play (pass is not a kind, P2)")
    found = _readings_counts(counts, players, v)
    if not found:
        raise IllegalMoveError(f"{cards!r} is not a legal move: {_why_illegal(counts, players, v)}")
    return found[0]


# --------------------------------------------------------------------------
# C. Comparison
# --------------------------------------------------------------------------


def _beats_key(a: Key, b: Key, players: int, variant: Variant) -> bool:
    """C1..C6 on keys: does a move with key ``a`` beat one with key ``b``?"""
    kind_a, main_a, len_a = a
    kind_b, main_b, len_b = b
    if kind_b == "rocket":
        # C3: nothing beats a rocket; bomb_beats_rocket relaxes it for bombs.
        return kind_a == "bomb" and variant.bomb_beats_rocket
    if kind_a == "rocket":
        return True  # C3: a rocket beats every other move
    if kind_a == "bomb":
        if kind_b != "bomb":
            return True  # C4
        if players == 3:
            return main_a > main_b  # C5 (all 3p bombs have 4 cards)
        return (len_a, main_a) > (len_b, main_b)  # C6: more cards first, then rank
    if kind_b == "bomb":
        return False  # C4: only a bigger bomb or a rocket beats a bomb
    return kind_a == kind_b and len_a == len_b and main_a > main_b  # C2


def _compare_key(key: Key, counts: Counts, variant: Variant) -> Key:
    """The key a reading is compared by: its C1 key, except that under
    reading="douzero" an airplane (K9, K10) is compared by the highest rank the
    card set holds exactly three times, a wing triple included."""
    kind, _, length = key
    if variant.reading == "douzero" and kind in ("airplane_single", "airplane_pair"):
        return kind, triple_key(counts), length
    return key


def _previous(last: str, players: int, variant: Variant, last_reading: Key | None) -> Key | None:
    """The previous move as the replies see it: the compare key of its reading,
    or None when reading="douzero" and DouZero cannot read the cards.

    The previous move must be a move of the variant. Its reading is
    ``last_reading`` if given (one of its readings), else its first reading;
    under reading="douzero" the cards alone decide (DouZero's classifier).
    """
    first = classify(last, players, variant=variant)  # raises if it is no move of this variant
    counts = parse(last, players)
    if last_reading is not None:
        found = _readings_counts(counts, players, variant)
        if tuple(last_reading) not in found:
            raise ValueError(f"{last_reading!r} is not a reading of {last!r}: {found}")
        first = last_reading
    if variant.reading == "douzero":
        seen = douzero_reading(counts)
        return None if seen is None else _compare_key(seen, counts, variant)
    return first


def _answers(key: Key, previous: Key | None, players: int, variant: Variant) -> bool:
    """Does a reading (its compare key) beat the previous move (its compare key,
    None if DouZero cannot read it: then only bombs and the rocket do)?"""
    if previous is None:
        return key[0] in ("bomb", "rocket")
    return _beats_key(key, previous, players, variant)


def beats(a: str, b: str, players: int = 3, *, variant: VariantArg = None) -> bool:
    """Does move ``a`` beat move ``b`` (rules C1..C6)? Both must be legal moves.

    Under a variant: whether the cards of ``a``, played in reply to ``b``, beat
    it in some reading of ``a``; ``b`` is read by its first reading, or under
    reading="douzero" by DouZero's classifier.

    >>> beats("33333", "2222", players=4)   # C6: five 3s beat four 2s
    True
    >>> beats("3334", "33344")              # C2: different kinds
    False
    >>> beats("333444555AAA", "345666777888", variant="douzero")  # the triple key: A > 8
    True
    """
    v = _variant_of(variant, players)
    classify(a, players, variant=v)  # raises if it is no move of this variant
    counts = parse(a, players)
    previous = _previous(b, players, v, None)
    return any(
        _answers(_compare_key(key, counts, v), previous, players, v)
        for key in _readings_counts(counts, players, v)
    )


# --------------------------------------------------------------------------
# The moves of a hand (or of the whole deck), by construction
# --------------------------------------------------------------------------


def _chains(min_len: int) -> Iterator[list[int]]:
    """Every run of >= min_len consecutive ranks inside 3..A (K6..K10)."""
    for length in range(min_len, _ACE + 2):
        for start in range(_ACE + 2 - length):
            yield list(range(start, start + length))


def _multisets(ranks: Sequence[int], cap: Sequence[int], size: int) -> Iterator[list[tuple[int, int]]]:
    """Every way to take ``size`` cards from ``ranks``, at most ``cap[r]`` of rank r,
    as (rank, copies) groups; in lexicographic order of the sorted cards."""
    if size == 0:
        yield []
        return
    if not ranks:
        return
    first, rest = ranks[0], ranks[1:]
    for n in range(min(cap[first], size), 0, -1):
        for tail in _multisets(rest, cap, size - n):
            yield [(first, n), *tail]
    yield from _multisets(rest, cap, size)


def _construct(players: int, variant: Variant, have: Counts, max_cards: int) -> Iterator[tuple[Key, Counts]]:
    """Every reading of every move made of the cards ``have`` with at most
    ``max_cards`` cards, built kind by kind from the shapes and kicker rules
    (K4, K5, K9, K10, K13a, K13b, K-wing and the variant's switches).

    ``have`` is a hand, or the whole deck for the universe. A card set with
    several readings comes out once per reading.
    """
    kinds = _kinds(players, variant)
    all_ranks = range(15)
    plain = range(_TWO + 1)  # 3..2: ranks that can make a triple, a four or a bomb
    pair_ranks = [r for r in all_ranks if _pair_ok(r, players)]  # K2

    def held(ranks: Iterable[int], n: int) -> list[int]:
        """The ranks of which ``have`` holds at least n cards."""
        return [r for r in ranks if have[r] >= n]

    def move(kind: str, groups: Iterable[tuple[int, int]], main: int, length: int) -> tuple[Key, Counts]:
        return (kind, main, length), _group_counts(groups)

    def small(*groups: tuple[int, int]) -> bool:
        return sum(n for _, n in groups) <= max_cards

    singles, pairs, triples, fours = (held(all_ranks, 1), held(pair_ranks, 2), held(plain, 3), held(plain, 4))

    # K1: one card of any rank.
    for r in singles:
        if small((r, 1)):
            yield move("single", [(r, 1)], r, 1)
    # K2: 3p pairs 3..2; 4p also BB and RR.
    for r in pairs:
        if small((r, 2)):
            yield move("pair", [(r, 2)], r, 1)
    # K3: triples of 3..2.
    for t in triples:
        if small((t, 3)):
            yield move("triple", [(t, 3)], t, 1)
    # K4 (3p only): a triple + one card of any other rank, jokers included.
    if "triple_single" in kinds:
        for t in triples:
            for s in singles:
                if s != t and small((t, 3), (s, 1)):
                    yield move("triple_single", [(t, 3), (s, 1)], t, 1)
    # K5: a triple + a pair (K2) of another rank.
    for t in triples:
        for p in pairs:
            if p != t and small((t, 3), (p, 2)):
                yield move("triple_pair", [(t, 3), (p, 2)], t, 1)
    # K6, K7, K8: runs of 5+ singles, 3+ pairs, 2+ triples inside 3..A.
    for kind, copies, min_len in (("straight", 1, 5), ("pair_chain", 2, 3), ("triple_chain", 3, 2)):
        for chain in _chains(min_len):
            groups = [(r, copies) for r in chain]
            if all(have[r] >= copies for r in chain) and small(*groups):
                yield move(kind, groups, chain[-1], len(chain))
    # K9 (3p only): K8 of length m + m single wings outside the chain. How many
    # wings a rank may give: none from a chain rank; at most wings_per_rank (the
    # rules pages: 1, so m distinct ranks); at most two from a rank next to the
    # chain under adjacent_wings_limit (not the 2 above an A); never more than
    # the cards held (K-wing: a held triple or four outside the chain may give
    # wings). B with R only under joker_wings.
    if "airplane_single" in kinds:
        for chain in _chains(2):
            m = len(chain)
            if 4 * m > max_cards or any(have[r] < 3 for r in chain):
                continue
            cap = [0 if r in chain else min(have[r], variant.wings_per_rank) for r in all_ranks]
            if variant.adjacent_wings_limit:
                for next_to in (chain[0] - 1, chain[-1] + 1):
                    if 0 <= next_to <= _ACE:
                        cap[next_to] = min(cap[next_to], 2)
            for wings in _multisets([r for r in all_ranks if cap[r]], cap, m):
                if _both_jokers(r for r, _ in wings) and not variant.joker_wings:
                    continue
                yield move("airplane_single", [(r, 3) for r in chain] + wings, chain[-1], m)
    # K10: K8 of length m + m distinct pair wings (K2) outside the chain.
    for chain in _chains(2):
        if 5 * len(chain) > max_cards or any(have[r] < 3 for r in chain):
            continue
        others = [r for r in pairs if r not in chain]
        for pair_wings in itertools.combinations(others, len(chain)):
            groups = [(r, 3) for r in chain] + [(w, 2) for w in pair_wings]
            yield move("airplane_pair", groups, chain[-1], len(chain))
    # K11: 3p four of a rank 3..2; 4p 4..8 of a rank 3..2, each size its own move.
    for r in fours:
        for size in (4,) if players == 3 else range(4, 9):
            if have[r] >= size and small((r, size)):
                yield move("bomb", [(r, size)], r, size)
    # K12: 3p BR, 4p BBRR.
    jokers = 1 if players == 3 else 2
    if have[_B] >= jokers and have[_R] >= jokers and small((_B, jokers), (_R, jokers)):
        yield move("rocket", [(_B, jokers), (_R, jokers)], _R, 1)
    # K13a (3p only): four + two singles of distinct other ranks, not B with R;
    # under the variant also two cards of one rank, or B with R.
    if "four_two_singles" in kinds and max_cards >= 6:
        for f in fours:
            others = [r for r in singles if r != f]
            for a, b in itertools.combinations(others, 2):
                if not _both_jokers((a, b)) or variant.four_two_joker_singles:
                    yield move("four_two_singles", [(f, 4), (a, 1), (b, 1)], f, 1)
            if variant.four_two_pair_singles:
                for a in held(others, 2):
                    yield move("four_two_singles", [(f, 4), (a, 2)], f, 1)
    # K13b (3p only): four + two pairs of distinct other ranks.
    if "four_two_pairs" in kinds and max_cards >= 8:
        for f in fours:
            others = [r for r in pairs if r != f]
            for a, b in itertools.combinations(others, 2):
                yield move("four_two_pairs", [(f, 4), (a, 2), (b, 2)], f, 1)


@functools.cache
def _universe(players: int, variant: Variant, max_cards: int) -> tuple[tuple[str, str], ...]:
    first: dict[str, Key] = {}  # card set -> its first reading; insertion order = construction order
    for key, counts in _construct(players, variant, _deck(players), max_cards):
        cards = format_counts(counts)
        if cards not in first or _reading_order(key) < _reading_order(first[cards]):
            first[cards] = key
    return tuple((key[0], cards) for cards, key in first.items())


def universe(
    players: int = 3, *, variant: VariantArg = None, max_cards: int | None = None
) -> list[tuple[str, str]]:
    """Every legal move of the deck as (kind, canonical cards), each card set once
    (K-dup) with the kind of its first reading.

    Built by construction from the K rules (and the variant's switches). With
    ``max_cards=None`` there is no card cap (a 3p airplane with single wings can
    be 28 cards); ``max_cards=20`` (3p) or ``33`` (4p) gives the moves a hand can
    hold, as ``paigen.doudizhu.all_moves`` does by default. Cached; a fresh list
    is returned on each call.

    >>> len(universe(3)), len(universe(4))
    (13530, 9128)
    >>> len(universe(3, max_cards=20)), len(universe(3, variant="openspiel", max_cards=20))
    (12654, 25661)
    """
    v = _variant_of(variant, players)
    if max_cards is None:
        max_cards = sum(_deck(players))
    if isinstance(max_cards, bool) or not isinstance(max_cards, int) or max_cards < 0:
        raise ValueError(f"max_cards must be a non-negative int or None, not {max_cards!r}")
    return list(_universe(players, v, max_cards))


# --------------------------------------------------------------------------
# P. Legal moves
# --------------------------------------------------------------------------

_CHAIN_SKIPPED = ("straight", "pair_chain", "triple_chain")  # K6-K8 (chains_skip_bomb_rank)


def legal_plays(
    hand: str,
    last: str | None = None,
    players: int = 3,
    *,
    variant: VariantArg = None,
    last_reading: Key | None = None,
) -> dict[str, Key]:
    """Every legal play from ``hand`` as {canonical cards: reading (C1 key)}.

    ``last is None``: a lead (P1): every card set the hand holds that makes a
    move, with its first reading (the K8 if the hand gets that K8, else the K9
    with the lowest chain); pass is not among them. Otherwise ``last`` is the
    last non-pass move of the trick, a move of the variant (the empty string is
    not one), played as ``last_reading`` (default: its first reading; ignored
    under reading="douzero", where DouZero's classifier reads the cards); the
    result is every card set of the hand with a reading that beats it (C1..C6),
    with the first such reading, plus the pass ``{"": ("pass", 0, 0)}`` (P2).

    Under chains_skip_bomb_rank the hand is not offered a K6-K8 reading whose
    lowest rank it holds all four cards of, as a lead or as a reply.

    >>> legal_plays("33344", last="3")
    {'4': ('single', 1, 1), '': ('pass', 0, 0)}
    >>> legal_plays("3333444555666", variant="openspiel")["333444555666"]  # no K8 beside 3333
    ('airplane_single', 2, 3)
    """
    v = _variant_of(variant, players)
    have = parse(hand, players)
    previous = None
    if last is not None:
        previous = _previous(last, players, v, last_reading)
    elif last_reading is not None:
        raise ValueError("last_reading is the reading of a previous move: give last too")
    found: dict[str, tuple[Counts, list[Key]]] = {}
    for key, counts in _construct(players, v, have, sum(have)):
        found.setdefault(format_counts(counts), (counts, []))[1].append(key)
    plays: dict[str, Key] = {}
    for cards, (counts, keys) in found.items():
        offered = sorted(keys, key=_reading_order)
        if v.chains_skip_bomb_rank:
            offered = [k for k in offered if not (k[0] in _CHAIN_SKIPPED and have[k[1] - k[2] + 1] == 4)]
        if last is not None:
            offered = [k for k in offered if _answers(_compare_key(k, counts, v), previous, players, v)]
        if offered:
            plays[cards] = offered[0]
    if last is not None:
        plays[""] = ("pass", 0, 0)  # P2: pass is always a reply, never a lead
    return plays


def legal_moves(
    hand: str,
    last: str | None = None,
    players: int = 3,
    *,
    variant: VariantArg = None,
    last_reading: Key | None = None,
) -> set[tuple[str, str]]:
    """Every legal play from ``hand`` as a set of (kind, canonical cards).

    ``last is None``: a lead (P1), i.e. every move the hand holds; pass is not
    among them. Otherwise ``last`` is the last non-pass move of the trick (a
    legal move; the empty string is not one) and the result is every move of the
    hand that beats it (C1..C6) plus ``("pass", "")`` (P2). The kind is that of
    the reading the play is listed with (see :func:`legal_plays`, which also
    gives main rank and length).

    >>> sorted(legal_moves("33344", last="3"))
    [('pass', ''), ('single', '4')]
    """
    plays = legal_plays(hand, last, players, variant=variant, last_reading=last_reading)
    return {(key[0], cards) for cards, key in plays.items()}
