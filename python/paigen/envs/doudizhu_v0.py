"""Dou Dizhu (3 or 4 players) as a PettingZoo AEC environment.

>>> from paigen.envs import doudizhu_v0
>>> env = doudizhu_v0.env(players=3)
>>> env.reset(seed=42)
>>> env.agent_selection, int(env.action_space("player_0").n)   # 12,655 plays + 4 bids
('player_1', 12659)

Actions (``Discrete(space.num_actions)``, ``space = paigen.doudizhu.ActionSpace(players,
variant)``, also ``env.unwrapped.space``), as the core numbers them
(``Game.legal_action_ids()``, ``Game.apply_action(id)``):

- ``0 .. space.size - 1``: the play with that ActionSpace id (``space.decode(id)``,
  ``space.encode(move)``), the pass included (``space.pass_id``);
- ``space.bid_id(k)``: the bid ``k`` in the auction, 0 being a pass (B2).

The observation's ``action_mask`` allows exactly the legal decisions of the seat
to move (its bids in the auction, its plays after). An all-pass auction deals
again inside the same episode (B4). See ``paigen.envs._aec.AECGame`` for rewards,
seeding and illegal actions.
"""

from __future__ import annotations

from typing import Any, ClassVar

from .. import doudizhu as dd
from .._games.doudizhu import DouDizhuSpec
from ._aec import AECGame, wrap
from ._deal import EnvDeal

__all__ = ["env", "raw_env"]


class raw_env(AECGame):
    """Dou Dizhu without wrappers; ``env()`` is the one to use."""

    metadata: ClassVar[dict[str, Any]] = {**AECGame.metadata, "name": "doudizhu_v0"}

    def __init__(
        self, players: int = 3, variant: dd.Variant | str = "standard", render_mode: str | None = None
    ) -> None:
        self.space = dd.ActionSpace(players, variant)  # checks players and variant
        super().__init__(EnvDeal(DouDizhuSpec(self.space.players), self.space.variant), render_mode)
        self.bid_base = self.space.bid_id(0)  # the auction's pass; bid k is space.bid_id(k)

    @property
    def game(self) -> dd.Game:
        """The deal being played (read it; decide through step())."""
        return self.deal.game  # type: ignore[no-any-return]

    def bid_action(self, bid: int) -> int:
        """The action id of bid ``bid`` (0 = pass in the auction, 1-3): ``space.bid_id(bid)``."""
        return self.space.bid_id(bid)


def env(players: int = 3, variant: dd.Variant | str = "standard", render_mode: str | None = None) -> Any:
    """The environment: :class:`raw_env` in PettingZoo's classic-game wrappers
    (``paigen.envs._aec.wrap``)."""
    return wrap(raw_env(players, variant, render_mode))
