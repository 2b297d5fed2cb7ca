"""The two builds of the Dou Dizhu generators' hot loops in one module
(``cpp/include/paigen/simd.h``): the portable loops and, on x86-64 CPUs that
have AVX-512, the AVX-512 ones, chosen at import; ``PAIGEN_SIMD=scalar``
forces the portable loops. Both must list the same moves in the same order.

CI runs the whole suite on the widest path and the core-against-reference
tests once more with ``PAIGEN_SIMD=scalar`` (``.ci/run``); here each test that
compares the paths starts a second interpreter on the other one."""

from __future__ import annotations

import hashlib
import os
import platform
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from paigen import _core
from paigen import doudizhu as dd

# What the AVX-512 build needs (simd.h), as Linux names the flags.
AVX512_FLAGS = {"avx512f", "bmi1", "bmi2", "popcnt"}


def cpu_flags() -> set[str] | None:
    """The CPU's feature flags on Linux, else None."""
    cpuinfo = Path("/proc/cpuinfo")
    if not cpuinfo.exists():
        return None
    for line in cpuinfo.read_text().splitlines():
        if line.startswith("flags"):
            return set(line.split(":", 1)[1].split())
    return None


def run(code: str, simd: str | None) -> subprocess.CompletedProcess[str]:
    """`code` in a fresh interpreter with PAIGEN_SIMD set to `simd` (None: unset)."""
    env = {k: v for k, v in os.environ.items() if k != "PAIGEN_SIMD"}
    if simd is not None:
        env["PAIGEN_SIMD"] = simd
    return subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=300)


# The moves of many positions as one digest: every field of legal_moves_batch,
# in order, for 3-player leads and replies under each preset (4 players: the
# rules pages only, as the presets are 3-player programs' rules).
DIGEST = """
import hashlib
import numpy as np
from paigen import doudizhu as dd

rng = np.random.default_rng(5)
h = hashlib.sha256()
for players, cards in ((3, 20), (4, 33)):
    deck = np.repeat(np.arange(15), [4 * (players - 2)] * 13 + [players - 2] * 2)
    for variant in ("standard", "rlcard", "douzero", "openspiel") if players == 3 else ("standard",):
        hands, lasts = [], []
        for _ in range(3000):
            cut = rng.permutation(deck)
            hand, other = (np.bincount(cut[i * cards : (i + 1) * cards], minlength=15) for i in (0, 1))
            hands.append(sum(int(n) << 4 * r for r, n in enumerate(hand)))
            other_hand = dd.Hand.from_code(sum(int(n) << 4 * r for r, n in enumerate(other)), players=players)
            leads = dd.legal_moves(other_hand, variant=variant)
            lasts.append(0 if len(lasts) % 3 == 0 else leads[int(rng.integers(len(leads)))].code)
        hands_a, lasts_a = np.array(hands, np.uint64), np.array(lasts, np.uint64)
        out = dd.legal_moves_batch(hands_a, lasts_a, players, variant=variant)
        for key in sorted(out):
            h.update(key.encode())
            h.update(out[key].tobytes())
print(h.hexdigest())
"""


def test_simd_names_the_path_the_cpu_and_the_environment_allow():
    flags = cpu_flags()
    path = _core.simd()
    assert path in ("avx512", "scalar")
    if os.environ.get("PAIGEN_SIMD") == "scalar":
        assert path == "scalar"
    elif flags is not None:
        widest = platform.machine() in ("x86_64", "AMD64") and AVX512_FLAGS <= flags
        assert path == ("avx512" if widest else "scalar")


def test_paigen_simd_scalar_forces_the_portable_loops():
    done = run("from paigen import _core; print(_core.simd())", "scalar")
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "scalar"


@pytest.mark.parametrize("value", ["", "auto"])
def test_paigen_simd_unset_empty_or_auto_picks_the_widest_path(value):
    unset = run("from paigen import _core; print(_core.simd())", None)
    chosen = run("from paigen import _core; print(_core.simd())", value)
    assert unset.returncode == chosen.returncode == 0, unset.stderr + chosen.stderr
    assert chosen.stdout == unset.stdout and chosen.stderr == ""


def test_a_paigen_simd_naming_no_path_warns_with_the_value_and_runs_the_widest():
    unset = run("from paigen import _core; print(_core.simd())", None)
    done = run("from paigen import _core; print(_core.simd())", "avx2048")
    assert done.returncode == 0, done.stderr
    assert done.stdout == unset.stdout
    assert "RuntimeWarning" in done.stderr and "PAIGEN_SIMD='avx2048' names no path" in done.stderr


def test_paigen_simd_avx512_runs_it_only_where_the_cpu_has_it():
    unset = run("from paigen import _core; print(_core.simd())", None)
    done = run("from paigen import _core; print(_core.simd())", "avx512")
    assert done.returncode == 0, done.stderr
    if unset.stdout.strip() == "avx512":
        assert done.stdout.strip() == "avx512" and done.stderr == ""
    else:
        assert done.stdout.strip() == "scalar" and "no AVX-512 paths" in done.stderr


def test_both_paths_list_the_same_moves_in_the_same_order():
    """On a CPU without AVX-512 both runs take the portable loops and the test
    only checks the digest is reproducible."""
    digests = {}
    for simd in ("scalar", None):
        done = run(DIGEST, simd)
        assert done.returncode == 0, done.stderr
        digests[simd] = done.stdout.strip()
    assert digests["scalar"] == digests[None]
    assert len(digests["scalar"]) == 64


def test_the_digest_sees_a_changed_move():
    """The digest of DIGEST covers every field, in order: swapping two moves
    of one position changes it."""
    out = dd.legal_moves_batch(np.array([dd.Hand("33445566778899TTJJ").code], np.uint64))
    first = hashlib.sha256(out["codes"].tobytes()).hexdigest()
    swapped = out["codes"].copy()
    swapped[[0, 1]] = swapped[[1, 0]]
    assert hashlib.sha256(swapped.tobytes()).hexdigest() != first
