"""legal_moves_batch's action ids of leads, computed from the hand, against
the ids of each move looked up by card set (MoveList.action_ids)."""

from __future__ import annotations

import numpy as np
import pytest

from paigen import doudizhu as dd

DECK3 = [r for r in "3456789TJQKA2" for _ in range(4)] + ["B", "R"]
DECK4 = DECK3[:-2] * 2 + ["B", "B", "R", "R"]


def random_hands(deck, sizes, players, seed):
    rng = np.random.default_rng(seed)
    return [dd.Hand("".join(rng.permutation(deck)[:size]), players=players) for size in sizes]


@pytest.mark.parametrize(("players", "deck", "most"), [(3, DECK3, 20), (4, DECK4, 33)])
def test_lead_ids_equal_the_looked_up_ids(players, deck, most):
    space = dd.ActionSpace(players)
    sizes = [1, 2, 5, 12, 17, most, most, most]
    hands = random_hands(deck, sizes * 4, players, seed=players)
    codes = np.array([h.code for h in hands], dtype=np.uint64)
    out = dd.legal_moves_batch(codes, players=players, space=space)
    for i, hand in enumerate(hands):
        rows = slice(out["offsets"][i], out["offsets"][i + 1])
        assert out["action_ids"][rows].tolist() == dd.legal_moves(hand).action_ids(space).tolist()


def test_leads_and_replies_mixed_in_one_batch():
    space = dd.ActionSpace()
    hands = random_hands(DECK3, [20, 17, 20, 17], 3, seed=9)
    lasts = [None, dd.classify("55"), None, dd.classify("3")]
    codes = np.array([h.code for h in hands], dtype=np.uint64)
    last_codes = np.array([m.code if m else 0 for m in lasts], dtype=np.uint64)
    out = dd.legal_moves_batch(codes, last_codes, space=space)
    for i, (hand, last) in enumerate(zip(hands, lasts)):
        rows = slice(out["offsets"][i], out["offsets"][i + 1])
        assert out["action_ids"][rows].tolist() == dd.legal_moves(hand, last).action_ids(space).tolist()


def test_a_variant_space_looks_its_ids_up():
    space = dd.ActionSpace(3, "douzero")
    hands = random_hands(DECK3, [20, 20], 3, seed=5)
    codes = np.array([h.code for h in hands], dtype=np.uint64)
    out = dd.legal_moves_batch(codes, variant="douzero", space=space)
    for i, hand in enumerate(hands):
        rows = slice(out["offsets"][i], out["offsets"][i + 1])
        assert (
            out["action_ids"][rows].tolist()
            == dd.legal_moves(hand, variant="douzero").action_ids(space).tolist()
        )
