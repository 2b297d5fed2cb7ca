"""Game.observation(seat) and Observation.encode() in paigen's own layout, for
Dou Dizhu (3 and 4 players, the rule variants) and Luk Fu.

The expected values come from the Game the observation was taken of, through
its public API only (hands, kitty, landlord, history, last move, trick, fu, ...),
never from the Observation itself. The encoders below are written in Python
straight from the layout documented in cpp/include/paigen/doudizhu/observation.h
and cpp/include/paigen/lukfu/observation.h (block order, sizes, int8): they share
no code with paigen's encoder, so a block moved, resized or off by one fails here.
The peers' layouts, encode("douzero") and encode("rlcard"), are tested in
tests/test_peer_observations.py."""

from __future__ import annotations

import itertools
import random
from collections import Counter
from collections.abc import Iterable, Iterator

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from paigen import doudizhu as dd
from paigen import lukfu as lf
from paigen.testing import doudizhu_states, lukfu_states

# The Dou Dizhu rule sets: 4 players has one; 3 players every preset.
DD_CONFIGS = [(3, "standard"), (3, "douzero"), (3, "rlcard"), (3, "openspiel"), (4, "standard")]
DD_PHASE = {"bidding": 0, "play": 1, "over": 2}
LF_PHASE = {"calling": 0, "play": 1, "over": 2}
BOMBS = (dd.Kind.BOMB, dd.Kind.ROCKET)


# ============================================================================ Dou Dizhu, from the Game


def dd_counts(cards: object) -> list[int]:
    """Copies of each of the 15 ranks (D1, '3' .. 'R') in a card string, Hand or Move."""
    text = cards.cards if isinstance(cards, dd.Move) else str(cards)
    seen = Counter(text)
    assert set(seen) <= set(dd.RANKS), text
    return [seen[r] for r in dd.RANKS]


def dd_deck(players: int) -> list[int]:
    """D2 (54 cards) or D3 (108 cards) as per-rank counts."""
    return [4] * 13 + [1, 1] if players == 3 else [8] * 13 + [2, 2]


def dd_deal_decisions(game: dd.Game) -> list[tuple[int, int | dd.Move]]:
    """The decisions of the current deal: every redeal (B4) follows n passes."""
    skipped = (game.deals - 1) * game.players
    assert all(d == 0 for _, d in game.history[:skipped])  # the thrown-in auctions
    return game.history[skipped:]


def dd_plays(game: dd.Game) -> list[tuple[int, dd.Move]]:
    """(seat, Move) of every play and pass of the current deal (P1-P4)."""
    return [(s, d) for s, d in dd_deal_decisions(game) if isinstance(d, dd.Move)]


def dd_bids(game: dd.Game) -> list[int | None]:
    """Each seat's last bid of the current auction (B2), None where it has not bid."""
    bids: list[int | None] = [None] * game.players
    for seat, d in dd_deal_decisions(game):
        if not isinstance(d, dd.Move):
            bids[seat] = d
    return bids


def dd_played(game: dd.Game) -> list[list[int]]:
    played = [[0] * 15 for _ in range(game.players)]
    for seat, move in dd_plays(game):
        played[seat] = [a + b for a, b in zip(played[seat], dd_counts(move))]
    return played


def dd_unseen(game: dd.Game, seat: int) -> list[int]:
    """The deck less the seat's hand and every card played."""
    out = [a - b for a, b in zip(dd_deck(game.players), dd_counts(game.hands[seat]))]
    for p in dd_played(game):
        out = [a - b for a, b in zip(out, p)]
    assert min(out) >= 0
    return out


def dd_to_beat(game: dd.Game) -> tuple[dd.Move, int] | None:
    """The move to beat and its seat: the last play that was not a pass, unless
    the player to move leads (P3)."""
    if game.phase != "play" or game.last_move is None:
        return None
    seat, move = next((s, m) for s, m in reversed(dd_plays(game)) if not m.is_pass)
    assert move == game.last_move
    return move, seat


# ============================================================================ Dou Dizhu, the layout


def dd_layout(players: int) -> list[tuple[str, int]]:
    """The blocks of doudizhu/observation.h, in order, with their sizes."""
    n, cards = players, (54 if players == 3 else 108)
    recent = 2 * n
    return [
        ("hand", cards),
        ("unseen", cards),
        ("played", n * cards),
        ("hand_sizes", n),
        ("landlord", n),
        ("kitty", cards),
        ("bids", n * 4),
        ("last_move", cards),
        ("last_seat", n),
        ("last_kind", 15),
        ("recent", recent * cards),
        ("recent_seat", recent * n),
        ("bombs", 1),
        ("phase", 3),
        ("to_move", n),
    ]


def concat(lists: Iterable[list[int]]) -> list[int]:
    return list(itertools.chain.from_iterable(lists))


def one_hot(index: int | None, size: int) -> list[int]:
    """`size` values, a 1 at `index` (None: all zeros)."""
    out = [0] * size
    if index is not None:
        out[index] = 1
    return out


def dd_card_vector(counts: list[int], players: int) -> list[int]:
    """observation.h's card vector: value 4r+k (8r+k with 4 players) is 1 when
    the cards hold more than k of rank r; the jokers last, 1 (2) values each."""
    per_rank, per_joker = (4, 1) if players == 3 else (8, 2)
    out = []
    for rank in range(13):
        out += [int(counts[rank] > k) for k in range(per_rank)]
    for joker in (13, 14):
        out += [int(counts[joker] > k) for k in range(per_joker)]
    return out


