"""The two games have the same shape where their meaning is the same: a
MoveList's numpy fields are named for the Move attribute they hold per move
(in the plural), `sizes` is len() of each move, `Move ==` is "the same play
under the same rules" and `move in moves` agrees with it, and
observation_size(players=3) is one function in both modules."""

from __future__ import annotations

import contextlib

import numpy as np
import pytest

from paigen import doudizhu as dd
from paigen import lukfu as lf

# field -> the Move attribute it holds per move (None: len(move))
DDZ_FIELDS = {
    "kinds": "kind",
    "cards": "cards",
    "main_ranks": "main_rank",
    "lengths": "length",
    "codes": "code",
}
LF_FIELDS = {"kinds": "kind", "cards": "cards", "masks": "mask", "ranks": "rank", "suits": "suit"}


def move_lists(game, deals: int):
    """The legal moves of every play decision of `deals` seeded deals, played at random."""
    rng = np.random.default_rng(5)
    for seed in range(deals):
        g = game(seed)
        while g.phase != "over":
            if g.phase == "play":
                yield g.legal_moves()
            ids = g.legal_action_ids()
            g.apply_action(int(ids[rng.integers(len(ids))]))


def ddz_game(seed):
    return dd.Game(3 + seed % 2, seed, variant="standard")


@pytest.mark.parametrize(
    "game, fields", [(ddz_game, DDZ_FIELDS), (lf.Game, LF_FIELDS)], ids=["doudizhu", "lukfu"]
)
def test_movelist_fields_are_the_moves_attributes_in_the_plural(game, fields):
    lists = 0
    for moves in move_lists(game, 4):
        for field, attribute in fields.items():
            expected = [getattr(m, attribute) for m in moves]
            assert list(getattr(moves, field)) == expected, field
        sizes = moves.sizes
        assert sizes.dtype == np.uint8 and sizes.tolist() == [len(m) for m in moves]
        lists += 1
    assert lists > 50


def test_both_movelists_share_the_fields_of_the_same_meaning():
    shared = {"kinds", "cards", "sizes"}
    assert shared <= set(dir(dd.legal_moves("33"))) and shared <= set(
        dir(lf.legal_moves("1c 2c", caller=True))
    )


def test_ddz_move_equality_is_the_same_play_under_the_same_rules():
    assert dd.Move("33") == dd.Move("33", players=3, variant="standard")
    assert dd.Move("33") != dd.Move("33", players=4)
    assert dd.Move("33") != dd.Move("33", variant="rlcard")
    assert dd.Move("34567") != dd.Move("45678")


def test_lf_move_equality_is_the_same_play_under_the_same_rules():
    assert lf.Move("1c") == lf.Move("1c", kind="single")
    assert lf.Move("1c") != lf.Move("1c", kind="discard")
    assert lf.Move("7s8s9s") == lf.Move("7s 8s 9s")


def ddz_probes():
    for players in (3, 4):
        for cards in ("3", "33", "pass", "44", "2", "B"):
            yield dd.Move(cards, players=players)
    for variant in ("rlcard", "douzero"):
        yield dd.Move("3", variant=variant)


def lf_probes():
    for kind in (None, "discard"):
        for cards in ("1c", "2c", "5m", "9t", "8t 9t"):
            with contextlib.suppress(ValueError):  # not a play of that kind
                yield lf.Move(cards, kind=kind)


@pytest.mark.parametrize(
    "lists, probes",
    [
        (lambda: [dd.legal_moves("33344B", last=None), dd.legal_moves("33344B", last="3")], ddz_probes),
        (
            lambda: [dd.legal_moves(dd.Hand("33344B", players=4), last=None, players=4)],
            ddz_probes,
        ),
        (
            lambda: [
                lf.legal_moves("1c 2c 5m 8t 9t", caller=True),
                lf.legal_moves("1c 2c 5m 8t 9t", caller=True, led="1s"),
            ],
            lf_probes,
        ),
    ],
    ids=["doudizhu-3", "doudizhu-4", "lukfu"],
)
def test_a_move_is_in_a_list_when_it_equals_one_of_its_moves(lists, probes):
    for moves in lists():
        seen = {True: 0, False: 0}
        for probe in probes():
            inside = any(probe == m for m in moves)
            assert (probe in moves) is inside, (str(probe), moves.cards)
            seen[inside] += 1
        assert seen[True] and seen[False]


def test_observation_size_is_one_function_in_both_games():
    for module in (dd, lf):
        assert module.observation_size() == module.observation_size(players=3) == module.observation_size(3)
        with pytest.raises(ValueError):
            module.observation_size(players=5)
    assert lf.observation_size() == lf.OBSERVATION_SIZE
    assert dd.observation_size(4) != dd.observation_size(3)
    with pytest.raises(ValueError):
        lf.observation_size(players=4)  # Luk Fu is a three-player game
