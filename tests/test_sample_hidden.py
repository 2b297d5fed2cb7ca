"""Game.sample_hidden: the cards a seat has not seen, dealt again among the
deals consistent with what it observed. Every observation of the seat stays
the same, the history replays legally, and on small endgames where every
consistent deal can be listed, the samples are uniform over them (a
chi-square test)."""

from __future__ import annotations

import itertools
import math
import random
from collections import Counter

import numpy as np
import pytest

from paigen import doudizhu as dd
from paigen import lukfu as lf
from paigen.reference import games as rg
from tests.helpers.chi_square import chi_square_uniformity


def play_randomly(game, steps: int, rng: random.Random):
    for _ in range(steps):
        if game.phase == "over":
            break
        if game.phase == "bidding":
            game.bid(rng.choice(game.legal_bids()))
        elif game.phase == "calling":
            game.call(rng.random() < 0.5)
        else:
            game.play(rng.choice(list(game.legal_moves())))
    return game


def same_view(a, b, seat: int) -> None:
    """Every observation of `seat` is the same in both games."""
    oa, ob = a.observation(seat), b.observation(seat)
    assert (oa.encode() == ob.encode()).all()
    for name in ("hand", "hand_sizes", "played", "history", "phase", "to_move", "unseen"):
        if hasattr(oa, name):
            assert getattr(oa, name) == getattr(ob, name), name
    assert list(a.legal_moves()) == list(b.legal_moves()) if a.to_move == seat else True


@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("case", range(12))
def test_doudizhu_views_and_replays_are_kept(players, case):
    rng = random.Random(case)
    game = play_randomly(dd.Game(players, seed=case), rng.randrange(0, 60), rng)
    for seat in range(players):
        sampled = game.sample_hidden(seat, rng.randrange(2**64))
        same_view(game, sampled, seat)
        # The history replays from the sampled cards: the same decisions, in order.
        assert [d for _, d in sampled.history] == [d for _, d in game.history][-len(sampled.history) :]
        assert sampled.hands[seat] == game.hands[seat] and sampled.phase == game.phase
        assert sum(len(h) for h in sampled.hands) == sum(len(h) for h in game.hands)
        assert dd.Game.load(sampled.save()).save() == sampled.save()


@pytest.mark.parametrize("case", range(30))
def test_lukfu_views_and_replays_are_kept(case):
    rng = random.Random(case)
    game = play_randomly(lf.Game(seed=case), rng.randrange(0, 30), rng)
    for seat in range(3):
        sampled = game.sample_hidden(seat, np.random.default_rng(case))
        same_view(game, sampled, seat)
        assert sampled.hands[seat] == game.hands[seat] and sampled.fu == game.fu


def test_rng_takes_a_seed_or_a_numpy_generator():
    game = play_randomly(dd.Game(3, seed=4), 10, random.Random(1))
    assert game.sample_hidden(0, 7).hands == game.sample_hidden(0, 7).hands
    generator = np.random.default_rng(3)
    first = game.sample_hidden(0, generator).hands
    assert game.sample_hidden(0, np.random.default_rng(3)).hands == first  # the same draw
    with pytest.raises(TypeError, match="rng"):
        game.sample_hidden(0, "x")
    with pytest.raises(ValueError, match="seat"):
        game.sample_hidden(3, 1)


def test_doudizhu_samples_are_uniform_over_physical_deals():
    # Seat 1's view after the auction: the landlord (seat 0) took the kitty 34A
    # face up and led 4, so it still holds the 3 and the A of the kitty.
    game = dd.Game(3, hands=["3456", "789", "33TT"], kitty="34A", first_bidder=0)
    game.bid(3)
    game.play("4")
    hidden = [game.hands[0], game.hands[2]]
    pool = Counter(str(hidden[0]) + str(hidden[1]))
    sizes = [len(hidden[0]), len(hidden[1])]
    # Every consistent deal: seat 0's hand holds 3 and A; weight = the number of
    # ways to deal the physical cards (a rank's copies told apart) into it.
    expected = {}
    ranks = sorted(pool)
    for counts in itertools.product(*(range(pool[r] + 1) for r in ranks)):
        if sum(counts) != sizes[0]:
            continue
        hand0 = "".join(r * c for r, c in zip(ranks, counts))
        if "3" not in hand0 or "A" not in hand0:
            continue
        weight = math.prod(math.comb(pool[r], c) for r, c in zip(ranks, counts))
        expected[str(dd.Hand(hand0))] = weight
    total = sum(expected.values())
    expected = {k: w / total for k, w in expected.items()}
    draws = 4000
    counts = Counter(str(game.sample_hidden(1, seed).hands[0]) for seed in range(draws))
    chi_square_uniformity(counts, expected, draws)


