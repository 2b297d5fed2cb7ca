"""What the benchmark suites record and print besides their timings: rates
in ``benchmark.extra_info``, and the header naming the core and the machine
measured."""

from __future__ import annotations

import argparse
import functools
import time
import timeit
from collections.abc import Callable


def report_rate(benchmark, unit: str, count: int, n_moves: int) -> None:
    """Records in the benchmark's extra_info how many `unit`s (positions,
    states) and moves a round covered and, when timing is on, moves per second
    and microseconds per `unit`."""
    benchmark.extra_info[f"{unit}s"] = count
    benchmark.extra_info["moves"] = n_moves
    if benchmark.enabled and benchmark.stats is not None:
        mean = benchmark.stats.stats.mean
        benchmark.extra_info["moves_per_second"] = n_moves / mean
        benchmark.extra_info[f"us_per_{unit}"] = mean / count * 1e6


def machine_header() -> str:
    """Three lines naming the compiled core measured (path, hash, build time) and
    the machine (CPU model; Python, numpy, cpus, load): the machines are shared and noisy,
    so every script-mode report starts with them."""
    import datetime
    import hashlib
    import os
    import platform

    import numpy

    from paigen import _core

    so = _core.__file__
    with open(so, "rb") as f:
        digest = hashlib.sha256(f.read()).hexdigest()[:12]
    built = datetime.datetime.fromtimestamp(os.path.getmtime(so)).isoformat(timespec="seconds")
    cpu = platform.processor() or platform.machine()
    try:
        with open("/proc/cpuinfo") as f:
            cpu = next((line.split(":", 1)[1].strip() for line in f if line.startswith("model name")), cpu)
    except OSError:
        pass
    load = " ".join(f"{x:.2f}" for x in os.getloadavg()) if hasattr(os, "getloadavg") else "?"
    return (
        f"paigen {so} (sha256 {digest}, mtime {built})\n"
        f"cpu {cpu}\n"
        f"python {platform.python_version()}, numpy {numpy.__version__}, {os.cpu_count()} cpus, load {load}"
    )


def best_seconds(runs: dict[str, Callable[[], object]], repeat: int) -> dict[str, float]:
    """Min over `repeat` interleaved rounds of each ``name -> fn`` (seconds of
    CPU time of this process, ``time.process_time``: time the process waits for
    a core on a loaded machine is not counted; interleaving spreads the rest of
    the noise, caches and frequency, over every contender alike)."""
    best = dict.fromkeys(runs, float("inf"))
    for _ in range(repeat):
        for name, fn in runs.items():
            start = time.process_time()
            fn()
            best[name] = min(best[name], time.process_time() - start)
    return best


def best_per_item(
    runs: dict[str, tuple[Callable[[], object], int]], repeat: int, chunk_s: float = 0.02
) -> dict[str, float]:
    """Min-of-repeats seconds per item (position, state) for each ``name ->
    (fn, items fn covers)``, timed with ``timeit``. The runs are interleaved
    (one chunk of about ``chunk_s`` each per repeat) so that on a shared
    machine all of them see the same quiet and busy moments."""
    chunks = {}
    for name, (fn, n) in runs.items():
        timer = timeit.Timer(fn)
        number, elapsed = timer.autorange()
        number = max(1, round(number * chunk_s / max(elapsed, 1e-9)))
        chunks[name] = functools.partial(lambda t, k, n: t.timeit(k) / k / n, timer, number, n)
    best = dict.fromkeys(runs, float("inf"))
    for _ in range(repeat):
        for name, chunk in chunks.items():
            best[name] = min(best[name], chunk())
    return best


def group_report_options(
    description: str, unit: str, count: int, reference_help: str
) -> argparse.ArgumentParser:
    """The options of the scripts that time groups of positions or states
    (bench_doudizhu, bench_lukfu): ``-n/--<unit>s`` per group (default
    `count`), ``-r/--repeat`` interleaved repeats of the calls and
    ``--ref-repeat``, the reference's."""
    ap = argparse.ArgumentParser(description=description)
    ap.add_argument("-n", f"--{unit}s", type=int, default=count)
    ap.add_argument(
        "-r",
        "--repeat",
        type=int,
        default=30,
        help="interleaved repeats of ~20 ms per batch/API run (min is kept)",
    )
    ap.add_argument("--ref-repeat", type=int, default=5, help=reference_help)
    return ap


def group_report_header(count: int, unit: str, timed: int, repeat: int, ref_repeat: int) -> str:
    """The first lines of such a script's report: the machine, then what each group times."""
    return (
        f"{machine_header()}\n{count} {unit}s per group (reference: first {timed}); "
        f"min of {repeat} interleaved repeats (reference: {ref_repeat})\n"
    )
