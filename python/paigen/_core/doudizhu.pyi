# Type stubs for paigen._core.doudizhu (re-exported by paigen.doudizhu), and the one place
# of its docstrings: the build compiles them into the module (tools/stub_docs.py,
# tests/test_docstrings.py); tests/test_stubs.py checks the types with
# `python -m mypy.stubtest paigen._core`.
"""Dou Dizhu: move generation, whole deals, playouts"""

from collections.abc import Iterator, Sequence
from enum import IntEnum
from typing import Any, ClassVar, Literal, NamedTuple, SupportsIndex, TypedDict, final, overload

import numpy as np
from numpy.typing import NDArray
from typing_extensions import TypeAlias

from paigen._encoding_types import DouZeroObservation, RLCardState

RANKS: str
"""'3456789TJQKA2BR': rank characters, rank index 0 (3) to 14 (R)."""

MAX_MOVES: int
"""Capacity of the per-call move buffer (the most moves one position can have)."""

class Kind(IntEnum):
    """The kinds of move, K1-K13b, and pass (P2). str() gives the lower-case name."""

    SINGLE = 0
    """K1: one card"""
    PAIR = 1
    """K2: two cards of one rank"""
    TRIPLE = 2
    """K3: three cards of one rank"""
    TRIPLE_SINGLE = 3
    """K4: triple + one card (3p)"""
    TRIPLE_PAIR = 4
    """K5: triple + a pair"""
    STRAIGHT = 5
    """K6: 5..12 consecutive ranks in 3..A"""
    PAIR_CHAIN = 6
    """K7: 3+ consecutive pairs in 3..A"""
    TRIPLE_CHAIN = 7
    """K8: 2+ consecutive triples in 3..A"""
    AIRPLANE_SINGLE = 8
    """K9: triple chain + single wings (3p)"""
    AIRPLANE_PAIR = 9
    """K10: triple chain + pair wings"""
    BOMB = 10
    """K11: four (4p: four to eight) of a rank"""
    ROCKET = 11
    """K12: BR (3p), BBRR (4p)"""
    FOUR_TWO_SINGLES = 12
    """K13a: four + two singles (3p)"""
    FOUR_TWO_PAIRS = 13
    """K13b: four + two pairs (3p)"""
    PASS = 14
    """P2: a reply with no cards"""
    def __str__(self) -> str:
        """The rule pages' lower-case name ("pair" for PAIR); equality and hashing stay the integer's."""
    def __format__(self, spec: str) -> str:
        """format(str(self), spec)."""

_VariantArg: TypeAlias = Variant | str

class Variant:
    """The rules of another Dou Dizhu program, as switches over the rules pages (3 players only).

    Variant(**switches) starts from the rules pages; Variant.preset(name) gives
    'standard', 'rlcard', 'douzero' or 'openspiel'; v.replace(**switches) derives
    another. Immutable, hashable and picklable; every function that takes
    variant= takes a Variant or a preset's name. The switches:

      four_with_two, four_two_pair_singles, four_two_joker_singles, wings_per_rank,
      adjacent_wings_limit, joker_wings, chains_skip_bomb_rank, bomb_beats_rocket,
      reading

    (each property's docstring says what it changes and who uses it; the README
    has the rule texts with examples)."""

    PRESETS: tuple[str, ...]
    def __init__(
        self,
        *,
        four_with_two: bool = True,
        four_two_pair_singles: bool = False,
        four_two_joker_singles: bool = False,
        wings_per_rank: int = 1,
        adjacent_wings_limit: bool = False,
        joker_wings: bool = False,
        chains_skip_bomb_rank: bool = False,
        bomb_beats_rocket: bool = False,
        reading: str = "standard",
    ) -> None: ...
    @staticmethod
    def preset(name: str) -> Variant:
        """The preset of this name: 'standard' (the rules pages), 'rlcard', 'douzero' or 'openspiel'."""
    def replace(self, **changes: Any) -> Variant:
        """A Variant with these switches changed, like dataclasses.replace."""
    @property
    def name(self) -> str:
        """The preset this variant is ('standard', 'rlcard', 'douzero', 'openspiel'), else 'custom'."""
    def as_dict(self) -> dict[str, Any]:
        """The switches as a dict (Variant(**v.as_dict()) == v)."""
    @property
    def four_with_two(self) -> bool:
        """K13a/K13b exist (False: OpenSpiel)"""
    @property
    def four_two_pair_singles(self) -> bool:
        """K13a: the two singles may be two cards of one rank, 333355 (RLCard, DouZero)"""
    @property
    def four_two_joker_singles(self) -> bool:
        """K13a: the two singles may be B and R, 2222BR (DouZero)"""
    @property
    def wings_per_rank(self) -> int:
        """K9: up to this many single wings from one rank, 1-4 (RLCard, OpenSpiel 3; DouZero 4)"""
    @property
    def adjacent_wings_limit(self) -> bool:
        """K9: at most two wings from the ranks next to the chain (RLCard)"""
    @property
    def joker_wings(self) -> bool:
        """K9: the wings may hold both B and R, 333444BR (DouZero)"""
    @property
    def chains_skip_bomb_rank(self) -> bool:
        """K6-K8 not offered when the hand holds four of the chain's lowest rank (OpenSpiel)"""
    @property
    def bomb_beats_rocket(self) -> bool:
        """C3 relaxed: a bomb may answer the rocket (OpenSpiel)"""
    @property
    def reading(self) -> str:
        """'standard', or 'douzero': previous moves read and compared as DouZero does"""
    def __eq__(self, other: object, /) -> bool: ...
    def __hash__(self) -> int: ...
    def __reduce__(self) -> tuple[Any, ...]: ...

