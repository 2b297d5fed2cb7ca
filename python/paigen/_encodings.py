"""The observation layouts of other programs (Observation.encode(format)), for
agents trained there: 'douzero' and 'rlcard' (3-player Dou Dizhu, play phase),
and 'openspiel' (every phase; paigen/_openspiel.py). They are Python's alone:
:func:`install` registers them with the compiled
``paigen.doudizhu.Observation.encode``, which gives paigen's own layout itself.

- 'douzero': the dict of ``douzero.env.env.get_obs(infoset)`` (douzero 1.1.0),
  its action rows built from the Observation's legal moves (the 'douzero'
  variant: DouZero's moves and comparisons, each move once, in MoveList order).
- 'rlcard': the state dict of RLCard 1.2.0's ``doudizhu`` environment, its
  known bugs included (rlcard#292, rlcard#320), since the point is to feed
  agents trained there.

Seats: DouZero's positions and RLCard's player ids count from the landlord in
play order (D5): offset 0 is the landlord ('landlord', player 0), offset 1 plays
right after him ('landlord_down', player 1), offset 2 right before him
('landlord_up', player 2).

Both peers share one 54-value card-set vector: value ``4 * r + k`` is 1 when
the set holds more than ``k`` cards of rank ``r`` (3..2), values 52 and 53 are
the black and the red joker. A pass, an empty set and padding are all zeros.
"""

from __future__ import annotations

from collections import OrderedDict
from functools import lru_cache
from typing import TYPE_CHECKING, Any, NamedTuple, cast

import numpy as np
from numpy.typing import NDArray

from ._core import doudizhu as _dd
from ._encoding_types import DouZeroObservation, RLCardState
from ._openspiel import openspiel_tensor

if TYPE_CHECKING:
    from ._core.doudizhu import ActionSpace, Hand, Move, Observation


DOUZERO_POSITIONS = ("landlord", "landlord_down", "landlord_up")  # by offset from the landlord
DOUZERO_CARDS = dict(zip(_dd.RANKS, (3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 17, 20, 30)))
DOUZERO_HISTORY = 15  # moves in DouZero's z, passes included
RLCARD_HISTORY = 9  # moves in RLCard's "last 9 actions" block
MAX_BOMBS = 14  # 13 bombs and the rocket: DouZero's bomb one-hot has 15 values
DECK_SIZE = 54  # both peers deal the whole 3-player deck
LANDLORD_CARDS = 20  # the size of the landlord's count one-hot in both peers
PEASANT_CARDS = 17


def install() -> None:
    """Adds the 'douzero', 'rlcard' and 'openspiel' formats to Observation.encode
    (paigen.doudizhu does, once): the compiled method calls them by name, and
    makes 'paigen' itself."""
    _dd.Observation._formats.update(  # type: ignore[attr-defined]
        douzero=douzero_obs, rlcard=rlcard_state, openspiel=openspiel_tensor
    )


# ============================================================================ shared pieces

Counts = NDArray[np.uint8]  # copies per rank, shape (15,); a pass has none
NO_CARDS: Counts = np.zeros(15, dtype=np.uint8)
_COPIES = np.arange(4)


class PlayView(NamedTuple):
    """The facts of a decision both peers encode, read once from the Observation.
    Lists of three are by offset from the landlord (0 landlord, 1 down, 2 up)."""

    me: int  # the observer's offset
    hand: Counts
    unseen: Counts  # the union of the two other hands
    to_beat: Counts  # the last play of the last two moves; none when leading
    played: list[Hand]
    sizes: list[int]
    bombs: int  # bombs and rockets played so far
    history: list[tuple[int, Move]]  # (offset, move) of every play and pass


