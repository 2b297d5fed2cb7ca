"""paigen.testing: the hypothesis strategies for users. Every strategy draws
valid input only (the library accepts all of it), states are reachable (their
history replays from the deal), the biases show in the draws, failures shrink
to small examples, and draws are reproducible."""

from __future__ import annotations

import doctest
import functools
import subprocess
import sys
from collections import Counter

import numpy as np
import pytest
from hypothesis import HealthCheck, Phase, find, given, settings
from hypothesis import strategies as st
from hypothesis.errors import InvalidArgument, NoSuchExample

import paigen.testing
from paigen import doudizhu as dd
from paigen import lukfu as lf
from paigen.testing import (
    doudizhu_deals,
    doudizhu_hands,
    doudizhu_moves,
    doudizhu_positions,
    doudizhu_states,
    lukfu_deals,
    lukfu_hands,
    lukfu_moves,
    lukfu_situations,
    lukfu_states,
)
from paigen.testing._lukfu import _situation

CAPS = {3: np.array([4] * 13 + [1, 1]), 4: np.array([8] * 13 + [2, 2])}
MOST = {3: 20, 4: 33}  # a landlord's hand with the kitty
DEALT = {3: 17, 4: 25}
KITTY = {3: 3, 4: 8}
RULE_SETS = [(3, "standard"), (4, "standard"), (3, "rlcard"), (3, "douzero"), (3, "openspiel")]
RARE = {
    dd.Kind.STRAIGHT,
    dd.Kind.PAIR_CHAIN,
    dd.Kind.TRIPLE_CHAIN,
    dd.Kind.AIRPLANE_SINGLE,
    dd.Kind.AIRPLANE_PAIR,
    dd.Kind.BOMB,
    dd.Kind.ROCKET,
    dd.Kind.FOUR_TWO_SINGLES,
    dd.Kind.FOUR_TWO_PAIRS,
}

# Checks on what hypothesis generates and how it shrinks run the real engine
# with settings of their own: derandomized, so they see the same draws on every
# run; the counts are sample sizes and search budgets for those checks, not the
# budget of the property tests, which comes from the profiles in conftest.py.
SHRINK = settings(database=None, derandomize=True, max_examples=500, suppress_health_check=list(HealthCheck))


@functools.cache
def universe(players, variant):
    return dd.all_moves(players, variant)


def sample(strategy, n=300):
    """Up to n distinct draws of `strategy`, as hypothesis generates them for a
    test, the same on every run."""
    drawn = []

    def keep(value):
        drawn.append(value)
        return False

    with pytest.raises(NoSuchExample):
        find(
            strategy,
            keep,
            settings=settings(SHRINK, max_examples=n, phases=[Phase.generate]),
        )
    return drawn


def appears(strategy, predicate, within=1000):
    """Whether hypothesis draws a value with `predicate` within `within` draws,
    the same on every run (for what is too rare for a share to be steady)."""
    try:
        find(strategy, predicate, settings=settings(SHRINK, max_examples=within, phases=[Phase.generate]))
    except NoSuchExample:
        return False
    return True


def share(values, predicate):
    return sum(1 for v in values if predicate(v)) / len(values)


# ---------------------------------------------------------------- helpers


def runs(counts, copies, length):
    """Whether `length` consecutive ranks in 3..A hold `copies` cards or more."""
    best = run = 0
    for c in counts[:12]:
        run = run + 1 if c >= copies else 0
        best = max(best, run)
    return best >= length


def dd_origin(game):
    """A new Game of the deal `game` started from, rebuilt from its cards and
    history: each seat's hand is its cards now plus the cards it played, less
    the kitty for the landlord."""
    counts = [h.counts.astype(int) for h in game.hands]
    for seat, decision in game.history:
        if isinstance(decision, dd.Move):
            counts[seat] += decision.counts
    if game.landlord is not None:
        counts[game.landlord] -= game.kitty.counts
    hands = [dd.Hand.from_counts(c, game.players) for c in counts]
    return dd.Game(
        game.players, hands=hands, kitty=game.kitty, first_bidder=game.first_bidder, variant=game.variant
    )


def dd_replay(game):
    new = dd_origin(game)
    for _, decision in game.history:
        if isinstance(decision, int):
            new.bid(decision)
        else:
            new.play(decision)
    return new


