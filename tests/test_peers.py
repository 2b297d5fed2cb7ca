"""Each preset against the real program it reproduces (RLCard 1.2.0, DouZero
1.1.0, OpenSpiel 2.0.2) through paigen.parity.peers: thousands of random leads
and replies (full 20-card and 17-card hands, replies to every kind) agree;
without the matching variant each peer differs, with categories, a minimal
hand and the switches that explain it. A peer that is not installed skips its
tests; with none installed the whole file skips."""

from __future__ import annotations

import faulthandler
import json
import subprocess
import sys
from collections.abc import Iterator
from typing import Any

import pytest

from paigen import doudizhu as dd
from paigen import parity
from paigen.parity import _check, peers

NAMES = ("rlcard", "douzero", "openspiel")
if not peers.available():
    pytest.skip("none of rlcard, douzero, open-spiel is installed", allow_module_level=True)

N = 4000  # queries per peer and preset (about 1-2 s each)


@pytest.fixture(autouse=True)
def bounded() -> Iterator[None]:
    """Every test here ends within two minutes, or the process stops with a traceback."""
    faulthandler.dump_traceback_later(120, exit=True)
    yield
    faulthandler.cancel_dump_traceback_later()


def peer_named(name: str) -> peers.Peer:
    try:
        return peers.get(name)
    except peers.PeerUnavailable as err:
        pytest.skip(str(err))


def preset_changes(name: str) -> dict[str, Any]:
    standard, preset = dd.Variant().as_dict(), dd.Variant.preset(name).as_dict()
    return {k: v for k, v in preset.items() if standard[k] != v}


def drawn(generator: Any, variant: str, n: int, seed: int) -> list[Any]:
    """The states check(generator, variant=variant, n=n, seed=seed) sends."""
    spec = _check._spec("ddz3", dd.Variant.preset(variant))
    return [_check._draw(spec, generator, _check._stream(seed, i)) for i in range(n)]


@pytest.mark.parametrize("name", NAMES)
def test_each_preset_agrees_with_its_peer(name):
    peer = peer_named(name)
    report = parity.check(peer, variant=name, n=N, seed=2024)
    assert report.agree, str(report)
    assert report.queries == N
    # What was put to the peer: leads of full 20-card and 17-card hands,
    # replies of 17-card hands, replies to every kind of the preset.
    states = drawn(peer, name, N, 2024)
    leads = [s for s in states if s.last is None]
    replies = [s for s in states if s.last is not None]
    assert sum(len(s.hand) == 20 for s in leads) > 100 and sum(len(s.hand) == 17 for s in leads) > 100
    assert sum(len(s.hand) == 17 for s in replies) > 300 and len(replies) > N // 2
    assert sum(len(s.hand) < 10 for s in replies) > 300  # OpenSpiel: after a script of singles
    kinds = {dd.classify(s.last, variant=name).kind for s in replies}
    universe = set(dd.all_moves(3, name).kinds.tolist())
    assert {int(k) for k in kinds} == universe
    if name == "douzero":  # DouZero lists many moves more than once: duplicates, not disagreements
        assert report.duplicates > 1000


CATEGORIES = {  # some of the categories of each peer's differences from the rules pages
    "rlcard": {"four with two singles where the singles are a pair", "airplane wings repeat a rank"},
    "douzero": {"four with two singles where the singles are both jokers", "airplane wings hold both jokers"},
    "openspiel": {"four with two singles", "four with two pairs", "chain starting at a rank held four times"},
}


@pytest.mark.parametrize("name", NAMES)
def test_without_the_matching_variant_each_peer_differs(name):
    report = parity.check(peer_named(name), n=2000, seed=7)
    assert not report.agree and report.disagreements > 100
    assert sum(report.categories.values()) >= report.disagreements
    assert CATEGORIES[name] <= set(report.categories), dict(report.categories)
    assert report.minimal is not None and len(report.minimal.hand) <= 8
    assert report.minimal.missing or report.minimal.extra
    assert report.explained_by is not None
    changes = preset_changes(name)
    assert dict(report.explained_by).items() <= changes.items()
    if name != "douzero":  # DouZero's reading shows only on airplanes the standard rules never play
        assert report.explained_by == changes


def test_rlcard_action_table_is_the_rlcard_universe():
    peer_named("rlcard")
    from rlcard.games.doudizhu.utils import ID_2_ACTION

    assert set(dd.all_moves(3, "rlcard").cards) == set(ID_2_ACTION) - {"pass"}
    assert len(ID_2_ACTION) == 27_472


def test_peer_quirks():
    if "rlcard" in peers.available():
        # a previous move outside RLCard's table: the pass, bombs and rocket
        assert peers.rlcard("3333BR", "444555BR") == ["", "3333", "BR"]
        # an unsorted hand is sorted first (RLCard gives wrong wings otherwise)
        assert set(peers.rlcard("345634563456", None)) == set(
            dd.legal_moves("345634563456", variant="rlcard").cards
        )
    if "openspiel" in peers.available():
        os_ = peers.openspiel
        assert os_.accepts("3" * 4 + "4" * 4 + "5" * 4 + "6" * 4 + "7777", None)
        assert not os_.accepts("3" * 4 + "4" * 4 + "5" * 4 + "6" * 4 + "7777", "8")  # 20-card reply
        assert not os_.accepts("3456", "333444555666777888")  # an 18-card previous move
        # The previous move is its lowest id: 333444555666 as four triples, not an airplane.
        hand = "777888999TTTJQKA2"
        assert set(os_(hand, "333444555666")) == {"", "777888999TTT"}
        assert set(os_(hand, "333444555666")) == set(
            dd.legal_moves(hand, "333444555666", variant="openspiel").cards
        )
        # replies of fewer than 17 cards go through a script of singles and passes
        assert os_("4444", "BR") == ["", "4444"]  # C3 relaxed
        assert sorted(os_("5", "4")) == ["", "5"]
        assert os_("7", "333345") == [""]  # no OpenSpiel id for a four with two
    if "douzero" in peers.available():
        assert peers.douzero("33", "3").count("") == 1


def test_douzero_never_imports_torch():
    peer_named("douzero")
    code = (
        "from paigen.parity import peers; peers.douzero('3334', None); "
        "import sys; print('torch' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.stdout.strip() == "False", out.stderr


def test_fuzz_against_the_peers():
    available = peers.available()
    name = available[0]
    run = [sys.executable, "-m", "paigen", "fuzz", "--against", name, "-n", "1500"]
    out = subprocess.run([*run, "--variant", name], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stdout + out.stderr
    assert "agree: every query got the same moves as paigen" in out.stdout
    out = subprocess.run([*run, "--json"], capture_output=True, text=True, timeout=120)
    assert out.returncode == 1, out.stderr
    report = json.loads(out.stdout)
    assert report["agree"] is False and report["explained_by"]
    assert set(report["explained_by"]) <= set(preset_changes(name))
    out = subprocess.run([*run, "--game", "lukfu"], capture_output=True, text=True, timeout=120)
    assert out.returncode == 2 and "ddz3 only" in out.stderr
