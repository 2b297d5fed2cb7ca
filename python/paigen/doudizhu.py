"""Dou Dizhu (Fight the Landlord) for 3 and 4 players: move generation,
classification and comparison, exact to ``docs/rules/DOUDIZHU.md``.

>>> from paigen import doudizhu as dd
>>> moves = dd.legal_moves("33344", players=3)
>>> sorted(m.cards for m in moves)
['3', '33', '333', '3334', '33344', '4', '44']
>>> dd.classify("333444BR")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
paigen.errors.IllegalMoveError: cards '333444BR' is not a move: B and R are never both single ... (K9, K13a)
"""

from __future__ import annotations

from collections.abc import Sequence

from . import _encodings
from ._core import doudizhu as _dd
from ._encoding_types import DouZeroObservation, RLCardRawObservation, RLCardState
from ._endgame import endgame
from ._observation_layout import ObservationBlock, move_feature_layout
from ._observation_layout import doudizhu_layout as observation_layout
from ._openspiel import openspiel_actions

ActionSpace = _dd.ActionSpace
Kind = _dd.Kind
Hand = _dd.Hand
Agent = _dd.Agent
Game = _dd.Game
Match = _dd.Match
Result = _dd.Result
SolveResult = _dd.SolveResult
Variant = _dd.Variant
Move = _dd.Move
Observation = _dd.Observation
MoveList = _dd.MoveList
legal_moves = _dd.legal_moves
classify = _dd.classify
readings = _dd.readings
solve = _dd.solve
beats = _dd.beats
count_legal_moves = _dd.count_legal_moves
legal_moves_batch = _dd.legal_moves_batch
all_moves = _dd.all_moves
observation_size = _dd.observation_size
move_feature_size = _dd.move_feature_size
RANKS: str = _dd.RANKS

Sequence.register(MoveList)  # a read-only sequence of Move objects
_encodings.install()  # Observation.encode: the DouZero and RLCard layouts too (Python's)

__all__ = [
    "RANKS",
    "ActionSpace",
    "Agent",
    "DouZeroObservation",
    "Game",
    "Hand",
    "Kind",
    "Match",
    "Move",
    "MoveList",
    "Observation",
    "ObservationBlock",
    "RLCardRawObservation",
    "RLCardState",
    "Result",
    "SolveResult",
    "Variant",
    "all_moves",
    "beats",
    "classify",
    "count_legal_moves",
    "endgame",
    "legal_moves",
    "legal_moves_batch",
    "move_feature_layout",
    "move_feature_size",
    "observation_layout",
    "observation_size",
    "openspiel_actions",
    "readings",
    "solve",
]