def dd_same(a, b):
    assert (a.phase, a.to_move, a.landlord, a.bid_value, a.last_move) == (
        b.phase,
        b.to_move,
        b.landlord,
        b.bid_value,
        b.last_move,
    )
    assert (a.hands, a.kitty, a.history, a.multiplier, a.payoffs, a.thrown_in) == (
        b.hands,
        b.kitty,
        b.history,
        b.multiplier,
        b.payoffs,
        b.thrown_in,
    )
    assert a.legal_bids() == b.legal_bids() and a.legal_moves().cards == b.legal_moves().cards


def lf_replay(game):
    masks = [h.mask for h in game.hands]
    for seat, decision in game.history:
        if isinstance(decision, lf.Move) and decision.kind != lf.Kind.CLAIM:  # a claim shows cards still held
            masks[seat] |= decision.mask
    new = lf.Game(hands=[lf.Hand.from_mask(m) for m in masks], master=game.master)
    for _, decision in game.history:
        if isinstance(decision, bool):
            new.call(decision)
        else:
            new.play(decision)
    return new


def lf_same(a, b):
    assert (a.phase, a.to_move, a.master, a.caller, a.fu, a.public) == (
        b.phase,
        b.to_move,
        b.master,
        b.caller,
        b.fu,
        b.public,
    )
    assert (a.hands, a.trick, a.history, a.payoffs) == (b.hands, b.trick, b.history, b.payoffs)
    assert a.legal_moves().cards == b.legal_moves().cards


# ---------------------------------------------------------------- packaging and docs


def test_import_paigen_does_not_import_hypothesis():
    code = "import sys, paigen, paigen.doudizhu, paigen.lukfu; print('hypothesis' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_the_docstring_example_runs():
    result = doctest.testmod(paigen.testing, optionflags=doctest.ELLIPSIS)
    assert result.attempted >= 10 and result.failed == 0


@pytest.mark.parametrize(
    "make",
    [
        lambda: doudizhu_hands(5),
        lambda: doudizhu_hands(True),
        lambda: doudizhu_hands(min_cards=5, max_cards=4),
        lambda: doudizhu_hands(max_cards=55),
        lambda: doudizhu_hands(min_cards=-1),
        lambda: doudizhu_hands(min_cards=1.5),
        lambda: doudizhu_moves(variant="nope"),
        lambda: doudizhu_moves(4, "rlcard"),
        lambda: doudizhu_moves(variant=3),
        lambda: doudizhu_moves(kinds=["bomb", "wombat"]),
        lambda: doudizhu_moves(4, kinds=["triple_single"]),
        lambda: doudizhu_moves(variant="openspiel", kinds=["four_two_pairs"]),
        lambda: doudizhu_moves(kinds=[]),
        lambda: doudizhu_deals(min_cards=0),
        lambda: doudizhu_deals(max_cards=18),
        lambda: doudizhu_states(phases=["auction"]),
        lambda: doudizhu_states(phases=[]),
        lambda: doudizhu_positions(4, "douzero"),
        lambda: lukfu_hands(max_cards=13),
        lambda: lukfu_hands(min_cards=3, max_cards=2),
        lambda: lukfu_moves(kinds=["pass"]),
        lambda: lukfu_deals(max_cards=13),
        lambda: lukfu_states(phases=["bidding"]),
        lambda: lukfu_situations(min_cards=0),
    ],
)
def test_bad_arguments_are_invalid_argument_at_once(make):
    with pytest.raises(InvalidArgument):
        make()


# ---------------------------------------------------------------- Dou Dizhu: validity


@pytest.mark.parametrize("players", [3, 4])
@given(data=st.data())
def test_doudizhu_hands_are_hands_of_the_deck(players, data):
    low = data.draw(st.integers(0, MOST[players]), label="min_cards")
    high = data.draw(st.integers(low, 2 * MOST[players]), label="max_cards")
    hand = data.draw(doudizhu_hands(players, min_cards=low, max_cards=high))
    assert isinstance(hand, dd.Hand) and hand.players == players
    assert low <= len(hand) <= high and (hand.counts <= CAPS[players]).all()
    assert dd.Hand(str(hand), players) == hand
    dd.legal_moves(hand)


