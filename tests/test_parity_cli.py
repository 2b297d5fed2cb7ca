"""paigen.parity.check's and `paigen fuzz`'s bad input (one line, status 2), the
readable report, --variant on the other commands, the docstring examples and
a missing peer.
The generators are in tests/helpers/parity_generators.py (importable by workers)."""

from __future__ import annotations

import doctest
import subprocess
import sys
from pathlib import Path

import pytest

import paigen.parity
from paigen import cli, parity
from paigen import doudizhu as dd
from tests.helpers import parity_generators as gen
from tests.helpers.bounds import time_limit
from tests.helpers.parity_runs import GENERATORS

ROOT = Path(__file__).resolve().parent.parent
bounded = time_limit(60)

# --------------------------------------------------------------------------
# bad input
# --------------------------------------------------------------------------


@pytest.mark.parametrize(
    "kwargs, error",
    [
        (dict(game="ddz5"), ValueError),
        (dict(game=3), TypeError),
        (dict(variant="nope"), ValueError),
        (dict(variant=3), TypeError),
        (dict(game="ddz4", variant="rlcard"), ValueError),
        (dict(game="lukfu", variant="douzero"), ValueError),
        (dict(n=-1), ValueError),
        (dict(n=1.5), TypeError),
        (dict(seed=2**64), ValueError),
        (dict(workers=0), ValueError),
        (dict(workers=65), ValueError),
        (dict(backend="threads"), ValueError),
        (dict(address="127.0.0.1:6379"), ValueError),
        (dict(shard_size=0), ValueError),
        (dict(shrink="yes"), TypeError),
    ],
)
def test_bad_arguments(kwargs, error):
    with pytest.raises(error):
        parity.check(gen.exact, **kwargs)


def test_bad_generators():
    with pytest.raises(TypeError):
        parity.check("exact")  # type: ignore[arg-type]
    with pytest.raises(parity.GeneratorError, match=r"raised KeyError.*\(on hand='"):
        parity.check(gen.raises, n=100)
    with pytest.raises(parity.GeneratorError, match="'33X', not a move"):
        parity.check(gen.bad_notation, n=10)
    with pytest.raises(parity.GeneratorError, match="one string"):
        parity.check(gen.one_string, n=10)
    with pytest.raises(parity.GeneratorError, match="returned None, not an iterable"):
        parity.check(lambda hand, last: None, n=10)  # type: ignore[arg-type, return-value]
    with pytest.raises(TypeError, match="must pickle"):
        parity.check(lambda h, last: [], n=600, workers=2, shard_size=300)


def test_fuzz_bad_input_is_one_line_and_status_2(capsys):
    for args in (
        ["--against", f"{GENERATORS}:nope"],
        ["--against", "no_such_module_here:f"],
        ["--against", "exact"],
        ["--against", f"{GENERATORS}:raises", "-n", "100"],
        ["--against", f"{GENERATORS}:lf_exact", "--game", "lukfu", "--variant", "rlcard"],
        ["--against", f"{GENERATORS}:exact4", "--game", "ddz4", "--variant", "douzero"],
        ["--against", f"{GENERATORS}:exact", "-n", "0"],
    ):
        assert cli.main(["fuzz", *args]) == 2, args
        err = capsys.readouterr().err
        assert err.strip().count("\n") == 0 and "error" in err, (args, err)


def test_fuzz_prints_a_readable_report_in_a_subprocess():
    out = subprocess.run(
        [sys.executable, "-m", "paigen", "fuzz", "--against", f"{GENERATORS}:joker_kickers", "-n", "500"],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=ROOT,
    )
    assert out.returncode == 1, out.stderr
    assert "explained by the switches: four_two_joker_singles=True, joker_wings=True" in out.stdout
    assert "extra    3333BR" in out.stdout and "queries/s" in out.stdout


# --------------------------------------------------------------------------
# --variant on moves, classify and play
# --------------------------------------------------------------------------


def test_variant_on_the_other_commands(capsys):
    assert cli.main(["moves", "333355", "--variant", "rlcard"]) == 0
    out = capsys.readouterr().out
    assert "variant rlcard" in out and "four_two_singles  333355" in out
    assert cli.main(["classify", "2222BR", "--variant", "douzero"]) == 0
    assert capsys.readouterr().out.startswith("2222BR: four_two_singles")
    assert cli.main(["classify", "2222BR"]) == 2
    capsys.readouterr()
    assert cli.main(["play", "-n", "2000", "--variant", "openspiel"]) == 0
    assert "variant openspiel" in capsys.readouterr().out.splitlines()[0]
    for args in (
        ["moves", "1c 2c", "--game", "lukfu", "--variant", "rlcard"],
        ["classify", "1c", "--game", "lukfu", "--variant", "standard"],
        ["play", "--game", "lukfu", "--variant", "rlcard"],
        ["play", "--game", "ddz4", "--variant", "rlcard"],
        ["moves", "33", "--variant", "nope"],
    ):
        assert cli.main(args) == 2, args
        assert capsys.readouterr().err.strip().count("\n") == 0
    assert cli._options.VARIANTS == dd.Variant.PRESETS
    assert cli._options.MAX_QUERIES == parity.MAX_QUERIES


def test_docstring_examples():
    for module in (paigen.parity, paigen.parity.peers):
        result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
        assert result.failed == 0, module.__name__


def test_a_missing_peer_is_a_clear_error(monkeypatch, capsys):
    from paigen.parity import peers

    missing = peers.RLCardPeer()
    monkeypatch.setattr(missing, "module", "no_such_peer_module_here")
    with pytest.raises(peers.PeerUnavailable, match=r"needs the rlcard package.*pip install rlcard==1\.2\.0"):
        parity.check(missing, n=10)
    assert isinstance(peers.PeerUnavailable("x"), ImportError)
    monkeypatch.setitem(peers.PEERS, "rlcard", missing)
    assert cli.main(["fuzz", "--against", "rlcard"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "pip install rlcard==1.2.0" in err
    with pytest.raises(ValueError, match="no built-in peer"):
        peers.get("pokerstars")
