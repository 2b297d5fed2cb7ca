"""Pieces both games' strategies share: argument checks, weighted branches,
card counts and the deck shuffle that shrinks toward the sorted deck."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from enum import IntEnum
from typing import Protocol, TypeVar

import numpy as np
from hypothesis import strategies as st
from hypothesis.errors import InvalidArgument
from numpy.typing import NDArray

T = TypeVar("T")
K = TypeVar("K", bound=IntEnum)


class _Walked(Protocol):
    """What a walk asks of a Game: its phase, and a copy of it."""

    @property
    def phase(self) -> str: ...

    def clone(self: G) -> G: ...


G = TypeVar("G", bound=_Walked)


def check_int(name: str, value: object, low: int, high: int) -> int:
    """`value` as an int in low..high, else InvalidArgument (hypothesis's own
    error for a strategy's bad arguments)."""
    if isinstance(value, bool) or not isinstance(value, (int, np.integer)):
        raise InvalidArgument(f"{name} must be an int, not {type(value).__name__}")
    if not low <= value <= high:
        raise InvalidArgument(f"{name} must be in {low}..{high}, not {value}")
    return int(value)


def card_range(
    min_cards: object, max_cards: object, default_max: int, limit: int, min_low: int = 0
) -> tuple[int, int]:
    """The checked (min_cards, max_cards) of a hand strategy."""
    low = check_int("min_cards", min_cards, min_low, limit)
    high = check_int("max_cards", default_max if max_cards is None else max_cards, min_low, limit)
    if low > high:
        raise InvalidArgument(f"min_cards={low} is more than max_cards={high}")
    return low, high


def check_phases(phases: Iterable[str], order: Sequence[str]) -> tuple[str, ...]:
    """The requested phases, in the game's order; InvalidArgument naming the
    phases there are if one is unknown or none is given."""
    if isinstance(phases, str):
        phases = (phases,)
    wanted = set()
    for phase in phases:
        if phase not in order:
            raise InvalidArgument(f"phases must be among {', '.join(map(repr, order))}, not {phase!r}")
        wanted.add(phase)
    if not wanted:
        raise InvalidArgument("phases must name at least one phase")
    return tuple(p for p in order if p in wanted)


def check_kinds(
    kinds: Iterable[str | int] | str | int,
    kind_type: type[K],
    game: str,
    missing: Callable[[K], str] = lambda kind: "",
) -> tuple[K, ...]:
    """The requested kinds (names, codes or kinds; one alone is one), sorted;
    InvalidArgument naming the first that is not a `game` kind, or with the
    message missing(kind) gives one (the rule set has no such move), or if
    none is given."""
    if isinstance(kinds, (str, int)):
        kinds = (kinds,)
    wanted = set()
    for kind in kinds:
        try:
            k = kind_type.__members__[kind.upper()] if isinstance(kind, str) else kind_type(kind)
        except (KeyError, ValueError):
            raise InvalidArgument(f"kinds: {kind!r} is not a {game} kind") from None
        if problem := missing(k):
            raise InvalidArgument(problem)
        wanted.add(k)
    if not wanted:
        raise InvalidArgument("kinds must name at least one kind")
    return tuple(sorted(wanted))


def named(name: str, strategy: st.SearchStrategy[T], **arguments: object) -> st.SearchStrategy[T]:
    """`strategy`, shown as the public call that made it, ``name(**arguments)``
    (None arguments left out), as hypothesis shows its own strategies."""

    def draw_it(draw: st.DrawFn, /, **_: object) -> T:
        return draw(strategy)

    draw_it.__name__ = draw_it.__qualname__ = name
    return st.composite(draw_it)(**{k: v for k, v in arguments.items() if v is not None})


def choose(draw: st.DrawFn, weights: Sequence[int]) -> int:
    """A branch index drawn with these relative weights; shrinks toward branch 0."""
    x = draw(st.integers(0, sum(weights) - 1))
    for i, w in enumerate(weights):
        if x < w:
            return i
        x -= w
    raise AssertionError("unreachable")


@dataclass(frozen=True)
class Stop:
    """Where a walk along a deal stops, drawn before the walk: at the first
    state with `tag` (the walk steers for it, playing the moves that make it
    when it can), else after `steps` decisions (wrapping around a shorter
    phase), or at the last state (steps None). Later decisions are never
    drawn, so they cannot stand in the shrinker's way."""

    steps: int | None
    tag: str | None

    def at(self, index: int, tag: str | None) -> bool:
        """Whether to stop at this state, the `index`-th of the phase."""
        return tag == self.tag if self.tag is not None else index == self.steps

    def fallback(self, trail: Sequence[T]) -> T:
        """The state to stop at when the phase ended first (trail: its states)."""
        return trail[-1 if self.steps is None else self.steps % len(trail)]


def walk(
    game: G,
    phase: str,
    stop: Stop,
    opening: str,
    decide: Callable[[G], None],
    play: Callable[[G], None],
    tag: Callable[[G], str | None],
    end_tag: Callable[[G], str | None] = lambda game: None,
) -> G:
    """A state of a new deal in `phase`: `game` goes on by `decide` while in the
    `opening` phase (bidding, calling), then by `play`, until `stop` says stop
    (at a state `tag` tags, in play), or to the end for phase "over". A walk in
    play that ends first may stop at the last state if `end_tag` tags it, else
    at `stop`'s fallback among the play states."""
    trail: list[G] = []
    while game.phase == opening:
        if phase == opening:
            if stop.at(len(trail), None):
                return game
            trail.append(game.clone())
        decide(game)
    if phase == opening:
        return stop.fallback(trail)
    while game.phase == "play":
        if phase == "play":
            if stop.at(len(trail), tag(game)):
                return game
            trail.append(game.clone())
        play(game)
    if phase == "over":
        return game
    end = end_tag(game)
    if end is not None:
        if stop.at(len(trail), end):
            return game
        trail.append(game)
    return stop.fallback(trail)


def stop(draw: st.DrawFn, typical: int, tags: Sequence[str] = ()) -> Stop:
    """A Stop: half the time (if there are `tags`) a tag, each equally likely
    (list one twice to weigh it double); else a count of decisions, up to
    about the `typical` length of the phase: one draw in ten the first
    decision (full hands), one in six the last (a player about to go out or
    to claim). Shrinks toward the first state."""
    n = draw(st.integers(-(typical // 8), typical + typical // 4))
    tag = pick(draw, tags) if tags and choose(draw, (1, 1)) == 1 else None
    return Stop(None if n > typical else max(n, 0), tag)


def pick(draw: st.DrawFn, items: Sequence[T]) -> T:
    """One of `items`, shrinking toward the first (no draw if there is one)."""
    return items[draw(st.integers(0, len(items) - 1)) if len(items) > 1 else 0]


def pick_by_kind(
    draw: st.DrawFn,
    kinds: NDArray[np.uint8],
    special: NDArray[np.bool_] | None = None,
    kind_first: bool = True,
    aim: NDArray[np.bool_] | None = None,
) -> int:
    """An index into a move list: a kind first, each present kind equally
    likely, then a move of it; or, half the time when there are any, one of the
    `special` moves. Rare kinds (bombs, rockets, sets) come up as often as the
    hundreds of airplanes or discards; shrinks toward the lowest kind and its
    first move. Not `kind_first`: any move, each equally likely. Either way,
    one of the `aim` moves if there are any: what a walk is steering for."""
    if len(kinds) == 1:
        return 0
    if aim is not None and aim.any():
        return int(pick(draw, np.flatnonzero(aim).tolist()))
    if not kind_first:
        return draw(st.integers(0, len(kinds) - 1))
    groups: list[NDArray[np.intp]] = [np.flatnonzero(kinds == k) for k in np.unique(kinds)]
    if special is not None and special.any():
        groups += [np.flatnonzero(special)] * len(groups)
    group = pick(draw, groups)
    return int(group[draw(st.integers(0, len(group) - 1)) if len(group) > 1 else 0])


def clumped_order(draw: st.DrawFn, n: int, used: int, keeps: Sequence[float]) -> list[int]:
    """The first `used` positions of a shuffle of range(n) that shrinks toward
    the identity (the sorted deck). It is a reversed Fisher-Yates shuffle, as
    hypothesis's permutations(), except that a deal may be drawn "clumped":
    each position then keeps its own card with a probability drawn from
    `keeps`, so runs of the sorted deck (bombs, chains, runs of a suit) stay
    together. One integer per position, so each shrinks toward no swap."""
    keep = keeps[draw(st.integers(0, len(keeps) - 1))]
    order = list(range(n))
    for i in range(min(used, n - 1)):
        span = n - i
        u = draw(st.integers(0, span + round(span * keep / (1 - keep)) - 1))
        j = i + u if u < span else i
        order[i], order[j] = order[j], order[i]
    return order[:used]
