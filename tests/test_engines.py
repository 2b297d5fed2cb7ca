"""Whole-deal engines: ``paigen.doudizhu.Game`` and ``paigen.lukfu.Game`` (C++) checked
against the pure-Python reference engines of ``paigen.reference.games`` and against the
rules pages ``docs/rules/DOUDIZHU.md`` (B bidding, P play, S settlement) and
``docs/rules/LUKFU.md`` (A calling, T tricks, R1 claim, E end and scoring, O3).

Sections:

* perft: C++ ``perft``/``divide`` against the reference at small depths, from given
  deals, mid-deal positions and endgames that finish inside the depth;
* replays: random decision sequences through both engines, comparing the legal
  decisions (as exact sets) at every step and the outcome at the end;
* one test per rule id (``test_B1_...``, ``test_A4_...``), each worked out by hand;
* invariants over thousands of seeded random deals (zero-sum, card conservation,
  T5, illegal moves leave the state unchanged, clone independence, pickle).

A decision is written as the reference engines write it: an ``int`` bid (0 = pass), a
``bool`` call (True = play), or a move ``(kind, canonical cards)`` (Dou Dizhu pass:
``('pass', '')``). A failing comparison names the rule, the deal, the decision
sequence, what the C++ engine gave and what was expected.
"""

from __future__ import annotations

import itertools
import pickle
import random
from collections import Counter

import numpy as np
import pytest

import paigen
from paigen import IllegalMoveError
from paigen import doudizhu as dd
from paigen import lukfu as lf
from paigen.reference import games as ref
from paigen.reference import lukfu as rlf

DDZ_RANKS = "3456789TJQKA2BR"
LF_DECK = [f"{r}{s}" for s in "csmt" for r in range(1, 10)]  # canonical order (L2, L3)


# --------------------------------------------------------------------------- helpers


def ddz_deck(players: int) -> list[str]:
    """D2 / D3: the deck as a list of rank characters."""
    copies = 4 if players == 3 else 8
    jokers = 1 if players == 3 else 2
    return [r for r in DDZ_RANKS[:13] for _ in range(copies)] + ["B", "R"] * jokers


def deal_ddz(players: int, seed: int) -> tuple[list[str], str, int]:
    """A random deal (hands, kitty, first bidder) made here, with its own generator."""
    rng = random.Random(f"ddz{players}-{seed}")
    deck = ddz_deck(players)
    rng.shuffle(deck)
    k = 17 if players == 3 else 25
    hands = ["".join(deck[i * k : (i + 1) * k]) for i in range(players)]
    return hands, "".join(deck[players * k :]), rng.randrange(players)


def deal_lukfu(seed: int) -> tuple[list[str], int]:
    rng = random.Random(f"lukfu-{seed}")
    deck = list(LF_DECK)
    rng.shuffle(deck)
    return [" ".join(deck[i * 12 : (i + 1) * 12]) for i in range(3)], rng.randrange(3)


def key(move) -> tuple[str, str]:
    """A C++ Move as the reference writes a move."""
    return (str(move.kind), move.cards)


def cpp_choices(g) -> list:
    """The legal decisions of a C++ game, written as the reference writes them."""
    if isinstance(g, dd.Game):
        if g.phase == "bidding":
            return list(g.legal_bids())
    elif g.phase == "calling":
        return [False, True]
    if g.phase == "play":
        return [key(m) for m in g.legal_moves()]
    return []


def cpp_apply(g, decision) -> None:
    if isinstance(decision, bool):
        g.call(decision)
    elif isinstance(decision, int):
        g.bid(decision)
    else:
        for m in g.legal_moves():
            if key(m) == decision:
                g.play(m)
                return
        raise AssertionError(f"{decision!r} is not among the C++ legal moves")


def cpp_decision(decision) -> object:
    """A C++ divide() key (int bid, bool call or Move) as a reference decision."""
    if isinstance(decision, (bool, int)):
        return decision
    return key(decision)


