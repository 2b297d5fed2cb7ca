"""Ray tasks for paigen's sharded runs: ``paigen.parity.check``,
``paigen.simulate`` and ``paigen.arena.evaluate`` with ``backend="ray"``.

A run is a list of tasks (tuples of arguments) whose results do not depend on
where they run; :func:`run_tasks` runs ``fn(*task)`` (or ``fn(shared, *task)``)
for each as a Ray task and yields the results in task order, so a run gives the
same result on a cluster as in this process.
"""

from __future__ import annotations

import itertools
import logging
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from typing import Any, TypeVar

__all__ = ["import_ray", "run_tasks"]

R = TypeVar("R")
_NOTHING: Any = object()


def import_ray() -> Any:
    """The ray module, or a ModuleNotFoundError saying how to install it."""
    try:
        import ray
    except ImportError:
        raise ModuleNotFoundError(
            "backend='ray' needs the ray package: pip install 'paigen[ray]'", name="ray"
        ) from None
    return ray


def run_tasks(
    fn: Callable[..., R],
    tasks: Iterable[tuple[Any, ...]],
    *,
    workers: int,
    address: str | None = None,
    shared: Any = _NOTHING,
) -> Iterator[R]:
    """Runs ``fn(*task)`` for every task as a Ray task (``fn(shared, *task)``
    when `shared` is given: it is put in the object store once, not sent with
    every task) and yields the results in the order of `tasks`.

    The tasks run on the cluster at `address`, on the one already initialized
    in this process, or else on a local cluster of `workers` CPUs, started here
    and shut down at the end. At most ``2 * workers`` tasks are in flight; each
    asks for one CPU and is never retried. A task that raised re-raises its
    error's cause here (the user's own exception, not Ray's wrapper); when the
    caller stops early (an error, Ctrl-C, closing the generator) the tasks not
    yet collected are cancelled. No tasks, no cluster.
    """
    ray = import_ray()
    jobs = iter(tasks)
    first = next(jobs, None)
    if first is None:
        return
    started = not ray.is_initialized()
    if started:
        quiet: dict[str, Any] = {"logging_level": logging.WARNING, "log_to_driver": False}
        if address:
            ray.init(address=address, **quiet)
        else:
            ray.init(num_cpus=workers, include_dashboard=False, **quiet)
    try:
        remote = ray.remote(num_cpus=1, max_retries=0)(fn)
        head: tuple[Any, ...] = () if shared is _NOTHING else (ray.put(shared),)
        ahead: deque[Any] = deque()
        for task in itertools.chain([first], jobs):
            ahead.append(remote.remote(*head, *task))
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
                following = next(jobs, None)
                if following is not None:
                    ahead.append(remote.remote(*head, *following))
                yield part
        finally:
            for pending in ahead:
                ray.cancel(pending)
    finally:
        if started:
            ray.shutdown()