@given(data=st.data())
def test_doudizhu_moves_are_moves_of_the_rule_set(data):
    players, variant = data.draw(st.sampled_from(RULE_SETS), label="rules")
    there = [dd.Kind(int(k)) for k in np.unique(universe(players, variant).kinds)]
    kinds = data.draw(
        st.none() | st.lists(st.sampled_from([*there, dd.Kind.PASS]), min_size=1), label="kinds"
    )
    move = data.draw(doudizhu_moves(players, variant, kinds=kinds))
    assert (
        isinstance(move, dd.Move) and move.players == players and move.variant == dd.Variant.preset(variant)
    )
    if kinds is None:
        assert not move.is_pass
    else:
        assert move.kind in kinds
    if not move.is_pass:
        assert move in universe(players, variant)
        assert dd.classify(move.cards, players, variant=variant) == move


@pytest.mark.parametrize("players", [3, 4])
@given(data=st.data())
def test_doudizhu_deals_hold_the_deck(players, data):
    partial = data.draw(st.booleans(), label="partial")
    if partial:
        low = data.draw(st.integers(1, DEALT[players]), label="min_cards")
        high = data.draw(st.integers(low, DEALT[players]), label="max_cards")
        game = data.draw(doudizhu_deals(players, min_cards=low, max_cards=high))
        assert all(low <= len(h) <= high for h in game.hands)
    else:
        game = data.draw(doudizhu_deals(players))
        assert [len(h) for h in game.hands] == [DEALT[players]] * players
    assert game.phase == "bidding" and game.history == [] and game.seed is None
    assert len(game.kitty) == KITTY[players]
    held = sum(h.counts.astype(int) for h in [*game.hands, game.kitty])
    assert (held <= CAPS[players]).all()
    assert partial or (held == CAPS[players]).all()
    dd_same(dd.Game.load(game.save()), game)


@given(data=st.data())
def test_doudizhu_states_are_reachable(data):
    players, variant = data.draw(st.sampled_from(RULE_SETS), label="rules")
    phases = data.draw(
        st.lists(st.sampled_from(["bidding", "play", "over"]), min_size=1, unique=True), label="phases"
    )
    game = data.draw(doudizhu_states(players, variant, phases=phases))
    assert game.phase in phases and game.variant == dd.Variant.preset(variant)
    if game.phase == "play":
        assert len(game.legal_moves()) > 0
        assert game.legal_moves().cards == dd.legal_moves(*doudizhu_position(game), variant=variant).cards
    dd_same(dd_replay(game), game)
    dd_same(dd.Game.load(game.save()), game)


def doudizhu_position(game):
    return game.hands[game.to_move], game.last_move


@given(doudizhu_states(3, max_cards=5, phases=["play"]))
def test_doudizhu_endgame_states_are_reachable(game):
    assert game.phase == "play"
    dd_same(dd_replay(game), game)


@given(data=st.data())
def test_doudizhu_positions_are_inputs_of_the_move_generator(data):
    players, variant = data.draw(st.sampled_from(RULE_SETS), label="rules")
    hand, last = data.draw(doudizhu_positions(players, variant))
    assert isinstance(hand, dd.Hand) and hand.players == players and 1 <= len(hand) <= MOST[players]
    if last is not None:
        assert isinstance(last, dd.Move) and not last.is_pass and last.variant == dd.Variant.preset(variant)
        assert (hand.counts.astype(int) + last.counts <= CAPS[players]).all()
        assert len(last) < MOST[players]  # the player before kept a card
    moves = dd.legal_moves(hand, last, variant=variant)
    assert len(moves) > 0 and (last is None) == (not moves[0].is_pass)


# ---------------------------------------------------------------- Luk Fu: validity


@given(data=st.data())
def test_lukfu_hands_are_sets_of_cards(data):
    low = data.draw(st.integers(0, 12), label="min_cards")
    high = data.draw(st.integers(low, 12), label="max_cards")
    hand = data.draw(lukfu_hands(min_cards=low, max_cards=high))
    assert isinstance(hand, lf.Hand) and low <= len(hand) <= high
    assert lf.Hand(str(hand)) == hand and hand.mask < 1 << 36
    lf.legal_moves(hand, caller=True)
    lf.old_cards(hand)