def dd_expected_blocks(game: dd.Game, seat: int) -> dict[str, list[int]]:
    """What `seat` observes of `game`, block by block, from the Game's own state."""
    n = game.players

    def cards(counts: list[int]) -> list[int]:
        return dd_card_vector(counts, n)

    def seat_at(i: int) -> int:  # seats counted from the observing one
        return (seat + i) % n

    def relative(other: int | None) -> int | None:
        return None if other is None else (other - seat) % n

    none = [0] * 15
    to_beat = dd_to_beat(game)
    plays = dd_plays(game)
    recent = list(reversed(plays[-2 * n :]))  # newest first
    recent += [None] * (2 * n - len(recent))
    played, bids = dd_played(game), dd_bids(game)
    blocks = {
        "hand": cards(dd_counts(game.hands[seat])),
        "unseen": cards(dd_unseen(game, seat)),
        "played": concat(cards(played[seat_at(i)]) for i in range(n)),
        "hand_sizes": [len(game.hands[seat_at(i)]) for i in range(n)],
        "landlord": one_hot(relative(game.landlord), n),
        "kitty": cards(dd_counts(game.kitty) if game.landlord is not None else none),
        "bids": concat(one_hot(bids[seat_at(i)], 4) for i in range(n)),
        "last_move": cards(dd_counts(to_beat[0]) if to_beat else none),
        "last_seat": one_hot(relative(to_beat[1]) if to_beat else None, n),
        "last_kind": one_hot(int(to_beat[0].kind) if to_beat else None, 15),
        "recent": concat(cards(dd_counts(r[1]) if r else none) for r in recent),
        "recent_seat": concat(one_hot(relative(r[0]) if r else None, n) for r in recent),
        "bombs": [sum(m.kind in BOMBS for _, m in plays)],
        "phase": one_hot(DD_PHASE[game.phase], 3),
        "to_move": one_hot(relative(game.to_move), n),
    }
    assert [(k, len(v)) for k, v in blocks.items()] == dd_layout(n)
    return blocks


# ============================================================================ Luk Fu, from the Game


def lf_cards(cards: object) -> set[tuple[int, int]]:
    """(rank 1-9, suit 0-3) of each card of a card string, Hand or Move (L2)."""
    text = cards.cards if isinstance(cards, lf.Move) else str(cards)
    out = {(int(c[0]), "csmt".index(c[1])) for c in text.split()}
    assert len(out) == len(text.split()) and all(len(c) == 2 and c[0] != "0" for c in text.split())
    return out


ALL_LF = {(rank, suit) for rank in range(1, 10) for suit in range(4)}


def lf_old(hand: set, public: set) -> set:
    """O1-O4: the 9s, 1c and 1t; and any card every higher card of whose suit is
    in the hand or public."""
    known = hand | public
    return {
        (r, s)
        for r, s in hand
        if r == 9 or (r == 1 and s in (0, 3)) or all((above, s) in known for above in range(r + 1, 10))
    }


def lf_deal_decisions(game: lf.Game) -> list[tuple[int, bool | lf.Move]]:
    """The decisions of the current deal: a redeal follows three passes (A2) or
    the last trick of hands that ran out without a claim (E1)."""
    starts = game.deal_starts
    assert len(starts) == game.deals and starts[0] == 0
    for start in starts[1:]:
        last = game.history[start - 1][1]
        assert last is False or (isinstance(last, lf.Move) and last.kind != lf.Kind.CLAIM)
    return game.history[starts[-1] :]


def lf_moves(game: lf.Game) -> list[tuple[int, lf.Move]]:
    return [(s, d) for s, d in lf_deal_decisions(game) if isinstance(d, lf.Move)]


def lf_calls(game: lf.Game) -> list[bool | None]:
    calls: list[bool | None] = [None] * 3
    for seat, d in lf_deal_decisions(game):
        if isinstance(d, bool):
            calls[seat] = d
    return calls


def lf_played(game: lf.Game) -> list[set]:
    """The cards each seat played face up (O3): leads and beating plays."""
    out: list[set] = [set(), set(), set()]
    for seat, move in lf_moves(game):
        if move.kind not in (lf.Kind.DISCARD, lf.Kind.CLAIM):
            out[seat] |= lf_cards(move)
    return out


def lf_discards(game: lf.Game) -> list[set]:
    """The cards each seat discarded face down (T3)."""
    out: list[set] = [set(), set(), set()]
    for seat, move in lf_moves(game):
        if move.kind == lf.Kind.DISCARD:
            out[seat] |= lf_cards(move)
    return out


def lf_trick(game: lf.Game) -> tuple[tuple[int, lf.Move], tuple[int, lf.Move]] | None:
    """(seat, led play) and (seat, best play) of the trick the player to move
    follows; None at a lead. Each beating play beats the best before it (T2), so
    the best play is the last that is not a discard."""
    if game.phase != "play" or not game.trick:
        return None
    plays = [(s, m) for s, m in game.trick if m.kind != lf.Kind.DISCARD]
    return plays[0], plays[-1]


# ============================================================================ Luk Fu, the layout


def lf_layout() -> list[tuple[str, int]]:
    """The blocks of lukfu/observation.h, in order, with their sizes."""
    return [
        ("hand", 36),
        ("old", 36),
        ("public", 36),
        ("unseen", 36),
        ("discards", 36),
        ("played", 3 * 36),
        ("discarded", 3),
        ("hand_sizes", 3),
        ("fu", 3),
        ("master", 3),
        ("caller", 3),
        ("calls", 3 * 3),
        ("led", 36),
        ("best", 36),
        ("best_seat", 3),
        ("trick_plays", 3),
        ("exceptions", 2),
        ("phase", 3),
        ("to_move", 3),
    ]