def _variant(fields: dict[str, Any]) -> Variant:
    """A Variant from its switches, as pickle calls it."""

class Hand:
    """A multiset of cards held by one player (rule D4 notation).

    Hand(cards='', players=None): cards as a string, a Hand or a Move; players
    3 or 4 (None: the Hand's or Move's own, else 3). Equal to a Hand of the same
    cards and player count only."""

    def __init__(self, cards: _Cards = "", players: int | None = None) -> None: ...
    @staticmethod
    def from_code(code: SupportsIndex, players: int | None = None) -> Hand:
        """The hand whose packed rank counts (4 bits per rank, rank 3 lowest) are `code`."""
    @staticmethod
    def from_counts(
        counts: Sequence[SupportsIndex] | NDArray[np.integer[Any]], players: int | None = None
    ) -> Hand:
        """The hand with these 15 per-rank counts (ints, rank 3 first)."""
    @property
    def code(self) -> int:
        """Packed rank counts: 4 bits per rank, rank 3 in the lowest nibble."""
    @property
    def players(self) -> int:
        """The player count whose deck the hand is drawn from (3 or 4)."""
    @property
    def counts(self) -> NDArray[np.uint8]:
        """Copies per rank as a numpy uint8 array of shape (15,)."""
    def __len__(self) -> int: ...
    def __contains__(self, cards: _Cards, /) -> bool:
        """Whether the hand holds these cards (a Move, a Hand or a card string)."""
    def __sub__(self, cards: _Cards, /) -> Hand:
        """The hand without these cards (a Move, a Hand or a card string); IllegalMoveError if
        it lacks them."""
    def __eq__(self, other: object, /) -> bool: ...
    def __hash__(self) -> int: ...
    def __reduce__(self) -> tuple[Any, ...]: ...

class Move:
    """One play: its kind, its cards and its C1 key (main rank, length).

    Move(cards, players=None, variant=None) classifies cards (a string, a Hand or
    a Move); '' or 'pass' is the pass. Equal, in both games, to a Move that is the
    same play under the same rules: the same cards read the same way (kind and C1
    key), with the same player count and variant."""

    def __init__(
        self, cards: _Cards, players: int | None = None, variant: _VariantArg | None = None
    ) -> None: ...
    @property
    def kind(self) -> Kind:
        """The Kind (K1-K13b, or PASS)."""
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
    def players(self) -> int:
        """The player count whose rules classified the move (3 or 4)."""
    @property
    def variant(self) -> Variant:
        """The rule variant that classified the move (a Variant)."""
    @property
    def is_pass(self) -> bool:
        """Whether this is the pass (P2)."""
    @property
    def counts(self) -> NDArray[np.uint8]:
        """Copies per rank as a numpy uint8 array of shape (15,)."""
    def beats(self, other: _Cards) -> bool:
        """Whether this move beats `other` (C1-C6, under the move's variant)."""
    @property
    def key(self) -> int:
        """C7 strength key (an int): pass < non-bomb kinds in rule order < bombs (C5, C6) < rocket;
        then length, main rank and the cards. Moves compare (<, <=, >, >=) by it."""
    def __lt__(self, other: Move, /) -> bool: ...
    def __le__(self, other: Move, /) -> bool: ...
    def __gt__(self, other: Move, /) -> bool: ...
    def __ge__(self, other: Move, /) -> bool: ...
    def __len__(self) -> int: ...
    def __eq__(self, other: object, /) -> bool: ...
    def __hash__(self) -> int: ...
    def __reduce__(self) -> tuple[Any, ...]: ...

# Cards as every Dou Dizhu call takes them: a Hand, a Move or a card string.
_Cards: TypeAlias = Hand | Move | str

# The seat to move is None only once the deal is over, which a caller usually
# knows already (from the phase, or a loop's test): `int | Any` ("the Any
# trick", typeshed's MaybeNone) lets `g.hands[g.to_move]` type-check while a
# test `g.to_move is None` still narrows to int.
_MaybeNone: TypeAlias = Any

