"""Game.sample_hidden at every kind of reachable state: it always answers
(rejection, then exact counting, then a complete search: see the C++ sample.h
of each game), the answer replays the current deal, and every position of that
deal looks the same to the observing seat as in the real game. Uniformity:
tests/test_sample_hidden.py (chi-square on endgames) and the C++ programs
sample_test and sample_uniformity_test (each Luk Fu sampler against every deal
of the hidden cards, replayed by the engine)."""

from __future__ import annotations

import itertools
import math
import random
import threading
from collections import Counter

import numpy as np
import pytest

from paigen import doudizhu as dd
from paigen import errors as paigen_errors
from paigen import lukfu as lf
from tests.helpers.chi_square import chi_square_uniformity
from tests.helpers.decisions import apply


def decide(game, agent) -> None:
    apply(game, agent.decide(game))


def start_of_sample(sampled):
    """A fresh game at the start of a sampled game (given cards: each hand now
    with the cards its seat played or discarded since, the landlord's without
    the kitty)."""
    cards: list[list[str]] = [[] for _ in sampled.hands]
    for seat, decision in sampled.history:
        if not isinstance(decision, (bool, int)) and str(decision.kind) not in ("pass", "claim"):
            cards[seat].append(decision.cards)
    if isinstance(sampled, lf.Game):
        hands = [" ".join([str(h), *c]).strip() for h, c in zip(sampled.hands, cards)]
        return lf.Game(hands=hands, master=sampled.master)
    hands = [dd.Hand(str(h) + "".join(c), players=sampled.players) for h, c in zip(sampled.hands, cards)]
    if sampled.landlord is not None:
        hands[sampled.landlord] = hands[sampled.landlord] - sampled.kitty
    return dd.Game(
        sampled.players,
        hands=hands,
        kitty=sampled.kitty,
        first_bidder=sampled.first_bidder,
        variant=sampled.variant,
    )


def check_every_position(game, sampled, seat: int) -> None:
    """`seat` sees the same at every position of the current deal of `game`
    and of `sampled` (which starts at that deal), and both made the same
    decisions but the other seats' face-down discards."""
    start = game.deal_starts[-1]
    real = type(game).load(game.save())
    real_history = real.history
    real = (
        lf.Game(seed=game.seed)
        if isinstance(game, lf.Game)
        else dd.Game(game.players, seed=game.seed, variant=game.variant)
    )
    for _, decision in real_history[:start]:
        apply(real, decision)
    fake = start_of_sample(sampled)
    assert len(sampled.history) == len(real_history) - start
    for (by, mine), (by2, theirs) in itertools.zip_longest(
        real_history[start:], sampled.history, fillvalue=(None, None)
    ):
        a, b = real.observation(seat), fake.observation(seat)
        assert (a.encode() == b.encode()).all() and a.hand == b.hand and a.hand_sizes == b.hand_sizes
        if by is None:
            break
        assert by == by2
        hidden = isinstance(mine, lf.Move) and mine.kind == lf.Kind.DISCARD and by != seat
        if hidden:
            assert theirs.kind == lf.Kind.DISCARD and len(theirs) == len(mine)
        else:
            assert theirs == mine
        apply(real, mine)
        apply(fake, theirs)
    assert fake.hands[seat] == game.hands[seat] and fake.phase == game.phase


# ============================================================================ the repro of issue 15


def repro_state() -> lf.Game:
    game = lf.Game(seed=30491)
    agent = lf.Agent("random", seed=30491)
    for _ in range(28):
        decide(game, agent)
    return game


@pytest.mark.parametrize("rng", range(5))
def test_the_reported_luk_fu_state_samples_for_every_rng(rng):
    """28 random decisions from Game(seed=30491): rejection alone (a million
    uniform tries) found no consistent deal for 4 of these 5 seeds."""
    game = repro_state()
    for seat in range(3):
        sampled = game.sample_hidden(seat, rng)
        check_every_position(game, sampled, seat)


def test_the_reported_state_samples_follow_what_seat_2_saw():
    """At the reported state seat 2 saw seat 0 and seat 1 discard where a
    higher card of the led suit would have beaten (T2): no sample gives them one."""
    game = repro_state()
    samples = [game.sample_hidden(2, r) for r in range(200)]
    assert len({(str(s.hands[0]), str(s.hands[1])) for s in samples}) > 5, "the hidden cards are dealt again"
    for s in samples:
        assert s.hands[2] == game.hands[2] and s.fu == game.fu and s.public == game.public


# ============================================================================ reachable states


@pytest.mark.parametrize("case", range(24))
def test_luk_fu_samples_keep_every_position(case):
    """Whole games of built-in agents (random and greedy, which discards and
    leads differently), every seat at every few decisions."""
    rng = random.Random(case)
    game = lf.Game(seed=1000 + case)
    agents = [lf.Agent(rng.choice(["random", "greedy"]), seed=case * 3 + p) for p in range(3)]
    step = 0
    while game.phase != "over":
        decide(game, agents[game.to_move])
        step += 1
        if step % 4 == case % 4:
            for seat in range(3):
                check_every_position(game, game.sample_hidden(seat, rng.randrange(2**64)), seat)


