"""Ctrl-C stops a run over worker processes at once, even when every worker is
in the middle of a long job: an arena shard of a slow Python agent, a parity
shard of a slow generator (each takes minutes). The pool is terminated, not
waited for, and no worker is left behind. The runs are of 2**40 deals or
queries, planned as they go: they start at once rather than listing their
shards first (which took minutes and more memory than there is)."""

from __future__ import annotations

import subprocess
import sys
import time

import pytest

from tests.helpers import subprocesses
from tests.helpers.bounds import time_limit

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")
bounded = time_limit(300)

# From the command to every worker's first call: a second or two on an idle
# machine (the interpreter, the pool); a run that lists its 2**40 items first
# runs out of memory (subprocesses.MEMORY) before.
UNDER_WAY_SECONDS = 120.0

RUNS = {
    "arena, slow agent": """
from paigen import arena
from tests.helpers import slow_callables
if __name__ == "__main__":
    arena.evaluate([slow_callables.slow_first, "random"], deals=2**40, workers=2)
""",
    "parity, slow generator": """
from paigen import parity
from tests.helpers import slow_callables
if __name__ == "__main__":
    parity.check(slow_callables.slow_exact, n=2**40, workers=2)
""",
}

COMMANDS = {
    "arena": ["arena", "--agents", "tests.helpers.slow_callables:slow_first,random", "-n", "2**40"],
    "fuzz": ["fuzz", "--against", "tests.helpers.slow_callables:slow_exact", "-n", "2**40"],
}


def under_way(args: list[str], pids_file, workers: int):
    """Starts `args` and waits until each of its `workers` processes has made
    its first call: the process, the pids of those workers and the seconds it took."""
    start = time.monotonic()
    proc = subprocesses.start(args, env={"PAIGEN_TEST_PIDS": str(pids_file)})
    try:
        pids = [int(pid) for pid in subprocesses.wait_for_lines(pids_file, workers, proc, UNDER_WAY_SECONDS)]
    except BaseException:
        subprocesses.stop(proc)
        raise
    return proc, pids, time.monotonic() - start


@pytest.mark.parametrize("run", sorted(RUNS))
def test_ctrl_c_terminates_busy_workers(run, tmp_path):
    script = tmp_path / "run.py"
    script.write_text(RUNS[run])
    proc, workers, started = under_way(["python", str(script)], tmp_path / "pids", 2)
    try:
        took, _, err = subprocesses.interrupt(proc, timeout=60)
    finally:
        subprocesses.stop(proc)
    print(f"{run}: under way after {started:.2f} s, ended {took:.2f} s after Ctrl-C")
    assert err.rstrip().endswith("KeyboardInterrupt"), err[-2000:]
    assert took < subprocesses.ctrl_c_bound(), f"{took:.2f} s from Ctrl-C to the end"
    assert subprocesses.gone(workers), f"worker processes {workers} left running"


@pytest.mark.parametrize("workers", [1, 2])
@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_ctrl_c_stops_a_command_of_2_to_the_40(command, workers, tmp_path):
    args = ["python", "-m", "paigen", *COMMANDS[command], "--workers", str(workers)]
    proc, pids, started = under_way(args, tmp_path / "pids", workers)
    try:
        took, out, err = subprocesses.interrupt(proc, timeout=60)
    finally:
        subprocesses.stop(proc)
    print(
        f"paigen {command} --workers {workers}: under way after {started:.2f} s, "
        f"ended {took:.2f} s after Ctrl-C"
    )
    assert proc.returncode == 130 and out == "" and err == "paigen: interrupted\n", (
        proc.returncode,
        err[-2000:],
    )
    assert took < subprocesses.ctrl_c_bound(), f"{took:.2f} s from Ctrl-C to the end"
    assert subprocesses.gone(pids), f"worker processes {pids} left running"


HALF_SENT_RUN = """
import signal, sys
from paigen import _runner
from tests.helpers import slow_callables

def stop(signum, frame):
    raise KeyboardInterrupt

if __name__ == "__main__":
    signal.signal(signal.SIGALRM, stop)
    signal.setitimer(signal.ITIMER_REAL, 3.0)  # the workers have written half a result by then
    try:
        next(_runner.run_jobs(slow_callables.half_sent_result, [(k,) for k in range(4)], processes=2))
    except KeyboardInterrupt:
        print("stopped", flush=True)
"""


def test_a_run_stopped_while_a_worker_sends_its_result_ends(tmp_path):
    # The pool's reader waits for the rest of a message a killed worker began;
    # the interpreter, at exit, used to wait for that reader forever.
    script = tmp_path / "run.py"
    script.write_text(HALF_SENT_RUN)
    proc = subprocesses.start(["python", str(script)])
    try:
        out, err = proc.communicate(timeout=60)
    except subprocess.TimeoutExpired:
        raise AssertionError("still running 60 s after it was stopped") from None
    finally:
        subprocesses.stop(proc)
    assert proc.returncode == 0 and out == "stopped\n", err[-2000:]
