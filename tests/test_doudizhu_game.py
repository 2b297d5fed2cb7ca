"""Whole Dou Dizhu deals: ``paigen.doudizhu.Game`` (C++) against the pure-Python
reference engine of ``paigen.reference.games`` and against the rules page
``docs/rules/DOUDIZHU.md`` (B bidding, P play, S settlement).

* one test per rule id (``test_B1_...``), each worked out by hand;
* invariants over hundreds of seeded random deals (zero-sum, card conservation,
  illegal decisions leave the state unchanged, clone independence, pickle).

Random replays through both engines are in ``test_games_vs_reference.py``,
counting decision sequences (perft) in ``test_perft.py``, random playouts
(``paigen.simulate``) in ``test_simulate.py``.
"""

from __future__ import annotations

import pickle
import random
from collections import Counter

import numpy as np
import pytest

import paigen
from paigen import IllegalMoveError
from paigen import doudizhu as dd
from paigen._games import GAMES
from paigen.reference import games as ref
from tests.helpers.decks import DDZ_COPIES, DDZ_DEALT, DDZ_KITTY, DDZ_MAX_HAND, DDZ_RANKS, deal_ddz
from tests.helpers.engines import Both, check_clone_and_pickle, cpp_apply, cpp_choices

DDZ3 = deal_ddz(3, 1)
DDZ4 = deal_ddz(4, 2)


# ============================================================================ rules: B


def test_B1_first_bidder_random_and_seat_order():
    for players in (3, 4):
        firsts = Counter(dd.Game(players, seed=s).first_bidder for s in range(80))
        assert set(firsts) == set(range(players)), f"B1: seeded first bidders {firsts}"
        for s in range(10):
            g = dd.Game(players, seed=s)
            assert g.phase == "bidding" and g.to_move == g.first_bidder
            g.bid(0)
            assert g.to_move == (g.first_bidder + 1) % players, "B1: bidding goes round in seat order"
    # given cards: the given first bidder opens
    for first in range(4):
        hands, kitty, _ = deal_ddz(4, 7)
        assert dd.Game(4, hands=hands, kitty=kitty, first_bidder=first).to_move == first


def test_B2_bids_strictly_higher_and_passers_may_bid_again():
    hands, kitty, _ = DDZ3
    b = Both("ddz3", hands, kitty, 0)
    assert b.choices() == [0, 1, 2, 3]
    b.step(0)  # seat 0 passes
    b.step(1)  # seat 1 bids 1
    assert b.choices() == [0, 2, 3]
    b.step(0)  # seat 2 passes: one pass since the bid, auction goes on
    assert b.cpp.phase == "bidding" and b.cpp.to_move == 0
    assert b.choices() == [0, 2, 3], "B2: seat 0 passed but may bid later"
    for bad in (1, 4, -1):
        before = pickle.dumps(b.cpp)
        with pytest.raises(IllegalMoveError):
            b.cpp.bid(bad)
        assert pickle.dumps(b.cpp) == before
    b.step(2)
    assert b.choices() == [0, 3] and b.cpp.to_move == 1


def test_B3_a_bid_of_three_ends_the_auction():
    hands, kitty, _ = DDZ3
    b = Both("ddz3", hands, kitty, 2).steps(0, 3)  # seat 2 passes, seat 0 bids 3
    g = b.cpp
    assert g.phase == "play" and g.landlord == 0 and g.bid_value == 3
    assert str(g.hands[0]) == ref.DouDizhuGame(3, [hands[0] + kitty, "", ""], "", 0).hands[0]
    assert len(g.hands[0]) == 20 and str(g.kitty) == ref.DouDizhuGame(3, hands, kitty, 0).kitty
    assert g.to_move == 0  # P1
    assert not any(isinstance(d, int) for d in cpp_choices(g))


