"""One deal behind an environment: a Game, its action encoding, masks and
observations, shared by the PettingZoo and Gymnasium environments. No gymnasium
or pettingzoo here, only numpy and the core.

An adapter caches the legal actions of the decision at hand (one core call per
decision, numpy from then on) and forgets them when a decision is made.
"""

from __future__ import annotations

import functools
import operator
from typing import Any, ClassVar

import numpy as np
from numpy.typing import NDArray

from .. import doudizhu as dd
from .. import lukfu as lf
from .._checks import shown
from ..errors import IllegalMoveError

__all__ = ["LUKFU_ACTIONS", "DouDizhuAdapter", "GameAdapter", "LukFuAdapter", "action_space_of", "as_action"]

LUKFU_ACTIONS = 924  # C(12, 6): the most legal moves a Luk Fu decision has (the discards of 6 from 12)
CALL_PLAY, CALL_PASS = 0, 1  # Luk Fu action ids in the calling phase (A2)

_NO_IDS: NDArray[np.int64] = np.zeros(0, dtype=np.int64)


@functools.cache
def action_space_of(players: int, variant: dd.Variant | str) -> dd.ActionSpace:
    """The (immutable) ActionSpace of a player count and variant, made once."""
    return dd.ActionSpace(players, variant)


def as_action(action: Any) -> int:
    """An action id as an int (a Python or numpy integer; bools refused)."""
    if isinstance(action, (bool, np.bool_)):
        raise TypeError("an action must be an int, not bool")
    try:
        return operator.index(action)
    except TypeError:
        raise TypeError(f"an action must be an int, not {type(action).__name__}") from None


class GameAdapter:
    """What an environment needs of a deal. Subclasses set the sizes and fill in
    the per-game parts; the legal actions of the decision at hand are a numpy
    array of ids in the game's own order (index i is legal move or bid i)."""

    title: ClassVar[str]
    players: int
    num_actions: int  # the size of the Discrete action space
    observation_size: int  # the length of the int8 observation
    observation_high: int  # the largest value an observation entry takes (hand sizes, counts)
    game: Any  # the deal: a paigen.doudizhu.Game or paigen.lukfu.Game

    def __init__(self) -> None:
        self._ids: NDArray[np.int64] | None = None  # legal action ids of the decision at hand

    # -- per game ---------------------------------------------------------------

    def deal(self, seed: int) -> None:
        """Starts a new deal from ``seed`` (0 .. 2**64 - 1)."""
        raise NotImplementedError

    def text(self) -> str:
        """The whole deal (every hand), for people."""
        raise NotImplementedError

    def _legal_ids(self) -> NDArray[np.int64]:
        """The action id of each legal decision, in the game's order."""
        raise NotImplementedError

    def _decide(self, index: int) -> None:
        """Makes legal decision number ``index`` (of ``_legal_ids()``)."""
        raise NotImplementedError

    # -- shared -------------------------------------------------------------------

    # Both games' Game objects answer these with the same verbs.

    @property
    def to_move(self) -> int | None:
        """The seat to decide, None once the deal is over."""
        return self.game.to_move  # type: ignore[no-any-return]

    @property
    def payoffs(self) -> list[int]:
        """Each seat's net payoff (zero-sum; all 0 before the end)."""
        return self.game.payoffs  # type: ignore[no-any-return]

    def observation(self, seat: int) -> NDArray[np.int8]:
        """What ``seat`` knows, as paigen's int8 encoding."""
        return self.game.observation(seat).encode()  # type: ignore[no-any-return]

    @property
    def over(self) -> bool:
        return self.to_move is None

    def legal_actions(self) -> NDArray[np.int64]:
        """The legal action ids of the seat to move (read-only; empty once over)."""
        if self._ids is None:
            ids = _NO_IDS if self.over else self._legal_ids()
            ids.flags.writeable = False
            self._ids = ids
        return self._ids

    def mask(self) -> NDArray[np.bool_]:
        """A new bool array of shape (num_actions,): the legal actions of the seat to move."""
        mask = np.zeros(self.num_actions, dtype=np.bool_)
        mask[self.legal_actions()] = True
        return mask

    def _index(self, action: int) -> int | None:
        hits = np.flatnonzero(self.legal_actions() == action)
        return int(hits[0]) if hits.size else None

    def is_legal(self, action: Any) -> bool:
        """Whether ``action`` (an int) is a legal decision of the seat to move."""
        return self._index(as_action(action)) is not None

    def step(self, action: Any) -> None:
        """Makes decision ``action`` for the seat to move; IllegalMoveError (a
        ValueError), the deal unchanged, if it is not one of the legal actions."""
        action = as_action(action)
        if self.over:
            raise IllegalMoveError("the deal is over: there is no decision to make")
        index = self._index(action)
        if index is None:
            raise IllegalMoveError(
                f"action {shown(action)} is not legal for seat {self.to_move}: "
                f"the legal actions are {shown(sorted(self.legal_actions().tolist()), 80)}"
            )
        self._decide(index)
        self._ids = None

    def render(self, render_mode: str | None) -> str | None:
        """What an environment's ``render()`` does: the deal as text for
        ``"ansi"``, printed for ``"human"``, a warning without a mode."""
        if render_mode is None:
            import gymnasium

            gymnasium.logger.warn("You are calling render method without specifying any render mode.")
            return None
        text = self.text()
        if render_mode == "ansi":
            return text
        print(text + "\n")
        return None

    def random_step(self, rng: np.random.Generator) -> None:
        """Makes a legal decision of the seat to move, drawn uniformly at random."""
        self._decide(int(rng.integers(self.legal_actions().size)))
        self._ids = None


