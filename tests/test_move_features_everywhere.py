"""Per-move feature rows (move_features.h) from every place that lists moves:
MoveList.move_features(hand) and VectorDouDizhu.move_features() (ragged, one
row per legal id) give the rows Game.move_features() gives for the same
position, in the same order."""

from __future__ import annotations

import numpy as np
import pytest

from paigen import StateError
from paigen import doudizhu as dd
from paigen.envs import VectorDouDizhu


@pytest.mark.parametrize("players", [3, 4])
def test_a_move_lists_rows_are_the_games(players):
    for seed in range(20):
        game = dd.Game(players, seed=seed)
        game.bid(3)
        rng = np.random.default_rng(seed)
        while game.phase == "play":
            moves = game.legal_moves()
            rows = moves.move_features(game.hands[game.to_move])
            assert rows.dtype == np.int8 and rows.shape == (len(moves), dd.move_feature_size(players))
            assert np.array_equal(rows, game.move_features())
            game.play(moves[int(rng.integers(len(moves)))])


def test_P4_the_move_that_empties_the_hand_goes_out():
    moves = dd.legal_moves("33", last="4")  # no reply but the pass
    assert moves.move_features("33").shape == (1, dd.move_feature_size(3))
    lead = dd.legal_moves("33")
    goes_out = next(b for b in dd.move_feature_layout(3) if b.name == "goes_out").slice
    rows = lead.move_features("33")
    assert [bool(r[goes_out][0]) for r in rows] == [m.cards == "33" for m in lead]


def test_a_hand_that_does_not_hold_the_moves_is_refused():
    moves = dd.legal_moves("3345")
    with pytest.raises(ValueError, match="'33' is not in the hand '345'"):
        moves.move_features("345")
    with pytest.raises(ValueError):
        moves.move_features("3x")
    assert dd.legal_moves("34", last="BR").move_features("34").shape == (1, 141)  # the pass alone


@pytest.mark.parametrize("variant", ["standard", "openspiel"])
def test_the_vector_envs_rows_follow_its_legal_ids(variant):
    env = VectorDouDizhu(8, seed=5, variant=variant, threads=2)
    obs, _ = env.reset()
    rng = np.random.default_rng(1)
    width = dd.move_feature_size(3)
    checked = 0
    for _ in range(80):
        rows = env.move_features()
        ids, offsets = obs["action_ids"], obs["action_offsets"]
        assert rows.dtype == np.int8 and rows.shape == (len(ids), width)
        for i in range(env.num_envs):
            mine = rows[offsets[i] : offsets[i + 1]]
            game = env.game(i)
            if game.phase == "play":
                assert np.array_equal(mine, game.move_features())
                checked += 1
            else:
                assert not mine.any()  # the auction's bids, or a deal just over (no ids)
        counts = np.diff(offsets)
        picks = offsets[:-1] + (rng.random(len(counts)) * counts).astype(np.int64)
        obs, *_ = env.step(ids.take(picks, mode="clip"))
    assert checked > 300


def test_the_vector_env_needs_a_reset_first():
    with pytest.raises(StateError, match="reset"):
        VectorDouDizhu(2, seed=1).move_features()