@pytest.mark.parametrize("players", [3, 4])
def test_B3_n_minus_one_passes_after_a_bid(players):
    hands, kitty, _ = DDZ3 if players == 3 else DDZ4
    b = Both(f"ddz{players}", hands, kitty, 1).steps(0, 2)  # seat 1 passes, seat 2 bids 2
    for _ in range(players - 2):
        b.step(0)
        assert b.cpp.phase == "bidding", "B3: fewer than n-1 passes since the bid"
    b.step(0)
    g = b.cpp
    assert g.phase == "play" and g.landlord == 2 and g.bid_value == 2 and g.to_move == 2
    assert len(g.hands[2]) == DDZ_MAX_HAND[players]  # takes the kitty (3 or 8 cards)
    # the highest bidder never bids again: 1 then passes, then 2 -> 1 wins at 2
    b = Both(f"ddz{players}", hands, kitty, 0).steps(1, 2, *[0] * (players - 1))
    assert b.cpp.landlord == 1 and b.cpp.bid_value == 2


@pytest.mark.parametrize("players", [3, 4])
def test_B4_all_pass_given_cards_thrown_in(players):
    hands, kitty, _ = DDZ3 if players == 3 else DDZ4
    b = Both(f"ddz{players}", hands, kitty, 1)
    for _ in range(players - 1):
        b.step(0)
        assert b.cpp.phase == "bidding"
    b.step(0)
    g = b.cpp
    assert g.phase == "over" and g.thrown_in and g.to_move is None and g.landlord is None
    assert list(g.payoffs) == [0] * players
    assert g.legal_bids() == [] and len(g.legal_moves()) == 0
    b.check_end()


@pytest.mark.parametrize("players", [3, 4])
def test_B4_all_pass_seeded_redeals(players):
    g = dd.Game(players, seed=5)
    assert g.deals == 1
    old = [str(h) for h in g.hands]
    for _ in range(players):
        g.bid(0)
    assert g.phase == "bidding" and g.deals == 2 and not g.thrown_in
    size = DDZ_DEALT[players]
    assert [len(h) for h in g.hands] == [size] * players
    assert [str(h) for h in g.hands] != old, "B4: the cards are dealt again"
    assert g.to_move == g.first_bidder and g.legal_bids() == [0, 1, 2, 3]
    out = paigen.simulate(f"ddz{players}", 3000, seed=11)
    assert out["deals"].min() == 1 and out["deals"].max() > 1, "B4: redeals happen"


# ============================================================================ rules: P


def play_phase(game, hands, kitty, landlord, bid=1) -> Both:
    """A deal whose auction made ``landlord`` landlord at ``bid`` (first bidder = landlord)."""
    players = GAMES[game].players
    passes = 0 if bid == 3 else players - 1  # B3: a bid of 3 ends the auction at once
    return Both(game, hands, kitty, landlord).steps(bid, *[0] * passes)


def test_P1_landlord_leads_no_pass():
    hands, kitty, _ = DDZ3
    b = play_phase("ddz3", hands, kitty, 2)
    g = b.cpp
    assert g.to_move == 2 and g.last_move is None
    moves = set(b.choices())
    assert ("pass", "") not in moves and len(moves) > 20
    before = pickle.dumps(g)
    for bad in ("", "pass"):
        with pytest.raises(IllegalMoveError):
            g.play(bad)
    assert pickle.dumps(g) == before


def test_P2_beat_or_pass_and_passer_plays_again():
    # seat 0 landlord: 3 + kitty 9 J K; seat 1: 5 8 A; seat 2: 6 T Q
    b = play_phase("ddz3", ["3", "58A", "6TQ"], "9JK", 0)
    b.step(("single", "3"))
    assert set(b.choices()) == {("pass", ""), ("single", "5"), ("single", "8"), ("single", "A")}
    b.step(("pass", ""))  # seat 1 passes though it could beat
    b.step(("single", "6"))
    assert set(b.choices()) == {("pass", ""), ("single", "9"), ("single", "J"), ("single", "K")}
    b.step(("single", "9"))
    # P2: seat 1 passed earlier in the trick and may play again
    assert b.cpp.to_move == 1 and set(b.choices()) == {("pass", ""), ("single", "A")}
    b.step(("single", "A"))
    before = pickle.dumps(b.cpp)
    for bad in ("6", "TQ", "3"):  # does not beat / not a move / not in hand
        with pytest.raises(IllegalMoveError):
            b.cpp.play(bad)
    assert pickle.dumps(b.cpp) == before


