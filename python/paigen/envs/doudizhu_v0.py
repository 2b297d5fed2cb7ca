"""Dou Dizhu (3 or 4 players) as a PettingZoo AEC environment.

>>> from paigen.envs import doudizhu_v0
>>> env = doudizhu_v0.env(players=3)
>>> env.reset(seed=42)
>>> env.agent_selection, int(env.action_space("player_0").n)   # 12,655 plays + 4 bids
('player_1', 12659)

Actions (``Discrete(space.size + 4)``, ``space = paigen.doudizhu.ActionSpace(players,
variant)``, also ``env.unwrapped.space``):

- ``0 .. space.size - 1``: the play with that ActionSpace id (``space.decode(id)``,
  ``space.encode(move)``), the pass included (``space.pass_id``);
- ``space.size + k``: the bid ``k`` in the auction, 0 being a pass (B2).

The observation's ``action_mask`` allows exactly the legal decisions of the seat
to move (its bids in the auction, its plays after). An all-pass auction deals
again inside the same episode (B4). See ``paigen.envs._aec.AECGame`` for rewards,
seeding and illegal actions.
"""

from __future__ import annotations

from typing import Any, ClassVar

from .. import doudizhu as dd
from ._adapters import DouDizhuAdapter
from ._aec import AECGame, wrap

__all__ = ["env", "raw_env"]


class raw_env(AECGame):
    """Dou Dizhu without wrappers; ``env()`` is the one to use."""

    metadata: ClassVar[dict[str, Any]] = {**AECGame.metadata, "name": "doudizhu_v0"}

    def __init__(
        self, players: int = 3, variant: dd.Variant | str = "standard", render_mode: str | None = None
    ) -> None:
        self.doudizhu = DouDizhuAdapter(players, variant)
        super().__init__(self.doudizhu, render_mode)
        self.space = self.doudizhu.space
        self.bid_base = self.doudizhu.bid_base

    @property
    def game(self) -> dd.Game:
        """The deal being played (read it; decide through step())."""
        return self.doudizhu.game

    def bid_action(self, bid: int) -> int:
        """The action id of bid ``bid`` (0 = pass in the auction, 1-3)."""
        if not 0 <= bid <= 3:
            raise ValueError(f"a bid is 0 (pass) to 3, not {bid!r}")
        return self.bid_base + bid


def env(players: int = 3, variant: dd.Variant | str = "standard", render_mode: str | None = None) -> Any:
    """The environment: :class:`raw_env` in PettingZoo's classic-game wrappers
    (``paigen.envs._aec.wrap``)."""
    return wrap(raw_env(players, variant, render_mode))
