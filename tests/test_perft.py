"""Counting decision sequences of whole deals: ``Game.perft(depth)`` and
``Game.divide(depth)`` of ``paigen.doudizhu`` and ``paigen.lukfu`` (bids, calls,
plays, passes, discards and claims all count; a finished deal is one leaf).

* golden counts: every case of ``tests/data/perft.txt`` (seeded deals and given
  cards), counted by the C++ engines, and the given-card cases by the
  pure-Python reference engines of ``paigen.reference.games`` too;
* mid-deal positions reached by random decisions through both engines, C++
  against the reference, and ``divide`` split by first decision;
* endgames whose deal ends inside the depth, down to every leaf (the same
  outcome in both engines, S4 / E2-E3).
"""

from __future__ import annotations

import doctest

import pytest

from paigen import doudizhu as dd
from paigen import lukfu as lf
from paigen.reference import games as ref
from tests.helpers.decks import deal_ddz, deal_lukfu
from tests.helpers.engines import Both, check_divide, check_perft, full_tree, prefix, read_perft_cases

DDZ3 = deal_ddz(3, 1)
DDZ4 = deal_ddz(4, 2)
LF1 = deal_lukfu(1)
LF2 = deal_lukfu(2)

CASES = read_perft_cases()
GIVEN = [case for case in CASES if case.seed is None]


# ============================================================================ golden counts


def test_the_golden_file_holds_every_kind_of_case():
    assert {(case.game, case.seed is None) for case in CASES} == {
        (game, given) for game in ("ddz3", "ddz4", "lukfu") for given in (True, False)
    }
    assert len(
        {(case.game, case.hands, case.kitty, case.first, case.seed, case.depth) for case in CASES}
    ) == len(CASES), "a case twice"


@pytest.mark.parametrize("case", CASES, ids=[case.id for case in CASES])
def test_golden_perft(case):
    got = case.cpp_game().perft(case.depth)
    assert got == case.nodes, f"perft({case.depth}) = {got}, {case.nodes} in tests/data/perft.txt:{case.line}"


@pytest.mark.parametrize("case", GIVEN, ids=[case.id for case in GIVEN])
def test_golden_perft_reference(case):
    got = ref.perft(case.reference_game(), case.depth)
    assert got == case.nodes, f"reference perft({case.depth}) = {got}, {case.nodes} in perft.txt:{case.line}"


# ============================================================================ mid-deal


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


# ============================================================================ endgames

# Small hands: the deal finishes (or is thrown in / void) inside the depth. Their
# counts are in tests/data/perft.txt; divide is compared here at a depth each.
DDZ_ENDGAMES = [  # (game, hands, kitty, first bidder, divide depth); every kitty full (D2, D3)
    ("ddz3", ["34", "5", "67"], "888", 0, 6),
    ("ddz3", ["3333", "4", "BR"], "555", 1, 6),  # bombs and the rocket (S2)
    ("ddz3", ["333", "66", "7"], "345", 2, 6),  # four + two singles: no bomb (S2)
    ("ddz4", ["3", "4", "5", "6"], "22222222", 3, 6),
    ("ddz4", ["33333", "444444", "BBRR", "5"], "66778899", 0, 5),  # S3: 5 no, 6 and rocket yes
]
LF_ENDGAMES = [  # (hands, master, divide depth)
    (["1c 2s", "3c 4s", "5c 6s"], 0, 8),
    (["1t 5c", "2c 9s", "7m 3s"], 1, 8),  # 1t led cannot be beaten (F1)
    (["1s 2s 3s", "1c 2c 9c", "4m 5m 6m"], 2, 8),  # runs, higher suit (F3)
    (["9c 9s 9m 9t 1c", "2s 3s 4s 5s 6s", "1m 2m 3m 4m 5m"], 0, 6),  # claims (R1)
    (["1c 1s 1m 5t", "9c 9s 9m 8t", "2c 2s 2m 7t"], 1, 7),  # sets of 1s (F2)
    (["1c 1s 1m", "9c 9s 9m", "2c 2s 2m"], 2, 8),
]


def test_every_endgame_has_golden_counts():
    def canonical(game, hands, kitty):
        if game == "lukfu":
            return tuple(str(lf.Hand(h)) for h in hands)
        players = 4 if game == "ddz4" else 3
        return tuple(str(dd.Hand(h, players)) for h in [*hands, kitty])

    golden = {(c.game, canonical(c.game, c.hands, c.kitty), c.first) for c in GIVEN}
    endgames = [(g, h, k, f) for g, h, k, f, _ in DDZ_ENDGAMES] + [
        ("lukfu", h, "", m) for h, m, _ in LF_ENDGAMES
    ]
    for game, hands, kitty, first in endgames:
        assert (game, canonical(game, hands, kitty), first) in golden, (game, hands, kitty, first)


@pytest.mark.parametrize("game, hands, kitty, first, depth", DDZ_ENDGAMES)
def test_divide_doudizhu_endgame(game, hands, kitty, first, depth):
    check_divide(Both(game, hands, kitty, first), depth)


@pytest.mark.parametrize("hands, master, depth", LF_ENDGAMES)
def test_divide_lukfu_endgame(hands, master, depth):
    check_divide(Both("lukfu", hands, "", master), depth)


@pytest.mark.parametrize(
    "game, hands, kitty, first",
    [e[:4] for e in DDZ_ENDGAMES[:3]]  # the 4-player ones end in 10**5 ways and more
    + [("lukfu", h, "", m) for h, m, _ in LF_ENDGAMES[:3] + LF_ENDGAMES[5:]],
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
    assert doctest.testmod(ref).failed == 0


def test_perft_depth_beyond_the_deal_costs_nothing():
    # A deal that ends within a few decisions: any larger depth gives the same
    # count, without work or memory growing with the depth.
    game = dd.Game(3, hands=["3", "4", "5"], kitty="666")
    assert game.perft(30_000) == game.perft(40)
