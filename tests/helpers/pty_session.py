"""A program run in a pseudo-terminal, driven like a person at a keyboard
(the standard library's ``pty``; no pexpect): what it writes is read with a
time limit, what we type goes to its terminal, so Ctrl-D and Ctrl-C arrive
as the terminal's end of file and SIGINT."""

from __future__ import annotations

import contextlib
import os
import pty
import re
import select
import signal
import time

CTRL_C = "\x03"
CTRL_D = "\x04"
READ_SYSCALLS = {"x86_64": 0, "aarch64": 63}  # read(2), as /proc/PID/syscall numbers it


class PtySession:
    def __init__(self, argv: list[str], env: dict[str, str] | None = None) -> None:
        pid, fd = pty.fork()
        if pid == 0:  # the child: the pseudo-terminal is its controlling terminal
            try:
                os.execve(argv[0], argv, {**os.environ, "TERM": "dumb", **(env or {})})
            finally:
                os._exit(127)
        self.pid, self.fd = pid, fd
        self.output = ""  # everything read so far, "\r\n" made "\n"
        self.pos = 0  # where the next expect() starts looking
        self.status: int | None = None

    def _read(self, deadline: float) -> bool:
        """Reads what is there before `deadline`; False at end of output."""
        ready, _, _ = select.select([self.fd], [], [], max(0.0, deadline - time.monotonic()))
        if not ready:
            return True
        try:
            data = os.read(self.fd, 65536)
        except OSError:  # EIO: the child closed the terminal
            return False
        if not data:
            return False
        self.output += data.decode("utf-8", "replace").replace("\r\n", "\n")
        return True

    def expect(self, pattern: str, timeout: float = 30) -> re.Match[str]:
        """The first match of `pattern` after the last one, waiting up to
        `timeout` seconds; AssertionError showing the output's end otherwise."""
        regex = re.compile(pattern)
        deadline = time.monotonic() + timeout
        while True:
            found = regex.search(self.output, self.pos)
            if found:
                self.pos = found.end()
                return found
            if time.monotonic() >= deadline or not self._read(deadline):
                raise AssertionError(f"no {pattern!r} within {timeout}s; output ends:\n{self.output[-1500:]}")

    def send(self, text: str) -> None:
        os.write(self.fd, text.encode())

    def interrupt_when_reading(self, timeout: float = 30) -> None:
        """Ctrl-C once the program waits in read(2) for what we type. Sent the
        moment a prompt shows, it can arrive after the prompt is written but
        before the read starts: Python's handler then runs, but the read it
        cannot interrupt blocks (a race in CPython's input(), too narrow for a
        person's hand). Without /proc, a pause stands in for the check."""
        number = READ_SYSCALLS.get(os.uname().machine)
        deadline = time.monotonic() + timeout
        while number is not None and time.monotonic() < deadline:
            try:
                with open(f"/proc/{self.pid}/syscall") as f:
                    if f.read().split(" ", 1)[0] == str(number):
                        break
            except OSError:
                number = None
            time.sleep(0.01)
        else:
            time.sleep(0.5)
        self.send(CTRL_C)

    def line(self, text: str) -> None:
        self.send(text + "\n")

    def wait(self, timeout: float = 30) -> int:
        """The exit status (killing the program if it has not ended in time)."""
        deadline = time.monotonic() + timeout
        while self.status is None:
            pid, status = os.waitpid(self.pid, os.WNOHANG)
            if pid:
                self.status = os.waitstatus_to_exitcode(status)
                break
            if time.monotonic() >= deadline:
                self.close()
                raise AssertionError(f"still running after {timeout}s; output ends:\n{self.output[-1500:]}")
            self._read(min(deadline, time.monotonic() + 0.1))
        while self._read(time.monotonic() + 0.2):  # what is left
            if not select.select([self.fd], [], [], 0)[0]:
                break
        return self.status

    def close(self) -> None:
        if self.status is None:
            try:
                os.kill(self.pid, signal.SIGKILL)
                os.waitpid(self.pid, 0)
            except (ProcessLookupError, ChildProcessError):
                pass
            self.status = -9
        with contextlib.suppress(OSError):
            os.close(self.fd)
