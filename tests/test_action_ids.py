"""Action ids of whole deals, computed in the core: Game.legal_action_ids(),
Game.apply_action(id), Game.num_actions, ActionSpace.bid_id(k),
ActionSpace.num_actions and ActionSpace.legal_ids(hand, last).

The encoding is the one the envs have always used, written out here from its
definition so that a change of it fails: Dou Dizhu plays are ActionSpace ids
(the pass at space.pass_id) and bid k (0: the auction's pass, B2) is
space.size + k; Luk Fu says play (0) or pass (1) while calling (A2), and in
play an id is the index of a move in legal_moves()."""

from __future__ import annotations

import numpy as np
import pytest

from paigen import IllegalMoveError
from paigen import doudizhu as dd
from paigen import lukfu as lf

DDZ_TABLES = [(3, "standard"), (4, "standard"), (3, "rlcard"), (3, "douzero"), (3, "openspiel")]
SEEDS = range(12)


def ddz_expected_ids(game: dd.Game, space: dd.ActionSpace) -> list[int]:
    if game.phase == "bidding":
        return [space.size + bid for bid in game.legal_bids()]
    return game.legal_moves().action_ids(space).tolist()


def lf_expected_ids(game: lf.Game) -> list[int]:
    return [0, 1] if game.phase == "calling" else list(range(len(game.legal_moves())))


def ddz_decide(game: dd.Game, space: dd.ActionSpace, action: int) -> None:
    """What the envs did with an id before the core knew ids: a bid, or the
    legal move with that ActionSpace id."""
    if game.phase == "bidding":
        game.bid(action - space.size)
    else:
        moves = game.legal_moves()
        game.play(moves[int(np.flatnonzero(moves.action_ids(space) == action)[0])])


def lf_decide(game: lf.Game, action: int) -> None:
    if game.phase == "calling":
        game.call(action == 0)
    else:
        game.play(game.legal_moves()[action])


@pytest.mark.parametrize("players, variant", DDZ_TABLES)
def test_doudizhu_ids_follow_the_encoding_through_whole_deals(players, variant):
    space = dd.ActionSpace(players, variant)
    rng = np.random.default_rng(players * 7 + len(variant))
    for seed in SEEDS:
        by_id = dd.Game(players, seed, variant=variant)
        by_move = dd.Game(players, seed, variant=variant)
        assert by_id.num_actions == space.num_actions == space.size + 4
        while by_id.phase != "over":
            ids = by_id.legal_action_ids()
            assert ids.dtype == np.int32 and ids.ndim == 1
            assert ids.tolist() == ddz_expected_ids(by_id, space)
            assert ((ids >= 0) & (ids < by_id.num_actions)).all()
            assert len(set(ids.tolist())) == len(ids)  # a card set is listed once, with one reading
            action = int(ids[rng.integers(len(ids))])
            by_id.apply_action(action)
            ddz_decide(by_move, space, action)
            assert by_id.history == by_move.history and by_id.save() == by_move.save()
        assert by_id.legal_action_ids().tolist() == [] and by_id.num_actions == space.num_actions
        assert by_id.result == by_move.result


def test_lukfu_ids_follow_the_encoding_through_whole_deals():
    rng = np.random.default_rng(5)
    for seed in range(40):
        by_id, by_call = lf.Game(seed), lf.Game(seed)
        assert by_id.num_actions == 924
        while by_id.phase != "over":
            ids = by_id.legal_action_ids()
            assert ids.dtype == np.int32 and ids.tolist() == lf_expected_ids(by_id)
            assert len(ids) <= by_id.num_actions
            action = int(ids[rng.integers(len(ids))])
            by_id.apply_action(action)
            lf_decide(by_call, action)
            assert by_id.history == by_call.history and by_id.save() == by_call.save()
        assert by_id.legal_action_ids().tolist() == [] and by_id.result == by_call.result


def test_calls_are_play_then_pass_A2():
    game = lf.Game(3)
    assert game.phase == "calling" and game.legal_action_ids().tolist() == [0, 1]
    seat = game.to_move
    game.apply_action(1)  # pass
    assert game.history == [(seat, False)]
    game.apply_action(0)  # play
    assert game.history[-1][1] is True


def test_bid_ids_are_after_the_plays_B2():
    for players, variant in DDZ_TABLES:
        space = dd.ActionSpace(players, variant)
        assert [space.bid_id(k) for k in range(4)] == list(range(space.size, space.size + 4))
        assert space.num_actions == space.size + 4
    game = dd.Game(3, 0)
    seat = game.to_move
    game.apply_action(dd.ActionSpace().bid_id(2))
    assert game.history == [(seat, 2)] and game.bid_value == 2


def test_equal_seeds_give_equal_games_through_ids():
    """The ids of an env's pick replay the same deal whichever game object plays them."""
    space = dd.ActionSpace()
    game = dd.Game(3, 11)
    agent = dd.Agent("random", seed=11)
    while game.phase != "over":
        decision = agent.decide(game)
        twin = game.clone()
        if isinstance(decision, int):
            game.bid(decision)
            twin.apply_action(space.bid_id(decision))
        else:
            game.play(decision)
            twin.apply_action(space.encode(decision))
        assert twin.save() == game.save()