@final
class MoveList:
    """The legal moves of one position, as legal_moves returns them.

    A sequence: len, indexing (negative too), slicing and iteration give Move
    objects, made on demand; `in` takes a Move (in when it equals one of the
    moves) or a card string (the move with those cards, or the pass). In both
    games each numpy field is named for the Move attribute it holds per move, in
    the plural (kinds, cards; here main_ranks, lengths, codes as Hand.code), and
    sizes is len() of each move. kinds, main_ranks, lengths and codes are
    zero-copy read-only views."""

    def __len__(self) -> int: ...
    def __getitem__(self, index: SupportsIndex | slice, /) -> Any: ...
    def __iter__(self) -> Iterator[Move]: ...
    def __contains__(self, move: object, /) -> bool:
        """Return key in self."""
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
    def sizes(self) -> NDArray[np.uint8]:
        """Number of cards of each move, 0 for the pass (numpy uint8, shape (n,))."""
    @property
    def keys(self) -> NDArray[np.int64]:
        """C7 strength keys, as Move.key (numpy int64, shape (n,), a new array)."""
    @property
    def players(self) -> int:
        """The player count (3 or 4)."""
    @property
    def variant(self) -> Variant:
        """The rule variant the moves follow (a Variant)."""
    @property
    def cards(self) -> list[str]:
        """Canonical card strings of the moves ('' for the pass)."""
    def sorted(self, *, reverse: bool = False) -> MoveList:
        """A new MoveList of the same moves, weakest first by the C7 strength order
        (Move.key); strongest first with reverse=True."""
    def counts(self) -> NDArray[np.uint8]:
        """Copies per rank of every move: numpy uint8 array of shape (n, 15)."""
    def action_ids(self, space: ActionSpace, /) -> NDArray[np.int32]:
        """The id of every move in an ActionSpace: numpy int32 array of shape (n,)."""
    def move_features(self, hand: _Cards, /) -> NDArray[np.int8]:
        """One int8 row per move, in list order, as Game.move_features() writes them
        (move_feature_layout(players)), the moves played from `hand` (the hand they
        were generated for): numpy int8 array of shape (n, move_feature_size(players)).
        ValueError naming a move whose cards are not in the hand."""

class ActionSpace:
    """A fixed action space for policy networks: every move a hand of a deal can play,
    with a stable id. ActionSpace(players=3, variant='standard'): id 0 is the pass,
    then every card set of all_moves(players, variant) in its order (version 1);
    'rlcard' gives RLCard 1.2.0's own ids, its pass last (27,471); 'openspiel'
    gives OpenSpiel 2.0.2's (pyspiel "dou_dizhu") action ids: the pass 0, plays 4
    to 26,056, ids 1-3 OpenSpiel's bids with no play (decode raises), and a card
    set OpenSpiel numbers twice (392 airplanes with single wings) has the id of
    the Move's reading. Sizes: 12,655, 9,080 (4 players), 27,472 (rlcard), 29,985
    (douzero), 26,057 (openspiel)."""

    VERSION: int
    def __init__(self, players: int = 3, variant: _VariantArg = "standard") -> None: ...
    @property
    def size(self) -> int:
        """The number of actions, the pass included."""
    def __len__(self) -> int: ...
    @property
    def num_actions(self) -> int:
        """The number of action ids of a whole deal: size plays, then the 4 bids (bid_id)."""
    def bid_id(self, k: int) -> int:
        """The action id of bid k: 0 passes in the auction, 1-3 bid (B2); size + k."""
    @property
    def version(self) -> int:
        """The version of the id order."""
    @property
    def pass_id(self) -> int:
        """The id of the pass (0; rlcard: 27,471)."""
    @property
    def players(self) -> int:
        """3 or 4."""
    @property
    def variant(self) -> Variant:
        """The rule variant."""
    @property
    def cards(self) -> list[str]:
        """The card string of every id, in id order ('' for the pass and ids with no play)."""
    @property
    def counts(self) -> NDArray[np.uint8]:
        """Copies per rank of every id's cards: read-only numpy uint8 array of shape (size, 15)."""
    def encode(self, move: _Cards) -> int:
        """The id of a move (a Move, or cards: a string or a Hand; '' or 'pass' is the pass;
        openspiel: a Move's reading picks among a card set's ids, cards take the first).
        IllegalMoveError if no action of the space has those cards."""
    def decode(self, id: int) -> Move:
        """The Move of an id (its first reading, variant.h; openspiel: the id's reading).
        ValueError for an id with no play (openspiel's 1-3)."""
    def mask(self, hand: _Cards, last: _Cards | None = None) -> NDArray[np.bool_]:
        """The legal moves of `hand` after `last` (None: a lead) as a bool array of shape (size,)."""
    def legal_ids(self, hand: _Cards, last: _Cards | None = None) -> NDArray[np.int32]:
        """The ids of the legal moves of `hand` after `last` (None: a lead), in legal_moves()
        order, as a numpy int32 array, straight from the generator (no MoveList). The array
        is the caller's; a short one is handed out again once nothing holds it, so
        ndarray.resize on it needs refcheck=False."""
    def mask_batch(
        self,
        hands: NDArray[np.uint64],
        lasts: NDArray[np.uint64] | None = None,
        out: NDArray[np.bool_] | NDArray[np.uint8] | None = None,
        *,
        packed: bool = False,
    ) -> NDArray[np.bool_] | NDArray[np.uint8]:
        """Masks of many positions: hands and lasts as for count_legal_moves (uint64 codes, 0 in
        lasts for a lead), into a new bool array of shape (B, size), or into `out` (a writable
        C-contiguous bool array of that shape, reused). packed=True packs 8 ids a byte: uint8 of
        shape (B, (size + 7) // 8), id i at bit i % 8 of byte i // 8, least significant bit
        first (numpy.unpackbits(m, axis=1, count=size, bitorder='little') gives the bool mask);
        `out` is then such a uint8 array. Releases the GIL; Ctrl-C stops it."""
    def __eq__(self, other: object, /) -> bool: ...
    def __hash__(self) -> int: ...
    def __reduce__(self) -> tuple[Any, ...]: ...

