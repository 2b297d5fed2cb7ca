"""The one-seat mode's check of a batch opponent's answers, made in one numpy
pass over every game: each game's answer must be one of that game's own legal
ids, and the first game at fault is named."""

from __future__ import annotations

import pytest

from paigen import IllegalMoveError
from paigen.envs import VectorDouDizhu


class OneBadGame:
    """Answers each game's last legal id (bid 3, then plays), except in game `bad` (of those asked),
    where it answers a legal id of another game that is not legal there, once
    there is one (the auction's bids are legal everywhere)."""

    def __init__(self, bad: int) -> None:
        self.bad = bad
        self.asked: list[int] = []
        self.cheated = False

    def act(self, observations, legal):
        ids, offsets = legal
        answer = ids[offsets[1:] - 1].copy()
        self.asked.append(len(answer))
        if len(answer) > self.bad:
            own = set(ids[offsets[self.bad] : offsets[self.bad + 1]].tolist())
            elsewhere = [i for i in ids.tolist() if i not in own]
            if elsewhere:
                answer[self.bad] = elsewhere[0]
                self.cheated = True
        return answer


def play(env, steps):
    """Seat 1 answers each game's last legal id for `steps` steps."""
    obs, _ = env.reset()
    for _ in range(steps):
        obs, *_ = env.step(obs["action_ids"][obs["action_offsets"][1:] - 1])
    return obs


def test_every_game_answering_its_own_legal_id_plays_on():
    opponent = OneBadGame(bad=10_000)
    obs = play(VectorDouDizhu(16, seed=3, seat=1, opponents=opponent), 30)
    assert (obs["seat"] == 1).all() and not opponent.cheated


def test_the_game_with_an_id_legal_only_elsewhere_is_named():
    # Every other game's answers are legal: only a per-game check catches this one.
    opponent = OneBadGame(bad=5)
    env = VectorDouDizhu(16, seed=3, seat=1, opponents=opponent)
    with pytest.raises(
        IllegalMoveError, match=r"answered \d+ in env \d+ \(seat [02]\): not one of its legal"
    ):
        play(env, 30)
    assert opponent.cheated and max(opponent.asked) > 5
