"""Slow, plain reference implementation of Dou Dizhu moves (3 and 4 players).

Written straight from ``docs/rules/DOUDIZHU.md``; rule ids (D1, K9, C6, ...) refer to
that page. It shares no code with the C++ core and exists to check it: the
parity tests compare the core with this module, so this module favours
"obviously correct" over fast.

Two independent descriptions of the rules live here and are cross-checked by
the tests:

* :func:`classify` reads a multiset of cards and matches it against each kind's
  count pattern (K1..K13b);
* :func:`universe` builds every legal move of the deck by construction, kind by
  kind, from the shapes and kicker rules (K4, K5, K9, K10, K13a, K13b, K-wing).

:func:`legal_moves` is then just "every universe move the hand contains" (leads)
or "... that beats the last move, plus pass" (replies, C1..C6, P1/P2).

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

__all__ = [
    "KINDS",
    "RANKS",
    "beats",
    "classify",
    "format_counts",
    "legal_moves",
    "parse",
    "universe",
]

Counts = tuple[int, ...]
Key = tuple[str, int, int]  # (kind, main rank, length): the key of rule C1

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
# Kinds whose C1 length is the number of groups (chain links / triples).
_CHAIN_KINDS = ("straight", "pair_chain", "triple_chain", "airplane_single", "airplane_pair")

# D4: accepted rank characters (either case); "10" is handled in parse().
_CHAR_TO_RANK = {ch: r for r, ch in enumerate(RANKS)}
_CHAR_TO_RANK.update({ch.lower(): r for r, ch in enumerate(RANKS) if ch.isalpha()})


# --------------------------------------------------------------------------
# D. Deck and notation
# --------------------------------------------------------------------------


def _check_players(players: int) -> None:
    if players not in (3, 4):
        raise ValueError(f"players must be 3 or 4, not {players!r}")


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


def _canonical(groups: Iterable[tuple[int, int]]) -> str:
    """Canonical string of a move given as (rank, copies) groups of distinct ranks."""
    counts = [0] * 15
    for rank, n in groups:
        assert counts[rank] == 0, "groups must have distinct ranks"
        counts[rank] = n
    return format_counts(counts)


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


# Each matcher looks at the multiset alone and returns (main rank, length) when
# it has the kind's shape, else None. The deck limits were enforced by parse().


def _single(g: dict[int, list[int]], players: int) -> tuple[int, int] | None:
    # K1: one card, any rank.
    if g.keys() == {1} and len(g[1]) == 1:
        return g[1][0], 1
    return None


def _pair(g: dict[int, list[int]], players: int) -> tuple[int, int] | None:
    # K2: two cards of one rank (BB/RR only in 4p).
    if g.keys() == {2} and len(g[2]) == 1 and _pair_ok(g[2][0], players):
        return g[2][0], 1
    return None


def _triple(g: dict[int, list[int]], players: int) -> tuple[int, int] | None:
    # K3: three cards of one rank 3..2.
    if g.keys() == {3} and len(g[3]) == 1 and g[3][0] <= _TWO:
        return g[3][0], 1
    return None


def _triple_single(g: dict[int, list[int]], players: int) -> tuple[int, int] | None:
    # K4: a triple + one card of another rank, jokers included.
    if g.keys() == {3, 1} and len(g[3]) == 1 and len(g[1]) == 1 and g[3][0] <= _TWO:
        return g[3][0], 1
    return None


def _triple_pair(g: dict[int, list[int]], players: int) -> tuple[int, int] | None:
    # K5: a triple + a pair (K2) of another rank.
    if (
        g.keys() == {3, 2}
        and len(g[3]) == 1
        and len(g[2]) == 1
        and g[3][0] <= _TWO
        and _pair_ok(g[2][0], players)
    ):
        return g[3][0], 1
    return None


def _straight(g: dict[int, list[int]], players: int) -> tuple[int, int] | None:
    # K6: >= 5 consecutive single ranks inside 3..A.
    if g.keys() == {1} and _is_chain(g[1], 5):
        return g[1][-1], len(g[1])
    return None


def _pair_chain(g: dict[int, list[int]], players: int) -> tuple[int, int] | None:
    # K7: >= 3 consecutive pairs inside 3..A.
    if g.keys() == {2} and _is_chain(g[2], 3):
        return g[2][-1], len(g[2])
    return None


def _triple_chain(g: dict[int, list[int]], players: int) -> tuple[int, int] | None:
    # K8: >= 2 consecutive triples inside 3..A.
    if g.keys() == {3} and _is_chain(g[3], 2):
        return g[3][-1], len(g[3])
    return None


def _airplane_single(g: dict[int, list[int]], players: int) -> tuple[int, int] | None:
    # K9: a K8 of length m + m single wings of m distinct ranks, none in the
    # chain, not B with R. Distinct wings means each wing rank has exactly one
    # copy in the move, so the triples are exactly the ranks with 3 copies.
    if g.keys() == {3, 1}:
        chain, wings = g[3], g[1]
        if _is_chain(chain, 2) and len(wings) == len(chain) and not _both_jokers(wings):
            return chain[-1], len(chain)
    return None


def _airplane_pair(g: dict[int, list[int]], players: int) -> tuple[int, int] | None:
    # K10: a K8 of length m + m pairs of m distinct ranks, none in the chain
    # (BB and RR allowed in 4p, both in one move too).
    if g.keys() == {3, 2}:
        chain, wings = g[3], g[2]
        if _is_chain(chain, 2) and len(wings) == len(chain) and all(_pair_ok(w, players) for w in wings):
            return chain[-1], len(chain)
    return None


def _bomb(g: dict[int, list[int]], players: int) -> tuple[int, int] | None:
    # K11: 4 cards of one rank 3..2; in 4p 4..8 cards. C1: length = cards.
    sizes = (4,) if players == 3 else (4, 5, 6, 7, 8)
    if len(g) == 1:
        ((n, ranks),) = g.items()
        if n in sizes and len(ranks) == 1 and ranks[0] <= _TWO:
            return ranks[0], n
    return None


def _rocket(g: dict[int, list[int]], players: int) -> tuple[int, int] | None:
    # K12: 3p BR, 4p BBRR (all the deck's jokers). C1: main rank R.
    n = 1 if players == 3 else 2
    if g == {n: [_B, _R]}:
        return _R, 1
    return None


def _four_two_singles(g: dict[int, list[int]], players: int) -> tuple[int, int] | None:
    # K13a: 4 of a rank + 2 singles of two distinct other ranks, not B with R.
    if (
        g.keys() == {4, 1}
        and len(g[4]) == 1
        and len(g[1]) == 2
        and g[4][0] <= _TWO
        and not _both_jokers(g[1])
    ):
        return g[4][0], 1
    return None


def _four_two_pairs(g: dict[int, list[int]], players: int) -> tuple[int, int] | None:
    # K13b: 4 of a rank + 2 pairs of two distinct other ranks.
    if (
        g.keys() == {4, 2}
        and len(g[4]) == 1
        and len(g[2]) == 2
        and g[4][0] <= _TWO
        and all(_pair_ok(p, players) for p in g[2])
    ):
        return g[4][0], 1
    return None


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


def _classify_counts(counts: Counts, players: int) -> Key | None:
    """The C1 key of a multiset, or None if it is no legal move for ``players``."""
    g = _by_count(counts)
    found = []
    for kind in _KINDS_BY_PLAYERS[players]:
        hit = _MATCHERS[kind](g, players)
        if hit is not None:
            found.append((kind, hit[0], hit[1]))
    # K-dup: a multiset fits at most one kind; two would mean a bug here.
    assert len(found) <= 1, f"{format_counts(counts)} fits several kinds: {found}"
    return found[0] if found else None


def _why_illegal(counts: Counts, players: int) -> str:
    """A short reason why a non-empty multiset is no legal move (for messages only)."""
    g = _by_count(counts)
    if players == 4:
        for kind in _THREE_PLAYER_ONLY:
            if _MATCHERS[kind](g, 3) is not None:
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


def classify(cards: str, players: int = 3) -> Key:
    """Kind, main rank index and length (the C1 key) of a legal move.

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
    """
    counts = parse(cards, players)
    if not any(counts):
        raise IllegalMoveError("no cards: the empty move is not a play (pass is not a kind, P2)")
    key = _classify_counts(counts, players)
    if key is None:
        raise IllegalMoveError(f"{cards!r} is not a legal move: {_why_illegal(counts, players)}")
    return key


# --------------------------------------------------------------------------
# C. Comparison
# --------------------------------------------------------------------------


def _beats_key(a: Key, b: Key, players: int) -> bool:
    """C1..C6 on keys: does a move with key ``a`` beat one with key ``b``?"""
    kind_a, main_a, len_a = a
    kind_b, main_b, len_b = b
    if kind_b == "rocket":
        return False  # C3: nothing beats a rocket
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


def beats(a: str, b: str, players: int = 3) -> bool:
    """Does move ``a`` beat move ``b`` (rules C1..C6)? Both must be legal moves.

    >>> beats("33333", "2222", players=4)   # C6: five 3s beat four 2s
    True
    >>> beats("3334", "33344")              # C2: different kinds
    False
    """
    return _beats_key(classify(a, players), classify(b, players), players)


# --------------------------------------------------------------------------
# The universe of moves, by construction
# --------------------------------------------------------------------------


def _chains(min_len: int) -> Iterator[list[int]]:
    """Every run of >= min_len consecutive ranks inside 3..A (K6..K10)."""
    for length in range(min_len, _ACE + 2):
        for start in range(_ACE + 2 - length):
            yield list(range(start, start + length))


def _build_universe(players: int) -> Iterator[tuple[str, str]]:
    kinds = _KINDS_BY_PLAYERS[players]
    all_ranks = range(15)
    plain = range(_TWO + 1)  # 3..2: ranks that can make a triple, a four or a bomb
    pair_ranks = [r for r in all_ranks if _pair_ok(r, players)]  # K2

    # K1: one card of any rank.
    for r in all_ranks:
        yield "single", _canonical([(r, 1)])
    # K2: 3p pairs 3..2; 4p also BB and RR.
    for r in pair_ranks:
        yield "pair", _canonical([(r, 2)])
    # K3: triples of 3..2.
    for t in plain:
        yield "triple", _canonical([(t, 3)])
    # K4 (3p only): a triple + one card of any other rank, jokers included.
    if "triple_single" in kinds:
        for t in plain:
            for s in all_ranks:
                if s != t:
                    yield "triple_single", _canonical([(t, 3), (s, 1)])
    # K5: a triple + a pair (K2) of another rank.
    for t in plain:
        for p in pair_ranks:
            if p != t:
                yield "triple_pair", _canonical([(t, 3), (p, 2)])
    # K6, K7, K8: runs of 5+ singles, 3+ pairs, 2+ triples inside 3..A.
    for kind, copies, min_len in (("straight", 1, 5), ("pair_chain", 2, 3), ("triple_chain", 3, 2)):
        for chain in _chains(min_len):
            yield kind, _canonical((r, copies) for r in chain)
    # K9 (3p only): K8 of length m + m distinct single wings outside the chain,
    # not B with R. No card cap: m grows until no wing set is left.
    if "airplane_single" in kinds:
        for chain in _chains(2):
            others = [r for r in all_ranks if r not in chain]
            for wings in itertools.combinations(others, len(chain)):
                if not _both_jokers(wings):
                    yield "airplane_single", _canonical([(r, 3) for r in chain] + [(w, 1) for w in wings])
    # K10: K8 of length m + m distinct pair wings (K2) outside the chain.
    for chain in _chains(2):
        others = [r for r in pair_ranks if r not in chain]
        for wings in itertools.combinations(others, len(chain)):
            yield "airplane_pair", _canonical([(r, 3) for r in chain] + [(w, 2) for w in wings])
    # K11: 3p four of a rank 3..2; 4p 4..8 of a rank 3..2, each size its own move.
    for r in plain:
        for size in (4,) if players == 3 else range(4, 9):
            yield "bomb", _canonical([(r, size)])
    # K12: 3p BR, 4p BBRR.
    jokers = 1 if players == 3 else 2
    yield "rocket", _canonical([(_B, jokers), (_R, jokers)])
    # K13a (3p only): four + two singles of distinct other ranks, not B with R.
    if "four_two_singles" in kinds:
        for f in plain:
            others = [r for r in all_ranks if r != f]
            for a, b in itertools.combinations(others, 2):
                if not _both_jokers((a, b)):
                    yield "four_two_singles", _canonical([(f, 4), (a, 1), (b, 1)])
    # K13b (3p only): four + two pairs of distinct other ranks.
    if "four_two_pairs" in kinds:
        for f in plain:
            others = [r for r in pair_ranks if r != f]
            for a, b in itertools.combinations(others, 2):
                yield "four_two_pairs", _canonical([(f, 4), (a, 2), (b, 2)])


@functools.cache
def _universe(players: int) -> tuple[tuple[str, str], ...]:
    _check_players(players)
    return tuple(_build_universe(players))


def universe(players: int = 3) -> list[tuple[str, str]]:
    """Every legal move of the deck as (kind, canonical cards), each once (K-dup).

    Built by construction from the K rules, with no hand-size cap (a 3p
    airplane with single wings can be 28 cards). Cached; a fresh list is
    returned on each call.

    >>> len(universe(3)), len(universe(4))
    (13530, 9128)
    """
    return list(_universe(players))


@functools.cache
def _table(players: int) -> tuple[tuple[str, str, Counts, int, Key], ...]:
    """Universe rows with their counts, a rank bitmask and their C1 key."""
    rows = []
    for kind, cards in _universe(players):
        counts = parse(cards, players)
        key = _classify_counts(counts, players)
        assert key is not None and key[0] == kind, f"{cards}: built as {kind}, classified {key}"
        mask = sum(1 << r for r, n in enumerate(counts) if n)
        rows.append((kind, cards, counts, mask, key))
    return tuple(rows)


# --------------------------------------------------------------------------
# P. Legal moves
# --------------------------------------------------------------------------


def legal_moves(hand: str, last: str | None = None, players: int = 3) -> set[tuple[str, str]]:
    """Every legal play from ``hand`` as a set of (kind, canonical cards).

    ``last is None``: a lead (P1), i.e. every universe move the hand contains;
    pass is not among them. Otherwise ``last`` is the last non-pass move of the
    trick (a legal move; the empty string is not one) and the result is every
    contained move that beats it (C1..C6) plus ``("pass", "")`` (P2).

    >>> sorted(legal_moves("33344", last="3"))
    [('pass', ''), ('single', '4')]
    """
    have = parse(hand, players)
    hand_mask = sum(1 << r for r, n in enumerate(have) if n)
    last_key = None if last is None else classify(last, players)
    moves = set()
    for kind, cards, counts, mask, key in _table(players):
        if mask & ~hand_mask:
            continue  # uses a rank the hand lacks
        if any(n > h for n, h in zip(counts, have)):
            continue  # needs more copies than the hand holds
        if last_key is None or _beats_key(key, last_key, players):
            moves.add((kind, cards))
    if last_key is not None:
        moves.add(("pass", ""))  # P2: pass is always a reply, never a lead
    return moves
