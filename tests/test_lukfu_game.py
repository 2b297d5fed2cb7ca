"""Whole Luk Fu deals: ``paigen.lukfu.Game`` (C++) against the pure-Python
reference engine of ``paigen.reference.games`` and against the rules page
``docs/rules/LUKFU.md`` (A calling, T tricks, R1 claim, E end and scoring, O3).

* one test per rule id (``test_A4_...``), each worked out by hand;
* invariants over thousands of seeded random deals (zero-sum, card conservation,
  T5, illegal moves leave the state unchanged, clone independence, pickle).

Random replays through both engines are in ``test_games_vs_reference.py``,
counting decision sequences (perft) in ``test_perft.py``, random playouts
(``paigen.simulate``) in ``test_simulate.py``.
"""

from __future__ import annotations

import itertools
import pickle
import random
from collections import Counter

import pytest

import paigen
from paigen import IllegalMoveError
from paigen import lukfu as lf
from paigen.reference import lukfu as rlf
from tests.helpers.decks import LF_CARDS, LF_HAND_SIZE, LF_PLAYERS, deal_lukfu
from tests.helpers.engines import Both, check_clone_and_pickle, cpp_apply, cpp_choices, key

LF1 = deal_lukfu(1)


# ============================================================================ rules: A


def test_A1_master_speaks_first():
    masters = Counter(lf.Game(seed=s).master for s in range(60))
    assert set(masters) == {0, 1, 2}, f"A1: seeded Masters {masters}"
    for s in range(10):
        g = lf.Game(seed=s)
        assert g.phase == "calling" and g.to_move == g.master
    hands, _ = LF1
    for master in range(LF_PLAYERS):
        b = Both("lukfu", hands, "", master)
        assert b.cpp.to_move == master and b.choices() == [False, True]
        b.step(True)
        assert b.cpp.caller == master


def test_A2_first_to_say_play_is_caller_and_calling_stops():
    hands, _ = LF1
    b = Both("lukfu", hands, "", 1).steps(False)
    assert b.cpp.to_move == 2 and b.cpp.phase == "calling"
    b.step(True)  # seat 2 calls: seat 0 never speaks
    assert b.cpp.caller == 2 and b.cpp.phase == "play"
    assert [d for _, d in b.cpp.history] == [False, True]
    b = Both("lukfu", hands, "", 1).steps(False, False, True)
    assert b.cpp.caller == 0


def test_A2_three_passes_void_or_redeal():
    hands, _ = LF1
    b = Both("lukfu", hands, "", 2).steps(False, False, False)
    res = b.cpp.result
    assert b.cpp.phase == "over" and res.void and res.winner is None and list(res.scores) == [0, 0, 0]
    b.check_end()
    g = lf.Game(seed=9)
    old = [str(h) for h in g.hands]
    for _ in range(3):
        g.call(False)
    assert g.phase == "calling" and g.deals == 2 and [len(h) for h in g.hands] == [LF_HAND_SIZE] * LF_PLAYERS
    assert [str(h) for h in g.hands] != old
    assert paigen.simulate("lukfu", 500, seed=3)["deals"].max() > 1


def test_A3_master_leads_even_when_another_called():
    hands, _ = LF1
    for calls in ([True], [False, True], [False, False, True]):
        b = Both("lukfu", hands, "", 1).steps(*calls)
        assert b.cpp.to_move == 1 and b.cpp.caller == (1 + len(calls) - 1) % 3


# A4 deal: the Master (seat 0) holds a four of 5s and a four-run 1s..4s.
A4_HANDS = [
    "1s 2s 3s 4s 5c 5s 5m 5t 7c 8c 9c 2m",
    "1c 2c 3c 6s 8s 1m 3m 6m 8m 1t 3t 8t",
    "4c 6c 7s 9s 4m 7m 9m 2t 4t 6t 7t 9t",
]


