"""The strength order of moves: Dou Dizhu rule C7 and Luk Fu rule F5
(``Move.key``, the comparisons of ``Move``, ``MoveList.keys``, ``MoveList.sorted``).

The order is checked against ``beats()`` both ways: a move that beats another
has the higher key, and within a kind and length a higher key with another main
rank beats. On the rules pages exhaustively over every move a hand can play
(each move against the deck's replies to it); under the variant presets and
random switch combinations on hypothesis-drawn pairs, with the three exceptions
C7 names (a bomb answering the rocket, a card set with several readings, a
previous move DouZero's classifier cannot read).
"""

from __future__ import annotations

import itertools
import random

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from paigen import doudizhu as dd
from paigen import lukfu as lf
from paigen.testing import Situation, doudizhu_hands, doudizhu_moves, lukfu_situations
from tests.helpers.decks import ddz_deck, lf_card
from tests.helpers.strategies import ddz_variants

PRESETS = ["standard", "rlcard", "douzero", "openspiel"]
# C7's classes, in order: the pass, the non-bomb kinds in rule order (dd.Kind's,
# which test_kinds.py pins), bombs, the rocket.
_BOMBS = (dd.Kind.BOMB, dd.Kind.ROCKET)
CLASS_ORDER = ["pass", *(str(k) for k in dd.Kind if k not in (*_BOMBS, dd.Kind.PASS)), *map(str, _BOMBS)]


def deck_hand(players: int) -> dd.Hand:
    return dd.Hand("".join(ddz_deck(players)), players)


def several_readings(move: dd.Move) -> bool:
    return len(dd.readings(move, variant=move.variant)) > 1


def douzero_unreadable(move: dd.Move) -> bool:
    """A 16- or 20-card airplane whose wings hold a triple or a four (variant.h):
    DouZero's classifier cannot read it, and only bombs answer it."""
    if move.kind != dd.Kind.AIRPLANE_SINGLE or move.length < 4:
        return False
    chain = range(move.main_rank - move.length + 1, move.main_rank + 1)
    return any(c >= 3 for r, c in enumerate(move.counts) if r not in chain)


def exception(a: dd.Move, b: dd.Move) -> bool:
    """Whether C7 lets `a` beat `b` without the higher key: the variant cases."""
    v = a.variant
    if v.bomb_beats_rocket and a.kind == dd.Kind.BOMB and b.kind == dd.Kind.ROCKET:
        return True
    return v.wings_per_rank >= 3 and several_readings(a)


def same_class(a: dd.Move, b: dd.Move) -> bool:
    return a.kind == b.kind and a.length == b.length


# ------------------------------------------------------------- Dou Dizhu C7


def test_C7_classes_in_documented_order() -> None:
    examples = {
        "pass": "",
        "single": "R",
        "pair": "22",
        "triple": "222",
        "triple_single": "222A",
        "triple_pair": "222AA",
        "straight": "TJQKA",
        "pair_chain": "QQKKAA",
        "triple_chain": "KKKAAA",
        "airplane_single": "KKKAAA2B",
        "airplane_pair": "KKKAAA22QQ",
        "four_two_singles": "2222AK",
        "four_two_pairs": "2222AAKK",
        "bomb": "3333",
        "rocket": "BR",
    }
    moves = [dd.Move(examples[name]) for name in CLASS_ORDER]
    assert [str(m.kind) for m in moves] == CLASS_ORDER
    # The strongest move of each class ranks below the weakest of the next.
    weakest = {
        "single": "3",
        "pair": "33",
        "triple": "333",
        "triple_single": "3334",
        "triple_pair": "33344",
        "straight": "34567",
        "pair_chain": "334455",
        "triple_chain": "333444",
        "airplane_single": "33344456",
        "airplane_pair": "3334445566",
        "four_two_singles": "333345",
        "four_two_pairs": "33334455",
        "bomb": "3333",
        "rocket": "BR",
    }
    for strong, nxt in zip(moves, CLASS_ORDER[1:]):
        assert strong < dd.Move(weakest[nxt]), (strong, nxt)


