"""Shrinking the first disagreement to a minimal state.

From the first disagreeing state, smaller states are tried in the game's order
(a lead instead of a reply, the hand less a whole rank, less one card, a
smaller previous move of the same kind; Luk Fu: a lead, no fu, the hand or the
public cards less one card) and the first one that still disagrees, with at
least one category of the original disagreement, is kept; then again from
there, until no smaller state disagrees or the budget of generator calls is
spent. States paigen refuses or the generator does not accept are skipped, so
the previous move always stays a valid move.
"""

from __future__ import annotations

from typing import Any

from ._report import FrozenDict, Minimal

__all__ = ["BUDGET", "shrink"]

BUDGET = 600  # generator calls at most


def differences(spec: Any, generator: Any, state: Any) -> tuple[set[Any], set[Any]]:
    """(missing, extra) of the generator's distinct moves against paigen's."""
    expected = spec.expected(state)
    got = set(spec.read(spec.call(generator, state), state, expected))
    return expected - got, got - expected


def _labels(spec: Any, state: Any, missing: set[Any], extra: set[Any]) -> dict[Any, str]:
    out = {key: spec.label(key, state, "missing") for key in missing}
    out.update({key: spec.label(key, state, "extra") for key in extra})
    return out


def shrink(spec: Any, generator: Any, state: Any, budget: int = BUDGET) -> Minimal:
    """The minimal example of a disagreement first seen at ``state``."""
    missing, extra = differences(spec, generator, state)
    wanted = set(_labels(spec, state, missing, extra).values())
    calls = 0
    shrinking = True
    while shrinking and calls < budget:
        shrinking = False
        for smaller in spec.smaller(state):
            if calls >= budget:
                break
            if not spec.valid(smaller) or not spec.accepts(generator, smaller):
                continue
            calls += 1
            try:
                m, e = differences(spec, generator, smaller)
            except Exception:  # a generator that fails on a smaller state: not that one
                continue
            if (m or e) and wanted & set(_labels(spec, smaller, m, e).values()):
                state, missing, extra, shrinking = smaller, m, e, True
                break
    labels = _labels(spec, state, missing, extra)
    hand, last = spec.hand_and_last(state)
    order = spec.sort_key
    return Minimal(
        hand=hand,
        last=last,
        missing=tuple(spec.show(k) for k in sorted(missing, key=order)),
        extra=tuple(spec.show(k) for k in sorted(extra, key=order)),
        state=FrozenDict(spec.arguments(state)),
        labels=FrozenDict({spec.show(k): label for k, label in labels.items()}),
    )
