"""The exact solver ``paigen.doudizhu.solve`` (and ``endgame``, which builds its
positions): its answers against a plain minimax written here from the rules
pages (P2-P4) over the reference move generator (``paigen.reference``, no code
shared with the core), on hypothesis-drawn small positions of 3 and 4 players
under random rule variants; its result object, budgets and bad input.

The minimax (tests/helpers/minimax.py) has no table and no pruning: every move of
every position is searched.
"""

from __future__ import annotations

import pickle
import sys
import threading
import time

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from paigen import doudizhu as dd
from paigen.errors import StateError
from paigen.reference import doudizhu as ref
from paigen.reference import variants as rvar
from tests.helpers import subprocesses
from tests.helpers.decks import DDZ_COPIES
from tests.helpers.minimax import State, minimax, move_wins, plays
from tests.helpers.strategies import ddz_variants

# ------------------------------------------------------ drawn positions


@st.composite
def small_positions(draw: st.DrawFn, most: int = 3) -> tuple[State, rvar.Variant]:
    players = draw(st.sampled_from([3, 3, 3, 4]))
    variant = draw(ddz_variants()) if players == 3 and draw(st.booleans()) else rvar.Variant()
    left = list(DDZ_COPIES[players])

    def drawn_cards(most: int) -> str:
        """1 to `most` cards of the deck's left, often several of one rank."""
        counts = [0] * 15
        for _ in range(draw(st.integers(1, most))):
            choices = [r for r in range(15) if left[r] > 0]
            held = [r for r in choices if counts[r]]
            r = draw(st.sampled_from(held if held and draw(st.booleans()) else choices))
            counts[r] += 1
            left[r] -= 1
        return ref.format_counts(counts)

    hands = [drawn_cards(most) for _ in range(players)]
    landlord = draw(st.integers(0, players - 1))
    to_move = draw(st.integers(0, players - 1))
    state = State(tuple(hands), landlord, to_move)
    if draw(st.booleans()):  # a move to beat, of cards out of play
        leads = sorted(ref.legal_plays(drawn_cards(6), None, players, variant=variant).items())
        if leads:
            cards, key = draw(st.sampled_from(leads))
            passes = draw(st.integers(0, players - 2))
            seat = (to_move - 1 - passes) % players
            state = State(state.hands, landlord, to_move, cards, key, seat, passes)
    return state, variant


def game_of(state: State, variant: rvar.Variant) -> dd.Game:
    v = dd.Variant(**variant.as_dict())
    last = None
    if state.last is not None:
        reading = dd.readings(state.last, len(state.hands), variant=v)
        last = next(m for m in reading if (str(m.kind), m.main_rank, m.length) == state.reading)
    return dd.endgame(
        list(state.hands),
        state.landlord,
        state.to_move,
        last,
        None if last is None else state.last_seat,
        variant=v,
    )


@settings(max_examples=1000, deadline=None)
@given(small_positions())
def test_solve_against_a_plain_minimax(drawn: tuple[State, rvar.Variant]) -> None:
    state, variant = drawn
    game = game_of(state, variant)
    assert [str(h) for h in game.hands] == list(state.hands)
    result = dd.solve(game)
    assert result.solved and result.complete
    assert result.win == minimax(state, variant)
    assert result.team == ("landlord" if state.to_move == state.landlord else "peasants")
    # Every move's value: the move as the core lists it, its reading as the reference reads it.
    readings = dict(plays(state.hands[state.to_move], state.last, state.reading, len(state.hands), variant))
    assert sorted(m.cards for m in result.moves) == sorted(readings)
    for move, value in zip(result.moves, result.values):
        assert value == move_wins(state, move.cards, readings[move.cards], variant), move
    assert list(result.winning_moves) == [m for m, v in zip(result.moves, result.values) if v]
    assert result.win == bool(result.winning_moves)


# ------------------------------------------------------ the result object


def test_solve_result_fields_and_repr() -> None:
    game = dd.endgame(["33", "4", "5"], landlord=0)
    r = dd.solve(game)
    assert isinstance(r, dd.SolveResult)
    assert r.solved and r.win and r.complete and r.team == "landlord"
    assert list(r.moves) == list(game.legal_moves())
    assert r.values == [m.cards == "33" for m in r.moves]
    assert r.winning_moves.cards == ["33"] and isinstance(r.winning_moves, dd.MoveList)
    assert r.nodes >= 1 and r.seconds >= 0
    assert repr(r).startswith("SolveResult(win=True, team='landlord', winning_moves=['33'], nodes=")


def test_solve_a_loss_has_no_winning_moves() -> None:
    # The landlord holds 3 and 4; the peasant after him holds the 2 and goes out on his single.
    game = dd.endgame(["34", "2", "5"], landlord=0)
    r = dd.solve(game)
    assert r.solved and not r.win and r.values == [False, False] and len(r.winning_moves) == 0
    assert "win=False" in repr(r) and "winning_moves" not in repr(r)


def test_solve_peasants_to_move_and_pass() -> None:
    # The landlord led a king; the next peasant passes, and his partner rockets and goes out.
    game = dd.endgame(["44", "5", "3BR"], landlord=0, to_move=1, last="K", last_seat=0)
    r = dd.solve(game)
    assert r.team == "peasants" and r.win
    assert r.winning_moves.cards == [""] and r.winning_moves[0].is_pass


def test_solve_four_players() -> None:
    # The landlord's 6s are above every other card: he plays them together or one at a time.
    game = dd.endgame(["33", "44", "55", "66"], landlord=3)
    r = dd.solve(game)
    assert r.solved and r.win and sorted(r.winning_moves.cards) == ["6", "66"]


