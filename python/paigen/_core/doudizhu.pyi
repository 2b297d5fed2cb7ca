# Type stubs for paigen._core.doudizhu (re-exported by paigen.doudizhu).
# Keep in step with cpp/bindings/bind_doudizhu.cpp and ddz_movelist.cpp; check
# with `python -m mypy.stubtest paigen._core paigen._core.doudizhu paigen._core.lukfu
# --allowlist tests/stubtest-allowlist.txt`.
import enum
from collections.abc import Iterator, Sequence
from typing import Any, SupportsIndex, TypedDict, final

import numpy as np
from numpy.typing import NDArray

RANKS: str
"""'3456789TJQKA2BR': rank characters, rank index 0 (3) to 14 (R)."""

MAX_MOVES: int
"""Capacity of the per-call move buffer (the most moves one position can have)."""

class Kind(enum.IntEnum):
    """The kinds of move, K1-K13b, and pass (P2). str() gives the lower-case name."""

    SINGLE = 0
    PAIR = 1
    TRIPLE = 2
    TRIPLE_SINGLE = 3
    TRIPLE_PAIR = 4
    STRAIGHT = 5
    PAIR_CHAIN = 6
    TRIPLE_CHAIN = 7
    AIRPLANE_SINGLE = 8
    AIRPLANE_PAIR = 9
    BOMB = 10
    ROCKET = 11
    FOUR_TWO_SINGLES = 12
    FOUR_TWO_PAIRS = 13
    PASS = 14

    # paigen.doudizhu / paigen.lukfu give Kind rule-page names (paigen._kinds):
    # str(Kind.PAIR) == "pair" and Kind.PAIR == "pair" hold once they are imported.
    def __eq__(self, other: object, /) -> bool: ...
    def __ne__(self, other: object, /) -> bool: ...
    def __hash__(self) -> int: ...

class Hand:
    """A multiset of cards held by one player (rule D4 notation)."""

    def __init__(self, cards: Hand | str = "", players: int | None = 3) -> None: ...
    @staticmethod
    def from_code(code: SupportsIndex, players: int = 3) -> Hand:
        """The hand whose packed rank counts (4 bits per rank, rank 3 lowest) are `code`."""
    @staticmethod
    def from_counts(counts: Sequence[SupportsIndex] | NDArray[np.integer[Any]], players: int = 3) -> Hand:
        """The hand with these 15 per-rank counts."""
    @property
    def code(self) -> int:
        """Packed rank counts: 4 bits per rank, rank 3 in the lowest nibble."""
    @property
    def players(self) -> int: ...
    @property
    def counts(self) -> NDArray[np.uint8]:
        """Copies per rank as a numpy uint8 array of shape (15,)."""
    def __len__(self) -> int: ...
    def __contains__(self, cards: Move | Hand | str, /) -> bool:
        """Whether the hand holds these cards (a Move, a Hand or a card string)."""
    def __sub__(self, cards: Move | Hand | str, /) -> Hand:
        """The hand without these cards; IllegalMoveError if it lacks them."""
    def __eq__(self, other: object, /) -> bool: ...
    def __hash__(self) -> int: ...
    def __reduce__(self) -> tuple[Any, ...]: ...

class Move:
    """One play: its kind, its cards and its C1 key (main rank, length).

    Move(cards, players=3) classifies a card string; '' or 'pass' is a pass.
    """

    def __init__(self, cards: Move | str, players: int = 3) -> None: ...
    @property
    def kind(self) -> Kind: ...
    @property
    def cards(self) -> str:
        """Canonical card string, '' for a pass."""
    @property
    def code(self) -> int:
        """Packed rank counts of the cards (as Hand.code)."""
    @property
    def main_rank(self) -> int:
        """C1 main rank index 0..14 (3 = 0, R = 14); 0 for a pass."""
    @property
    def length(self) -> int:
        """C1 length: groups of a chain, cards of a bomb, else 1; 0 for a pass."""
    @property
    def players(self) -> int: ...
    @property
    def is_pass(self) -> bool: ...
    @property
    def counts(self) -> NDArray[np.uint8]: ...
    def beats(self, other: Move | str) -> bool:
        """Whether this move beats `other` (C1-C6)."""
    def __len__(self) -> int: ...
    def __eq__(self, other: object, /) -> bool: ...
    def __hash__(self) -> int: ...
    def __reduce__(self) -> tuple[Any, ...]: ...

