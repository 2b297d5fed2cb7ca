"""Observation layouts as blocks: the documented layout of an encoding is a list
of (block name, size); an encoding is compared block by block, so a failure
names the block that differs."""

from __future__ import annotations

import itertools
from collections.abc import Iterable

import numpy as np


def concat(lists: Iterable[list[int]]) -> list[int]:
    return list(itertools.chain.from_iterable(lists))


def one_hot(index: int | None, size: int) -> list[int]:
    """`size` values, a 1 at `index` (None: all zeros)."""
    out = [0] * size
    if index is not None:
        out[index] = 1
    return out


def check_encoding(encoded: np.ndarray, blocks: dict[str, list[int]], layout: list[tuple[str, int]]) -> None:
    """encode()'s array against the expected blocks, naming the first block that differs."""
    size = sum(n for _, n in layout)
    assert isinstance(encoded, np.ndarray) and encoded.dtype == np.int8 and encoded.shape == (size,)
    at = 0
    for name, n in layout:
        got = encoded[at : at + n].tolist()
        assert got == blocks[name], f"block {name!r} at {at}..{at + n}: {got} != {blocks[name]}"
        at += n
    expected = np.array(concat(blocks[name] for name, _ in layout), dtype=np.int8)
    np.testing.assert_array_equal(encoded, expected)


def blocks_of(encoded: np.ndarray, layout: list[tuple[str, int]]) -> dict[str, list[int]]:
    out, at = {}, 0
    for name, n in layout:
        out[name] = encoded[at : at + n].tolist()
        at += n
    return out
