"""Plain pure-Python reference engines for whole deals, written from the rules pages.

* :class:`DouDizhuGame`: ``docs/rules/DOUDIZHU.md`` B1-B4 (bidding), P1-P4 (play),
  S1-S4 (settlement), 3 or 4 players.
* :class:`LukFuGame`: ``docs/rules/LUKFU.md`` A1-A4 (calling), T1-T5 (tricks), R1 (claim),
  E1-E3 (end and scoring).

Both start from given cards only: there is no dealing and no random number
generator. Where the rules say "deal again" (B4, A2) these engines end the deal
thrown in / void with zero payoffs. Legal moves come only from the reference move
generators (:mod:`paigen.reference.doudizhu`, :mod:`paigen.reference.lukfu`); this
module shares no code with the C++ core. Speed is not a goal: every state is a few
plain attributes, :meth:`clone` copies them, and the only economy is that the
generators' answers are memoised (they are pure functions of their arguments).

A decision is an ``int`` bid (0 = pass) or a ``bool`` call (True = play), or a move
``(kind, cards)`` as the reference generators give it (Dou Dizhu pass: ``('pass', '')``).

>>> g = DouDizhuGame(3, ["3", "4", "5"], kitty="678", first_bidder=0)
>>> g.choices()
[0, 1, 2, 3]
>>> g.apply(3); g.landlord, g.hands[0]
(0, '3678')
>>> perft_doudizhu(DouDizhuGame(3, ["3", "4", "5"], kitty="678"), 2)
13
"""

from __future__ import annotations

import copy
import functools
from collections.abc import Sequence
from typing import Union

from . import doudizhu as rdd
from . import lukfu as rlf

__all__ = ["DouDizhuGame", "IllegalDecision", "LukFuGame", "divide", "perft", "perft_doudizhu", "perft_lukfu"]

Move = tuple[str, str]
Decision = Union[int, bool, Move]


class IllegalDecision(ValueError):
    """A decision that is not among :meth:`choices` (or the deal is over)."""


# The reference generators are pure functions of their arguments; memoising them
# only saves time (perft asks the same question from many transpositions).
@functools.lru_cache(maxsize=200_000)
def _ddz_legal_moves(hand: str, last: str | None, players: int) -> frozenset[Move]:
    return frozenset(rdd.legal_moves(hand, last, players))


@functools.lru_cache(maxsize=200_000)
def _lf_legal_moves(
    hand: frozenset[int],
    public: frozenset[int],
    caller: bool,
    master_passed: bool,
    fu: int,
    led: str | None,
    best: str | None,
) -> frozenset[Move]:
    return frozenset(
        rlf.legal_moves(
            hand, public=public, caller=caller, master_passed=master_passed, fu=fu, led=led, best=best
        )
    )


# ---------------------------------------------------------------------------
# Dou Dizhu
# ---------------------------------------------------------------------------


def _ddz_add(a: str, b: str, players: int) -> str:
    """The canonical multiset a + b (D4)."""
    return rdd.format_counts([x + y for x, y in zip(rdd.parse(a, players), rdd.parse(b, players))])


def _ddz_sub(a: str, b: str, players: int) -> str:
    """The canonical multiset a - b; b must be contained in a."""
    diff = [x - y for x, y in zip(rdd.parse(a, players), rdd.parse(b, players))]
    assert min(diff) >= 0, f"{b!r} is not inside {a!r}"
    return rdd.format_counts(diff)


