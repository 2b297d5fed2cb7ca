"""The blocks of ``Observation.encode()``'s array for both games, as the block
tables of ``cpp/include/paigen/doudizhu/observation.h`` and
``cpp/include/paigen/lukfu/observation.h`` state them (a test reads those
tables and checks that these agree, names, sizes and meanings)."""

from __future__ import annotations

from typing import NamedTuple

from ._checks import checked_int

__all__ = ["ObservationBlock", "doudizhu_layout", "lukfu_layout", "move_feature_layout"]


class ObservationBlock(NamedTuple):
    """One block of an encoded observation: ``encoded[block.slice]`` holds it."""

    name: str
    slice: slice
    meaning: str

    @property
    def size(self) -> int:
        return int(self.slice.stop - self.slice.start)


# (name, size as the header writes it, meaning): L card values, n seats, R recent plays.
_DOUDIZHU = (
    ("hand", "L", "the seat's own cards"),
    ("unseen", "L", "the cards in other hands (and the kitty until taken)"),
    ("played", "n x L", "the cards each seat has played"),
    ("hand_sizes", "n", "cards in each hand"),
    ("landlord", "n", "one-hot: the landlord (zeros during the auction)"),
    ("kitty", "L", "the kitty once taken (zeros before)"),
    ("bids", "n x 4", "one-hot: each seat's last bid of this auction, 0-3 (zeros: none)"),
    ("last_move", "L", "the move to beat (zeros when the player to move leads)"),
    ("last_seat", "n", "one-hot: who made it"),
    ("last_kind", "15", "one-hot: its kind (Kind codes)"),
    ("recent", "R x L", "the last R = 2n plays and passes, newest first (zeros before the first)"),
    ("recent_seat", "R x n", "one-hot: who made each"),
    ("bombs", "1", "bombs and rockets played so far"),
    ("phase", "3", "one-hot: bidding, play, over"),
    ("to_move", "n", "one-hot: the seat to decide (zeros once over)"),
)

_LUKFU = (
    ("hand", "36", "the seat's own cards"),
    ("old", "36", "its Old cards (O1-O4)"),
    ("public", "36", "the cards played face up so far (O3)"),
    ("unseen", "36", "the cards whose place it does not know"),
    ("discards", "36", "its own discards"),
    ("played", "3 x 36", "the cards each seat has played face up"),
    ("discarded", "3", "how many cards each seat has discarded"),
    ("hand_sizes", "3", "cards in each hand"),
    ("fu", "3", "fu each seat has won"),
    ("master", "3", "one-hot: the Master"),
    ("caller", "3", "one-hot: the caller (zeros before a call)"),
    ("calls", "3 x 3", "one-hot per seat: said play, said pass, not yet"),
    ("led", "36", "the trick's led play (zeros when the seat to move leads)"),
    ("best", "36", "the trick's best play so far"),
    ("best_seat", "3", "one-hot: who made it"),
    ("trick_plays", "3", "one-hot: how many have played in this trick (0-2)"),
    ("exceptions", "2", "the led play is a single 1c/1t (unbeatable), a set of 1s"),
    ("phase", "3", "one-hot: calling, play, over"),
    ("to_move", "3", "one-hot: the seat to decide (zeros once over)"),
)


# The columns of Game.move_features() (cpp/include/paigen/doudizhu/move_features.h).
_MOVE_FEATURES = (
    ("cards", "L", "the move's cards"),
    ("hand_after", "L", "the mover's hand once the move is made"),
    ("kind", "15", "one-hot: its kind (Kind codes; 14 is the pass)"),
    (
        "main",
        "15",
        "one-hot: its main rank (C1: the rank of its single, pair, triple "
        "or four, a chain's top rank, 14 for the rocket; zeros for the pass)",
    ),
    ("size", "1", "the number of cards played"),
    ("doubles", "1", "1 when it doubles the stake (S2, S3)"),
    ("goes_out", "1", "1 when it empties the hand and ends the deal (P4)"),
)


def block_size(expression: str, symbols: dict[str, int]) -> int:
    """The size a header writes as ``36``, ``L`` or ``n x L``."""
    size = 1
    for factor in expression.split(" x "):
        size *= symbols[factor] if factor in symbols else int(factor)
    return size


def _layout(table: tuple[tuple[str, str, str], ...], symbols: dict[str, int]) -> list[ObservationBlock]:
    out, at = [], 0
    for name, expression, meaning in table:
        size = block_size(expression, symbols)
        out.append(ObservationBlock(name, slice(at, at + size), meaning))
        at += size
    return out


def doudizhu_layout(players: int = 3) -> list[ObservationBlock]:
    """The blocks of a Dou Dizhu ``Observation.encode()`` for `players` (3 or
    4), in order: each block's name, slice of the array and meaning."""
    players = checked_int("players", players, 3, 4, "3 or 4")
    return _layout(_DOUDIZHU, {"L": 54 if players == 3 else 108, "n": players, "R": 2 * players})


def lukfu_layout(players: int = 3) -> list[ObservationBlock]:
    """The blocks of a Luk Fu ``Observation.encode()`` (3 players, L4), in
    order: each block's name, slice of the array and meaning."""
    checked_int("players", players, 3, 3, "3 (Luk Fu is a three-player game, L4)")
    return _layout(_LUKFU, {})


def move_feature_layout(players: int = 3) -> list[ObservationBlock]:
    """The columns of a row of Dou Dizhu's ``Game.move_features()`` for
    `players` (3 or 4), in order: each block's name, slice and meaning."""
    players = checked_int("players", players, 3, 4, "3 or 4")
    return _layout(_MOVE_FEATURES, {"L": 54 if players == 3 else 108})
