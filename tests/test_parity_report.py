"""paigen.parity.check's report: the categories of disagreements, the report as
a value with the documented keys, the same report however the work is split,
and the states checked (realistic and extreme, accepts()).
The generators are in tests/helpers/parity_generators.py (importable by workers)."""

from __future__ import annotations

import json
import pickle
from dataclasses import FrozenInstanceError

import pytest

import paigen.parity
from paigen import doudizhu as dd
from paigen import parity
from paigen.parity import _check, _ddz, _lukfu
from tests.helpers import parity_generators as gen
from tests.helpers.bounds import time_limit

bounded = time_limit(60)

KEYS = {"agree", "queries", "disagreements", "minimal", "categories", "explained_by"}
MINIMAL_KEYS = {"hand", "last", "missing", "extra"}


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
    assert STANDARD.label(code, _ddz.DouDizhuState(hand, last), side) == label


def test_luk_fu_labels():
    spec = _lukfu.LukFu()
    lead = _lukfu.LukFuState(
        "1c 5c 6c 7c 8c 5s", "", caller=False, master_passed=True, fu=0, led=None, best=None
    )

    def label(cards: str, kind: str, state: _lukfu.LukFuState, side: str = "extra") -> str:
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