class _LegalMovesBatch(TypedDict, total=False):
    kinds: NDArray[np.uint8]
    main_ranks: NDArray[np.uint8]
    lengths: NDArray[np.uint8]
    codes: NDArray[np.uint64]
    offsets: NDArray[np.int64]
    action_ids: NDArray[np.int32]

def legal_moves(
    hand: _Cards,
    last: _Cards | None = None,
    players: int | None = None,
    *,
    variant: _VariantArg | None = None,
) -> MoveList:
    """Every legal play of `hand`: a lead when `last` is None, '' or a pass (P1, never
    a pass), else every reply to `last` (P2, C1-C6), the pass first.

    `hand` is a Hand or a card string, `last` a Move or a card string. `players`
    (3 or 4) and `variant` (a Variant or a preset's name) default to those of the
    Hand or Move passed, else 3 and the rules pages. Each card set appears once
    (K-dup). Raises NotationError for bad notation and IllegalMoveError when `last`
    is not a move. Returns a MoveList."""

def classify(cards: _Cards, players: int | None = None, *, variant: _VariantArg | None = None) -> Move:
    """The Move these cards make (K1-K13b), or IllegalMoveError saying why they make none.
    Takes a card string, a Hand or a Move. Under a variant where the cards read several ways,
    the first reading (the K8, else the airplane with the lowest chain)."""

def readings(cards: _Cards, players: int | None = None, *, variant: _VariantArg | None = None) -> list[Move]:
    """Every way these cards make a move (a list of Moves, first reading first; empty when they make
    none). One reading on the rules pages (K-dup); several under wings_per_rank >= 3, where
    333444555666 is a triple chain (K8) and two airplanes with wings (K9)."""

def beats(a: _Cards, b: _Cards, players: int | None = None, *, variant: _VariantArg | None = None) -> bool:
    """Whether move `a` beats move `b` (C1-C6). A pass neither beats nor is beaten."""

def count_legal_moves(
    hands: NDArray[np.uint64],
    lasts: NDArray[np.uint64] | None = None,
    players: int | None = None,
    *,
    variant: _VariantArg | None = None,
) -> NDArray[np.int64]:
    """Number of legal moves for each hand code (numpy uint64, shape (B,), as
    Hand.code). `lasts` (uint64, shape (B,)) holds the card code of the move each
    hand replies to, 0 for a lead (the last moves are read as classify reads
    them). Replies count the pass. `players` 3 or 4 (None: 3), `variant` a Variant
    or a preset's name. Releases the GIL; Ctrl-C stops it."""

def legal_moves_batch(
    hands: NDArray[np.uint64],
    lasts: NDArray[np.uint64] | None = None,
    players: int | None = None,
    *,
    variant: _VariantArg | None = None,
    space: ActionSpace | None = None,
    out: _LegalMovesBatch | dict[str, NDArray[Any]] | None = None,
) -> _LegalMovesBatch:
    """Legal moves of many hands at once, as flat numpy arrays: a dict with
    'kinds', 'main_ranks', 'lengths' (uint8), 'codes' (uint64) and 'offsets'
    (int64, shape (B+1,)): the moves of hand i are rows offsets[i]:offsets[i+1], in
    the order legal_moves gives; with `space` (an ActionSpace) also 'action_ids'
    (int32). Inputs as for count_legal_moves. Releases the GIL while generating;
    Ctrl-C stops it.

    `out` (a dict such as an earlier call's result) lends its arrays, under the
    same keys, as buffers: a column whose rows fit in its array comes back as a
    view of that array's first rows, one that does not (or has no array there)
    as a new array. Each must be a writeable C-contiguous one-dimensional array
    of the column's dtype (TypeError or ValueError naming it). Passing the
    previous result spares a large batch the cost of fresh memory (a third of
    its time for 100,000 leads); its arrays are overwritten."""

def all_moves(players: int = 3, variant: _VariantArg = "standard", max_cards: int | None = None) -> MoveList:
    """Every distinct move a hand of at most `max_cards` cards can play (default: the largest
    hand, 20 with 3 players, 33 with 4), as a MoveList: one move per card set, with its first
    reading, sorted by kind code, then length, main rank and card code (a stable order).
    12,654 moves with 3 players (27,471 'rlcard', 29,984 'douzero', 25,661 'openspiel'), 9,079
    with 4."""

def _move(code: int, kind: int, main: int, length: int, players: int, variant: Variant) -> Move:
    """A Move from its reading, as pickle calls it (checked)."""

def _play(
    players: int, seed: int, first: int, count: int, variant: _VariantArg | None = None
) -> dict[str, NDArray[Any]]:
    """Outcomes of random deals first .. first+count-1 of the batch `seed` (paigen.simulate)."""

