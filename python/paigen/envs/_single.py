"""Gymnasium environments for one seat of a deal, the other seats played by an
opponent policy: DouDizhuSingle and LukFuSingle."""

from __future__ import annotations

from typing import Any, SupportsFloat

import numpy as np
from numpy.typing import NDArray

from .. import doudizhu as dd
from .. import lukfu as lf
from .._checks import checked_int
from .._games.doudizhu import DouDizhuSpec
from .._games.lukfu import LukFuSpec
from ._deal import EnvDeal, as_action
from ._opponents import Opponent, seat_opponent
from ._spaces import RENDER_MODES, action_space, check_render_mode, gymnasium, observation_space

__all__ = ["DouDizhuSingle", "LukFuSingle", "Opponent"]

Observation = dict[str, Any]  # {"observation": int8 array, "action_mask": int8 0/1 array}


class _SingleSeat(gymnasium.Env[Observation, np.int64]):
    """One seat of a deal as a Gymnasium environment (see DouDizhuSingle)."""

    # an instance variable of gymnasium.Env, whatever its default
    metadata: dict[str, Any] = {"render_modes": list(RENDER_MODES), "render_fps": 1}  # noqa: RUF012

    def __init__(
        self,
        deal: EnvDeal,
        seat: int,
        opponent: Opponent | str | None,
        render_mode: str | None,
        illegal_reward: float,
    ) -> None:
        check_render_mode(render_mode)
        seat = checked_int("seat", seat, 0, deal.players - 1, f"an int from 0 to {deal.players - 1}")
        self.deal = deal
        self.seat = seat
        self.opponent = opponent
        self._opponent = seat_opponent(opponent, deal)  # checks opponent
        self.render_mode = render_mode
        self.illegal_reward = float(illegal_reward)
        self.observation_space = observation_space(deal)
        self.action_space = action_space(deal)
        self.skipped_deals = 0  # deals over before this seat's first decision (dealt again at reset)
        self._episode_over = True

    def _observe(self, seat: int, mask: NDArray[np.bool_] | None = None) -> Observation:
        if mask is None:
            mask = self.deal.mask() if seat == self.deal.to_move else self._no_mask()
        return {"observation": self.deal.observation(seat), "action_mask": mask.view(np.int8)}

    def _no_mask(self) -> NDArray[np.bool_]:
        return np.zeros(self.deal.num_actions, dtype=np.bool_)

    def _play_others(self) -> None:
        """Lets the opponent decide until this seat is to move or the deal is over."""
        deal = self.deal
        while not deal.over and deal.to_move != self.seat:
            self._opponent.decide(deal, self._observe, self.np_random)

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[Observation, dict[str, Any]]:
        """Deals from ``seed`` (the same cards as the game's ``Game(seed=seed)``), or
        from a seed drawn from ``self.np_random``, and plays the other seats up to
        this seat's first decision. A deal that ends before it (say a Luk Fu
        Master claiming at the first lead) is skipped: the next deal's seed is
        drawn from ``self.np_random`` (``skipped_deals`` counts them)."""
        super().reset(seed=seed)
        deal_seed = seed
        while True:
            if deal_seed is None:
                deal_seed = int(self.np_random.integers(2**64, dtype=np.uint64))
            self.deal.start(deal_seed)
            self._opponent.reset(self.np_random)
            self._play_others()
            if not self.deal.over:
                break
            self.skipped_deals += 1
            deal_seed = None
        self._episode_over = False
        if self.render_mode == "human":
            self.render()
        return self._observe(self.seat), {}

    def step(self, action: Any) -> tuple[Observation, SupportsFloat, bool, bool, dict[str, Any]]:
        """This seat's decision ``action``, then the others' up to its next one.
        The reward is the seat's payoff when the deal ends, else 0; ``info`` then
        holds every seat's ``payoffs``. An illegal action ends the episode with
        reward ``illegal_reward`` and ``info["illegal_action"] = True``, the deal
        unchanged (masked agents never see this)."""
        if self._episode_over:
            raise RuntimeError("the episode is over: call reset()")
        action = as_action(action)
        if not self.deal.is_legal(action):
            self._episode_over = True
            return self._observe(self.seat), self.illegal_reward, True, False, {"illegal_action": True}
        self.deal.step(action)
        self._play_others()
        if self.render_mode == "human":
            self.render()
        if not self.deal.over:
            return self._observe(self.seat), 0.0, False, False, {}
        self._episode_over = True
        payoffs = self.deal.payoffs
        return self._observe(self.seat), float(payoffs[self.seat]), True, False, {"payoffs": payoffs}

    def action_masks(self) -> NDArray[np.bool_]:
        """The legal actions of this seat now, as a bool array (sb3-contrib's MaskablePPO)."""
        if self.deal.to_move != self.seat or self._episode_over:
            return self._no_mask()
        return self.deal.mask()

    def render(self) -> str | None:
        return self.deal.render(self.render_mode)


