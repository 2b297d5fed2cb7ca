"""paigen.envs: the PettingZoo AEC environments (doudizhu_v0, lukfu_v0) and the
Gymnasium single-seat environments (DouDizhuSingle, LukFuSingle) over the core
Games: the libraries' own checkers, the action encoding, illegal actions, bad
arguments, rendering and the documented examples. Masked random play is in
test_envs_play.py. Skipped without the rl extra."""

from __future__ import annotations

import doctest
import subprocess
import sys
import warnings

import numpy as np
import pytest

gymnasium = pytest.importorskip("gymnasium")
pettingzoo = pytest.importorskip("pettingzoo")

from gymnasium.utils.env_checker import check_env  # noqa: E402
from pettingzoo.test import api_test, seed_test  # noqa: E402

from paigen import IllegalMoveError  # noqa: E402
from paigen import doudizhu as dd  # noqa: E402
from paigen import lukfu as lf  # noqa: E402
from paigen._games import GAMES  # noqa: E402
from paigen.envs import DouDizhuSingle, LukFuSingle, doudizhu_v0, lukfu_v0  # noqa: E402
from paigen.envs._deal import EnvDeal  # noqa: E402
from tests.helpers.env_makers import AEC_MAKERS, SINGLE_MAKERS  # noqa: E402

# api_test's advice for simple environments: a Dict observation (as PettingZoo's
# classic games have), and an agent's all-zero mask once the deal is over.
API_TEST_ADVICE = [
    "ignore:Observation space for each agent probably should be",
    "ignore:Observation is not a NumPy array",
    "ignore:Action mask numpy array is all zeros",
]


