"""paigen.parity.check and `paigen fuzz`: planted bugs are caught with a
minimal example, exact generators pass, the report is a value with the
documented keys, and the same seed gives the same report however the work is
split. The generators are in helpers/parity_generators.py (importable by workers)."""

from __future__ import annotations

import doctest
import faulthandler
import json
import pickle
import subprocess
import sys
from collections.abc import Callable, Iterator
from dataclasses import FrozenInstanceError
from pathlib import Path

import pytest

import paigen.parity
from paigen import cli, parity
from paigen import doudizhu as dd
from paigen.parity import _check, _ddz, _lukfu
from tests.helpers import parity_generators as gen

ROOT = Path(__file__).resolve().parent.parent
GENERATORS = gen.__name__  # MODULE of --against MODULE:FUNCTION
KEYS = {"agree", "queries", "disagreements", "minimal", "categories", "explained_by"}
MINIMAL_KEYS = {"hand", "last", "missing", "extra"}


@pytest.fixture(autouse=True)
def bounded() -> Iterator[None]:
    """Every test here ends within a minute, or the process stops with a traceback."""
    faulthandler.dump_traceback_later(60, exit=True)
    yield
    faulthandler.cancel_dump_traceback_later()


def fuzz(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, dict[str, object], str]:
    """`paigen fuzz ... --json` in this process: (status, the JSON object, stderr)."""
    status = cli.main(["fuzz", *args, "--json"])
    out = capsys.readouterr()
    return status, json.loads(out.out) if out.out else {}, out.err


# --------------------------------------------------------------------------
# planted bugs: status 1, a category, a minimal hand of a few cards
# --------------------------------------------------------------------------


def test_dropping_every_bomb_reply_is_caught(capsys):
    status, report, _ = fuzz(capsys, "--against", f"{GENERATORS}:no_bomb_replies", "-n", "600")
    assert status == 1 and report["agree"] is False
    minimal = report["minimal"]
    assert dd.classify(minimal["hand"]).kind == dd.Kind.BOMB and len(minimal["last"]) == 1  # 3333 vs 4
    assert minimal["missing"] == [minimal["hand"]] and minimal["extra"] == []
    assert set(report["categories"]) <= {"bomb reply", "bomb answers bomb"}
    assert report["explained_by"] is None  # no rule set drops bombs


def test_forgetting_four_with_two_pairs_is_caught(capsys):
    status, report, _ = fuzz(capsys, "--against", f"{GENERATORS}:no_four_two_pairs", "-n", "600")
    assert status == 1
    assert report["minimal"] == {"hand": "33445555", "last": None, "missing": ["33445555"], "extra": []}
    assert list(report["categories"]) == ["four with two pairs"]  # K13b


def test_joker_kickers_are_caught_and_explained(capsys):
    status, report, _ = fuzz(capsys, "--against", f"{GENERATORS}:joker_kickers", "-n", "800")
    assert status == 1
    assert report["minimal"] == {"hand": "3333BR", "last": None, "missing": [], "extra": ["3333BR"]}
    assert set(report["categories"]) == {
        "four with two singles where the singles are both jokers",  # K13a
        "airplane wings hold both jokers",  # K9
    }
    assert report["explained_by"] == {"four_two_joker_singles": True, "joker_wings": True}


def test_extra_moves_are_caught():
    report = parity.check(gen.pass_on_leads, n=400)
    assert report.minimal is not None
    assert (report.minimal.hand, report.minimal.last, report.minimal.extra) == ("3", None, ("pass",))
    assert dict(report.categories) == {"pass on a lead": report.disagreements}
    report = parity.check(gen.any_rank_replies, n=400)
    assert report.minimal is not None
    assert (report.minimal.hand, report.minimal.last, report.minimal.extra) == ("3", "3", ("3",))
    assert all(label.endswith("that does not beat the previous move") for label in report.categories)


def test_a_move_listed_twice_is_a_duplicate_not_a_disagreement(capsys):
    status, report, _ = fuzz(capsys, "--against", f"{GENERATORS}:twice", "-n", "300")
    assert status == 0 and report["agree"] is True and report["minimal"] is None
    full = parity.check(gen.twice, n=300)
    assert full.agree and full.duplicates == full.duplicate_queries == 300
    assert full.duplicate_example is not None and full.duplicate_example.copies == 2
    assert "duplicates (not disagreements): 300 extra copies in 300 queries" in str(full)


