"""Rule variants: the C++ core against the pure-Python reference, in both
directions, for each preset and for random combinations of the nine switches
(3 players): leads and replies of random hands (card sets and the reading each
is listed with), classify on any card set, beats, and the universe of moves
(``all_moves``). Card sets are compared as sets of canonical strings, with
their readings (kind, main rank, length).

Two disagreements in the core's reading of variant.h keep regression tests of
their own at the end.
"""

from __future__ import annotations

import functools
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from paigen import IllegalMoveError
from paigen import doudizhu as dd
from paigen._core import doudizhu as core_module
from paigen.reference import doudizhu as ref
from paigen.reference import variants as rvar
from tests.helpers.strategies import ddz_shaped_counts, ddz_variants

Key = tuple[str, int, int]
PRESET_NAMES = ("standard", "rlcard", "douzero", "openspiel")
CASES = (*PRESET_NAMES, "random")
KINDS = {str(kind): kind for kind in dd.Kind}  # the core's Kind by rule-page name


def variants_of(case: str) -> st.SearchStrategy[rvar.Variant]:
    if case == "random":
        return ddz_variants()
    return st.just(rvar.PRESETS[case])


def core_variant(v: rvar.Variant) -> dd.Variant:
    return dd.Variant(**v.as_dict())


def reading_of(move: dd.Move) -> Key:
    return str(move.kind), move.main_rank, move.length


def core_plays(moves: dd.MoveList, context: str) -> dict[str, Key]:
    """{cards: reading} of a core move list (read from its arrays); each card set listed once."""
    kinds = [str(dd.Kind(k)) for k in moves.kinds]
    listed = list(zip(moves.cards, zip(kinds, moves.main_ranks.tolist(), moves.lengths.tolist())))
    assert len(listed) == len({cards for cards, _ in listed}), f"a card set listed twice: {context}"
    return dict(listed)


def assert_same(core: dict[str, Key], reference: dict[str, Key], context: str) -> None:
    """Equal card sets with equal readings, or a readable diff."""
    if core == reference:
        return
    only_core = sorted(core.keys() - reference.keys(), key=lambda c: (len(c), c))
    only_ref = sorted(reference.keys() - core.keys(), key=lambda c: (len(c), c))
    read = sorted(
        (c, core[c], reference[c]) for c in core.keys() & reference.keys() if core[c] != reference[c]
    )
    pytest.fail(
        f"{context}\n"
        f"  only in core ({len(only_core)}): {only_core[:12]}\n"
        f"  only in reference ({len(only_ref)}): {only_ref[:12]}\n"
        f"  read differently, (cards, core, reference) ({len(read)}): {read[:12]}",
        pytrace=False,
    )


# The moves of one kind depend only on these switches (variant.h): sharing one
# reference universe between the variants that agree on them only saves time.
_KIND_SWITCHES = {
    "airplane_single": ("wings_per_rank", "adjacent_wings_limit", "joker_wings"),
    "four_two_singles": ("four_with_two", "four_two_pair_singles", "four_two_joker_singles"),
    "four_two_pairs": ("four_with_two",),
}


@functools.cache
def _universe_of_kind(kind: str, switches: tuple[tuple[str, Any], ...]) -> tuple[str, ...]:
    v = rvar.Variant(**dict(switches))
    return tuple(cards for k, cards in ref.universe(3, variant=v, max_cards=20) if k == kind)


def moves_of_kind(v: rvar.Variant, kind: str) -> tuple[str, ...]:
    """The card sets of the reference universe of ``v`` (<= 20 cards) whose first reading is ``kind``."""
    return _universe_of_kind(kind, tuple((name, getattr(v, name)) for name in _KIND_SWITCHES.get(kind, ())))


@st.composite
def previous_moves(draw, v: rvar.Variant) -> tuple[str, Key]:
    """A previous move of variant ``v``: a kind first (rare kinds as often as
    airplanes), a card set of that kind from the reference universe, then one
    of its readings (OpenSpiel's replies depend on the reading played)."""
    kinds = [kind for kind in ref.KINDS if moves_of_kind(v, kind)]
    kind = draw(st.sampled_from(kinds))
    cards = draw(st.sampled_from(moves_of_kind(v, kind)))
    return cards, draw(st.sampled_from(ref.readings(cards, variant=v)))


def core_move(cards: str, reading: Key, v: rvar.Variant) -> dd.Move:
    """The core's Move of these cards played as this reading (the private
    constructor pickle uses; it refuses a reading the cards do not have)."""
    kind, main, length = reading
    code = dd.classify(cards, variant=core_variant(v)).code
    move: dd.Move = core_module._move(code, int(KINDS[kind]), main, length, 3, core_variant(v))
    return move