def test_C7_pass_lowest_rocket_highest() -> None:
    for players in (3, 4):
        universe = dd.all_moves(players)
        keys = universe.keys
        rocket = dd.Move("BR" if players == 3 else "BBRR", players)
        passing = dd.Move("", players)
        assert passing.key == 0 < keys.min()
        assert rocket.key == keys.max()
        assert all(passing < m < rocket or m == rocket for m in universe[::97])


def test_C7_bombs_by_C5_in_3p_and_by_size_then_rank_in_4p() -> None:
    three = [dd.Move(r * 4) for r in "3456789TJQKA2"] + [dd.Move("BR")]
    assert sorted(three, key=lambda m: m.key) == three
    four = [dd.Move(r * n, 4) for n in range(4, 9) for r in "3456789TJQKA2"] + [dd.Move("BBRR", 4)]
    assert [m.cards for m in sorted(random.Random(7).sample(four, len(four)))] == [m.cards for m in four]
    assert dd.Move("33333", 4) > dd.Move("7777", 4)  # C6: five 3s beat four 7s


def test_C7_kickers_order_ties_of_main_rank() -> None:
    # Same kind, length and main rank: the higher kickers rank higher, and neither beats.
    low, high = dd.Move("3334"), dd.Move("333B")
    assert low < high and not high.beats(low) and not low.beats(high)
    assert dd.Move("333444KA") < dd.Move("333444K2") < dd.Move("333444AB")
    assert dd.Move("33334455") < dd.Move("333344KK") < dd.Move("3333KK22")


@pytest.mark.parametrize("players", [3, 4])
def test_C7_total_order_on_every_move(players: int) -> None:
    for variant in PRESETS if players == 3 else ["standard"]:
        universe = dd.all_moves(players, variant)
        keys = universe.keys
        assert keys.dtype == np.int64 and (keys >= 0).all()
        assert len(np.unique(keys)) == len(universe), variant
        # Every reading of the card sets with several gets its own key.
        multi = [m for m in universe if several_readings(m)]
        readings = [r for m in multi for r in dd.readings(m.cards, variant=variant)]
        assert len({r.key for r in readings}) == len(readings), variant


@pytest.mark.parametrize("players", [3, 4])
def test_C7_against_beats_on_every_move(players: int) -> None:
    """Rules pages, every move b a hand can play: the deck's replies to b are
    exactly the moves of higher key among its kind and length (plus bombs and the
    rocket above), and every reply's key is higher."""
    universe = dd.all_moves(players)
    keys = universe.keys
    groups = universe.kinds.astype(np.int64) * 16 + universe.lengths
    mains = universe.main_ranks
    deck = deck_hand(players)
    bomb_like = (universe.kinds == int(dd.Kind.BOMB)) | (universe.kinds == int(dd.Kind.ROCKET))
    for i, b in enumerate(universe):
        replies = dd.legal_moves(deck, b)
        assert (replies.keys[1:] > keys[i]).all(), b
        if b.kind in (dd.Kind.BOMB, dd.Kind.ROCKET):
            expected = bomb_like & (keys > keys[i])
        else:
            expected = ((groups == groups[i]) & (mains > mains[i])) | bomb_like
        assert set(replies.codes[1:].tolist()) == set(universe.codes[expected].tolist()), b


@st.composite
def variant_pairs(draw: st.DrawFn) -> tuple[dd.Move, dd.Move]:
    """Two moves of one variant (a preset or random switches), often of one kind
    and length: the second drawn among the legal moves of a drawn hand."""
    ref_variant = draw(st.one_of(st.sampled_from(PRESETS), ddz_variants()))
    variant = ref_variant if isinstance(ref_variant, str) else dd.Variant(**ref_variant.as_dict())
    b = draw(doudizhu_moves(variant=variant))
    hand = draw(doudizhu_hands(min_cards=len(b)))
    moves = dd.legal_moves(hand, variant=variant)
    same = [m for m in moves if same_class(m, b)]
    pool = same if same and draw(st.booleans()) else list(moves)
    a = pool[draw(st.integers(0, len(pool) - 1))]
    return a, b