def _play_agents(
    players: int,
    seed: int,
    first: int,
    count: int,
    agents: Sequence[str],
    agent_seed: int,
    variant: _VariantArg | None = None,
) -> dict[str, NDArray[Any]]:
    """Outcomes and net payoffs (count, players) of deals first .. first+count-1 of the batch `seed`, the
    same deals as _play, played by the built-in `agents` (one name per seat, as Agent takes them, budgets
    included) drawing from `agent_seed`."""

class Agent:
    """A built-in Dou Dizhu agent (cpp/include/paigen/doudizhu/agents.h): "random", every legal bid or move
    equally likely; "greedy", bids from hand strength and, with 3 players, keeps its hand plan short (the
    fewest plays to go out, bombs and the rocket kept whole), leads what leaves the fewest plays, follows
    when that breaks no combination or the game is close, passes on a partner; with 4 players it leads
    what sheds the most cards and follows with the cheapest beating move. The search agents, greedy's
    bids: "pimc", each candidate move scored over sampled deals of the unseen cards (the exact solver once
    few cards are left, else greedy rollouts), 64 deals per decision, "pimc:samples=N" for N (1 to
    100000), "pimc:bids=K" (K from 1 to 16) to bid by search instead (each legal bid scored over K deals
    per sample, the kitty among the unseen cards, by greedy's bids after it and greedy rollouts),
    "pimc:model=K" (K from 1 to 16) to deal by what the other seats' bids and plays of the deal so far
    say of their hands if they play as greedy does (each deal weighted 2^K times down for each of their
    decisions greedy would not have made with it);
    "ismcts", information-set MCTS, 400 iterations per decision, "ismcts:iterations=N" for N (1
    to 1000000). ValueError for an unknown name or budget, or a budget given twice. `seed` (None:
    fresh entropy, else an int) seeds its own draws: the same seed, the same decisions."""

    # The built-in agents' names, the weakest first (a search agent takes a budget after a colon).
    names: ClassVar[tuple[str, ...]]

    def __init__(self, name: str, seed: int | None = None) -> None: ...
    @property
    def name(self) -> str:
        """The agent's name, as given (with its budget: "pimc:samples=64")."""
    def decide(self, game: Game) -> int | Move:
        """The agent's decision for the player to move of `game`, in the form Game.history lists it. It looks
        only at what that seat may see ("pimc:model=K" also reads the public decisions of the deal so far,
        from Game.history). StateError once the deal is over."""

def move_feature_size(players: int = 3) -> int:
    """The length of one row of Game.move_features() (without the observation)."""

def observation_size(players: int = 3) -> int:
    """The length of Observation.encode()'s array for a player count."""

class Observation:
    """What one seat knows of a deal (its information set), from Game.observation(seat):
    its own hand, every public play, hand sizes, the auction, the landlord and the
    kitty once taken, the move to beat, bombs so far, its legal moves. encode() gives
    it as a fixed-shape numpy array (paigen's layout, or DouZero's / RLCard's)."""

    @property
    def seat(self) -> int:
        """The observing seat."""
    @property
    def players(self) -> int:
        """3 or 4."""
    @property
    def variant(self) -> Variant:
        """The rule variant of the deal."""
    @property
    def phase(self) -> str:
        """'bidding', 'play' or 'over'."""
    @property
    def to_move(self) -> int | _MaybeNone:
        """The seat to decide, None once over (typed int | Any: see _MaybeNone)."""
    @property
    def hand(self) -> Hand:
        """The observing seat's own hand."""
    @property
    def hand_sizes(self) -> list[int]:
        """Cards in each seat's hand."""
    @property
    def played(self) -> list[Hand]:
        """The cards each seat has played (a Hand per seat)."""
    @property
    def unseen(self) -> Hand:
        """The cards in the other hands (and the kitty until taken)."""
    @property
    def landlord(self) -> int | None:
        """The landlord's seat, None during the auction."""
    @property
    def kitty(self) -> Hand | None:
        """The kitty once the landlord took it (face up), else None."""
    @property
    def bids(self) -> list[int | None]:
        """Each seat's last bid in this auction (0 is a pass), None where it has not bid."""
    @property
    def bid_value(self) -> int:
        """The highest bid (S1)."""
    @property
    def first_bidder(self) -> int:
        """The seat that bid first in this deal's auction (B1): public, every seat saw it start."""
    @property
    def _openspiel_face_up(self) -> int:
        """The rank index of the card OpenSpiel's deal turns up (paigen/_openspiel.py), -1 if none."""
    @property
    def history(self) -> list[tuple[int, Move]]:
        """(seat, Move) for every play and pass of the play phase, in order."""
    @property
    def last_move(self) -> Move | None:
        """The move to beat; None when the player to move leads."""
    @property
    def last_seat(self) -> int | None:
        """Who made the move to beat, None when the player to move leads."""
    @property
    def bombs(self) -> int:
        """Bombs and rockets played so far."""
    @property
    def multiplier(self) -> int:
        """2 ** doublings (S2, S3)."""
    @property
    def legal_moves(self) -> MoveList:
        """The seat's legal moves when it is to play, else an empty MoveList."""
    @property
    def legal_bids(self) -> list[int]:
        """The seat's legal bids when it is to bid, else []."""
    @overload
    def encode(self, format: Literal["paigen"] = "paigen") -> NDArray[np.int8]:
        """The observation as numpy arrays: 'paigen' (default): int8 of shape
        (observation_size(players),), the layout of paigen/doudizhu/observation.h;
        'douzero': DouZero's get_obs dict (3 players, variant 'douzero'); 'rlcard':
        RLCard's state dict (3 players, variant 'rlcard'); 'openspiel': pyspiel's
        observation_tensor, float32 of shape (159,), any seat and phase of a full deal
        (3 players, variant 'openspiel'; the deal as openspiel_actions() mirrors it)."""
    @overload
    def encode(self, format: Literal["douzero"]) -> DouZeroObservation: ...
    @overload
    def encode(self, format: Literal["rlcard"]) -> RLCardState: ...
    @overload
    def encode(self, format: Literal["openspiel"]) -> NDArray[np.float32]: ...
    @overload
    def encode(self, format: str) -> Any: ...