@pytest.mark.parametrize("players", [3, 4])
def test_P3_n_minus_one_passes_end_the_trick(players):
    hands = ["34", "56", "78", "9T"][:players]
    b = play_phase(f"ddz{players}", hands, "JQK" if players == 3 else "JJQQKKAA", 0)
    b.step(("single", "3"))
    b.step(("single", "5"))
    for _ in range(players - 2):
        b.step(("pass", ""))
        assert b.cpp.last_move is not None, "P3: the trick goes on"
    b.step(("pass", ""))  # n-1 passes after seat 1's 5
    g = b.cpp
    assert g.to_move == 1 and g.last_move is None, "P3: the last mover leads"
    assert ("pass", "") not in b.choices()


def test_P4_deal_ends_when_a_hand_is_empty():
    # a peasant's last card ends the deal at once, though seat 2 holds a 2
    b = play_phase("ddz3", ["3", "5", "2"], "6KA", 0)
    b.step(("single", "3"))
    assert set(b.choices()) == {("pass", ""), ("single", "5")}
    b.step(("single", "5"))  # seat 1 out of cards; seat 2's 2 would have beaten it
    g = b.cpp
    assert g.phase == "over" and not g.landlord_won and g.to_move is None
    assert list(g.payoffs) == [-2, 1, 1]
    b.check_end()
    # the landlord out of cards: the landlord wins
    b = play_phase("ddz3", ["3", "45", "7"], "999", 0, bid=2)
    b.step(("triple_single", "3999"))
    assert b.cpp.phase == "over" and b.cpp.landlord_won and list(b.cpp.payoffs) == [4, -2, -2]
    b.check_end()


# ============================================================================ rules: S


def test_S1_base_stake_is_the_winning_bid():
    for bid in (1, 2, 3):
        b = play_phase("ddz3", ["3", "4", "5"], "666", 1, bid=bid)
        assert b.cpp.stake == bid and b.cpp.multiplier == 1
        b.step(("triple_single", "4666"))
        assert list(b.cpp.payoffs) == [-bid, 2 * bid, -bid]


def test_S2_three_players_bombs_and_rocket_double_even_when_beaten():
    # seat 0 landlord: 3333 5 (33 + kitty 335); seat 1: 4444 6; seat 2: BR 7
    b = play_phase("ddz3", ["33", "44446", "BR7"], "335", 0)
    b.step(("bomb", "3333"))
    assert b.cpp.multiplier == 2
    b.step(("bomb", "4444"))  # beats the first bomb, which still counts
    assert b.cpp.multiplier == 4
    b.step(("rocket", "BR"))
    assert b.cpp.multiplier == 8
    b.steps(("pass", ""), ("pass", ""), ("single", "7"))
    g = b.cpp
    assert g.phase == "over" and g.stake == 8 and list(g.payoffs) == [-16, 8, 8]
    b.check_end()
    # four with two singles (K13a) is not a bomb
    b = play_phase("ddz3", ["345", "6", "7"], "333", 0, bid=3)
    b.step(("four_two_singles", "333345"))
    assert b.cpp.multiplier == 1 and list(b.cpp.payoffs) == [6, -3, -3]


def test_S3_four_players_only_six_plus_bombs_and_rocket_double():
    b = play_phase("ddz4", ["35", "6666668", "BBRR", "7"], "33344444", 0)
    b.step(("bomb", "3333"))
    assert b.cpp.multiplier == 1, "S3: a 4-card bomb does not double"
    b.steps(("pass", ""), ("pass", ""), ("pass", ""))
    b.step(("bomb", "44444"))
    assert b.cpp.multiplier == 1, "S3: a 5-card bomb does not double"
    b.step(("bomb", "666666"))
    assert b.cpp.multiplier == 2, "S3: a 6-card bomb doubles"
    b.step(("rocket", "BBRR"))
    g = b.cpp
    assert g.multiplier == 4 and g.phase == "over" and g.stake == 4
    assert list(g.payoffs) == [-12, 4, 4, 4]
    b.check_end()
    # 7 and 8 card bombs double too
    b = play_phase("ddz4", ["7", "4444444", "5", "6"], "33333333", 0)
    b.steps(("bomb", "3333333"))
    assert b.cpp.multiplier == 2


