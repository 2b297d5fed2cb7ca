"""Dou Dizhu matches: rounds, dealers and money (rules M1-M3, S4)."""

from __future__ import annotations

import copy
import pickle
import random
from collections import Counter

import pytest

from paigen import doudizhu as dd
from paigen.errors import StateError
from tests.helpers.chi_square import chi_square_uniformity
from tests.helpers.random_play import play_random, random_match


def played(players: int, seed: int, rounds: int) -> dd.Match:
    return random_match(players, seed=seed, rng=random.Random(seed), rounds=rounds)


@pytest.mark.parametrize("players", [3, 4])
def test_M1_the_deal_passes_to_the_seat_before_the_dealer(players):
    """Anticlockwise against D5's clockwise play: dealer d, then (d - 1) mod n."""
    match = played(players, seed=3, rounds=2 * players + 1)
    dealers = match.dealers
    assert len(dealers) == 2 * players + 1
    for before, after in zip(dealers, dealers[1:]):
        assert after == (before - 1) % players
    assert match.dealer == dealers[-1]


@pytest.mark.parametrize("players", [3, 4])
def test_M1_the_first_dealer_is_random(players):
    draws = 3000
    counts = Counter(dd.Match(players, seed=seed).dealer for seed in range(draws))
    chi_square_uniformity(counts, dict.fromkeys(range(players), 1 / players), draws)


def test_M2_the_first_bidder_is_random_whoever_deals():
    """B1's draw, independent of the dealer: the first bidder's seat counted
    from the dealer is uniform."""
    draws = 3000
    counts: Counter[int] = Counter()
    for seed in range(draws):
        match = dd.Match(3, seed=seed)
        counts[(match.game.first_bidder - match.dealer) % 3] += 1
    chi_square_uniformity(counts, dict.fromkeys(range(3), 1 / 3), draws)


def test_M2_every_round_is_a_fresh_seeded_deal():
    match = played(3, seed=11, rounds=6)
    seeds = [game.seed for game in match.rounds]
    assert None not in seeds
    assert len(set(seeds)) == 6
    hands = {tuple(str(h) for h in dd.Game(3, seed=s).hands) for s in seeds}
    assert len(hands) == 6


def test_M2_a_match_is_reproducible_from_its_seed():
    a, b = played(3, seed=21, rounds=4), played(3, seed=21, rounds=4)
    assert a.save() == b.save()
    assert a.totals == b.totals
    assert dd.Match(3, seed=22).game.seed != dd.Match(3, seed=21).game.seed


@pytest.mark.parametrize("players", [3, 4])
def test_M3_money_is_the_sum_of_the_finished_rounds_payoffs(players):
    rng = random.Random(players)
    match = dd.Match(players, seed=5)
    expected = [0] * players
    for k in range(5):
        if k:
            match.next_round()
        assert match.totals == expected, "a round in play adds nothing"
        assert match.finished_rounds == k
        play_random(match.game, rng)
        expected = [t + p for t, p in zip(expected, match.game.payoffs)]
        assert match.totals == expected
        assert sum(match.totals) == 0
        assert match.finished_rounds == k + 1
    assert match.payoffs == [game.payoffs for game in match.rounds]
    assert match.round == 4


def test_M3_standings_and_winner():
    match = played(3, seed=8, rounds=5)
    standings = match.standings()
    assert sorted(seat for seat, _ in standings) == [0, 1, 2]
    assert [money for _, money in standings] == sorted(match.totals, reverse=True)
    for (seat, money), (seat2, money2) in zip(standings, standings[1:]):
        assert money > money2 or (money == money2 and seat < seat2)
    best = max(match.totals)
    assert match.winner() == [seat for seat in range(3) if match.totals[seat] == best]


def test_M3_ties_are_all_listed():
    match = dd.Match(4, seed=1)
    assert match.winner() == [0, 1, 2, 3], "no finished round: every seat ties"
    assert match.standings() == [(0, 0), (1, 0), (2, 0), (3, 0)]
    # Find a finished round in which the peasants tie for the most money (the landlord lost).
    rng = random.Random(0)
    play_random(match.game, rng)
    while match.game.landlord_won:
        match.next_round()
        play_random(match.game, rng)
    assert len(match.winner()) == 3
    assert match.game.landlord not in match.winner()


def test_the_current_game_is_played_in_place():
    match = dd.Match(3, seed=2)
    game = match.game
    game.bid(3)
    assert match.game.history == game.history
    assert match.rounds[0].bid_value == 3
    play_random(game, random.Random(2))
    kept = match.rounds[0]
    nxt = match.next_round()
    assert nxt.history == [] and match.game.history == []
    assert kept.phase == "over" and game.phase == "over", "earlier rounds stay reachable"
    del match
    assert game.phase == "over", "a round keeps its match alive"


def test_next_round_refuses_while_the_round_is_in_play():
    match = dd.Match(3, seed=4)
    with pytest.raises(StateError, match="round 0 is not over"):
        match.next_round()
    assert match.round == 0


@pytest.mark.parametrize("players", [3, 4])
def test_a_match_pickles_copies_and_saves(players):
    match = played(players, seed=9, rounds=3)
    match.next_round()
    match.game.bid(1)
    for other in (
        pickle.loads(pickle.dumps(match)),
        dd.Match.load(match.save()),
        match.clone(),
        copy.deepcopy(match),
    ):
        assert other.save() == match.save()
        assert other.totals == match.totals and other.dealers == match.dealers
        assert other.game.history == match.game.history
    twin = match.clone()
    twin.game.bid(0)
    assert twin.game.history != match.game.history, "a copy is independent"


def test_a_variant_match_keeps_its_variant():
    match = dd.Match(seed=3, variant="rlcard")
    assert match.variant == dd.Variant.preset("rlcard")
    assert match.game.variant == match.variant
    assert dd.Match.load(match.save()).variant == match.variant


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (b"", "wrong leading bytes"),
        (dd.Game(3, seed=1).save(), "wrong leading bytes"),
        (b"PGDM\x09", "unknown version"),
    ],
)
def test_loading_damaged_bytes_raises_state_error(data, message):
    with pytest.raises(StateError, match=message):
        dd.Match.load(data)


def test_loading_checks_every_round():
    match = played(3, seed=6, rounds=2)
    data = match.save()
    with pytest.raises(StateError, match=r"cut short|damaged"):
        dd.Match.load(data[:-3])
    with pytest.raises(StateError, match="unexpected bytes"):
        dd.Match.load(data + b"\0")
    # A second round after a round that is not over.
    unfinished = dd.Match(3, seed=6)
    head = unfinished.save()
    forged = head[:-8] + (2).to_bytes(4, "little") + (0).to_bytes(4, "little") + (0).to_bytes(4, "little")
    with pytest.raises(StateError, match="not over"):
        dd.Match.load(forged)
    with pytest.raises(TypeError, match="bytes"):
        dd.Match.load("PGDM")  # type: ignore[arg-type]


def test_bad_arguments_name_themselves():
    with pytest.raises(ValueError, match="players"):
        dd.Match(5)
    with pytest.raises(ValueError, match="seed"):
        dd.Match(3, seed=-1)
    with pytest.raises(ValueError, match="3 players"):
        dd.Match(4, variant="rlcard")
    with pytest.raises(ValueError, match="variant"):
        dd.Match(3, variant="nonesuch")
