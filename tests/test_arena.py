"""paigen.arena.evaluate and ``paigen arena``: agents against each other.

WP and ADP against what they must be (random against random is even, greedy
beats random in every game), the statistics recomputed here from the payoffs,
the seatings, duplicate and single-seating runs, the C++ and Python engines
giving the same games, every game replayed through Game, the forms a callable
agent may answer in and the wrong answers, the same results over workers and
shards, strict arguments, Ctrl-C and the command line (with --plot).

Payoffs are S4 of docs/rules/DOUDIZHU.md and E3 of docs/rules/LUKFU.md.
"""

from __future__ import annotations

import faulthandler
import itertools
import math
import os
import pickle
import re
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest

import paigen
from paigen import IllegalMoveError, _core, arena, cli
from paigen import doudizhu as dd
from paigen import lukfu as lf
from paigen._games import GAMES, NAMES
from paigen.arena import _evaluate

import arena_agents as agents

TESTS = Path(__file__).resolve().parent


@pytest.fixture(autouse=True)
def bounded() -> Iterator[None]:
    """Every test here ends within two minutes, or the process stops with a traceback."""
    faulthandler.dump_traceback_later(120, exit=True)
    yield
    faulthandler.cancel_dump_traceback_later()


@pytest.fixture
def python_engine(monkeypatch):
    """Built-in agents played decision by decision through Game, as when a callable takes part."""
    monkeypatch.setattr(_evaluate, "_engine", lambda entrants: "python")


def same_run(a: arena.ArenaResult, b: arena.ArenaResult) -> bool:
    """The same games and the same statistics."""
    return (
        a == b
        and a.seatings == b.seatings
        and np.array_equal(a.payoffs, b.payoffs)
        and np.array_equal(a.role_seat, b.role_seat)
    )


# ============================================================================ WP and ADP


@pytest.mark.parametrize("game", NAMES)
def test_random_against_random_is_even(game):
    result = arena.evaluate(["random", "random"], game=game, deals=2000, seed=4)
    assert list(result) == ["random", "random#2"]
    one, two = result.values()
    for stats in (one, two):
        assert stats.wp_ci[0] < 0.5 < stats.wp_ci[1], stats
        assert stats.adp_ci[0] < 0 < stats.adp_ci[1], stats
        assert stats.deals == 2000 and stats.games == 2000 * len(result.seatings)
    # two agents: the sums of their seats are opposite (zero-sum), so the
    # scores of a game add up to 1 (a tie is 1/2 each) and the points to 0
    assert one.wp + two.wp == pytest.approx(1)
    assert one.adp + two.adp == pytest.approx(0)
    assert one.ties == two.ties
    if game == "lukfu":
        assert one.ties > 0.1  # money between two seats of one agent (E3); no void deals (E1)
    else:
        assert one.ties == 0  # Dou Dizhu games between agents never tie (S4)


@pytest.mark.parametrize("game", NAMES)
def test_greedy_beats_random(game):
    result = arena.evaluate(["greedy", "random"], game=game, deals=1000, seed=1)
    greedy, random = result["greedy"], result["random"]
    assert greedy.wp_ci[0] > 0.5 > random.wp_ci[1]
    assert greedy.adp_ci[0] > 0 > random.adp_ci[1]
    assert greedy.wp_ci[0] < greedy.wp < greedy.wp_ci[1]
    assert greedy.adp_ci[0] < greedy.adp < greedy.adp_ci[1]


def wald(per_deal: np.ndarray) -> tuple[float, tuple[float, float]]:
    """The mean of per-deal values and its normal 95% interval."""
    mean = per_deal.mean()
    half = 1.959964 * per_deal.std(ddof=1) / math.sqrt(len(per_deal))
    return mean, (mean - half, mean + half)


