"""One-seat mode (``seat=k``) with the lean forms of the vectorised
environments (``masks="bits"``, ``observations=False``): the same games as
with bool masks and observations, the packed mask the bits of the bool one,
and ``game(i)`` (rebuilt from the 2-byte action ids the env keeps) the deal
as played, opponents' decisions included."""

from __future__ import annotations

import numpy as np
import pytest

from paigen.envs import VectorDouDizhu, VectorLukFu

CASES = [  # (make(**kwargs), seat)
    (lambda **kw: VectorDouDizhu(5, **kw), 0),
    (lambda **kw: VectorDouDizhu(4, players=4, **kw), 2),
    (lambda **kw: VectorLukFu(5, **kw), 1),
]


@pytest.mark.parametrize(("make", "seat"), CASES)
def test_lean_forms_play_the_same_one_seat_games(make, seat):
    full = make(seed=3, masks=True, seat=seat, opponents="greedy")
    lean = make(seed=3, masks="bits", observations=False, seat=seat, opponents="greedy")
    a, _ = full.reset(seed=11)
    b, _ = lean.reset(seed=11)
    assert "observation" not in b
    ended_total = 0
    for _ in range(60):
        np.testing.assert_array_equal(a["action_ids"], b["action_ids"])
        np.testing.assert_array_equal(a["action_offsets"], b["action_offsets"])
        bits = np.packbits(a["action_mask"], axis=1, bitorder="little")
        np.testing.assert_array_equal(b["action_mask"], bits)
        assert not b["action_mask"].flags.writeable
        # Every game the seat's to decide is the seat's; a decided game
        # rebuilds, opponents' decisions and all, the same from both envs.
        counts = np.diff(b["action_offsets"])
        for i in range(full.num_envs):
            game = lean.game(i)
            assert str(full.game(i).history) == str(game.history)
            if counts[i]:
                assert game.to_move == seat
                start, stop = b["action_offsets"][i], b["action_offsets"][i + 1]
                np.testing.assert_array_equal(
                    np.sort(np.asarray(game.legal_action_ids())), np.sort(b["action_ids"][start:stop])
                )
        actions = full.agent_actions("random")
        np.testing.assert_array_equal(actions, lean.agent_actions("random"))
        a, ra, ta, _, _ = full.step(actions)
        b, rb, tb, _, _ = lean.step(actions)
        np.testing.assert_array_equal(ra, rb)
        np.testing.assert_array_equal(ta, tb)
        ended_total += int(ta.sum())
    assert ended_total > 0  # deals ended, and the next ones started, within the run
    assert full.skipped_deals == lean.skipped_deals


def test_batch_opponents_need_observations():
    def first_id(observations, legal):
        ids, offsets = legal
        return ids[offsets[:-1]]

    with pytest.raises(ValueError, match="observations=True"):
        VectorDouDizhu(2, seed=1, observations=False, seat=0, opponents=first_id)
    VectorDouDizhu(2, seed=1, observations=False, seat=0, opponents="random").reset()