def test_solve_follows_the_variant() -> None:
    # The landlord's rocket ends every trick on the rules pages (C3); under OpenSpiel's rules
    # a bomb answers it, and the peasant's 4444 is his whole hand.
    hands = ["3BR", "4444", "5"]
    assert dd.solve(dd.endgame(hands, landlord=0)).winning_moves.cards == ["BR"]
    assert not dd.solve(dd.endgame(hands, landlord=0, variant="openspiel")).win


def test_solve_budgets_say_unsolved_never_guess() -> None:
    game = dd.endgame(["3457TQ", "4689JK", "5789TA"], landlord=0)
    r = dd.solve(game, max_nodes=1)
    assert not r.solved and r.nodes <= 2
    assert r.values.count(None) >= 1 and not r.complete
    assert "solved=False" in repr(r)
    full = dd.solve(game)
    assert full.solved
    for limited, value in zip(r.values, full.values):
        assert limited is None or limited == value


def whole_deal() -> dd.Game:
    """A dealt game just after its auction: 20 and 17 cards, far beyond a quick solve."""
    game = dd.Game(3, seed=5)
    game.bid(3)
    return game


def test_solve_time_limit() -> None:
    start = time.monotonic()
    r = dd.solve(whole_deal(), time_limit=0.05)
    assert time.monotonic() - start < 5
    assert not r.solved and r.values.count(None) >= 1 and r.nodes > 0


def test_solve_table_between_calls_never_changes_answers() -> None:
    game = dd.endgame(["3456TT", "789JJQ", "KKA22B"], landlord=2, to_move=0)
    first, second = dd.solve(game), dd.solve(game)
    assert (first.win, first.values) == (second.win, second.values)
    assert second.nodes <= first.nodes


def test_solve_releases_the_gil() -> None:
    game = whole_deal()
    ticks = []
    stop = threading.Event()

    def tick() -> None:
        while not stop.is_set():
            ticks.append(1)
            time.sleep(0.001)

    t = threading.Thread(target=tick)
    t.start()
    try:
        dd.solve(game, time_limit=0.3)
    finally:
        stop.set()
        t.join(5)
    assert len(ticks) > 10


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")
def test_solve_stops_on_ctrl_c() -> None:
    script = (
        "from paigen import doudizhu as dd\n"
        "game = dd.Game(3, seed=5)\ngame.bid(3)\n"
        "print('started', flush=True)\ndd.solve(game)\nprint('finished', flush=True)\n"
    )
    took, out, err = subprocesses.interrupt_when_started(
        ["python", "-c", script],
        settle=0.5,
        timeout=10,  # settle: well inside the search
    )
    assert "finished" not in out
    assert "KeyboardInterrupt" in err, err[-1000:]
    assert took < 2.0


# ------------------------------------------------------ bad input


def test_solve_bad_phase_names_it() -> None:
    game = dd.Game(3, seed=1)
    with pytest.raises(StateError, match="'bidding' phase"):
        dd.solve(game)
    over = dd.endgame(["3", "4", "5"], landlord=0)
    over.play("3")
    assert over.phase == "over"
    with pytest.raises(StateError, match="'over' phase"):
        dd.solve(over)


@pytest.mark.parametrize("budget", [0, -1, -(2**70)])
def test_solve_budget_of_zero_or_less(budget: int) -> None:
    game = dd.endgame(["3", "4", "5"], landlord=0)
    with pytest.raises(ValueError, match="max_nodes"):
        dd.solve(game, max_nodes=budget)
    with pytest.raises(ValueError, match="time_limit"):
        dd.solve(game, time_limit=budget)
    with pytest.raises(ValueError, match="time_limit"):
        dd.solve(game, time_limit=float("nan"))


def test_solve_wrong_types_name_the_argument() -> None:
    game = dd.endgame(["3", "4", "5"], landlord=0)
    with pytest.raises(TypeError, match="game"):
        dd.solve("3 4 5")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="max_nodes"):
        dd.solve(game, max_nodes=1.5)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="max_nodes"):
        dd.solve(game, max_nodes=True)
    with pytest.raises(TypeError, match="time_limit"):
        dd.solve(game, time_limit="1")  # type: ignore[arg-type]
    assert dd.solve(game, max_nodes=10, time_limit=1).solved


# ------------------------------------------------------ endgame()


def test_endgame_reaches_the_position() -> None:
    game = dd.endgame(["3BR", "44", "55"], landlord=1, to_move=2, last="K", last_seat=1)
    assert [str(h) for h in game.hands] == ["3BR", "44", "55"]
    assert (game.landlord, game.to_move, game.phase) == (1, 2, "play")
    assert game.last_move == dd.Move("K")
    restored = pickle.loads(pickle.dumps(game))
    assert [str(h) for h in restored.hands] == ["3BR", "44", "55"]
    # The seat after the move's maker passed: to move two seats later.
    later = dd.endgame(["3", "44", "55"], landlord=0, to_move=2, last="K", last_seat=0)
    assert later.to_move == 2 and later.last_move == dd.Move("K") and later.history[-1][1].is_pass


def test_endgame_bad_input() -> None:
    with pytest.raises(StateError, match="empty"):
        dd.endgame(["3", "", "5"], landlord=0)
    with pytest.raises(StateError, match="more '3'"):
        dd.endgame(["3333", "3", "5"], landlord=0)
    with pytest.raises(ValueError, match="landlord"):
        dd.endgame(["3", "4", "5"], landlord=3)
    with pytest.raises(TypeError, match="to_move"):
        dd.endgame(["3", "4", "5"], landlord=0, to_move="1")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="last_seat"):
        dd.endgame(["3", "4", "5"], landlord=0, to_move=1, last="K", last_seat=1)
    with pytest.raises(TypeError, match="hands"):
        dd.endgame("3 4 5", landlord=0)  # type: ignore[arg-type]