def test_planted_bugs_in_four_player_dou_dizhu_and_luk_fu(capsys):
    status, report, _ = fuzz(
        capsys, "--against", f"{GENERATORS}:no_bomb_replies4", "--game", "ddz4", "-n", "500"
    )
    assert status == 1 and report["minimal"]["hand"] == "4444" and report["explained_by"] is None
    status, report, _ = fuzz(
        capsys, "--against", f"{GENERATORS}:lf_no_claims", "--game", "lukfu", "-n", "500"
    )
    assert status == 1 and list(report["categories"]) == ["claim"]
    assert report["minimal"]["missing"][0].startswith("claim:") and report["minimal"]["last"] is None
    status, report, _ = fuzz(
        capsys, "--against", f"{GENERATORS}:lf_any_single", "--game", "lukfu", "-n", "500"
    )
    assert status == 1 and len(report["minimal"]["hand"].split()) <= 2  # R3: '4c 2s' leads 2s only
    assert set(report["categories"]) <= {
        "single led by a non-caller outside the highest suit",
        "Old single led by a non-caller",
    }


# --------------------------------------------------------------------------
# exact generators pass
# --------------------------------------------------------------------------


@pytest.mark.parametrize(
    "generator, game, variant",
    [
        (gen.exact, "ddz3", "standard"),
        (gen.shouting, "ddz3", "standard"),  # any order and case, 'pass' for the pass
        (gen.exact_rlcard, "ddz3", "rlcard"),
        (gen.exact_douzero, "ddz3", "douzero"),
        (gen.exact_openspiel, "ddz3", "openspiel"),
        (gen.exact4, "ddz4", "standard"),
        (gen.lf_exact, "lukfu", "standard"),
        (gen.lf_marked, "lukfu", "standard"),  # discard:... and claim:... read as such
    ],
)
def test_an_exact_generator_agrees(generator, game, variant):
    report = parity.check(generator, game=game, variant=variant, n=500, seed=11)
    assert report.agree and report.queries == 500 and report.disagreements == 0
    assert report.minimal is None and not report.categories and report.explained_by is None
    assert report.duplicates == 0
    assert report.to_dict() == {
        "agree": True,
        "queries": 500,
        "disagreements": 0,
        "minimal": None,
        "categories": {},
        "explained_by": None,
    }


def test_the_exact_generator_exits_0(capsys):
    status, report, err = fuzz(capsys, "--against", f"{GENERATORS}:exact", "-n", "400", "--seed", "3")
    assert status == 0 and report["agree"] is True and report["queries"] == 400
    assert "400/400 queries" in err  # the progress bar


# --------------------------------------------------------------------------
# explained_by: the smallest switch change that agrees on every disagreement
# --------------------------------------------------------------------------


def _as(variant: str) -> Callable[[str, str | None], list[str]]:
    """paigen under another preset, as a generator of the standard states."""
    return lambda hand, last: _answer(hand, last, variant)


def _answer(hand: str, last: str | None, variant: str) -> list[str]:
    try:
        return dd.legal_moves(hand, last, variant=variant).cards
    except ValueError:  # the previous move is no move there: what the peers answer
        return dd.legal_moves(hand, "3", variant=variant).cards[:1] + [
            m.cards for m in dd.legal_moves(hand, variant=variant) if m.kind in (dd.Kind.BOMB, dd.Kind.ROCKET)
        ]


@pytest.mark.parametrize(
    "preset, explained",
    [
        ("rlcard", {"four_two_pair_singles": True, "wings_per_rank": 3, "adjacent_wings_limit": True}),
        (
            "openspiel",
            {
                "four_with_two": False,
                "wings_per_rank": 3,
                "chains_skip_bomb_rank": True,
                "bomb_beats_rocket": True,
            },
        ),
    ],
)
def test_a_preset_checked_as_standard_is_explained_by_its_switches(preset, explained):
    report = parity.check(_as(preset), n=1500, seed=2)
    assert not report.agree and report.explained_by == explained
    assert dd.Variant().replace(**report.explained_by) == dd.Variant.preset(preset)
    # and checked under its own preset it agrees
    assert parity.check(_as(preset), variant=preset, n=300, seed=2).agree


def test_explained_by_is_the_smallest_change():
    # paigen with wings from up to two cards of a rank: wings_per_rank=2, one switch
    report = parity.check(
        lambda h, last: dd.legal_moves(h, last, variant=dd.Variant(wings_per_rank=2)).cards, n=800
    )
    assert report.explained_by == {"wings_per_rank": 2}
    assert set(report.categories) == {"airplane wings repeat a rank"}


def test_checking_under_a_variant_names_changes_back():
    # The standard rules checked as if they were OpenSpiel's: the changes back to standard.
    report = parity.check(_as("standard"), variant="openspiel", n=800, seed=1)
    assert not report.agree
    assert report.explained_by == {
        "four_with_two": True,
        "wings_per_rank": 1,
        "chains_skip_bomb_rank": False,
        "bomb_beats_rocket": False,
    }


# --------------------------------------------------------------------------
# categories
# --------------------------------------------------------------------------

STANDARD = _ddz.DouDizhu(3, dd.Variant())