@pytest.mark.parametrize(
    "game, names",
    [
        ("ddz3", ["greedy", "random"]),
        ("ddz4", ["random", "greedy", "random"]),
        ("lukfu", ["greedy", "random", "random"]),
    ],
)
def test_statistics_from_the_payoffs(game, names):
    result = arena.evaluate(names, game=game, deals=300, seed=6)
    players = GAMES[game].players
    holders = np.array([[list(result).index(name) for name in seating] for seating in result.seatings])
    assert holders.shape == (len(result.seatings), players)
    landlord = result.role_seat[..., None] == np.arange(players)  # the landlord's or caller's seat
    games = 300 * len(result.seatings)
    for a, stats in enumerate(result.values()):
        held = holders == a  # (seatings, seats), the same in every deal
        net = (result.payoffs * held).sum(axis=2)  # (deals, seatings)
        score = np.where(net > 0, 1.0, np.where(net == 0, 0.5, 0.0))
        wp, wp_ci = wald(score.mean(axis=1))
        adp, adp_ci = wald(net.mean(axis=1))
        assert stats.wp == pytest.approx(wp) and stats.adp == pytest.approx(adp)
        assert stats.wp_ci == pytest.approx((max(wp_ci[0], 0), min(wp_ci[1], 1)))
        assert stats.adp_ci == pytest.approx(adp_ci)
        assert stats.ties == pytest.approx((net == 0).mean())
        # per role: the (game, seat) pairs of the agent in that role
        roles = list(stats.roles.values())
        for role, mask in zip(roles, (held & landlord, held & ~landlord)):
            seat_pay = result.payoffs[mask]
            assert role.deals == mask.sum()
            assert role.adp == pytest.approx(seat_pay.mean())
            assert role.wp == pytest.approx(
                np.where(seat_pay > 0, 1.0, np.where(seat_pay == 0, 0.5, 0.0)).mean()
            )
            assert role.wp_ci[0] < role.wp < role.wp_ci[1] and role.adp_ci[0] < role.adp < role.adp_ci[1]
        # the roles add up: every seat the agent holds, every point it won
        assert sum(r.deals for r in roles) == games * held.sum() / len(result.seatings)
        assert sum(r.adp * r.deals for r in roles) == pytest.approx(stats.adp * games)
    # one landlord (caller) per game
    assert sum(s.roles[result.roles[0]].deals for s in result.values()) == games
    assert result.roles == (("caller", "other") if game == "lukfu" else ("landlord", "peasant"))


def test_an_interval_needs_two_deals():
    result = arena.evaluate(["greedy", "random"], deals=1, seed=3)
    stats = result["greedy"]
    assert stats.deals == 1 and math.isnan(stats.wp_ci[0]) and math.isnan(stats.adp_ci[1])
    assert "n/a" in str(result)


# ============================================================================ seatings


@pytest.mark.parametrize("agents_, seats, count", [(2, 3, 6), (3, 3, 6), (2, 4, 14), (3, 4, 36), (4, 4, 24)])
def test_every_seating_that_seats_every_agent(agents_, seats, count):
    table = arena.seatings(agents_, seats)
    assert len(table) == count == len(set(table))
    assert all(len(s) == seats and set(s) == set(range(agents_)) for s in table)
    for renaming in itertools.permutations(range(agents_)):  # no agent favoured
        assert {tuple(renaming[a] for a in s) for s in table} == set(table)


@pytest.mark.parametrize(
    "game, names", [("ddz3", ["a", "b", "c"]), ("ddz4", ["a", "b"]), ("ddz4", ["a", "b", "c", "d"])]
)
def test_the_result_names_its_seatings(game, names):
    result = arena.evaluate(dict.fromkeys(names, "random"), game=game, deals=3, seed=1)
    assert list(result) == names
    assert result.seatings == tuple(
        tuple(names[a] for a in s) for s in arena.seatings(len(names), GAMES[game].players)
    )
    assert result.payoffs.shape == (3, len(result.seatings), GAMES[game].players)
    assert result.role_seat.shape == (3, len(result.seatings))
    assert (result.payoffs.sum(axis=2) == 0).all()  # zero-sum (S4)


def test_the_seating_seeds_are_as_documented():
    result = arena.evaluate(["greedy", "random"], game="ddz3", deals=50, seed=77)
    for s, seating in enumerate(result.seatings):
        out = _core.doudizhu._play_agents(3, 77, 0, 50, list(seating), arena.seating_seed(77, s))
        assert np.array_equal(out["payoffs"], result.payoffs[:, s])
        assert np.array_equal(out["landlord"], result.role_seat[:, s])
    assert arena.seating_seed(77, 1) == _core._stream(77, 2**63 + 1)


@pytest.mark.parametrize("game", NAMES)
def test_without_duplicate_deal_d_is_played_under_seating_d_mod_s(game):
    both = arena.evaluate(["greedy", "random"], game=game, deals=40, seed=9)
    one = arena.evaluate(["greedy", "random"], game=game, deals=40, seed=9, duplicate=False)
    assert not one.duplicate and one.seatings == both.seatings
    s = len(one.seatings)
    assert one.payoffs.shape == (40, GAMES[game].players) and one.role_seat.shape == (40,)
    rows = np.arange(40)
    assert np.array_equal(one.payoffs, both.payoffs[rows, rows % s])  # the very same games
    assert np.array_equal(one.role_seat, both.role_seat[rows, rows % s])
    assert one["greedy"].games == 40 and both["greedy"].games == 40 * s
    assert "one seating each" in str(one) and "(duplicate)" in str(both)


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