def consistent_lukfu_deals(game: lf.Game, seat: int) -> list[tuple[str, ...]]:
    """Every deal of the hidden cards (the other hands now, the other seats'
    discards) whose history replays legally, checked by the pure-Python
    reference: (hand of seat 0, hand of seat 1, seat 1's discard) for seat 2."""
    others = [p for p in range(3) if p != seat]
    discards = [
        (p, m) for p, m in game.history if not isinstance(m, bool) and p != seat and str(m.kind) == "discard"
    ]
    hidden = set().union(
        *(str(game.hands[p]).split() for p in others), *(m.cards.split() for _, m in discards)
    )
    played = {p: set() for p in range(3)}
    for p, m in game.history:
        if not isinstance(m, bool):
            played[p] |= set(m.cards.split())
    sizes = [len(game.hands[p]) for p in others] + [len(m) for _, m in discards]
    deals = set()
    for order in itertools.permutations(sorted(hidden)):
        parts = [order[sum(sizes[:i]) : sum(sizes[: i + 1])] for i in range(len(sizes))]
        key = tuple(str(lf.Hand(" ".join(part))) for part in parts)
        if key in deals:
            continue
        hands = {seat: set(str(game.hands[seat]).split()) | played[seat]}
        for p, part in zip(others, parts):
            hands[p] = set(part) | {c for c in played[p] if c not in hidden}
        for (p, _), part in zip(discards, parts[len(others) :]):
            hands[p] |= set(part)
        ref = rg.LukFuGame([" ".join(sorted(hands[p])) for p in range(3)], game.master)
        hidden_parts = iter(parts[len(others) :])
        try:
            for p, decision in game.history:
                if isinstance(decision, bool):
                    ref.apply(decision)
                elif p != seat and str(decision.kind) == "discard":
                    ref.apply(("discard", str(lf.Hand(" ".join(next(hidden_parts))))))
                else:
                    ref.apply((str(decision.kind), decision.cards))
        except rg.IllegalDecision:
            continue
        deals.add(key)
    return sorted(deals)


def test_lukfu_samples_are_uniform_over_consistent_deals():
    # A 3-card endgame: seat 0 calls and leads 7c; seat 1 cannot beat and
    # discards; seat 2 beats with 8c. Seat 2's view: seat 1 held no club above
    # 7c (F1), so the hidden 9c is seat 0's: 12 deals remain of the 30.
    game = lf.Game(hands=["7c 9c 2s", "3c 4s 9m", "8c 1t 5t"], master=0)
    game.call(True)
    game.play("7c")
    game.play(game.legal_moves()[0])  # seat 1 discards one card
    game.play("8c")
    deals = consistent_lukfu_deals(game, seat=2)
    assert len(deals) == 12 and all("9c" in hand0 for hand0, _, _ in deals)
    expected = {d: 1 / len(deals) for d in deals}
    draws = 3000
    counts: Counter = Counter()
    for seed in range(draws):
        s = game.sample_hidden(2, seed)
        discard = next(
            m for p, m in s.history if p == 1 and not isinstance(m, bool) and str(m.kind) == "discard"
        )
        counts[(str(s.hands[0]), str(s.hands[1]), discard.cards)] += 1
    chi_square_uniformity(counts, expected, draws)


def test_doudizhu_openspiel_samples_keep_chains_legal():
    """Under OpenSpiel's chains_skip_bomb_rank (K6-K8 not offered from a hand
    holding four of the chain's lowest rank), a seat that played a chain showed
    it held fewer than four of that rank. Every sample keeps that, and the whole
    history replays (a sample dealing the landlord QQQQ would make the chain
    illegal and lose every later decision)."""
    hands = ["3333444455556666Q", "77788889999TTTTJJ", "7JJQQQKKKKAAAA222"]
    game = dd.Game(3, hands=hands, kitty="2BR", first_bidder=2, variant="openspiel")
    game.bid(3)
    game.play("QQKKAA")
    for seed in range(100):
        sampled = game.sample_hidden(1, seed)
        assert sampled.history == game.history and sampled.to_move == game.to_move == 0
        assert sampled.hands[2].counts[dd.RANKS.index("Q")] + 2 < 4  # QQ of the chain played
        same_view(game, sampled, 1)
