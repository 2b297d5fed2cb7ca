"""The games paigen plays whole deals of, by the names ``paigen.simulate``,
the arena, parity and the command line take: the one table of games, each a
:class:`GameSpec` (``_spec.py``) answered by its own module.

>>> GAMES["ddz4"].players, GAMES["lukfu"].title
(4, 'Luk Fu')
>>> game_spec("ddz5")
Traceback (most recent call last):
...
ValueError: game must be one of 'ddz3', 'ddz4', 'lukfu', not 'ddz5'

A new game is a module here answering the protocol, and a line in GAMES.
"""

from __future__ import annotations

from .._checks import shown
from ._spec import AnswerRefused, GameSpec, Outcomes, SummaryRows
from .doudizhu import DouDizhuSpec
from .lukfu import LukFuSpec

__all__ = ["GAMES", "NAMES", "AnswerRefused", "GameSpec", "Outcomes", "SummaryRows", "game_spec"]

GAMES: dict[str, GameSpec] = {
    spec.name: spec
    for spec in (
        DouDizhuSpec(3),  # D2
        DouDizhuSpec(4),  # D3
        LukFuSpec(),  # L4
    )
}
NAMES: tuple[str, ...] = tuple(GAMES)


def game_spec(game: object) -> GameSpec:
    """The spec of the game named `game`; a TypeError if it is not a string, a
    ValueError naming every game if it is not one of them."""
    if not isinstance(game, str):
        raise TypeError(
            f"game must be a str, one of {', '.join(map(repr, NAMES))}, not {type(game).__name__}"
        )
    spec = GAMES.get(game)
    if spec is None:
        raise ValueError(f"game must be one of {', '.join(map(repr, NAMES))}, not {shown(game)}")
    return spec
