"""Luk Fu, the Hakka three-player money-card trick game: the whole decision a
player faces (leads, claims, beating follows, discards), Old-card proofs and
play comparison, exact to ``docs/rules/LUKFU.md``.

>>> from paigen import lukfu as lf
>>> lf.old_cards("8s 9s 5c 1t", public="")
'8s 9s 1t'
>>> [m.cards for m in lf.legal_moves("7s 8s 9s 2c", caller=True, led="4s", best="6s")]
['7s', '8s', '9s']
"""

from __future__ import annotations

from collections.abc import Sequence

from ._core import lukfu as _lf
from ._observation_layout import ObservationBlock
from ._observation_layout import lukfu_layout as observation_layout

Kind = _lf.Kind
Hand = _lf.Hand
Agent = _lf.Agent
Game = _lf.Game
Result = _lf.Result
Move = _lf.Move
Observation = _lf.Observation
MoveList = _lf.MoveList
legal_moves = _lf.legal_moves
legal_moves_batch = _lf.legal_moves_batch
old_cards = _lf.old_cards
classify = _lf.classify
beats = _lf.beats
SUITS: str = _lf.SUITS
OBSERVATION_SIZE: int = _lf.OBSERVATION_SIZE
observation_size = _lf.observation_size

Sequence.register(MoveList)  # a read-only sequence of Move objects

__all__ = [
    "OBSERVATION_SIZE",
    "SUITS",
    "Agent",
    "Game",
    "Hand",
    "Kind",
    "Move",
    "MoveList",
    "Observation",
    "ObservationBlock",
    "Result",
    "beats",
    "classify",
    "legal_moves",
    "legal_moves_batch",
    "observation_layout",
    "observation_size",
    "old_cards",
]
