"""paigen.arena.evaluate's agents: the C++ and Python engines give the same
games, every game replays through Game, the forms a callable agent may answer
in and the wrong answers, agent objects, and batch agents."""

from __future__ import annotations

import pickle

import numpy as np
import pytest

import paigen
from paigen import IllegalMoveError, _core, arena
from paigen import doudizhu as dd
from paigen import lukfu as lf
from paigen._games import NAMES
from paigen.arena import _evaluate
from tests.helpers import arena_agents as agents
from tests.helpers.arena_runs import check_message, same_run
from tests.helpers.bounds import time_limit

bounded = time_limit(120)

# ============================================================================ engines and replays


@pytest.mark.parametrize("duplicate", [True, False])
@pytest.mark.parametrize("game", NAMES)
def test_cpp_and_python_engines_play_the_same_games(game, duplicate, monkeypatch):
    names = ["greedy", "random", "random"] if game != "ddz3" else ["random", "greedy"]
    cpp = arena.evaluate(names, game=game, deals=60, seed=21, duplicate=duplicate)
    monkeypatch.setattr(_evaluate, "_engine", lambda entrants: "python")
    assert same_run(arena.evaluate(names, game=game, deals=60, seed=21, duplicate=duplicate), cpp)


@pytest.mark.parametrize("game", NAMES)
def test_a_callable_plays_through_game_with_the_builtins(game):
    # with a callable every game goes through Game, the built-ins deciding with
    # Agent(name, seed=_agent_seed(seating_seed, deal, seat)): each game is
    # the one C++ plays for those draws
    result = arena.evaluate([agents.first, "greedy", "random"], game=game, deals=20, seed=8)
    rng = np.random.default_rng(0)
    for deal, seating in zip(rng.integers(0, 20, 8), rng.integers(0, len(result.seatings), 8)):
        g = result.replay(int(deal), int(seating))
        assert g.to_move is None and g.payoffs == result.payoffs[deal, seating].tolist()
        assert (g.caller if game == "lukfu" else g.landlord) == result.role_seat[deal, seating]


@pytest.mark.parametrize("game", NAMES)
def test_replay_rebuilds_any_game_through_game(game):
    result = arena.evaluate(["greedy", "random"], game=game, deals=500, seed=13)
    rng = np.random.default_rng(1)
    for deal, seating in zip(rng.integers(0, 500, 12), rng.integers(0, len(result.seatings), 12)):
        g = result.replay(deal, seating)  # numpy integers will do
        assert isinstance(g, lf.Game if game == "lukfu" else dd.Game)
        assert g.seed == _core._stream(13, int(deal))  # deal d of the batch seed
        assert g.phase == "over" and g.payoffs == result.payoffs[deal, seating].tolist()
        assert (g.caller if game == "lukfu" else g.landlord) == result.role_seat[deal, seating]
    assert result.replay(0).payoffs == result.payoffs[0, 0].tolist()  # seating 0 by default
    single = arena.evaluate(["greedy", "random"], game=game, deals=30, seed=13, duplicate=False)
    for deal in (0, 7, 29):
        g = single.replay(deal)  # the seating it was played under: deal % len(seatings)
        assert g.payoffs == single.payoffs[deal].tolist()
        assert g.history == single.replay(deal, deal % len(single.seatings)).history
        assert g.history == result.replay(deal, deal % len(result.seatings)).history


@pytest.mark.parametrize(
    "args, words",
    [
        ((500,), ["deal must be", "0 to 499", "500"]),
        ((-1,), ["deal must be"]),
        ((0, 6), ["seating must be", "0 to 5"]),
    ],
)
def test_replay_refuses_games_not_in_the_run(args, words):
    result = arena.evaluate(["greedy", "random"], deals=500, seed=13)
    with pytest.raises(ValueError) as err:
        result.replay(*args)
    check_message(err, *words)
    with pytest.raises(TypeError, match="deal must be an int"):
        result.replay(1.0)
    with pytest.raises(TypeError, match="seating must be None or an int"):
        result.replay(1, "0")


