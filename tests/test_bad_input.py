"""Bad input of every public call, one case at a time: a TypeError for a wrong
type, a ValueError subclass for a wrong value, each message naming the
argument, under 300 characters and never the binding library's signature dump. (The
boundary fuzzing of test_boundaries.py covers the same ground at random; the
command line and simulate have their own tests.)"""

from __future__ import annotations

import numpy as np
import pytest

from paigen import doudizhu as dd
from paigen import lukfu as lf
from paigen.errors import IllegalMoveError, NotationError, StateError

H = np.array([dd.Hand("33344").code], dtype=np.uint64)

BAD_CALLS = [
    # (call, exception class, a fragment the message must hold)
    (lambda: dd.legal_moves("33", players=2**100), ValueError, "players"),
    (lambda: dd.Hand("33", players=2**100), ValueError, "players"),
    (lambda: dd.classify("33", players=2**100), ValueError, "players"),
    (lambda: dd.beats("3", "4", players=2**100), ValueError, "players"),
    (lambda: dd.Hand("33", players=True), TypeError, "players"),
    (lambda: dd.Game(players="3"), TypeError, "players"),
    (lambda: dd.Game(players=5), ValueError, "players"),
    (lambda: dd.Game(seed=-1), ValueError, "seed"),
    (lambda: dd.Game(seed=2**64), ValueError, "seed"),
    (lambda: dd.Game(seed=1.5), TypeError, "seed"),
    (lambda: dd.Game(seed="x"), TypeError, "seed"),
    (lambda: dd.Game(seed=[1]), TypeError, "seed"),
    (lambda: dd.Game(seed=b"1"), TypeError, "seed"),
    (lambda: dd.Game(seed=np.array([1])), TypeError, "seed"),
    (lambda: lf.Game(seed=-1), ValueError, "seed"),
    (lambda: lf.Game(seed=2**64), ValueError, "seed"),
    (lambda: lf.Game(seed=1.5), TypeError, "seed"),
    (lambda: lf.Game(seed="x"), TypeError, "seed"),
    (lambda: dd.legal_moves("\ud800"), NotationError, "surrogate"),
    (lambda: dd.classify("3\udfff"), NotationError, "surrogate"),
    (lambda: lf.Hand("\ud800"), NotationError, "surrogate"),
    (lambda: lf.old_cards("\ud800"), NotationError, "surrogate"),
    (lambda: lf.legal_moves("1c", caller=True, led="\udc00"), NotationError, "surrogate"),
    (lambda: dd.Game(seed=1).play("\ud800"), IllegalMoveError, "no play now"),  # the phase is checked first
    (lambda: dd.Hand.from_code(-1), ValueError, "code"),
    (lambda: dd.Hand.from_code(2**64), ValueError, "code"),
    (lambda: dd.Hand.from_code(3.0), TypeError, "code"),
    (lambda: lf.Hand.from_mask(-1), ValueError, "mask"),
    (lambda: lf.Hand.from_mask(1 << 36), NotationError, "mask"),
    (lambda: dd.Hand.from_counts([1.5] * 15), TypeError, "counts[0]"),
    (lambda: dd.Hand.from_counts([1] * 14), ValueError, "15"),
    (lambda: dd.Hand.from_counts("333"), TypeError, "counts"),
    (lambda: dd.Game(seed=1).bid(None), TypeError, "n"),
    (lambda: dd.Game(seed=1).bid(True), TypeError, "n"),
    (lambda: dd.Game(seed=1).bid(1.0), TypeError, "n"),
    (lambda: dd.Game(seed=1).bid(7), IllegalMoveError, "bid 7"),
    (lambda: dd.Game(seed=1).bid(2**100), ValueError, "n"),
    (lambda: dd.Game(seed=1).perft(2**40), ValueError, "depth"),
    (lambda: dd.Game(seed=1).perft(-1), ValueError, "depth"),
    (lambda: dd.Game(seed=1).divide(0), ValueError, "depth"),
    (lambda: lf.Game(seed=1).divide(0), ValueError, "depth"),
    (lambda: lf.Game(seed=1).call(None), TypeError, "play"),
    (lambda: lf.Game(seed=1).call(2), TypeError, "play"),
    (lambda: lf.Game(seed=1).call(0.0), TypeError, "play"),
    (lambda: lf.Game(seed=1).call("yes"), TypeError, "play"),
    (lambda: lf.legal_moves("1c", caller=None), TypeError, "caller"),
    (lambda: lf.legal_moves("1c", caller=1), TypeError, "caller"),
    (lambda: lf.legal_moves("1c", caller=True, fu=1.5), TypeError, "fu"),
    (lambda: lf.legal_moves("1c", caller=True, fu=True), TypeError, "fu"),
    (lambda: dd.count_legal_moves(H, players=2), ValueError, "players"),
    (lambda: dd.count_legal_moves(H.astype(np.int64)), TypeError, "hands"),
    (lambda: dd.count_legal_moves(H, lasts=np.zeros(2, np.uint64)), ValueError, "lasts"),
    (lambda: dd.legal_moves_batch(H.reshape(1, 1)), ValueError, "hands"),
    (lambda: dd.legal_moves_batch(np.array([2**63], np.uint64)), NotationError, "hands[0]"),
    # given deals (Dou Dizhu)
    (lambda: dd.Game(hands="333"), TypeError, "hands"),
    (lambda: dd.Game(hands=["3", "4"]), ValueError, "hands"),
    (lambda: dd.Game(hands=["3", "4", "5"], kitty="66778899"), StateError, "kitty"),
    (lambda: dd.Game(hands=["3", "4", "5"], kitty="66"), StateError, "kitty"),
    (lambda: dd.Game(hands=["3", "4", "5"]), StateError, "kitty"),
    (lambda: dd.Game(hands=["", "", ""], kitty="345"), StateError, "seat 0"),
    (lambda: dd.Game(hands=["", "3", "4"], kitty="567"), StateError, "seat 0"),
    (lambda: dd.Game(4, hands=["3", "4", "5", ""], kitty="66778899"), StateError, "seat 3"),
    (lambda: dd.Game(hands=["3333", "3", "4"], kitty="567"), StateError, "'3'"),
    (lambda: dd.Game(hands=["34567890JQKA2" + "3456", "5", "6"], kitty="777"), NotationError, "'0'"),
    (lambda: dd.Game(hands=["3", "4", "5"], kitty="678", first_bidder=3), ValueError, "first_bidder"),
    (lambda: dd.Game(seed=1, hands=["3", "4", "5"], kitty="678"), ValueError, "seed"),
    (lambda: dd.Game(kitty="678"), ValueError, "kitty"),
    (lambda: lf.Game(hands=["1c", "1c", "2c"]), StateError, "1c"),
    (lambda: lf.Game(hands=["1c", "2c 3c", "4c"]), StateError, "equal size"),
    (lambda: lf.Game(hands="1c 2c 3c"), TypeError, "hands"),
    (lambda: lf.Game(master=1), ValueError, "master"),
    # saved games
    (lambda: dd.Game.load(b"PGDZ\x01"), StateError, "damaged"),
    (lambda: dd.Game.load("PGDZ"), TypeError, "bytes"),
    (lambda: lf.Game.load(dd.Game(seed=1).save()), StateError, "damaged"),
]


