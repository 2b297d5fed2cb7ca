"""E1 as the seed says (docs/rules/LUKFU.md, E1 [decided]): a dealt game whose
hands run out without a claim is dealt again, as three passes are (A2), and
its history records the redeal; given cards still end void there. What reads
the end of a deal follows: the saved form (version 2; version 1 saves keep the
meaning they were written with), observations, the vector env, simulate and
the arena."""

from __future__ import annotations

import pickle
import random

import numpy as np
import pytest

import paigen
from paigen import arena
from paigen import lukfu as lf
from paigen.envs import VectorLukFu
from paigen.errors import StateError


def play_until_hands_run_out(seed: int) -> tuple[lf.Game, lf.Game]:
    """Random decisions from Game(seed=seed) up to the last trick of a deal
    whose hands ran out without a claim: (the game just before that trick's
    last decision, the game just after it)."""
    rng = random.Random(seed)
    game = lf.Game(seed=seed)
    while game.phase != "over":
        before = game.clone()
        if game.phase == "calling":
            game.call(rng.random() < 0.5)
        else:
            game.play(rng.choice(list(game.legal_moves())))
        if game.deals != before.deals and before.phase == "play":
            return before, game
    raise AssertionError(f"seed {seed}: the deal ended at a claim")


SEED = 2  # its first deal runs out at decision 27 (found by play_until_hands_run_out)


def test_E1_a_dealt_game_deals_again_when_the_hands_run_out():
    before, after = play_until_hands_run_out(SEED)
    _, last = after.history[-1]
    assert sorted(len(h) for h in before.hands) == [0, 0, len(last)], "the last card(s) of the deal"
    assert max(before.fu) < 6, "E1: nobody reached six fu"
    assert after.deals == before.deals + 1 and after.phase == "calling" and after.result is None
    assert after.to_move == after.master and after.caller is None
    assert [len(h) for h in after.hands] == [12, 12, 12], "L4: a fresh deal"
    assert list(after.fu) == [0, 0, 0] and after.public.mask == 0 and after.trick == []
    assert after.payoffs == [0, 0, 0]
    # The history records the redeal: every decision of the thrown-in deal,
    # its last trick included, then the new deal's from deal_starts[-1] on.
    assert after.history[:-1] == before.history and len(after.history) == len(before.history) + 1
    assert after.deal_starts == [*before.deal_starts, len(after.history)]
    last_trick = after.history[-3:]
    assert all(isinstance(d, lf.Move) for _, d in last_trick)
    # The game goes on to a claim: a dealt game never ends void.
    rng = random.Random(1)
    while after.phase != "over":
        if after.phase == "calling":
            after.call(rng.random() < 0.5)
        else:
            after.play(rng.choice(list(after.legal_moves())))
    result = after.result
    assert not result.void and result.winner is not None and result.total >= 6 and sum(result.scores) == 0


def test_E1_given_cards_still_end_void():
    """The same deal, from its cards given, ends void where the seeded game dealt again."""
    before, after = play_until_hands_run_out(SEED)
    start = before.deal_starts[-1]
    replay = lf.Game(seed=SEED)
    for _, decision in before.history[:start]:
        replay.call(decision) if isinstance(decision, bool) else replay.play(decision)
    given = lf.Game(hands=[str(h) for h in replay.hands], master=replay.master)
    for _, decision in after.history[start:]:
        given.call(decision) if isinstance(decision, bool) else given.play(decision)
    result = given.result
    assert given.phase == "over" and given.deals == 1 and given.deal_starts == [0]
    assert result.void and result.winner is None and result.total == 0 and list(result.scores) == [0, 0, 0]
    assert len(given.legal_moves()) == 0 and given.to_move is None


def test_E1_observations_start_afresh_at_the_redeal():
    before, after = play_until_hands_run_out(SEED)
    assert any(before.observation(seat).played != [lf.Hand("")] * 3 for seat in range(3))
    for seat in range(3):
        obs = after.observation(seat)
        assert obs.history == [] and obs.calls == [None] * 3 and obs.caller is None
        assert obs.played == [lf.Hand("")] * 3 and obs.discards == lf.Hand("") and obs.discarded == [0, 0, 0]
        assert obs.public == lf.Hand("") and obs.fu == [0, 0, 0] and obs.hand == after.hands[seat]
        assert len(obs.unseen) == 24