def test_import_paigen_imports_neither_gymnasium_nor_pettingzoo():
    code = (
        "import sys, paigen, paigen.envs, paigen.doudizhu, paigen.lukfu\n"
        "assert 'gymnasium' not in sys.modules and 'pettingzoo' not in sys.modules, sorted(sys.modules)\n"
        "assert all(getattr(paigen.envs, name) for name in paigen.envs.__all__)\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


# -- the libraries' checkers ---------------------------------------------------


@pytest.mark.filterwarnings(*API_TEST_ADVICE)
@pytest.mark.parametrize("module, kwargs", AEC_MAKERS)
def test_pettingzoo_api_test(module, kwargs):
    api_test(module.env(**kwargs), num_cycles=300)
    api_test(module.raw_env(**kwargs), num_cycles=300)


@pytest.mark.parametrize("module, kwargs", AEC_MAKERS)
def test_pettingzoo_seed_test(module, kwargs):
    seed_test(lambda: module.env(**kwargs), num_cycles=300)


@pytest.mark.parametrize("cls, kwargs", SINGLE_MAKERS)
@pytest.mark.parametrize("seat", [0, 2])
def test_gymnasium_check_env(cls, kwargs, seat):
    check_env(cls(seat=seat, **kwargs), skip_render_check=True)


@pytest.mark.filterwarnings("ignore:.*Not able to test alternative render modes")
@pytest.mark.parametrize("cls", [DouDizhuSingle, LukFuSingle])
@pytest.mark.parametrize("render_mode", ["ansi", "human"])
def test_gymnasium_check_env_renders(cls, render_mode, capsys):
    check_env(cls(render_mode=render_mode))
    assert ("player_0" in capsys.readouterr().out) == (render_mode == "human")


# -- the action encoding ---------------------------------------------------------


@pytest.mark.parametrize(
    "players, variant", [(3, "standard"), (4, "standard"), (3, "douzero"), (3, "rlcard")]
)
def test_doudizhu_action_encoding_round_trip(players, variant):
    raw = doudizhu_v0.raw_env(players=players, variant=variant)
    space = dd.ActionSpace(players, variant)
    assert raw.space == space and raw.bid_base == space.size
    assert raw.action_space("player_0").n == space.size + 4
    assert [raw.bid_action(k) for k in range(4)] == [space.size + k for k in range(4)]
    with pytest.raises(ValueError):
        raw.bid_action(4)
    rng = np.random.default_rng(players)
    for seed in range(3):
        raw.reset(seed=seed)
        game = raw.game
        while game.phase != "over":
            mask = raw.observe(raw.agent_selection)["action_mask"].astype(bool)
            legal = np.flatnonzero(mask)
            if game.phase == "bidding":
                # the auction: exactly the bid ids, nothing of the ActionSpace
                assert legal.tolist() == [space.size + b for b in game.legal_bids()]
            else:
                moves = game.legal_moves()
                assert sorted(legal.tolist()) == sorted(space.encode(m) for m in moves)
                assert len(legal) == len(moves)  # one id per move (K-dup)
                last = game.last_move
                assert np.array_equal(mask[: space.size], space.mask(game.hands[game.to_move], last))
                for action in legal:
                    assert space.decode(int(action)).cards in moves.cards
            action = int(rng.choice(legal))
            expected = game.clone()
            if action >= space.size:
                expected.bid(action - space.size)
            else:
                expected.play(space.decode(action))
            raw.step(action)
            assert game.save() == expected.save()  # the action made exactly that decision


def test_doudizhu_pass_ids():
    space = dd.ActionSpace(3, "rlcard")
    raw = doudizhu_v0.raw_env(variant="rlcard")
    raw.reset(seed=1)
    while raw.game.phase == "bidding":
        raw.step(raw.bid_action(3) if 3 in raw.game.legal_bids() else raw.bid_action(0))
    lead = raw.game.legal_moves()[0]
    raw.step(space.encode(lead))  # the landlord leads; the next seat may pass
    assert raw.observe(raw.agent_selection)["action_mask"][space.pass_id] == 1
    raw.step(space.pass_id)
    assert raw.game.history[-1][1].is_pass


def test_lukfu_actions_index_the_legal_moves():
    raw = lukfu_v0.raw_env()
    raw.reset(seed=3)
    game = raw.game
    assert game.phase == "calling"
    assert np.flatnonzero(raw.observe(raw.agent_selection)["action_mask"]).tolist() == [0, 1]
    raw.step(1)  # pass
    assert game.history[-1] == (game.master, False)
    raw.step(0)  # play: the next seat calls
    assert game.caller == (game.master + 1) % 3 and game.phase == "play"
    rng = np.random.default_rng(0)
    while game.phase != "over":
        moves = game.legal_moves()
        mask = raw.observe(raw.agent_selection)["action_mask"]
        assert np.flatnonzero(mask).tolist() == list(range(len(moves)))
        index = int(rng.integers(len(moves)))
        expected = game.clone()
        expected.play(moves[index])
        raw.step(index)
        assert game.save() == expected.save()


def test_lukfu_the_largest_decision_fits():
    # A caller leads a six-card run that the next seat cannot beat: C(12, 6) discards (T3).
    game = lf.Game(
        hands=[
            "1t 2t 3t 4t 5t 6t 1m 2m 3m 4m 5m 6m",
            "1c 2c 4c 5c 7c 8c 1s 2s 4s 5s 7s 8s",
            "3c 6c 9c 3s 6s 9s 7m 8m 9m 7t 8t 9t",
        ],
        master=0,
    )
    game.call(True)
    game.play("1t 2t 3t 4t 5t 6t")
    deal = EnvDeal(GAMES["lukfu"])
    deal.game = game  # a given deal, in place of a dealt one
    assert deal.mask().all() and deal.num_actions == lukfu_v0.raw_env().action_space("player_0").n == 924
    deal.step(923)
    assert len(game.trick) == 2 and str(game.trick[1][1].kind) == "discard"


# -- illegal actions, bad arguments, rendering -----------------------------------


def test_illegal_actions():
    raw = doudizhu_v0.raw_env()
    raw.reset(seed=2)
    before = raw.game.save()
    with pytest.raises(IllegalMoveError, match="not legal"):
        raw.step(0)  # a play during the auction
    with pytest.raises(TypeError):
        raw.step(1.5)
    assert raw.game.save() == before

    env = doudizhu_v0.env()
    env.reset(seed=2)
    agent = env.agent_selection
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # PettingZoo's "illegal move made" log line
        env.step(0)
    assert env.terminations[agent] and env.rewards[agent] == -1

    single = LukFuSingle()
    single.reset(seed=2)
    _, reward, terminated, truncated, info = single.step(900)
    assert (reward, terminated, truncated, info) == (-1.0, True, False, {"illegal_action": True})
    with pytest.raises(RuntimeError, match="reset"):
        single.step(0)
    single = LukFuSingle(illegal_reward=-50)
    single.reset(seed=2)
    assert single.step(-1)[1:3] == (-50.0, True)


def test_bad_arguments():
    with pytest.raises(ValueError, match="seat"):
        DouDizhuSingle(seat=3)
    with pytest.raises(ValueError, match="seat"):
        LukFuSingle(seat=-1)
    with pytest.raises(TypeError, match="opponent"):
        LukFuSingle(opponent="random")
    with pytest.raises(ValueError, match="render_mode"):
        lukfu_v0.env(render_mode="rgb_array")
    with pytest.raises(ValueError, match="players"):
        doudizhu_v0.env(players=5)
    with pytest.raises(ValueError, match="3 players"):
        DouDizhuSingle(players=4, variant="rlcard")


def test_env_constructors_take_the_contract_arguments():
    """env(players=3, variant="standard", render_mode=None) and
    env(render_mode=None), by keyword or in that order."""
    for env in (
        doudizhu_v0.env(4, "standard", "ansi"),
        doudizhu_v0.env(players=3, variant="rlcard", render_mode=None),
        lukfu_v0.env("ansi"),
    ):
        env.reset(seed=1)
    assert doudizhu_v0.env(4).unwrapped.space.size == 9080
    assert doudizhu_v0.env(3, "rlcard").unwrapped.space.size == 27472
    assert lukfu_v0.env("ansi").unwrapped.render_mode == "ansi"


@pytest.mark.parametrize("module", [doudizhu_v0, lukfu_v0])
def test_render(module, capsys):
    env = module.env(render_mode="ansi")
    env.reset(seed=4)
    text = env.render()
    assert text.splitlines()[0].startswith(("Dou Dizhu", "Luk Fu")) and "> player_" in text
    human = module.env(render_mode="human")
    human.reset(seed=4)
    human.step(int(np.flatnonzero(human.last()[0]["action_mask"])[0]))
    assert text in capsys.readouterr().out


def test_readme_example():
    # The masked random policy of docs/tutorials/bot.md, written as a script.
    import numpy as np

    from paigen.envs import doudizhu_v0

    env = doudizhu_v0.env(players=3)
    env.reset(seed=42)
    space = env.unwrapped.space  # paigen.doudizhu.ActionSpace(3): ids of plays
    rng = np.random.default_rng(0)
    for agent in env.agent_iter():
        obs, reward, terminated, truncated, _ = env.last()
        if terminated or truncated:
            print(agent, reward)  # the payoff, once the deal is over
            action = None
        else:
            action = rng.choice(np.flatnonzero(obs["action_mask"]))
            if action < space.size:
                print(agent, "plays", space.decode(action).cards or "pass")
        env.step(action)
    assert env.unwrapped.game.phase == "over"


def test_module_docstring_examples():
    for module in (doudizhu_v0, lukfu_v0):
        result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
        assert result.attempted and result.failed == 0, module.__name__