@given(data=st.data())
def test_lukfu_moves_are_moves(data):
    names = ["single", "set", "run", "discard", "claim"]
    kinds = data.draw(st.none() | st.lists(st.sampled_from(names), min_size=1), label="kinds")
    move = data.draw(lukfu_moves(kinds=kinds))
    assert isinstance(move, lf.Move)
    assert str(move.kind) in (kinds or ["single", "set", "run"])
    if move.kind in (lf.Kind.SINGLE, lf.Kind.SET, lf.Kind.RUN):
        assert lf.classify(move.cards) == move
    elif move.kind == lf.Kind.DISCARD:
        assert 1 <= len(move) <= 9
    else:
        assert len(move) <= 12


@given(data=st.data())
def test_lukfu_deals_are_three_equal_hands(data):
    size = data.draw(st.none() | st.integers(1, 12), label="cards")
    game = data.draw(lukfu_deals() if size is None else lukfu_deals(min_cards=size, max_cards=size))
    assert game.phase == "calling" and game.history == [] and game.seed is None
    assert [len(h) for h in game.hands] == [size or 12] * 3
    assert sum(h.mask for h in game.hands) == game.hands[0].mask | game.hands[1].mask | game.hands[2].mask
    lf_same(lf.Game.load(game.save()), game)


@given(data=st.data())
def test_lukfu_states_are_reachable(data):
    phases = data.draw(
        st.lists(st.sampled_from(["calling", "play", "over"]), min_size=1, unique=True), label="phases"
    )
    game = data.draw(lukfu_states(phases=phases))
    assert game.phase in phases
    if game.phase == "play":
        assert len(game.legal_moves()) > 0
        assert lf.legal_moves(**_situation(game)).cards == game.legal_moves().cards
    lf_same(lf_replay(game), game)
    lf_same(lf.Game.load(game.save()), game)


@given(lukfu_states(min_cards=2, max_cards=6, phases=["play", "over"]))
def test_lukfu_partial_deal_states_are_reachable(game):
    lf_same(lf_replay(game), game)


@given(lukfu_situations())
def test_lukfu_situations_are_inputs_of_the_move_generator(situation):
    assert set(situation) == {"hand", "public", "caller", "master_passed", "fu", "led", "best"}
    hand, public, led, best = situation["hand"], situation["public"], situation["led"], situation["best"]
    assert not (situation["caller"] and situation["master_passed"])
    assert hand.mask & public.mask == 0 and 0 <= situation["fu"] <= 12
    assert (led is None) == (best is None)
    if led is not None:  # the plays of the trick so far are face up (O3)
        assert led.mask & ~public.mask == 0 and best.mask & ~public.mask == 0
        assert best == led or best.beats(led, led) or best.beats(led)
        assert len(hand) >= len(led)
    moves = lf.legal_moves(**situation)
    assert len(moves) > 0 or (len(hand) == 0 and situation["fu"] < 6)  # E1: the void deal's last lead


# ---------------------------------------------------------------- bias


def test_doudizhu_hands_lean_on_what_breaks_generators():
    three = sample(doudizhu_hands())
    assert share(three, lambda h: 4 in h.counts) > 0.25  # K11
    assert share(three, lambda h: runs(h.counts, 3, 2)) > 0.15  # K8-K10
    assert share(three, lambda h: runs(h.counts, 1, 5)) > 0.08  # K6
    assert share(three, lambda h: h.counts[13] and h.counts[14]) > 0.08  # K12
    assert share(three, lambda h: len(h) == 20) > 0.08
    assert share(three, lambda h: len(h) <= 5) > 0.15
    assert dd.Hand() in three
    four = sample(doudizhu_hands(4), 200)
    assert share(four, lambda h: max(h.counts[:13]) >= 6) > 0.15  # S3: doubling bombs
    assert appears(doudizhu_hands(4), lambda h: h.counts[13] == h.counts[14] == 2)  # BBRR
    assert share(four, lambda h: len(h) == 33) > 0.03


def test_doudizhu_moves_draw_the_kind_first():
    moves = sample(doudizhu_moves())
    kinds = Counter(m.kind for m in moves)
    assert len(kinds) == 14  # K1-K13b
    assert kinds[dd.Kind.BOMB] == 13 and kinds[dd.Kind.ROCKET] == 1  # every one of them
    assert max(kinds.values()) < 0.2 * len(moves)  # the airplanes do not crowd them out


