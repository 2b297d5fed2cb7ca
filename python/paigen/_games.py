"""The games paigen plays whole deals of, by the names ``paigen.simulate`` and
the command line take: the one table of game names, player counts and titles.

>>> GAMES["ddz4"].players, GAMES["lukfu"].title
(4, 'Luk Fu')
>>> game_info("ddz5")
Traceback (most recent call last):
...
ValueError: game must be one of 'ddz3', 'ddz4', 'lukfu', not 'ddz5'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

__all__ = ["GAMES", "NAMES", "GameInfo", "checked_variant", "game_info", "shown"]


@dataclass(frozen=True)
class GameInfo:
    """One game: its name, its rules (``"doudizhu"`` or ``"lukfu"``, the module
    and the page ``docs/rules/DOUDIZHU.md`` / ``LUKFU.md``), its player count and
    a title for people."""

    name: str
    rules: str
    players: int
    title: str


GAMES: dict[str, GameInfo] = {
    info.name: info
    for info in (
        GameInfo("ddz3", "doudizhu", 3, "Dou Dizhu, 3 players"),  # D2
        GameInfo("ddz4", "doudizhu", 4, "Dou Dizhu, 4 players"),  # D3
        GameInfo("lukfu", "lukfu", 3, "Luk Fu"),  # L4
    )
}
NAMES: tuple[str, ...] = tuple(GAMES)


def shown(value: object, limit: int = 40) -> str:
    """``repr(value)``, cut to about ``limit`` characters, for error messages
    that quote what they were given."""
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def game_info(game: object) -> GameInfo:
    """The table entry of ``game``; a TypeError if it is not a string, a
    ValueError naming every game if it is not one of them."""
    if not isinstance(game, str):
        raise TypeError(
            f"game must be a str, one of {', '.join(map(repr, NAMES))}, not {type(game).__name__}"
        )
    info = GAMES.get(game)
    if info is None:
        raise ValueError(f"game must be one of {', '.join(map(repr, NAMES))}, not {shown(game)}")
    return info


def checked_variant(variant: object, info: GameInfo) -> Any:
    """The ``paigen.doudizhu.Variant`` that `variant` (a preset's name or a
    Variant) names for the game `info`, or None for Luk Fu, which has the rules
    pages only (``None`` or ``"standard"``); non-standard variants are for 3
    players."""
    if info.rules == "lukfu":
        if variant is None or variant == "standard":
            return None
        raise ValueError(f"Luk Fu has no rule variants: variant must be 'standard', not {shown(variant)}")
    from . import doudizhu as dd

    if isinstance(variant, str):
        v = dd.Variant.preset(variant)
    elif isinstance(variant, dd.Variant):
        v = variant
    else:
        raise TypeError(
            f"variant must be a preset name or a paigen.doudizhu.Variant, not {type(variant).__name__}"
        )
    if info.players == 4 and v != dd.Variant():
        raise ValueError(f"variant {v.name!r} is for 3 players: 4-player Dou Dizhu has the rules pages only")
    return v
