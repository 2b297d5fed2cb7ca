"""Fixed action spaces (ActionSpace), action ids and masks: sizes, every id
round trip, RLCard's own ids, and masks equal to the legal moves on random
positions of every variant, one by one and in batches."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from paigen import doudizhu as dd
from paigen.errors import IllegalMoveError
from paigen.reference import doudizhu as ref
from tests.helpers.strategies import ddz_counts

SPACES = [
    (3, "standard", 12_655),
    (4, "standard", 9_080),
    (3, "rlcard", 27_472),
    (3, "douzero", 29_985),
    (3, "openspiel", 26_057),
]
# OpenSpiel's ids: some card sets have two, ids 1-3 none (tests/test_openspiel_ids.py).
ONE_ID_PER_CARD_SET = [row for row in SPACES if row[1] != "openspiel"]


@pytest.mark.parametrize("players, variant, size", ONE_ID_PER_CARD_SET)
def test_sizes_and_every_id_round_trips(players, variant, size):
    space = dd.ActionSpace(players, variant)
    assert space.size == len(space) == size and space.version == dd.ActionSpace.VERSION == 2
    assert space.pass_id == (size - 1 if variant == "rlcard" else 0)
    cards, counts = space.cards, space.counts
    assert len(cards) == size and counts.shape == (size, 15) and not counts.flags.writeable
    universe = {m.cards for m in dd.all_moves(players, variant)}
    assert set(cards) == universe | {""} and len(set(cards)) == size  # one id per card set
    for i in range(size):
        move = space.decode(i)
        assert move.cards == cards[i] and space.encode(move) == i and space.encode(cards[i] or "pass") == i
        assert list(counts[i]) == list(move.counts) and move.is_pass == (i == space.pass_id)
    assert dd.ActionSpace(players, variant) == space and hash(dd.ActionSpace(players, variant)) == hash(space)


def test_ids_follow_the_documented_order():
    space = dd.ActionSpace()
    moves = [space.decode(i) for i in range(1, space.size)]
    keys = [(int(m.kind), m.length, m.main_rank, m.code) for m in moves]
    assert keys == sorted(keys), "version 1: kind, length, main rank, cards"
    assert [m.cards for m in moves] == dd.all_moves().cards


def test_rlcard_ids_are_rlcards_own():
    utils = pytest.importorskip("rlcard.games.doudizhu.utils")
    assert dd.ActionSpace(3, "rlcard").cards[:-1] == list(utils.ID_2_ACTION)[:-1]
    assert utils.ID_2_ACTION[27_471] == "pass" and dd.ActionSpace(3, "rlcard").pass_id == 27_471


def test_encode_errors():
    space = dd.ActionSpace()
    with pytest.raises(IllegalMoveError):
        space.encode("34")  # no move
    with pytest.raises(IllegalMoveError):
        space.encode("333355")  # a move of rlcard, not of the rules pages
    with pytest.raises(ValueError):
        space.decode(space.size)
    with pytest.raises(TypeError):
        space.decode(1.0)
    assert dd.ActionSpace(3, "rlcard").encode("333355") >= 0


@st.composite
def positions(draw, players, variant):
    """A hand (per-rank counts, at most 20 cards) and the move it answers
    (None: a lead), drawn from the variant's universe, kind first."""
    hand = ref.format_counts(draw(ddz_counts(players, 20 if players == 3 else 33)))
    if draw(st.booleans()):
        return hand, None
    by_kind: dict[int, list[dd.Move]] = {}
    for move in dd.all_moves(players, variant):
        by_kind.setdefault(int(move.kind), []).append(move)
    kind = draw(st.sampled_from(sorted(by_kind)))
    return hand, draw(st.sampled_from(by_kind[kind]))


@pytest.mark.parametrize("players, variant", [(p, v) for p, v, _ in SPACES])
@given(data=st.data())
def test_masks_are_the_legal_moves(players, variant, data):
    space = dd.ActionSpace(players, variant)
    hand, last = data.draw(positions(players, variant))
    moves = dd.legal_moves(hand, last, players, variant=variant)
    ids = moves.action_ids(space)
    assert list(ids) == [space.encode(m) for m in moves] and len(set(ids.tolist())) == len(moves)
    mask = space.mask(hand, last)
    assert mask.dtype == bool and set(np.flatnonzero(mask).tolist()) == set(ids.tolist())
    hands = np.array([dd.Hand(hand, players).code] * 2, dtype=np.uint64)
    lasts = np.array([0 if last is None else last.code] * 2, dtype=np.uint64)
    out = np.ones((2, space.size), dtype=bool)
    assert space.mask_batch(hands, lasts, out=out) is out
    if (
        last is None or dd.classify(last.cards, players, variant=variant) == last
    ):  # codes read the first reading
        assert (out[0] == mask).all() and (out[1] == mask).all()
        batch = dd.legal_moves_batch(hands, lasts, players, variant=variant, space=space)
        rows = batch["action_ids"][batch["offsets"][0] : batch["offsets"][1]]
        assert set(rows.tolist()) == set(np.flatnonzero(out[0]).tolist())


def test_a_reading_the_space_does_not_list_plays_by_its_cards():
    # OpenSpiel: a hand with four 3s gets 333444555666 only as an airplane (the K8 is skipped);
    # OpenSpiel numbers that reading apart (1,484; the K8 is 492), and a bare card string is the K8.
    space = dd.ActionSpace(3, "openspiel")
    moves = dd.legal_moves("3333444555666KQ", variant="openspiel")
    plane = next(m for m in moves if m.cards == "333444555666")
    assert str(plane.kind) == "airplane_single" and space.encode(plane) == 1_484
    assert space.decode(1_484) == plane
    assert str(space.decode(space.encode("333444555666")).kind) == "triple_chain"
    game = dd.Game(3, hands=["3333444555666KQ", "5", "6"], kitty="789", first_bidder=0, variant="openspiel")
    game.bid(3)
    game.play(space.decode(space.encode("333444555666")))  # a Move of another reading plays its cards
    assert str(game.last_move.kind) == "airplane_single"


def test_mask_batch_checks_its_out():
    space = dd.ActionSpace()
    hands = np.array([dd.Hand("33").code], dtype=np.uint64)
    with pytest.raises(ValueError):
        space.mask_batch(hands, out=np.zeros((2, space.size), dtype=bool))
    with pytest.raises(TypeError):
        space.mask_batch(hands, out=np.zeros((1, space.size), dtype=np.uint8))
    read_only = np.zeros((1, space.size), dtype=bool)
    read_only.flags.writeable = False
    with pytest.raises(ValueError):
        space.mask_batch(hands, out=read_only)