def lf_card_vector(cards: set) -> list[int]:
    """Value 9 * suit + rank - 1 (L3) is 1 for each card held."""
    out = [0] * 36
    for rank, suit in cards:
        out[9 * suit + rank - 1] = 1
    return out


def lf_expected_blocks(game: lf.Game, seat: int) -> dict[str, list[int]]:
    def seat_at(i: int) -> int:
        return (seat + i) % 3

    def relative(other: int | None) -> int | None:
        return None if other is None else (other - seat) % 3

    hand = lf_cards(game.hands[seat])
    played, discards, calls = lf_played(game), lf_discards(game), lf_calls(game)
    public = set().union(*played)
    trick = lf_trick(game)
    led = trick[0][1] if trick else None
    blocks = {
        "hand": lf_card_vector(hand),
        "old": lf_card_vector(lf_old(hand, public)),
        "public": lf_card_vector(public),
        "unseen": lf_card_vector(ALL_LF - hand - public - discards[seat]),
        "discards": lf_card_vector(discards[seat]),
        "played": concat(lf_card_vector(played[seat_at(i)]) for i in range(3)),
        "discarded": [len(discards[seat_at(i)]) for i in range(3)],
        "hand_sizes": [len(lf_cards(game.hands[seat_at(i)])) for i in range(3)],
        "fu": [game.fu[seat_at(i)] for i in range(3)],
        "master": one_hot(relative(game.master), 3),
        "caller": one_hot(relative(game.caller), 3),
        # said play, said pass, not yet
        "calls": concat(one_hot({True: 0, False: 1, None: 2}[calls[seat_at(i)]], 3) for i in range(3)),
        "led": lf_card_vector(lf_cards(led) if led else set()),
        "best": lf_card_vector(lf_cards(trick[1][1]) if trick else set()),
        "best_seat": one_hot(relative(trick[1][0]) if trick else None, 3),
        "trick_plays": one_hot(len(game.trick) if game.phase == "play" else None, 3),
        "exceptions": [
            int(led is not None and led.kind == lf.Kind.SINGLE and lf_cards(led) <= {(1, 0), (1, 3)}),  # F1
            int(led is not None and led.kind == lf.Kind.SET and all(r == 1 for r, _ in lf_cards(led))),  # F2
        ],
        "phase": one_hot(LF_PHASE[game.phase], 3),
        "to_move": one_hot(relative(game.to_move), 3),
    }
    assert [(k, len(v)) for k, v in blocks.items()] == lf_layout()
    return blocks


# ============================================================================ comparing


def check_encoding(encoded: np.ndarray, blocks: dict[str, list[int]], layout: list[tuple[str, int]]) -> None:
    """encode()'s array against the expected blocks, naming the first block that differs."""
    size = sum(n for _, n in layout)
    assert isinstance(encoded, np.ndarray) and encoded.dtype == np.int8 and encoded.shape == (size,)
    at = 0
    for name, n in layout:
        got = encoded[at : at + n].tolist()
        assert got == blocks[name], f"block {name!r} at {at}..{at + n}: {got} != {blocks[name]}"
        at += n
    expected = np.array(concat(blocks[name] for name, _ in layout), dtype=np.int8)
    np.testing.assert_array_equal(encoded, expected)


def check_dd_encoding(game: dd.Game, seat: int) -> None:
    check_encoding(game.observation(seat).encode(), dd_expected_blocks(game, seat), dd_layout(game.players))


def check_lf_encoding(game: lf.Game, seat: int) -> None:
    check_encoding(game.observation(seat).encode(), lf_expected_blocks(game, seat), lf_layout())


def check_dd_fields(game: dd.Game, seat: int | None) -> None:
    """Every field of game.observation(seat) against the Game."""
    obs = game.observation() if seat is None else game.observation(seat)
    if seat is None:
        seat = game.to_move
        assert seat is not None
    n = game.players
    assert obs.seat == seat and obs.players == n and obs.variant == game.variant
    assert obs.phase == game.phase and obs.to_move == game.to_move
    assert obs.hand == game.hands[seat]
    assert obs.hand_sizes == [len(h) for h in game.hands]
    assert [list(h.counts) for h in obs.played] == dd_played(game)
    assert all(h.players == n for h in obs.played)
    assert list(obs.unseen.counts) == dd_unseen(game, seat)
    assert obs.landlord == game.landlord
    assert obs.kitty == (None if game.landlord is None else game.kitty)
    assert obs.bids == dd_bids(game) and obs.bid_value == game.bid_value
    assert obs.history == dd_plays(game)
    to_beat = dd_to_beat(game)
    assert obs.last_move == (to_beat[0] if to_beat else None)
    assert obs.last_move == (game.last_move if game.phase == "play" else None)
    assert obs.last_seat == (to_beat[1] if to_beat else None)
    assert obs.bombs == sum(m.kind in BOMBS for _, m in dd_plays(game))
    assert obs.multiplier == game.multiplier
    mine = seat == game.to_move
    assert list(obs.legal_moves) == (list(game.legal_moves()) if mine else [])
    assert obs.legal_bids == (game.legal_bids() if mine else [])


def lf_seen_move(move: lf.Move, by: int, seat: int) -> tuple:
    """A move as `seat` sees it: another seat's discard shows only its size (T3)."""
    hidden = move.kind == lf.Kind.DISCARD and by != seat
    return (move.kind, "" if hidden else move.cards, len(move))


def lf_seen(decision: bool | lf.Move, by: int, seat: int) -> object:
    return decision if isinstance(decision, bool) else lf_seen_move(decision, by, seat)


