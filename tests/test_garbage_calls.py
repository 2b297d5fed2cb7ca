"""Every public callable of both games driven with garbage (issue 15, item
11): wrong types, shapes and dtypes, huge and negative ints, control
characters. Any exception is fine; a crash is not (CI runs this file under
the ASan + UBSan build, where a memory error halts the run)."""

from __future__ import annotations

import contextlib
from typing import Any

import numpy as np
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from paigen import doudizhu as dd
from paigen import lukfu as lf
from paigen._core import doudizhu as core_dd
from paigen._core import lukfu as core_lf

# Calls that run as long as their argument says (a search depth): their
# arguments are checked by the same int parsing as every other, tested here
# through the other calls.
LONG = {"perft", "divide", "sample_hidden"}

ints = st.sampled_from([-(2**63), -(2**31), -1, 0, 1, 2, 3, 4, 17, 54, 2**31, 2**63, 2**64, 2**70])
texts = st.text(alphabet=st.sampled_from("3456789TJQKA2BRtjqkabr\x00\n\x1b\x7f\ud800é "), max_size=24)
arrays = st.sampled_from(
    [
        np.zeros(0, np.uint64),
        np.arange(5, dtype=np.uint64),
        np.full(3, 2**64 - 1, np.uint64),
        np.arange(4, dtype=np.int64) - 2,
        np.zeros((2, 3), np.uint64),
        np.zeros(3, np.float64),
        np.ones(3, bool),
        np.arange(6, dtype=np.uint64)[::2],
        np.zeros(3, np.int32),
    ]
)
scalars = st.one_of(
    ints, texts, arrays, st.none(), st.booleans(), st.floats(allow_nan=True), st.binary(max_size=8)
)
values = st.one_of(scalars, st.lists(scalars, max_size=4), st.tuples(scalars, scalars))


def targets() -> list[tuple[str, Any]]:
    """(label, callable): the games' functions and classes, and the methods
    of a few real objects of each class."""
    out: list[tuple[str, Any]] = []
    objects: list[Any] = [
        dd.Game(3, seed=1),
        dd.Hand("334455"),
        dd.Move("33"),
        dd.Variant(),
        dd.ActionSpace(3),
        dd.Agent("random", seed=1),
        lf.Game(seed=1),
        lf.Agent("random", seed=1),
        core_dd.VectorEnv(2, seed=1, masks=True),
        core_lf.VectorEnv(2, seed=1, masks=True),
    ]
    objects.append(lf.Game(seed=2).hands[0])
    objects.append(dd.Game(3, seed=2).observation())
    for module in (dd, lf):
        for name in module.__all__:
            f = getattr(module, name)
            if callable(f):
                out.append((f"{module.__name__}.{name}", f))
    for obj in objects:
        for name in dir(obj):
            if name.startswith("__") or name in LONG:
                continue
            attr = getattr(obj, name, None)
            if callable(attr):
                out.append((f"{type(obj).__name__}.{name}", attr))
    return out


TARGETS = targets()


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.sampled_from(TARGETS),
    st.lists(values, max_size=4),
    st.dictionaries(
        st.sampled_from(
            ["players", "variant", "seed", "cards", "hands", "kind", "space", "deals", "seat", "rng", "lasts"]
        ),
        values,
        max_size=2,
    ),
)
def test_garbage_never_crashes(target: tuple[str, Any], args: list[Any], kwargs: dict[str, Any]) -> None:
    _, f = target
    with contextlib.suppress(Exception):  # any clear error is fine; the test is that nothing crashes
        f(*args, **kwargs)