@pytest.mark.parametrize(
    "cards, hand, last, side, label",
    [
        ("333444BR", "333444BR", None, "extra", "airplane wings hold both jokers"),
        ("33344455", "33344455", None, "extra", "airplane wings repeat a rank"),
        ("333444555777", "333444555777", None, "extra", "airplane wings hold three of a rank"),
        (
            "3334445556667778",
            "3334445556667778",
            None,
            "extra",
            "airplane wings hold three cards next to the chain",
        ),
        ("333444555666KKKK", "333444555666KKKK", None, "extra", "airplane wings hold four of a rank"),
        ("AAAA22", "AAAA22", None, "extra", "four with two singles where the singles are a pair"),
        ("2222BR", "2222BR", None, "extra", "four with two singles where the singles are both jokers"),
        ("333345", "333345", None, "missing", "four with two singles"),
        ("33334455", "33334455", None, "missing", "four with two pairs"),
        ("34567", "33334567", None, "missing", "chain starting at a rank held four times"),
        ("445566", "33334455667788TTJ", "334455", "missing", "pair chain reply"),
        ("3333", "33334", "BR", "extra", "bomb answers rocket"),
        ("4444", "4444", "3", "missing", "bomb reply"),
        ("5555", "5555", "4444", "missing", "bomb answers bomb"),
        ("BR", "BR", "2", "missing", "rocket reply"),
        ("", "3", None, "extra", "pass on a lead"),
        ("", "3", "4", "missing", "pass"),
        ("44", "3", None, "extra", "cards not in the hand"),
        ("34", "34", None, "extra", "cards that form no move"),
        ("3", "34", "4", "extra", "single that does not beat the previous move"),
        ("33", "33", "4", "extra", "pair answers a single"),
        ("777888999TTJ", "777888999TTJ", "333444555666", "extra", "airplane wings repeat a rank"),
        (
            "999TTTJJJ456",
            "999TTTJJJ456",
            "333444555KKK",
            "missing",
            "reply to an airplane wings hold three of a rank",
        ),
    ],
)
def test_labels(cards, hand, last, side, label):
    code = 0 if not cards else dd.Hand(cards).code
    assert STANDARD.label(code, _ddz.DdzState(hand, last), side) == label


def test_luk_fu_labels():
    spec = _lukfu.LukFu()
    lead = _lukfu.LfState(
        "1c 5c 6c 7c 8c 5s", "", caller=False, master_passed=True, fu=0, led=None, best=None
    )

    def label(cards: str, kind: str, state: _lukfu.LfState, side: str = "extra") -> str:
        return spec.label((int(_lukfu.KIND_BY_NAME[kind]), paigen.lukfu.Hand(cards).mask), state, side)

    assert label("5c 6c 7c 8c", "run", lead) == "run of four or more led by a Master who passed"  # A4
    assert label("1c", "single", lead) == "Old single led by a non-caller"  # R3
    assert label("5c", "single", lead) == "single led by a non-caller outside the highest suit"
    assert label("5s", "single", lead, "missing") == "single lead by a non-caller"
    follow = lead._replace(led="2t 3t 4t", best="2t 3t 4t")
    assert label("5c 6c 7c", "discard", follow) == "discard"
    assert label("5c 6c 7c", "run", follow) == "run that does not beat the best play"
    assert label("5c 6c 7c", "run", follow._replace(led="2c 3c 4c", best="2c 3c 4c")) == "run follow"
    assert label("1c 5c 6c", "claim", lead) == "claim"


# --------------------------------------------------------------------------
# the report: a value, its dict and JSON forms, its str
# --------------------------------------------------------------------------


def test_the_report_is_a_value():
    report = parity.check(gen.joker_kickers, n=500, seed=4)
    assert set(report.to_dict()) == KEYS
    assert set(report.to_dict()["minimal"]) == MINIMAL_KEYS
    assert json.loads(json.dumps(report.to_dict())) == report.to_dict()
    again = pickle.loads(pickle.dumps(report))
    assert again == report and hash(again) == hash(report)
    assert report == parity.check(gen.joker_kickers, n=500, seed=4)
    assert report != parity.check(gen.joker_kickers, n=500, seed=5)
    with pytest.raises(FrozenInstanceError):
        report.queries = 1  # type: ignore[misc]
    with pytest.raises(TypeError):
        report.categories["x"] = 1  # type: ignore[index]
    assert report.minimal is not None and report.minimal.state == {"hand": "3333BR", "last": None}
    assert report.minimal.labels == {"3333BR": "four with two singles where the singles are both jokers"}
    text = str(report)
    assert text.splitlines()[0] == "parity of ddz3, variant standard, seed 4: 500 queries"
    assert "DISAGREE" in text and "explained by the switches: four_two_joker_singles=True" in text
    assert "minimal example: hand '3333BR', a lead" in text


