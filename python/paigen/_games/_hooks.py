"""The arena hooks every game answers alike but for names: its module
(``paigen.doudizhu``), the phase before play, and the Game method that
decides in that phase."""

from __future__ import annotations

import importlib
from typing import Any, ClassVar

__all__ = ["NamedHooks"]


class NamedHooks:
    """`agent` and `apply_decision` of a :class:`~._spec.GameSpec`, from the
    names a game's spec sets."""

    module: ClassVar[str]  # the game's module in paigen: "doudizhu"
    opening: ClassVar[tuple[str, str]]  # the phase before play and its Game method: ("bidding", "bid")

    def agent(self, name: str, seed: int) -> Any:
        return importlib.import_module(f"..{self.module}", __package__).Agent(name, seed=seed)

    def apply_decision(self, game: Any, decision: Any) -> None:
        phase, method = self.opening
        getattr(game, method if game.phase == phase else "play")(decision)