class Both:
    """One deal in both engines, stepped together. Every step first checks that the
    legal decisions are exactly equal as sets (and that C++ lists none twice)."""

    def __init__(self, game: str, hands: list[str], kitty: str = "", first: int = 0):
        self.game = game
        self.deal = (hands, kitty, first)
        if game == "lukfu":
            self.cpp = lf.Game(hands=hands, master=first)
            self.ref = ref.LukfuGame(hands, first)
        else:
            players = int(game[-1])
            self.cpp = dd.Game(players, hands=hands, kitty=kitty, first_bidder=first)
            self.ref = ref.DoudizhuGame(players, hands, kitty, first)
        self.seq: list = []

    def where(self) -> str:
        return f"{self.game} deal {self.deal}, decisions {self.seq}"

    def choices(self) -> list:
        got = cpp_choices(self.cpp)
        want = self.ref.choices()
        assert len(got) == len(set(got)), f"duplicate decisions {got} at {self.where()}"
        if set(got) != set(want):
            extra = sorted(set(got) - set(want), key=repr)
            missing = sorted(set(want) - set(got), key=repr)
            raise AssertionError(
                f"legal decisions differ at {self.where()} (to move: {self.ref.to_move}):\n"
                f"  C++ only (not allowed by the rules): {extra}\n"
                f"  missing from C++: {missing}"
            )
        return sorted(want, key=repr)

    def step(self, decision) -> None:
        assert decision in self.choices(), f"{decision!r} not legal at {self.where()}"
        cpp_apply(self.cpp, decision)
        self.ref.apply(decision)
        self.seq.append(decision)
        self.check_state()

    def steps(self, *decisions) -> Both:
        for d in decisions:
            self.step(d)
        return self

    def check_state(self) -> None:
        c, r = self.cpp, self.ref
        where = self.where()
        assert c.phase == r.phase, f"phase {c.phase!r}, expected {r.phase!r} at {where}"
        assert c.to_move == r.to_move, f"to_move {c.to_move}, expected {r.to_move} at {where}"
        if self.game == "lukfu":
            assert [str(h) for h in c.hands] == [r.hand_str(s) for s in range(3)], where
            assert list(c.fu) == r.fu, f"fu {list(c.fu)}, expected {r.fu} (T4) at {where}"
            assert c.caller == r.caller, where
            assert str(c.public) == rlf.format_cards(r.public), f"public (O3) at {where}"
            assert [(s, key(m)) for s, m in c.trick] == r.trick, f"trick at {where}"
        else:
            assert [str(h) for h in c.hands] == r.hands, f"hands at {where}"
            assert c.landlord == r.landlord, f"landlord (B3) at {where}"
            assert c.bid_value == r.bid_value, f"bid (S1) at {where}"
            if r.landlord is not None:
                assert c.multiplier == 2**r.doublings, f"multiplier (S2/S3) at {where}"
                assert c.stake == r.stake, f"stake (S4) at {where}"
            if not r.over:
                last = None if c.last_move is None else key(c.last_move)
                assert last == r.last, f"last move {last}, expected {r.last} (P2/P3) at {where}"

    def check_end(self) -> None:
        c, r = self.cpp, self.ref
        assert c.phase == "over" and r.over, self.where()
        if self.game == "lukfu":
            res = c.result
            want = (r.winner, r.total, r.scores(), r.void)
            got = (res.winner, res.total, list(res.scores), res.void)
            assert got == want, f"result (winner, total, scores, void) {got}, expected {want} at {self.where()}"
        else:
            assert list(c.payoffs) == r.payoffs(), (
                f"payoffs {list(c.payoffs)}, expected {r.payoffs()} (S4) at {self.where()}"
            )
            assert bool(c.thrown_in) == r.thrown_in, self.where()
            if not r.thrown_in:
                assert bool(c.landlord_won) == r.winner_is_landlord, f"P4 at {self.where()}"


def walk(both: Both, rng: random.Random | None = None, limit: int = 10_000) -> Both:
    """Plays random decisions (rng) to the end, checking both engines at each step."""
    while not both.ref.over and limit:
        both.step(rng.choice(both.choices()))
        limit -= 1
    both.choices()  # both must agree there is nothing left
    both.check_end()
    return both


