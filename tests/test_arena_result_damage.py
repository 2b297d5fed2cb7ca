"""Damaged ArenaResult pickles (issue 15, item 1): every damaged pickle
either fails to load with an error, or loads into a result that works: its
text, table, totals and replays answer. None loads and then fails on use."""

from __future__ import annotations

import pickle
import random

import pytest

from paigen import arena

DAMAGED = 1500


@pytest.fixture(scope="module", params=["ddz3", "ddz4", "lukfu"])
def saved(request: pytest.FixtureRequest) -> bytes:
    result = arena.evaluate(["greedy", "random"], game=request.param, deals=6, seed=3)
    return pickle.dumps(result)


def damaged(data: bytes, rng: random.Random) -> bytes:
    """`data` with one to three bytes changed, or cut short."""
    if rng.random() < 0.1:
        return data[: rng.randrange(len(data))]
    out = bytearray(data)
    for _ in range(rng.randint(1, 3)):
        out[rng.randrange(len(out))] = rng.randrange(256)
    return bytes(out)


def use(result: arena.ArenaResult) -> None:
    """Everything a user does with a result."""
    str(result)
    repr(result)
    assert result.games >= 1
    result.title  # noqa: B018  (a property)
    for name, stats in result.items():
        assert isinstance(name, str)
        repr(stats)
    if result.game != "lukfu":  # Luk Fu has no matches (M1-M3)
        result.match_totals(1)
    result.replay(0)


# numpy's own unpickling of a damaged array may report an error it cannot
# raise (an unraisable "get_clear_loop not set") besides the one it raises.
@pytest.mark.filterwarnings("ignore::pytest.PytestUnraisableExceptionWarning")
def test_a_damaged_pickle_fails_to_load_or_works(saved: bytes) -> None:
    rng = random.Random(15)
    loaded = refused = 0
    for _ in range(DAMAGED):
        data = damaged(saved, rng)
        try:
            result = pickle.loads(data)
        except Exception:  # any error at load is the right answer
            refused += 1
            continue
        loaded += 1
        if not isinstance(result, arena.ArenaResult):
            continue  # the damage named another class: not an ArenaResult to use
        try:
            use(result)
        except Exception as e:
            raise AssertionError(f"a damaged pickle loaded, then {type(e).__name__}: {e}") from e
    assert refused > DAMAGED // 2 and loaded + refused == DAMAGED