class DouDizhuGame:
    """One Dou Dizhu deal from given hands (B1-B4, P1-P4, S1-S4).

    Attributes: ``players``, ``hands`` (canonical strings), ``kitty``, ``to_move``
    (None once over), ``phase`` ('bidding', 'play', 'over'), ``bids`` (the auction so
    far, 0 = pass), ``landlord``, ``bid_value``, ``doublings``, ``last`` (the last
    non-pass move of the trick, None when leading), ``passes`` (consecutive passes
    since it), ``played`` (all cards played), ``history`` ((seat, decision) pairs),
    ``thrown_in``, ``winner_is_landlord``.
    """

    def __init__(self, players: int, hands: Sequence[str], kitty: str, first_bidder: int = 0) -> None:
        if players not in (3, 4):
            raise ValueError("players must be 3 or 4")
        if len(hands) != players:
            raise ValueError(f"need {players} hands")
        if not 0 <= first_bidder < players:
            raise ValueError("first_bidder out of range")
        self.players = players
        self.hands = [rdd.format_counts(rdd.parse(h, players)) for h in hands]
        self.kitty = rdd.format_counts(rdd.parse(kitty, players))
        self.first_bidder = first_bidder
        self.phase = "bidding"
        self.to_move: int | None = first_bidder  # B1: the (given) first bidder opens
        self.bids: list[int] = []
        self.bid_value = 0  # highest bid so far (S1)
        self.high_bidder: int | None = None
        self.landlord: int | None = None
        self.doublings = 0
        self.last: Move | None = None
        self.last_seat: int | None = None
        self.passes = 0
        self.played = ""
        self.history: list[tuple[int, Decision]] = []
        self.thrown_in = False
        self.winner_is_landlord: bool | None = None

    # -- state -------------------------------------------------------------

    @property
    def over(self) -> bool:
        return self.phase == "over"

    def _next(self, seat: int) -> int:
        return (seat + 1) % self.players  # D5

    def perft(self, depth: int) -> int:
        """Distinct decision sequences of ``depth`` decisions from here (see :func:`perft`)."""
        return _perft(self, depth)

    def clone(self) -> DouDizhuGame:
        """An independent copy (every mutable attribute copied)."""
        new = copy.copy(self)
        new.hands = list(self.hands)
        new.bids = list(self.bids)
        new.history = list(self.history)
        return new

    def choices(self) -> list[Decision]:
        """Every legal decision of the player to move ([] once over)."""
        if self.phase == "bidding":
            # B2: pass, or 1..3 strictly above the highest bid so far.
            bids: list[Decision] = [0]
            return bids + [b for b in (1, 2, 3) if b > self.bid_value]
        if self.phase == "play":
            assert self.to_move is not None
            last = None if self.last is None else self.last[1]
            # P1/P2: leads (no pass) or replies (pass + every beating move).
            return sorted(_ddz_legal_moves(self.hands[self.to_move], last, self.players))
        return []

    def apply(self, decision: Decision) -> None:
        if self.phase == "bidding":
            self._bid(decision)
        elif self.phase == "play":
            self._play(decision)
        else:
            raise IllegalDecision("the deal is over")

    # -- B. bidding ------------------------------------------------------------

    def _bid(self, n: Decision) -> None:
        if isinstance(n, bool) or not isinstance(n, int) or n not in self.choices():
            raise IllegalDecision(f"bid {n!r} is not legal (B2)")
        seat = self.to_move
        assert seat is not None
        self.history.append((seat, n))
        self.bids.append(n)
        if n:
            self.bid_value = n
            self.high_bidder = seat
        if n == 3:
            return self._become_landlord()  # B3: a bid of 3 ends the auction
        if self.high_bidder is None and len(self.bids) == self.players:
            # B4: the first n turns all passed: thrown in (given cards: no redeal).
            self.thrown_in = True
            self.phase = "over"
            self.to_move = None
            return None
        trailing_passes = 0
        for b in reversed(self.bids):
            if b:
                break
            trailing_passes += 1
        if self.high_bidder is not None and trailing_passes == self.players - 1:
            return self._become_landlord()  # B3: n-1 passes since the last bid
        self.to_move = self._next(seat)
        return None

    def _become_landlord(self) -> None:
        # B3: the highest bidder is landlord and takes the kitty; P1: and leads.
        self.landlord = self.high_bidder
        assert self.landlord is not None
        self.hands[self.landlord] = _ddz_add(self.hands[self.landlord], self.kitty, self.players)
        self.phase = "play"
        self.to_move = self.landlord
        self.last = None
        self.passes = 0

    # -- P. play ------------------------------------------------------------

    def _play(self, move: Decision) -> None:
        if not isinstance(move, tuple) or move not in self.choices():
            raise IllegalDecision(f"move {move!r} is not legal (P1, P2)")
        seat = self.to_move
        assert seat is not None
        self.history.append((seat, move))
        kind, cards = move
        if kind == "pass":
            self.passes += 1
            if self.passes == self.players - 1:
                # P3: n-1 passes after a move: its player leads the next trick.
                self.to_move = self.last_seat
                self.last = None
                self.passes = 0
            else:
                self.to_move = self._next(seat)
            return
        self.hands[seat] = _ddz_sub(self.hands[seat], cards, self.players)
        self.played = _ddz_add(self.played, cards, self.players)
        # S2 (3p): every bomb and rocket doubles; S3 (4p): rocket and bombs of 6+.
        if kind == "rocket" or (kind == "bomb" and (self.players == 3 or len(cards) >= 6)):
            self.doublings += 1
        self.last = move
        self.last_seat = seat
        self.passes = 0
        if not self.hands[seat]:
            # P4: the deal ends as soon as a player is out of cards.
            self.winner_is_landlord = seat == self.landlord
            self.phase = "over"
            self.to_move = None
            return
        self.to_move = self._next(seat)

    # -- S. settlement ----------------------------------------------------------

    @property
    def stake(self) -> int:
        """S4: winning bid x 2^doublings (0 before a landlord is known)."""
        return self.bid_value * 2**self.doublings if self.landlord is not None else 0

    def payoffs(self) -> list[int]:
        """S4: net result per seat; all zero until over, and when thrown in."""
        if self.phase != "over" or self.thrown_in:
            return [0] * self.players
        sign = 1 if self.winner_is_landlord else -1
        pay = [-sign * self.stake] * self.players  # each peasant pays / is paid the stake
        pay[self.landlord] = sign * self.stake * (self.players - 1)  # type: ignore[index]
        return pay


