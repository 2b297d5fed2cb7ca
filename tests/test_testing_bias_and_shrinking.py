"""paigen.testing: the hypothesis strategies for users. The biases show in the
draws (rare kinds and corners reached), failures shrink to small examples,
draws are reproducible, and a user's own tests as docs/tutorials/parity.md writes them."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import find, given

from paigen import doudizhu as dd
from paigen import lukfu as lf
from paigen.testing import (
    doudizhu_hands,
    doudizhu_moves,
    doudizhu_positions,
    doudizhu_states,
    lukfu_hands,
    lukfu_moves,
    lukfu_situations,
    lukfu_states,
)
from tests.helpers.testing_checks import (
    RARE,
    SHRINK,
    appears,
    runs,
    sample,
    share,
)

# ---------------------------------------------------------------- bias


def test_doudizhu_hands_lean_on_what_breaks_generators():
    three = sample(doudizhu_hands())
    assert share(three, lambda h: 4 in h.counts) > 0.25  # K11
    assert share(three, lambda h: runs(h.counts, 3, 2)) > 0.15  # K8-K10
    assert share(three, lambda h: runs(h.counts, 1, 5)) > 0.08  # K6
    assert share(three, lambda h: h.counts[13] and h.counts[14]) > 0.08  # K12
    assert share(three, lambda h: len(h) == 20) > 0.08
    assert share(three, lambda h: len(h) <= 5) > 0.15
    assert dd.Hand() in three
    four = sample(doudizhu_hands(4), 200)
    assert share(four, lambda h: max(h.counts[:13]) >= 6) > 0.15  # S3: doubling bombs
    assert appears(doudizhu_hands(4), lambda h: h.counts[13] == h.counts[14] == 2)  # BBRR
    assert share(four, lambda h: len(h) == 33) > 0.03


def test_doudizhu_moves_draw_the_kind_first():
    moves = sample(doudizhu_moves())
    kinds = Counter(m.kind for m in moves)
    assert len(kinds) == 14  # K1-K13b
    assert kinds[dd.Kind.BOMB] == 13 and kinds[dd.Kind.ROCKET] == 1  # every one of them
    assert max(kinds.values()) < 0.2 * len(moves)  # the airplanes do not crowd them out


def test_doudizhu_states_lean_on_what_breaks_generators():
    states = sample(doudizhu_states())
    assert share(states, lambda g: g.phase == "bidding") > 0.05
    play = [g for g in states if g.phase == "play"]
    assert len(play) > 0.5 * len(states)
    assert share(play, lambda g: g.last_move is None) > 0.1  # leads
    assert share(play, lambda g: g.last_move is not None and g.last_move.kind in RARE) > 0.1


def test_doudizhu_states_reach_the_rare_corners():
    def answers(*kinds):
        return lambda g: g.last_move is not None and g.last_move.kind in kinds

    states = doudizhu_states()
    assert appears(states, answers(dd.Kind.BOMB, dd.Kind.ROCKET), within=2000)
    assert appears(states, answers(dd.Kind.AIRPLANE_SINGLE, dd.Kind.AIRPLANE_PAIR), within=2000)
    assert appears(states, lambda g: g.phase == "play" and len(g.hands[g.to_move]) == 20)  # the first lead
    assert appears(
        states,
        lambda g: g.phase == "play" and any(len(m) == len(g.hands[g.to_move]) for m in g.legal_moves()),
    )
    over = doudizhu_states(phases=["over"])
    assert appears(over, lambda g: g.thrown_in) and appears(
        over, lambda g: g.landlord_won is not None
    )  # B4, P4


def test_doudizhu_positions_lean_on_what_breaks_generators():
    positions = sample(doudizhu_positions())
    assert share(positions, lambda p: p[1] is None) > 0.15  # leads
    assert share(positions, lambda p: p[1] is not None and p[1].kind in RARE) > 0.1
    assert len({p[1].kind for p in positions if p[1] is not None}) >= 12
    for kinds in ({dd.Kind.BOMB}, {dd.Kind.ROCKET}, {dd.Kind.AIRPLANE_SINGLE, dd.Kind.AIRPLANE_PAIR}):
        assert appears(doudizhu_positions(), lambda p, kinds=kinds: p[1] is not None and p[1].kind in kinds)


def test_lukfu_hands_lean_on_what_breaks_generators():
    hands = sample(lukfu_hands())
    assert share(hands, lambda h: len(lf.Hand(lf.old_cards(h))) >= 3) > 0.15  # O1, O2
    assert share(hands, lambda h: lf.Hand("1c") in h or lf.Hand("1t") in h) > 0.2
    assert (
        share(hands, lambda h: any(sum(lf.Hand(f"{r}{s}") in h for s in "csmt") >= 3 for r in range(1, 10)))
        > 0.15
    )
    assert share(hands, lambda h: len(h) == 12) > 0.08
    assert lf.Hand() in hands


def test_lukfu_moves_draw_the_kind_first():
    moves = sample(lukfu_moves())
    assert len(moves) == 36 + 45 + 112  # every single, set and run, then nothing left to draw
    early = Counter(str(m.kind) for m in moves[:60])
    assert early["single"] > 10 and early["set"] > 10 and early["run"] > 10


def test_lukfu_situations_lean_on_what_the_rules_make_special():
    situations = sample(lukfu_situations())
    moves = [lf.legal_moves(**s) for s in situations]
    first = [str(m[0].kind) if len(m) else None for m in moves]
    assert first.count("claim") / len(first) > 0.08  # R1
    assert first.count("discard") / len(first) > 0.08  # T3
    assert share(situations, lambda s: lf.old_cards(s["hand"], s["public"]) != "") > 0.5
    # Old only thanks to public cards (O2, O3)
    assert share(situations, lambda s: lf.old_cards(s["hand"], s["public"]) != lf.old_cards(s["hand"])) > 0.05
    assert share(situations, lambda s: len(s["hand"]) == 12) > 0.15
    assert share(situations, lambda s: s["led"] is not None) > 0.15
    assert share(situations, lambda s: s["master_passed"]) > 0.03


def led(situation, cards=None, kind=None, rank=None):
    move = situation["led"]
    return (
        move is not None
        and cards in (None, move.cards)
        and kind in (None, move.kind)
        and rank in (None, move.rank)
    )


def test_lukfu_situations_reach_the_rare_corners():
    situations = lukfu_situations()
    assert appears(situations, lambda s: len(s["hand"]) == 0)  # a claim on fu alone (R1) or a void deal (E1)
    assert appears(situations, lambda s: led(s, "1c") or led(s, "1t"))  # F1
    assert appears(situations, lambda s: led(s, kind=lf.Kind.SET, rank=1))  # F2
    assert appears(  # one Old card or fu short of a claim (R1)
        situations,
        lambda s: (
            s["led"] is None
            and len(s["hand"])
            and s["fu"] + len(lf.Hand(lf.old_cards(s["hand"], s["public"]))) == 5
        ),
    )


# ---------------------------------------------------------------- shrinking


def test_hands_shrink_to_the_fewest_lowest_cards():
    assert find(doudizhu_hands(), lambda h: 4 in h.counts, settings=SHRINK) == dd.Hand("3333")
    assert find(doudizhu_hands(4), lambda h: 8 in h.counts, settings=SHRINK) == dd.Hand("33333333", 4)
    assert find(doudizhu_hands(), lambda h: h.counts[13] and h.counts[14], settings=SHRINK) == dd.Hand("BR")
    big = find(doudizhu_hands(), lambda h: len(h) == 20, settings=SHRINK)
    assert len(big) == 20 and not big.counts[10:13].any()  # no K, A or 2
    assert find(doudizhu_hands(), lambda h: runs(h.counts, 3, 2), settings=SHRINK) == dd.Hand("333444")
    assert find(lukfu_hands(), lambda h: len(lf.Hand(lf.old_cards(h))) >= 3, settings=SHRINK) == lf.Hand(
        "7c 8c 9c"
    )
    ones = find(lukfu_hands(), lambda h: sum(lf.Hand(f"1{s}") in h for s in "csmt") >= 3, settings=SHRINK)
    assert ones == lf.Hand("1c 1s 1m")


def test_moves_shrink_to_the_lowest_move_of_a_kind():
    assert find(doudizhu_moves(), lambda m: m.kind == dd.Kind.BOMB, settings=SHRINK) == dd.Move("3333")
    assert find(lukfu_moves(), lambda m: m.kind == lf.Kind.RUN, settings=SHRINK) == lf.Move("1c 2c 3c")


def test_positions_shrink_to_small_hands():
    hand, last = find(
        doudizhu_positions(), lambda p: p[1] is not None and p[1].kind == dd.Kind.BOMB, settings=SHRINK
    )
    assert len(hand) < 10 and len(last) == 4  # usually one card (3 to answer 4444), never a dealt hand


def test_states_shrink_to_a_short_history_from_the_sorted_deck():
    game = find(doudizhu_states(), lambda g: g.phase == "play", settings=SHRINK)
    assert game.history == [(0, 3)]  # the first bidder bids 3 (B3)
    assert game.hands == [
        dd.Hand("333344445555666672BR"),
        dd.Hand("77788889999TTTTJJ"),
        dd.Hand("JJQQQQKKKKAAAA222"),
    ]
    game = find(lukfu_states(), lambda g: g.phase == "play", settings=SHRINK)
    assert game.history == [(0, True)]  # the Master calls (A2)
    assert game.hands[2] == lf.Hand("7c 8c 9c 7s 8s 9s 7m 8m 9m 7t 8t 9t")  # the deck sorted rank by rank


# ---------------------------------------------------------------- reproducibility


@pytest.mark.parametrize(
    "strategy",
    [doudizhu_hands(4), doudizhu_states(), doudizhu_positions(3, "rlcard"), lukfu_situations()],
    ids=["hands", "states", "positions", "situations"],
)
def test_derandomized_draws_repeat(strategy):
    def key(value):
        return value.save() if isinstance(value, (dd.Game, lf.Game)) else repr(value)

    assert [key(v) for v in sample(strategy, 40)] == [key(v) for v in sample(strategy, 40)]


# ---------------------------------------------------------------- a user's own tests


@given(doudizhu_positions())
def test_user_example_every_reply_beats_the_move_before(position):
    hand, last = position
    for move in dd.legal_moves(hand, last):
        assert move.cards in hand
        assert last is None or move.is_pass or move.beats(last)


def first_legal_bot(game):
    """A bot under test: the first legal decision."""
    return game.legal_bids()[-1] if game.phase == "bidding" else game.legal_moves()[0]


@given(doudizhu_states())
def test_user_example_the_bot_always_answers_legally(game):
    decision = first_legal_bot(game)
    if game.phase == "bidding":
        game.bid(decision)
    else:
        game.play(decision)
