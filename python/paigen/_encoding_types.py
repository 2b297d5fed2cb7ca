"""The types of ``paigen.doudizhu.Observation.encode(format)``'s answers for the
other programs' layouts, so that a type checker knows each key
(``paigen.doudizhu`` re-exports them)::

    obs: dd.DouZeroObservation = game.observation().encode("douzero")
    obs["x_batch"]              # NDArray[np.float32], one row per legal move

They describe what ``paigen._encodings`` builds: exactly the keys and value
types of DouZero 1.1.0's ``get_obs`` and RLCard 1.2.0's state.
"""

from __future__ import annotations

from typing import TypedDict

import numpy as np
from numpy.typing import NDArray

__all__ = ["DouZeroObservation", "RLCardRawObservation", "RLCardState"]


class DouZeroObservation(TypedDict):
    """``encode("douzero")``: DouZero's ``get_obs(infoset)``. Row j of
    ``x_batch`` and ``z_batch`` and ``legal_actions[j]`` are legal move j."""

    position: str  # "landlord", "landlord_down" or "landlord_up"
    x_batch: NDArray[np.float32]  # (moves, 373) or (moves, 484)
    z_batch: NDArray[np.float32]  # (moves, 5, 162)
    legal_actions: list[list[int]]  # DouZero's card ints (3..14, 17, 20, 30)
    x_no_action: NDArray[np.int8]
    z: NDArray[np.int8]  # (5, 162): the last 15 moves, 3 a row


class RLCardRawObservation(TypedDict):
    """``encode("rlcard")["raw_obs"]``: RLCard's raw observation."""

    seen_cards: str  # the kitty, as RLCard records it (rlcard#320)
    landlord: int  # always 0: RLCard's player ids count from the landlord
    trace: list[tuple[int, str]]  # (player id, cards or "pass") of every play
    played_cards: list[str]
    self: int  # the observing player's id
    current_hand: str
    others_hand: str
    num_cards_left: list[int]
    actions: list[str]  # the legal actions in RLCard's order


class RLCardState(TypedDict):
    """``encode("rlcard")``: the state RLCard's ``doudizhu`` env returns (an
    ``OrderedDict`` at run time, as RLCard's own)."""

    obs: NDArray[np.int8]  # (901,) for a peasant, (790,) for the landlord
    legal_actions: dict[int, NDArray[np.int8]]  # ActionSpace(3, "rlcard") id -> its 54 card values
    raw_obs: RLCardRawObservation
    raw_legal_actions: list[str]
    action_record: list[tuple[int, str]]