class DouDizhuAdapter(GameAdapter):
    """Dou Dizhu actions: ``0 .. space.size - 1`` are the ids of ``ActionSpace(players,
    variant)`` (the pass included, at ``space.pass_id``); ``space.size + k`` is the
    bid ``k`` (0: pass in the auction, 1-3)."""

    title = "Dou Dizhu"
    game: dd.Game

    def __init__(self, players: int = 3, variant: dd.Variant | str = "standard") -> None:
        super().__init__()
        self.space = action_space_of(players, variant)
        self.players = self.space.players
        self.variant = self.space.variant
        self.bid_base = self.space.size
        self.num_actions = self.space.size + 4
        self.observation_size = dd.observation_size(self.players)
        # Entries are 0/1 but for hand sizes (17 + 3 or 25 + 8 at most) and the
        # bomb count (at most 14 or 27).
        self.observation_high = 20 if self.players == 3 else 33
        self.game = dd.Game(self.players, 0, variant=self.variant)
        self._moves: dd.MoveList | None = None
        self._bids: list[int] = []

    def deal(self, seed: int) -> None:
        self.game = dd.Game(self.players, seed, variant=self.variant)
        self._ids = None

    def _legal_ids(self) -> NDArray[np.int64]:
        if self.game.phase == "bidding":
            self._bids = self.game.legal_bids()
            return np.asarray(self._bids, dtype=np.int64) + self.bid_base
        self._moves = self.game.legal_moves()
        return self._moves.action_ids(self.space).astype(np.int64)

    def _decide(self, index: int) -> None:
        if self.game.phase == "bidding":
            self.game.bid(self._bids[index])
        else:
            assert self._moves is not None
            self.game.play(self._moves[index])
            self._moves = None

    def text(self) -> str:
        g = self.game
        head = f"{self.title}, {self.players} players ({self.variant.name}), deal {g.deals}, {g.phase}"
        if g.landlord is not None:
            head += f": bid {g.bid_value}, multiplier {g.multiplier}, stake {g.stake}"
        lines = [head]
        bids = g.observation(0).bids if g.phase == "bidding" else [None] * g.players  # this auction's
        for seat, hand in enumerate(g.hands):
            bid = bids[seat]
            role = "" if bid is None else f"bid {bid}" if bid else "passed"
            if seat == g.landlord:
                role = "landlord"
            mark = ">" if seat == g.to_move else " "
            lines.append(f"{mark} player_{seat}  {role:8} {len(hand):2}  {hand}")
        if g.phase == "bidding":
            lines.append(f"kitty: {g.kitty} (face down), highest bid {g.bid_value}")
        elif g.phase == "play":
            last = g.last_move
            lines.append(f"to beat: {last.cards} ({last.kind})" if last is not None else "to lead")
        else:
            lines.append(f"over: payoffs {g.payoffs}")
        return "\n".join(lines)


class LukFuAdapter(GameAdapter):
    """Luk Fu actions: in the calling phase 0 says play and 1 pass (A2); in play, an
    action is an index into the seat's current ``legal_moves()`` (at most 924)."""

    title = "Luk Fu"
    game: lf.Game

    def __init__(self) -> None:
        super().__init__()
        self.players = 3
        self.num_actions = LUKFU_ACTIONS
        self.observation_size = lf.OBSERVATION_SIZE
        self.observation_high = 12  # hand sizes, discard counts and fu: at most a hand's 12 cards
        self.game = lf.Game(0)
        self._moves: lf.MoveList | None = None

    def deal(self, seed: int) -> None:
        self.game = lf.Game(seed)
        self._ids = None

    def _legal_ids(self) -> NDArray[np.int64]:
        if self.game.phase == "calling":
            return np.array([CALL_PLAY, CALL_PASS], dtype=np.int64)
        self._moves = self.game.legal_moves()
        return np.arange(len(self._moves), dtype=np.int64)

    def _decide(self, index: int) -> None:
        if self.game.phase == "calling":
            self.game.call(index == CALL_PLAY)
        else:
            assert self._moves is not None
            self.game.play(self._moves[index])
            self._moves = None

    def text(self) -> str:
        g = self.game
        lines = [f"{self.title}, deal {g.deals}, {g.phase}: fu {g.fu}"]
        for seat, hand in enumerate(g.hands):
            role = "caller" if seat == g.caller else ""
            if seat == g.master:
                role = f"Master {role}".rstrip()
            mark = ">" if seat == g.to_move else " "
            lines.append(f"{mark} player_{seat}  {role:13} {hand}")
        if g.phase == "play":
            trick = ", ".join(f"player_{seat} {move.kind} {move.cards}" for seat, move in g.trick)
            lines.append(f"trick: {trick}" if trick else "to lead")
        elif g.phase == "over":
            lines.append(f"over: payoffs {g.payoffs}")
        return "\n".join(lines)
