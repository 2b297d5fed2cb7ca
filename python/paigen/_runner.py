"""The one runner of paigen's sharded work (``paigen.simulate``,
``paigen.parity.check``, ``paigen.arena.evaluate``): jobs run here, over a
pool of worker processes, or as Ray tasks, and their results come back in job
order.

A run is a list of jobs (tuples of arguments) whose results do not depend on
where they run, so a run gives the same result on every backend. The pool's
workers ignore Ctrl-C (the parent stops the run); a run stopped early (Ctrl-C,
an error, the caller closing the generator) kills the pool's workers, even in
the middle of a job, or cancels the Ray tasks not yet collected.
"""

from __future__ import annotations

import itertools
import logging
import multiprocessing
import os
import pickle
import signal
import socket
import sys
import tempfile
import threading
from collections import deque
from collections.abc import Callable, Generator, Iterable, Iterator
from concurrent.futures import Future, ProcessPoolExecutor
from contextlib import contextmanager
from typing import Any, TypeVar

from ._checks import checked_int, shown

__all__ = ["BACKENDS", "MAX_WORKERS", "checked_backend", "checked_workers", "dumps", "import_ray", "run_jobs"]

R = TypeVar("R")
MAX_WORKERS = 64  # the most worker processes
BACKENDS = ("local", "ray")
_NOTHING: Any = object()
TERMINATE_SECONDS = 1.0  # for a pool's worker to end on SIGTERM before it is killed


def checked_workers(workers: object) -> int:
    """``workers`` (None or an int between 1 and MAX_WORKERS) as a process count."""
    if workers is None:
        return 1
    return checked_int(
        "workers", workers, 1, MAX_WORKERS, f"None or an int between 1 and {MAX_WORKERS}", "None or an int"
    )


def checked_backend(backend: object, address: object) -> str:
    """``backend`` ('local' or 'ray'), checked with ``address`` (None, or a str
    that goes with 'ray' only)."""
    if not isinstance(backend, str) or backend not in BACKENDS:
        raise ValueError(f"backend must be 'local' or 'ray', not {shown(backend)}")
    if address is not None and (backend != "ray" or not isinstance(address, str)):
        raise ValueError("address is a str, and goes only with backend='ray'")
    return backend


def import_ray() -> Any:
    """The ray module, or a ModuleNotFoundError saying how to install it."""
    try:
        import ray
    except ImportError:
        raise ModuleNotFoundError(
            "backend='ray' needs the ray package: pip install 'paigen[ray]'", name="ray"
        ) from None
    return ray


def dumps(backend: str) -> Callable[[Any], bytes]:
    """How `backend` sends objects to other processes (cloudpickle for Ray),
    for a check that a user's callable can go before any work starts."""
    if backend == "ray":
        return import_ray().cloudpickle.dumps  # type: ignore[no-any-return]
    return pickle.dumps


def run_jobs(
    fn: Callable[..., R],
    jobs: Iterable[tuple[Any, ...]],
    *,
    processes: int = 1,
    backend: str = "local",
    address: str | None = None,
    shared: Any = _NOTHING,
) -> Generator[R, None, None]:
    """Yields ``fn(*job)`` (``fn(shared, *job)`` when `shared` is given) for
    every job, in order: in this process (``processes`` <= 1), over a pool of
    ``processes`` worker processes, or as Ray tasks (``backend="ray"``: on the
    cluster at `address`, the one already initialized, else a local one of
    ``processes`` CPUs, started and shut down here). `fn` is a module-level
    function and the jobs and `shared` pickle; a pool receives `shared` once
    per process, Ray puts it in its object store once.

    `jobs` is read lazily (a run of 2**40 items plans its shards as it goes),
    the pool and Ray working a few jobs ahead of the one yielded. Keep jobs to
    a fraction of a second: progress then moves, and a run in this process
    stops at the end of the job under way (a pool stops at once)."""
    if backend == "ray":
        yield from _ray_jobs(fn, jobs, processes, address, shared)
    elif processes <= 1:
        head: tuple[Any, ...] = () if shared is _NOTHING else (shared,)
        for job in jobs:
            yield fn(*head, *job)
    else:
        yield from _pool_jobs(fn, jobs, processes, shared)


# --------------------------------------------------------------------------
# a pool of worker processes
# --------------------------------------------------------------------------