@final
class Result(NamedTuple):
    """The outcome of a finished deal: the landlord (None when thrown in), whether they won (P4), the
    winning bid (S1), the multiplier (S2/S3), the stake (S4), the net payoff per seat and whether
    the cards were thrown in after an all-pass auction (B4)."""

    landlord: int | None
    landlord_won: bool | None
    bid: int
    multiplier: int
    stake: int
    payoffs: list[int]
    thrown_in: bool

class Game:
    """A whole Dou Dizhu deal: auction (B1-B4), tricks (P1-P4) and settlement (S1-S4).

    Game(players=3, seed=None) deals with its own generator (seed None: fresh
    entropy) and redeals after an all-pass auction. Game(players, hands=[...],
    kitty=..., first_bidder=0) starts from given cards: one hand per player, each of
    1 to 17 cards (25 with 4 players; smaller hands make an endgame or puzzle, the
    cards not given are out of play), and a kitty of exactly 3 cards (8); kitty None
    takes the cards left over when they are exactly a kitty. An all-pass auction
    then ends the deal thrown in. variant= plays under another program's rules
    (a Variant or a preset's name; 3 players only)."""

    def __init__(
        self,
        players: int = 3,
        seed: int | None = None,
        *,
        hands: Sequence[_Cards] | None = None,
        kitty: _Cards | None = None,
        first_bidder: int | None = None,
        variant: _VariantArg | None = None,
    ) -> None: ...
    @property
    def variant(self) -> Variant:
        """The rule variant of the deal (a Variant; 3 players only)."""
    @property
    def players(self) -> int:
        """3 or 4."""
    @property
    def seed(self) -> int | None:
        """The seed the cards were dealt from; None for given cards."""
    @property
    def phase(self) -> str:
        """'bidding', 'play' or 'over'."""
    @property
    def to_move(self) -> int | _MaybeNone:
        """The seat to decide, None once over (typed int | Any: see _MaybeNone)."""
    @property
    def first_bidder(self) -> int:
        """The seat that bid first in the current auction (B1)."""
    def legal_bids(self) -> list[int]:
        """0 (pass) and every bid above the highest so far (B2); [] outside the auction."""
    def bid(self, n: int) -> None:
        """Bids n (0 = pass). IllegalMoveError, state unchanged, if not legal."""
    def legal_moves(self) -> MoveList:
        """The legal moves of the player to move (a MoveList; empty outside the play phase)."""
    def play(self, move: _Cards) -> None:
        """Plays a Move or card string ('' or 'pass' to pass). IllegalMoveError, state unchanged, if
        not legal."""
    @property
    def hands(self) -> list[Hand]:
        """Each seat's Hand now (the landlord's includes the kitty once taken)."""
    @property
    def kitty(self) -> Hand:
        """The kitty (3 or 8 cards), face down until the landlord takes it."""
    @property
    def landlord(self) -> int | None:
        """The landlord's seat once the auction ended (B3), else None."""
    @property
    def bid_value(self) -> int:
        """The highest bid so far (S1 base stake), 0 if none."""
    @property
    def last_move(self) -> Move | None:
        """The move to beat in the current trick; None when the player to move leads."""
    @property
    def multiplier(self) -> int:
        """2 ** doublings (S2 in 3p, S3 in 4p)."""
    @property
    def stake(self) -> int:
        """Winning bid x multiplier (S4); 0 before a landlord is known."""
    @property
    def landlord_won(self) -> bool | None:
        """Whether the landlord emptied their hand first (P4); None until then."""
    @property
    def thrown_in(self) -> bool:
        """Given cards and an all-pass auction: the deal ended with no play (B4)."""
    @property
    def deals(self) -> int:
        """Deals made: 1 plus a redeal per all-pass auction (B4)."""
    @property
    def payoffs(self) -> list[int]:
        """Net payoff per seat, zero-sum (S4); all 0 until the end or if thrown in."""
    @property
    def result(self) -> Result | None:
        """The deal's Result once it is over, else None."""
    @property
    def history(self) -> list[tuple[int, int | Move]]:
        """(seat, decision) pairs in order: an int bid, or a Move (passes included)."""
    @property
    def deal_starts(self) -> list[int]:
        """Where each deal begins in history: [0], then the index after each redeal (B4)."""
    def clone(self) -> Game:
        """An independent copy."""
    def __copy__(self) -> Game: ...
    def __deepcopy__(self, memo: Any) -> Game: ...
    def save(self) -> bytes:
        """The deal as bytes: how it began and every decision since (a versioned format)."""
    @staticmethod
    def load(data: bytes) -> Game:
        """The Game that save() wrote. The decisions are replayed with every check, so
        damaged or forged bytes raise StateError rather than load a state no deal reaches."""
    def move_features(self, *, with_observation: bool = False) -> NDArray[np.int8]:
        """One int8 row per legal move of the seat to play, in legal_moves() order, for Q(s, a)
        learners (DouZero style): the move's cards, the hand after it, its kind, main rank,
        size, whether it doubles the stake and whether it goes out (the columns of
        move_features.h; docs/observation.md, "Per-move features"). with_observation=True puts the seat's
        Observation.encode() first in every row. No rows outside the play phase."""
    def record(self) -> str:
        """The deal as readable text: the game, variant, seed, each deal's cards, one bid or move a line
        and the payoffs once over (docs/matches.md, "Readable records")."""
    @staticmethod
    def from_record(text: str) -> Game:
        """The Game a record() text describes, every decision replayed with every check: StateError
        naming the first line at fault ('#' starts a comment)."""
    def observation(self, seat: int | None = None) -> Observation:
        """What `seat` (default: the seat to decide) knows of the deal: an Observation."""
    def sample_hidden(self, seat: int, rng: int | np.random.Generator) -> Game:
        """A copy of the deal in which the cards `seat` has not seen (the other hands, and the
        kitty until taken) are dealt again, as a shuffle deals them, among all deals consistent
        with what it observed (its hand, every play, the hand sizes, the kitty the landlord
        still holds; under OpenSpiel's chains_skip_bomb_rank, what a chain says of its lowest
        rank): each such deal of the physical cards exactly equally likely, counted exactly.
        The history replays from it. `rng`: an int seed or a numpy Generator. The copy starts
        from given cards (a later all-pass auction throws it in). The game is copied first, so
        another thread may play on meanwhile; Ctrl-C stops the call."""
    def legal_action_ids(self) -> NDArray[np.int32]:
        """The action ids of the decisions open to the seat to move, in legal_moves() order
        (the auction's or calling's decisions in their phase), as a numpy int32 array;
        empty once over. A play's id is its id in
        ActionSpace(players, variant) (the pass at space.pass_id); bid k (0: the auction's
        pass, B2) is space.bid_id(k). The array is the caller's; a short one is handed out
        again once nothing holds it, so ndarray.resize on it needs refcheck=False."""
    def apply_action(self, id: int) -> None:
        """Makes the decision with this action id, one of legal_action_ids(). IllegalMoveError,
        state unchanged, if no legal decision has it."""
    @property
    def num_actions(self) -> int:
        """The number of action ids: every id is in range(num_actions), the same for every deal
        of this game's rules."""
    def perft(self, depth: int) -> int:
        """The number of distinct decision sequences of `depth` decisions from here (every
        decision counts; a finished deal is one leaf). Ctrl-C stops it."""
    def divide(self, depth: int) -> dict[int | Move, int]:
        """perft split by first decision: {decision: count}; {} once over."""
    def __reduce__(self) -> tuple[Any, ...]: ...

