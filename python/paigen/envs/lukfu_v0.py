"""Luk Fu as a PettingZoo AEC environment.

>>> from paigen.envs import lukfu_v0
>>> env = lukfu_v0.env()
>>> env.reset(seed=7)
>>> obs, *_ = env.last()
>>> obs["observation"].shape, obs["action_mask"][:3].tolist()   # calling: say play or pass
((398,), [1, 1, 0])

Actions (``Discrete(924)``, the most legal moves a decision has): in the calling
phase 0 says play and 1 says pass (A2); in play, an action is an index into the
current ``env.unwrapped.game.legal_moves()`` of the seat to move, and the mask
allows ``0 .. len(legal_moves) - 1``. Three passes (A2) and hands that run out
without a claim (E1) deal again inside the same episode, which ends at a claim.
See ``paigen.envs._aec.AECGame`` for rewards, seeding and illegal actions.
"""

from __future__ import annotations

from typing import Any, ClassVar

from .. import lukfu as lf
from .._games.lukfu import LukFuSpec
from ._aec import AECGame, wrap
from ._deal import EnvDeal

__all__ = ["env", "raw_env"]


class raw_env(AECGame):
    """Luk Fu without wrappers; ``env()`` is the one to use."""

    metadata: ClassVar[dict[str, Any]] = {**AECGame.metadata, "name": "lukfu_v0"}

    def __init__(self, render_mode: str | None = None) -> None:
        super().__init__(EnvDeal(LukFuSpec()), render_mode)

    @property
    def game(self) -> lf.Game:
        """The deal being played (read it; decide through step())."""
        return self.deal.game  # type: ignore[no-any-return]


def env(render_mode: str | None = None) -> Any:
    """The environment: :class:`raw_env` in PettingZoo's classic-game wrappers
    (``paigen.envs._aec.wrap``)."""
    return wrap(raw_env(render_mode))
