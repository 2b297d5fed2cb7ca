"""Luk Fu benchmark states with their answers checked: per-state counts from
the Python API, asserted equal to counts worked out independently
(tests/helpers/lf_counts.py) and to one ``lf.legal_moves_batch`` call, and the
pure-Python reference's answers on a sample of the states."""

from __future__ import annotations

import functools
import time
from dataclasses import dataclass

import numpy as np

from paigen import lukfu as lf
from paigen.reference import lukfu as ref
from tests.helpers.lf_counts import count_follow, expected_counts
from tests.helpers.lf_states import N_STATES, LfStates, lf_states

REFERENCE_CHECK_STEP = 25  # the reference checks every 25th state (and the last)

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
    reference_checked: int  # states whose answers the reference confirmed

    @property
    def group(self) -> str:
        return self.st.group

    @property
    def total(self) -> int:
        return int(self.expected.sum())

    @functools.cached_property
    def batch_call(self):
        """One ``lf.legal_moves_batch`` call over the states, returning its
        offsets; None for Old cards (no batch call)."""
        st = self.st
        hands = np.ascontiguousarray(st.hand_masks)
        if st.task == "old":
            return None
        if st.task == "lead":
            publics = np.ascontiguousarray(st.public_masks)
            callers = np.ascontiguousarray(st.callers, dtype=bool)
            return lambda: lf.legal_moves_batch(hands, publics=publics, callers=callers)["offsets"]
        leds = np.ascontiguousarray(st.led_masks)
        callers = np.zeros(len(st), dtype=bool)
        return lambda: lf.legal_moves_batch(hands, callers=callers, leds=leds)["offsets"]

    def batch_cpu_ns(self, repeats: int = 1) -> float:
        """CPU ns per state of ``repeats`` batch calls (process time: the waits of
        a loaded machine do not count), asserting their per-state counts."""
        start = time.process_time()
        for _ in range(repeats):
            offsets = self.batch_call()
        elapsed = time.process_time() - start
        assert np.array_equal(np.diff(offsets), self.expected), self.group
        return elapsed * 1e9 / (repeats * len(self.st))

    def batch_repeats(self, seconds: float) -> int:
        """Batch calls that take about ``seconds``."""
        return max(1, round(seconds / max(self.batch_cpu_ns(1) * 1e-9 * len(self.st), 1e-9)))


@functools.cache
def checked(group: str, n: int = N_STATES, step: int = REFERENCE_CHECK_STEP) -> Checked:
    """The states of ``group`` with per-state counts from the Python API, asserted
    equal to the independent counts (and so are the batch call's), and the
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
    c = Checked(st=st, api_counts=api, expected=expected, reference_checked=len(sample))
    if c.batch_call is not None:
        c.batch_cpu_ns(1)  # asserts the batch call's counts
    return c
