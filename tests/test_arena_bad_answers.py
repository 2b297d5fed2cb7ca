"""Answers the arena cannot play are the agent's error (IllegalMoveError naming
the agent, deal, seating and seat), whatever is wrong with them: a move of
another player count or variant, an object whose ``__index__`` or
``__repr__`` raises, a batch agent that writes into the ``legal`` it was given
(its answer is checked against it). And the single-seat environment names a
``seat`` of the wrong type."""

from __future__ import annotations

import pytest

from paigen import IllegalMoveError, arena
from paigen import doudizhu as dd
from paigen.envs import DouDizhuSingle
from tests.helpers import arena_agents
from tests.helpers.bounds import time_limit

bounded = time_limit(120)


def last_move(game: dd.Game) -> dd.Move:
    """The last legal move of `game` once its auction is over (every seat bids its highest)."""
    while game.phase == "bidding":
        game.bid(max(game.legal_bids()))
    return game.legal_moves()[-1]


def answering(move_or_answer):
    """An agent that bids 3, then answers `move_or_answer` at every play."""

    def agent(obs):
        if obs.phase == "bidding":
            return arena_agents.space(obs.players, obs.variant).bid_id(3)
        return move_or_answer

    return agent


class BrokenNumber:
    """An answer whose every method raises."""

    def __index__(self):
        raise RuntimeError("index broke")

    def __repr__(self):
        raise RuntimeError("repr broke")


class WritesIntoLegal:
    """A batch agent that marks its answer legal by writing it into ``legal``."""

    def act(self, observations, legal):
        ids, offsets = legal
        ids[offsets[:-1]] = 99_999
        return ids[offsets[:-1]]


def check_agent_error(err: pytest.ExceptionInfo, name: str, *words: str) -> None:
    text = str(err.value)
    assert "\n" not in text, text
    for word in (f"agent {name!r}", "deal 0", "seating 0", *words):
        assert word in text, (word, text)


@pytest.mark.parametrize(
    "move, words",
    [
        (last_move(dd.Game(4, seed=0)), ["players=3", "4-player"]),  # K1: 3 players
        (last_move(dd.Game(3, seed=0, variant="rlcard")), ["variant", "rlcard"]),
    ],
)
def test_a_move_of_another_game_is_the_agents_error(move, words):
    with pytest.raises(IllegalMoveError) as err:
        arena.evaluate({"other": answering(move), "random": "random"}, deals=2)
    check_agent_error(err, "other", *words)


def test_an_answer_whose_methods_raise_is_the_agents_error():
    with pytest.raises(IllegalMoveError) as err:
        arena.evaluate({"broken": answering(BrokenNumber()), "random": "random"}, deals=2)
    check_agent_error(err, "broken", "BrokenNumber", "RuntimeError: index broke")
    assert isinstance(err.value.__cause__, RuntimeError)


@pytest.mark.parametrize("game", ["ddz3", "lukfu"])
@pytest.mark.parametrize("other", ["random", arena_agents.first], ids=["vector", "python"])
def test_a_batch_agent_that_writes_into_legal_is_told_so(game, other):
    with pytest.raises(IllegalMoveError) as err:
        arena.evaluate({"writer": WritesIntoLegal(), "other": other}, game=game, deals=2)
    text = str(err.value)
    assert "batch agent 'writer'" in text and "legal" in text and "read" in text, text


def test_a_seat_of_the_wrong_type_is_a_one_line_type_error():
    pytest.importorskip("gymnasium")
    for seat in (1.5, "1", True):
        with pytest.raises(TypeError) as err:
            DouDizhuSingle(seat=seat)
        text = str(err.value)
        assert text.startswith("seat must be") and "\n" not in text, text