@final
class SolveResult:
    """What solve() found: whether the team of the player to move wins against any
    defence (the landlord alone, or the peasants together), every card seen, and the
    value of each legal move."""

    @property
    def solved(self) -> bool:
        """Whether the search proved the outcome; False when its budget ran out first (no guess)."""
    @property
    def win(self) -> bool:
        """Whether the side to move's team wins against any defence (meaningful when solved)."""
    @property
    def team(self) -> str:
        """The side to move's team: 'landlord' or 'peasants'."""
    @property
    def moves(self) -> MoveList:
        """The legal moves, in legal_moves() order (a MoveList)."""
    @property
    def values(self) -> list[bool | None]:
        """Per legal move, in legal_moves() order: True when it keeps the win for the side to move,
        False when it loses against best defence, None where the budget ran out first."""
    @property
    def winning_moves(self) -> MoveList:
        """The moves proven to keep the win (a MoveList); empty when the side to move loses. Every
        such move when `complete`."""
    @property
    def complete(self) -> bool:
        """Whether every legal move's value is known."""
    @property
    def nodes(self) -> int:
        """Positions searched by this call."""
    @property
    def seconds(self) -> float:
        """Wall-clock seconds the call took."""

def solve(game: Game, max_nodes: int | None = None, time_limit: float | None = None) -> SolveResult:
    """Solves a Game in its play phase exactly, every card seen: whether the team of the player to
    move (the landlord alone, or the peasants together) wins against any defence, and which moves
    keep the win (P4; every rule variant). A SolveResult.

    `max_nodes` (positions) and `time_limit` (seconds) bound the search; a search they cut short
    says so (solved=False) and never guesses. The solver keeps its table of proven positions
    between calls of a thread, so a later call may search fewer positions; the answers never
    depend on it. Raises StateError for a game in the bidding phase or over, ValueError for a
    budget of 0 or less, TypeError for arguments of the wrong type."""

