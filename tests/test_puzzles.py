"""The golden endgames of tests/data/puzzles.txt (also read by the C++ program
cpp/tests/solve_test.cpp): each answer, checked by hand, against
``paigen.doudizhu.solve`` and against a minimax over the reference generator
(tests/helpers/minimax.py; it remembers values, it never prunes)."""

from __future__ import annotations

import pytest

from paigen import doudizhu as dd
from paigen.reference import variants as rvar
from tests.helpers.minimax import State, move_wins, remembering_minimax
from tests.helpers.puzzles import PUZZLES, Puzzle

ALL = PUZZLES


def test_there_are_twenty_puzzles_or_more() -> None:
    assert len(ALL) >= 20
    assert any(p.win for p in ALL) and any(not p.win for p in ALL)
    assert (
        any(len(p.hands) == 4 for p in ALL)
        and any(p.last for p in ALL)
        and any(p.variant != "standard" for p in ALL)
    )


@pytest.mark.parametrize("puzzle", ALL, ids=[f"line{p.line}" for p in ALL])
def test_puzzle(puzzle: Puzzle) -> None:
    game = dd.endgame(
        puzzle.hands, puzzle.landlord, puzzle.to_move, puzzle.last, puzzle.last_seat, variant=puzzle.variant
    )
    result = dd.solve(game)
    assert result.solved and result.complete
    assert result.win == puzzle.win
    assert {m.cards or "pass" for m in result.winning_moves} == puzzle.winning
    # The same answer from a minimax over the reference generator, move by move.
    variant = rvar.preset(puzzle.variant)
    n = len(puzzle.hands)
    reading = (
        None
        if game.last_move is None
        else (str(game.last_move.kind), game.last_move.main_rank, game.last_move.length)
    )
    state = State(
        tuple(str(h) for h in game.hands),
        puzzle.landlord,
        puzzle.to_move,
        puzzle.last and game.last_move.cards,
        reading,
        puzzle.last_seat if puzzle.last_seat is not None else 0,
        0 if puzzle.last_seat is None else (puzzle.to_move - puzzle.last_seat - 1) % n,
    )
    assert remembering_minimax(state, variant) == puzzle.win
    for move, value in zip(result.moves, result.values):
        key = (str(move.kind), move.main_rank, move.length)
        assert move_wins(state, move.cards, key, variant, remembering_minimax) == value, move
