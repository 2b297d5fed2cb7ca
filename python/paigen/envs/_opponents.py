"""The opponents of the single-seat environments (DouDizhuSingle, LukFuSingle):
what decides for the other seats, from the ``opponent`` argument.

- None: a uniformly random legal decision, drawn from the environment's
  ``np_random``;
- a built-in agent's name (``Agent.names`` of the game: ``"random"``,
  ``"greedy"``, the search agents, with a budget: ``"pimc:samples=16"``):
  that agent, seeded from ``np_random`` at every reset;
- an ``Agent`` of the game: that agent, its own draws;
- a callable ``opponent(observation, action_mask)``, or ``opponent(observation,
  action_mask, game)`` when it takes a third argument (a copy of the deal: the
  opponent sees every hand, as a search or a built-in agent would). It answers
  an action id, or as ``paigen.arena``'s callable agents may: a Move or card
  string, a bool for a Luk Fu call.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import Any

import numpy as np
from numpy.typing import NDArray

from .._agent_names import BUILTIN_AGENTS
from .._checks import shown
from .._games import AnswerRefused
from ..errors import IllegalMoveError
from ._deal import EnvDeal

__all__ = ["Opponent", "SeatOpponent", "seat_opponent"]

Opponent = Callable[..., Any]
"""``opponent(observation, action_mask[, game]) -> action``: called for each
decision of another seat with that seat's observation (the same dict as the
environment's, from that seat's point of view), its legal actions as a bool
array and, when it takes a third argument, a copy of the game."""

Observe = Callable[[int, NDArray[np.bool_]], Any]  # (seat, mask) -> that seat's observation dict


class SeatOpponent:
    """Makes the decision of the seat to move in a deal (not the learner's)."""

    def reset(self, rng: np.random.Generator) -> None:
        """A new deal starts (agents reseed from the environment's generator)."""

    def decide(self, deal: EnvDeal, observe: Observe, rng: np.random.Generator) -> None:
        raise NotImplementedError


class RandomOpponent(SeatOpponent):
    def decide(self, deal: EnvDeal, observe: Observe, rng: np.random.Generator) -> None:
        deal.random_step(rng)


class AgentOpponent(SeatOpponent):
    """A built-in agent: by name, reseeded at every reset, or an Agent as given."""

    def __init__(self, deal: EnvDeal, name: str | None, agent: Any = None) -> None:
        self.deal_spec, self.name, self.agent = deal.spec, name, agent

    def reset(self, rng: np.random.Generator) -> None:
        if self.name is not None:
            self.agent = self.deal_spec.agent(self.name, int(rng.integers(2**63)))

    def decide(self, deal: EnvDeal, observe: Observe, rng: np.random.Generator) -> None:
        deal.decide(self.agent.decide(deal.game))


class CallableOpponent(SeatOpponent):
    def __init__(self, fn: Opponent) -> None:
        self.fn = fn
        self.takes_game = takes_three(fn)

    def decide(self, deal: EnvDeal, observe: Observe, rng: np.random.Generator) -> None:
        seat = deal.to_move
        assert seat is not None
        mask = deal.mask()
        observation = observe(seat, mask.copy())
        answer = (
            self.fn(observation, mask, deal.game.clone()) if self.takes_game else self.fn(observation, mask)
        )
        try:
            deal.answer(answer)
        except AnswerRefused as refused:
            raise IllegalMoveError(
                f"the opponent answered {shown(answer)} for seat {seat}, not legal: {refused}"
            ) from None


def takes_three(fn: Callable[..., Any]) -> bool:
    """Whether `fn` can be called with three positional arguments."""
    try:
        inspect.signature(fn).bind(None, None, None)
    except TypeError:
        return False
    except ValueError:  # no signature to read (some builtins): the documented two arguments
        return False
    return True


def seat_opponent(opponent: object, deal: EnvDeal) -> SeatOpponent:
    """The SeatOpponent of the ``opponent`` argument; TypeError or ValueError naming it."""
    if opponent is None:
        return RandomOpponent()
    agent_class = type(deal.spec.agent(BUILTIN_AGENTS[0], 0))
    if isinstance(opponent, str):
        try:
            agent_class(opponent, 0)  # checks the name and its budget
        except ValueError as error:
            names = ", ".join(map(repr, agent_class.names))
            raise ValueError(
                f"opponent must be a built-in agent ({names}; a search agent with a budget: "
                f"'pimc:samples=16'), an Agent or a callable, not {shown(opponent)} ({error})"
            ) from None
        return AgentOpponent(deal, opponent)
    if isinstance(opponent, agent_class):
        return AgentOpponent(deal, None, opponent)
    if callable(opponent):
        return CallableOpponent(opponent)
    raise TypeError(
        "opponent must be None, a built-in agent's name, an Agent of the game or a callable "
        f"opponent(observation, action_mask[, game]), not {type(opponent).__name__}"
    )
