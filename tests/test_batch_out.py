"""legal_moves_batch's `out` in both games (``cpp/bindings/pool.h``): the
arrays of a dict, under the result's keys, are lent as buffers. Rows that fit
come back as views of the lent arrays; a column that outgrows its array, or
has none, comes back as a new array; either way the result equals a call
without `out`. A bad buffer is a TypeError or ValueError naming it, never a
write out of bounds (this file also runs under AddressSanitizer in CI)."""

from __future__ import annotations

import re

import numpy as np
import pytest

from paigen import doudizhu as dd
from paigen import lukfu as lf
from tests.helpers.lf_states import batch_states

DDZ_KEYS = ("kinds", "main_ranks", "lengths", "codes", "offsets", "action_ids")
LF_KEYS = ("kinds", "masks", "ranks", "suits", "sizes", "offsets")


def ddz_hands(n: int = 300, seed: int = 3) -> tuple[np.ndarray, np.ndarray]:
    """n hands of 17 cards from deals, every other one replying to a pair of 3s."""
    hands = np.array([dd.Game(3, seed=seed + i).hands[i % 3].code for i in range(n)], dtype=np.uint64)
    lasts = np.array([0 if i % 2 else dd.Hand("33").code for i in range(n)], dtype=np.uint64)
    return hands, lasts


def ddz_call(out=None):
    hands, lasts = ddz_hands()
    return dd.legal_moves_batch(hands, lasts, space=dd.ActionSpace(), out=out)


def lf_call(out=None):
    s = batch_states(200, seed=4)
    return lf.legal_moves_batch(s["hands"], callers=s["callers"], leds=s["leds"], out=out)


GAMES = [pytest.param(ddz_call, DDZ_KEYS, id="doudizhu"), pytest.param(lf_call, LF_KEYS, id="lukfu")]


def assert_same(result: dict, expected: dict) -> None:
    assert result.keys() == expected.keys()
    for key, column in expected.items():
        assert result[key].dtype == column.dtype, key
        np.testing.assert_array_equal(result[key], column, err_msg=key)


@pytest.mark.parametrize("call, keys", GAMES)
def test_a_previous_result_as_out_is_written_in_place(call, keys) -> None:
    expected = call()
    previous = call()
    for column in previous.values():
        column.fill(0)  # the rows must all be written again
    result = call(out=previous)
    assert_same(result, expected)
    for key in keys:
        assert np.shares_memory(result[key], previous[key]), key


@pytest.mark.parametrize("call, keys", GAMES)
def test_larger_buffers_give_views_of_their_first_rows(call, keys) -> None:
    expected = call()
    buffers = {key: np.full(len(column) + 50, 7, dtype=column.dtype) for key, column in expected.items()}
    result = call(out=buffers)
    assert_same(result, expected)
    for key in keys:
        assert result[key].base is buffers[key], key
        assert (buffers[key][len(expected[key]) :] == 7).all(), f"{key}: written past the rows"


@pytest.mark.parametrize("rows", [0, 1, 100])
@pytest.mark.parametrize("call, keys", GAMES)
def test_buffers_too_small_are_outgrown_into_new_arrays(call, keys, rows) -> None:
    expected = call()
    buffers = {key: np.zeros(rows, dtype=column.dtype) for key, column in expected.items()}
    result = call(out=buffers)
    assert_same(result, expected)  # the rows written in the buffer before it was outgrown are kept
    for key in keys:
        assert not np.shares_memory(result[key], buffers[key]), key
        assert result[key].flags.owndata or result[key].base is not None


@pytest.mark.parametrize("call, keys", GAMES)
def test_missing_keys_get_new_arrays_and_others_are_ignored(call, keys) -> None:
    expected = call()
    lent = keys[1]
    buffers = {lent: expected[lent].copy(), "unrelated": np.zeros(3)}
    result = call(out=buffers)
    assert_same(result, expected)
    assert np.shares_memory(result[lent], buffers[lent])
    assert not any(np.shares_memory(result[key], buffers[lent]) for key in keys if key != lent)


@pytest.mark.parametrize("call, keys", GAMES)
def test_an_empty_dict_or_none_is_no_out(call, keys) -> None:
    assert_same(call(out={}), call())
    assert_same(call(out=None), call())


@pytest.mark.parametrize("call, keys", GAMES)
def test_bad_buffers_are_named(call, keys) -> None:
    expected = call()
    key = keys[3]
    column = expected[key]
    named = re.escape(f"out['{key}']")
    with pytest.raises(TypeError, match=named):
        call(out={key: column.astype(np.float64)})
    with pytest.raises(TypeError, match=named):
        call(out={key: list(column)})
    with pytest.raises(TypeError, match=named):
        call(out={key: np.zeros(2 * len(column), dtype=column.dtype)[::2]})  # not contiguous
    with pytest.raises(ValueError, match=named + " must be one-dimensional"):
        call(out={key: np.zeros((len(column), 1), dtype=column.dtype)})
    frozen = column.copy()
    frozen.flags.writeable = False
    with pytest.raises(ValueError, match=named + " is read-only"):
        call(out={key: frozen})
    with pytest.raises(TypeError, match="out must be a dict"):
        call(out=[column])


def test_doudizhu_ids_are_lent_only_with_a_space() -> None:
    hands, lasts = ddz_hands()
    with_ids = dd.legal_moves_batch(hands, lasts, space=dd.ActionSpace())
    buffers = {key: column.copy() for key, column in with_ids.items()}
    result = dd.legal_moves_batch(hands, lasts, out=buffers)
    assert "action_ids" not in result
    np.testing.assert_array_equal(buffers["action_ids"], with_ids["action_ids"])  # untouched


@pytest.mark.parametrize("call, keys", GAMES)
def test_buffers_that_share_memory_are_refused(call, keys) -> None:
    expected = call()
    first, second = keys[0], keys[2]  # two uint8 columns
    shared = np.zeros(len(expected[first]), dtype=np.uint8)
    with pytest.raises(ValueError, match=re.escape(f"out['{first}'] and out['{second}'] share memory")):
        call(out={first: shared, second: shared[1:]})
    words = "codes" if "codes" in keys else "masks"  # the uint64 column
    wide = np.zeros(len(expected["offsets"]) + 8, dtype=np.int64)
    with pytest.raises(ValueError, match="share memory"):  # the offsets' bytes seen as a column's
        call(out={"offsets": wide, words: wide.view(np.uint64)})
    assert_same(call(out={first: shared[: len(shared) // 2], second: shared[len(shared) // 2 :]}), expected)