@final
class MoveList:
    """The legal moves of one position, as legal_moves returns them.

    A sequence: len, indexing (negative too) and iteration give Move objects,
    made on demand; `in` takes a Move or a card string. The numpy fields
    (kinds, main_ranks, lengths, codes) are zero-copy read-only views.
    Not constructible from Python; no slicing.
    """

    def __len__(self) -> int: ...
    def __getitem__(self, index: SupportsIndex, /) -> Move: ...
    # Iteration works through the sequence protocol (__getitem__); there is no
    # __iter__ at run time (see stubtest-allowlist.txt).
    def __iter__(self) -> Iterator[Move]: ...
    def __contains__(self, move: object, /) -> bool: ...
    @property
    def kinds(self) -> NDArray[np.uint8]:
        """Kind codes (numpy uint8, shape (n,), read-only view); Kind(v) names them."""
    @property
    def main_ranks(self) -> NDArray[np.uint8]:
        """C1 main rank indices (numpy uint8, shape (n,), read-only view)."""
    @property
    def lengths(self) -> NDArray[np.uint8]:
        """C1 lengths (numpy uint8, shape (n,), read-only view)."""
    @property
    def codes(self) -> NDArray[np.uint64]:
        """Packed card codes as Hand.code (numpy uint64, shape (n,), read-only view)."""
    @property
    def players(self) -> int:
        """The player count (3 or 4)."""
    @property
    def cards(self) -> list[str]:
        """Canonical card strings of the moves ('' for the pass)."""
    def counts(self) -> NDArray[np.uint8]:
        """Copies per rank of every move: numpy uint8 array of shape (n, 15)."""

class _LegalMovesBatch(TypedDict):
    kinds: NDArray[np.uint8]
    main_ranks: NDArray[np.uint8]
    lengths: NDArray[np.uint8]
    codes: NDArray[np.uint64]
    offsets: NDArray[np.int64]

def legal_moves(hand: Hand | str, last: Move | str | None = None, players: int | None = None) -> MoveList:
    """Every legal play of `hand`: a lead when `last` is None, '' or a pass, else
    every reply to `last`, the pass first."""

def classify(cards: Move | str, players: int | None = None) -> Move:
    """The Move these cards make (K1-K13b), or IllegalMoveError saying why they make none."""

def beats(a: Move | str, b: Move | str, players: int | None = None) -> bool:
    """Whether move `a` beats move `b` (C1-C6). A pass neither beats nor is beaten."""

def count_legal_moves(
    hands: NDArray[np.uint64], lasts: NDArray[np.uint64] | None = None, players: int = 3
) -> NDArray[np.int64]:
    """Number of legal moves for each hand code (hands and lasts: C-contiguous
    one-dimensional uint64 arrays of Hand.code values, 0 in lasts for a lead)."""

def legal_moves_batch(
    hands: NDArray[np.uint64], lasts: NDArray[np.uint64] | None = None, players: int = 3
) -> _LegalMovesBatch:
    """Legal moves of many hands at once, as flat numpy arrays; the moves of hand
    i are rows offsets[i]:offsets[i+1]."""

def _time_generate(
    hands: NDArray[np.uint64], lasts: NDArray[np.uint64] | None, players: int, repeats: int
) -> tuple[float, int]: ...

class Game:
    """A whole Dou Dizhu deal: auction (B1-B4), tricks (P1-P4), settlement (S1-S4)."""

    def __init__(
        self,
        players: int = 3,
        seed: int | None = None,
        *,
        hands: Sequence[Hand | Move | str] | None = None,
        kitty: Hand | Move | str | None = None,
        first_bidder: int = 0,
    ) -> None: ...
    @property
    def players(self) -> int: ...
    @property
    def phase(self) -> str:
        """'bidding', 'play' or 'over'."""
    @property
    def to_move(self) -> int | None: ...
    @property
    def first_bidder(self) -> int: ...
    def legal_bids(self) -> list[int]: ...
    def bid(self, n: int) -> None: ...
    def legal_moves(self) -> MoveList: ...
    def play(self, move: Move | str) -> None: ...
    @property
    def hands(self) -> list[Hand]: ...
    @property
    def kitty(self) -> Hand: ...
    @property
    def landlord(self) -> int | None: ...
    @property
    def bid_value(self) -> int: ...
    @property
    def last_move(self) -> Move | None: ...
    @property
    def multiplier(self) -> int: ...
    @property
    def stake(self) -> int: ...
    @property
    def landlord_won(self) -> bool | None: ...
    @property
    def thrown_in(self) -> bool: ...
    @property
    def deals(self) -> int: ...
    @property
    def payoffs(self) -> list[int]: ...
    @property
    def history(self) -> list[tuple[int, int | Move]]: ...
    def clone(self) -> Game: ...
    def __copy__(self) -> Game: ...
    def __deepcopy__(self, memo: Any) -> Game: ...
    def perft(self, depth: int) -> int: ...
    def divide(self, depth: int) -> dict[int | Move, int]: ...
    def __reduce__(self) -> tuple[Any, ...]: ...

def _game_from_state(state: bytes, history: list[Any]) -> Game: ...
