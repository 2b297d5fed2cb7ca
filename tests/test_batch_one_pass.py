"""legal_moves_batch of both games in one pass (``cpp/include/paigen/batch.h``):
each position is generated once and its moves written at once into columns
sized from a sample of up to 64 positions spread over the batch, grown when the
sample guessed low. Batches built so that the sample guesses low, high or
zero rows must still equal one legal_moves call per position, field by field
and in order, with arrays of exactly the rows written; and the arrays a call
returns own their memory (later calls reuse freed blocks, never kept ones)."""

from __future__ import annotations

import gc

import numpy as np
import pytest

from paigen import doudizhu as dd
from paigen import lukfu as lf

SAMPLE_STEP = 100  # a batch of 6,400 positions samples every 100th: 0, 100, ...

DDZ_FIELDS = {"kinds": "kinds", "main_ranks": "main_ranks", "lengths": "lengths", "codes": "codes"}
LEAD_CARDS = "3456789TJQKA2BR33445"
LEAD = dd.Hand(LEAD_CARDS)  # 20 cards: many leads
FEW = dd.Hand("3")  # one lead


def ddz_batch(sampled: dd.Hand, other: dd.Hand, n: int = 64 * SAMPLE_STEP) -> tuple[np.ndarray, dict]:
    hands = np.array([(sampled if i % SAMPLE_STEP == 0 else other).code for i in range(n)], dtype=np.uint64)
    return hands, dd.legal_moves_batch(hands)


def assert_ddz_rows(hands: np.ndarray, out: dict) -> None:
    offsets = out["offsets"]
    assert offsets[0] == 0 and len(offsets) == len(hands) + 1
    for field in DDZ_FIELDS:
        assert out[field].shape == (offsets[-1],)
    expected = {code: dd.legal_moves(dd.Hand.from_code(code)) for code in {int(h) for h in hands}}
    for i, code in enumerate(hands):
        moves = expected[int(code)]
        rows = slice(offsets[i], offsets[i + 1])
        assert out["codes"][rows].tolist() == list(moves.codes)
        assert out["kinds"][rows].tolist() == list(moves.kinds)
        assert out["main_ranks"][rows].tolist() == list(moves.main_ranks)
        assert out["lengths"][rows].tolist() == list(moves.lengths)


def test_a_sample_that_guesses_low_grows_the_columns():
    hands, out = ddz_batch(FEW, LEAD)
    assert out["offsets"][-1] > 50 * len(hands)  # far more than the sample's one move a position
    assert_ddz_rows(hands, out)


def test_a_sample_that_guesses_high_gives_arrays_of_the_rows_written():
    hands, out = ddz_batch(LEAD, FEW)
    assert out["offsets"][-1] < 3 * len(hands)  # the sample guessed 170 a position
    assert_ddz_rows(hands, out)


@pytest.mark.parametrize("n", [1, 2, 63, 64, 65, 1000])
def test_batches_of_every_size_around_the_sample(n):
    rng = np.random.default_rng(n)
    hands = np.array(
        [dd.Hand(LEAD_CARDS[: int(k)]).code for k in rng.integers(1, len(LEAD_CARDS) + 1, n)], dtype=np.uint64
    )
    assert_ddz_rows(hands, dd.legal_moves_batch(hands))


def test_an_empty_batch():
    out = dd.legal_moves_batch(np.zeros(0, dtype=np.uint64))
    assert out["offsets"].tolist() == [0]
    assert all(out[field].shape == (0,) for field in DDZ_FIELDS)


def test_replies_and_ids_in_one_pass():
    space = dd.ActionSpace()
    positions = [(LEAD, "44"), (FEW, None), (LEAD, "33")]
    hands = np.array([hand.code for hand, _ in positions], dtype=np.uint64)
    lasts = np.array([dd.Hand(last).code if last else 0 for _, last in positions], dtype=np.uint64)
    out = dd.legal_moves_batch(hands, lasts, space=space)
    for i, (hand, last) in enumerate(positions):
        moves = dd.legal_moves(hand, last)
        rows = slice(out["offsets"][i], out["offsets"][i + 1])
        assert out["codes"][rows].tolist() == list(moves.codes)
        assert out["action_ids"][rows].tolist() == moves.action_ids(space).tolist()


def test_returned_arrays_keep_their_rows_while_later_calls_run():
    hands, first = ddz_batch(FEW, LEAD, n=20_000)  # large: pool blocks
    kept = {field: first[field].copy() for field in DDZ_FIELDS}
    for _ in range(3):
        dd.legal_moves_batch(hands[::-1].copy())  # freed at once: its blocks go back to the pool
        gc.collect()
    for field in DDZ_FIELDS:
        assert np.array_equal(first[field], kept[field])


def test_lukfu_a_sample_of_positions_without_moves_grows_from_nothing():
    """Empty hands lead nothing (E1, no claim): a sample of only such
    positions guesses zero rows."""
    n = 64 * SAMPLE_STEP
    full = lf.Hand("1c 2c 3c 4c 5c 6c 7c 8c 9c 1m 2m 3m")
    hands = np.array([0 if i % SAMPLE_STEP == 0 else full.mask for i in range(n)], dtype=np.uint64)
    out = lf.legal_moves_batch(hands, callers=np.zeros(n, dtype=bool))
    one = lf.legal_moves(full, caller=False)
    assert len(one) > 0 and len(lf.legal_moves(lf.Hand(""), caller=False)) == 0
    offsets = out["offsets"]
    assert offsets[-1] == (n - 64) * len(one)
    for field in ("kinds", "masks", "ranks", "suits", "sizes"):
        assert out[field].shape == (offsets[-1],)
    for i in (1, 99, 101, n - 1):
        rows = slice(offsets[i], offsets[i + 1])
        assert out["masks"][rows].tolist() == list(one.masks)
        assert out["kinds"][rows].tolist() == list(one.kinds)
    assert offsets[0] == offsets[1] == 0 and offsets[101] == offsets[100]
