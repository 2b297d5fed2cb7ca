"""The Luk Fu observation as the tests expect it, worked out from the Game it was
taken of through its public API only (hands, trick, fu, calls, history, ...),
never from the Observation itself. The encoder below is written in Python
straight from the layout documented in cpp/include/paigen/lukfu/observation.h
(block order, sizes, int8): it shares no code with paigen's encoder."""

from __future__ import annotations

import random
from collections.abc import Iterator

from paigen import lukfu as lf
from tests.helpers.observation_blocks import check_encoding, concat, one_hot

LF_PHASE = {"calling": 0, "play": 1, "over": 2}


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


def check_lf_encoding(game: lf.Game, seat: int) -> None:
    check_encoding(game.observation(seat).encode(), lf_expected_blocks(game, seat), lf_layout())


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