def play_view(observation: Observation, program: str, variant: str) -> PlayView:
    check_peer_state(observation, program, variant)
    landlord = observation.landlord or 0
    by_offset = [(landlord + offset) % 3 for offset in range(3)]
    played, sizes, last = observation.played, observation.hand_sizes, observation.last_move
    return PlayView(
        me=(observation.seat - landlord) % 3,
        hand=observation.hand.counts,
        unseen=observation.unseen.counts,
        to_beat=NO_CARDS if last is None else last.counts,
        played=[played[seat] for seat in by_offset],
        sizes=[sizes[seat] for seat in by_offset],
        bombs=observation.bombs,
        history=[((seat - landlord) % 3, move) for seat, move in observation.history],
    )


def check_peer_state(observation: Observation, program: str, variant: str) -> None:
    """A ValueError saying why, unless the observation is a decision of the play
    phase of a full 3-player deal under `variant`, seen by the seat to play:
    the only states the peer program has."""
    fmt = f"encode({variant!r})"
    if observation.players != 3:
        raise ValueError(f"{fmt}: {program} plays 3-player Dou Dizhu, this deal has {observation.players}")
    name = observation.variant.name
    if name != variant:
        raise ValueError(
            f"{fmt} needs a deal under the {variant!r} variant (its legal moves are {program}'s), "
            f"this deal is {name!r}: make the Game with variant={variant!r}"
        )
    if observation.phase == "bidding":
        raise ValueError(f"{fmt}: {program} has no auction, it observes the play phase only: bid first")
    if observation.phase == "over":
        raise ValueError(f"{fmt}: the deal is over, {program} observes decisions of the play phase only")
    if observation.seat != observation.to_move:
        raise ValueError(
            f"{fmt}: {program} observes the seat to play ({observation.to_move}), not seat {observation.seat}"
        )
    out_of_play = DECK_SIZE - sum(observation.hand_sizes) - sum(len(h) for h in observation.played)
    if out_of_play:
        raise ValueError(
            f"{fmt}: {program} deals all {DECK_SIZE} cards, this deal left {out_of_play} out of play, "
            "so the other hands' cards are unknown"
        )


def card_vectors(counts: NDArray[Any]) -> NDArray[np.int8]:
    """The card-set vector of each row of per-rank counts (n, 15): int8 (n, 54)."""
    counts = np.asarray(counts).reshape(-1, 15)
    rows = counts.shape[0]
    out = np.empty((rows, 54), dtype=np.int8)
    out[:, :52] = (counts[:, :13, None] > _COPIES).reshape(rows, 52)  # a thermometer of each count
    out[:, 52:] = counts[:, 13:] > 0
    return out


def history_matrix(history: list[tuple[int, Move]], rows: int) -> NDArray[np.int8]:
    """The card vectors of the last `rows` moves, oldest first, zero rows in front."""
    out = np.zeros((rows, 54), dtype=np.int8)
    recent = history[-rows:]
    if recent:
        out[rows - len(recent) :] = card_vectors(np.stack([move.counts for _, move in recent]))
    return out


def one_hot(index: int, size: int) -> NDArray[np.int8]:
    out = np.zeros(size, dtype=np.int8)
    out[index] = 1
    return out


def cards_left(count: int, size: int) -> NDArray[np.int8]:
    """Both peers' one-hot of a count of cards left: 1 at count - 1 (a hand is
    never empty at a decision)."""
    return one_hot(count - 1, size)


# ============================================================================ DouZero


def douzero_obs(observation: Observation) -> DouZeroObservation:
    """``douzero.env.env.get_obs(infoset)`` for this decision. Row j of
    x_batch / z_batch and legal_actions[j] are observation.legal_moves[j]."""
    view = play_view(observation, "DouZero", "douzero")
    x_no_action = douzero_features(view)
    z = history_matrix(view.history, DOUZERO_HISTORY).reshape(5, 162)  # 3 moves a row, newest last
    moves = observation.legal_moves
    rows = len(moves)
    x_batch = np.empty((rows, len(x_no_action) + 54), dtype=np.float32)
    x_batch[:, : len(x_no_action)] = x_no_action
    x_batch[:, len(x_no_action) :] = card_vectors(moves.counts())
    return {
        "position": DOUZERO_POSITIONS[view.me],
        "x_batch": x_batch,
        "z_batch": np.repeat(z[None, :, :], rows, axis=0).astype(np.float32),
        "legal_actions": [douzero_cards(cards) for cards in moves.cards],
        "x_no_action": x_no_action,
        "z": z,
    }