def test_A4_master_who_passed_never_leads_four_set_or_long_run():
    b = Both("lukfu", A4_HANDS, "", 0).steps(False, True)  # seat 1 calls
    leads = set(b.choices())
    assert all(len(rlf.parse(c)) <= 3 for _, c in leads), f"A4: {sorted(leads)}"
    assert ("set", "5c 5s 5m") in leads and ("run", "2s 3s 4s") in leads  # 3-card plays stay
    before = pickle.dumps(b.cpp)
    for bad in ("5c 5s 5m 5t", "1s 2s 3s 4s", "1s 2s 3s 4s 5s"):
        with pytest.raises(IllegalMoveError):
            b.cpp.play(bad)
    assert pickle.dumps(b.cpp) == before
    # for the whole deal: the Master wins a trick and leads again
    b.step(("run", "7c 8c 9c"))
    b.step(b.choices()[0])
    b.step(b.choices()[0])
    assert b.cpp.to_move == 0 and list(b.cpp.fu) == [3, 0, 0]
    leads = set(b.choices())
    assert leads and all(len(rlf.parse(c)) <= 3 for _, c in leads), f"A4 (whole deal): {sorted(leads)}"
    # a Master who called may lead them
    b = Both("lukfu", A4_HANDS, "", 0).steps(True)
    leads = set(b.choices())
    assert {("set", "5c 5s 5m 5t"), ("run", "1s 2s 3s 4s"), ("run", "1s 2s 3s 4s 5s")} <= leads


def test_A4_restricts_leads_only():
    # Master 0 passed, seat 2 called. The caller leads a four-run; the Master beats it.
    hands = ["2c 4t 5t 6t 7t 8t", "1c 3c 4c 6c 8c 1s", "9t 1m 2m 3m 4m 6m"]
    b = Both("lukfu", hands, "", 0).steps(False, False, True)
    b.step(("single", "8t"))
    b.step(("discard", "1c"))
    b.step(("single", "9t"))
    assert b.cpp.to_move == 2
    b.step(("run", "1m 2m 3m 4m"))
    assert set(b.choices()) == {("run", "4t 5t 6t 7t")}, "A4/R4: any player may beat with any play"


# ============================================================================ rules: T


def test_T2_must_beat_any_beating_play_in_seat_order():
    hands = ["5c 1s 2s", "6c 8c 2m", "3c 4c 7c"]
    b = Both("lukfu", hands, "", 0).steps(True)
    b.step(("single", "5c"))
    assert b.cpp.to_move == 1
    assert set(b.choices()) == {("single", "6c"), ("single", "8c")}, "T2: beat if you can, no discard"
    before = pickle.dumps(b.cpp)
    with pytest.raises(IllegalMoveError):
        b.cpp.play(lf.Move("2m", kind="discard"))
    assert pickle.dumps(b.cpp) == before
    b.step(("single", "6c"))
    assert b.cpp.to_move == 2
    # the current best play is now 6c: 7c beats it
    assert set(b.choices()) == {("single", "7c")}


def test_T3_cannot_beat_discards_exactly_k_hidden():
    hands = ["1s 2s 3s 9m", "4c 6c 8c 2m", "3c 5c 7c 1m"]
    b = Both("lukfu", hands, "", 0).steps(True)
    b.step(("run", "1s 2s 3s"))
    want = {("discard", " ".join(c)) for c in itertools.combinations(["4c", "6c", "8c", "2m"], 3)}
    assert set(b.choices()) == want, "T3: every 3-card discard"
    public = str(b.cpp.public)
    b.step(("discard", "4c 6c 2m"))
    assert str(b.cpp.public) == public == "1s 2s 3s", "O3: discards are never public"
    assert len(b.cpp.hands[1]) == 1


def test_T4_winning_play_scores_its_cards_and_leads():
    hands = ["1s 2s 3s 9m", "4c 6c 8c 2m", "3m 4m 5m 1c"]
    b = Both("lukfu", hands, "", 0).steps(True)
    b.step(("run", "1s 2s 3s"))
    b.step(b.choices()[0])  # seat 1 discards
    assert set(b.choices()) == {("run", "3m 4m 5m")}
    b.step(("run", "3m 4m 5m"))
    g = b.cpp
    assert list(g.fu) == [0, 0, 3] and g.to_move == 2 and list(g.trick) == []


def test_T5_every_trick_removes_the_same_number_of_cards():
    for seed in range(30):
        hands, master = deal_lukfu(200 + seed)
        g = lf.Game(hands=hands, master=master)
        rng = random.Random(seed)
        while g.phase != "over":
            cpp_apply(g, rng.choice(cpp_choices(g)))
            if g.phase == "play" and not g.trick:
                sizes = {len(h) for h in g.hands}
                assert len(sizes) == 1, f"T5: hand sizes {sizes} after {g.history}"


# ============================================================================ rules: R1, E