hands = st.sampled_from([17, 20]).flatmap(ddz_shaped_counts).map(ref.format_counts)


# --------------------------------------------------------------------------
# The variant values and the universes
# --------------------------------------------------------------------------


def test_same_fields_defaults_and_presets():
    assert rvar.Variant().as_dict() == dd.Variant().as_dict()
    assert tuple(rvar.PRESETS) == tuple(dd.Variant.PRESETS) == PRESET_NAMES
    for name in PRESET_NAMES:
        assert rvar.preset(name).as_dict() == dd.Variant.preset(name).as_dict(), name


@pytest.mark.parametrize("name", PRESET_NAMES)
def test_all_moves(name):
    # Every distinct move of a hand of <= 20 cards, with its first reading.
    core = core_plays(dd.all_moves(3, name), f"all_moves(3, {name!r})")
    reference = {
        cards: ref.classify(cards, variant=name) for _, cards in ref.universe(3, variant=name, max_cards=20)
    }
    assert_same(core, reference, f"all_moves(3, {name!r})")
    for cap in (4, 8, 13, 16):
        core_cards = {m.cards for m in dd.all_moves(3, name, cap)}
        assert core_cards == {cards for _, cards in ref.universe(3, variant=name, max_cards=cap)}, cap


def test_all_moves_four_players():
    core = {m.cards: str(m.kind) for m in dd.all_moves(4)}
    assert core == {cards: kind for kind, cards in ref.universe(4, max_cards=33)}


@pytest.mark.parametrize(
    "switches",
    [
        dict(four_with_two=False),
        dict(four_two_pair_singles=True),
        dict(four_two_joker_singles=True),
        dict(wings_per_rank=2),
        dict(wings_per_rank=3),
        dict(wings_per_rank=4),
        dict(wings_per_rank=3, adjacent_wings_limit=True),
        dict(wings_per_rank=4, adjacent_wings_limit=True),
        dict(joker_wings=True),
        dict(wings_per_rank=3, joker_wings=True),
        # These three leave the universe alone.
        dict(chains_skip_bomb_rank=True),
        dict(bomb_beats_rocket=True),
        dict(reading="douzero"),
    ],
    ids=lambda d: ",".join(f"{k}={v}" for k, v in d.items()),
)
def test_all_moves_one_switch(switches):
    v = rvar.Variant(**switches)
    core = {m.cards: str(m.kind) for m in dd.all_moves(3, core_variant(v))}
    reference = {cards: kind for kind, cards in ref.universe(3, variant=v, max_cards=20)}
    assert_same(
        {c: (k, 0, 0) for c, k in core.items()},
        {c: (k, 0, 0) for c, k in reference.items()},
        f"all_moves {v}",
    )


# --------------------------------------------------------------------------
# Leads, replies, classify, beats on random hands and variants
# --------------------------------------------------------------------------


@pytest.mark.parametrize("case", CASES)
@given(data=st.data(), hand=hands)
def test_leads(case, data, hand):
    v = data.draw(variants_of(case))
    context = f"leads of {hand!r} under {v}"
    core = core_plays(dd.legal_moves(hand, variant=core_variant(v)), context)
    assert_same(core, ref.legal_plays(hand, variant=v), context)


@pytest.mark.parametrize("name", PRESET_NAMES)
@pytest.mark.parametrize(
    "hand",
    [
        "3333444555666789TJ",  # four triples beside a bomb
        "33334455667788TTJ",  # OpenSpiel's chain skip
        "333444555666777KBR",  # wing triples, joker wings
        "2222AAAA333444BR",  # four with two, bombs as wings
    ],
)
def test_leads_examples(name, hand):
    context = f"leads of {hand!r} under {name}"
    core = core_plays(dd.legal_moves(hand, variant=name), context)
    assert_same(core, ref.legal_plays(hand, variant=name), context)


@pytest.mark.parametrize("case", CASES)
@given(data=st.data(), hand=hands)
def test_replies(case, data, hand):
    v = data.draw(variants_of(case))
    last, reading = data.draw(previous_moves(v))
    context = f"replies of {hand!r} to {last!r} read as {reading} under {v}"
    core = core_plays(dd.legal_moves(hand, core_move(last, reading, v), variant=core_variant(v)), context)
    assert_same(core, ref.legal_plays(hand, last, variant=v, last_reading=reading), context)
    # A card string is played as its first reading, on both sides.
    if reading == ref.readings(last, variant=v)[0]:
        core = core_plays(dd.legal_moves(hand, last, variant=core_variant(v)), context)
        assert_same(core, ref.legal_plays(hand, last, variant=v), context)


