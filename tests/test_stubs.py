"""The shipped type stubs (python/paigen/_core/*.pyi) match the compiled module."""

import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("mypy")

ALLOWLIST = Path(__file__).resolve().parent / "stubtest-allowlist.txt"


def test_stubtest_finds_no_difference():
    result = subprocess.run(
        [sys.executable, "-m", "mypy.stubtest", "paigen._core", "--allowlist", str(ALLOWLIST)],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 0, result.stdout + result.stderr