def prefix(game: str, hands, kitty, first, n: int, seed: int) -> Both:
    """A mid-deal position: up to n random decisions (seeded) played through both
    engines, never one that ends the deal (it stops before a forced ending)."""
    both = Both(game, hands, kitty, first)
    rng = random.Random(seed)
    for _ in range(n):
        going_on = []
        for d in both.choices():
            after = both.ref.clone()
            after.apply(d)
            if not after.over:
                going_on.append(d)
        if not going_on:
            break
        both.step(rng.choice(going_on))
    assert not both.ref.over
    return both


# ============================================================================ perft

DDZ3 = deal_ddz(3, 1)
DDZ4 = deal_ddz(4, 2)
LF1 = deal_lukfu(1)
LF2 = deal_lukfu(2)


def check_perft(both: Both, depths) -> None:
    for depth in depths:
        got = both.cpp.perft(depth)
        want = ref.perft(both.ref, depth)
        assert got == want, f"perft({depth}) = {got}, reference {want} at {both.where()}"


def check_divide(both: Both, depth: int) -> None:
    got = {cpp_decision(k): v for k, v in both.cpp.divide(depth).items()}
    assert sum(got.values()) == both.cpp.perft(depth), f"divide({depth}) does not sum to perft at {both.where()}"
    want = ref.divide(both.ref, depth)
    diff = {k: (got.get(k), want.get(k)) for k in set(got) | set(want) if got.get(k) != want.get(k)}
    assert not diff, f"divide({depth}) (C++, reference) differ at {both.where()}: {diff}"


@pytest.mark.parametrize("game, deal", [("ddz3", DDZ3), ("ddz4", DDZ4)], ids=["3p", "4p"])
def test_perft_doudizhu_from_deal(game, deal):
    check_perft(Both(game, *deal), range(1, 5))


@pytest.mark.parametrize("deal", [LF1, LF2], ids=["deal1", "deal2"])
def test_perft_lukfu_from_deal(deal):
    check_perft(Both("lukfu", deal[0], "", deal[1]), range(1, 5))


@pytest.mark.parametrize(
    "game, deal, n, seed, depth",
    [
        ("ddz3", DDZ3, 3, 1, 3),  # first lead of the play phase
        ("ddz3", DDZ3, 12, 2, 3),  # mid-trick
        ("ddz3", DDZ3, 30, 3, 3),
        ("ddz4", DDZ4, 6, 4, 3),
        ("ddz4", DDZ4, 25, 5, 3),
    ],
)
def test_perft_doudizhu_mid_deal(game, deal, n, seed, depth):
    both = prefix(game, *deal, n, seed)
    assert not both.ref.over
    check_perft(both, range(1, depth + 1))
    check_divide(both, 2)


@pytest.mark.parametrize(
    "deal, n, seed, depth",
    [
        (LF1, 2, 1, 3),  # the first lead
        (LF1, 9, 2, 4),  # mid-deal, after a few tricks
        (LF2, 14, 3, 4),
        (LF2, 20, 4, 5),
        (LF1, 26, 5, 5),
    ],
)
def test_perft_lukfu_mid_deal(deal, n, seed, depth):
    both = prefix("lukfu", deal[0], "", deal[1], n, seed)
    check_perft(both, range(1, depth + 1))
    check_divide(both, 2)