def check_lf_fields(game: lf.Game, seat: int | None) -> None:
    obs = game.observation() if seat is None else game.observation(seat)
    if seat is None:
        seat = game.to_move
        assert seat is not None
    hand = lf_cards(game.hands[seat])
    played, discards = lf_played(game), lf_discards(game)
    public = set().union(*played)
    assert obs.seat == seat and obs.phase == game.phase and obs.to_move == game.to_move
    assert obs.hand == game.hands[seat]
    assert lf_cards(obs.old) == lf_old(hand, public)
    assert lf_cards(obs.public) == public == lf_cards(game.public)
    assert lf_cards(obs.unseen) == ALL_LF - hand - public - discards[seat]
    assert lf_cards(obs.discards) == discards[seat]
    assert obs.discarded == [len(d) for d in discards]
    assert [lf_cards(h) for h in obs.played] == played
    assert obs.hand_sizes == [len(h) for h in game.hands]
    assert obs.fu == game.fu and obs.master == game.master and obs.caller == game.caller
    assert obs.calls == lf_calls(game)
    trick = game.trick if game.phase == "play" else []
    seen_trick = [(s, lf_seen_move(m, s, seat)) for s, m in trick]
    assert [(s, lf_seen_move(m, s, seat)) for s, m in obs.trick] == seen_trick
    assert [(s, lf_seen(d, s, seat)) for s, d in obs.history] == [
        (s, lf_seen(d, s, seat)) for s, d in lf_deal_decisions(game)
    ]
    mine = seat == game.to_move
    assert list(obs.legal_moves) == (list(game.legal_moves()) if mine else [])


# ============================================================================ 1. fields agree with the Game


def dd_walk(players: int, variant: str, seed: int) -> Iterator[dd.Game]:
    """Every decision point of a seeded deal, then its end: bids lean to the pass
    so that all-pass auctions (B4) redeal, plays are random legal moves."""
    rng = random.Random(seed)
    game = dd.Game(players, seed=seed, variant=variant)
    while True:
        yield game
        if game.phase == "over":
            return
        if game.phase == "bidding":
            bids = game.legal_bids()
            game.bid(0 if rng.random() < 0.6 else rng.choice(bids))
        else:
            game.play(rng.choice(list(game.legal_moves())))


def lf_walk(seed: int) -> Iterator[lf.Game]:
    """Every decision point of a seeded Luk Fu deal (three passes redeal, A2), then its end."""
    rng = random.Random(seed)
    game = lf.Game(seed=seed)
    while True:
        yield game
        if game.phase == "over":
            return
        if game.phase == "calling":
            game.call(rng.random() < 0.4)
        else:
            game.play(rng.choice(list(game.legal_moves())))


@pytest.mark.parametrize(("players", "variant"), DD_CONFIGS)
@pytest.mark.parametrize("seed", range(2))
def test_doudizhu_fields_and_encoding_along_whole_deals(players, variant, seed):
    """At every decision of whole random deals (redeals included, B4), for every
    seat, the default seat and encode() (doudizhu/observation.h)."""
    for game in dd_walk(players, variant, seed + 100 * players):
        if game.phase != "over":
            check_dd_fields(game, None)
        for seat in range(players):
            check_dd_fields(game, seat)
            check_dd_encoding(game, seat)
    assert game.phase == "over"


def test_doudizhu_walks_reach_redeals():
    """The walks above do go through all-pass auctions (B4), so the bids block is
    seen reset by a redeal."""
    assert any(list(dd_walk(p, v, s + 100 * p))[-1].deals > 1 for p, v in DD_CONFIGS for s in range(2))


@pytest.mark.parametrize("seed", range(6))
def test_lukfu_fields_and_encoding_along_whole_deals(seed):
    """At every decision of whole random Luk Fu deals (redeals included, A2), for
    every seat, the default seat and encode() (lukfu/observation.h)."""
    for game in lf_walk(seed):
        if game.phase != "over":
            check_lf_fields(game, None)
        for seat in range(3):
            check_lf_fields(game, seat)
            check_lf_encoding(game, seat)
    assert game.phase == "over"


def test_lukfu_walks_reach_redeals_and_discards():
    ends = [list(lf_walk(s))[-1] for s in range(6)]
    assert any(g.deals > 1 for g in ends)
    assert any(isinstance(m, lf.Move) and m.kind == lf.Kind.DISCARD for g in ends for _, m in g.history)


@pytest.mark.parametrize(("players", "variant"), DD_CONFIGS)
@given(data=st.data())
def test_doudizhu_fields_and_encoding_at_reachable_states(players, variant, data):
    """Reachable states of paigen.testing (chains, airplanes, bombs, the rocket,
    four with two to beat, K6-K13b; thrown-in auctions, B4; finished deals):
    every field for every seat and the default one, and encode() against
    doudizhu/observation.h."""
    game = data.draw(doudizhu_states(players, variant, phases=("bidding", "play", "over")))
    if game.phase != "over":
        check_dd_fields(game, None)
    for seat in range(players):
        check_dd_fields(game, seat)
        check_dd_encoding(game, seat)


@given(lukfu_states(phases=("calling", "play", "over")))
def test_lukfu_fields_and_encoding_at_reachable_states(game):
    """Reachable states of paigen.testing (claims R1, leads of 1c / 1t / sets of 1s,
    F1 F2, runs beating runs F3, discards T3): every field, and encode() against
    lukfu/observation.h."""
    if game.phase != "over":
        check_lf_fields(game, None)
    for seat in range(3):
        check_lf_fields(game, seat)
        check_lf_encoding(game, seat)


# ============================================================ 2. encode() == the documented layout


