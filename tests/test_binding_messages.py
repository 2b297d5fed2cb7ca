"""Messages of the compiled module (issue 15, item 8): control characters are
shown escaped, never cutting a message; every TypeError, nanobind's
argument-mismatch ones included, is one line naming the argument."""

from __future__ import annotations

from typing import Any, Callable

import numpy as np
import pytest

from paigen import doudizhu as dd
from paigen import lukfu as lf
from paigen._core import doudizhu as core_dd
from paigen._core import lukfu as core_lf
from paigen.envs import DouDizhuSingle, VectorDouDizhu, VectorLukFu
from paigen.errors import IllegalMoveError, NotationError


@pytest.mark.parametrize("text", ["3\x00", "3\x00Z", "\x00", "3\n4\x1b", "3\x7f"])
@pytest.mark.parametrize("make", [dd.Hand, lf.Hand], ids=["dd", "lf"])
def test_control_characters_are_escaped(make: Callable[[str], Any], text: str) -> None:
    with pytest.raises(NotationError) as info:
        make(text)
    message = str(info.value)
    assert "\n" not in message and "\x00" not in message and "\x1b" not in message
    assert "\\x00" in message or "\\x0a" in message or "\\x7f" in message
    # The message goes on past the escaped character (a NUL used to end it).
    assert message.endswith(("'", ")")) or message[-1].isalnum()


CALLS: list[tuple[str, Callable[[], Any], tuple[str, ...]]] = [
    ("Variant(True)", lambda: dd.Variant(True), ("Variant",)),
    ("Hand('3', 3, 4)", lambda: dd.Hand("3", 3, 4), ("cards", "players")),
    ("Game(3, 1, 2)", lambda: dd.Game(3, 1, 2), ("players", "seed")),
    ("Agent.decide(None)", lambda: dd.Agent.decide(None), ("self", "game")),  # type: ignore[arg-type,call-arg]
    ("lf.Game.call()", lambda: lf.Game.call(), ("self", "play")),  # type: ignore[call-arg]
    ("lf.Hand(1, 2)", lambda: lf.Hand(1, 2), ("cards",)),  # type: ignore[call-arg]
    ("Game.play()", lambda: dd.Game(3, seed=1).play(), ("move",)),  # type: ignore[call-arg]
    ("VectorEnv(x=1)", lambda: core_dd.VectorEnv(2, x=1), ("num_envs",)),  # type: ignore[call-arg]
]


@pytest.mark.parametrize(("label", "call", "names"), CALLS, ids=[c[0] for c in CALLS])
def test_argument_mismatch_is_one_line_naming_the_parameters(
    label: str, call: Callable[[], Any], names: tuple[str, ...]
) -> None:
    with pytest.raises(TypeError) as info:
        call()
    message = str(info.value)
    assert "\n" not in message, message
    assert "_core" not in message and ": object" not in message, message
    for name in names:
        assert name in message, (name, message)


@pytest.mark.parametrize("k", [2.5, True, "1", None])
def test_bid_id_refuses_other_than_int(k: object) -> None:
    space = dd.ActionSpace(3)
    with pytest.raises(TypeError, match=r"^k must be an int"):
        space.bid_id(k)  # type: ignore[arg-type]


@pytest.mark.parametrize("module", [core_dd, core_lf], ids=["dd", "lf"])
def test_deals_and_agent_seeds_are_checked_alike(module: Any) -> None:
    env = module.VectorEnv(3, seed=1)
    players = env.players
    good = np.arange(3, dtype=np.uint64)
    with pytest.raises(ValueError, match=r"^deals must hold 3 items \(one per env\), not 2"):
        env.reset(deals=good[:2])
    with pytest.raises(TypeError, match=r"^deals must be"):
        env.reset(deals=good.astype(np.int64))
    with pytest.raises(TypeError, match=r"^agent_seeds must be"):
        env.reset(deals=good, agent_seeds=np.zeros(3 * players, dtype=np.int64))
    wanted = rf"^agent_seeds must hold {3 * players} items \(num_envs x players\), not 4"
    with pytest.raises(ValueError, match=wanted):
        env.reset(deals=good, agent_seeds=np.zeros(4, dtype=np.uint64))
    with pytest.raises(ValueError, match=r"^agent_seeds must be one-dimensional"):
        env.reset(deals=good, agent_seeds=np.zeros((3, players), dtype=np.uint64))


@pytest.mark.parametrize("env_class", [VectorDouDizhu, VectorLukFu])
def test_public_vector_env_checks_agent_seeds_as_deals(env_class: Any) -> None:
    env = env_class(2, seed=1)
    players = env.players if hasattr(env, "players") else 3
    deals = np.arange(2)
    with pytest.raises(TypeError, match=r"^agent_seeds must be an array of seeds \(ints\), not of float64"):
        env.reset(deals=deals, agent_seeds=np.zeros(2 * players))
    with pytest.raises(ValueError, match=r"^agent_seeds must be seeds in \[0, 2\*\*64\), not negative"):
        env.reset(deals=deals, agent_seeds=-np.ones(2 * players, dtype=np.int64))
    with pytest.raises(ValueError, match=r"^deals must hold 2 items \(one per env\), not 3"):
        env.reset(deals=np.arange(3))


@pytest.mark.parametrize("env_class", [VectorDouDizhu, VectorLukFu])
def test_a_huge_action_is_reported_as_given(env_class: Any) -> None:
    env = env_class(2, seed=1)
    env.reset(seed=1)
    with pytest.raises(IllegalMoveError, match=r"^env 0: action 1099511627776 is not"):
        env.step(np.array([2**40, 0]))


@pytest.mark.parametrize(
    "call",
    [lambda: VectorDouDizhu(2.5), lambda: VectorLukFu(2.5), lambda: DouDizhuSingle(seat=1.5)],  # type: ignore[arg-type]
    ids=["VectorDouDizhu", "VectorLukFu", "DouDizhuSingle"],
)
def test_env_constructors_name_the_argument(call: Callable[[], Any]) -> None:
    with pytest.raises(TypeError, match=r"^(num_envs|seat) must be an int, not float$"):
        call()