def douzero_cards(cards: str) -> list[int]:
    """A canonical card string as DouZero's sorted list of ints (3..14, 17, 20, 30)."""
    return [DOUZERO_CARDS[c] for c in cards]


def douzero_features(view: PlayView) -> NDArray[np.int8]:
    """x_no_action: 319 values for the landlord, 430 for a peasant."""
    latest = latest_moves(view.history)
    hand, others, to_beat, *played_and_latest = card_vectors(
        np.stack([view.hand, view.unseen, view.to_beat, *(h.counts for h in view.played), *latest])
    )
    played, latest_vectors = played_and_latest[:3], played_and_latest[3:]
    bombs = one_hot(view.bombs, MAX_BOMBS + 1)  # DouZero's bomb_num: bombs and rockets alike
    if view.me == 0:
        return np.concatenate(
            [
                hand,
                others,
                to_beat,
                played[2],  # landlord_up first
                played[1],
                cards_left(view.sizes[2], PEASANT_CARDS),
                cards_left(view.sizes[1], PEASANT_CARDS),
                bombs,
            ]
        )
    mate = 3 - view.me
    return np.concatenate(
        [
            hand,
            others,
            played[0],
            played[mate],
            to_beat,
            latest_vectors[0],
            latest_vectors[mate],
            cards_left(view.sizes[0], LANDLORD_CARDS),
            cards_left(view.sizes[mate], PEASANT_CARDS),
            bombs,
        ]
    )


def latest_moves(history: list[tuple[int, Move]]) -> list[Counts]:
    """Each position's most recent action (DouZero's last_move_dict): a pass
    replaces the play before it; nothing before its first action."""
    latest = [NO_CARDS] * 3
    for offset, move in history:
        latest[offset] = move.counts
    return latest


# ============================================================================ RLCard


@lru_cache(maxsize=1)
def rlcard_space() -> ActionSpace:
    """RLCard's 27,472 action ids (paigen's ActionSpace ids for the preset)."""
    return _dd.ActionSpace(3, "rlcard")


def rlcard_state(observation: Observation) -> RLCardState:
    """The state RLCard's ``doudizhu`` env returns to the player to act (its
    player ids are the offsets from the landlord)."""
    view = play_view(observation, "RLCard", "rlcard")
    trace = [(offset, move.cards or "pass") for offset, move in view.history]
    ids, actions = rlcard_legal_actions(observation)
    state: OrderedDict[str, Any] = OrderedDict()
    state["obs"] = rlcard_features(view)
    # RLCard's own legal_actions is a plain dict (the state around it an OrderedDict)
    state["legal_actions"] = dict(zip(ids, card_vectors(rlcard_space().counts[ids])))
    state["raw_obs"] = {
        "seen_cards": rlcard_seen_cards(str(observation.kitty), view.history),
        "landlord": 0,
        "trace": list(trace),
        "played_cards": [str(hand) for hand in view.played],
        "self": view.me,
        "current_hand": str(observation.hand),
        "others_hand": str(observation.unseen),
        "num_cards_left": view.sizes,
        "actions": actions,
    }
    state["raw_legal_actions"] = list(actions)
    state["action_record"] = list(trace)  # the env's record of (player, action) steps
    return cast("RLCardState", state)  # an OrderedDict, as RLCard's


