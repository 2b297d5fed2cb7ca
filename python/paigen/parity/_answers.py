"""What the parity check asks of each game's half (``_ddz.DouDizhu``,
``_lukfu.LukFu``, made by ``GameSpec.parity``), and reading a generator's
answer the same way in both games.

A game's half draws states (``draw``), asks paigen (``expected``), calls and
reads the generator (``call``, ``accepts``, ``read``), labels each differing
move (``label``), shows moves and states (``show``, ``sort_key``,
``arguments``, ``hand_and_last``), shrinks a disagreement (``smaller``,
``valid``), and names the switch changes that may explain differences
(``candidates``: None when the game has no rule variants).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from .._checks import shown

__all__ = ["GeneratorOutputError", "answer_items"]


class GeneratorOutputError(ValueError):
    """The generator returned something that is not a move in the contract's notation."""


def answer_items(output: Any) -> Iterator[Any]:
    """The items of a generator's answer, which must be an iterable of moves
    (of either game), not one string."""
    if isinstance(output, (str, bytes)):
        raise GeneratorOutputError(
            f"the generator returned one string ({shown(output)}), not an iterable of card strings"
        )
    try:
        return iter(output)
    except TypeError:
        raise GeneratorOutputError(
            f"the generator returned {shown(output)}, not an iterable of card strings"
        ) from None