PRESETS = [(3, name) for name in ("standard", "rlcard", "douzero", "openspiel")] + [(4, "standard")]


@pytest.mark.parametrize(("players", "variant"), PRESETS)
@pytest.mark.parametrize("case", range(4))
def test_doudizhu_samples_keep_every_position(players, variant, case):
    rng = random.Random(case)
    game = dd.Game(players, seed=2000 + case, variant=variant)
    agents = [dd.Agent(rng.choice(["random", "greedy"]), seed=case * 5 + p) for p in range(players)]
    step = 0
    while game.phase != "over":
        decide(game, agents[game.to_move])
        step += 1
        if step % 5 == case % 5:
            for seat in range(players):
                check_every_position(game, game.sample_hidden(seat, rng.randrange(2**64)), seat)


# ============================================================================ uniformity under constraints


def test_doudizhu_openspiel_samples_are_uniform_given_what_chains_say():
    """Under chains_skip_bomb_rank the landlord (seat 0) led 345678, so it held
    fewer than four 3s then; it also still holds the B and R of the kitty. Seat
    2's view leaves the other hidden cards to seats 0 and 1 in every way that
    replays (checked here by replaying each), each weighted by the ways to deal
    the physical cards so, and the samples follow those weights."""
    hands = ["33345678TTJQ", "3999KKKAAA22", "4567JJQQ"]
    game = dd.Game(3, hands=hands, kitty="BR4", first_bidder=0, variant="openspiel")
    game.bid(3)
    game.play("345678")
    game.play("")
    hidden = Counter(str(game.hands[0]) + str(game.hands[1]))
    played = Counter("345678")
    ranks = sorted(hidden)
    expected = {}
    for counts in itertools.product(*(range(hidden[r] + 1) for r in ranks)):
        if sum(counts) != len(game.hands[0]):
            continue
        hand0 = Counter({r: c for r, c in zip(ranks, counts) if c})
        dealt0 = hand0 + played
        dealt0.subtract(Counter("BR4"))
        if min(dealt0.values()) < 0:  # the landlord's hand now holds the kitty cards it did not play
            continue
        replay = dd.Game(
            3,
            hands=["".join(dealt0.elements()), "".join((hidden - hand0).elements()), hands[2]],
            kitty="BR4",
            first_bidder=0,
            variant="openspiel",
        )
        try:
            for _, decision in game.history:
                apply(replay, decision)
        except paigen_errors.IllegalMoveError:
            continue
        expected[str(dd.Hand("".join(hand0.elements())))] = math.prod(
            math.comb(hidden[r], c) for r, c in zip(ranks, counts)
        )
    assert any(h.count("3") == 2 for h in expected) and not any(h.count("3") == 3 for h in expected), (
        "the chain rules out the landlord holding every hidden 3"
    )
    total = sum(expected.values())
    expected = {k: w / total for k, w in expected.items()}
    draws = 4000
    counts = Counter(str(game.sample_hidden(2, s).hands[0]) for s in range(draws))
    chi_square_uniformity(counts, expected, draws)


# ============================================================================ threads


def test_sampling_while_another_thread_plays_the_game():
    """sample_hidden copies the game first (under the GIL): a game played on by
    another thread meanwhile never makes it fail, and each sample replays one
    of the states the game passed through."""
    game = lf.Game(seed=77)
    agent = lf.Agent("greedy", seed=1)
    for _ in range(6):
        decide(game, agent)
    errors: list[BaseException] = []
    samples: list[lf.Game] = []
    done = threading.Event()

    def sample() -> None:
        try:
            rng = np.random.default_rng(0)
            while not done.is_set() or len(samples) < 50:
                samples.append(game.sample_hidden(0, rng))
        except BaseException as error:  # reported below
            errors.append(error)

    worker = threading.Thread(target=sample)
    worker.start()
    try:
        while game.phase != "over":
            decide(game, agent)
    finally:
        done.set()
        worker.join(timeout=60)
    assert not worker.is_alive() and not errors, errors
    final = game.history
    starts = game.deal_starts
    for s in samples:
        seen = s.history
        assert any(replays_from(seen, final[start:]) for start in starts), (
            "a sample of no state the game passed"
        )


def replays_from(seen, decisions) -> bool:
    """Whether `seen` is a start of `decisions`, seat 0's view: other seats'
    discards by kind and size only."""
    if len(seen) > len(decisions):
        return False
    for (by, a), (by2, b) in zip(seen, decisions):
        if by != by2:
            return False
        if isinstance(b, lf.Move) and b.kind == lf.Kind.DISCARD and by != 0:
            if not (isinstance(a, lf.Move) and a.kind == lf.Kind.DISCARD and len(a) == len(b)):
                return False
        elif a != b:
            return False
    return True