def test_doudizhu_states_lean_on_what_breaks_generators():
    states = sample(doudizhu_states())
    assert share(states, lambda g: g.phase == "bidding") > 0.05
    play = [g for g in states if g.phase == "play"]
    assert len(play) > 0.5 * len(states)
    assert share(play, lambda g: g.last_move is None) > 0.1  # leads
    assert share(play, lambda g: g.last_move is not None and g.last_move.kind in RARE) > 0.1


def test_doudizhu_states_reach_the_rare_corners():
    def answers(*kinds):
        return lambda g: g.last_move is not None and g.last_move.kind in kinds

    states = doudizhu_states()
    assert appears(states, answers(dd.Kind.BOMB, dd.Kind.ROCKET), within=2000)
    assert appears(states, answers(dd.Kind.AIRPLANE_SINGLE, dd.Kind.AIRPLANE_PAIR), within=2000)
    assert appears(states, lambda g: g.phase == "play" and len(g.hands[g.to_move]) == 20)  # the first lead
    assert appears(
        states,
        lambda g: g.phase == "play" and any(len(m) == len(g.hands[g.to_move]) for m in g.legal_moves()),
    )
    over = doudizhu_states(phases=["over"])
    assert appears(over, lambda g: g.thrown_in) and appears(
        over, lambda g: g.landlord_won is not None
    )  # B4, P4


def test_doudizhu_positions_lean_on_what_breaks_generators():
    positions = sample(doudizhu_positions())
    assert share(positions, lambda p: p[1] is None) > 0.15  # leads
    assert share(positions, lambda p: p[1] is not None and p[1].kind in RARE) > 0.1
    assert len({p[1].kind for p in positions if p[1] is not None}) >= 12
    for kinds in ({dd.Kind.BOMB}, {dd.Kind.ROCKET}, {dd.Kind.AIRPLANE_SINGLE, dd.Kind.AIRPLANE_PAIR}):
        assert appears(doudizhu_positions(), lambda p, kinds=kinds: p[1] is not None and p[1].kind in kinds)


def test_lukfu_hands_lean_on_what_breaks_generators():
    hands = sample(lukfu_hands())
    assert share(hands, lambda h: len(lf.Hand(lf.old_cards(h))) >= 3) > 0.15  # O1, O2
    assert share(hands, lambda h: lf.Hand("1c") in h or lf.Hand("1t") in h) > 0.2
    assert (
        share(hands, lambda h: any(sum(lf.Hand(f"{r}{s}") in h for s in "csmt") >= 3 for r in range(1, 10)))
        > 0.15
    )
    assert share(hands, lambda h: len(h) == 12) > 0.08
    assert lf.Hand() in hands


def test_lukfu_moves_draw_the_kind_first():
    moves = sample(lukfu_moves())
    assert len(moves) == 36 + 45 + 112  # every single, set and run, then nothing left to draw
    early = Counter(str(m.kind) for m in moves[:60])
    assert early["single"] > 10 and early["set"] > 10 and early["run"] > 10


def test_lukfu_situations_lean_on_what_the_rules_make_special():
    situations = sample(lukfu_situations())
    moves = [lf.legal_moves(**s) for s in situations]
    first = [str(m[0].kind) if len(m) else None for m in moves]
    assert first.count("claim") / len(first) > 0.08  # R1
    assert first.count("discard") / len(first) > 0.08  # T3
    assert share(situations, lambda s: lf.old_cards(s["hand"], s["public"]) != "") > 0.5
    # Old only thanks to public cards (O2, O3)
    assert share(situations, lambda s: lf.old_cards(s["hand"], s["public"]) != lf.old_cards(s["hand"])) > 0.05
    assert share(situations, lambda s: len(s["hand"]) == 12) > 0.15
    assert share(situations, lambda s: s["led"] is not None) > 0.15
    assert share(situations, lambda s: s["master_passed"]) > 0.03


def led(situation, cards=None, kind=None, rank=None):
    move = situation["led"]
    return (
        move is not None
        and cards in (None, move.cards)
        and kind in (None, move.kind)
        and rank in (None, move.rank)
    )