def test_sizes_are_the_documented_layouts():
    """observation_size / OBSERVATION_SIZE are the sums of observation.h's blocks."""
    assert dd.observation_size() == dd.observation_size(3) == sum(n for _, n in dd_layout(3)) == 763
    assert dd.observation_size(4) == sum(n for _, n in dd_layout(4)) == 1811
    assert lf.OBSERVATION_SIZE == sum(n for _, n in lf_layout()) == 398
    assert dd.Game(4, seed=1).observation().encode().shape == (1811,)
    assert lf.Game(seed=1).observation().encode().shape == (lf.OBSERVATION_SIZE,)


def test_encode_default_format_is_paigen_and_each_call_gives_a_new_array():
    for game in (dd.Game(3, seed=2), dd.Game(4, seed=2), lf.Game(seed=2)):
        obs = game.observation()
        first = obs.encode()
        np.testing.assert_array_equal(first, obs.encode("paigen"))
        np.testing.assert_array_equal(first, obs.encode(format="paigen"))
        first[:] = 7  # the caller's own copy
        assert (obs.encode() != 7).any()


def test_an_observation_is_a_snapshot():
    """An Observation keeps what the seat knew when it was taken; the Game goes on."""
    game = dd.Game(3, seed=5)
    obs = game.observation()
    before = obs.encode().copy()
    game.bid(3)
    assert obs.phase == "bidding" and obs.landlord is None and obs.kitty is None
    np.testing.assert_array_equal(obs.encode(), before)
    lgame = lf.Game(seed=5)
    lobs = lgame.observation()
    lbefore = lobs.encode().copy()
    lgame.call(True)
    assert lobs.phase == "calling" and lobs.caller is None
    np.testing.assert_array_equal(lobs.encode(), lbefore)


# ============================================================================ 3. an information set


def dd_view(obs: dd.Observation) -> tuple:
    return (
        obs.seat,
        obs.phase,
        obs.to_move,
        obs.hand,
        obs.hand_sizes,
        obs.played,
        obs.unseen,
        obs.landlord,
        obs.kitty,
        obs.bids,
        obs.bid_value,
        obs.history,
        obs.last_move,
        obs.last_seat,
        obs.bombs,
        obs.multiplier,
        list(obs.legal_moves),
        obs.legal_bids,
        obs.encode().tolist(),
    )


def lf_view(obs: lf.Observation) -> tuple:
    def seen(d):
        return d if isinstance(d, bool) else (d.kind, d.cards, len(d))

    return (
        obs.seat,
        obs.phase,
        obs.to_move,
        obs.hand,
        obs.old,
        obs.public,
        obs.unseen,
        obs.discards,
        obs.discarded,
        obs.played,
        obs.hand_sizes,
        obs.fu,
        obs.master,
        obs.caller,
        obs.calls,
        [(s, seen(m)) for s, m in obs.trick],
        [(s, seen(d)) for s, d in obs.history],
        list(obs.legal_moves),
        obs.encode().tolist(),
    )


@pytest.mark.parametrize(("players", "variant"), DD_CONFIGS)
@given(data=st.data())
def test_doudizhu_hidden_cards_do_not_change_the_seat_view(players, variant, data):
    """Two games that differ only in cards `seat` has not seen (other hands, the
    kitty until taken) give `seat` the same observation and encoding."""
    game = data.draw(doudizhu_states(players, variant, phases=("bidding", "play")))
    seat = data.draw(st.integers(0, players - 1), label="seat")
    other = game.sample_hidden(seat, data.draw(st.integers(0, 2**64 - 1), label="rng"))
    assert dd_view(game.observation(seat)) == dd_view(other.observation(seat))


@given(data=st.data())
def test_lukfu_hidden_cards_do_not_change_the_seat_view(data):
    """The same for Luk Fu: other hands and other seats' discards (T3, O3)."""
    game = data.draw(lukfu_states(phases=("calling", "play")))
    seat = data.draw(st.integers(0, 2), label="seat")
    other = game.sample_hidden(seat, data.draw(st.integers(0, 2**64 - 1), label="rng"))
    assert lf_view(game.observation(seat)) == lf_view(other.observation(seat))


@pytest.mark.parametrize("players", [3, 4])
def test_doudizhu_hidden_cards_are_what_other_seats_see(players):
    """The property above is not vacuous: the sample moves hidden cards, and a
    seat whose own hand was dealt again sees it (hand, unseen blocks)."""
    game = dd.Game(players, seed=11)
    game.bid(3)
    for _ in range(5):
        game.play(game.legal_moves()[-1])
    other = game.sample_hidden(0, 1)
    moved = [p for p in range(1, players) if other.hands[p] != game.hands[p]]
    assert moved
    for p in moved:
        a, b = game.observation(p).encode(), other.observation(p).encode()
        cards = 54 if players == 3 else 108
        assert (a[:cards] != b[:cards]).any()  # the hand block
        check_dd_encoding(other, p)


def test_lukfu_hidden_cards_are_what_other_seats_see():
    game = lf.Game(seed=11)
    game.call(True)
    other = game.sample_hidden(0, 1)
    moved = [p for p in (1, 2) if other.hands[p] != game.hands[p]]
    assert moved
    for p in moved:
        assert (game.observation(p).encode()[:36] != other.observation(p).encode()[:36]).any()
        check_lf_encoding(other, p)


# ============================================================================ 4. edge cases


def blocks_of(encoded: np.ndarray, layout: list[tuple[str, int]]) -> dict[str, list[int]]:
    out, at = {}, 0
    for name, n in layout:
        out[name] = encoded[at : at + n].tolist()
        at += n
    return out


