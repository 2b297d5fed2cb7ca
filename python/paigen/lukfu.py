"""Luk Fu, the Hakka three-player money-card trick game: the whole decision a
player faces (leads, claims, beating follows, discards), Old-card proofs and
play comparison, exact to ``shared/rules/LUKFU.md``.

>>> from paigen import lukfu as lf
>>> lf.old_cards("8s 9s 5c 1t", public="")
'8s 9s 1t'
>>> [m.cards for m in lf.legal_moves("7s 8s 9s 2c", caller=True, led="4s", best="6s")]
['7s', '8s', '9s']
"""

from __future__ import annotations

from ._core import lukfu as _lf
from ._kinds import use_names

Kind = _lf.Kind
Hand = _lf.Hand
Move = _lf.Move
MoveList = _lf.MoveList
legal_moves = _lf.legal_moves
old_cards = _lf.old_cards
classify = _lf.classify
beats = _lf.beats
SUITS: str = _lf.SUITS


use_names(Kind)

__all__ = [
    "SUITS",
    "Hand",
    "Kind",
    "Move",
    "MoveList",
    "beats",
    "classify",
    "legal_moves",
    "old_cards",
]
