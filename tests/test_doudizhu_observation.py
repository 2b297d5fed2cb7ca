"""Dou Dizhu's Game.observation(seat) and Observation.encode() in paigen's own
layout (3 and 4 players, the rule variants): every field and block against the
Game along whole deals and at reachable states, the information set (hidden
cards do not change a seat's view), and edge cases of the auction and the play.
The expected values are in tests/helpers/observation_doudizhu.py; the peers'
layouts are tested in tests/test_peer_observations.py."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from paigen import doudizhu as dd
from paigen.testing import doudizhu_states
from tests.helpers.observation_blocks import blocks_of, concat, one_hot
from tests.helpers.observation_doudizhu import (
    DD_CONFIGS,
    check_dd_encoding,
    check_dd_fields,
    dd_card_vector,
    dd_counts,
    dd_layout,
    dd_plays,
    dd_view,
    dd_walk,
)


@pytest.mark.parametrize(("players", "variant"), DD_CONFIGS)
@pytest.mark.parametrize("seed", range(2))
def test_doudizhu_fields_and_encoding_along_whole_deals(players, variant, seed):
    """At every decision of whole random deals (redeals included, B4), for every
    seat, the default seat and encode() (doudizhu/observation.h)."""
    for game in dd_walk(players, variant, seed + 100 * players):
        if game.phase != "over":
            check_dd_fields(game, None)
        for seat in range(players):
            check_dd_fields(game, seat)
            check_dd_encoding(game, seat)
    assert game.phase == "over"


def test_doudizhu_walks_reach_redeals():
    """The walks above do go through all-pass auctions (B4), so the bids block is
    seen reset by a redeal."""
    assert any(list(dd_walk(p, v, s + 100 * p))[-1].deals > 1 for p, v in DD_CONFIGS for s in range(2))


@pytest.mark.parametrize(("players", "variant"), DD_CONFIGS)
@given(data=st.data())
def test_doudizhu_fields_and_encoding_at_reachable_states(players, variant, data):
    """Reachable states of paigen.testing (chains, airplanes, bombs, the rocket,
    four with two to beat, K6-K13b; thrown-in auctions, B4; finished deals):
    every field for every seat and the default one, and encode() against
    doudizhu/observation.h."""
    game = data.draw(doudizhu_states(players, variant, phases=("bidding", "play", "over")))
    if game.phase != "over":
        check_dd_fields(game, None)
    for seat in range(players):
        check_dd_fields(game, seat)
        check_dd_encoding(game, seat)


@pytest.mark.parametrize(("players", "variant"), DD_CONFIGS)
@given(data=st.data())
def test_doudizhu_hidden_cards_do_not_change_the_seat_view(players, variant, data):
    """Two games that differ only in cards `seat` has not seen (other hands, the
    kitty until taken) give `seat` the same observation and encoding."""
    game = data.draw(doudizhu_states(players, variant, phases=("bidding", "play")))
    seat = data.draw(st.integers(0, players - 1), label="seat")
    other = game.sample_hidden(seat, data.draw(st.integers(0, 2**64 - 1), label="rng"))
    assert dd_view(game.observation(seat)) == dd_view(other.observation(seat))


@pytest.mark.parametrize("players", [3, 4])
def test_doudizhu_hidden_cards_are_what_other_seats_see(players):
    """The property above is not vacuous: the sample moves hidden cards, and a
    seat whose own hand was dealt again sees it (hand, unseen blocks)."""
    game = dd.Game(players, seed=11)
    game.bid(3)
    for _ in range(5):
        game.play(game.legal_moves()[-1])
    other = game.sample_hidden(0, 1)
    moved = [p for p in range(1, players) if other.hands[p] != game.hands[p]]
    assert moved
    for p in moved:
        a, b = game.observation(p).encode(), other.observation(p).encode()
        cards = 54 if players == 3 else 108
        assert (a[:cards] != b[:cards]).any()  # the hand block
        check_dd_encoding(other, p)


@pytest.mark.parametrize("players", [3, 4])
def test_doudizhu_start_of_the_auction(players):
    """B1: before any bid nothing is public but hand sizes and who bids first;
    the kitty is part of every seat's unseen cards."""
    game = dd.Game(players, seed=3)
    first = game.first_bidder
    hand = 17 if players == 3 else 25
    for seat in range(players):
        obs = game.observation(seat)
        assert obs.phase == "bidding" and obs.to_move == first
        assert obs.landlord is None and obs.kitty is None and obs.last_move is None and obs.last_seat is None
        assert obs.bids == [None] * players and obs.bid_value == 0 and obs.history == [] and obs.bombs == 0
        assert obs.hand_sizes == [hand] * players
        assert len(obs.unseen) == (54 if players == 3 else 108) - hand
        assert obs.legal_bids == ([0, 1, 2, 3] if seat == first else []) and list(obs.legal_moves) == []
        b = blocks_of(obs.encode(), dd_layout(players))
        for name in ("played", "landlord", "kitty", "bids", "last_move", "last_seat", "last_kind", "recent"):
            assert not any(b[name]), name
        assert b["recent_seat"] == [0] * (2 * players * players) and b["bombs"] == [0]
        assert b["phase"] == [1, 0, 0] and b["to_move"] == one_hot((first - seat) % players, players)
        assert b["hand_sizes"] == [hand] * players
        check_dd_encoding(game, seat)


