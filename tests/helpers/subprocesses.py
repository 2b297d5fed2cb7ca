"""Runs under test in a child process with bounded memory: start one, wait
until it says it is under way, send it Ctrl-C and time how long it takes to
end, and check that the processes it started are gone."""

from __future__ import annotations

import os
import pty
import resource
import select
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent.parent
MEMORY = 4 << 30  # address space of the child and the processes it starts


def _limit_memory(limit: int) -> Callable[[], None]:
    def apply() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))

    return apply


def start(
    args: Sequence[str],
    *,
    env: dict[str, str] | None = None,
    memory: int = MEMORY,
    cwd: Path | None = None,
    stdout: Any = subprocess.PIPE,
    stderr: Any = subprocess.PIPE,
) -> subprocess.Popen[str]:
    """``args`` (a command; ``python`` is this interpreter) with the repository
    on the import path and as the current directory, pipes for stdout and
    stderr (unless given), and at most `memory` bytes of address space."""
    full_env = {**os.environ, "PYTHONFAULTHANDLER": "1", **(env or {})}
    full_env["PYTHONPATH"] = os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")])
    command = [sys.executable if a == "python" else a for a in args]
    return subprocess.Popen(
        command,
        stdout=stdout,
        stderr=stderr,
        text=True,
        env=full_env,
        cwd=cwd or ROOT,
        preexec_fn=_limit_memory(memory),
    )


def start_on_terminal(args: Sequence[str], **options: Any) -> tuple[subprocess.Popen[str], int]:
    """`start`, with stderr a terminal (a pseudo-terminal, whose other end is
    the returned file descriptor, for :func:`read_terminal`)."""
    terminal, child_end = pty.openpty()
    try:
        proc = start(args, stderr=child_end, **options)
    finally:
        os.close(child_end)
    return proc, terminal


def read_terminal(
    terminal: int,
    proc: subprocess.Popen[str],
    *,
    seconds: float,
    until: str | None = None,
    until_exit: bool = False,
) -> str:
    """What `proc` wrote on the terminal (carriage returns and newlines as
    written, the terminal's added carriage returns taken out), read until
    `until` shows (then it must still run), or until it ends (`until_exit`),
    at most `seconds`. The terminal is closed once `proc` has ended."""
    shown = b""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        ready, _, _ = select.select([terminal], [], [], 0.05)
        if ready:
            try:
                chunk = os.read(terminal, 65536)
            except OSError:  # EIO: every writer has closed it
                chunk = b""
            if not chunk:
                proc.wait(timeout=max(1.0, deadline - time.monotonic()))
                os.close(terminal)
                return shown.decode(errors="replace").replace("\r\n", "\n")
            shown += chunk
            if until is not None and until.encode() in shown:
                return shown.decode(errors="replace").replace("\r\n", "\n")
        elif until is not None and proc.poll() is not None:
            raise AssertionError(
                f"ended with status {proc.returncode} before {until!r} showed: {shown[-2000:]!r}"
            )
    what = "the end" if until_exit else repr(until)
    raise AssertionError(f"no {what} after {seconds} s: {shown[-2000:]!r}")


