"""Where a cold build of paigen's module spends its time, unit by unit.

    python tools/build_units.py [--jobs N] [--source DIR] [--keep DIR] [CMAKE_ARG ...]

Configures a fresh build directory as ``pip install .`` does (a Release build
of the module target ``_core``, with the nanobind this interpreter imports),
builds it with Ninja, and prints each compile unit's time from Ninja's log,
longest first, then the wall and CPU time of the whole build. Extra arguments
go to CMake's configure step (``-DCMAKE_CXX_FLAGS=...``, say).

With ``--jobs 1`` the units do not compete for a core, so their times add up
to about the build's CPU time; with the default ``--jobs 2`` (pip's build on 2
cores) the wall time is the one a user waits. A shared machine's load can move
these figures by a third within minutes (the same build took 86 to 118 s of
CPU on a 2-core VM): compare two trees in one sitting, interleaved, and more
than once.

Needs cmake, ninja and nanobind (``pip install cmake ninja nanobind``).
"""

from __future__ import annotations

import argparse
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def unit_times(log_text: str) -> dict[str, float]:
    """Seconds per output of a ``.ninja_log`` (log format v5 to v7: tab-separated
    start ms, end ms, mtime, output, hash); an output built twice keeps its last time."""
    times: dict[str, float] = {}
    for line in log_text.splitlines():
        if not line or line.startswith("#"):
            continue
        start, end, _mtime, output = line.split("\t")[:4]
        times[output] = (int(end) - int(start)) / 1000
    return times


def unit_name(output: str) -> str:
    """A short name for a build output: the unity group of a unity unit
    ("CMakeFiles/_core.dir/Unity/unity_doudizhu_cxx.cxx.o" is "_core: doudizhu",
    a numbered batch "unit 0"), else the target and file."""
    target, _, rest = output.partition(".dir/")
    target = target.removeprefix("CMakeFiles/")
    name = Path(rest or output).name
    if name.startswith("unity_") and name.endswith("_cxx.cxx.o"):
        name = name[len("unity_") : -len("_cxx.cxx.o")]
        name = f"unit {name}" if name.isdigit() else name
    return f"{target}: {name}" if rest else name


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--jobs", type=int, default=2, help="Ninja's parallel jobs (default 2)")
    parser.add_argument("--source", type=Path, default=ROOT, help="the source tree (default: this one)")
    parser.add_argument("--keep", type=Path, help="build here and keep it (default: a temporary directory)")
    args, cmake_args = parser.parse_known_args(argv)
    if args.jobs < 1:
        parser.error("--jobs must be at least 1")
    if not (args.source / "CMakeLists.txt").is_file():
        parser.error(f"--source {args.source} holds no CMakeLists.txt")
    try:
        import nanobind
    except ImportError:
        parser.error("nanobind is not installed (pip install cmake ninja nanobind)")
    for tool in ("cmake", "ninja"):
        if shutil.which(tool) is None:
            parser.error(f"{tool} is not on PATH (pip install cmake ninja nanobind)")

    build = args.keep or Path(tempfile.mkdtemp(prefix="paigen-build-units-"))
    try:
        if (build / "CMakeCache.txt").exists():
            parser.error(f"{build} holds a configured build: give a fresh directory")
        configure = ["cmake", "-S", str(args.source), "-B", str(build), "-G", "Ninja", "-DSKBUILD=ON"]
        configure += ["-DCMAKE_BUILD_TYPE=Release", f"-DPython_EXECUTABLE={sys.executable}"]
        configure += [f"-Dnanobind_DIR={nanobind.cmake_dir()}", *cmake_args]
        subprocess.run(configure, check=True, stdout=subprocess.DEVNULL)
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        subprocess.run(
            ["ninja", "-C", str(build), f"-j{args.jobs}", "_core"], check=True, stdout=subprocess.DEVNULL
        )
        wall = time.perf_counter() - start
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        times = unit_times((build / ".ninja_log").read_text())
    except subprocess.CalledProcessError as failed:  # its own output says why
        parser.exit(1, f"build_units.py: {failed.cmd[0]} failed with exit status {failed.returncode}\n")
    finally:
        if args.keep is None:
            shutil.rmtree(build, ignore_errors=True)

    for output, seconds in sorted(times.items(), key=lambda item: -item[1]):
        print(f"{seconds:7.1f} s  {unit_name(output)}")
    cpu = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
    print(f"{sum(times.values()):7.1f} s  the units' sum ({len(times)} outputs)")
    print(f"build of _core with -j{args.jobs}: {wall:.1f} s of wall time, {cpu:.1f} s of CPU time")
    return 0


if __name__ == "__main__":
    sys.exit(main())