def test_a_result_pickles_and_replays_after():
    result = arena.evaluate([agents.first, "random"], game="lukfu", deals=10, seed=2)
    again = pickle.loads(pickle.dumps(result))
    assert isinstance(again, arena.ArenaResult) and same_run(again, result)
    assert again.game == "lukfu" and again.seed == 2 and again.variant == "standard" and again.duplicate
    assert again.agents == {"first": agents.first, "random": "random"}
    assert again.replay(3, 4).payoffs == result.payoffs[3, 4].tolist()


# ============================================================================ callable agents


@pytest.mark.parametrize("game", NAMES)
def test_a_callable_may_answer_a_move_cards_or_an_action_id(game):
    runs = [
        arena.evaluate([f, "random"], game=game, deals=12, seed=3)
        for f in (agents.first, agents.first_cards, agents.first_id)
    ]
    assert [list(r) for r in runs] == [["first", "random"], ["first_cards", "random"], ["first_id", "random"]]
    for other in runs[1:]:
        assert np.array_equal(other.payoffs, runs[0].payoffs)
        assert list(other.values()) == list(runs[0].values())


def test_an_agent_object_and_its_observations():
    counting = agents.Counting()
    seen: list = []

    def watcher(obs):  # a closure is fine in this process
        seen.append(obs)
        return agents.first(obs)

    result = arena.evaluate({"counting": counting, "watcher": watcher}, game="ddz3", deals=3, seed=5)
    assert list(result) == ["counting", "watcher"] and result.agents["watcher"] is watcher
    assert counting.calls > 0 and seen
    assert all(isinstance(obs, dd.Observation) and obs.to_move == obs.seat for obs in seen)
    assert arena.evaluate([counting, "greedy"], deals=1).seatings[0] == ("counting", "counting", "greedy")


@pytest.mark.parametrize(
    "agent, game, words",
    [
        (agents.plays_out_of_turn, "ddz3", ["'plays_out_of_turn'", "answered 'R'", "deal 0", "seating 0"]),
        (agents.plays_out_of_turn, "lukfu", ["'plays_out_of_turn'", "answered '9t'", "deal 0"]),
        (agents.answers_none, "ddz4", ["'answers_none'", "answered None", "action id"]),
        (agents.answers_none, "lukfu", ["'answers_none'", "answered None", "True (play) or False"]),
        (
            lambda obs: "pass" if obs.phase == "bidding" else "",
            "ddz3",
            ["'<lambda>'", "answered 'pass'", "auction"],
        ),
        (lambda obs: 1 if obs.phase == "bidding" else "", "ddz3", ["answered 1", "legal bids"]),  # a play id
        (
            lambda obs: agents.first(obs) if obs.phase == "bidding" else 99_999,
            "ddz3",
            ["answered 99999", "not a legal move"],
        ),
        (lambda obs: True, "lukfu", ["answered True", "a call"]),
        (lambda obs: True if obs.phase == "calling" else 924, "lukfu", ["answered 924", "not in range"]),
        (lambda obs: 2, "lukfu", ["answered 2", "the id 0 or 1"]),
        (lambda obs: "3c 3c", "lukfu", ["answered '3c 3c'"]),
        (lambda obs: 1.5, "ddz3", ["answered 1.5"]),
    ],
)
def test_an_illegal_or_malformed_answer_names_the_agent_deal_and_answer(agent, game, words):
    with pytest.raises(paigen.IllegalMoveError) as err:
        arena.evaluate([agent, "random"], game=game, deals=3, seed=0)
    check_message(err, *words)
    assert isinstance(err.value, ValueError)


def test_an_agent_that_raises_is_not_hidden():
    with pytest.raises(KeyError, match="this bot is broken"):
        arena.evaluate([agents.raises, "random"], game="lukfu", deals=2)


def test_agents_that_never_bid_are_given_up():
    never = lambda obs: space_id(obs, 0) if obs.phase == "bidding" else agents.first(obs)  # noqa: E731
    with pytest.raises(RuntimeError, match="every seat passed 1000 times"):
        arena.evaluate({"a": never, "b": never}, game="ddz3", deals=1)


def test_A2_agents_that_never_call_play_are_given_up():
    never = lambda obs: False if obs.phase == "calling" else agents.first(obs)  # noqa: E731
    with pytest.raises(RuntimeError, match=r"dealt again 1000 times in a row \(every seat passed, A2"):
        arena.evaluate({"a": never, "b": never}, game="lukfu", deals=1)


