"""Game.move_features(): one row per legal move for Q(s, a) learners, the
columns of move_features.h, checked against a row built in Python from each
Move (S2, S3, P4 for the flags)."""

from __future__ import annotations

import random

import numpy as np
import pytest

from paigen import doudizhu as dd
from tests.helpers.observation_doudizhu import dd_card_vector, dd_counts


def expected_row(move: dd.Move, hand: dd.Hand, players: int) -> list[int]:
    cards = dd_counts(move)
    left = [h - c for h, c in zip(dd_counts(hand), cards)]
    kind = [0] * 15
    kind[int(move.kind)] = 1
    main = [0] * 15
    if not move.is_pass:
        main[move.main_rank] = 1
    bomb = str(move.kind) == "bomb" and (players == 3 or move.length >= 6)
    doubles = str(move.kind) == "rocket" or bomb
    goes_out = not move.is_pass and sum(left) == 0
    return [
        *dd_card_vector(cards, players),
        *dd_card_vector(left, players),
        *kind,
        *main,
        sum(cards),
        int(doubles),
        int(goes_out),
    ]


@pytest.mark.parametrize(("players", "variant"), [(3, None), (4, None), (3, "douzero")])
def test_each_row_is_its_moves_columns(players, variant):
    rng = random.Random(players)
    checked = 0
    for seed in range(4):
        game = dd.Game(players, seed=seed, variant=variant)
        while game.phase != "over":
            features = game.move_features()
            width = dd.move_feature_size(players)
            if game.phase != "play":
                assert features.shape == (0, width)
            else:
                moves = game.legal_moves()
                hand = game.hands[game.to_move]
                assert features.dtype == np.int8 and features.shape == (len(moves), width)
                for row, move in zip(features, moves):
                    assert row.tolist() == expected_row(move, hand, players)
                    checked += 1
            game.apply_action(int(rng.choice(list(game.legal_action_ids()))))
        assert game.move_features().shape == (0, dd.move_feature_size(players))
    assert checked > 100


def test_with_observation_puts_the_encoding_first():
    game = dd.Game(3, seed=42)
    game.bid(3)
    full = game.move_features(with_observation=True)
    size = dd.observation_size(3)
    assert full.shape == (len(game.legal_moves()), size + dd.move_feature_size(3))
    assert (full[:, :size] == game.observation().encode()).all()
    np.testing.assert_array_equal(full[:, size:], game.move_features())


def test_flags_of_bombs_rockets_and_going_out():
    game = dd.Game(3, hands=["3333BR", "44", "55"], kitty="666", first_bidder=0)
    game.bid(3)
    layout = {b.name: b.slice for b in dd.move_feature_layout(3)}
    rows = {m.cards: r for m, r in zip(game.legal_moves(), game.move_features())}
    assert rows["3333"][layout["doubles"]].tolist() == [1]
    assert rows["BR"][layout["doubles"]].tolist() == [1]
    assert rows["3"][layout["doubles"]].tolist() == [0]
    assert all(r[layout["goes_out"]].tolist() == [0] for r in rows.values())
    endgame = dd.Game(3, hands=["BR", "44", "55"], kitty="666", first_bidder=1)
    endgame.bid(3)  # seat 1 the landlord: 44666
    endgame.play("666")
    endgame.play("pass")  # seat 2 cannot beat it; seat 0 can go out with the rocket
    rows = {m.cards: r for m, r in zip(endgame.legal_moves(), endgame.move_features())}
    assert rows["BR"][layout["goes_out"]].tolist() == [1]


def test_bad_arguments():
    with pytest.raises(ValueError, match="players"):
        dd.move_feature_size(5)
    with pytest.raises(TypeError):
        dd.Game(3, seed=1).move_features(True)  # type: ignore[misc]