# Small hands: the deal finishes (or is thrown in / void) inside the depth.
DDZ_ENDGAMES = [  # (game, hands, kitty, first bidder, the depths to compare)
    ("ddz3", ["34", "5", "67"], "8", 0, [1, 2, 3, 5, 8, 30]),
    ("ddz3", ["3333", "4444", "BR"], "5", 1, [1, 2, 3, 5, 8, 12]),  # bombs and the rocket (S2)
    ("ddz3", ["33345", "66", "7"], "", 2, [1, 2, 3, 5, 8, 30]),  # four + two singles: no bomb (S2)
    ("ddz4", ["3", "44", "5", "6"], "7", 3, [1, 2, 3, 5, 8, 30]),
    ("ddz4", ["33333", "444444", "BBRR", "5"], "", 0, [1, 2, 3, 5, 8, 10]),  # S3: 5 no, 6 and rocket yes
]
LF_ENDGAMES = [  # (hands, master, the depths to compare)
    (["1c 2s", "3c 4s", "5c 6s"], 0, [1, 2, 3, 5, 8, 20]),
    (["1t 5c", "2c 9s", "7m 3s"], 1, [1, 2, 3, 5, 8, 20]),  # 1t led cannot be beaten (F1)
    (["1s 2s 3s", "1c 2c 9c", "4m 5m 6m"], 2, [1, 2, 3, 5, 8, 12, 20]),  # runs, higher suit (F3)
    (["9c 9s 9m 9t 1c", "2s 3s 4s 5s 6s", "1m 2m 3m 4m 5m"], 0, [1, 2, 3, 4, 5, 6]),  # claims (R1)
    (["1c 1s 1m 5t", "9c 9s 9m 8t", "2c 2s 2m 7t"], 1, [1, 2, 3, 5, 7]),  # sets of 1s (F2)
    (["1c 1s 1m", "9c 9s 9m", "2c 2s 2m"], 2, [1, 2, 3, 5, 8, 20]),
]


@pytest.mark.parametrize("game, hands, kitty, first, depths", DDZ_ENDGAMES)
def test_perft_doudizhu_endgame(game, hands, kitty, first, depths):
    both = Both(game, hands, kitty, first)
    check_perft(both, depths)
    check_divide(both, 6)


@pytest.mark.parametrize("hands, master, depths", LF_ENDGAMES)
def test_perft_lukfu_endgame(hands, master, depths):
    both = Both("lukfu", hands, "", master)
    check_perft(both, depths)
    check_divide(both, min(depths[-1], 8))


def full_tree(both_cpp, both_ref, path, out) -> None:
    """Every complete decision sequence of a small deal in both engines at once."""
    got, want = cpp_choices(both_cpp), both_ref.choices()
    assert set(got) == set(want), f"after {path}: C++ {sorted(got, key=repr)}, rules {want}"
    if both_ref.over:
        if isinstance(both_ref, ref.LukfuGame):
            res = both_cpp.result
            out.append((tuple(path), (res.winner, res.total, list(res.scores), res.void),
                        (both_ref.winner, both_ref.total, both_ref.scores(), both_ref.void)))
        else:
            out.append((tuple(path), list(both_cpp.payoffs), both_ref.payoffs()))
        return
    for d in want:
        c, r = both_cpp.clone(), both_ref.clone()
        cpp_apply(c, d)
        r.apply(d)
        full_tree(c, r, path + [d], out)


@pytest.mark.parametrize(
    "game, hands, kitty, first",
    [e[:4] for e in DDZ_ENDGAMES[:4]] + [("lukfu", h, "", m) for h, m, _ in LF_ENDGAMES[:3] + LF_ENDGAMES[5:]],
)
def test_every_ending_of_small_deals(game, hands, kitty, first):
    """Exhaustive: same choices everywhere, same outcome at every leaf (S4 / E2-E3)."""
    both = Both(game, hands, kitty, first)
    leaves: list = []
    full_tree(both.cpp, both.ref, [], leaves)
    bad = [(p, g, w) for p, g, w in leaves if g != w]
    assert not bad, f"{game} {hands} {kitty!r} {first}: outcomes (sequence, C++, rules) differ: {bad[:5]}"
    assert len(leaves) == both.cpp.perft(40)  # every hand here ends within 40 decisions


@pytest.mark.parametrize("game, deal", [("ddz3", DDZ3), ("ddz4", DDZ4), ("lukfu", (LF1[0], "", LF1[1]))])
def test_divide_sums_to_perft_from_deal(game, deal):
    both = Both(game, *deal)
    check_divide(both, 3)


def test_reference_games_doctests():
    import doctest

    assert doctest.testmod(ref).failed == 0


# ============================================================================ replays


@pytest.mark.parametrize("seed", range(5))
@pytest.mark.parametrize("players", [3, 4])
def test_replay_doudizhu(players, seed):
    hands, kitty, first = deal_ddz(players, 100 + seed)
    both = walk(Both(f"ddz{players}", hands, kitty, first), random.Random(seed))
    assert len(both.cpp.history) == len(both.seq)