@pytest.mark.parametrize(
    "name, hand, last",
    [
        ("openspiel", "777888999TTTJQKA2", "333444555666"),
        ("douzero", "333444555AAAJQKR2", "345666777888"),
        ("douzero", "888999TTTJJJQKA22", "3334445556667778"),
        ("openspiel", "888999TTTJJJQKA22", "3334445556667778"),
        ("douzero", "666777888JQ2BR9TA", "333444555KKK"),
        ("rlcard", "666777888JQ2BR9TA", "333444555KKK"),
        ("openspiel", "33334444555566667", "BR"),
        ("openspiel", "3489TJJJJQQKKAA2B", "556677"),
    ],
)
def test_replies_examples(name, hand, last):
    # The examples of variant.h and of the peers, every reading of the last move.
    v = rvar.PRESETS[name]
    for reading in ref.readings(last, variant=v):
        context = f"replies of {hand!r} to {last!r} read as {reading} under {name}"
        core = core_plays(dd.legal_moves(hand, core_move(last, reading, v), variant=name), context)
        assert_same(core, ref.legal_plays(hand, last, variant=v, last_reading=reading), context)


@pytest.mark.parametrize("case", CASES)
@given(data=st.data(), counts=st.integers(1, 20).flatmap(ddz_shaped_counts))
def test_classify(case, data, counts):
    # Any card set, a move or not: both refuse it, or both give its first reading.
    v = data.draw(variants_of(case))
    cards = ref.format_counts(counts)
    try:
        want = ref.classify(cards, variant=v)
    except IllegalMoveError:
        with pytest.raises(IllegalMoveError):
            dd.classify(cards, variant=core_variant(v))
        return
    assert reading_of(dd.classify(cards, variant=core_variant(v))) == want, (cards, v)


@pytest.mark.parametrize("case", CASES)
@given(data=st.data(), counts=st.integers(1, 20).flatmap(ddz_shaped_counts))
def test_readings(case, data, counts):
    # Every reading of any card set, in the same order (first reading first).
    v = data.draw(variants_of(case))
    cards = ref.format_counts(counts)
    got = [reading_of(m) for m in dd.readings(cards, variant=core_variant(v))]
    assert got == ref.readings(cards, variant=v), (cards, v)


def test_readings_of_a_wing_triple():
    """variant.h, "Readings": under wings_per_rank >= 3, 333444555666 is a K8 and two K9s."""
    v = rvar.Variant(wings_per_rank=3)
    assert [reading_of(m) for m in dd.readings("333444555666", variant=core_variant(v))] == [
        ("triple_chain", 3, 4),
        ("airplane_single", 2, 3),
        ("airplane_single", 3, 3),
    ]
    assert [reading_of(m) for m in dd.readings("333444555666")] == [("triple_chain", 3, 4)]
    assert dd.readings("3345") == []


@pytest.mark.parametrize("case", CASES)
@given(data=st.data())
def test_beats(case, data):
    v = data.draw(variants_of(case))
    (a, _), (b, _) = data.draw(previous_moves(v)), data.draw(previous_moves(v))
    assert dd.beats(a, b, variant=core_variant(v)) == ref.beats(a, b, variant=v), (a, b, v)


# --------------------------------------------------------------------------
# Regression tests: two readings of variant.h the core must keep
# --------------------------------------------------------------------------


def test_adjacent_wings_limit_never_raises_wings_per_rank():
    """K9 under adjacent_wings_limit with wings_per_rank=1: the limit only lowers
    the cap next to the chain, so the wings stay of distinct ranks (the core once
    let 33344455 be an airplane with wings 55: 14,709 moves, not 12,654)."""
    v = rvar.Variant(adjacent_wings_limit=True)
    with pytest.raises(IllegalMoveError):
        dd.classify("33344455", variant=core_variant(v))
    assert "33344455" not in {m.cards for m in dd.legal_moves("33344455", variant=core_variant(v))}
    assert len(dd.all_moves(3, core_variant(v))) == len(ref.universe(3, variant=v, max_cards=20)) == 12_654


def test_bomb_beats_rocket_under_douzero_reading():
    """C3 relaxed by bomb_beats_rocket holds under reading="douzero" too: that
    reading changes how the previous move is read (BR is a rocket either way),
    not what may answer a rocket (the core once answered BR with the pass only)."""
    v = rvar.Variant(bomb_beats_rocket=True, reading="douzero")
    assert ref.legal_moves("3333", "BR", variant=v) == {("pass", ""), ("bomb", "3333")}
    assert {m.cards for m in dd.legal_moves("3333", "BR", variant=core_variant(v))} == {"", "3333"}
    assert dd.beats("3333", "BR", variant=core_variant(v))
