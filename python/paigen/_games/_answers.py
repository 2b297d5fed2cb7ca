"""What every game does alike with a move: playing an arena agent's answer
given as a Move or card string, and a move's name as ``paigen perft
--divide`` prints it."""

from __future__ import annotations

from typing import Any

from ..errors import IllegalMoveError, NotationError
from ._spec import AnswerRefused

__all__ = ["move_name", "play_cards"]


def play_cards(game: Any, answer: Any, move_type: type, module: str) -> None:
    """Plays an answer given as a Move or card string; AnswerRefused, the game
    unchanged, if it is neither or not legal."""
    if not isinstance(answer, (str, move_type)):
        raise AnswerRefused(f"a move must be a paigen.{module}.Move, a card string or an action id")
    try:
        game.play(answer)
    except (IllegalMoveError, NotationError) as err:
        raise AnswerRefused(str(err)) from None


def move_name(move: Any) -> str:
    """``pass``, or a move's kind and cards (``triple_pair 33344``, ``claim``)."""
    kind = str(move.kind)
    return "pass" if kind == "pass" else f"{kind} {move.cards}".rstrip()