@pytest.mark.parametrize("seed", range(24))
def test_replay_lukfu(seed):
    hands, master = deal_lukfu(100 + seed)
    both = walk(Both("lukfu", hands, "", master), random.Random(seed))
    assert len(both.cpp.history) == len(both.seq)


def test_replay_lukfu_callers_and_claims_happen():
    """The replays above reach every caller seat and both kinds of ending."""
    callers, endings = set(), set()
    for seed in range(24):
        hands, master = deal_lukfu(100 + seed)
        rng = random.Random(seed)
        g = ref.LukfuGame(hands, master)
        while not g.over:
            g.apply(rng.choice(g.choices()))
        callers.add(None if g.caller is None else (g.caller - master) % 3)
        endings.add("void" if g.void else "claim")
    assert {0, 1, 2} <= callers and endings == {"void", "claim"}


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
    assert str(g.hands[0]) == ref.DoudizhuGame(3, [hands[0] + kitty, "", ""], "", 0).hands[0]
    assert len(g.hands[0]) == 20 and str(g.kitty) == ref.DoudizhuGame(3, hands, kitty, 0).kitty
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
    assert len(g.hands[2]) == (20 if players == 3 else 33)  # takes the kitty (3 or 8 cards)
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
    size = 17 if players == 3 else 25
    assert [len(h) for h in g.hands] == [size] * players
    assert [str(h) for h in g.hands] != old, "B4: the cards are dealt again"
    assert g.to_move == g.first_bidder and g.legal_bids() == [0, 1, 2, 3]
    out = paigen.simulate(f"ddz{players}", 3000, seed=11)
    assert out["deals"].min() == 1 and out["deals"].max() > 1, "B4: redeals happen"


# ============================================================================ rules: P


def play_phase(game, hands, kitty, landlord, bid=1) -> Both:
    """A deal whose auction made ``landlord`` landlord at ``bid`` (first bidder = landlord)."""
    players = int(game[-1])
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
    # seat 0 landlord: 3 9 K + kitty J; seat 1: 5 8 A; seat 2: 6 T Q
    b = play_phase("ddz3", ["39K", "58A", "6TQ"], "J", 0)
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
    b = play_phase(f"ddz{players}", hands, "J", 0)
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
    b = play_phase("ddz3", ["3", "5", "2"], "6", 0)
    b.step(("single", "3"))
    assert set(b.choices()) == {("pass", ""), ("single", "5")}
    b.step(("single", "5"))  # seat 1 out of cards; seat 2's 2 would have beaten it
    g = b.cpp
    assert g.phase == "over" and not g.landlord_won and g.to_move is None
    assert list(g.payoffs) == [-2, 1, 1]
    b.check_end()
    # the landlord out of cards: the landlord wins
    b = play_phase("ddz3", ["3", "45", "7"], "", 0, bid=2)
    b.step(("single", "3"))
    assert b.cpp.phase == "over" and b.cpp.landlord_won and list(b.cpp.payoffs) == [4, -2, -2]
    b.check_end()


# ============================================================================ rules: S


def test_S1_base_stake_is_the_winning_bid():
    for bid in (1, 2, 3):
        b = play_phase("ddz3", ["3", "4", "5"], "", 1, bid=bid)
        assert b.cpp.stake == bid and b.cpp.multiplier == 1
        b.step(("single", "4"))
        assert list(b.cpp.payoffs) == [-bid, 2 * bid, -bid]


def test_S2_three_players_bombs_and_rocket_double_even_when_beaten():
    # seat 0 landlord: 3333 5; seat 1: 4444 6; seat 2: BR 7
    b = play_phase("ddz3", ["3333", "44446", "BR7"], "5", 0)
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
    b = play_phase("ddz3", ["333345", "6", "7"], "", 0, bid=3)
    b.step(("four_two_singles", "333345"))
    assert b.cpp.multiplier == 1 and list(b.cpp.payoffs) == [6, -3, -3]


