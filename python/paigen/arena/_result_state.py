"""The check an unpickled ArenaResult goes through: a damaged or forged pickle
fails at load with one ValueError naming the field, never later on use."""

from __future__ import annotations

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


def check_state(stats: Mapping[Any, Any], state: Any, stats_type: type) -> dict[str, Any]:
    """`state` (the pickled __dict__) checked against itself and `stats` (the
    dict items, loaded first, each a `stats_type`: AgentStats, passed in by
    the module that imports this one); the state to adopt."""
    if not isinstance(state, dict):
        raise _fail("state", f"is a {type(state).__name__}, not a dict")
    setup = state.get("_setup")
    if not isinstance(setup, Setup):
        raise _fail("_setup", "is missing or not an arena setup")
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
    known = {
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
    }
    if set(state) - known - {"_setup"}:
        raise _fail("state", f"has unknown fields {sorted(map(str, set(state) - known - {'_setup'}))}")
    return state