def space_id(obs, bid: int) -> int:
    return agents.space(obs.players, obs.variant).bid_id(bid)


# ============================================================================ batch agents


def first_batch(game):
    if game == "lukfu":
        return agents.FirstBatch()
    players = 4 if game == "ddz4" else 3
    return agents.FirstBatch(dd.ActionSpace(players).size)


@pytest.mark.parametrize("engine", ["python", "vector"])
@pytest.mark.parametrize("game", NAMES)
def test_every_engine_plays_the_same_games_for_the_builtins(game, engine, monkeypatch):
    names = ["greedy", "random", "random"] if game != "ddz3" else ["random", "greedy"]
    cpp = arena.evaluate(names, game=game, deals=40, seed=5)
    monkeypatch.setattr(_evaluate, "_engine", lambda entrants: engine)
    assert same_run(arena.evaluate(names, game=game, deals=40, seed=5), cpp)


@pytest.mark.parametrize("game", NAMES)
def test_the_vector_engine_gives_each_builtin_its_own_draws(game, monkeypatch):
    """Two built-ins that draw (a search agent and random) share the games of
    the vectorised engine: each draws only in the games where it decides, from
    that seat's generator, as the C++ engine does."""
    names = ["pimc:samples=2", "random"]
    cpp = arena.evaluate(names, game=game, deals=4, seed=7)
    monkeypatch.setattr(_evaluate, "_engine", lambda entrants: "vector")
    assert same_run(arena.evaluate(names, game=game, deals=4, seed=7), cpp)


@pytest.mark.parametrize("engine", ["python", "vector"])
@pytest.mark.parametrize("game", ["ddz3", "ddz4"])
def test_every_engine_gives_pimc_the_same_deal_history(game, engine, monkeypatch):
    """Dou Dizhu's "pimc:model=K" reads the deal's decisions so far (pimc.h):
    the C++ engine keeps them, the Python one reads Game's record, the
    vectorised one replays the env's ids; a path that left them out would
    deal differently."""
    names = ["pimc:samples=2,model=3", "greedy"]
    cpp = arena.evaluate(names, game=game, deals=6, seed=7)
    monkeypatch.setattr(_evaluate, "_engine", lambda entrants: engine)
    assert same_run(arena.evaluate(names, game=game, deals=6, seed=7), cpp)


@pytest.mark.parametrize("duplicate", [True, False])
@pytest.mark.parametrize("game", NAMES)
def test_a_batch_agent_plays_the_games_its_callable_twin_plays(game, duplicate):
    """A batch agent runs on the vectorised environment, asked once per step for
    all its games; the same policy as a callable runs through Game: the games
    are the same, built-in agents' draws included."""
    batch = first_batch(game)
    deals = 30 if duplicate else 60  # enough games at once for the batching to show
    through_vector = arena.evaluate(
        {"first": batch, "greedy": "greedy", "random": "random"},
        game=game,
        deals=deals,
        seed=4,
        duplicate=duplicate,
    )
    through_game = arena.evaluate(
        {"first": agents.first, "greedy": "greedy", "random": "random"},
        game=game,
        deals=deals,
        seed=4,
        duplicate=duplicate,
    )
    assert same_run(through_vector, through_game)
    assert batch.answered > 5 * batch.calls  # one call per step for many games, not one per decision
    g = through_vector.replay(3)  # replay asks the batch agent one game at a time
    played = through_vector.payoffs[3, 0] if duplicate else through_vector.payoffs[3]
    assert g.payoffs == played.tolist()


def test_batch_agents_with_callables_play_through_game():
    result = arena.evaluate([first_batch("ddz3"), agents.first], deals=10, seed=2)
    assert result["FirstBatch"].wp + result["first"].wp == pytest.approx(1.0)


def test_a_batch_agents_wrong_answer_names_it():
    with pytest.raises(IllegalMoveError, match=r"batch agent 'WrongBatch' answered -5 in game 0"):
        arena.evaluate([agents.WrongBatch(), "random"], deals=5)
    with pytest.raises(IllegalMoveError, match=r"batch agent 'WrongBatch' answered"):
        arena.evaluate([agents.WrongBatch(), agents.first], deals=5)