@pytest.mark.parametrize("players", [3, 4])
def test_S4_zero_sum_landlord_against_peasants(players):
    seen = set()
    for seed in range(40):
        g = dd.Game(players, seed=seed)
        rng = random.Random(seed)
        while g.phase != "over":
            cpp_apply(g, rng.choice(cpp_choices(g)))
        pay = list(g.payoffs)
        assert sum(pay) == 0
        stake = g.bid_value * g.multiplier
        assert g.stake == stake
        sign = 1 if g.landlord_won else -1
        want = [-sign * stake] * players
        want[g.landlord] = sign * stake * (players - 1)
        assert pay == want, f"S4: seed {seed}: payoffs {pay}, expected {want}"
        seen.add(bool(g.landlord_won))
    assert seen == {True, False}


# ============================================================================ invariants


def _try_illegal_ddz(g, rng: random.Random) -> None:
    """An illegal decision must raise IllegalMoveError and leave the state as it was."""
    before = pickle.dumps(g)
    if g.phase == "bidding":
        bad = rng.choice([b for b in (-1, 1, 2, 3, 4) if b not in g.legal_bids()])
        with pytest.raises(IllegalMoveError):
            g.bid(bad)
        with pytest.raises(IllegalMoveError):
            g.play("3")
    else:
        hand = g.hands[g.to_move]
        legal = {m.cards for m in g.legal_moves()}
        leads = [m.cards for m in dd.legal_moves(hand, None, g.players)]
        bad = [c for c in leads if c not in legal]
        if g.last_move is None:
            bad.append("")  # P1: no pass on a lead
        missing = [r for r, n in zip(DDZ_RANKS, hand.counts) if n == 0]
        if missing:
            bad.append(missing[0])  # not in hand
        for cards in rng.sample(bad, min(3, len(bad))):
            with pytest.raises(IllegalMoveError):
                g.play(cards)
        with pytest.raises(IllegalMoveError):
            g.bid(0)
    assert pickle.dumps(g) == before, "an illegal decision changed the state"


@pytest.mark.parametrize("players, n", [(3, 800), (4, 500)])
def test_doudizhu_random_deal_invariants(players, n):
    deck = np.array(DDZ_COPIES[players])
    for seed in range(n):
        g = dd.Game(players, seed=seed)
        rng = random.Random(seed)
        played = np.zeros(15, dtype=np.int64)
        step = 0
        while g.phase != "over":
            hands = sum(h.counts.astype(np.int64) for h in g.hands)
            if g.landlord is None:
                assert np.array_equal(hands + g.kitty.counts, deck), f"conservation, seed {seed}"
            else:
                assert np.array_equal(hands + played, deck), f"conservation, seed {seed}"
                assert len(g.kitty) == DDZ_KITTY[players]
            if seed % 8 == 0 and step % 7 == 3:
                _try_illegal_ddz(g, rng)
            if g.phase == "bidding":
                g.bid(rng.choice(g.legal_bids()))
            else:
                moves = g.legal_moves()
                m = moves[rng.randrange(len(moves))]
                g.play(m)
                played += m.counts
            step += 1
        assert sum(g.payoffs) == 0 and (g.thrown_in or abs(g.payoffs[g.landlord]) == g.stake * (players - 1))
        assert g.to_move is None and g.legal_bids() == [] and len(g.legal_moves()) == 0


@pytest.mark.parametrize("players", [3, 4])
def test_clone_independence_and_pickle_round_trip(players):
    for seed in range(40):
        check_clone_and_pickle(dd.Game(players, seed=seed), seed)
