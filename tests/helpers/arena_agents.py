"""Callable agents for the arena tests (tests/test_arena_*.py, tests/test_ray.py,
``paigen arena --agents tests.helpers.arena_agents:first``): one policy, "bid 3 or say play,
then the first legal move" (a reply's first move is the pass), answered in
each form the arena reads, and agents that answer wrong."""

from __future__ import annotations

from paigen import doudizhu as dd

_spaces: dict[tuple[int, dd.Variant], dd.ActionSpace] = {}


def space(players: int, variant: dd.Variant) -> dd.ActionSpace:
    # a plain dict, not functools.cache: Ray sends this module by value
    # (tests/test_ray.py), and a cache wrapper would be sent by reference
    key = (players, variant)
    if key not in _spaces:
        _spaces[key] = dd.ActionSpace(players, variant)
    return _spaces[key]


def _bid_id(obs) -> int:
    """Dou Dizhu: the action id of the highest legal bid."""
    return space(obs.players, obs.variant).bid_id(max(obs.legal_bids))


def first(obs):
    """Answers Moves (and bids as ids, calls as bools)."""
    if obs.phase == "bidding":
        return _bid_id(obs)
    if obs.phase == "calling":
        return True
    return obs.legal_moves[0]


def first_cards(obs):
    """The same decisions as card strings (and Luk Fu calls as ids: 0 is play)."""
    if obs.phase == "bidding":
        return _bid_id(obs)
    if obs.phase == "calling":
        return 0
    return obs.legal_moves[0].cards


def first_id(obs):
    """The same decisions as action ids (Luk Fu: an index into the legal moves)."""
    if obs.phase == "bidding":
        return _bid_id(obs)
    if obs.phase == "calling":
        return 0
    if hasattr(obs, "players"):  # Dou Dizhu
        return space(obs.players, obs.variant).encode(obs.legal_moves[0])
    return 0


class Counting:
    """An agent object (a module-level class, so it pickles) that plays like
    ``first`` and counts its decisions."""

    __name__ = "counting"

    def __init__(self) -> None:
        self.calls = 0

    def __call__(self, obs):
        self.calls += 1
        return first(obs)


def plays_out_of_turn(obs):
    """Bids like ``first``, then always tries the red joker."""
    if obs.phase in ("bidding", "calling"):
        return first(obs)
    return "R" if hasattr(obs, "players") else "9t"


NOT_AN_AGENT = 3  # paigen arena --agents arena_agents:NOT_AN_AGENT is an error


def answers_none(obs):
    return None


def raises(obs):
    raise KeyError("this bot is broken")


class FirstBatch:
    """``first`` as a batch agent (act(observations, legal) -> ids): the
    highest bid (the last bid id), else the first legal id: in Dou Dizhu play
    the first legal move, in Luk Fu "play" while calling, then the first move."""

    def __init__(self, bid_ids_from: int | None = None) -> None:
        self.bid_ids_from = bid_ids_from  # Dou Dizhu: space.size; None for Luk Fu
        self.calls = self.answered = 0

    def act(self, observations, legal):
        import numpy as np

        ids, offsets = legal
        assert observations.shape[0] == len(offsets) - 1 and observations.dtype == np.int8
        self.calls += 1
        self.answered += len(offsets) - 1
        first, last = ids[offsets[:-1]], ids[offsets[1:] - 1]
        if self.bid_ids_from is None:
            return first
        return np.where(last >= self.bid_ids_from, last, first)


class WrongBatch:
    """Answers an id no game has."""

    def act(self, observations, legal):
        import numpy as np

        return np.full(len(legal[1]) - 1, -5)