@pytest.mark.parametrize("players", [3, 4])
def test_doudizhu_start_of_the_auction(players):
    """B1: before any bid nothing is public but hand sizes and who bids first;
    the kitty is part of every seat's unseen cards."""
    game = dd.Game(players, seed=3)
    first = game.first_bidder
    hand = 17 if players == 3 else 25
    for seat in range(players):
        obs = game.observation(seat)
        assert obs.phase == "bidding" and obs.to_move == first
        assert obs.landlord is None and obs.kitty is None and obs.last_move is None and obs.last_seat is None
        assert obs.bids == [None] * players and obs.bid_value == 0 and obs.history == [] and obs.bombs == 0
        assert obs.hand_sizes == [hand] * players
        assert len(obs.unseen) == (54 if players == 3 else 108) - hand
        assert obs.legal_bids == ([0, 1, 2, 3] if seat == first else []) and list(obs.legal_moves) == []
        b = blocks_of(obs.encode(), dd_layout(players))
        for name in ("played", "landlord", "kitty", "bids", "last_move", "last_seat", "last_kind", "recent"):
            assert not any(b[name]), name
        assert b["recent_seat"] == [0] * (2 * players * players) and b["bombs"] == [0]
        assert b["phase"] == [1, 0, 0] and b["to_move"] == one_hot((first - seat) % players, players)
        assert b["hand_sizes"] == [hand] * players
        check_dd_encoding(game, seat)


@pytest.mark.parametrize("players", [3, 4])
def test_doudizhu_after_the_kitty_is_taken(players):
    """B3: a bid of 3 ends the auction; the landlord takes the kitty face up, and
    every seat sees it, the bids and the landlord, counted from itself."""
    game = dd.Game(players, seed=4)
    first = game.first_bidder
    game.bid(1)
    game.bid(3)
    landlord = (first + 1) % players
    kitty_size = 3 if players == 3 else 8
    assert game.landlord == landlord and game.phase == "play" and game.to_move == landlord
    for seat in range(players):
        obs = game.observation(seat)
        assert obs.landlord == landlord and obs.kitty == game.kitty and len(obs.kitty) == kitty_size
        assert obs.bids == [1 if p == first else 3 if p == landlord else None for p in range(players)]
        assert obs.bid_value == 3 and obs.hand_sizes[landlord] == (17 if players == 3 else 25) + kitty_size
        b = blocks_of(obs.encode(), dd_layout(players))
        assert b["landlord"] == one_hot((landlord - seat) % players, players)
        assert b["kitty"] == dd_card_vector(dd_counts(game.kitty), players) and any(b["kitty"])
        bids = [0] * (4 * players)
        bids[4 * ((first - seat) % players) + 1] = 1
        bids[4 * ((landlord - seat) % players) + 3] = 1
        assert b["bids"] == bids
        assert b["phase"] == [0, 1, 0] and b["to_move"] == one_hot((landlord - seat) % players, players)
        assert not any(b["last_move"]) and not any(b["last_seat"]) and not any(b["last_kind"])  # P1: a lead
        check_dd_encoding(game, seat)


def test_doudizhu_lead_after_two_passes():
    """P3: after a play and two passes the trick ends; the player leads again, with
    no move to beat, and the recent plays hold the two passes (no cards, a seat)
    and the play, newest first."""
    game = dd.Game(3, seed=6)
    game.bid(3)
    landlord = game.landlord
    lead = next(m for m in game.legal_moves() if m.kind == dd.Kind.SINGLE)
    game.play(lead)
    assert game.observation().last_move == lead and game.observation().last_seat == landlord
    game.play("")
    game.play("pass")
    assert game.to_move == landlord and game.last_move is None
    for seat in range(3):
        obs = game.observation(seat)
        assert obs.last_move is None and obs.last_seat is None
        passes = [((landlord + k) % 3, dd.Move("")) for k in (1, 2)]
        assert obs.history == [(landlord, lead), *passes]
        b = blocks_of(obs.encode(), dd_layout(3))
        assert not any(b["last_move"]) and not any(b["last_seat"]) and not any(b["last_kind"])
        recent = [b["recent"][54 * i : 54 * (i + 1)] for i in range(6)]
        assert not any(recent[0]) and not any(recent[1]) and recent[2] == dd_card_vector(dd_counts(lead), 3)
        assert not any(concat(recent[3:]))
        seats = [b["recent_seat"][3 * i : 3 * (i + 1)] for i in range(6)]
        assert seats[:3] == [one_hot((landlord + k - seat) % 3, 3) for k in (2, 1, 0)]
        assert seats[3:] == [[0, 0, 0]] * 3
        check_dd_encoding(game, seat)
    # One pass into the next trick, the move to beat is still the lead, not the pass.
    game.play(game.legal_moves()[-1])
    game.play("")
    obs = game.observation()
    assert obs.last_seat == landlord and obs.last_move == game.last_move and not obs.last_move.is_pass


def test_doudizhu_recent_keeps_the_last_2n_plays():
    """recent: R = 2n plays and passes, newest first; older ones drop out."""
    for game in dd_walk(3, "standard", 21):
        if len(dd_plays(game)) >= 8:
            break
    plays = dd_plays(game)
    seat = game.to_move
    b = blocks_of(game.observation(seat).encode(), dd_layout(3))
    for i in range(6):
        by, move = plays[-1 - i]
        assert b["recent"][54 * i : 54 * (i + 1)] == dd_card_vector(dd_counts(move), 3)
        assert b["recent_seat"][3 * i : 3 * (i + 1)] == one_hot((by - seat) % 3, 3)


