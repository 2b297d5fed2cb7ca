"""Luk Fu's Game.observation(seat) and Observation.encode(): every field and
block against the Game along whole deals and at reachable states, the
information set (other hands and discards do not change a seat's view, T3,
O3), and edge cases of the calling and the tricks. The expected values are in
tests/helpers/observation_lukfu.py."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from paigen import lukfu as lf
from paigen.testing import lukfu_states
from tests.helpers.observation_blocks import blocks_of, one_hot
from tests.helpers.observation_lukfu import (
    check_lf_encoding,
    check_lf_fields,
    lf_card_vector,
    lf_cards,
    lf_layout,
    lf_view,
    lf_walk,
)


@pytest.mark.parametrize("seed", range(6))
def test_lukfu_fields_and_encoding_along_whole_deals(seed):
    """At every decision of whole random Luk Fu deals (redeals included, A2), for
    every seat, the default seat and encode() (lukfu/observation.h)."""
    for game in lf_walk(seed):
        if game.phase != "over":
            check_lf_fields(game, None)
        for seat in range(3):
            check_lf_fields(game, seat)
            check_lf_encoding(game, seat)
    assert game.phase == "over"


def test_lukfu_walks_reach_redeals_and_discards():
    ends = [list(lf_walk(s))[-1] for s in range(6)]
    assert any(g.deals > 1 for g in ends)
    assert any(isinstance(m, lf.Move) and m.kind == lf.Kind.DISCARD for g in ends for _, m in g.history)


@given(lukfu_states(phases=("calling", "play", "over")))
def test_lukfu_fields_and_encoding_at_reachable_states(game):
    """Reachable states of paigen.testing (claims R1, leads of 1c / 1t / sets of 1s,
    F1 F2, runs beating runs F3, discards T3): every field, and encode() against
    lukfu/observation.h."""
    if game.phase != "over":
        check_lf_fields(game, None)
    for seat in range(3):
        check_lf_fields(game, seat)
        check_lf_encoding(game, seat)


@given(data=st.data())
def test_lukfu_hidden_cards_do_not_change_the_seat_view(data):
    """The same for Luk Fu: other hands and other seats' discards (T3, O3)."""
    game = data.draw(lukfu_states(phases=("calling", "play")))
    seat = data.draw(st.integers(0, 2), label="seat")
    other = game.sample_hidden(seat, data.draw(st.integers(0, 2**64 - 1), label="rng"))
    assert lf_view(game.observation(seat)) == lf_view(other.observation(seat))


def test_lukfu_hidden_cards_are_what_other_seats_see():
    game = lf.Game(seed=11)
    game.call(True)
    other = game.sample_hidden(0, 1)
    moved = [p for p in (1, 2) if other.hands[p] != game.hands[p]]
    assert moved
    for p in moved:
        assert (game.observation(p).encode()[:36] != other.observation(p).encode()[:36]).any()
        check_lf_encoding(other, p)


def test_lukfu_start_of_the_calling():
    """A1: the Master decides first; nothing played, no caller, no call yet."""
    game = lf.Game(seed=3)
    master = game.master
    for seat in range(3):
        obs = game.observation(seat)
        assert obs.phase == "calling" and obs.to_move == master == obs.master and obs.caller is None
        assert obs.calls == [None] * 3 and obs.trick == [] and obs.history == []
        assert obs.hand_sizes == [12] * 3
        assert len(obs.unseen) == 24 and len(obs.public) == 0 and obs.discarded == [0, 0, 0]
        b = blocks_of(obs.encode(), lf_layout())
        assert b["calls"] == [0, 0, 1] * 3 and b["caller"] == [0, 0, 0]
        assert b["master"] == one_hot((master - seat) % 3, 3) and b["phase"] == [1, 0, 0]
        assert not any(b["trick_plays"]) and not any(b["led"]) and not any(b["best"])
        check_lf_encoding(game, seat)


