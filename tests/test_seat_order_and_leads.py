"""Two rules no other test names: D5 (Dou Dizhu's seat order) and T1 (what a
Luk Fu leader may play), each checked along whole random games against the
rules page read directly, so that an engine with another seat order or
another set of lead shapes fails."""

from __future__ import annotations

import itertools
import random

import pytest

from paigen import IllegalMoveError
from paigen import doudizhu as dd
from paigen import lukfu as lf


@pytest.mark.parametrize("players", [3, 4])
def test_D5_the_next_player_after_seat_s_is_s_plus_1_mod_n(players):
    """Every bid, play and pass hands the turn to (s + 1) mod n, except where
    another rule names the seat: the landlord leads first (P1), a finished
    deal has no seat to move, and a redeal starts at a new first bidder (B1,
    B4). P3 needs no exception: after n - 1 passes the last mover is next."""
    followed = excepted = 0
    for seed in range(40):
        rng = random.Random(seed)
        game = dd.Game(players, seed=seed)
        assert game.to_move == game.first_bidder
        while game.phase != "over":
            seat, phase, deals = game.to_move, game.phase, game.deals
            if phase == "bidding":
                bids = game.legal_bids()
                game.bid(0 if rng.random() < 0.5 else rng.choice(bids))
            else:
                game.play(rng.choice(list(game.legal_moves())))
            if game.phase == "over" or game.deals != deals or (phase == "bidding" and game.phase == "play"):
                excepted += 1
                if phase == "bidding" and game.phase == "play":
                    assert game.to_move == game.landlord, "P1"
                continue
            assert game.to_move == (seat + 1) % players, f"D5: seat {seat} then {game.to_move}, seed {seed}"
            followed += 1
    assert followed > 20 * excepted


def lead_shapes(hand: str) -> set[tuple[str, str]]:
    """Every single, set (S2) and run (S3) in `hand`, read from the rules page:
    (kind, canonical cards)."""
    cards = hand.split()
    by_rank: dict[str, list[str]] = {}
    by_suit: dict[str, set[int]] = {}
    for c in cards:
        by_rank.setdefault(c[0], []).append(c)
        by_suit.setdefault(c[1], set()).add(int(c[0]))
    shapes = {("single", c) for c in cards}
    for same in by_rank.values():
        for size in (3, 4):
            for chosen in itertools.combinations(same, size):
                shapes.add(("set", " ".join(chosen)))
    for suit, ranks in by_suit.items():
        for low in range(1, 10):
            for high in range(low + 2, 10):
                if all(r in ranks for r in range(low, high + 1)):
                    shapes.add(("run", " ".join(f"{r}{suit}" for r in range(low, high + 1))))
    return {(kind, str(lf.Hand(c))) for kind, c in shapes}


def test_T1_the_leader_plays_a_single_a_set_or_a_run():
    """At every lead of random games the choices are singles, sets and runs
    of the hand (a claim alone when R1 holds), never a discard: for the
    caller (R2) exactly every one of them; for the others those that R3 and A4
    keep, with every set and run that A4 allows."""
    leads = 0
    for seed in range(100):
        rng = random.Random(seed)
        game = lf.Game(seed=seed)
        while game.phase != "over":
            if game.phase == "calling":
                game.call(rng.random() < 0.5)
                continue
            moves = list(game.legal_moves())
            if not game.trick:  # a lead
                seat = game.to_move
                got = {(str(m.kind), m.cards) for m in moves}
                if got and next(iter(got))[0] == "claim":
                    assert len(got) == 1, "R1: the claim alone"
                else:
                    leads += 1
                    shapes = lead_shapes(str(game.hands[seat]))
                    assert got <= shapes, f"T1: leads beyond singles, sets and runs: {sorted(got - shapes)}"
                    master_passed = seat == game.master and game.caller != seat
                    allowed = {(k, c) for k, c in shapes if not master_passed or len(c.split()) <= 3}  # A4
                    if seat == game.caller:
                        assert got == allowed, "R2: the caller leads any single, set or run"
                    else:
                        assert {s for s in got if s[0] != "single"} == {
                            s for s in allowed if s[0] != "single"
                        }
                        assert any(s[0] == "single" for s in got), "R3: some single is always a lead"
                    hand = str(game.hands[seat]).split()
                    with pytest.raises(IllegalMoveError):
                        game.play(lf.Move(hand[0], kind="discard"))  # T1: a lead is never a discard (R5)
            game.play(rng.choice(moves))
    assert leads > 300