def _ignore_sigint() -> None:
    """Worker processes leave Ctrl-C to the parent, which stops the run."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _pool_context() -> Any:
    """forkserver where the platform has it (no fork of a process with threads), else spawn."""
    methods = multiprocessing.get_all_start_methods()
    return multiprocessing.get_context("forkserver" if "forkserver" in methods else "spawn")


@contextmanager
def _ctrl_c_held() -> Iterator[None]:
    """Holds Ctrl-C back while worker processes are started (they start on
    submit): SIGINT is blocked in this thread, so that the processes started
    here begin with it blocked (they then ignore it), and in the main thread a
    Ctrl-C meanwhile is recorded and delivered just after, not in the middle of
    starting a process."""
    caught: list[int] = []
    # Only the main thread may set handlers, and only a handler set from Python
    # (signal.getsignal is not None) can be put back.
    swap = (
        threading.current_thread() is threading.main_thread() and signal.getsignal(signal.SIGINT) is not None
    )
    old_handler = signal.signal(signal.SIGINT, lambda signum, frame: caught.append(signum)) if swap else None
    old_mask = (
        signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
        if hasattr(signal, "pthread_sigmask")
        else None
    )
    try:
        yield
    finally:
        if old_mask is not None:
            signal.pthread_sigmask(signal.SIG_SETMASK, old_mask)
        if swap:
            signal.signal(signal.SIGINT, old_handler)
            if caught:
                signal.raise_signal(signal.SIGINT)  # now, to the handler it was meant for


_worker_shared: Any = None  # what run_jobs(shared=...) gave this worker process


def _start_worker(shared: Any) -> None:
    global _worker_shared
    _ignore_sigint()
    _worker_shared = shared


def _with_shared(fn: Callable[..., R], *job: Any) -> R:
    return fn(_worker_shared, *job)


def _pool_jobs(
    fn: Callable[..., R], jobs: Iterable[tuple[Any, ...]], processes: int, shared: Any
) -> Generator[R, None, None]:
    if shared is _NOTHING:
        pool = ProcessPoolExecutor(processes, mp_context=_pool_context(), initializer=_ignore_sigint)
        call: Callable[..., R] = fn
        first: tuple[Any, ...] = ()
    else:
        pool = ProcessPoolExecutor(
            processes, mp_context=_pool_context(), initializer=_start_worker, initargs=(shared,)
        )
        call, first = _with_shared, (fn,)

    def submit(job: tuple[Any, ...]) -> Future[R]:
        with _ctrl_c_held():
            return pool.submit(call, *first, *job)

    todo = iter(jobs)
    try:
        ahead: deque[Future[R]] = deque()
        for job in todo:
            ahead.append(submit(job))
            if len(ahead) == 2 * processes:
                break
        while ahead:
            part = ahead.popleft().result()
            following = next(todo, None)
            if following is not None:
                ahead.append(submit(following))
            yield part
    except BaseException:  # Ctrl-C, an error, or the caller stopped early
        _terminate(pool)
        raise
    pool.shutdown()


def _terminate(pool: ProcessPoolExecutor) -> None:
    """Stops a pool at once: the jobs not started are cancelled and the
    workers killed in the middle of theirs (a job of a slow user callable can
    take minutes, and its result is no longer wanted), then waited for, so
    that no worker and no thread of the pool is left behind."""
    # The executor has no public way to stop running jobs before Python 3.14
    # (terminate_workers); its workers are in _processes (pid -> Process), its
    # thread reading their results in _executor_manager_thread.
    workers = list((getattr(pool, "_processes", None) or {}).values())
    manager = getattr(pool, "_executor_manager_thread", None)
    results = getattr(pool, "_result_queue", None)  # shutdown() lets go of both
    pool.shutdown(wait=False, cancel_futures=True)
    for process in workers:
        if process.is_alive():
            process.terminate()
    for process in workers:
        process.join(TERMINATE_SECONDS)
        if process.is_alive():  # SIGTERM caught or blocked by the user's callable
            process.kill()
            process.join()
    # A worker killed while it sent a result leaves half a message, which the
    # manager thread would wait for forever (and the interpreter, at exit, for
    # it): with every writer's end closed, its read ends at once instead.
    writer = getattr(results, "_writer", None)
    if writer is not None:
        writer.close()
    if manager is not None:
        manager.join()


# --------------------------------------------------------------------------
# Ray tasks
# --------------------------------------------------------------------------

REACH_SECONDS = 10.0  # to open a connection to a cluster's address before Ray tries (for minutes)
GCS_SECONDS = 1.0  # for the server there to answer as a Ray cluster's GCS


def _join_cluster(ray: Any, address: str, options: dict[str, Any]) -> None:
    """``ray.init(address=...)``, failing within seconds with a ConnectionError
    naming `address` when nothing answers there (Ray itself retries for
    minutes)."""
    host, port = _host_port(address)
    if host is not None:
        try:
            socket.create_connection((host, port), timeout=REACH_SECONDS).close()
        except OSError as err:
            raise ConnectionError(f"no Ray cluster answers at {address!r}: {err}") from None
        if "://" not in address:  # a cluster's GCS, not a Ray Client server
            _ask_gcs(ray, address)
    try:
        ray.init(address=address, **options)
    except Exception as err:
        text = " ".join(str(err).split())
        raise ConnectionError(f"cannot join the Ray cluster at {address!r}: {text[:300]}") from err


def _ask_gcs(ray: Any, address: str) -> None:
    """A ConnectionError naming `address` if what listens there is not a Ray
    cluster's GCS (a proxy or another server accepts the connection, then Ray
    retries for a minute). Ray's C++ client logs each failed try on stderr:
    that is dropped if the answer is no, passed on if yes."""
    # Ray's own client to the GCS, with a timeout (ray.init's takes a minute)
    standalone = getattr(getattr(getattr(ray, "_raylet", None), "InnerGcsClient", None), "standalone", None)
    if standalone is None:  # another Ray: leave the check to ray.init
        return
    with tempfile.TemporaryFile() as logged:
        sys.stderr.flush()
        stderr = os.dup(2)
        os.dup2(logged.fileno(), 2)
        try:
            standalone(address, None, int(GCS_SECONDS * 1000))
        except Exception as err:
            text = " ".join(str(err).split())[:300]
            raise ConnectionError(f"no Ray cluster answers at {address!r}: {text}") from None
        finally:
            os.dup2(stderr, 2)
            os.close(stderr)
        logged.seek(0)
        os.write(2, logged.read())


def _host_port(address: str) -> tuple[str | None, int]:
    """The host and port of ``[ray://]HOST:PORT`` (IPv6 hosts in brackets), or
    (None, 0) for what Ray resolves itself (``auto``, ``local``)."""
    rest = address.split("://", 1)[1] if "://" in address else address
    host, colon, port = rest.rpartition(":")
    if not colon or not port.isdigit():
        return None, 0
    return host.strip("[]") or None, int(port)


def _ray_jobs(
    fn: Callable[..., R], jobs: Iterable[tuple[Any, ...]], workers: int, address: str | None, shared: Any
) -> Generator[R, None, None]:
    """Each job as a Ray task asking one CPU, never retried, at most ``2 *
    workers`` in flight. A task that raised re-raises its error's cause here
    (the user's own exception, not Ray's wrapper). No jobs, no cluster."""
    ray = import_ray()
    todo = iter(jobs)
    first = next(todo, None)
    if first is None:
        return
    started = not ray.is_initialized()
    if started:
        quiet: dict[str, Any] = {"logging_level": logging.WARNING, "log_to_driver": False}
        if address:
            _join_cluster(ray, address, quiet)
        else:
            ray.init(num_cpus=workers, include_dashboard=False, **quiet)
    try:
        remote = ray.remote(num_cpus=1, max_retries=0)(fn)
        head: tuple[Any, ...] = () if shared is _NOTHING else (ray.put(shared),)
        ahead: deque[Any] = deque()
        for job in itertools.chain([first], todo):
            ahead.append(remote.remote(*head, *job))
            if len(ahead) == 2 * workers:
                break
        try:
            while ahead:
                try:
                    part = ray.get(ahead.popleft())
                except ray.exceptions.RayTaskError as err:
                    cause = getattr(err, "cause", None)
                    if isinstance(cause, BaseException):
                        raise cause from None
                    raise
                following = next(todo, None)
                if following is not None:
                    ahead.append(remote.remote(*head, *following))
                yield part
        finally:
            for pending in ahead:
                ray.cancel(pending)
    finally:
        if started:
            ray.shutdown()
