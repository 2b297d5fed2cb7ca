"""OpenSpiel 2.0.2's own action ids (ActionSpace(3, "openspiel")) and its
observation tensor (Observation.encode("openspiel")), checked against the real
pyspiel "dou_dizhu": every id's cards and reading, and whole random deals
played in both programs in lockstep (the deal mirrored by openspiel_actions)."""

from __future__ import annotations

import random

import numpy as np
import pytest

from paigen import doudizhu as dd

pyspiel = pytest.importorskip("pyspiel")

SPACE = dd.ActionSpace(3, "openspiel")
RANKS = "3456789TJQKA2"


def os_cards(text: str) -> str:
    return str(dd.Hand(text.replace("(BWJ)", "B").replace("(CJ)", "R").replace("-", "")))


@pytest.fixture(scope="module")
def os_game():
    return pyspiel.load_game("dou_dizhu")


def mirror(os_game, game):
    state = os_game.new_initial_state()
    for action in dd.openspiel_actions(game):
        state.apply_action(action)
    return state


def test_every_id_is_openspiels_own(os_game):
    state = os_game.new_initial_state()
    assert SPACE.size == os_game.num_distinct_actions() == 26_057 and SPACE.pass_id == 0
    assert SPACE.decode(0).is_pass and SPACE.num_actions == SPACE.size + 4
    cards = SPACE.cards
    first: dict[str, int] = {}
    for action in range(4, SPACE.size):
        text = state.action_to_string(0, action)
        move = SPACE.decode(action)
        assert move.cards == cards[action] == os_cards(text), action
        assert SPACE.encode(move) == action  # a Move's reading picks its id
        if first.setdefault(move.cards, action) != action:  # a second id: an airplane with single wings
            chain = text.split("-")[0]
            assert str(move.kind) == "airplane_single", text
            assert (move.main_rank, move.length) == (RANKS.index(chain[-1]), len(chain) // 3), text
    assert len(first) == len(dd.all_moves(3, "openspiel"))


def test_a_card_set_openspiel_numbers_twice_has_both_ids():
    plane = SPACE.decode(1_484)  # 333444555 with the wings 666
    chain = SPACE.decode(492)  # the same cards as a chain of four triples
    assert plane.cards == chain.cards == "333444555666"
    assert (str(plane.kind), str(chain.kind)) == ("airplane_single", "triple_chain")
    assert SPACE.encode("333444555666") == 492  # bare cards: the first (lowest) id
    assert sum(1 for c in SPACE.cards if c) == len(dd.all_moves(3, "openspiel")) + 392


def test_openspiels_bid_ids_hold_no_play():
    assert SPACE.cards[1:4] == ["", "", ""] and not SPACE.counts[1:4].any()
    for action in (1, 2, 3):
        with pytest.raises(ValueError, match="OpenSpiel's bid"):
            SPACE.decode(action)
    assert SPACE.encode("pass") == 0 and [SPACE.bid_id(k) for k in range(4)] == list(range(26_057, 26_061))


def test_C1_a_reply_gets_the_id_of_the_reading_that_beats(os_game):
    # The landlord leads 333444555 with the wings TJQ; seat 1 answers 666777888999,
    # which OpenSpiel numbers as 666777888-999 and as 777888999-666 (and 492-style
    # as a chain of four triples, which does not answer an airplane).
    hands = ["333444555TJQKA267", "666777888999TTJJQ", "34589TJQQKKKAAA22"]
    game = dd.Game(3, hands=hands, kitty="2BR", first_bidder=0, variant="openspiel")
    game.bid(3)
    game.play("333444555TJQ")
    state = mirror(os_game, game)
    ids = [int(i) for i in game.legal_action_ids()]
    legal = state.legal_actions()
    assert set(ids) <= set(legal) and {SPACE.cards[i] for i in ids} == {SPACE.cards[a] for a in legal}
    twice = {a for a in legal if SPACE.cards[a] == "666777888999"}
    reply = next(m for m in game.legal_moves() if m.cards == "666777888999")
    assert len(twice) == 2 and SPACE.encode(reply) == min(twice) and SPACE.decode(min(twice)) == reply
    assert (reply.main_rank, reply.length) == (RANKS.index("8"), 3)  # paigen's first reading that beats
    game.apply_action(SPACE.encode(reply))
    state.apply_action(SPACE.encode(reply))
    assert np.array_equal(game.observation(2).encode("openspiel"), state.observation_tensor(2))


def play_in_lockstep(os_game, seed: int) -> int:
    """One random paigen deal (redeals included) and its OpenSpiel mirror, checked at
    every decision for every seat; the number of decisions."""
    game = dd.Game(3, seed=seed, variant="openspiel")
    rng = random.Random(seed)
    state = mirror(os_game, game)
    deal = game.deal_starts[-1]
    decisions = 0
    while game.phase != "over":
        if game.deal_starts[-1] != deal:  # B4: all passed; OpenSpiel's game ended, a new one deals
            assert state.is_terminal() and state.returns() == [0.0, 0.0, 0.0]
            deal = game.deal_starts[-1]
            state = mirror(os_game, game)
        assert state.current_player() == game.to_move
        for seat in range(3):
            tensor = game.observation(seat).encode("openspiel")
            assert tensor.dtype == np.float32 and tensor.shape == (159,)
            theirs = np.array(state.observation_tensor(seat), dtype=np.float32)
            assert np.array_equal(tensor, theirs), (seed, seat)
        bidding = game.phase == "bidding"
        ids = [int(i) - SPACE.size if bidding else int(i) for i in game.legal_action_ids()]
        legal = state.legal_actions()
        assert set(ids) <= set(legal) and {SPACE.cards[i] for i in ids} == {SPACE.cards[a] for a in legal}
        action = rng.choice(ids)
        game.apply_action(action + SPACE.size if bidding else action)
        state.apply_action(action)
        decisions += 1
    assert state.is_terminal() and state.returns() == [float(p) for p in game.payoffs]
    for seat in range(3):  # the final state too
        assert np.array_equal(game.observation(seat).encode("openspiel"), state.observation_tensor(seat))
    return decisions


def test_whole_random_deals_equal_pyspiels(os_game):
    assert sum(play_in_lockstep(os_game, seed) for seed in range(150)) > 5_000


def test_the_mirror_deals_the_same_cards(os_game):
    game = dd.Game(3, seed=11, variant="openspiel")
    actions = dd.openspiel_actions(game)
    assert len(actions) == 52 and actions[0] == game.first_bidder
    state = mirror(os_game, game)
    assert state.current_player() == game.first_bidder
    mine = sorted(a - 51 for a in actions[1:])
    assert len(set(mine)) == 51
    observation = game.observation(game.first_bidder)
    assert observation.first_bidder == game.first_bidder
    lowest = (RANKS + "BR").index(str(game.hands[game.first_bidder])[0])
    assert observation._openspiel_face_up == lowest  # the turned-up card: the first bidder's lowest


def test_openspiel_refuses_deals_it_cannot_have():
    four = dd.Game(4, seed=1)
    with pytest.raises(ValueError, match="3-player"):
        four.observation().encode("openspiel")
    with pytest.raises(ValueError, match="3-player"):
        dd.openspiel_actions(four)
    other = dd.Game(3, seed=1)
    with pytest.raises(ValueError, match="'openspiel' variant"):
        other.observation().encode("openspiel")
    small = dd.Game(3, hands=["345", "678", "9TJ"], kitty="QKA", first_bidder=0, variant="openspiel")
    with pytest.raises(ValueError, match="out of play"):
        small.observation().encode("openspiel")
    with pytest.raises(ValueError, match="out of play"):
        dd.openspiel_actions(small)
