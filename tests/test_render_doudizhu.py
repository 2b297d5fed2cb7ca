"""The Dou Dizhu deal as text (an environment's render, ``deal_text``): the
move to beat names who made it, and the seats that passed since are listed
(P2: a play is beaten or passed on in turn; P3: after every other seat passed,
the last player leads)."""

from __future__ import annotations

import pytest

from paigen import doudizhu as dd
from paigen._games import GAMES
from paigen.envs import doudizhu_v0


def passes_since_last_play(game: dd.Game) -> list[int]:
    """From the Observation's history of the play phase (the core's record)."""
    passed: list[int] = []
    for seat, move in game.observation(0).history:
        passed = [*passed, seat] if move.is_pass else []
    return passed


@pytest.mark.parametrize("players, seed", [(3, 42), (3, 7), (4, 3)])
def test_P2_P3_the_trick_line_names_who_played_and_who_passed(players, seed):
    spec = GAMES[f"ddz{players}"]
    game = dd.Game(players, seed=seed)
    agent = dd.Agent("greedy", seed=seed)
    seen_pass = seen_lead_after_passes = False
    while game.phase != "over":
        if game.phase == "play":
            line = spec.deal_text(game).splitlines()[-1]
            obs = game.observation(0)
            passed = passes_since_last_play(game)
            if obs.last_move is not None:
                assert line.startswith(
                    f"to beat: {obs.last_move.cards} ({obs.last_move.kind}) by player_{obs.last_seat}"
                )
            else:
                assert line.startswith(f"to lead: player_{game.to_move}")
            if passed:
                names = " and ".join(f"player_{seat}" for seat in passed)
                assert line.endswith(f"; {names} passed")
                seen_pass = True
                seen_lead_after_passes |= obs.last_move is None
            else:
                assert "passed" not in line
        game.play(agent.decide(game)) if game.phase == "play" else game.bid(agent.decide(game))
    assert seen_pass and seen_lead_after_passes


def test_the_render_of_the_environment_shows_it():
    env = doudizhu_v0.env(render_mode="ansi")
    env.reset(seed=42)
    game = env.unwrapped.game
    game.bid(3)  # seat 1 bids 3 and leads
    agent = dd.Agent("greedy", seed=0)
    game.play(agent.decide(game))
    game.play("pass")
    assert (
        env.render().splitlines()[-1]
        == f"to beat: {game.last_move.cards} ({game.last_move.kind}) by player_1; player_2 passed"
    )
