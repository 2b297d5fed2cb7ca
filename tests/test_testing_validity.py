"""paigen.testing: the hypothesis strategies for users. Packaging and docs (the
docstring example, bad arguments); every strategy draws valid input only (the
library accepts all of it); states are reachable (their history replays from
the deal)."""

from __future__ import annotations

import doctest
import subprocess
import sys

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st
from hypothesis.errors import InvalidArgument

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
from paigen.testing._lukfu_states import _situation
from tests.helpers.testing_checks import (
    CAPS,
    DEALT,
    KITTY,
    MOST,
    RULE_SETS,
    dd_replay,
    dd_same,
    lf_replay,
    lf_same,
    universe,
)

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


@pytest.mark.parametrize(
    ("make", "message"),
    [
        (lambda: doudizhu_moves(kinds=["bomb", "wombat"]), "kinds: 'wombat' is not a Dou Dizhu kind"),
        (lambda: doudizhu_moves(kinds=[99]), "kinds: 99 is not a Dou Dizhu kind"),
        (
            lambda: doudizhu_moves(4, kinds=["triple_single", "wombat"]),  # the first bad kind is named
            "kinds: no triple_single move exists with 4 players under variant 'standard'",
        ),
        (lambda: doudizhu_moves(kinds=[]), "kinds must name at least one kind"),
        (lambda: lukfu_moves(kinds="pass"), "kinds: 'pass' is not a Luk Fu kind"),
        (lambda: lukfu_moves(kinds=[]), "kinds must name at least one kind"),
    ],
)
def test_bad_kinds_are_named(make, message):
    with pytest.raises(InvalidArgument) as caught:
        make()
    assert str(caught.value) == message


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