class DouDizhuSingle(_SingleSeat):
    """Dou Dizhu for the agent at ``seat``; the other seats are played by
    ``opponent``: a built-in agent's name (``"random"``, ``"greedy"``,
    ``"pimc"``, any name ``paigen.doudizhu.Agent.names`` lists, with a budget:
    ``"pimc:samples=16"``), a ``paigen.doudizhu.Agent``, a callable ``opponent(observation,
    action_mask[, game]) -> action`` (see ``paigen.envs._opponents``), or,
    when None, uniformly at random among their legal decisions, drawn from
    ``self.np_random``.

    Observations and actions are those of ``paigen.envs.doudizhu_v0``: a dict of
    the int8 ``observation`` and the int8 0/1 ``action_mask``; action ``id <
    space.size`` plays ActionSpace id ``id`` (the pass included),
    ``space.bid_id(k)`` bids ``k`` (0: pass in the auction). ``action_masks()``
    gives the mask as bools. An all-pass auction deals again within the episode (B4)."""

    def __init__(
        self,
        seat: int = 0,
        players: int = 3,
        variant: dd.Variant | str = "standard",
        opponent: Opponent | str | None = None,
        *,
        render_mode: str | None = None,
        illegal_reward: float = -1.0,
    ) -> None:
        self.space = dd.ActionSpace(players, variant)  # checks players and variant
        super().__init__(
            EnvDeal(DouDizhuSpec(self.space.players), self.space.variant),
            seat,
            opponent,
            render_mode,
            illegal_reward,
        )
        self.bid_base = self.space.bid_id(0)  # the auction's pass; bid k is space.bid_id(k)

    @property
    def game(self) -> dd.Game:
        """The deal being played (read it; decide through step())."""
        return self.deal.game  # type: ignore[no-any-return]


class LukFuSingle(_SingleSeat):
    """Luk Fu for the agent at ``seat``; the other seats are played by
    ``opponent``: a built-in agent's name (``"random"``, ``"greedy"``,
    ``"pimc"``, any name ``paigen.lukfu.Agent.names`` lists, with a budget:
    ``"pimc:samples=16"``), a ``paigen.lukfu.Agent``, a callable ``opponent(observation,
    action_mask[, game]) -> action`` (see ``paigen.envs._opponents``), or,
    when None, uniformly at random among their legal decisions, drawn from
    ``self.np_random``.

    Observations and actions are those of ``paigen.envs.lukfu_v0``: in the
    calling phase 0 says play and 1 pass; in play an action is an index into
    ``game.legal_moves()``. ``action_masks()`` gives the mask as bools. Three
    passes (A2) and hands that run out without a claim (E1) deal again within
    the episode."""

    def __init__(
        self,
        seat: int = 0,
        opponent: Opponent | str | None = None,
        *,
        render_mode: str | None = None,
        illegal_reward: float = -1.0,
    ) -> None:
        super().__init__(EnvDeal(LukFuSpec()), seat, opponent, render_mode, illegal_reward)

    @property
    def game(self) -> lf.Game:
        """The deal being played (read it; decide through step())."""
        return self.deal.game  # type: ignore[no-any-return]