@pytest.mark.parametrize("players", [3, 4])
def test_doudizhu_after_the_kitty_is_taken(players):
    """B3: a bid of 3 ends the auction; the landlord takes the kitty face up, and
    every seat sees it, the bids and the landlord, counted from itself."""
    game = dd.Game(players, seed=4)
    first = game.first_bidder
    game.bid(1)
    game.bid(3)
    landlord = (first + 1) % players
    kitty_size = 3 if players == 3 else 8
    assert game.landlord == landlord and game.phase == "play" and game.to_move == landlord
    for seat in range(players):
        obs = game.observation(seat)
        assert obs.landlord == landlord and obs.kitty == game.kitty and len(obs.kitty) == kitty_size
        assert obs.bids == [1 if p == first else 3 if p == landlord else None for p in range(players)]
        assert obs.bid_value == 3 and obs.hand_sizes[landlord] == (17 if players == 3 else 25) + kitty_size
        b = blocks_of(obs.encode(), dd_layout(players))
        assert b["landlord"] == one_hot((landlord - seat) % players, players)
        assert b["kitty"] == dd_card_vector(dd_counts(game.kitty), players) and any(b["kitty"])
        bids = [0] * (4 * players)
        bids[4 * ((first - seat) % players) + 1] = 1
        bids[4 * ((landlord - seat) % players) + 3] = 1
        assert b["bids"] == bids
        assert b["phase"] == [0, 1, 0] and b["to_move"] == one_hot((landlord - seat) % players, players)
        assert not any(b["last_move"]) and not any(b["last_seat"]) and not any(b["last_kind"])  # P1: a lead
        check_dd_encoding(game, seat)


def test_doudizhu_lead_after_two_passes():
    """P3: after a play and two passes the trick ends; the player leads again, with
    no move to beat, and the recent plays hold the two passes (no cards, a seat)
    and the play, newest first."""
    game = dd.Game(3, seed=6)
    game.bid(3)
    landlord = game.landlord
    lead = next(m for m in game.legal_moves() if m.kind == dd.Kind.SINGLE)
    game.play(lead)
    assert game.observation().last_move == lead and game.observation().last_seat == landlord
    game.play("")
    game.play("pass")
    assert game.to_move == landlord and game.last_move is None
    for seat in range(3):
        obs = game.observation(seat)
        assert obs.last_move is None and obs.last_seat is None
        passes = [((landlord + k) % 3, dd.Move("")) for k in (1, 2)]
        assert obs.history == [(landlord, lead), *passes]
        b = blocks_of(obs.encode(), dd_layout(3))
        assert not any(b["last_move"]) and not any(b["last_seat"]) and not any(b["last_kind"])
        recent = [b["recent"][54 * i : 54 * (i + 1)] for i in range(6)]
        assert not any(recent[0]) and not any(recent[1]) and recent[2] == dd_card_vector(dd_counts(lead), 3)
        assert not any(concat(recent[3:]))
        seats = [b["recent_seat"][3 * i : 3 * (i + 1)] for i in range(6)]
        assert seats[:3] == [one_hot((landlord + k - seat) % 3, 3) for k in (2, 1, 0)]
        assert seats[3:] == [[0, 0, 0]] * 3
        check_dd_encoding(game, seat)
    # One pass into the next trick, the move to beat is still the lead, not the pass.
    game.play(game.legal_moves()[-1])
    game.play("")
    obs = game.observation()
    assert obs.last_seat == landlord and obs.last_move == game.last_move and not obs.last_move.is_pass


def test_doudizhu_recent_keeps_the_last_2n_plays():
    """recent: R = 2n plays and passes, newest first; older ones drop out."""
    for game in dd_walk(3, "standard", 21):
        if len(dd_plays(game)) >= 8:
            break
    plays = dd_plays(game)
    seat = game.to_move
    b = blocks_of(game.observation(seat).encode(), dd_layout(3))
    for i in range(6):
        by, move = plays[-1 - i]
        assert b["recent"][54 * i : 54 * (i + 1)] == dd_card_vector(dd_counts(move), 3)
        assert b["recent_seat"][3 * i : 3 * (i + 1)] == one_hot((by - seat) % 3, 3)


