"""Tests of the public Python API of ``paigen.doudizhu`` (the compiled core): bad
input raises an error that names the offender (notation, player counts, illegal
moves, wrong types). Rule ids refer to ``docs/rules/DOUDIZHU.md``; the rules
themselves are tested in ``test_doudizhu_rules_*.py``."""

from __future__ import annotations

import numpy as np
import pytest

from paigen import doudizhu as dd
from paigen.errors import IllegalMoveError, NotationError

# ------------------------------------------------------------------ bad input


@pytest.mark.parametrize(
    "text, players, offending",
    [
        ("33X", 3, "X"),
        ("3*", 3, "*"),
        ("1", 3, "1"),
        ("0", 3, "0"),
        ("31", 3, "1"),
        ("55555", 3, "5"),
        ("BB", 3, "B"),
        ("RR", 3, "R"),
        ("555555555", 4, "5"),
        ("BBB", 4, "B"),
        ("RRR", 4, "R"),
    ],
)
def test_notation_errors_name_offender(text, players, offending):
    pattern = f"'{offending}'"
    for call in (
        lambda: dd.Hand(text, players),
        lambda: dd.Move(text, players),
        lambda: dd.classify(text, players),
        lambda: dd.legal_moves(text, players=players),
        lambda: dd.legal_moves("3", text, players),
        lambda: dd.beats(text, "3", players),
    ):
        with pytest.raises(NotationError, match=pattern):
            call()


@pytest.mark.parametrize("players", [5, 2, 0, -1])
def test_bad_player_count(players):
    for call in (
        lambda: dd.Hand("3", players),
        lambda: dd.Move("3", players),
        lambda: dd.classify("3", players),
        lambda: dd.legal_moves("3", None, players),
        lambda: dd.beats("4", "3", players),
        lambda: dd.count_legal_moves(np.array([1], dtype=np.uint64), None, players),
        lambda: dd.legal_moves_batch(np.array([1], dtype=np.uint64), None, players),
    ):
        with pytest.raises(ValueError, match=str(players)):
            call()


def test_contradicting_player_counts():
    with pytest.raises(ValueError, match="4"):
        dd.legal_moves(dd.Hand("33", 4), players=3)
    with pytest.raises(ValueError, match="4"):
        dd.legal_moves(dd.Hand("33", 4), dd.Move("4"))  # 3p move against a 4p hand
    with pytest.raises(ValueError, match="4"):
        dd.classify(dd.Move("33", 4), 3)
    with pytest.raises(ValueError):
        dd.Move("4").beats(dd.Move("3", 4))


def _message(call) -> str:
    with pytest.raises(ValueError) as raised:
        call()
    return str(raised.value)


def test_contradicting_rules_messages():
    # The rules a call reads from its Hands and Moves, checked in argument
    # order; the message names the rules known first and the object's.
    players = "players=4 contradicts a 3-player hand or move"
    assert _message(lambda: dd.legal_moves(dd.Hand("33", 4), dd.Move("4"))) == players
    rlcard4 = dd.Move("4", variant="rlcard")
    assert _message(lambda: dd.legal_moves(dd.Hand("33", 4), rlcard4)) == players  # players checked first
    space = dd.ActionSpace()
    hand4 = dd.Hand("33", 4)
    assert _message(lambda: space.legal_ids(hand4)) == "players=3 contradicts a 4-player hand or move"
    variant = "variant 'standard' contradicts a move of variant 'rlcard'"
    assert _message(lambda: dd.legal_moves("33", rlcard4, variant="standard")) == variant
    assert _message(lambda: space.legal_ids("33", rlcard4)) == variant
    assert _message(lambda: dd.beats(dd.Move("5", variant="rlcard"), dd.Move("4"))) == (
        "variant 'rlcard' contradicts a move of variant 'standard'"
    )
    assert _message(lambda: dd.legal_moves(dd.Hand("33", 4), variant="rlcard")) == (
        "variant 'rlcard' is for 3 players: 4-player Dou Dizhu has the rules pages only"
    )
    # Agreeing objects: the rules come from them.
    assert dd.legal_moves(dd.Hand("33", 4), dd.Move("4", 4)).players == 4
    assert dd.legal_moves("55", rlcard4).variant == dd.Variant.preset("rlcard")


@pytest.mark.parametrize("cards, players", [("345", 3), ("3344", 3), ("BR", 4), ("3334", 4), ("333444BR", 3)])
def test_illegal_move_errors(cards, players):
    for call in (
        lambda: dd.classify(cards, players),
        lambda: dd.Move(cards, players),
        lambda: dd.legal_moves("3", cards, players),
        lambda: dd.beats(cards, "3", players),
        lambda: dd.beats("3", cards, players),
    ):
        with pytest.raises(IllegalMoveError, match=cards):
            call()
    with pytest.raises(IllegalMoveError):
        dd.classify("")


_H = dd.Hand("33")
CARD_ARG_CALLS = {
    "Hand(bad)": lambda b: dd.Hand(b),
    "legal_moves(bad)": lambda b: dd.legal_moves(b),
    "legal_moves('33', bad)": lambda b: dd.legal_moves("33", b),
    "Move(bad)": lambda b: dd.Move(b),
    "classify(bad)": lambda b: dd.classify(b),
    "beats(bad, '3')": lambda b: dd.beats(b, "3"),
    "beats('3', bad)": lambda b: dd.beats("3", b),
    "Move('3').beats(bad)": lambda b: dd.Move("3").beats(b),
    "Hand('33') - bad": lambda b: _H - b,
    "bad in Hand('33')": lambda b: b in _H,
}


@pytest.mark.parametrize(
    "call, bad",
    [
        pytest.param(call, bad, id=f"{call}-{name}")
        for call in CARD_ARG_CALLS
        for name, bad in [("int", 3), ("list", ["3"]), ("None", None)]
        if not (bad is None and call == "legal_moves('33', bad)")  # last=None is a lead
    ],
)
def test_wrong_type_for_cards_raises_type_error(call, bad):
    with pytest.raises(TypeError):
        CARD_ARG_CALLS[call](bad)


PLAYERS_ARG_CALLS = {
    "legal_moves(players=bad)": lambda b: dd.legal_moves("33", None, b),
    "classify(players=bad)": lambda b: dd.classify("33", b),
    "beats(players=bad)": lambda b: dd.beats("4", "3", b),
    "Hand(players=bad)": lambda b: dd.Hand("33", b),
    "Move(players=bad)": lambda b: dd.Move("33", b),
}


@pytest.mark.parametrize("bad", ["4", 3.5], ids=["str", "float"])
@pytest.mark.parametrize("call", list(PLAYERS_ARG_CALLS), ids=list(PLAYERS_ARG_CALLS))
def test_wrong_type_for_players_raises_type_error(call, bad):
    with pytest.raises(TypeError):
        PLAYERS_ARG_CALLS[call](bad)


def test_wrong_type_misc():
    with pytest.raises(TypeError):
        dd.legal_moves("33")["0"]
    with pytest.raises(TypeError):
        dd.Hand.from_code("abc")
    with pytest.raises(TypeError):
        dd.Hand.from_counts("abc")
    ml = dd.legal_moves("33")
    assert 3 not in ml and None not in ml  # non-moves are simply not members