# ---------------------------------------------------------------------------
# Luk Fu
# ---------------------------------------------------------------------------


class LukFuGame:
    """One Luk Fu deal from given hands (A1-A4, T1-T5, R1, E1-E3).

    Attributes: ``hands`` (sets of card indices), ``master``, ``caller``, ``phase``
    ('calling', 'play', 'over'), ``to_move``, ``fu``, ``public`` (cards played face up:
    leads and beating plays, O3), ``trick`` ((seat, move) pairs of the current trick),
    ``history``, ``winner``, ``total``, ``void``.
    """

    def __init__(self, hands: Sequence[str], master: int = 0) -> None:
        if len(hands) != 3:
            raise ValueError("Luk Fu has three players (L4)")
        self.hands = [set(rlf.parse(h)) for h in hands]
        self.master = master
        self.caller: int | None = None
        self.phase = "calling"
        self.to_move: int | None = master  # A1: the Master speaks first
        self.calls: list[bool] = []
        self.fu = [0, 0, 0]
        self.public: set[int] = set()
        self.trick: list[tuple[int, Move]] = []
        self.history: list[tuple[int, Decision]] = []
        self.winner: int | None = None
        self.total = 0
        self.void = False

    @property
    def over(self) -> bool:
        return self.phase == "over"

    def perft(self, depth: int) -> int:
        """Distinct decision sequences of ``depth`` decisions from here (see :func:`perft`)."""
        return _perft(self, depth)

    def clone(self) -> LukFuGame:
        """An independent copy (every mutable attribute copied)."""
        new = copy.copy(self)
        new.hands = [set(h) for h in self.hands]
        new.calls = list(self.calls)
        new.fu = list(self.fu)
        new.public = set(self.public)
        new.trick = list(self.trick)
        new.history = list(self.history)
        return new

    def hand_str(self, seat: int) -> str:
        return rlf.format_cards(self.hands[seat])

    def _led_and_best(self) -> tuple[str, str] | None:
        """The led play and the current best play of the trick (None when leading).
        Discards never become best (T3)."""
        if not self.trick:
            return None
        led = self.trick[0][1][1]
        best = led
        for _, (kind, cards) in self.trick[1:]:
            if kind != "discard":
                best = cards  # a non-discard follow is always a beating play (T2)
        return led, best

    def _moves(self) -> frozenset[Move]:
        seat = self.to_move
        assert seat is not None
        trick = self._led_and_best()
        return _lf_legal_moves(
            frozenset(self.hands[seat]),
            frozenset(self.public),
            seat == self.caller,
            seat == self.master and self.caller != self.master,  # A4: a Master who passed
            self.fu[seat],
            None if trick is None else trick[0],  # led
            None if trick is None else trick[1],  # best
        )

    def choices(self) -> list[Decision]:
        """Every legal decision of the player to move ([] once over)."""
        if self.phase == "calling":
            return [False, True]  # A1/A2: play or pass
        if self.phase == "play":
            return sorted(self._moves())
        return []

    def apply(self, decision: Decision) -> None:
        if self.phase == "calling":
            self._call(decision)
        elif self.phase == "play":
            self._play(decision)
        else:
            raise IllegalDecision("the deal is over")

    # -- A. calling ------------------------------------------------------------

    def _call(self, play: Decision) -> None:
        if not isinstance(play, bool):
            raise IllegalDecision(f"a call is True (play) or False (pass), not {play!r}")
        seat = self.to_move
        assert seat is not None
        self.history.append((seat, play))
        self.calls.append(play)
        if play:
            # A2: the first to say play is the caller; calling stops. A3: the Master leads.
            self.caller = seat
            self.phase = "play"
            self.to_move = self.master
            self._start_lead()
        elif len(self.calls) == 3:
            # A2: all three passed: void (given cards: no redeal).
            self.void = True
            self.phase = "over"
            self.to_move = None
        else:
            self.to_move = (seat + 1) % 3  # A2: the others in seat order

    # -- T. tricks ------------------------------------------------------------

    def _start_lead(self) -> None:
        """At the start of a lead: E1, an empty-handed leader without a claim ends the
        deal void (the generator gives no moves)."""
        if not self._moves():
            self.void = True
            self.phase = "over"
            self.to_move = None

    def _play(self, move: Decision) -> None:
        if not isinstance(move, tuple) or move not in self._moves():
            raise IllegalDecision(f"move {move!r} is not legal (T1-T3, R1-R5)")
        seat = self.to_move
        assert seat is not None
        self.history.append((seat, move))
        kind, cards_str = move
        cards = set(rlf.parse(cards_str))
        if kind == "claim":
            # R1/E1: the claim ends the deal; E2: total = fu + Old cards laid down.
            self.winner = seat
            self.total = self.fu[seat] + len(cards)
            self.phase = "over"
            self.to_move = None
            return
        self.hands[seat] -= cards
        if kind != "discard":
            self.public |= cards  # O3: leads and beating plays are face up; discards never
        self.trick.append((seat, move))
        if len(self.trick) < 3:
            self.to_move = (seat + 1) % 3  # T2: the others in seat order
            return
        # T4: the best play wins; its player scores its number of cards and leads.
        best_seat, best_cards = self.trick[0][0], self.trick[0][1][1]
        for s, (k, c) in self.trick[1:]:
            if k != "discard":
                best_seat, best_cards = s, c
        self.fu[best_seat] += len(rlf.parse(best_cards))
        self.trick = []
        self.to_move = best_seat
        self._start_lead()

    # -- E. scoring ------------------------------------------------------------

    def scores(self) -> list[int]:
        """E3: net points per seat; zeros until over and for a void deal."""
        if self.winner is None:
            return [0, 0, 0]
        points = self.total - 5  # E2
        out = [0, 0, 0]
        if self.winner == self.caller:
            for s in range(3):
                out[s] = 2 * points if s == self.winner else -points
        else:
            out[self.winner] = 2 * points
            out[self.caller] = -2 * points  # type: ignore[index]
        return out

    payoffs = scores