def test_lukfu_situations_reach_the_rare_corners():
    situations = lukfu_situations()
    assert appears(situations, lambda s: len(s["hand"]) == 0)  # a claim on fu alone (R1) or a void deal (E1)
    assert appears(situations, lambda s: led(s, "1c") or led(s, "1t"))  # F1
    assert appears(situations, lambda s: led(s, kind=lf.Kind.SET, rank=1))  # F2
    assert appears(  # one Old card or fu short of a claim (R1)
        situations,
        lambda s: (
            s["led"] is None
            and len(s["hand"])
            and s["fu"] + len(lf.Hand(lf.old_cards(s["hand"], s["public"]))) == 5
        ),
    )


# ---------------------------------------------------------------- shrinking


def test_hands_shrink_to_the_fewest_lowest_cards():
    assert find(doudizhu_hands(), lambda h: 4 in h.counts, settings=SHRINK) == dd.Hand("3333")
    assert find(doudizhu_hands(4), lambda h: 8 in h.counts, settings=SHRINK) == dd.Hand("33333333", 4)
    assert find(doudizhu_hands(), lambda h: h.counts[13] and h.counts[14], settings=SHRINK) == dd.Hand("BR")
    big = find(doudizhu_hands(), lambda h: len(h) == 20, settings=SHRINK)
    assert len(big) == 20 and not big.counts[10:13].any()  # no K, A or 2
    assert find(doudizhu_hands(), lambda h: runs(h.counts, 3, 2), settings=SHRINK) == dd.Hand("333444")
    assert find(lukfu_hands(), lambda h: len(lf.Hand(lf.old_cards(h))) >= 3, settings=SHRINK) == lf.Hand(
        "7c 8c 9c"
    )
    ones = find(lukfu_hands(), lambda h: sum(lf.Hand(f"1{s}") in h for s in "csmt") >= 3, settings=SHRINK)
    assert ones == lf.Hand("1c 1s 1m")


def test_moves_shrink_to_the_lowest_move_of_a_kind():
    assert find(doudizhu_moves(), lambda m: m.kind == dd.Kind.BOMB, settings=SHRINK) == dd.Move("3333")
    assert find(lukfu_moves(), lambda m: m.kind == lf.Kind.RUN, settings=SHRINK) == lf.Move("1c 2c 3c")


def test_positions_shrink_to_small_hands():
    hand, last = find(
        doudizhu_positions(), lambda p: p[1] is not None and p[1].kind == dd.Kind.BOMB, settings=SHRINK
    )
    assert len(hand) < 10 and len(last) == 4  # usually one card (3 to answer 4444), never a dealt hand


def test_states_shrink_to_a_short_history_from_the_sorted_deck():
    game = find(doudizhu_states(), lambda g: g.phase == "play", settings=SHRINK)
    assert game.history == [(0, 3)]  # the first bidder bids 3 (B3)
    assert game.hands == [
        dd.Hand("333344445555666672BR"),
        dd.Hand("77788889999TTTTJJ"),
        dd.Hand("JJQQQQKKKKAAAA222"),
    ]
    game = find(lukfu_states(), lambda g: g.phase == "play", settings=SHRINK)
    assert game.history == [(0, True)]  # the Master calls (A2)
    assert game.hands[2] == lf.Hand("7c 8c 9c 7s 8s 9s 7m 8m 9m 7t 8t 9t")  # the deck sorted rank by rank


# ---------------------------------------------------------------- reproducibility


@pytest.mark.parametrize(
    "strategy",
    [doudizhu_hands(4), doudizhu_states(), doudizhu_positions(3, "rlcard"), lukfu_situations()],
    ids=["hands", "states", "positions", "situations"],
)
def test_derandomized_draws_repeat(strategy):
    def key(value):
        return value.save() if isinstance(value, (dd.Game, lf.Game)) else repr(value)

    assert [key(v) for v in sample(strategy, 40)] == [key(v) for v in sample(strategy, 40)]


# ---------------------------------------------------------------- a user's own tests


@given(doudizhu_positions())
def test_user_example_every_reply_beats_the_move_before(position):
    hand, last = position
    for move in dd.legal_moves(hand, last):
        assert move.cards in hand
        assert last is None or move.is_pass or move.beats(last)


def first_legal_bot(game):
    """A bot under test: the first legal decision."""
    return game.legal_bids()[-1] if game.phase == "bidding" else game.legal_moves()[0]


@given(doudizhu_states())
def test_user_example_the_bot_always_answers_legally(game):
    decision = first_legal_bot(game)
    if game.phase == "bidding":
        game.bid(decision)
    else:
        game.play(decision)