def rlcard_features(view: PlayView) -> NDArray[np.int8]:
    """obs: 790 values for the landlord (player 0), 901 for a peasant."""
    first = rlcard_first_actions(view.history)
    hand, others, to_beat, *played_and_first = card_vectors(
        np.stack([view.hand, view.unseen, view.to_beat, *(h.counts for h in view.played), *first])
    )
    played, first_vectors = played_and_first[:3], played_and_first[3:]
    common = [hand, others, to_beat, history_matrix(view.history, RLCARD_HISTORY).reshape(-1)]
    if view.me == 0:
        return np.concatenate(
            [
                *common,
                played[2],
                played[1],
                cards_left(view.sizes[2], PEASANT_CARDS),
                cards_left(view.sizes[1], PEASANT_CARDS),
            ]
        )
    mate = 3 - view.me
    return np.concatenate(
        [
            *common,
            played[0],
            played[mate],
            first_vectors[0],
            first_vectors[mate],
            cards_left(view.sizes[0], LANDLORD_CARDS),
            cards_left(view.sizes[mate], PEASANT_CARDS),
        ]
    )


def rlcard_first_actions(history: list[tuple[int, Move]]) -> list[Counts]:
    """Each player's FIRST action (a pass or none yet: no cards). RLCard 1.2.0
    means the last one ("last_landlord_action"), but its loop over the reversed
    trace has no break (rlcard#292), so the first one stays."""
    first: list[Counts | None] = [None, None, None]
    for offset, move in history:
        if first[offset] is None:
            first[offset] = move.counts
    return [NO_CARDS if counts is None else counts for counts in first]


def rlcard_seen_cards(kitty: str, history: list[tuple[int, Move]]) -> str:
    """The kitty minus what the landlord played of it. RLCard removes every copy
    of a rank when the landlord plays one card of it (rlcard#320)."""
    landlord_ranks = {c for offset, move in history if offset == 0 for c in move.cards}
    return "".join(c for c in kitty if c not in landlord_ranks)


def rlcard_legal_actions(observation: Observation) -> tuple[list[int], list[str]]:
    """The legal action ids and strings ('pass' for the pass) in RLCard's order:
    a follow exactly as RLCard lists it; a lead by id (RLCard returns a set's
    order, which changes with PYTHONHASHSEED)."""
    moves = observation.legal_moves
    ids = moves.action_ids(rlcard_space()).tolist()
    last = observation.last_move
    if last is None:
        order = sorted(range(len(ids)), key=ids.__getitem__)
    else:
        order = sorted(range(len(ids)), key=lambda i: rlcard_follow_key(moves[i], ids[i], last))
    cards = moves.cards
    return [ids[i] for i in order], [cards[i] or "pass" for i in order]


def rlcard_follow_key(move: Move, action_id: int, last: Move) -> tuple[Any, ...]:
    """Where RLCard lists a reply to `last` (utils.get_gt_cards): the pass, then
    moves of the target's type (bombs if it is a bomb), then the rocket, then
    the bombs; inside a type by weight (main rank), then type_card.json order."""
    if move.is_pass:
        group = 0
    elif move.kind == _dd.Kind.ROCKET:
        group = 2
    elif move.kind == _dd.Kind.BOMB and last.kind != _dd.Kind.BOMB:
        group = 3
    else:
        group = 1
    return (group, move.main_rank, *rlcard_type_card_key(move, action_id))


def rlcard_type_card_key(move: Move, action_id: int) -> tuple[Any, ...]:
    """The order inside one type and weight of RLCard's type_card.json: id
    order, except for airplanes with single wings (trio_solo_chain_*): wings
    with B first, then with R, then the rest, each group by wing ranks."""
    if move.kind != _dd.Kind.AIRPLANE_SINGLE:
        return (action_id,)
    counts = move.counts
    joker = 0 if counts[13] else 1 if counts[14] else 2
    # One weight is one chain, so the cards order as the wings do
    return (joker, tuple(np.repeat(np.arange(15), counts).tolist()))


__all__ = ["install"]
