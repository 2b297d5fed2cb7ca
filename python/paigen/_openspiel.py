"""OpenSpiel 2.0.2's ``dou_dizhu`` seen from paigen: its observation tensor
(``Observation.encode("openspiel")``) and the action history that deals and
plays a paigen deal in pyspiel (:func:`openspiel_actions`).

OpenSpiel deals differently from paigen, so one convention links the two: a
paigen deal is OpenSpiel's deal in which each seat receives its cards low to
high (card i of the 51 to seat i % 3), the kitty is the 3 cards left, and the
turned-up card that picks the first bidder (B1) is the first bidder's first
card, its lowest. The turned-up card's rank is public in OpenSpiel and in the
tensor. Seats are the same (OpenSpiel's next player is seat + 1, D5), and
OpenSpiel's auction is B1-B3; an all-pass auction ends OpenSpiel's game, where
paigen deals again (B4): the redeal is a new OpenSpiel game.

The tensor, 159 floats, OpenSpiel's ``WriteObservationTensor`` exactly, its
overlaps included (a block of 5 slots per rank is 75 slots where OpenSpiel
starts the next block at 69, so a red joker's slots are the next block's):

====== ================================================================
0      the observer's hand: slot 5 * r + count for each rank r (3..R)
69     the cards played by all seats, likewise
138    the observer's offset from the landlord (the highest bidder during
       the auction), one-hot of 3; none before a bid
141    the first bidder, one-hot of 3
144    the rank of the turned-up card, one-hot of 15
====== ================================================================
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np
from numpy.typing import NDArray

from ._core import doudizhu as _dd

if TYPE_CHECKING:
    from ._core.doudizhu import Game, Observation

__all__ = ["TENSOR_SIZE", "openspiel_actions", "openspiel_tensor"]

TENSOR_SIZE = 159  # OpenSpiel's kObservationTensorSize
RANKS = 15
SLOTS = 5  # counts 0..4 of a rank
PLAYED_BASE = 13 * SLOTS + 2 * 2  # 69: OpenSpiel's played_deck_base
LANDLORD_BASE = 2 * PLAYED_BASE  # 138
FIRST_BIDDER_BASE = LANDLORD_BASE + 3  # 141
FACE_UP_BASE = FIRST_BIDDER_BASE + 3  # 144
DEAL_BASE = 51  # OpenSpiel's kDealingActionBase: chance action 51 + card deals the card
DECK = 54
_SLOTS = np.arange(RANKS) * SLOTS


def check_openspiel_deal(players: int, variant: str, cards_in_play: int, what: str) -> None:
    """A ValueError unless a full 3-player deal under the 'openspiel' variant:
    the only deals OpenSpiel has."""
    if players != 3:
        raise ValueError(f"{what}: OpenSpiel plays 3-player Dou Dizhu, this deal has {players}")
    if variant != "openspiel":
        raise ValueError(
            f"{what} needs a deal under the 'openspiel' variant (its legal moves are OpenSpiel's), "
            f"this deal is {variant!r}: make the Game with variant='openspiel'"
        )
    if cards_in_play != DECK:
        raise ValueError(
            f"{what}: OpenSpiel deals all {DECK} cards, this deal left {DECK - cards_in_play} out of play"
        )


def openspiel_tensor(observation: Observation) -> NDArray[np.float32]:
    """``Observation.encode("openspiel")``: pyspiel's ``observation_tensor(seat)``
    of the mirrored game (module docstring), float32 of shape (159,), for any seat
    and any phase of a full 3-player deal under the 'openspiel' variant."""
    in_play = sum(observation.hand_sizes) + sum(len(h) for h in observation.played)
    if observation.landlord is None:
        in_play += 3  # the kitty, not yet taken
    check_openspiel_deal(observation.players, observation.variant.name, in_play, "encode('openspiel')")
    out = np.zeros(TENSOR_SIZE, dtype=np.float32)
    out[_SLOTS + observation.hand.counts] = 1
    played = np.sum([h.counts for h in observation.played], axis=0, dtype=np.intp)
    out[PLAYED_BASE + _SLOTS + played] = 1
    leader = observation.landlord
    if leader is None and observation.bid_value > 0:  # OpenSpiel's dizhu_: the highest bidder so far
        leader = observation.bids.index(observation.bid_value)
    if leader is not None:
        out[LANDLORD_BASE + (observation.seat - leader) % 3] = 1
    out[FIRST_BIDDER_BASE + observation.first_bidder] = 1
    out[FACE_UP_BASE + observation._openspiel_face_up] = 1
    return out


def openspiel_actions(game: Game) -> list[int]:
    """The pyspiel ``dou_dizhu`` actions that deal the current deal of `game`
    (a full 3-player deal under the 'openspiel' variant) and make its decisions
    so far: the turned-up card's position, the 51 cards dealt (module
    docstring), then each bid k as action k (0: pass) and each play as its
    ``ActionSpace(3, "openspiel")`` id. Applied in order to
    ``pyspiel.load_game("dou_dizhu").new_initial_state()``, they reach the
    state whose ``observation_tensor(seat)`` is
    ``game.observation(seat).encode("openspiel")``.

    >>> from paigen import doudizhu as dd
    >>> game = dd.Game(3, seed=7, variant="openspiel")
    >>> actions = dd.openspiel_actions(game)
    >>> len(actions), actions[0] == game.first_bidder   # the turned-up card, then 51 cards
    (52, True)
    """
    hands = game.hands
    kitty = game.kitty.counts.astype(np.intp)
    start = game.deal_starts[-1]
    decisions = game.history[start:]
    dealt = [h.counts.astype(np.intp) for h in hands]
    for seat, decision in decisions:
        if not isinstance(decision, int):
            dealt[seat] += decision.counts
    landlord = game.landlord
    if landlord is not None:
        dealt[landlord] -= kitty
    in_play = int(sum(d.sum() for d in dealt) + kitty.sum())
    check_openspiel_deal(game.players, game.variant.name, in_play, "openspiel_actions")
    suits: list[list[int]] = [[suit * 13 + r for suit in range(4)] for r in range(13)] + [[52], [53]]
    cards = [[suits[r].pop() for r in range(RANKS) for _ in range(int(d[r]))] for d in dealt]
    actions = [game.first_bidder]  # the position of the turned-up card: the first bidder's first
    actions += [DEAL_BASE + cards[i % 3][i // 3] for i in range(51)]
    space = _dd.ActionSpace(3, "openspiel")
    for _, decision in decisions:
        actions.append(decision if isinstance(decision, int) else space.encode(decision))
    return actions