def test_no_queries_and_custom_variants():
    empty = parity.check(gen.exact, n=0)
    assert empty.agree and empty.queries == 0 and empty.to_dict()["categories"] == {}
    wings = dd.Variant(wings_per_rank=2, joker_wings=True)
    report = parity.check(
        lambda hand, last: dd.legal_moves(hand, last, variant=wings).cards, variant=wings, n=200
    )
    assert report.agree and report.variant == "custom"
    assert str(report).startswith(
        "parity of ddz3, variant custom (wings_per_rank=2, joker_wings=True), seed 0"
    )


def test_luk_fu_minimal_example_holds_the_whole_state():
    report = parity.check(gen.lf_any_single, game="lukfu", n=300, seed=1)
    assert report.minimal is not None and report.variant is None
    assert set(report.minimal.state) == {"hand", "public", "caller", "master_passed", "fu", "led", "best"}
    assert report.minimal.last is None and "state: public=" in str(report)


# --------------------------------------------------------------------------
# the same report whatever the split
# --------------------------------------------------------------------------


def test_the_same_report_for_any_shards_and_workers():
    one = parity.check(gen.joker_kickers, n=900, seed=7)
    assert one == parity.check(gen.joker_kickers, n=900, seed=7, shard_size=101)
    assert one == parity.check(gen.joker_kickers, n=900, seed=7, shard_size=1000)
    assert one == parity.check(gen.joker_kickers, n=900, seed=7, workers=2, shard_size=250)
    luk = parity.check(gen.lf_any_single, game="lukfu", n=600, seed=7)
    assert luk == parity.check(gen.lf_any_single, game="lukfu", n=600, seed=7, workers=2, shard_size=150)


def test_progress_counts_the_queries():
    seen: list[int] = []
    parity.check(gen.exact, n=450, shard_size=200, progress=seen.append)
    assert seen == [0, 200, 400, 450]
    assert _check.default_shard_size(100, 1) == _check.MIN_SHARD
    assert _check.default_shard_size(10**7, 64) == _check.MAX_SHARD


# --------------------------------------------------------------------------
# the states: realistic and extreme; accepts()
# --------------------------------------------------------------------------


def test_states_cover_leads_replies_and_extremes():
    spec = _check._spec("ddz3", dd.Variant())
    states = [spec.draw(_check._stream(0, i)) for i in range(1500)]
    sizes = {len(s.hand) for s in states}
    assert sizes == set(range(1, 21))
    assert any(s.last is None and len(s.hand) == 20 for s in states)
    assert any(s.last is not None and len(s.hand) == 17 for s in states)
    kinds = {dd.classify(s.last).kind for s in states if s.last}
    assert kinds == set(dd.Kind) - {dd.Kind.PASS}  # replies to every kind
    assert all(spec.valid(s) for s in states)
    assert any(dd.Hand("BR") in dd.Hand(s.hand) for s in states)
    luk = _check._spec("lukfu", None)
    lstates = [luk.draw(_check._stream(0, i)) for i in range(600)]
    assert any(s.led is None for s in lstates) and any(s.led is not None for s in lstates)
    assert (
        any(s.master_passed for s in lstates)
        and any(s.fu for s in lstates)
        and any(s.public for s in lstates)
    )


def test_accepts_limits_the_states_sent():
    seen: list[tuple[str, str | None]] = []

    def small(hand: str, last: str | None) -> list[str]:
        seen.append((hand, last))
        return gen.big_hands_only_leads(hand, last)

    small.accepts = gen.big_hands_only_leads.accepts  # type: ignore[attr-defined]
    assert parity.check(small, n=200).agree
    assert len(seen) == 200 and all(len(h) <= 10 and last is None for h, last in seen)


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
    assert cli.VARIANTS == dd.Variant.PRESETS
    assert cli.MAX_QUERIES == parity.MAX_QUERIES


def test_docstring_examples():
    for module in (paigen.parity, paigen.parity.peers):
        result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
        assert result.failed == 0, module.__name__


def test_a_missing_peer_is_a_clear_error(monkeypatch, capsys):
    from paigen.parity import peers

    missing = peers.RLCardAdapter()
    monkeypatch.setattr(missing, "module", "no_such_peer_module_here")
    with pytest.raises(peers.PeerUnavailable, match=r"needs the rlcard package.*pip install rlcard==1\.2\.0"):
        parity.check(missing, n=10)
    assert isinstance(peers.PeerUnavailable("x"), ImportError)
    monkeypatch.setitem(peers.ADAPTERS, "rlcard", missing)
    assert cli.main(["fuzz", "--against", "rlcard"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "pip install rlcard==1.2.0" in err
    with pytest.raises(ValueError, match="no built-in peer"):
        peers.get("pokerstars")