@pytest.mark.parametrize("players, variant", DDZ_TABLES)
def test_legal_ids_equal_the_move_lists_ids(players, variant):
    space = dd.ActionSpace(players, variant)
    rng = np.random.default_rng(17)
    for seed in SEEDS:
        game = dd.Game(players, seed, variant=variant)
        while game.phase != "over":
            if game.phase == "play":
                hand, last = game.hands[game.to_move], game.last_move
                ids = space.legal_ids(hand, last)
                assert ids.dtype == np.int32
                assert ids.tolist() == dd.legal_moves(hand, last, variant=variant).action_ids(space).tolist()
                assert ids.tolist() == game.legal_action_ids().tolist()
                as_text = space.legal_ids(str(hand), None if last is None else last.cards)
                assert as_text.tolist() == ids.tolist()
            legal = game.legal_action_ids()
            game.apply_action(int(legal[rng.integers(len(legal))]))


def test_legal_ids_of_a_lead():
    space = dd.ActionSpace()
    assert space.legal_ids("33344").tolist() == dd.legal_moves("33344").action_ids(space).tolist()
    assert space.legal_ids("3", "4").tolist() == [space.pass_id]


def test_vector_env_ids_are_the_games():
    from paigen.envs import VectorDouDizhu, VectorLukFu

    rng = np.random.default_rng(2)
    for env in (VectorDouDizhu(4, players=3), VectorDouDizhu(3, players=4), VectorLukFu(4)):
        obs, _ = env.reset(seed=9)
        assert env.num_actions == env.game(0).num_actions
        for _ in range(60):
            offsets = obs["action_offsets"]
            actions = np.zeros(env.num_envs, dtype=np.int64)
            for i in range(env.num_envs):
                ids = obs["action_ids"][offsets[i] : offsets[i + 1]]
                game = env.game(i)
                assert ids.tolist() == game.legal_action_ids().tolist()
                if len(ids):
                    actions[i] = ids[rng.integers(len(ids))]
            obs, *_ = env.step(actions)


@pytest.mark.parametrize("make", [lambda: dd.Game(3, 1), lambda: dd.Game(4, 1), lambda: lf.Game(1)])
def test_illegal_ids_raise_and_change_nothing(make):
    game = make()
    saved = game.save()
    for bad in (-1, game.num_actions, 2**31, 2**40, -(2**63) - 1, 2**80):
        with pytest.raises(IllegalMoveError, match=rf"action id {bad} is not legal now"):
            game.apply_action(bad)
        assert game.save() == saved
    for wrong_type in (True, 1.0, "0", None):
        with pytest.raises(TypeError, match="id must be an int"):
            game.apply_action(wrong_type)
    game.apply_action(np.int64(game.legal_action_ids()[0]))  # numpy ints are ints
    assert len(game.history) == 1


def test_an_id_legal_elsewhere_is_refused():
    game = dd.Game(3, 4)
    space = dd.ActionSpace()
    with pytest.raises(IllegalMoveError, match="none of the 4 ids"):
        game.apply_action(space.pass_id)  # a play's id in the auction
    game.apply_action(space.bid_id(3))
    with pytest.raises(IllegalMoveError, match="play phase"):
        game.apply_action(space.bid_id(0))  # a bid in the play phase


def test_over_deals_have_no_ids():
    game = lf.Game(2)
    for _ in range(200):  # says play, then plays its first legal move: a deal ends
        if game.phase == "over":
            break
        game.apply_action(int(game.legal_action_ids()[0]))
    assert game.legal_action_ids().tolist() == []
    with pytest.raises(IllegalMoveError, match="the deal is over"):
        game.apply_action(0)


def test_bid_id_errors():
    space = dd.ActionSpace()
    for k in (-1, 4, 2**70):
        with pytest.raises(ValueError, match="k must be between 0 and 3"):
            space.bid_id(k)
    for wrong_type in (True, 1.0, "1", None):
        with pytest.raises(TypeError, match="k must be an int"):
            space.bid_id(wrong_type)
    assert space.bid_id(np.int8(3)) == space.size + 3


def test_legal_ids_errors():
    space = dd.ActionSpace()
    with pytest.raises(ValueError):
        space.legal_ids("3333 3")  # not notation
    with pytest.raises(ValueError):
        space.legal_ids("34", "45")  # not a move to reply to
    with pytest.raises(ValueError, match="more cards than a deal gives"):
        space.legal_ids("3456789TJQKA" * 2)  # 24 cards: chains longer than any deal gives
    with pytest.raises(ValueError):
        dd.ActionSpace(4).legal_ids(dd.Hand("33", players=3))  # another deck
    with pytest.raises(TypeError):
        space.legal_ids(33)