def test_E1_the_saved_form_replays_the_redeal():
    _, after = play_until_hands_run_out(SEED)
    data = after.save()
    assert data[4] == 2, "the saved form's version: 2 since E1 deals again"
    loaded = lf.Game.load(data)
    assert loaded.save() == data and loaded.history == after.history and loaded.deals == after.deals
    assert [str(h) for h in loaded.hands] == [str(h) for h in after.hands]
    assert loaded.deal_starts == after.deal_starts
    copy = pickle.loads(pickle.dumps(after))
    assert copy.save() == data


def version_1(data: bytes) -> bytes:
    """A saved game as version 1 wrote it: the same bytes under version byte 1
    (its origin kinds were 0 given and 1 seeded)."""
    assert data[4] == 2 and data[5] in (0, 1)
    return data[:4] + bytes([1]) + data[5:]


def test_E1_version_1_saves_keep_the_meaning_they_were_written_with():
    """A version 1 save of a seeded game replays under version 1's E1: hands
    that run out without a claim end the deal void."""
    before, after = play_until_hands_run_out(SEED)
    old = lf.Game.load(version_1(after.save()))
    assert old.phase == "over" and old.deals == 1 and old.result.void and old.payoffs == [0, 0, 0]
    # An old save short of the end plays on under its own rule, and saves so.
    old = lf.Game.load(version_1(before.save()))
    _, last = after.history[-1]
    old.play(last)
    assert old.phase == "over" and old.result.void
    resaved = old.save()
    assert resaved[4] == 2 and resaved[5] == 2, "version 2 writes origin kind 2: a seed under version 1's E1"
    assert lf.Game.load(resaved).result.void and lf.Game.load(resaved).save() == resaved
    # Version 1 had no decision after such an end, and no origin kind 2.
    further = after.clone()
    further.call(True)
    with pytest.raises(StateError, match="not legal"):
        lf.Game.load(version_1(further.save()))
    with pytest.raises(StateError, match="damaged"):
        lf.Game.load(resaved[:4] + b"\x01" + resaved[5:])
    with pytest.raises(StateError, match="damaged"):
        lf.Game.load(resaved[:5] + b"\x03" + resaved[6:])
    with pytest.raises(StateError, match="unknown version"):
        lf.Game.load(resaved[:4] + b"\x03" + resaved[5:])


def test_E1_version_1_saves_of_given_cards_load_unchanged():
    game = lf.Game(hands=["2c 3s", "4c 5s", "6c 7s"], master=0)
    game.call(True)
    for move in ("2c", "4c", "6c"):
        game.play(move)
    data = game.save()
    loaded = lf.Game.load(version_1(data))
    assert loaded.save() == data and loaded.history == game.history


def test_E1_the_vector_env_plays_on_through_a_redeal():
    """An env whose hands run out is not terminated: its deal is dealt again
    within the episode, which ends at a claim with nonzero rewards."""
    n = 16
    env = VectorLukFu(n, seed=3)
    obs, _ = env.reset()
    rng = np.random.default_rng(0)
    deals = [1] * n
    ran_out = ended = 0
    for _ in range(400):
        ids, offsets = obs["action_ids"], obs["action_offsets"]
        actions = [
            ids[rng.integers(offsets[i], offsets[i + 1])] if offsets[i + 1] > offsets[i] else 0
            for i in range(n)
        ]
        obs, rewards, terminated, _, _ = env.step(np.array(actions))
        for i in range(n):
            game = env.game(i)
            if terminated[i]:
                ended += 1
                assert game.phase == "over" and not game.result.void, "E1: a dealt game ends at a claim"
                assert rewards[i].sum() == 0 and np.abs(rewards[i]).sum() > 0
            elif game.deals > deals[i] and isinstance(game.history[game.deal_starts[-1] - 1][1], lf.Move):
                ran_out += 1  # dealt again after a trick: the hands ran out (E1)
            deals[i] = game.deals
    assert ran_out > 0 and ended > 10


def test_E1_simulate_counts_the_redeals():
    out = paigen.simulate("lukfu", 2000, seed=11)
    assert not out["void"].any() and out["ran_out"].sum() > 0
    assert np.all(out["deals"] >= 1 + out["ran_out"])


def test_E1_arena_games_are_never_void():
    """A tie is left only where the money between two seats of one agent cancels (E3)."""
    result = arena.evaluate(["greedy", "random"], game="lukfu", deals=300, seed=2)
    assert (np.abs(result.payoffs).sum(axis=-1) > 0).all(), "E1: every game ends at a claim"
    assert 0 < result["greedy"].ties < 0.3
