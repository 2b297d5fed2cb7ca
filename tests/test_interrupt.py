"""Ctrl-C stops long calls within a second or two, with the GIL released or
not: perft, divide, the batch calls and simulate each run in a subprocess that
gets SIGINT once the call is under way, and must end with KeyboardInterrupt."""

from __future__ import annotations

import sys
import textwrap

import pytest

from tests.helpers import subprocesses

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")

SETUP = textwrap.dedent("""
    import sys, numpy as np, paigen
    from paigen import doudizhu as dd, lukfu as lf
    deck = dd.Hand("3333444455556666777788889999TTTTJJJJQQQQKKKKAAAA2222BR").code
    full_decks = np.full(20_000, deck, dtype=np.uint64)
""")

LONG_CALLS = {
    "doudizhu perft": "dd.Game(3, seed=1).perft(40)",
    "doudizhu divide": "dd.Game(4, seed=1).divide(40)",
    "lukfu perft": "lf.Game(seed=1).perft(60)",
    "legal_moves_batch": "dd.legal_moves_batch(full_decks)",
    "count_legal_moves": "dd.count_legal_moves(np.concatenate([full_decks] * 10))",
    "simulate": "paigen.simulate('ddz3', n=50_000_000, seed=1)",
}


@pytest.mark.parametrize("call", sorted(LONG_CALLS))
def test_ctrl_c_stops_the_call(call):
    script = SETUP + f"print('started', flush=True)\n{LONG_CALLS[call]}\nprint('finished', flush=True)\n"
    took, out, err = subprocesses.interrupt_when_started(
        ["python", "-c", script],
        settle=0.5,
        timeout=10,  # settle: well inside the call
    )
    assert "finished" not in out, f"{call} ended before the signal: make it longer"
    assert "KeyboardInterrupt" in err, err[-1000:]
    assert took < subprocesses.ctrl_c_bound(), f"{call} took {took:.2f} s to stop after Ctrl-C"
