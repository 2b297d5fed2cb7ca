"""backend="ray" with an `address`: a cluster there is joined; where none
answers (nothing listens, or a server that is not Ray's) the call fails within
seconds (Ray alone retries for a minute) with one line naming the address, in
every feature and on the command line. Skips without ray."""

from __future__ import annotations

import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator

import numpy as np
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


@pytest.fixture
def not_ray() -> Iterator[str]:
    """The address of a local server that accepts connections and answers
    HTTP 404, as a proxy or another service would."""
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(16)
    server.settimeout(0.2)
    stop = threading.Event()

    def serve() -> None:
        while not stop.is_set():
            try:
                conn, _ = server.accept()
            except OSError:
                continue
            with conn:
                try:
                    conn.settimeout(1.0)
                    conn.recv(1024)
                    conn.sendall(b"HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\n\r\n")
                except OSError:
                    pass

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    yield f"127.0.0.1:{server.getsockname()[1]}"
    stop.set()
    thread.join(5)
    server.close()


def test_a_server_that_is_not_ray_fails_at_once_naming_it(not_ray):
    start = time.monotonic()
    with pytest.raises(ConnectionError) as caught:
        simulate("ddz3", n=10, backend="ray", address=not_ray)
    took = time.monotonic() - start
    print(f"{took:.1f} s")
    assert took < FAILS_WITHIN
    message = str(caught.value)
    assert not_ray in message and "\n" not in message, message
    assert not ray.is_initialized()


def test_the_command_line_says_it_in_one_line(capsys):
    address = f"127.0.0.1:{closed_port()}"
    assert cli.main(["play", "-n", "10", "--ray", address]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and err.startswith("paigen play: error: ") and address in err


HEAD = """
import os, sys
os.environ.setdefault("RAY_AUTH_MODE", "disabled")
import ray
ray.init(num_cpus=1, include_dashboard=False, log_to_driver=False)
print(ray._private.worker.global_worker.node.gcs_address, flush=True)
sys.stdin.read()  # until the test closes it
ray.shutdown()
"""


def test_a_cluster_at_the_address_is_joined():
    head = subprocess.Popen(
        [sys.executable, "-c", HEAD], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
    )
    try:
        address = head.stdout.readline().strip()
        assert address, "the cluster did not start"
        out = simulate("ddz3", n=10, seed=3, backend="ray", address=address)
        assert not ray.is_initialized()  # joined for the call, left after
    finally:
        head.stdin.close()
        try:
            head.wait(60)
        except subprocess.TimeoutExpired:
            head.kill()
            head.wait()
        head.stdout.close()
    assert all(np.array_equal(out[k], v) for k, v in simulate("ddz3", n=10, seed=3).items())