def test_S3_four_players_only_six_plus_bombs_and_rocket_double():
    b = play_phase("ddz4", ["3333444445", "6666668", "BBRR", "7"], "", 0)
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
    b = play_phase("ddz4", ["33333333", "4444444", "5", "6"], "", 0)
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


# ============================================================================ rules: A


def test_A1_master_speaks_first():
    masters = Counter(lf.Game(seed=s).master for s in range(60))
    assert set(masters) == {0, 1, 2}, f"A1: seeded Masters {masters}"
    for s in range(10):
        g = lf.Game(seed=s)
        assert g.phase == "calling" and g.to_move == g.master
    hands, _ = LF1
    for master in range(3):
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
    assert g.phase == "calling" and g.deals == 2 and [len(h) for h in g.hands] == [12] * 3
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
    want = {("discard", " ".join(c)) for c in itertools.combinations("4c 6c 8c 2m".split(), 3)}
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


def _ddz_deck_counts(players: int) -> np.ndarray:
    return np.array([4 if players == 3 else 8] * 13 + [1 if players == 3 else 2] * 2)


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
    deck = _ddz_deck_counts(players)
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
                assert len(g.kitty) == (3 if players == 3 else 8)
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


def test_lukfu_random_deal_invariants():
    full = (1 << 36) - 1
    for seed in range(3000):
        g = lf.Game(seed=seed)
        rng = random.Random(seed)
        discarded = face_up = 0  # card masks (L3)
        step = 0
        while g.phase != "over":
            masks = [h.mask for h in g.hands]
            held = masks[0] | masks[1] | masks[2]
            sizes = [len(h) for h in g.hands]
            assert sum(sizes) == held.bit_count(), f"a card in two hands, seed {seed}"
            assert held | discarded | face_up == full, f"conservation, seed {seed}"
            assert sum(sizes) + discarded.bit_count() + face_up.bit_count() == 36, f"conservation, seed {seed}"
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
        if res.void:
            assert res.winner is None and list(res.scores) == [0, 0, 0]
            assert all(len(h) == 0 for h in g.hands) or g.caller is None
        else:
            points = res.total - 5
            assert points >= 1 and res.scores[res.winner] == 2 * points
            if res.winner != g.caller:
                assert res.scores[g.caller] == -2 * points


@pytest.mark.parametrize("game", ["ddz3", "ddz4", "lukfu"])
def test_clone_independence_and_pickle_round_trip(game):
    for seed in range(40):
        g = lf.Game(seed=seed) if game == "lukfu" else dd.Game(int(game[-1]), seed=seed)
        rng = random.Random(seed)
        for _ in range(rng.randrange(2, 30)):
            if g.phase == "over":
                break
            cpp_apply(g, rng.choice(cpp_choices(g)))
        if g.phase == "over":
            continue
        snapshot = pickle.dumps(g)
        c = g.clone()
        assert pickle.dumps(c) == snapshot
        cpp_apply(c, rng.choice(cpp_choices(c)))
        assert pickle.dumps(g) == snapshot, "playing on a clone changed the original"
        c_state = pickle.dumps(c)
        cpp_apply(g, cpp_choices(g)[0])
        assert pickle.dumps(c) == c_state, "playing on the original changed the clone"
        # pickle round trip mid-deal: the copy plays on exactly like the original
        h = pickle.loads(pickle.dumps(g))
        assert pickle.dumps(h) == pickle.dumps(g)
        assert cpp_choices(h) == cpp_choices(g) and h.history == g.history
        r1, r2 = random.Random(seed), random.Random(seed)
        while g.phase != "over":
            cpp_apply(g, r1.choice(cpp_choices(g)))
            cpp_apply(h, r2.choice(cpp_choices(h)))
        assert h.phase == "over" and h.history == g.history
        if game == "lukfu":
            assert h.result == g.result
        else:
            assert list(h.payoffs) == list(g.payoffs)


def test_perft_depth_beyond_the_deal_costs_nothing():
    # A deal that ends within a few decisions: any larger depth gives the same
    # count, without work or memory growing with the depth.
    game = dd.Game(3, hands=["3", "4", "5"], kitty="")
    assert game.perft(30_000) == game.perft(40)