def _load_game(data: bytes) -> Game:
    """Game.load, as pickle calls it."""

class Match:
    """A match: rounds of whole deals between the same seats, and the money each seat
    won (rules M1-M3 of the Dou Dizhu rules page).

    Match(players=3, seed=None, *, variant=None) draws the first dealer from the
    seed (None: fresh entropy) and deals the first round. Play the current round on
    `game` (a Game the match owns), then next_round() deals the next one, the deal
    passing anticlockwise (M1). A match has no set length: stop after any round;
    totals, standings() and winner() count the finished rounds."""

    def __init__(
        self, players: int = 3, seed: int | None = None, *, variant: _VariantArg | None = None
    ) -> None: ...
    @property
    def players(self) -> int:
        """3 or 4."""
    @property
    def variant(self) -> Variant:
        """The rule variant every round is played under (a Variant)."""
    @property
    def seed(self) -> int:
        """The seed the dealers and every round's cards come from."""
    @property
    def game(self) -> Game:
        """The current round's Game, played in place: moves made on it are the match's."""
    @property
    def rounds(self) -> list[Game]:
        """Every round's Game so far, the current one last."""
    @property
    def round(self) -> int:
        """The current round's index (0 first)."""
    @property
    def finished_rounds(self) -> int:
        """How many rounds were played to their end (the current one counts once over)."""
    @property
    def dealer(self) -> int:
        """The current round's dealer (M1)."""
    @property
    def dealers(self) -> list[int]:
        """Each round's dealer: random first, then the seat before in D5 order (M1)."""
    def next_round(self) -> Game:
        """Deals the next round and returns its Game. StateError while the current round is not over."""
    @property
    def totals(self) -> list[int]:
        """Money per seat over the finished rounds (M3): zero-sum."""
    @property
    def payoffs(self) -> list[list[int]]:
        """Each finished round's payoff per seat (S4), in order."""
    def standings(self) -> list[tuple[int, int]]:
        """(seat, money) pairs, the most money first; equal money in seat order (M3)."""
    def winner(self) -> list[int]:
        """The seats with the most money (M3): one seat, or every seat tied for the most
        (every seat before a round is finished)."""
    def clone(self) -> Match:
        """An independent copy."""
    def __copy__(self) -> Match: ...
    def __deepcopy__(self, memo: Any) -> Match: ...
    def save(self) -> bytes:
        """The match as bytes: its rules, seed and every round's decisions (a versioned format)."""
    @staticmethod
    def load(data: bytes) -> Match:
        """The Match that save() wrote, every round replayed with every check: damaged or
        forged bytes raise StateError."""
    def record(self) -> str:
        """The match as readable text: the match's seed, then each round (its dealer and its
        deal's record), then the totals (docs/matches.md, "Readable records")."""
    @staticmethod
    def from_record(text: str) -> Match:
        """The Match a record() text describes, every round replayed with every check: StateError
        naming the first line at fault (a decision that does not replay, totals that are wrong)."""
    def __reduce__(self) -> tuple[Any, ...]: ...

def _load_match(data: bytes) -> Match:
    """Match.load, as pickle calls it."""

_VectorStep: TypeAlias = tuple[
    dict[str, NDArray[Any]], NDArray[np.float32], NDArray[np.bool_], NDArray[np.bool_], dict[str, Any]
]

class VectorEnv:
    """The core of paigen.envs.VectorDouDizhu (see there)."""

    def __init__(
        self,
        num_envs: int,
        players: int = 3,
        variant: _VariantArg | None = None,
        seed: int | None = None,
        masks: bool | Literal["bits"] = False,
        first_env: int = 0,
        threads: int = 1,
        *,
        observations: bool = True,
    ) -> None: ...
    def reset(
        self,
        seed: int | None = None,
        deals: NDArray[np.uint64] | None = None,
        agent_seeds: NDArray[np.uint64] | None = None,
    ) -> tuple[dict[str, NDArray[Any]], dict[str, Any]]: ...
    def step(self, actions: NDArray[np.int32], hold: NDArray[np.bool_] | None = None) -> _VectorStep:
        """Applies actions[i] to env i, except where hold[i] (that env stays as it is)."""
    def move_features(self) -> NDArray[np.int8]:
        """One row of Game.move_features() per legal id of the last step, in action_ids order
        (env i's at action_offsets[i]:action_offsets[i + 1]); a bid's row is zeros."""
    def one_seat(self, seat: int, opponent: str | None = None) -> None:
        """One-seat mode: step() takes `seat`'s decisions; the built-in `opponent` (None:
        the caller) makes the others'."""
    @property
    def seat(self) -> int | None: ...
    @property
    def skipped_deals(self) -> int: ...
    def game(self, i: int) -> Game: ...
    def agent_actions(self, agent: str, envs: NDArray[np.bool_] | None = None) -> NDArray[np.int32]: ...
    @property
    def threads(self) -> int: ...
    @property
    def num_envs(self) -> int: ...
    @property
    def players(self) -> int: ...
    @property
    def observation_size(self) -> int: ...
    @property
    def num_actions(self) -> int: ...
