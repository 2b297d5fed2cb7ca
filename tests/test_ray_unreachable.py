"""backend="ray" with an `address` where no cluster answers fails within
seconds (Ray alone retries for minutes) with one line naming the address, in
every feature and on the command line. Skips without ray."""

from __future__ import annotations

import socket
import time

import pytest

from paigen import arena, cli, parity, simulate
from tests.helpers import parity_generators as gen
from tests.helpers.bounds import time_limit

ray = pytest.importorskip("ray")
bounded = time_limit(120)
FAILS_WITHIN = 30.0  # seconds


def closed_port() -> int:
    """A local port nothing listens on (it was free a moment ago)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


RUNS = {
    "simulate": lambda address: simulate("ddz3", n=10, backend="ray", address=address),
    "parity": lambda address: parity.check(gen.exact, n=10, backend="ray", address=address),
    "arena": lambda address: arena.evaluate(["greedy", "random"], deals=10, backend="ray", address=address),
}


@pytest.mark.parametrize("run", sorted(RUNS))
@pytest.mark.parametrize("scheme", ["", "ray://"])
def test_an_unreachable_address_fails_at_once_naming_it(run, scheme):
    assert not ray.is_initialized()
    address = f"{scheme}127.0.0.1:{closed_port()}"
    start = time.monotonic()
    with pytest.raises(ConnectionError) as caught:
        RUNS[run](address)
    assert time.monotonic() - start < FAILS_WITHIN
    message = str(caught.value)
    assert address in message and "\n" not in message, message
    assert not ray.is_initialized()


def test_the_command_line_says_it_in_one_line(capsys):
    address = f"127.0.0.1:{closed_port()}"
    assert cli.main(["play", "-n", "10", "--ray", address]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and err.startswith("paigen play: error: ") and address in err
