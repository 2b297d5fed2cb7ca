"""Luk Fu benchmark states with their answers checked: per-state counts from
the Python API, asserted equal to counts worked out independently
(tests/helpers/lf_counts.py), to the bare core's totals (``_time_*``: C++ loop,
steady_clock, GIL released) and to the pure-Python reference on a sample."""

from __future__ import annotations

import functools
from dataclasses import dataclass

import numpy as np

from paigen import _core
from paigen import lukfu as lf
from paigen.reference import lukfu as ref
from tests.helpers.lf_counts import count_follow, expected_counts, old_mask, popcount
from tests.helpers.lf_states import N_STATES, LfStates, lf_states

REFERENCE_CHECK_STEP = 25  # the reference checks every 25th state (and the last)

_time_leads = _core.lukfu._time_leads
_time_follows = _core.lukfu._time_follows
_time_old_cards = _core.lukfu._time_old_cards

_DISCARD = int(lf.Kind.DISCARD)


def run_reference(st: LfStates) -> list:
    """The reference's answers, one per state: move sets, or Old-card strings."""
    if st.task == "lead":
        return [
            ref.legal_moves(h, public=p, caller=bool(c))
            for h, p, c in zip(st.hand_strs, st.public_strs, st.callers)
        ]
    if st.task == "follow":
        return [ref.legal_moves(h, caller=False, led=m) for h, m in zip(st.hand_strs, st.led_strs)]
    return [ref.old_cards(h, p) for h, p in zip(st.hand_strs, st.public_strs)]


def core_answer(st: LfStates, i: int):
    """The core's answer for state ``i`` in the reference's form."""
    if st.task == "old":
        return lf.old_cards(st.hands[i], st.publics[i])
    if st.task == "lead":
        moves = lf.legal_moves(st.hands[i], public=st.publics[i], caller=bool(st.callers[i]))
    else:
        moves = lf.legal_moves(st.hands[i], caller=False, led=st.leds[i])
    return {(str(m.kind), m.cards) for m in moves}


def answer_size(answer) -> int:
    return len(answer.split()) if isinstance(answer, str) else len(answer)


@dataclass(frozen=True)
class Checked:
    st: LfStates
    api_counts: np.ndarray  # Python API, per state: len(legal_moves) or Old cards
    expected: np.ndarray  # independent count per state
    old_flipped: int  # Old cards over the states with 1c toggled (_time_old_cards' odd repeats)
    reference_checked: int  # states whose answers the reference confirmed

    @property
    def group(self) -> str:
        return self.st.group

    @property
    def total(self) -> int:
        return int(self.expected.sum())

    @functools.cached_property
    def core_runs(self) -> list:
        """``(fn, args, states)`` for each ``_time_*`` call of the group; a lead
        group is timed in two calls, callers and non-callers."""
        st = self.st
        hands = np.ascontiguousarray(st.hand_masks)
        if st.task == "follow":
            return [(_time_follows, (hands, np.ascontiguousarray(st.led_masks)), len(st))]
        if st.task == "old":
            return [(_time_old_cards, (hands, np.ascontiguousarray(st.public_masks)), len(st))]
        runs = []
        for flag in (True, False):
            sel = st.callers == flag
            if sel.any():
                args = (
                    np.ascontiguousarray(st.hand_masks[sel]),
                    np.ascontiguousarray(st.public_masks[sel]),
                    flag,
                )
                runs.append((_time_leads, args, int(sel.sum())))
        return runs

    def core_ns(self, repeats: int = 1) -> float:
        """ns per state of the bare core over all states (``repeats`` rounds),
        asserting its move total (or Old-card checksum)."""
        weighted, result = 0.0, 0
        for fn, args, n in self.core_runs:
            ns, out = fn(*args, repeats)
            weighted += ns * n
            result += out
        if self.st.task == "old":  # sum over the rounds; odd rounds toggle 1c in every hand
            expected = (repeats + 1) // 2 * self.total + repeats // 2 * self.old_flipped
        else:  # moves per round
            expected = self.total
        assert result == expected, (self.group, repeats, result, expected)
        return weighted / len(self.st)

    def core_repeats(self, seconds: float) -> int:
        """Rounds that take about ``seconds`` in the bare core."""
        return max(1, round(seconds / (self.core_ns(1) * 1e-9 * len(self.st))))


@functools.cache
def checked(group: str, n: int = N_STATES, step: int = REFERENCE_CHECK_STEP) -> Checked:
    """The states of ``group`` with per-state counts from the Python API, asserted
    equal to the independent counts and (in total) to the bare core, and the
    reference's answers on every ``step``-th state and the last."""
    st = lf_states(group, n)
    if st.task == "old":
        api = [answer_size(lf.old_cards(h, p)) for h, p in zip(st.hands, st.publics)]
    else:
        lists = (
            [lf.legal_moves(h, public=p, caller=bool(c)) for h, p, c in zip(st.hands, st.publics, st.callers)]
            if st.task == "lead"
            else [lf.legal_moves(h, caller=False, led=m) for h, m in zip(st.hands, st.leds)]
        )
        api = [len(ml) for ml in lists]
        if st.task == "follow":
            discards = [bool((ml.kinds == _DISCARD).all()) for ml in lists]
            beats = [not bool((ml.kinds == _DISCARD).any()) for ml in lists]
            if group == "lukfu-follow-beat":
                assert all(beats), [i for i, b in enumerate(beats) if not b][:10]
            else:
                assert all(discards), [i for i, d in enumerate(discards) if not d][:10]
                assert all(not count_follow(int(h), int(m))[1] for h, m in zip(st.hand_masks, st.led_masks))
    api = np.array(api, dtype=np.int64)
    expected = expected_counts(st)
    assert np.array_equal(api, expected), [
        (i, st.hand_strs[i], st.public_strs[i], st.led_strs[i], int(api[i]), int(expected[i]))
        for i in np.flatnonzero(api != expected)[:5]
    ]
    if group == "lukfu-discard-924":
        assert api.tolist() == [924]
    if group == "lukfu-follow-discard":
        assert api[-1] == 924
    flipped = sum(popcount(old_mask(int(h) ^ 1, int(p))) for h, p in zip(st.hand_masks, st.public_masks))
    sample = sorted(set(range(0, len(st), step)) | {len(st) - 1})
    few = st.take(sample)
    for i, expected_answer in zip(sample, run_reference(few)):
        got = core_answer(st, i)
        if isinstance(got, set):
            assert got == expected_answer, (
                f"{group}[{i}] hand={st.hand_strs[i]!r} public={st.public_strs[i]!r} led={st.led_strs[i]!r} "
                f"caller={bool(st.callers[i])}\n"
                f"  only in core:      {sorted(got - expected_answer)}\n"
                f"  only in reference: {sorted(expected_answer - got)}"
            )
        else:
            assert got == expected_answer, (
                group,
                i,
                st.hand_strs[i],
                st.public_strs[i],
                got,
                expected_answer,
            )
        assert api[i] == answer_size(expected_answer)
    if st.task != "old":
        assert api.min() > 0  # 12-card hands: a claim, a lead, a beat or a discard
    c = Checked(st=st, api_counts=api, expected=expected, old_flipped=flipped, reference_checked=len(sample))
    c.core_ns(1)  # asserts the bare core's total
    c.core_ns(2)  # (and, for Old cards, the round with 1c toggled)
    return c
