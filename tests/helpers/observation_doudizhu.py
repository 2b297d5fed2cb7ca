"""The Dou Dizhu observation as the tests expect it, worked out from the Game it
was taken of through its public API only (hands, kitty, landlord, history,
last move, ...), never from the Observation itself. The encoder below is written
in Python straight from the layout documented in
cpp/include/paigen/doudizhu/observation.h (block order, sizes, int8): it shares
no code with paigen's encoder, so a block moved, resized or off by one fails."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator

from paigen import doudizhu as dd
from tests.helpers.observation_blocks import check_encoding, concat, one_hot

# The Dou Dizhu rule sets: 4 players has one; 3 players every preset.
DD_CONFIGS = [(3, "standard"), (3, "douzero"), (3, "rlcard"), (3, "openspiel"), (4, "standard")]
DD_PHASE = {"bidding": 0, "play": 1, "over": 2}
BOMBS = (dd.Kind.BOMB, dd.Kind.ROCKET)


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


def check_dd_encoding(game: dd.Game, seat: int) -> None:
    check_encoding(game.observation(seat).encode(), dd_expected_blocks(game, seat), dd_layout(game.players))


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
