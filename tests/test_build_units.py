"""tools/build_units.py, the per-unit build timer (issue 19: measure where the
build time goes): its reading of Ninja's log. Running it compiles the module,
so the tests read logs written here."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def build_units():
    spec = importlib.util.spec_from_file_location("build_units", ROOT / "tools" / "build_units.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


LOG = (
    "# ninja log v7\n"
    "2\t6834\t1796423578910636561\tCMakeFiles/_core.dir/Unity/unity_shared_cxx.cxx.o\tb4e7c3c873abc49\n"
    "1\t18488\t1796423578906491514\tCMakeFiles/nanobind-static.dir/Unity/unity_0_cxx.cxx.o\t1a1ef42b193ed2a7\n"
    "18490\t20777\t1796423580000000000\tCMakeFiles/paigen_core.dir/cpp/src/doudizhu/movegen_avx512.cpp.o\t3\n"
    "20800\t21100\t1796423581000000000\t_core.cpython-311-x86_64-linux-gnu.so\t4\n"
    "30000\t30500\t1796423590000000000\tCMakeFiles/_core.dir/Unity/unity_shared_cxx.cxx.o\t5\n"
)


def test_unit_times_reads_milliseconds_and_keeps_a_rebuilt_outputs_last_time(build_units):
    times = build_units.unit_times(LOG)
    assert times == {
        "CMakeFiles/_core.dir/Unity/unity_shared_cxx.cxx.o": 0.5,
        "CMakeFiles/nanobind-static.dir/Unity/unity_0_cxx.cxx.o": 18.487,
        "CMakeFiles/paigen_core.dir/cpp/src/doudizhu/movegen_avx512.cpp.o": 2.287,
        "_core.cpython-311-x86_64-linux-gnu.so": 0.3,
    }


@pytest.mark.parametrize(
    "output, name",
    [
        ("CMakeFiles/_core.dir/Unity/unity_doudizhu_cxx.cxx.o", "_core: doudizhu"),
        ("CMakeFiles/paigen_core.dir/Unity/unity_core_loops_cxx.cxx.o", "paigen_core: core_loops"),
        ("CMakeFiles/nanobind-static.dir/Unity/unity_0_cxx.cxx.o", "nanobind-static: unit 0"),
        (
            "CMakeFiles/paigen_core.dir/cpp/src/doudizhu/movegen_avx512.cpp.o",
            "paigen_core: movegen_avx512.cpp.o",
        ),
        ("_core.cpython-311-x86_64-linux-gnu.so", "_core.cpython-311-x86_64-linux-gnu.so"),
    ],
)
def test_unit_name(build_units, output, name):
    assert build_units.unit_name(output) == name


def test_bad_jobs_is_refused_before_any_build(build_units, capsys):
    with pytest.raises(SystemExit) as stop:
        build_units.main(["--jobs", "0"])
    assert stop.value.code == 2
    assert "--jobs must be at least 1" in capsys.readouterr().err


def test_a_source_without_cmakelists_is_refused_before_any_build(build_units, capsys, tmp_path):
    with pytest.raises(SystemExit) as stop:
        build_units.main(["--source", str(tmp_path)])
    assert stop.value.code == 2
    assert f"--source {tmp_path} holds no CMakeLists.txt" in capsys.readouterr().err