def space_id(obs, bid: int) -> int:
    return agents.space(obs.players, obs.variant).size + bid


# ============================================================================ workers, shards


@pytest.mark.parametrize("game", NAMES)
def test_the_same_result_whatever_the_workers_and_shards(game):
    whole = arena.evaluate(["greedy", "random"], game=game, deals=700, seed=31)
    assert same_run(arena.evaluate(["greedy", "random"], game=game, deals=700, seed=31, workers=2), whole)
    assert same_run(arena.evaluate(["greedy", "random"], game=game, deals=700, seed=31, shard_size=33), whole)
    assert not same_run(arena.evaluate(["greedy", "random"], game=game, deals=700, seed=32), whole)


def test_callables_over_workers_and_shards():
    whole = arena.evaluate([agents.first, "random", "greedy"], game="lukfu", deals=24, seed=31)
    split = arena.evaluate(
        [agents.first, "random", "greedy"], game="lukfu", deals=24, seed=31, workers=2, shard_size=5
    )
    assert same_run(split, whole)
    with pytest.raises(TypeError, match=r"workers > 1 sends the agents to other processes.*must pickle"):
        arena.evaluate([lambda obs: agents.first(obs), "random"], deals=24, workers=2, shard_size=5)
    # one shard: no other process, so the lambda is fine
    arena.evaluate([lambda obs: agents.first(obs), "random"], deals=4, workers=2, shard_size=4)


def test_progress_counts_deals():
    done: list[int] = []
    arena.evaluate(["greedy", "random"], deals=100, shard_size=30, progress=done.append)
    assert done == [0, 30, 60, 90, 100]


# ============================================================================ arguments


def check_message(err: pytest.ExceptionInfo, *words: str) -> None:
    text = str(err.value)
    assert len(text) < 400 and "\n" not in text, text
    for word in words:
        assert word in text, (word, text)


@pytest.mark.parametrize(
    "kwargs, words",
    [
        ({"game": 3}, ["game must be a str"]),
        ({"agents": "greedy,random"}, ["agents must be a sequence", "str"]),
        ({"agents": 7}, ["agents must be a sequence", "int"]),
        ({"agents": ["greedy", 3]}, ["agent 'int'", "callable"]),
        ({"agents": {1: "greedy", "b": "random"}}, ["names of agents"]),
        ({"deals": 1.5}, ["deals must be an int"]),
        ({"deals": True}, ["deals must be an int"]),
        ({"seed": "1"}, ["seed must be an int"]),
        ({"duplicate": 1}, ["duplicate must be True or False"]),
        ({"workers": 1.0}, ["workers must be"]),
        ({"variant": 3}, ["variant must be"]),
        ({"shard_size": "9"}, ["shard_size must be"]),
        ({"progress": 3}, ["progress must be None or callable"]),
    ],
)
def test_wrong_types_are_type_errors(kwargs, words):
    with pytest.raises(TypeError) as err:
        arena.evaluate(**{"agents": ["greedy", "random"], "deals": 5, **kwargs})
    check_message(err, *words)


@pytest.mark.parametrize(
    "kwargs, words",
    [
        ({"game": "ddz5"}, ["game must be one of", "'ddz5'"]),
        ({"agents": ["greedy"]}, ["2 to 3 agents", "not 1"]),
        ({"agents": ["greedy"] * 4}, ["2 to 3 agents", "not 4"]),
        ({"agents": ["greedy"] * 5, "game": "ddz4"}, ["2 to 4 agents", "not 5"]),
        ({"agents": ["greedy", "alphabeta"]}, ["'alphabeta'", "'random', 'greedy'"]),
        ({"agents": ["random#2", "random", "random"]}, ["two agents are named 'random#2'", "dict"]),
        ({"deals": 0}, ["deals must be", "from 1"]),
        ({"seed": -1}, ["seed must be"]),
        ({"seed": 2**64}, ["seed must be"]),
        ({"workers": 0}, ["workers must be", "64"]),
        ({"workers": 65}, ["workers must be", "64"]),
        ({"backend": "dask"}, ["backend must be", "'dask'"]),
        ({"address": "localhost:6379"}, ["address", "backend='ray'"]),
        ({"variant": "pagat"}, ["pagat"]),
        ({"variant": "rlcard", "game": "ddz4"}, ["rlcard", "3 players"]),
        ({"variant": "rlcard", "game": "lukfu"}, ["Luk Fu has no rule variants"]),
        ({"shard_size": 0}, ["shard_size must be"]),
    ],
)
def test_bad_values_are_value_errors(kwargs, words):
    with pytest.raises(ValueError) as err:
        arena.evaluate(**{"agents": ["greedy", "random"], "deals": 5, **kwargs})
    check_message(err, *words)


