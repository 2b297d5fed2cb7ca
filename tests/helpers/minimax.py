"""A plain minimax for Dou Dizhu's play phase, written from the rules pages
(P2-P4) over the reference move generator (``paigen.reference``, no code shared
with the core): no table and no pruning, every move of every position searched
(the reference generator's answers are memoised, as pure functions). The
solver's tests compare ``paigen.doudizhu.solve`` with it."""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import dataclass

from paigen.reference import doudizhu as ref
from paigen.reference import variants as rvar


@functools.cache
def plays(
    hand: str, last: str | None, reading: ref.Key | None, players: int, variant: rvar.Variant
) -> tuple[tuple[str, ref.Key], ...]:
    return tuple(ref.legal_plays(hand, last, players, variant=variant, last_reading=reading).items())


@dataclass(frozen=True)
class State:
    """A play-phase position as the rules pages describe it (P2, P3)."""

    hands: tuple[str, ...]
    landlord: int
    to_move: int
    last: str | None = None  # the move to beat; None: to_move leads
    reading: ref.Key | None = None  # its reading
    last_seat: int = 0
    passes: int = 0

    def after(self, cards: str, key: ref.Key) -> State:
        n = len(self.hands)
        nxt = (self.to_move + 1) % n
        if cards == "":  # a pass; n - 1 of them end the trick (P3)
            if self.passes + 1 == n - 1:
                return State(self.hands, self.landlord, self.last_seat)
            return State(
                self.hands, self.landlord, nxt, self.last, self.reading, self.last_seat, self.passes + 1
            )
        counts = [a - b for a, b in zip(ref.parse(self.hands[self.to_move], n), ref.parse(cards, n))]
        hands = list(self.hands)
        hands[self.to_move] = ref.format_counts(counts)
        return State(tuple(hands), self.landlord, nxt, cards, key, self.to_move, 0)


def team(state: State, seat: int) -> bool:
    return seat == state.landlord


def minimax(state: State, variant: rvar.Variant) -> bool:
    """Whether the team of the player to move wins (P4), every move searched."""
    hand = state.hands[state.to_move]
    return any(
        move_wins(state, cards, key, variant)
        for cards, key in plays(hand, state.last, state.reading, len(state.hands), variant)
    )


def move_wins(
    state: State,
    cards: str,
    key: ref.Key,
    variant: rvar.Variant,
    value: Callable[[State, rvar.Variant], bool] = minimax,
) -> bool:
    """Whether playing `cards` (read as `key`) wins for the mover's team; `value`
    answers the positions after it."""
    if cards and cards == state.hands[state.to_move]:
        return True  # P4: the hand empties, the deal ends
    nxt = state.after(cards, key)
    same = team(nxt, nxt.to_move) == team(state, state.to_move)
    return value(nxt, variant) == same


@functools.cache
def remembering_minimax(state: State, variant: rvar.Variant) -> bool:
    """The value of `minimax`, still without pruning, each position's value kept:
    the puzzles' hands are too big for the plain search in Python."""
    hand = state.hands[state.to_move]
    return any(
        move_wins(state, cards, key, variant, remembering_minimax)
        for cards, key in plays(hand, state.last, state.reading, len(state.hands), variant)
    )
