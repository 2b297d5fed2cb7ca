"""The check an unpickled ArenaResult goes through: a damaged or forged pickle
fails at load with one ValueError naming the field, never later on use."""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Mapping
from typing import Any

import numpy as np

from ..errors import PaigenError
from ._engines import Setup

_FIELDS = {
    "game",
    "seed",
    "variant",
    "duplicate",
    "deals",
    "roles",
    "seatings",
    "payoffs",
    "role_seat",
    "agents",
    "_setup",
}


def _fail(field: str, why: str) -> PaigenError:
    return PaigenError(f"a pickled ArenaResult is damaged: {field} {why}")


_ARRAYS = {"payoffs": np.int64, "role_seat": np.int8}  # pickled as (shape, bytes)


def arrays_as_bytes(state: dict[str, Any]) -> dict[str, Any]:
    """The state to pickle: its arrays as (shape, bytes), read back with the
    dtypes above (numpy's own array pickles carry a dtype whose damage
    crashes the interpreter)."""
    return {**state, **{f: (state[f].shape, state[f].tobytes()) for f in _ARRAYS}}


def arrays_from_bytes(state: Any) -> Any:
    """A pickled state with its (shape, bytes) pairs made arrays again."""
    if not isinstance(state, dict):
        return state
    return {**state, **{f: _array(state.get(f), dtype) for f, dtype in _ARRAYS.items()}}


def _array(saved: Any, dtype: Any) -> Any:
    """A (shape, bytes) pair of __reduce__ as an array of `dtype` (anything
    else is left for check_state to refuse)."""
    if not (isinstance(saved, tuple) and len(saved) == 2 and isinstance(saved[1], bytes)):
        return saved
    shape, raw = saved
    if not (isinstance(shape, tuple) and all(type(n) is int and n >= 0 for n in shape)):
        return None
    size = math.prod(shape) * np.dtype(dtype).itemsize
    if size != len(raw):
        return None
    return np.frombuffer(raw, dtype=dtype).reshape(shape).copy()


def _whole(obj: Any) -> bool:
    """Whether a dataclass object (pickled as a plain object: any field may
    be renamed by damage) has every field of its class and no other."""
    if not dataclasses.is_dataclass(obj):
        return True
    try:
        own = set(vars(obj))
    except TypeError:  # slots
        own = {f.name for f in dataclasses.fields(obj) if hasattr(obj, f.name)}
    return own == {f.name for f in dataclasses.fields(obj)}


def check_state(stats: Mapping[Any, Any], state: Any, stats_type: type) -> dict[str, Any]:
    """`state` (the pickled __dict__) checked against itself and `stats` (the
    dict items, loaded first, each a `stats_type`: AgentStats, passed in by
    the module that imports this one); the state to adopt."""
    if not isinstance(state, dict):
        raise _fail("state", f"is a {type(state).__name__}, not a dict")
    setup = state.get("_setup")
    if not isinstance(setup, Setup):
        raise _fail("_setup", "is missing or not an arena setup")
    for part in (setup, setup.spec, *getattr(setup, "entrants", ())):
        if not _whole(part):
            raise _fail("_setup", f"has a {type(part).__name__} without its fields")
    spec = setup.spec
    expected = {
        "game": spec.name,
        "seed": setup.seed,
        "duplicate": setup.duplicate,
        "roles": spec.roles,
        "variant": "standard" if setup.variant is None else setup.variant,
    }
    for field, value in expected.items():
        if field not in state or type(state[field]) is not type(value) or state[field] != value:
            raise _fail(field, "does not match the run it comes from")
    agents = state.get("agents")
    if not isinstance(agents, dict) or not all(isinstance(name, str) for name in agents):
        raise _fail("agents", "is not a dict from agent name")
    names = tuple(agents)
    if tuple(stats) != names or not all(isinstance(s, stats_type) for s in stats.values()):
        raise _fail("items", "are not one AgentStats per agent")
    if len(setup.entrants) != len(names) or any(e.name != n for e, n in zip(setup.entrants, names)):
        raise _fail("agents", "do not match the run's entrants")
    for entrant in setup.entrants:  # a built-in's name is used only at replay(): checked now
        builtin = getattr(entrant, "builtin", None)
        if builtin is not None:
            try:
                spec.agent(builtin, 0)
            except (TypeError, ValueError):
                raise _fail("agents", f"name a built-in agent the game does not have: {builtin!r}") from None
    seeds = setup.agent_seeds
    if (
        not isinstance(seeds, tuple)
        or len(seeds) != len(setup.seatings)
        or not all(type(s) is int and 0 <= s < 1 << 64 for s in seeds)
    ):
        raise _fail("_setup", "has agent seeds that are not one seed in [0, 2**64) per seating")
    for seating in setup.seatings:
        if not all(type(a) is int and 0 <= a < len(names) for a in seating):
            raise _fail("_setup", "seats an agent that is not in the run")
    seatings = tuple(tuple(names[a] for a in seating) for seating in setup.seatings)
    if state.get("seatings") != seatings:
        raise _fail("seatings", "do not match the run's seatings")
    deals = state.get("deals")
    if type(deals) is not int or deals < 0:
        raise _fail("deals", "is not a count of deals")
    payoffs, role_seat = state.get("payoffs"), state.get("role_seat")
    shape = (deals, len(seatings)) if setup.duplicate else (deals,)
    if (
        not isinstance(payoffs, np.ndarray)
        or payoffs.dtype != np.int64
        or payoffs.shape != (*shape, spec.players)
    ):
        raise _fail("payoffs", f"is not an int64 array of shape {(*shape, spec.players)}")
    if not isinstance(role_seat, np.ndarray) or role_seat.dtype != np.int8 or role_seat.shape != shape:
        raise _fail("role_seat", f"is not an int8 array of shape {shape}")
    if role_seat.size and (role_seat.min() < 0 or role_seat.max() >= spec.players):
        raise _fail("role_seat", "names a seat the game does not have")
    if set(state) - _FIELDS:
        raise _fail("state", f"has unknown fields {sorted(map(str, set(state) - _FIELDS))}")
    return state