@pytest.mark.parametrize(("players", "variant"), DD_CONFIGS)
def test_doudizhu_finished_deal(players, variant):
    """P4: once over no seat is to move: observation() must be told the seat; every
    seat sees the whole play, no legal move, phase 'over' and no seat to move."""
    *_, game = dd_walk(players, variant, 7)
    assert game.phase == "over" and game.to_move is None
    with pytest.raises(ValueError, match="seat"):
        game.observation()
    with pytest.raises(ValueError, match="seat"):
        game.observation(None)
    for seat in range(players):
        obs = game.observation(seat)
        assert obs.phase == "over" and obs.to_move is None and obs.last_move is None and obs.last_seat is None
        assert list(obs.legal_moves) == [] and obs.legal_bids == []
        assert 0 in obs.hand_sizes
        b = blocks_of(obs.encode(), dd_layout(players))
        assert b["phase"] == [0, 0, 1] and b["to_move"] == [0] * players
        check_dd_encoding(game, seat)


def test_doudizhu_thrown_in_deal():
    """B4 with given cards: an all-pass auction throws the cards in and the deal
    is over with no landlord; the bids stay seen."""
    dealt = dd.Game(3, seed=1)
    game = dd.Game(3, hands=dealt.hands, kitty=dealt.kitty, first_bidder=1)
    for _ in range(3):
        game.bid(0)
    assert game.phase == "over" and game.thrown_in
    for seat in range(3):
        obs = game.observation(seat)
        assert obs.landlord is None and obs.kitty is None and obs.bids == [0, 0, 0]
        b = blocks_of(obs.encode(), dd_layout(3))
        assert b["bids"] == [1, 0, 0, 0] * 3 and b["phase"] == [0, 0, 1] and not any(b["kitty"])
        check_dd_encoding(game, seat)


@pytest.mark.parametrize("players", [3, 4])
def test_doudizhu_redeal_starts_the_auction_afresh(players):
    """B4 with a seeded deal: an all-pass auction deals again; the new auction's
    bids start empty."""
    game = dd.Game(players, seed=9)
    for _ in range(players):
        game.bid(0)
    assert game.deals == 2 and game.phase == "bidding"
    for seat in range(players):
        obs = game.observation(seat)
        assert obs.bids == [None] * players and obs.history == []
        assert not any(blocks_of(obs.encode(), dd_layout(players))["bids"])
        check_dd_fields(game, seat)
        check_dd_encoding(game, seat)
    game.bid(2)
    assert game.observation().bids[(game.to_move - 1) % players] == 2
    check_dd_encoding(game, game.to_move)


def test_doudizhu_observing_a_seat_not_to_move():
    """A seat that is not to decide gets its own hand, not the mover's, and no
    legal bids or moves; to_move points at the mover, counted from the seat."""
    game = dd.Game(4, seed=12)
    game.bid(3)
    mover = game.to_move
    for seat in range(4):
        obs = game.observation(seat)
        assert obs.seat == seat and obs.hand == game.hands[seat] and obs.to_move == mover
        if seat != mover:
            assert list(obs.legal_moves) == [] and obs.legal_bids == []
        else:
            assert list(obs.legal_moves) == list(game.legal_moves()) and len(obs.legal_moves) > 0
        assert blocks_of(obs.encode(), dd_layout(4))["to_move"] == one_hot((mover - seat) % 4, 4)
    np.testing.assert_array_equal(game.observation().encode(), game.observation(mover).encode())


def test_doudizhu_bombs_count_every_bomb_in_four_players():
    """bombs counts bombs and rockets played, the 4- and 5-card bombs of four
    players too, which do not double the stake (S3)."""
    deck = "".join(r * 8 for r in dd.RANKS[:13]) + "BBRR"  # D3, sorted
    hands = [deck[25 * i : 25 * (i + 1)] for i in range(4)]
    game = dd.Game(4, hands=hands, kitty=deck[100:], first_bidder=0)
    game.bid(3)
    game.play("3333")
    assert game.multiplier == 1  # S3: a 4-card bomb does not double
    for seat in range(4):
        obs = game.observation(seat)
        assert obs.bombs == 1 and obs.last_move.kind == dd.Kind.BOMB
        b = blocks_of(obs.encode(), dd_layout(4))
        assert b["bombs"] == [1] and b["last_kind"] == one_hot(int(dd.Kind.BOMB), 15)
        check_dd_encoding(game, seat)


def test_lukfu_start_of_the_calling():
    """A1: the Master decides first; nothing played, no caller, no call yet."""
    game = lf.Game(seed=3)
    master = game.master
    for seat in range(3):
        obs = game.observation(seat)
        assert obs.phase == "calling" and obs.to_move == master == obs.master and obs.caller is None
        assert obs.calls == [None] * 3 and obs.trick == [] and obs.history == []
        assert obs.hand_sizes == [12] * 3
        assert len(obs.unseen) == 24 and len(obs.public) == 0 and obs.discarded == [0, 0, 0]
        b = blocks_of(obs.encode(), lf_layout())
        assert b["calls"] == [0, 0, 1] * 3 and b["caller"] == [0, 0, 0]
        assert b["master"] == one_hot((master - seat) % 3, 3) and b["phase"] == [1, 0, 0]
        assert not any(b["trick_plays"]) and not any(b["led"]) and not any(b["best"])
        check_lf_encoding(game, seat)


def test_lukfu_redeal_starts_the_calling_afresh():
    """A2: three passes void the deal and deal again; the new round's calls start empty."""
    game = lf.Game(seed=4)
    for _ in range(3):
        game.call(False)
    assert game.deals == 2 and game.phase == "calling"
    for seat in range(3):
        obs = game.observation(seat)
        assert obs.calls == [None] * 3 and obs.history == []
        check_lf_encoding(game, seat)
    game.call(False)
    game.call(True)
    obs = game.observation(0)
    assert obs.caller == game.caller and sorted(obs.calls, key=str) == [False, None, True]
    check_lf_encoding(game, 0)