def wait_for_lines(path: Path, count: int, proc: subprocess.Popen[str], seconds: float) -> list[str]:
    """The first `count` lines written to `path`, waiting at most `seconds`
    (and failing at once if `proc` ends)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if path.exists():
            lines = path.read_text().split()
            if len(lines) >= count:
                return lines[:count]
        if proc.poll() is not None:
            _, err = proc.communicate()
            raise AssertionError(
                f"ended with status {proc.returncode} before it was under way:\n{err[-2000:]}"
            )
        time.sleep(0.05)
    raise AssertionError(f"not under way after {seconds} s")


def interrupt(proc: subprocess.Popen[str], timeout: float) -> tuple[float, str, str]:
    """Sends Ctrl-C (SIGINT) to `proc`: the seconds it took to end, its stdout
    and stderr. The time is that of `proc` itself ending, not of its pipes
    closing, which processes it left behind would hold open. A child still
    running after `timeout` seconds, or one that leaves processes holding its
    output, fails the test with what its threads were doing and the processes
    it had; it is killed."""
    family = descendants(proc.pid)
    sent = time.monotonic()
    proc.send_signal(signal.SIGINT)
    try:
        proc.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        left = [pid for pid in descendants(proc.pid) if _running(pid)]
        proc.send_signal(signal.SIGABRT)  # faulthandler (on in `start`) shows every thread
        try:
            _, err = proc.communicate(timeout=5)
        except subprocess.TimeoutExpired:
            proc.kill()
            _, err = proc.communicate(timeout=5)
        raise AssertionError(
            f"still running {timeout} s after Ctrl-C, with processes {left}:\n{err[-4000:]}"
        ) from None
    took = time.monotonic() - sent
    try:
        out, err = proc.communicate(timeout=10)
    except subprocess.TimeoutExpired:
        left = [pid for pid in family if _running(pid)]
        for pid in left:
            os.kill(pid, signal.SIGKILL)
        proc.communicate()
        raise AssertionError(f"ended after Ctrl-C, but left processes {left} holding its output") from None
    return took, out, err


def descendants(pid: int) -> list[int]:
    """The processes `pid` started, and theirs (a pool's workers are children
    of its fork server), as /proc shows them now."""
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                parent = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
            except (OSError, IndexError, ValueError):
                continue
            children.setdefault(parent, []).append(int(entry.name))
    found: list[int] = []
    todo = [pid]
    while todo:
        for child in children.get(todo.pop(), []):
            found.append(child)
            todo.append(child)
    return found


def interrupt_when_started(
    args: Sequence[str], *, settle: float, timeout: float = 60.0
) -> tuple[float, str, str]:
    """Starts `args`, waits for its first line ("started"), lets it run
    `settle` seconds more and sends it Ctrl-C (:func:`interrupt`): the seconds
    it took to end, its stdout after the first line and its stderr. The
    processes it had must be gone within seconds."""
    proc = start(args)
    try:
        line = proc.stdout.readline() if proc.stdout else ""
        if line != "started\n":
            _, err = proc.communicate(timeout=timeout)
            raise AssertionError(f"did not start ({line!r}, status {proc.returncode}):\n{err[-2000:]}")
        time.sleep(settle)
        assert proc.poll() is None, "ended before Ctrl-C"
        family = descendants(proc.pid)
        took, out, err = interrupt(proc, timeout)
    finally:
        stop(proc)
    assert gone(family), f"processes {[pid for pid in family if _running(pid)]} left running after Ctrl-C"
    return took, out, err


def gone(pids: Sequence[int], seconds: float = 10.0) -> bool:
    """Whether every process of `pids` has ended (a zombie counts as ended),
    waiting up to `seconds` for the last ones."""
    deadline = time.monotonic() + seconds
    while True:
        alive = [pid for pid in pids if _running(pid)]
        if not alive or time.monotonic() > deadline:
            return not alive
        time.sleep(0.1)


def _running(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as f:
            state = f.read().rsplit(")", 1)[1].split()[0]
    except FileNotFoundError:
        return False
    except OSError:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return False
        return True
    return state not in ("Z", "X")


def stop(proc: subprocess.Popen[str]) -> None:
    """Kills `proc` if it is still running and closes its pipes (a test's
    ``finally``), without waiting for processes it left holding them."""
    if proc.poll() is None:
        proc.kill()
        proc.wait()
    for pipe in (proc.stdin, proc.stdout, proc.stderr):
        if pipe is not None:
            pipe.close()


CTRL_C_SECONDS = 2.0  # from Ctrl-C to the end of a run, on a machine with a core to spare


def ctrl_c_bound(seconds: float = CTRL_C_SECONDS) -> float:
    """`seconds` on a machine with a core to spare, stretched as many times
    as the machine has runnable processes per core beyond that (at most 10
    times): a child that gets a tenth of a core takes ten times as long to
    stop, while a run that waits for its shards (minutes) still fails."""
    cpus = os.cpu_count() or 1
    try:
        with open("/proc/loadavg") as f:
            fields = f.read().split()
        runnable = int(fields[3].split("/")[0]) - 1  # now, this process not counted
        load = max(float(fields[0]), runnable)
    except OSError:  # no /proc: the last minute's average only
        load = os.getloadavg()[0]
    return seconds * min(10.0, max(1.0, load / cpus))