@pytest.mark.parametrize("call, error, fragment", BAD_CALLS)
def test_bad_call_raises_a_clear_error(call, error, fragment):
    with pytest.raises(error) as info:
        call()
    message = str(info.value)
    assert fragment in message, message
    assert len(message) < 300 and "incompatible" not in message, message
    assert isinstance(info.value, (ValueError, TypeError))


@pytest.mark.parametrize(
    "call",
    [
        lambda text: dd.legal_moves(text),
        lambda text: dd.classify(text),
        lambda text: dd.Hand(text),
        lambda text: lf.legal_moves(text, caller=True),
        lambda text: lf.Hand(text),
        lambda text: lf.classify(text),
    ],
)
@pytest.mark.parametrize("text", ["3" * 10_000_000, "x" + "3" * 1_000_000, "1c " * 1_000_000])
def test_messages_quote_only_the_start_of_a_long_input(call, text):
    with pytest.raises(ValueError) as info:
        call(text)
    assert len(str(info.value)) < 300 and "characters)" in str(info.value)


def test_players_none_means_the_same_everywhere():
    assert list(dd.count_legal_moves(H, players=None)) == list(dd.count_legal_moves(H, players=3))
    assert dd.legal_moves("33", players=None).players == 3
    assert dd.legal_moves(dd.Hand("33", players=4), players=None).players == 4
    assert dd.Hand.from_code(1, players=None).players == 3
    assert dd.classify(dd.Hand("BB", players=4)).players == 4


@pytest.mark.parametrize("module", [dd, lf])
def test_classify_beats_and_move_take_a_hand_of_the_same_game(module):
    higher, lower = ("7s 8s 9s", "4s 5s 6s") if module is lf else ("45678", "34567")
    hand = module.Hand(higher)
    assert module.classify(hand) == module.Move(hand) == module.classify(higher)
    assert module.beats(hand, module.Hand(lower)) and not module.beats(module.Hand(lower), hand)


def test_numpy_integers_are_ints():
    assert dd.Hand.from_code(np.uint64(1)).code == 1
    g = dd.Game(np.int64(3), seed=np.uint32(7))
    g.bid(np.int8(1))
    assert g.bid_value == 1
