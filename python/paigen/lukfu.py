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

from typing import NamedTuple

from ._core import lukfu as _lf
from ._kinds import use_names

Kind = _lf.Kind
Hand = _lf.Hand
Game = _lf.Game
Move = _lf.Move
MoveList = _lf.MoveList
legal_moves = _lf.legal_moves
old_cards = _lf.old_cards
classify = _lf.classify
beats = _lf.beats
SUITS: str = _lf.SUITS


use_names(Kind)
Sequence.register(MoveList)  # a read-only sequence of Move objects


class Result(NamedTuple):
    """The outcome of a finished deal (E1-E3)."""

    winner: int | None  # the claimant's seat; None for a void deal
    total: int  # E2: fu won + Old cards laid down (0 when void)
    scores: list[int]  # E3: net points per seat, zero-sum
    void: bool  # three passes with given cards, or hands out without a claim (E1)


def _game_result(self: Game) -> Result | None:
    """The deal's Result once it is over, else None."""
    raw = self._result()
    return None if raw is None else Result(*raw)


Game.result = property(_game_result, doc=_game_result.__doc__)  # type: ignore[attr-defined]

__all__ = [
    "SUITS",
    "Game",
    "Hand",
    "Kind",
    "Move",
    "MoveList",
    "Result",
    "beats",
    "classify",
    "legal_moves",
    "old_cards",
]
