"""One deal behind an environment: a Game, its legal action ids, masks and
observations, shared by the PettingZoo and Gymnasium environments of every
game. No gymnasium or pettingzoo here, only numpy and the core: the ids come
from the core (``Game.legal_action_ids()``, ``Game.apply_action(id)``), what
differs between games from the game's spec (``paigen._games``)."""

from __future__ import annotations

import operator
from typing import Any

import numpy as np
from numpy.typing import NDArray

from .._checks import shown
from .._games import GameSpec
from ..errors import IllegalMoveError

__all__ = ["EnvDeal", "as_action"]


def as_action(action: Any) -> int:
    """An action id as an int (a Python or numpy integer; bools refused)."""
    if isinstance(action, (bool, np.bool_)):
        raise TypeError("an action must be an int, not bool")
    try:
        return operator.index(action)
    except TypeError:
        raise TypeError(f"an action must be an int, not {type(action).__name__}") from None


class EnvDeal:
    """The deal an environment plays: a game of `spec` under `variant`, dealt
    again by :meth:`start`. The legal ids of the decision at hand are asked of
    the core once and kept until a decision is made."""

    def __init__(self, spec: GameSpec, variant: Any = None) -> None:
        self.spec = spec
        self.variant = variant
        self.players = spec.players
        self.game: Any = spec.new_game(0, variant)
        self.num_actions: int = self.game.num_actions  # the size of the Discrete action space
        self.observation_size = spec.observation_size  # the length of the int8 observation
        self.observation_high = spec.observation_high  # its largest entry (hand sizes, counts)
        self._ids: NDArray[np.int32] | None = None  # legal action ids of the decision at hand

    def start(self, seed: int) -> None:
        """Starts a new deal from ``seed`` (0 .. 2**64 - 1): ``Game(seed=seed)``'s cards."""
        self.game = self.spec.new_game(seed, self.variant)
        self._ids = None

    @property
    def to_move(self) -> int | None:
        """The seat to decide, None once the deal is over."""
        return self.game.to_move  # type: ignore[no-any-return]

    @property
    def over(self) -> bool:
        return self.to_move is None

    @property
    def payoffs(self) -> list[int]:
        """Each seat's net payoff (zero-sum; all 0 before the end)."""
        return self.game.payoffs  # type: ignore[no-any-return]

    def observation(self, seat: int) -> NDArray[np.int8]:
        """What ``seat`` knows, as paigen's int8 encoding."""
        return self.game.observation(seat).encode()  # type: ignore[no-any-return]

    def legal_actions(self) -> NDArray[np.int32]:
        """The legal action ids of the seat to move, in ``legal_moves()`` order
        (read-only; empty once over)."""
        if self._ids is None:
            ids = self.game.legal_action_ids()
            ids.flags.writeable = False
            self._ids = ids
        return self._ids

    def mask(self) -> NDArray[np.bool_]:
        """A new bool array of shape (num_actions,): the legal actions of the seat to move."""
        mask = np.zeros(self.num_actions, dtype=np.bool_)
        mask[self.legal_actions()] = True
        return mask

    def is_legal(self, action: Any) -> bool:
        """Whether ``action`` (an int) is a legal decision of the seat to move."""
        return bool((self.legal_actions() == as_action(action)).any())

    def step(self, action: Any) -> None:
        """Makes decision ``action`` for the seat to move; IllegalMoveError (a
        ValueError), the deal unchanged, if it is not one of the legal actions."""
        action = as_action(action)
        if self.over:
            raise IllegalMoveError("the deal is over: there is no decision to make")
        try:
            self.game.apply_action(action)  # checked by the core, the deal unchanged if illegal
        except IllegalMoveError:
            raise IllegalMoveError(
                f"action {shown(action)} is not legal for seat {self.to_move}: "
                f"the legal actions are {shown(sorted(self.legal_actions().tolist()), 80)}"
            ) from None
        self._ids = None

    def random_step(self, rng: np.random.Generator) -> None:
        """Makes a legal decision of the seat to move, drawn uniformly at random."""
        ids = self.legal_actions()
        self.game.apply_action(int(ids[rng.integers(ids.size)]))
        self._ids = None

    def render(self, render_mode: str | None) -> str | None:
        """What an environment's ``render()`` does: the deal as text for
        ``"ansi"``, printed for ``"human"``, a warning without a mode."""
        if render_mode is None:
            import gymnasium

            gymnasium.logger.warn("You are calling render method without specifying any render mode.")
            return None
        text = self.spec.deal_text(self.game)
        if render_mode == "ansi":
            return text
        print(text + "\n")
        return None