@given(variant_pairs())
def test_C7_against_beats_under_every_variant(pair: tuple[dd.Move, dd.Move]) -> None:
    a, b = pair
    if a.beats(b) and not exception(a, b):
        assert a.key > b.key
    if b.beats(a) and not exception(b, a):
        assert b.key > a.key
    if same_class(a, b) and not douzero_unreadable(b) and not several_readings(a):
        rank_differs = (a.key >> 8) // 5**15 != (b.key >> 8) // 5**15
        assert a.beats(b) == (a.key > b.key and rank_differs), (a, b)


def test_C7_exceptions_are_real() -> None:
    # The three variant cases C7 names, each one a real beat against the key.
    rocket = dd.Move("BR", variant="openspiel")
    assert (
        dd.Move("3333", variant="openspiel").beats(rocket) and dd.Move("3333", variant="openspiel") < rocket
    )
    k8 = dd.Move("444555666777", variant="douzero")  # also a K9 of three with wings 777 or 444
    k9 = dd.Move("333444555JQK", variant="douzero")
    assert str(k8.kind) == "triple_chain" and str(k9.kind) == "airplane_single"
    assert k8.beats(k9) and k8 < k9
    unreadable = dd.Move("3334445556667778", variant="douzero")
    higher = dd.Move("3334445556667779", variant="douzero")
    assert higher > unreadable and not higher.beats(unreadable)


def test_C7_move_comparisons() -> None:
    a, b = dd.Move("33"), dd.Move("44")
    assert a < b and a <= b and b > a and b >= a and a <= a and a >= a
    assert not (a < a) and not (b < a)
    assert sorted([dd.Move("BR"), dd.Move(""), dd.Move("3333"), dd.Move("3")]) == [
        dd.Move(""),
        dd.Move("3"),
        dd.Move("3333"),
        dd.Move("BR"),
    ]
    with pytest.raises(TypeError):
        _ = a < lf.Move("1c")
    with pytest.raises(TypeError):
        _ = a < "44"  # type: ignore[operator]
    with pytest.raises(ValueError, match="different rules"):
        _ = a < dd.Move("44", 4)
    with pytest.raises(ValueError, match="different rules"):
        _ = a < dd.Move("44", variant="rlcard")


def test_C7_move_list_keys_and_sorted() -> None:
    for hand, last in [("3334445566BR2222", None), ("33445566778899TTJ", "3"), ("", None)]:
        moves = dd.legal_moves(hand, last)
        keys = moves.keys
        assert keys.dtype == np.int64 and keys.shape == (len(moves),)
        assert keys.tolist() == [m.key for m in moves]
        up = moves.sorted()
        assert isinstance(up, dd.MoveList) and len(up) == len(moves)
        assert list(up) == sorted(moves, key=lambda m: m.key)
        assert list(moves.sorted(reverse=True)) == list(reversed(list(up)))
        assert (np.diff(up.keys) > 0).all()
        assert up.players == moves.players and up.variant == moves.variant
    with pytest.raises(TypeError):
        dd.legal_moves("33").sorted(True)  # type: ignore[misc]
    with pytest.raises(TypeError, match="reverse"):
        dd.legal_moves("33").sorted(reverse=1)  # type: ignore[arg-type]


def test_C7_keys_follow_the_variant() -> None:
    # DouZero compares airplanes by the highest rank held exactly three times: a wing triple of
    # 8s makes 333444555 + 888 rank as 8 there, as 5 (its chain's top) under RLCard's rules.
    for variant, wins in [("douzero", True), ("rlcard", False)]:
        a, b = dd.Move("333444555888", variant=variant), dd.Move("555666777JQK", variant=variant)
        assert a.beats(b) == wins == (a > b), variant


# ---------------------------------------------------------------- Luk Fu F5