# ---------------------------------------------------------------------------
# perft
# ---------------------------------------------------------------------------


def _perft(game: DouDizhuGame | LukFuGame, depth: int) -> int:
    """Distinct decision sequences of ``depth`` decisions; a finished deal is one leaf."""
    if depth == 0 or game.over:
        return 1
    if depth == 1:
        return len(game.choices())  # each choice is one sequence of length 1
    total = 0
    for d in game.choices():
        child = game.clone()
        child.apply(d)
        total += _perft(child, depth - 1)
    return total


def perft_doudizhu(game: DouDizhuGame, depth: int) -> int:
    return _perft(game, depth)


def perft_lukfu(game: LukFuGame, depth: int) -> int:
    return _perft(game, depth)


def perft(game: DouDizhuGame | LukFuGame, depth: int) -> int:
    return _perft(game, depth)


def divide(game: DouDizhuGame | LukFuGame, depth: int) -> dict[Decision, int]:
    """perft split by the first decision."""
    out: dict[Decision, int] = {}
    for d in game.choices():
        child = game.clone()
        child.apply(d)
        out[d] = _perft(child, depth - 1)
    return out


# The engines' earlier spellings, kept for code written against them.
_DEPRECATED = {"DoudizhuGame": "DouDizhuGame", "LukfuGame": "LukFuGame"}


def __getattr__(name: str) -> object:
    new = _DEPRECATED.get(name)
    if new is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    import warnings

    warnings.warn(f"paigen.reference.games.{name} is deprecated: use {new}", DeprecationWarning, stacklevel=2)
    return globals()[new]