def test_variants_and_numpy_arguments():
    result = arena.evaluate(
        ("greedy", "random"), deals=np.int64(20), seed=np.uint64(5), workers=None, variant="rlcard"
    )
    assert result.variant == dd.Variant.preset("rlcard") and "rlcard" in str(result)
    assert result.replay(4, 1).variant == dd.Variant.preset("rlcard")
    custom = dd.Variant(bomb_beats_rocket=True)
    assert arena.evaluate(["greedy", "random"], deals=5, variant=custom).variant == custom
    assert arena.evaluate(["greedy", "random"], game="lukfu", deals=5, variant=None).variant == "standard"


# ============================================================================ Ctrl-C

INTERRUPTED_RUN = """
import sys
from paigen import arena
if __name__ == "__main__":
    if {builtins}:
        agents, deals = ["greedy", "random"], 10**6  # some two minutes of deals
    else:
        agents, deals = [lambda obs: __import__("arena_agents").first(obs), "random"], 10**5
    print("started", flush=True)
    arena.evaluate(agents, game="ddz4", deals=deals, workers={workers})
"""


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")
@pytest.mark.parametrize("builtins, workers", [(True, 1), (True, 2), (False, 1)])
def test_ctrl_c_stops_a_long_run(builtins, workers, tmp_path):
    script = tmp_path / "run.py"
    script.write_text(INTERRUPTED_RUN.format(builtins=builtins, workers=workers))
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(TESTS), os.environ.get("PYTHONPATH", "")])}
    proc = subprocess.Popen(
        [sys.executable, str(script)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env
    )
    try:
        assert proc.stdout.readline() == "started\n"
        time.sleep(1.5)  # well into the run (with workers, the pool up)
        assert proc.poll() is None
        sent = time.perf_counter()
        proc.send_signal(signal.SIGINT)
        _, err = proc.communicate(timeout=20)  # a bound for a stuck run, not a timing
        elapsed = time.perf_counter() - sent
    finally:
        proc.kill()
    assert err.rstrip().endswith("KeyboardInterrupt"), err
    print(f"stopped {elapsed:.2f} s after Ctrl-C")


# ============================================================================ the command line


def table(stdout: str) -> dict[str, list[str]]:
    """The agent rows of `paigen arena`'s first table: name -> cells."""
    lines = stdout.splitlines()
    assert lines[1].split() == ["agent", "WP", "95%", "CI", "ADP", "95%", "CI", "deals"] + (
        ["ties"] if "ties" in lines[1] else []
    )
    rows = {}
    for line in lines[2:]:
        if not line:
            break
        name, *cells = line.split("  ")
        rows[name.strip()] = [c.strip() for c in cells if c.strip()]
    return rows


def test_arena_prints_the_table_of_evaluate(capsys):
    assert (
        cli.main(["arena", "--game", "lukfu", "--agents", "greedy,random", "-n", "300", "--seed", "4"]) == 0
    )
    out, err = capsys.readouterr()
    result = arena.evaluate(["greedy", "random"], game="lukfu", deals=300, seed=4)
    assert out.startswith(str(result) + "\n\ntime: ") and "games/s" in out
    rows = table(out)
    assert set(rows) == {"greedy", "random"}
    wp, ci = rows["greedy"][:2]
    assert float(wp) == pytest.approx(result["greedy"].wp, abs=5e-4)
    assert ci == f"[{result['greedy'].wp_ci[0]:.3f}, {result['greedy'].wp_ci[1]:.3f}]"
    assert rows["greedy"][4] == "300"
    assert "agent   role" in out and "caller" in out and "other" in out
    assert "100% 300/300 deals" in err


def test_arena_options(capsys):
    args = ["arena", "--game", "ddz4", "--agents", "greedy,random,random", "-n", "50", "--seed", "2"]
    assert cli.main([*args, "--no-duplicate", "--workers", "2"]) == 0
    out = capsys.readouterr().out
    result = arena.evaluate(["greedy", "random", "random"], game="ddz4", deals=50, seed=2, duplicate=False)
    assert out.startswith(str(result))
    assert cli.main(["arena", "--agents", "greedy,random", "-n", "20", "--variant", "douzero"]) == 0
    assert "douzero" in capsys.readouterr().out.splitlines()[0]


def test_arena_takes_module_function_agents(capsys, monkeypatch):
    monkeypatch.chdir(TESTS)  # MODULE:FUNCTION imports from the current directory, as python -m does
    assert cli.main(["arena", "--agents", "arena_agents:first_cards,greedy", "-n", "10"]) == 0
    out = capsys.readouterr().out
    assert "first_cards" in table(out)


@pytest.mark.parametrize(
    "args, words",
    [
        (["--agents", "greedy"], ["2 to 3 agents"]),
        (["--agents", "greedy,,random"], ["separated by commas"]),
        (["--agents", "greedy,alphabeta"], ["'alphabeta'"]),
        (["--agents", "greedy,no_such_module_here:f"], ["cannot import 'no_such_module_here'"]),
        (["--agents", "greedy,arena_agents:nothing"], ["has no attribute 'nothing'"]),
        (["--agents", "greedy,arena_agents:NOT_AN_AGENT"], ["is a int, not a function"]),
        (["--agents", "greedy,:f"], ["MODULE:FUNCTION"]),
        (["--agents", "greedy,arena_agents:plays_out_of_turn"], ["'plays_out_of_turn'", "answered 'R'"]),
        (
            ["--agents", "greedy,random", "--game", "lukfu", "--variant", "rlcard"],
            ["--variant only goes with"],
        ),
        (["--agents", "greedy,random", "-n", "0"], ["-n"]),
        (["--agents", "greedy,random", "--address"], ["unrecognized"]),
        ([], ["--agents"]),
    ],
)
def test_arena_bad_input_is_one_line_and_status_2(capsys, monkeypatch, args, words):
    monkeypatch.chdir(TESTS)
    assert cli.main(["arena", "-n", "5", *args]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.endswith("\n") and err.count("\n") == 1, err
    for word in words:
        assert word in err, (word, err)


def test_plot_writes_a_png(tmp_path, capsys):
    pytest.importorskip("matplotlib")
    path = tmp_path / "arena.png"
    assert (
        cli.main(["arena", "--game", "ddz3", "--agents", "greedy,random", "-n", "100", "--plot", str(path)])
        == 0
    )
    assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert capsys.readouterr().out.endswith(f"plot: {path}\n")
    result = arena.evaluate(["greedy", "random", "random"], game="lukfu", deals=1, seed=0)  # n/a intervals
    result.plot(tmp_path / "one.png")
    assert (tmp_path / "one.png").read_bytes()[:4] == b"\x89PNG"


def test_plot_without_matplotlib_is_status_2(capsys, monkeypatch, tmp_path):
    import importlib.util

    real = importlib.util.find_spec
    monkeypatch.setattr(
        importlib.util, "find_spec", lambda name, *a: None if name == "matplotlib" else real(name, *a)
    )
    path = tmp_path / "arena.png"
    assert cli.main(["arena", "--agents", "greedy,random", "-n", "10", "--plot", str(path)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and "pip install 'paigen[plot]'" in err and err.count("\n") == 1
    assert not path.exists()
    monkeypatch.setitem(sys.modules, "matplotlib", None)  # and the method says so too
    monkeypatch.setitem(sys.modules, "matplotlib.figure", None)
    with pytest.raises(ModuleNotFoundError, match=r"paigen\[plot\]"):
        arena.evaluate(["greedy", "random"], deals=2).plot(path)


def test_plot_to_a_bad_path_is_status_2(capsys):
    pytest.importorskip("matplotlib")
    assert cli.main(["arena", "--agents", "greedy,random", "-n", "10", "--plot", "/no/such/dir/a.png"]) == 2
    assert "cannot write --plot" in capsys.readouterr().err


def test_play_policy_greedy(capsys):
    assert cli.main(["play", "--game", "ddz3", "-n", "2000", "--seed", "3", "--policy", "greedy"]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[0].endswith("2000 greedy deals, seed 3, 1 worker, 2 chunks")
    won = paigen.simulate("ddz3", 2000, seed=3, policy="greedy")["landlord_won"].mean()
    shown = re.search(r"landlord win rate\s+([0-9.]+)%", out)
    assert shown and float(shown.group(1)) == pytest.approx(100 * won, abs=0.005)
    assert cli.main(["play", "-n", "10", "--policy", "minimax"]) == 2


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