def lukfu_plays() -> list[lf.Move]:
    """Every single, set and run of the deck."""
    cards = [lf_card(i) for i in range(36)]
    plays = [lf.Move(c) for c in cards]
    for rank in range(1, 10):
        suits = [lf_card(9 * s + rank - 1) for s in range(4)]
        plays += [lf.Move(" ".join(c)) for n in (3, 4) for c in itertools.combinations(suits, n)]
    for suit in range(4):
        for length in range(3, 10):
            for top in range(length, 10):
                plays.append(
                    lf.Move(" ".join(lf_card(9 * suit + r - 1) for r in range(top - length + 1, top + 1)))
                )
    return plays


def led_exception(best: lf.Move) -> bool:
    """F1: a led 1c or 1t; F2: a led set of 1s: the led play decides."""
    return (str(best.kind) == "single" and best.cards in ("1c", "1t")) or (
        str(best.kind) == "set" and best.rank == 1
    )


def comparable(a: lf.Move, b: lf.Move) -> bool:
    """Same kind and size, for singles the same suit, for sets another rank (F1-F3)."""
    if a.kind != b.kind or len(a) != len(b):
        return False
    return a.suit == b.suit if str(a.kind) == "single" else str(a.kind) != "set" or a.rank != b.rank


def test_F5_against_beats_on_every_pair_of_plays() -> None:
    plays = lukfu_plays()
    assert len({m.key for m in plays}) == len(plays)
    for a in plays:
        for b in plays:
            if a.beats(b):
                assert a.key > b.key, (a, b)
            if comparable(a, b) and a.key > b.key and not led_exception(b):
                assert a.beats(b), (a, b)


def test_F5_led_exceptions() -> None:
    assert lf.Move("2c").key > lf.Move("1c").key and not lf.Move("2c").beats("1c")
    assert lf.Move("2c").beats("1c", led="5s")  # only the led 1c is unbeatable
    assert lf.Move("2c 2s 2m").key > lf.Move("1c 1s 1m").key and not lf.Move("2c 2s 2m").beats("1c 1s 1m")
    assert lf.Move("9c 9s 9m").beats("1c 1s 1m")


def test_F5_classes_in_documented_order() -> None:
    order = [
        lf.Move("9t 8t", kind="discard"),
        lf.Move("1c"),
        lf.Move("9t"),
        lf.Move("1c 1s 1m"),
        lf.Move("9c 9s 9m 9t"),
        lf.Move("1c 2c 3c"),
        lf.Move("1t 2t 3t 4t 5t 6t 7t 8t 9t"),
        lf.Move("9c", kind="claim"),
    ]
    assert sorted(random.Random(7).sample(order, len(order))) == order
    # Runs of one length: suit first, then top rank (F3); singles: suit, then rank.
    assert lf.Move("7c 8c 9c") < lf.Move("1s 2s 3s") < lf.Move("2s 3s 4s")
    assert lf.Move("9c") < lf.Move("1s") < lf.Move("2s")
    assert lf.Move("1c 1s 1m 1t") > lf.Move("9c 9s 9t")  # sets: size first


@given(lukfu_situations())
def test_F5_move_list_keys_and_sorted(situation: Situation) -> None:
    moves = lf.legal_moves(**situation)
    assert moves.keys.tolist() == [m.key for m in moves]
    assert len(set(moves.keys.tolist())) == len(moves)
    assert list(moves.sorted()) == sorted(moves)
    assert list(moves.sorted(reverse=True)) == sorted(moves, reverse=True)
    best = situation.get("best")
    for m in moves:
        if best is not None and str(m.kind) != "discard":
            assert m.key > best.key  # every beating play ranks above the play it beats


def test_F5_move_comparisons() -> None:
    with pytest.raises(TypeError):
        _ = lf.Move("1c") < dd.Move("3")
    with pytest.raises(TypeError):
        _ = lf.Move("1c") < "2c"  # type: ignore[operator]
    assert lf.Move("1c") <= lf.Move("1c") and lf.Move("1c") >= lf.Move("1c")
