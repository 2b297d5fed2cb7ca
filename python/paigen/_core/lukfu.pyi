# Type stubs for paigen._core.lukfu (re-exported by paigen.lukfu).
# Keep in step with cpp/bindings/bind_lukfu.cpp; check with
# `python -m mypy.stubtest paigen._core paigen._core.doudizhu paigen._core.lukfu
# --allowlist tests/stubtest-allowlist.txt`.
import enum
from collections.abc import Iterator, Sequence
from typing import Any, SupportsIndex, final

import numpy as np
from numpy.typing import NDArray
from typing_extensions import TypeAlias

SUITS: str
"""'csmt': suit characters, suit index 0 to 3."""

class Kind(enum.IntEnum):
    """The kinds of Luk Fu move. str() gives the lower-case name."""

    SINGLE = 0
    SET = 1
    RUN = 2
    DISCARD = 3
    CLAIM = 4

    # paigen.doudizhu / paigen.lukfu give Kind rule-page names (paigen._kinds):
    # str(Kind.PAIR) == "pair" and Kind.PAIR == "pair" hold once they are imported.
    def __eq__(self, other: object, /) -> bool: ...
    def __ne__(self, other: object, /) -> bool: ...
    def __hash__(self) -> int: ...

# Cards as every Luk Fu call takes them: a Hand, a Move or a card string.
_Cards: TypeAlias = Hand | Move | str

class Hand:
    """A set of Luk Fu cards (L2 notation, L3 mask)."""

    def __init__(self, cards: _Cards = "") -> None: ...
    @staticmethod
    def from_mask(mask: SupportsIndex) -> Hand:
        """The hand whose card mask (bit 9*suit + rank - 1, L3) is `mask`."""
    @property
    def mask(self) -> int:
        """36-bit card mask (L3)."""
    def __len__(self) -> int: ...
    def __contains__(self, cards: _Cards, /) -> bool:
        """Whether the hand holds these cards (a Move, a Hand or a card string)."""
    def __sub__(self, cards: _Cards, /) -> Hand:
        """The hand without these cards; IllegalMoveError if it lacks any."""
    def __eq__(self, other: object, /) -> bool: ...
    def __hash__(self) -> int: ...
    def __reduce__(self) -> tuple[Any, ...]: ...

class Move:
    """One Luk Fu move. Move(cards) classifies a play (single, set, run);
    Move(cards, kind='discard') and kind='claim' make the other two kinds."""

    # `kind` is matched by str(kind): a name ('single', 'set', 'run', 'discard',
    # 'claim') or a Kind once paigen.lukfu has given Kind its lower-case str().
    def __init__(self, cards: _Cards, kind: str | Kind | None = None) -> None: ...
    @property
    def kind(self) -> Kind: ...
    @property
    def cards(self) -> str:
        """Canonical card string."""
    @property
    def mask(self) -> int:
        """36-bit card mask (L3)."""
    @property
    def rank(self) -> int:
        """Rank of a single or set, top rank of a run; 0 for a discard or claim."""
    @property
    def suit(self) -> int:
        """Suit 0-3 (c, s, m, t) of a single or run; 0 otherwise."""
    def beats(self, best: _Cards, led: _Cards | None = None) -> bool:
        """Whether this play beats `best` in a trick led by `led` (default: `best`), F1-F4."""
    def __len__(self) -> int: ...
    def __eq__(self, other: object, /) -> bool: ...
    def __hash__(self) -> int: ...
    def __reduce__(self) -> tuple[Any, ...]: ...

@final
class MoveList:
    """The legal moves of one Luk Fu decision, as legal_moves returns them.

    A sequence of Move objects made on demand; `in` takes a Move or a card
    string (a string matches the play with those cards). The numpy fields
    (kinds, masks, ranks, suits, sizes) are zero-copy read-only views.
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
        """Kind codes (numpy uint8, shape (n,), read-only view)."""
    @property
    def masks(self) -> NDArray[np.uint64]:
        """36-bit card masks, bit 9*suit + rank - 1 (L3) (numpy uint64, read-only view)."""
    @property
    def ranks(self) -> NDArray[np.uint8]:
        """Rank of a single or set, top rank of a run, else 0 (numpy uint8 view)."""
    @property
    def suits(self) -> NDArray[np.uint8]:
        """Suit 0-3 (c s m t) of a single or run, else 0 (numpy uint8 view)."""
    @property
    def sizes(self) -> NDArray[np.uint8]:
        """Number of cards of each move (numpy uint8 view)."""
    @property
    def cards(self) -> list[str]:
        """Canonical card strings of the moves."""

def legal_moves(
    hand: _Cards,
    *,
    public: _Cards = "",
    caller: bool,
    master_passed: bool = False,
    fu: int = 0,
    led: _Cards | None = None,
    best: _Cards | None = None,
) -> MoveList:
    """The whole decision of the player holding `hand` (rules section G)."""

def old_cards(hand: _Cards, public: _Cards = "") -> str:
    """The Old cards of `hand` given the face-up cards `public`, canonical (O1-O4)."""

def classify(cards: _Cards) -> Move:
    """The play these cards make (single, set or run: S1-S3), or IllegalMoveError saying why none."""

def beats(new: _Cards, best: _Cards, led: _Cards | None = None) -> bool:
    """Whether play `new` beats the current best play `best` of a trick led by `led` (default: `best`)."""

def _time_leads(
    hands: NDArray[np.uint64], publics: NDArray[np.uint64], caller: bool, repeats: int
) -> tuple[float, int]: ...
def _time_follows(hands: NDArray[np.uint64], leds: NDArray[np.uint64], repeats: int) -> tuple[float, int]: ...
def _time_old_cards(hands: NDArray[np.uint64], publics: NDArray[np.uint64], repeats: int) -> tuple[float, int]: ...

class Game:
    """A whole Luk Fu deal: calling (A1-A4), tricks (T1-T5), claims (R1), scoring (E1-E3)."""

    def __init__(
        self, seed: int | None = None, *, hands: Sequence[_Cards] | None = None, master: int = 0
    ) -> None: ...
    @property
    def phase(self) -> str:
        """'calling', 'play' or 'over'."""
    @property
    def to_move(self) -> int | None: ...
    def call(self, play: bool) -> None: ...
    def legal_moves(self) -> MoveList: ...
    def play(self, move: _Cards) -> None: ...
    @property
    def hands(self) -> list[Hand]: ...
    @property
    def master(self) -> int: ...
    @property
    def caller(self) -> int | None: ...
    @property
    def fu(self) -> list[int]: ...
    @property
    def public(self) -> Hand: ...
    @property
    def trick(self) -> list[tuple[int, Move]]: ...
    @property
    def deals(self) -> int: ...
    def _result(self) -> tuple[int | None, int, list[int], bool] | None: ...
    @property
    def history(self) -> list[tuple[int, bool | Move]]: ...
    def clone(self) -> Game: ...
    def __copy__(self) -> Game: ...
    def __deepcopy__(self, memo: Any) -> Game: ...
    def perft(self, depth: int) -> int: ...
    def divide(self, depth: int) -> dict[bool | Move, int]: ...
    def __reduce__(self) -> tuple[Any, ...]: ...

def _game_from_state(state: bytes, history: list[Any]) -> Game: ...
