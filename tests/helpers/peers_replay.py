"""Drive DouZero (douzero 1.1.0) and RLCard (rlcard 1.2.0) through a deal that
paigen plays, one move at a time, so that each peer's OWN observation of every
decision can be set beside ``Observation.encode``.

A deal enters a peer at the start of play: the hands then (the landlord's 20
cards hold the kitty), the kitty and the landlord's seat. Both peers count
seats from the landlord in play order: paigen seat ``s`` is DouZero's position
``("landlord", "landlord_down", "landlord_up")[(s - landlord) % 3]`` and
RLCard's player ``(s - landlord) % 3`` (RLCard's player 0 is always the
landlord, so its deal is rotated to match).
"""

from __future__ import annotations

import contextlib
from collections import Counter, deque
from collections.abc import Iterator
from typing import Any

from paigen import _encodings
from paigen import doudizhu as dd


def douzero_hand(cards: str) -> list[int]:
    """DouZero's sorted int list (it sorts hands itself after each play, and its
    bomb test compares sorted lists)."""
    return sorted(_encodings.douzero_cards(str(dd.Hand(cards))))


class DouZeroPeer:
    """A DouZero GameEnv whose three players play the moves given to play()."""

    def __init__(self, hands: list[str], kitty: str, landlord: int) -> None:
        from douzero.env.game import GameEnv

        self._queue: deque[list[int]] = deque()
        players = dict.fromkeys(_encodings.DOUZERO_POSITIONS, self)  # one scripted player for every seat
        self.env = GameEnv(players)
        deal = {
            _encodings.DOUZERO_POSITIONS[(seat - landlord) % 3]: douzero_hand(hands[seat])
            for seat in range(3)
        }
        deal["three_landlord_cards"] = douzero_hand(kitty)
        self.env.card_play_init(deal)

    def act(self, infoset: Any) -> list[int]:
        """GameEnv asks the player to act; DouZero's own players check legality,
        GameEnv does not, so check here."""
        action = self._queue.popleft()
        if action not in infoset.legal_actions:
            raise AssertionError(f"{action} is not legal for DouZero: {infoset.legal_actions}")
        return action

    def observation(self) -> dict[str, Any]:
        """get_obs of the player to act."""
        from douzero.env.env import get_obs

        return get_obs(self.env.game_infoset)  # type: ignore[no-any-return]

    def play(self, cards: str) -> None:
        self._queue.append(douzero_hand(cards))
        self.env.step()


# ---------------------------------------------------------------- RLCard

_DECKS: list[str] = []  # the deck the next RLCard deal lays out (innermost rlcard_deal)


def _lay_out_deck(dealer: Any) -> None:
    """Replaces DoudizhuDealer.shuffle: the deck in the pending order. RLCard
    deals player 0 deck[0:17] + deck[51:54], player 1 deck[17:34], player 2
    deck[34:51]."""
    pool = list(dealer.deck)
    deck = []
    for rank in _DECKS[-1]:
        card = next(c for c in pool if (c.rank or c.suit[0]) == rank)  # jokers: suit 'BJ' / 'RJ', no rank
        pool.remove(card)
        deck.append(card)
    dealer.deck = deck


@contextlib.contextmanager
def rlcard_deal(deck: str) -> Iterator[None]:
    """Within the block, an RLCard doudizhu deal deals `deck` (54 rank characters)."""
    from rlcard.games.doudizhu.dealer import DoudizhuDealer

    old = DoudizhuDealer.shuffle
    _DECKS.append(deck)
    DoudizhuDealer.shuffle = _lay_out_deck
    try:
        yield
    finally:
        DoudizhuDealer.shuffle = old
        _DECKS.pop()


def rlcard_deck(hands: list[str], kitty: str, landlord: int) -> str:
    """The deck that gives RLCard's players the seats' hands, landlord first."""
    without_kitty = Counter(str(dd.Hand(hands[landlord]))) - Counter(kitty)
    parts = [str(dd.Hand("".join(without_kitty.elements())))]
    parts += [str(dd.Hand(hands[(landlord + offset) % 3])) for offset in (1, 2)]
    return "".join(parts) + str(dd.Hand(kitty))


class RLCardPeer:
    """An RLCard doudizhu env dealt the given deal; play() steps it."""

    def __init__(self, hands: list[str], kitty: str, landlord: int, env: Any = None) -> None:
        import rlcard

        self.env = env if env is not None else rlcard.make("doudizhu", config={"seed": 0})
        with rlcard_deal(rlcard_deck(hands, kitty, landlord)):
            self.state, self.player = self.env.reset()

    def observation(self) -> dict[str, Any]:
        """The state of the player to act."""
        return self.state  # type: ignore[no-any-return]

    def play(self, cards: str) -> None:
        action = str(dd.Hand(cards)) or "pass"  # RLCard's actions are canonical strings
        if action not in self.state["raw_legal_actions"]:
            raise AssertionError(f"{action!r} is not legal for RLCard: {self.state['raw_legal_actions']}")
        self.state, self.player = self.env.step(action, raw_action=True)