def test_R1_claim_at_first_lead_with_six_old_cards():
    hands = ["9c 9s 9m 9t 1c 1t", "1s 2s 3s 4s 5s 6s", "1m 2m 3m 4m 5m 6m"]
    b = Both("lukfu", hands, "", 0).steps(False, True)  # seat 1 called, Master 0 leads
    assert b.choices() == [("claim", "1c 9c 9s 9m 1t 9t")], "R1: claim is the only move"
    b.step(("claim", "1c 9c 9s 9m 1t 9t"))
    g = b.cpp
    assert g.phase == "over" and g.to_move is None and len(g.legal_moves()) == 0
    res = g.result
    assert (res.winner, res.total, res.void) == (0, 6, False)
    with pytest.raises(IllegalMoveError):
        g.play("1s")
    b.check_end()


def test_R1_claim_mid_deal_from_fu_and_old_cards():
    # seat 0 calls with 4 Old cards (9c 9s 1c 1t); after winning a 3-card trick, 3 + 4 >= 6
    hands = ["2m 3m 4m 9c 9s 1c 1t", "2c 3c 4c 5c 6c 7c 8c", "2s 3s 4s 5s 6s 7s 8s"]
    b = Both("lukfu", hands, "", 0).steps(True)
    b.step(("run", "2m 3m 4m"))
    b.step(b.choices()[0])
    b.step(b.choices()[0])
    assert list(b.cpp.fu) == [3, 0, 0] and b.cpp.to_move == 0
    assert b.choices() == [("claim", "1c 9c 9s 1t")]
    b.step(("claim", "1c 9c 9s 1t"))
    res = b.cpp.result
    assert (res.winner, res.total, list(res.scores)) == (0, 7, [4, -2, -2])
    b.check_end()


def test_R1_claim_with_an_empty_hand():
    hands = ["1s 2s 3s 5s 6s 7s", "1c 2c 4c 5c 7c 8c", "1m 3m 5m 2t 4t 6t"]
    b = Both("lukfu", hands, "", 0).steps(True)
    b.step(("run", "1s 2s 3s"))
    b.step(b.choices()[0])
    b.step(b.choices()[0])
    b.step(("run", "5s 6s 7s"))
    b.step(b.choices()[0])
    b.step(b.choices()[0])
    assert list(b.cpp.fu) == [6, 0, 0] and len(b.cpp.hands[0]) == 0
    assert b.choices() == [("claim", "")], "R1: claim even with an empty hand"
    b.step(("claim", ""))
    res = b.cpp.result
    assert (res.winner, res.total, list(res.scores)) == (0, 6, [2, -1, -1])


def test_E1_void_at_empty_hands_without_claim():
    b = Both("lukfu", ["2c 3s", "4c 5s", "6c 7s"], "", 0).steps(True)
    b.steps(("single", "2c"), ("single", "4c"), ("single", "6c"))
    assert b.cpp.to_move == 2 and list(b.cpp.fu) == [0, 0, 1]
    b.steps(("single", "7s"), ("discard", "3s"), ("discard", "5s"))
    g = b.cpp
    assert g.phase == "over" and g.to_move is None and len(g.legal_moves()) == 0
    res = g.result
    assert res.void and res.winner is None and res.total == 0 and list(res.scores) == [0, 0, 0]
    b.check_end()


def test_E2_points_are_total_minus_five():
    # 8 Old cards: 9s 9m 9t 1c 1t and 7c 8c 9c (every higher club in hand)
    hands = ["7c 8c 9c 9s 9m 9t 1c 1t", "2c 3c 4c 5c 6c 1s 2s 3s", "4s 5s 6s 7s 8s 1m 2m 3m"]
    b = Both("lukfu", hands, "", 0).steps(True)
    b.step(b.choices()[0])
    res = b.cpp.result
    assert res.total == 8 and list(res.scores) == [6, -3, -3], "E2: 8 - 5 = 3 points"


def test_E3_caller_wins_each_loser_pays():
    hands = ["9c 9s 9m 9t 1c 1t", "1s 2s 3s 4s 5s 6s", "1m 2m 3m 4m 5m 6m"]
    b = Both("lukfu", hands, "", 0).steps(True)
    b.step(b.choices()[0])
    assert list(b.cpp.result.scores) == [2, -1, -1]
    b.check_end()


