# Type stubs for paigen._core.lukfu (re-exported by paigen.lukfu), and the one place
# of its docstrings: the build compiles them into the module (tools/stub_docs.py,
# tests/test_docstrings.py); tests/test_stubs.py checks the types with
# `python -m mypy.stubtest paigen._core`.
"""Luk Fu: move generation, whole deals, playouts"""

from collections.abc import Iterator, Sequence
from enum import IntEnum
from typing import Any, ClassVar, Literal, NamedTuple, SupportsIndex, TypedDict, final

import numpy as np
from numpy.typing import NDArray
from typing_extensions import TypeAlias

SUITS: str
"""'csmt': suit characters, suit index 0 to 3."""

class Kind(IntEnum):
    """The kinds of Luk Fu move. str() gives the lower-case name."""

    SINGLE = 0
    """S1: one card"""
    SET = 1
    """S2: three or four cards of one rank"""
    RUN = 2
    """S3: three or more consecutive ranks of one suit"""
    DISCARD = 3
    """T3: cards laid face down by a follower who cannot beat"""
    CLAIM = 4
    """R1: the Old cards laid down to win the deal"""
    def __str__(self) -> str:
        """The rule pages' lower-case name ("pair" for PAIR); equality and hashing stay the integer's."""
    def __format__(self, spec: str) -> str:
        """format(str(self), spec)."""

# Cards as every Luk Fu call takes them: a Hand, a Move or a card string.
_Cards: TypeAlias = Hand | Move | str

# The seat to move is None only once the deal is over, which a caller usually
# knows already (from the phase, or a loop's test): `int | Any` ("the Any
# trick", typeshed's MaybeNone) lets `g.hands[g.to_move]` type-check while a
# test `g.to_move is None` still narrows to int.
_MaybeNone: TypeAlias = Any

