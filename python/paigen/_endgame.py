"""Dou Dizhu endgames: a Game in its play phase at a position given by its hands,
built the only way a Game comes to be, from given cards and legal decisions.

The position (hands, landlord, player to move, move to beat and who made it) is
reached by a short prefix of play with cards out of play (the deck's cards in no
hand): the landlord bids 3 (B3), leads spare singles until the kitty and its
given hand are filled, and, when another seat must lead, leads a spare single
that seat beats with a higher one, everyone else passing (P2, P3).
"""

from __future__ import annotations

from collections.abc import Sequence

from ._core import doudizhu as _dd
from .errors import StateError

__all__ = ["endgame"]

_Cards = _dd.Hand | _dd.Move | str


def _spare(players: int, hands: list[_dd.Hand], last: _dd.Move | None) -> list[int]:
    """The ranks of the cards in no hand and not in the move to beat, lowest first."""
    left = [(8 if players == 4 else 4) if r < 13 else (2 if players == 4 else 1) for r in range(15)]
    counted: list[_dd.Hand | _dd.Move] = [*hands, *([last] if last is not None else [])]
    for cards in counted:
        for r, n in enumerate(cards.counts):
            left[r] -= int(n)
    for r, n in enumerate(left):
        if n < 0:
            rank = _dd.RANKS[r]
            raise StateError(f"the hands and the move to beat hold more {rank!r} than the deck (D2, D3)")
    return [r for r in range(15) for _ in range(left[r])]


def _check_seat(name: str, seat: int | None, players: int) -> None:
    if seat is not None and (isinstance(seat, bool) or not isinstance(seat, int)):
        raise TypeError(f"{name} must be a seat number, not {type(seat).__name__}")
    if seat is not None and not 0 <= seat < players:
        raise ValueError(f"{name} must be a seat 0..{players - 1}, not {seat}")


def endgame(
    hands: Sequence[_Cards],
    landlord: int,
    to_move: int | None = None,
    last: _Cards | None = None,
    last_seat: int | None = None,
    *,
    variant: _dd.Variant | str | None = None,
) -> _dd.Game:
    """A Game in its play phase at this position: ``hands`` per seat (3 or 4, every one
    non-empty), ``landlord`` the landlord's seat, ``to_move`` the seat to decide (default:
    the landlord when leading, else the seat after ``last_seat``), ``last`` the move to
    beat (None: ``to_move`` leads) and ``last_seat`` who made it (default: the seat
    before ``to_move``; the seats between passed).

    The deal is given cards (the Game's ``hands=`` form) plus a few decisions with
    cards out of play, so the Game's history, pickling and ``solve`` work as for any
    other. StateError when the position cannot be reached so: a hand too large for a
    deal, or too few cards out of play to fill the kitty or pass the lead.
    """
    if isinstance(hands, (str, bytes)) or not isinstance(hands, Sequence):
        raise TypeError(f"hands must be a list of hands, not {type(hands).__name__}")
    players = len(hands)
    if players not in (3, 4):
        raise ValueError(f"hands must hold one hand per player (3 or 4), not {players}")
    rules_variant = "standard" if variant is None else variant
    held = [_dd.Hand(h, players) for h in hands]
    for seat, hand in enumerate(held):
        if len(hand) == 0:
            raise StateError(f"hands[{seat}] is empty: the deal would be over (P4)")
    _check_seat("landlord", landlord, players)
    _check_seat("to_move", to_move, players)
    _check_seat("last_seat", last_seat, players)
    move: _dd.Move | None = None
    if last is not None:
        move = _dd.classify(last, players, variant=rules_variant)
        if move.is_pass:
            move = None
    if move is None:
        if last_seat is not None:
            raise ValueError("last_seat names who made the move to beat: give last too")
        leader = landlord if to_move is None else to_move
    else:
        if to_move is None:
            to_move = (landlord if last_seat is None else last_seat) + 1
            to_move %= players
        if last_seat is None:
            last_seat = (to_move - 1) % players
        if last_seat == to_move:
            raise ValueError("last_seat made the move to beat, so it cannot be the seat to move (P3)")
        leader = last_seat
    spare = _spare(players, held, move)

    # The plays after the auction: (seat, cards, seat that decides next), the
    # seats in between passing; None: the trick ends and the seat leads again.
    extra: list[list[int]] = [[] for _ in range(players)]
    plays: list[tuple[int, str, int | None]] = []
    if leader != landlord:  # the landlord leads a low spare single, the leader beats it
        low = spare[0] if spare else None
        high = next((r for r in spare if low is not None and r > low), None)
        if low is None or high is None:
            raise StateError("too few cards out of play to give the lead to a seat other than the landlord")
        spare.remove(low)
        spare.remove(high)
        extra[landlord].append(low)
        extra[leader].append(high)
        plays += [(landlord, _dd.RANKS[low], leader), (leader, _dd.RANKS[high], None)]
    if move is not None:
        plays.append((leader, move.cards, to_move))
    kitty_size = 8 if players == 4 else 3
    own_move = len(move) if move is not None and leader == landlord else 0
    padding: list[int] = []
    while len(held[landlord]) + len(extra[landlord]) + own_move + len(padding) <= kitty_size:
        if not spare:
            raise StateError("too few cards out of play to fill the landlord's kitty")
        padding.append(spare.pop())
    extra[landlord] += padding
    plays = [(landlord, _dd.RANKS[r], None) for r in padding] + plays

    start = [str(held[p]) + "".join(_dd.RANKS[r] for r in extra[p]) for p in range(players)]
    if move is not None:
        start[leader] += move.cards
    landlord_cards = str(_dd.Hand(start[landlord], players))
    start[landlord] = landlord_cards[kitty_size:]
    game = _dd.Game(
        players, hands=start, kitty=landlord_cards[:kitty_size], first_bidder=landlord, variant=rules_variant
    )
    game.bid(3)
    for seat, cards, then in plays:
        game.play(cards)
        while game.to_move != (seat if then is None else then):
            game.play("pass")
    return game