def test_E3_non_caller_wins_caller_pays_twice():
    hands = ["9c 9s 9m 9t 1c 1t", "1s 2s 3s 4s 5s 6s", "1m 2m 3m 4m 5m 6m"]
    for calls, caller in (([False, True], 1), ([False, False, True], 2)):
        b = Both("lukfu", hands, "", 0).steps(*calls)
        b.step(b.choices()[0])
        want = [2, 0, 0]
        want[caller] = -2
        assert b.cpp.caller == caller and list(b.cpp.result.scores) == want
        b.check_end()
    # the winner is neither Master nor caller: the Master pays nothing
    hands = ["2s 3s 4s 5s 6s 7s", "1m 2m 3m 4m 5m 6m", "9c 9s 9m 9t 1c 1t"]
    b = Both("lukfu", hands, "", 2).steps(False, True)  # Master 2 passes, seat 0 calls
    assert b.cpp.to_move == 2 and b.choices() == [("claim", "1c 9c 9s 9m 1t 9t")]
    b.step(b.choices()[0])
    assert list(b.cpp.result.scores) == [-2, 0, 2]


# ============================================================================ invariants


def _try_illegal_lukfu(g, rng: random.Random) -> None:
    before = pickle.dumps(g)
    if g.phase == "calling":
        with pytest.raises(IllegalMoveError):
            g.play("1c")
    else:
        hand = str(g.hands[g.to_move])
        legal = {key(m) for m in g.legal_moves()}
        cands = {key(m) for m in lf.legal_moves(hand, caller=True)}  # anything a caller could lead
        k = len(rlf.parse(g.trick[0][1].cards)) if g.trick else 1
        cands |= {("discard", " ".join(c)) for c in itertools.combinations(hand.split(), k)}
        bad = sorted(cands - legal)
        for kind, cards in rng.sample(bad, min(3, len(bad))):
            with pytest.raises(IllegalMoveError):
                g.play(lf.Move(cards, kind=kind))
        with pytest.raises(IllegalMoveError):
            g.call(True)
    assert pickle.dumps(g) == before, "an illegal decision changed the state"


def popcount(mask: int) -> int:
    return bin(mask).count("1")  # int.bit_count() needs Python 3.10


def test_lukfu_random_deal_invariants():
    full = (1 << LF_CARDS) - 1
    for seed in range(3000):
        g = lf.Game(seed=seed)
        rng = random.Random(seed)
        discarded = face_up = 0  # card masks (L3)
        step = 0
        deals = g.deals
        while g.phase != "over":
            if g.deals != deals:  # A2, E1: dealt again, nothing of the last deal is left
                deals = g.deals
                discarded = face_up = 0
                assert g.phase == "calling" and g.caller is None and g.public.mask == 0, (
                    f"redeal, seed {seed}"
                )
                assert list(g.fu) == [0, 0, 0] and g.trick == [], f"redeal, seed {seed}"
            masks = [h.mask for h in g.hands]
            held = masks[0] | masks[1] | masks[2]
            sizes = [len(h) for h in g.hands]
            assert sum(sizes) == popcount(held), f"a card in two hands, seed {seed}"
            assert held | discarded | face_up == full, f"conservation, seed {seed}"
            assert sum(sizes) + popcount(discarded) + popcount(face_up) == LF_CARDS, (
                f"conservation, seed {seed}"
            )
            assert g.public.mask == face_up, f"O3: public is the face-up plays, seed {seed}"
            if g.trick:  # every play of a trick has the led play's size (T3, T5)
                assert {len(m) for _, m in g.trick} == {len(g.trick[0][1])}, f"T3, seed {seed}"
            elif g.phase == "play":
                assert len(set(sizes)) == 1, f"T5: hand sizes {sizes}, seed {seed}"
            if seed % 10 == 0 and step % 5 == 2:
                _try_illegal_lukfu(g, rng)
            if g.phase == "calling":
                g.call(rng.random() < 0.5)
            else:
                moves = g.legal_moves()
                m = moves[rng.randrange(len(moves))]
                g.play(m)
                if str(m.kind) == "discard":
                    discarded |= m.mask
                elif str(m.kind) != "claim":
                    face_up |= m.mask
            step += 1
        res = g.result
        assert sum(res.scores) == 0, f"E3 zero-sum, seed {seed}"
        assert not res.void, f"A2, E1: a dealt game deals again rather than end void, seed {seed}"
        points = res.total - 5
        assert points >= 1 and res.scores[res.winner] == 2 * points
        if res.winner != g.caller:
            assert res.scores[g.caller] == -2 * points


def test_clone_independence_and_pickle_round_trip():
    for seed in range(40):
        check_clone_and_pickle(lf.Game(seed=seed), seed)