class Hand:
    """A set of Luk Fu cards (L2 notation, L3 mask). Hand(cards='') takes a card
    string, a Hand or a Move. Equal to a Hand of the same cards only."""

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
    Move(cards, kind='discard') and kind='claim' make the other two kinds (kind:
    a Kind or its name). Equal, in both games, to a Move that is the same play
    under the same rules: here the same cards and kind (Luk Fu has one rule set)."""

    # `kind`: a Kind or its name ('single', 'set', 'run', 'discard', 'claim').
    def __init__(self, cards: _Cards, kind: str | Kind | None = None) -> None: ...
    @property
    def kind(self) -> Kind:
        """The Kind."""
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
    @property
    def key(self) -> int:
        """F5 strength key (an int): discard < single < set < run < claim; then size, a set's rank
        and the cards (suit, then rank). Moves compare (<, <=, >, >=) by it."""
    def __lt__(self, other: Move, /) -> bool: ...
    def __le__(self, other: Move, /) -> bool: ...
    def __gt__(self, other: Move, /) -> bool: ...
    def __ge__(self, other: Move, /) -> bool: ...
    def __len__(self) -> int: ...
    def __eq__(self, other: object, /) -> bool: ...
    def __hash__(self) -> int: ...
    def __reduce__(self) -> tuple[Any, ...]: ...

@final
class MoveList:
    """The legal moves of one Luk Fu decision, as legal_moves returns them.

    A sequence of Move objects made on demand (indexing, slicing, iteration); `in`
    takes a Move (in when it equals one of the moves) or a card string (the play
    with those cards). In both games each numpy field is named for the Move
    attribute it holds per move, in the plural (kinds, cards; here masks as
    Hand.mask, ranks, suits), and sizes is len() of each move. The numpy fields
    are zero-copy read-only views."""

    def __len__(self) -> int: ...
    def __getitem__(self, index: SupportsIndex | slice, /) -> Any: ...
    def __iter__(self) -> Iterator[Move]: ...
    def __contains__(self, move: object, /) -> bool:
        """Return key in self."""
    @property
    def kinds(self) -> NDArray[np.uint8]:
        """Kind codes (numpy uint8, shape (n,), read-only view); Kind(v) names them."""
    @property
    def masks(self) -> NDArray[np.uint64]:
        """36-bit card masks (numpy uint64, shape (n,), read-only view)."""
    @property
    def ranks(self) -> NDArray[np.uint8]:
        """Rank of each single or set, top rank of a run, else 0 (uint8 view)."""
    @property
    def suits(self) -> NDArray[np.uint8]:
        """Suit of each single or run, else 0 (uint8 view)."""
    @property
    def sizes(self) -> NDArray[np.uint8]:
        """Number of cards of each move (uint8 view)."""
    @property
    def cards(self) -> list[str]:
        """Canonical card strings of the moves."""
    @property
    def keys(self) -> NDArray[np.int64]:
        """F5 strength keys, as Move.key (numpy int64, shape (n,), a new array)."""
    def sorted(self, *, reverse: bool = False) -> MoveList:
        """A new MoveList of the same moves, weakest first by the F5 strength order
        (Move.key); strongest first with reverse=True."""
    def card_matrix(self) -> NDArray[np.uint8]:
        """The cards of every move: numpy uint8 array of shape (n, 36), column 9 * suit +
        rank - 1 (L3), 1 where the move holds the card."""

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
    """The whole decision of the player holding `hand` (rules section G).

    Leading (`led` and `best` None): the claim alone when fu + Old cards >= 6 (R1),
    else every single, set and run R2-R4 and A4 allow; nothing for an empty hand
    without a claim (E1). Following: every play that beats `best` (F1-F4, the
    exceptions judged on `led`), else every distinct discard of as many cards as
    `led` (T2, T3). One of `led`/`best` alone stands for both.

    Cards are Hands, Moves or card strings ('1c 2c', or '1c2c'). Raises
    NotationError for bad notation, IllegalMoveError when `led`/`best` is not a
    play and StateError for an impossible situation. Returns a MoveList."""

class _LegalMovesBatch(TypedDict):
    kinds: NDArray[np.uint8]
    masks: NDArray[np.uint64]
    ranks: NDArray[np.uint8]
    suits: NDArray[np.uint8]
    sizes: NDArray[np.uint8]
    offsets: NDArray[np.int64]

def legal_moves_batch(
    hands: NDArray[np.uint64],
    *,
    publics: NDArray[np.uint64] | None = None,
    callers: NDArray[np.bool_],
    master_passed: NDArray[np.bool_] | None = None,
    fu: NDArray[np.int64] | None = None,
    leds: NDArray[np.uint64] | None = None,
    bests: NDArray[np.uint64] | None = None,
    out: _LegalMovesBatch | dict[str, NDArray[Any]] | None = None,
) -> _LegalMovesBatch:
    """The decisions of many Luk Fu players at once (rules section G), as flat numpy
    arrays: a dict with 'kinds', 'ranks', 'suits', 'sizes' (uint8), 'masks' (uint64)
    and 'offsets' (int64, shape (B+1,)): the moves of decision i are rows
    offsets[i]:offsets[i+1], in the order legal_moves gives.

    Inputs, one entry per decision (C-contiguous numpy arrays of shape (B,)): hands,
    publics, leds and bests as uint64 card masks (L3; publics None: nothing face up;
    0 in both leds and bests: a lead, one of them alone stands for both), callers
    and master_passed as bool, fu as int64 (None: 0). Every situation is checked as
    legal_moves checks it. Releases the GIL while generating; Ctrl-C stops it.

    `out` (a dict such as an earlier call's result) lends its arrays, under the
    same keys, as buffers: a column whose rows fit in its array comes back as a
    view of that array's first rows, one that does not (or has no array there)
    as a new array. Each must be a writeable C-contiguous one-dimensional array
    of the column's dtype (TypeError or ValueError naming it). Passing the
    previous result spares a large batch the cost of fresh memory; its arrays
    are overwritten."""

def old_cards(hand: _Cards, public: _Cards = "") -> str:
    """The Old cards of `hand` given the face-up cards `public`, canonical (O1-O4)."""

def classify(cards: _Cards) -> Move:
    """The play these cards make (single, set or run: S1-S3), or IllegalMoveError saying why none.
    Takes a card string, a Hand or a Move."""

def beats(new: _Cards, best: _Cards, led: _Cards | None = None) -> bool:
    """Whether play `new` beats the current best play `best` of a trick led by `led` (default:
    `best`), F1-F4: a led 1c/1t cannot be beaten, a led set of 1s only by the 9s."""

def _play(seed: int, first: int, count: int) -> dict[str, NDArray[Any]]:
    """Outcomes of random deals first .. first+count-1 of the batch `seed` (paigen.simulate)."""

def _play_agents(
    seed: int, first: int, count: int, agents: Sequence[str], agent_seed: int
) -> dict[str, NDArray[Any]]:
    """Outcomes and net payoffs (count, players) of deals first .. first+count-1 of the batch `seed`, the
    same deals as _play, played by the built-in `agents` (one name per seat) drawing from `agent_seed`."""

class Agent:
    """A built-in Luk Fu agent (cpp/include/paigen/lukfu/agents.h): "random", every legal call or move
    equally likely; "greedy", says play with 4 Old cards, leads its biggest and highest play, beats as
    cheaply as it can, discards its lowest cards. The search agents: "pimc", each candidate call or move
    scored by its payoff, plus 3 for a win and minus 3 for a loss, over sampled deals of the unseen cards
    played out by greedy, 256 deals per decision, "pimc:samples=N" for N (1 to 100000); "ismcts",
    information-set MCTS over the same candidates scored by win, even or loss, 400 iterations per
    decision, "ismcts:iterations=N" for N (1 to 1000000). ValueError for an unknown name or budget, or
    a budget given twice. `seed` (None: fresh entropy, else an int) seeds its own draws: the same seed,
    the same decisions."""

    # The built-in agents' names, the weakest first (a search agent takes a budget after a colon).
    names: ClassVar[tuple[str, ...]]

    def __init__(self, name: str, seed: int | None = None) -> None: ...
    @property
    def name(self) -> str:
        """The agent's name, as given."""
    def decide(self, game: Game) -> bool | Move:
        """The agent's decision for the player to move of `game`, in the form Game.history lists it. It looks
        only at what that seat may see. StateError once the deal is over."""

OBSERVATION_SIZE: int

def observation_size(players: int = 3) -> int:
    """The length of Observation.encode()'s array for a player count."""

class Observation:
    """What one seat knows of a deal (its information set), from Game.observation(seat):
    its own hand and discards, the cards played face up by each seat, how many each
    discarded, hand sizes, fu, the calling, the trick, its legal moves. encode()
    gives it as a fixed-shape numpy array."""

    @property
    def seat(self) -> int:
        """The observing seat."""
    @property
    def phase(self) -> str:
        """'calling', 'play' or 'over'."""
    @property
    def to_move(self) -> int | _MaybeNone:
        """The seat to decide, None once over (typed int | Any: see _MaybeNone)."""
    @property
    def hand(self) -> Hand:
        """The observing seat's own hand."""
    @property
    def old(self) -> Hand:
        """Its Old cards (O1-O4)."""
    @property
    def public(self) -> Hand:
        """The cards played face up so far (O3)."""
    @property
    def unseen(self) -> Hand:
        """The cards whose place the seat does not know."""
    @property
    def discards(self) -> Hand:
        """The seat's own discards (T3)."""
    @property
    def discarded(self) -> list[int]:
        """How many cards each seat has discarded."""
    @property
    def played(self) -> list[Hand]:
        """The cards each seat has played face up (a Hand per seat)."""
    @property
    def hand_sizes(self) -> list[int]:
        """Cards in each hand."""
    @property
    def fu(self) -> list[int]:
        """fu won per seat (T4)."""
    @property
    def master(self) -> int:
        """The Master's seat (A1)."""
    @property
    def caller(self) -> int | None:
        """The caller's seat, None before a call."""
    @property
    def calls(self) -> list[bool | None]:
        """Each seat's call this round: True (play), False (pass) or None (not yet)."""
    @property
    def trick(self) -> list[tuple[int, Move]]:
        """(seat, Move) for each play of the current trick; another seat's discard shows only its
        size (a discard Move with no cards)."""
    @property
    def history(self) -> list[tuple[int, bool | Move]]:
        """(seat, decision) of the current deal in order (a redeal starts afresh): a bool call or
        a Move; other seats' discards show only their size."""
    @property
    def legal_moves(self) -> MoveList:
        """The seat's legal moves when it is to play, else an empty MoveList."""
    def encode(self, format: str = "paigen") -> NDArray[np.int8]:
        """The observation as an int8 numpy array of shape (398,) (observation.h)."""

@final
class Result(NamedTuple):
    """The outcome of a finished deal (E1-E3): the claimant's seat (None when void), their total
    (fu won + Old cards laid down, 0 when void), the net points per seat (zero-sum) and whether
    the deal was void (three passes with given cards, or empty hands without a claim)."""

    winner: int | None
    total: int
    scores: list[int]
    void: bool

class Game:
    """A whole Luk Fu deal: calling (A1-A4), tricks (T1-T5), claims (R1) and scoring (E1-E3).

    Game(seed=None) deals with its own generator (seed None: fresh entropy) and deals
    again after three passes (A2) and after hands that run out without a claim (E1), so
    it ends at a claim; Game(hands=[...], master=0) starts from three given hands of
    equal size (12 cards, or fewer for an endgame), and either event then voids it."""

    def __init__(
        self, seed: int | None = None, *, hands: Sequence[_Cards] | None = None, master: int | None = None
    ) -> None: ...
    @property
    def seed(self) -> int | None:
        """The seed the cards were dealt from; None for given cards."""
    @property
    def phase(self) -> str:
        """'calling', 'play' or 'over'."""
    @property
    def to_move(self) -> int | _MaybeNone:
        """The seat to decide, None once over (typed int | Any: see _MaybeNone)."""
    def call(self, play: bool) -> None:
        """Says play (True) or pass (False) for the player to move (A2)."""
    def legal_moves(self) -> MoveList:
        """The legal moves of the player to move (a MoveList; empty outside the play phase)."""
    def play(self, move: _Cards) -> None:
        """Plays a Move or card string. IllegalMoveError, state unchanged, if not legal."""
    @property
    def hands(self) -> list[Hand]:
        """Each seat's Hand now."""
    @property
    def master(self) -> int:
        """The Master's seat (A1)."""
    @property
    def caller(self) -> int | None:
        """The caller's seat (A2), None until someone says play."""
    @property
    def fu(self) -> list[int]:
        """fu won per seat (T4)."""
    @property
    def public(self) -> Hand:
        """The cards played face up so far (O3)."""
    @property
    def trick(self) -> list[tuple[int, Move]]:
        """(seat, Move) for each play of the current trick so far, discards included."""
    @property
    def deals(self) -> int:
        """Deals made: 1 plus a redeal per three passes (A2) or hands run out without a claim (E1)."""
    @property
    def payoffs(self) -> list[int]:
        """Net points per seat, zero-sum (E2, E3); all 0 until the end or when void."""
    @property
    def result(self) -> Result | None:
        """The deal's Result once it is over, else None."""
    @property
    def history(self) -> list[tuple[int, bool | Move]]:
        """(seat, decision) pairs in order: a bool call, or a Move."""
    @property
    def deal_starts(self) -> list[int]:
        """Where each deal begins in history: [0], then the index after each redeal (A2, E1)."""
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
    def record(self) -> str:
        """The deal as readable text: the game, seed, each deal's cards, one call or move a line and the
        payoffs once over (docs/matches.md, "Readable records")."""
    @staticmethod
    def from_record(text: str) -> Game:
        """The Game a record() text describes, every decision replayed with every check: StateError
        naming the first line at fault ('#' starts a comment)."""
    def observation(self, seat: int | None = None) -> Observation:
        """What `seat` (default: the seat to decide) knows of the deal: an Observation."""
    def sample_hidden(self, seat: int, rng: int | np.random.Generator) -> Game:
        """A copy of the deal in which the cards `seat` has not seen (the other hands and the
        other seats' discards) are dealt again among all deals consistent with what it
        observed, inferences included (a seat that discarded could not beat, F1-F4; R3's
        single leads; no claim while fu + Old cards stayed under 6, R1; a claim lays down
        exactly the Old cards); the history replays from it. Each such deal is exactly equally
        likely (rejection, then exact counting), except where exact counting would pass its
        limits (no state of the tests needs it): then a complete search answers, not uniformly.
        `rng`: an int seed or a numpy Generator. The copy starts from given cards (where a
        dealt game would deal again, A2 and E1, it ends void). The game is copied first, so
        another thread may play on meanwhile; Ctrl-C stops the call."""
    def legal_action_ids(self) -> NDArray[np.int32]:
        """The action ids of the decisions open to the seat to move, in legal_moves() order
        (the auction's or calling's decisions in their phase), as a numpy int32 array;
        empty once over. While calling, 0 says play and 1
        passes (A2); in play, an id is the index of the move in legal_moves(). The array is
        the caller's; a short one is handed out again once nothing holds it, so
        ndarray.resize on it needs refcheck=False."""
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
    def divide(self, depth: int) -> dict[bool | Move, int]:
        """perft split by first decision: {decision: count}; {} once over."""
    def __reduce__(self) -> tuple[Any, ...]: ...

def _load_game(data: bytes) -> Game:
    """Game.load, as pickle calls it."""

_VectorStep: TypeAlias = tuple[
    dict[str, NDArray[Any]], NDArray[np.float32], NDArray[np.bool_], NDArray[np.bool_], dict[str, Any]
]

class VectorEnv:
    """The core of paigen.envs.VectorLukFu (see there)."""

    def __init__(
        self,
        num_envs: int,
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
