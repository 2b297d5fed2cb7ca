"""The C++ core against the pure-Python reference, in both directions: every
move the core lists is legal by the reference and every move the reference
finds is listed by the core (equal sets), on random 3p hands of up to 20 cards
and 4p hands of up to 33, as leads and as replies. Also classify and beats."""

from __future__ import annotations

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from paigen import IllegalMoveError
from paigen import doudizhu as dd
from paigen.reference import doudizhu as ref
from tests.helpers.decks import DDZ_COPIES, DDZ_MAX_HAND
from tests.helpers.strategies import ddz_counts, ddz_hand, ddz_last_move


def core_set(hand: str, last: str | None, players: int) -> set[tuple[str, str]]:
    moves = dd.legal_moves(hand, last, players=players)
    listed = [(str(m.kind), m.cards) for m in moves]
    assert len(listed) == len(set(listed)), f"duplicate moves for {hand!r} / {last!r}"  # K-dup
    return set(listed)


def assert_same(hand: str, last: str | None, players: int) -> None:
    core = core_set(hand, last, players)
    reference = ref.legal_moves(hand, last, players)
    assert core == reference, (
        f"hand={hand!r} last={last!r} players={players}\n"
        f"  only in core:      {sorted(core - reference)}\n"
        f"  only in reference: {sorted(reference - core)}"
    )


@pytest.mark.parametrize("players", [3, 4])
def test_whole_deck_leads_are_the_universe(players):
    # The lead of the whole deck is every move there is: 13,530 in 3p, 9,128 in 4p.
    full = ref.format_counts(DDZ_COPIES[players])
    assert core_set(full, None, players) == set(ref.universe(players))


@given(hand=ddz_hand(3, DDZ_MAX_HAND[3]))
@example(hand="333444555666789TJQ")  # airplanes, chains and kickers together
@example(hand="3333444455556666BR")  # bombs as wings, B+R never both as singles
def test_leads_3p(hand):
    assert_same(hand, None, 3)


@given(hand=ddz_hand(4, DDZ_MAX_HAND[4]))
@example(hand="33344455566677788899BBRR")  # 4p joker pairs as wings (K10)
@example(hand="33333333999999BBR")
def test_leads_4p(hand):
    assert_same(hand, None, 4)


@given(hand=ddz_hand(3, DDZ_MAX_HAND[3]), last=ddz_last_move(3))
@example(hand="3333444455556666BR", last="BR")
def test_replies_3p(hand, last):
    assert_same(hand, last, 3)


@given(hand=ddz_hand(4, DDZ_MAX_HAND[4]), last=ddz_last_move(4))
@example(hand="3333399999999BBRR", last="77777")
def test_replies_4p(hand, last):
    assert_same(hand, last, 4)


@given(data=st.data(), players=st.sampled_from([3, 4]))
def test_replies_to_a_lead_of_another_hand(data, players):
    # The last move as it occurs in play: a lead of some other hand.
    other = data.draw(ddz_hand(players, DDZ_MAX_HAND[players]))
    leads = sorted(ref.legal_moves(other, None, players))
    if not leads:
        return
    _, last = data.draw(st.sampled_from(leads))
    hand = data.draw(ddz_hand(players, DDZ_MAX_HAND[players]))
    assert_same(hand, last, players)


@given(counts=ddz_counts(3, 28), players=st.sampled_from([3, 4]))
def test_classify_agrees(counts, players):
    # Any multiset, legal or not: both raise, or both give the same key.
    cards = ref.format_counts(counts)
    try:
        expected = ref.classify(cards, players)
    except IllegalMoveError:
        with pytest.raises(IllegalMoveError):
            dd.classify(cards, players=players)
        return
    move = dd.classify(cards, players=players)
    assert (str(move.kind), move.main_rank, move.length) == expected


@given(data=st.data(), players=st.sampled_from([3, 4]))
def test_beats_agrees(data, players):
    a = data.draw(ddz_last_move(players))
    b = data.draw(ddz_last_move(players))
    assert dd.beats(a, b, players=players) == ref.beats(a, b, players)


@pytest.mark.parametrize("players", [3, 4])
def test_every_universe_move_classifies_to_its_kind(players):
    for kind, cards in ref.universe(players):
        move = dd.classify(cards, players=players)
        assert (str(move.kind), move.cards) == (kind, cards)
        assert (str(move.kind), move.main_rank, move.length) == ref.classify(cards, players)
