"""paigen.parity.check and `paigen fuzz` against planted bugs and exact
generators: each planted bug is caught with a minimal example and explained by
the smallest switch change where one explains it; exact generators pass.
The generators are in tests/helpers/parity_generators.py (importable by workers)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from paigen import doudizhu as dd
from paigen import parity
from tests.helpers import parity_generators as gen
from tests.helpers.bounds import time_limit
from tests.helpers.parity_runs import GENERATORS, fuzz

bounded = time_limit(60)

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


def test_the_exact_generator_exits_0(capsys, terminal_stderr):
    status, report, err = fuzz(capsys, "--against", f"{GENERATORS}:exact", "-n", "400", "--seed", "3")
    assert status == 0 and report["agree"] is True and report["queries"] == 400
    assert "400/400 queries" in err  # the progress bar (stderr taken for a terminal)


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
