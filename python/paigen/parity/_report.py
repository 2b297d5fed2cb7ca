"""What a parity check returns: :class:`Report`, its :class:`Minimal` example
and :class:`Duplicate` sample, as plain frozen values with a readable
``str()`` and a JSON-ready ``to_dict()``."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, NoReturn, TypeVar

from .._games import game_spec

__all__ = ["Duplicate", "FrozenDict", "Minimal", "Report"]

V = TypeVar("V")


class FrozenDict(dict[str, V]):
    """A dict that cannot change: hashable, picklable, equal to a plain dict
    with the same items, and written by ``json`` as an object."""

    def _frozen(self, *args: object, **kwargs: object) -> NoReturn:
        raise TypeError("a parity report is a value: its mappings cannot change")

    __setitem__ = __delitem__ = clear = pop = popitem = setdefault = update = __ior__ = _frozen

    def __hash__(self) -> int:  # type: ignore[override]
        return hash(frozenset(self.items()))

    def __reduce__(self) -> tuple[Any, ...]:
        return (FrozenDict, (dict(self),))

    def __repr__(self) -> str:
        return repr(dict(self))


@dataclass(frozen=True)
class Minimal:
    """The first disagreement, shrunk: the smallest hand (and previous move)
    found on which the generator still disagrees with paigen.

    ``missing`` are moves paigen lists and the generator lacks, ``extra`` the
    reverse (``pass`` for the pass; Luk Fu discards and claims as
    ``discard:...``/``claim:...``). ``last`` is the move to beat (Luk Fu: the
    trick's best play), None on a lead. ``state`` holds every argument the
    generator was called with (for Luk Fu also ``public``, ``caller``,
    ``master_passed``, ``fu``, ``led``), and ``labels`` the category of each
    differing move."""

    hand: str
    last: str | None
    missing: tuple[str, ...]
    extra: tuple[str, ...]
    state: FrozenDict[Any]
    labels: FrozenDict[str]

    def to_dict(self) -> dict[str, Any]:
        """``{"hand", "last", "missing", "extra"}``, as ``paigen fuzz --json`` prints it."""
        return {
            "hand": self.hand,
            "last": self.last,
            "missing": list(self.missing),
            "extra": list(self.extra),
        }


@dataclass(frozen=True)
class Duplicate:
    """One move the generator listed more than once (``copies`` times) for a state."""

    hand: str
    last: str | None
    move: str
    copies: int


@dataclass(frozen=True)
class Report:
    """The result of :func:`paigen.parity.check`.

    ``queries`` states were put to the generator; ``disagreements`` of them got
    a different set of distinct moves from paigen's. ``categories`` counts the
    differing moves (missing and extra, over all queries) by a human-readable
    label, and ``extra`` how many of those the generator listed and paigen did
    not (the rest are missing). ``explained_by`` is the smallest set of switch
    changes from the checked variant under which paigen agrees with the
    generator on every disagreement seen (None if there is none, or no
    disagreement, or the game has no variants). Duplicates (a move listed more
    than once) are counted apart and are not disagreements: ``duplicates``
    extra copies in ``duplicate_queries`` queries, ``duplicate_example`` the
    first one.

    The same arguments give an equal report whatever the backend, the number
    of workers and the number of shards."""

    game: str
    variant: str | None
    switches: FrozenDict[Any] | None
    seed: int
    queries: int
    disagreements: int
    minimal: Minimal | None
    categories: FrozenDict[int]
    extra: FrozenDict[int]
    explained_by: FrozenDict[Any] | None
    duplicates: int
    duplicate_queries: int
    duplicate_example: Duplicate | None

    @property
    def agree(self) -> bool:
        """Whether the generator agreed with paigen on every query (duplicates aside)."""
        return self.disagreements == 0

    def to_dict(self) -> dict[str, Any]:
        """The report as ``paigen fuzz --json`` prints it: exactly the keys
        ``agree``, ``queries``, ``disagreements``, ``minimal``, ``categories``
        and ``explained_by``."""
        return {
            "agree": self.agree,
            "queries": self.queries,
            "disagreements": self.disagreements,
            "minimal": None if self.minimal is None else self.minimal.to_dict(),
            "categories": dict(self.categories),
            "explained_by": None if self.explained_by is None else dict(self.explained_by),
        }

    def __str__(self) -> str:
        return "\n".join(self._lines())

    def _lines(self) -> Iterable[str]:
        what = self.game if self.variant is None else f"{self.game}, variant {self.variant}"
        if self.variant == "custom" and self.switches is not None:
            standard = {"four_with_two": True, "wings_per_rank": 1, "reading": "standard"}
            changed = {k: v for k, v in self.switches.items() if v != standard.get(k, False)}
            what += " (" + ", ".join(f"{k}={v!r}" for k, v in changed.items()) + ")"
        yield f"parity of {what}, seed {self.seed}: {self.queries} queries"
        if self.agree:
            yield "agree: every query got the same moves as paigen"
        else:
            share = 100 * self.disagreements / max(self.queries, 1)
            yield f"DISAGREE: {self.disagreements} of {self.queries} queries ({share:.1f}%)"
            yield "differing moves by category (missing: paigen only; extra: the generator only):"
            width = max(len(str(c)) for c in self.categories.values())
            for label, count in self.categories.items():
                extra = self.extra.get(label, 0)
                side = "extra" if extra == count else "missing" if not extra else f"{extra} extra"
                yield f"  {count:>{width}}  {side:<7}  {label}"
            if self.explained_by is not None:
                changes = ", ".join(f"{k}={v!r}" for k, v in self.explained_by.items())
                yield f"explained by the switches: {changes}"
            elif game_spec(self.game).variant_switches:
                yield "explained by no switch change"
            m = self.minimal
            if m is not None:
                yield f"minimal example: hand {m.hand!r}, " + (
                    "a lead" if m.last is None else f"reply to {m.last!r}"
                )
                context = {k: v for k, v in m.state.items() if k not in ("hand", "last", "best")}
                if context:
                    yield "  state: " + ", ".join(f"{k}={v!r}" for k, v in context.items())
                for side, moves in (("missing", m.missing), ("extra", m.extra)):
                    for move in moves:
                        yield f"  {side:<7}  {move:<20}  {m.labels.get(move, '')}".rstrip()
        if self.duplicates:
            d = self.duplicate_example
            yield (
                f"duplicates (not disagreements): {self.duplicates} extra copies "
                f"in {self.duplicate_queries} queries"
            )
            if d is not None:
                where = "a lead" if d.last is None else f"reply to {d.last!r}"
                yield f"  e.g. {d.move!r} listed {d.copies} times for hand {d.hand!r}, {where}"