LF_HANDS = [
    # seat 0 (the Master, who calls): a set of 1s, 1c, low cards
    "1c 1s 1m 2c 3c 4c 5s 6s 2m 3m 4m 2t",
    # seat 1: high clubs but no 9c (so no claim), Old 1t
    "5c 6c 7c 8c 7s 8s 5m 6m 7m 1t 3t 4t",
    "9c 2s 3s 4s 9s 8m 9m 5t 6t 7t 8t 9t",
]


@pytest.mark.parametrize(("lead", "flags"), [("1c", [1, 0]), ("1c 1s 1m", [0, 1]), ("2c", [0, 0])])
def test_lukfu_led_exceptions(lead, flags):
    """F1: a single 1c led cannot be beaten; F2: a led set of 1s only by the set of
    9s. The exceptions block says which holds for the trick being followed, and
    the trick blocks (led, best, best_seat, trick_plays) follow the trick."""
    game = lf.Game(hands=LF_HANDS, master=0)
    game.call(True)
    assert game.to_move == 0
    game.play(lead)
    for seat in range(3):
        b = blocks_of(game.observation(seat).encode(), lf_layout())
        assert b["exceptions"] == flags
        assert b["led"] == b["best"] == lf_card_vector(lf_cards(lead))
        assert b["best_seat"] == one_hot((0 - seat) % 3, 3) and b["trick_plays"] == [0, 1, 0]
        check_lf_encoding(game, seat)
        check_lf_fields(game, seat)
    # The next seat answers: a beat or, when it cannot (T3), a discard that only it sees.
    answer = game.legal_moves()[0]
    game.play(answer)
    b = blocks_of(game.observation(2).encode(), lf_layout())
    assert b["trick_plays"] == [0, 0, 1] and b["exceptions"] == flags
    if answer.kind == lf.Kind.DISCARD:
        assert game.observation(2).discarded == [0, len(answer), 0]
        assert game.observation(2).trick[1][1].cards == "" and game.observation(1).trick[1][1] == answer
        assert b["best_seat"] == [0, 1, 0]  # seat 0's lead, counted from seat 2
    else:
        assert b["best"] == lf_card_vector(lf_cards(answer)) and b["best_seat"] == [0, 0, 1]
    for seat in range(3):
        check_lf_encoding(game, seat)
        check_lf_fields(game, seat)


def test_lukfu_finished_deal():
    """R1/E1: a finished deal has no seat to move; each seat can still be observed."""
    *_, game = lf_walk(3)
    assert game.phase == "over" and game.to_move is None
    with pytest.raises(ValueError, match="seat"):
        game.observation()
    for seat in range(3):
        obs = game.observation(seat)
        assert obs.phase == "over" and obs.to_move is None and list(obs.legal_moves) == [] and obs.trick == []
        b = blocks_of(obs.encode(), lf_layout())
        assert b["phase"] == [0, 0, 1] and b["to_move"] == [0, 0, 0] and not any(b["trick_plays"])
        check_lf_encoding(game, seat)


def test_lukfu_observing_a_seat_not_to_move():
    game = lf.Game(seed=8)
    game.call(True)
    mover = game.to_move
    for seat in range(3):
        obs = game.observation(seat)
        assert obs.hand == game.hands[seat] and obs.to_move == mover
        assert (list(obs.legal_moves) == []) == (seat != mover)
        assert blocks_of(obs.encode(), lf_layout())["to_move"] == one_hot((mover - seat) % 3, 3)


def bad_seats(players: int) -> list[tuple[object, type]]:
    return [
        (-1, ValueError),
        (players, ValueError),
        (2**70, ValueError),
        ("x", TypeError),
        ("0", TypeError),
        (1.0, TypeError),
        (True, TypeError),
        ([0], TypeError),
    ]


@pytest.mark.parametrize(
    "make",
    [lambda: dd.Game(3, seed=1), lambda: dd.Game(4, seed=1), lambda: lf.Game(seed=1)],
    ids=["doudizhu3", "doudizhu4", "lukfu"],
)
def test_bad_seats_are_refused_by_name(make):
    """A seat outside 0..players-1 is a ValueError, a seat that is not an int a
    TypeError, each naming `seat`; None is the seat to move, and any integer
    type (numpy's too) is a seat."""
    game = make()
    players = 3 if isinstance(game, lf.Game) else game.players
    for seat, error in bad_seats(players):
        with pytest.raises(error, match="seat") as info:
            game.observation(seat)
        assert type(info.value) in (ValueError, TypeError)
        with pytest.raises(error, match="seat"):
            game.observation(seat=seat)
    assert game.observation(None).seat == game.to_move
    assert game.observation(np.int64(players - 1)).seat == players - 1
    assert game.observation(seat=np.uint8(1)).seat == 1


def test_bad_formats_and_player_counts_are_refused_by_name():
    obs = dd.Game(3, seed=1).observation()
    with pytest.raises(ValueError, match="format"):
        obs.encode("paigen2")
    with pytest.raises(TypeError, match="format"):
        obs.encode(None)
    lobs = lf.Game(seed=1).observation()
    with pytest.raises(ValueError, match="format"):
        lobs.encode("douzero")
    with pytest.raises(TypeError, match="format"):
        lobs.encode(3)
    bad = [(2, ValueError), (5, ValueError), ("3", TypeError), (True, TypeError), (3.0, TypeError)]
    for players, error in bad:
        with pytest.raises(error, match="players"):
            dd.observation_size(players)
