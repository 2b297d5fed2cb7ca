"""Action ids computed from the groups of a space (cpp group_ids.h: a lead's
ids written from the hand's rank masks, no move listed; a reply to a move
without kickers, each move's group's first id) against the ids looked up by
card set: on random leads and replies of every space with one id per card
set, ``legal_ids`` and ``mask`` equal ``encode`` of each move's card string
(the card-set table), also on leads chosen for their kickers, and
``Game.legal_action_ids`` through whole random deals."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from paigen import doudizhu as dd
from paigen.reference import doudizhu as ref
from tests.helpers.strategies import ddz_counts

SPACES = [(3, "standard"), (4, "standard"), (3, "rlcard"), (3, "douzero")]


@pytest.mark.parametrize("players, variant", SPACES)
@settings(max_examples=150)
@given(data=st.data())
def test_computed_ids_are_the_card_sets_ids(players, variant, data):
    space = dd.ActionSpace(players, variant)
    hand = ref.format_counts(data.draw(ddz_counts(players, 20 if players == 3 else 33)))
    leads = dd.legal_moves(hand, None, players, variant=variant)
    last = data.draw(st.sampled_from(list(leads))) if leads and data.draw(st.booleans()) else None
    other = ref.format_counts(data.draw(ddz_counts(players, 20 if players == 3 else 33)))
    moves = dd.legal_moves(other, last, players, variant=variant)
    by_cards = [space.encode(m.cards or "pass") for m in moves]
    assert space.legal_ids(other, last).tolist() == by_cards
    assert [space.encode(m) for m in moves] == by_cards
    assert sorted(space.mask(other, last).nonzero()[0].tolist()) == sorted(by_cards)


# Leads where kicker sets take both jokers (never together among singles),
# long airplanes, four with two and, with 4 players, bombs of every size.
EDGE_LEADS = {
    3: ["333444555666777BR22", "33334444555566BR2A", "3334445556667778BR", "BR2222AAAAKKKQQQJJJ"],
    4: ["333333444444555555666BBRR2222AA", "33344455566677788899BBRR", "22222222AAAAAAAABBRR3456789"],
}


@pytest.mark.parametrize("players", [3, 4])
def test_edge_leads_have_their_card_sets_ids(players):
    space = dd.ActionSpace(players)
    for hand in EDGE_LEADS[players]:
        moves = dd.legal_moves(hand, None, players)
        assert space.legal_ids(hand).tolist() == [space.encode(m.cards) for m in moves], hand


@pytest.mark.parametrize("players", [3, 4])
def test_game_ids_are_the_card_sets_ids_through_random_deals(players):
    space = dd.ActionSpace(players)
    rng = np.random.default_rng(players)
    replies = 0
    for seed in range(40):
        game = dd.Game(players, seed=seed)
        while game.phase != "over":
            ids = game.legal_action_ids().tolist()
            if game.phase == "play":
                assert ids == [space.encode(m.cards or "pass") for m in game.legal_moves()]
                replies += game.last_move is not None
            game.apply_action(ids[rng.integers(len(ids))])
    assert replies > 100