@pytest.mark.parametrize(("players", "variant"), DD_CONFIGS)
def test_doudizhu_finished_deal(players, variant):
    """P4: once over no seat is to move: observation() must be told the seat; every
    seat sees the whole play, no legal move, phase 'over' and no seat to move."""
    *_, game = dd_walk(players, variant, 7)
    assert game.phase == "over" and game.to_move is None
    with pytest.raises(ValueError, match="seat"):
        game.observation()
    with pytest.raises(ValueError, match="seat"):
        game.observation(None)
    for seat in range(players):
        obs = game.observation(seat)
        assert obs.phase == "over" and obs.to_move is None and obs.last_move is None and obs.last_seat is None
        assert list(obs.legal_moves) == [] and obs.legal_bids == []
        assert 0 in obs.hand_sizes
        b = blocks_of(obs.encode(), dd_layout(players))
        assert b["phase"] == [0, 0, 1] and b["to_move"] == [0] * players
        check_dd_encoding(game, seat)


def test_doudizhu_thrown_in_deal():
    """B4 with given cards: an all-pass auction throws the cards in and the deal
    is over with no landlord; the bids stay seen."""
    dealt = dd.Game(3, seed=1)
    game = dd.Game(3, hands=dealt.hands, kitty=dealt.kitty, first_bidder=1)
    for _ in range(3):
        game.bid(0)
    assert game.phase == "over" and game.thrown_in
    for seat in range(3):
        obs = game.observation(seat)
        assert obs.landlord is None and obs.kitty is None and obs.bids == [0, 0, 0]
        b = blocks_of(obs.encode(), dd_layout(3))
        assert b["bids"] == [1, 0, 0, 0] * 3 and b["phase"] == [0, 0, 1] and not any(b["kitty"])
        check_dd_encoding(game, seat)


@pytest.mark.parametrize("players", [3, 4])
def test_doudizhu_redeal_starts_the_auction_afresh(players):
    """B4 with a seeded deal: an all-pass auction deals again; the new auction's
    bids start empty."""
    game = dd.Game(players, seed=9)
    for _ in range(players):
        game.bid(0)
    assert game.deals == 2 and game.phase == "bidding"
    for seat in range(players):
        obs = game.observation(seat)
        assert obs.bids == [None] * players and obs.history == []
        assert not any(blocks_of(obs.encode(), dd_layout(players))["bids"])
        check_dd_fields(game, seat)
        check_dd_encoding(game, seat)
    game.bid(2)
    assert game.observation().bids[(game.to_move - 1) % players] == 2
    check_dd_encoding(game, game.to_move)


def test_doudizhu_observing_a_seat_not_to_move():
    """A seat that is not to decide gets its own hand, not the mover's, and no
    legal bids or moves; to_move points at the mover, counted from the seat."""
    game = dd.Game(4, seed=12)
    game.bid(3)
    mover = game.to_move
    for seat in range(4):
        obs = game.observation(seat)
        assert obs.seat == seat and obs.hand == game.hands[seat] and obs.to_move == mover
        if seat != mover:
            assert list(obs.legal_moves) == [] and obs.legal_bids == []
        else:
            assert list(obs.legal_moves) == list(game.legal_moves()) and len(obs.legal_moves) > 0
        assert blocks_of(obs.encode(), dd_layout(4))["to_move"] == one_hot((mover - seat) % 4, 4)
    np.testing.assert_array_equal(game.observation().encode(), game.observation(mover).encode())


def test_doudizhu_bombs_count_every_bomb_in_four_players():
    """bombs counts bombs and rockets played, the 4- and 5-card bombs of four
    players too, which do not double the stake (S3)."""
    deck = "".join(r * 8 for r in dd.RANKS[:13]) + "BBRR"  # D3, sorted
    hands = [deck[25 * i : 25 * (i + 1)] for i in range(4)]
    game = dd.Game(4, hands=hands, kitty=deck[100:], first_bidder=0)
    game.bid(3)
    game.play("3333")
    assert game.multiplier == 1  # S3: a 4-card bomb does not double
    for seat in range(4):
        obs = game.observation(seat)
        assert obs.bombs == 1 and obs.last_move.kind == dd.Kind.BOMB
        b = blocks_of(obs.encode(), dd_layout(4))
        assert b["bombs"] == [1] and b["last_kind"] == one_hot(int(dd.Kind.BOMB), 15)
        check_dd_encoding(game, seat)