def test_lukfu_redeal_starts_the_calling_afresh():
    """A2: three passes void the deal and deal again; the new round's calls start empty."""
    game = lf.Game(seed=4)
    for _ in range(3):
        game.call(False)
    assert game.deals == 2 and game.phase == "calling"
    for seat in range(3):
        obs = game.observation(seat)
        assert obs.calls == [None] * 3 and obs.history == []
        check_lf_encoding(game, seat)
    game.call(False)
    game.call(True)
    obs = game.observation(0)
    assert obs.caller == game.caller and sorted(obs.calls, key=str) == [False, None, True]
    check_lf_encoding(game, 0)


LF_HANDS = [
    # seat 0 (the Master, who calls): a set of 1s, 1c, low cards
    "1c 1s 1m 2c 3c 4c 5s 6s 2m 3m 4m 2t",
    # seat 1: high clubs but no 9c (so no claim), Old 1t
    "5c 6c 7c 8c 7s 8s 5m 6m 7m 1t 3t 4t",
    "9c 2s 3s 4s 9s 8m 9m 5t 6t 7t 8t 9t",
]


@pytest.mark.parametrize(("lead", "flags"), [("1c", [1, 0]), ("1c 1s 1m", [0, 1]), ("2c", [0, 0])])
def test_lukfu_led_exceptions(lead, flags):
    """F1: a single 1c led cannot be beaten; F2: a led set of 1s only by the set of
    9s. The exceptions block says which holds for the trick being followed, and
    the trick blocks (led, best, best_seat, trick_plays) follow the trick."""
    game = lf.Game(hands=LF_HANDS, master=0)
    game.call(True)
    assert game.to_move == 0
    game.play(lead)
    for seat in range(3):
        b = blocks_of(game.observation(seat).encode(), lf_layout())
        assert b["exceptions"] == flags
        assert b["led"] == b["best"] == lf_card_vector(lf_cards(lead))
        assert b["best_seat"] == one_hot((0 - seat) % 3, 3) and b["trick_plays"] == [0, 1, 0]
        check_lf_encoding(game, seat)
        check_lf_fields(game, seat)
    # The next seat answers: a beat or, when it cannot (T3), a discard that only it sees.
    answer = game.legal_moves()[0]
    game.play(answer)
    b = blocks_of(game.observation(2).encode(), lf_layout())
    assert b["trick_plays"] == [0, 0, 1] and b["exceptions"] == flags
    if answer.kind == lf.Kind.DISCARD:
        assert game.observation(2).discarded == [0, len(answer), 0]
        assert game.observation(2).trick[1][1].cards == "" and game.observation(1).trick[1][1] == answer
        assert b["best_seat"] == [0, 1, 0]  # seat 0's lead, counted from seat 2
    else:
        assert b["best"] == lf_card_vector(lf_cards(answer)) and b["best_seat"] == [0, 0, 1]
    for seat in range(3):
        check_lf_encoding(game, seat)
        check_lf_fields(game, seat)


def test_lukfu_finished_deal():
    """R1/E1: a finished deal has no seat to move; each seat can still be observed."""
    *_, game = lf_walk(3)
    assert game.phase == "over" and game.to_move is None
    with pytest.raises(ValueError, match="seat"):
        game.observation()
    for seat in range(3):
        obs = game.observation(seat)
        assert obs.phase == "over" and obs.to_move is None and list(obs.legal_moves) == [] and obs.trick == []
        b = blocks_of(obs.encode(), lf_layout())
        assert b["phase"] == [0, 0, 1] and b["to_move"] == [0, 0, 0] and not any(b["trick_plays"])
        check_lf_encoding(game, seat)


def test_lukfu_observing_a_seat_not_to_move():
    game = lf.Game(seed=8)
    game.call(True)
    mover = game.to_move
    for seat in range(3):
        obs = game.observation(seat)
        assert obs.hand == game.hands[seat] and obs.to_move == mover
        assert (list(obs.legal_moves) == []) == (seat != mover)
        assert blocks_of(obs.encode(), lf_layout())["to_move"] == one_hot((mover - seat) % 3, 3)
