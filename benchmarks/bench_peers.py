"""paigen vs OpenSpiel ``dou_dizhu``: legal-move generation on the same hands.

Two groups, each over the same seeded positions for both libraries:

* ``peer-lead20``: the landlord holds a 20-card hand and leads (3 players).
* ``peer-reply17``: a peasant holds a 17-card hand and must answer the landlord's
  lead.  The lead is drawn uniformly from the moves that are legal leads of the
  landlord's 20-card hand in *both* libraries (so four-with-two, which OpenSpiel
  does not have, and OpenSpiel-only airplanes with repeated solo wings never
  occur).

What is timed, per position, with the same output on both sides (the action
ids of the legal moves, one position per call):

* OpenSpiel: ``state.legal_actions()`` (a Python list of int ids) on a
  ``pyspiel`` state prepared beforehand.
* paigen ``Game``: ``game.legal_action_ids()`` (a numpy int32 array of ids) on a
  ``dd.Game`` dealt the same cards and brought to the same position.
* paigen ``ActionSpace``: ``space.legal_ids(hand, last)`` (a numpy int32 array)
  with ``hand = dd.Hand(...)`` and ``last = dd.classify(...)`` (``None`` for a
  lead) prepared beforehand.

Both libraries' move sets differ a little (OpenSpiel has no four-with-two and
allows airplanes with repeated solo wings), which the move counts show.  Script
mode also prints the cost of the Python loop itself with a no-op call, and the
ratios with every result kept on both sides: the loops above drop each array by
the next call, as a bot does, which lets paigen hand it out again.

How the OpenSpiel states are built (OpenSpiel >= 2.0 numbering): chance action
``0`` puts the face-up card at deal position 0, so seat 0 receives it and bids
first; the next 51 chance actions ``51 + card`` deal the cards round-robin to
seats 0, 1, 2 (card ``c`` is rank ``c % 13`` in ``3..2`` for ``c < 52``, ``52`` is
the black joker ``B``, ``53`` the red joker ``R``); the 3 undealt cards are the
kitty.  Seat 0 then bids 3 (player action ``3``), becomes landlord, takes the
kitty and leads.  For a reply, seat 0 plays the chosen lead and seat 1 is to move.

Run ``python -m benchmarks.bench_peers`` for a µs-per-call table with ratios
(CPU time, ``time.process_time``, min of interleaved warmed rounds), or
``python -m pytest benchmarks/bench_peers.py -q -p no:cacheprovider --benchmark-enable``
(by default each benchmark runs once as a plain test: ``--benchmark-disable``).
"""

from __future__ import annotations

import functools
import time
from collections import Counter
from dataclasses import dataclass

import numpy as np
import pytest

from paigen import doudizhu as dd

pyspiel = pytest.importorskip("pyspiel")

N_POSITIONS = 200
LEAD_SEED = 20261129
REPLY_SEED = 20261130

RANKS = dd.RANKS  # "3456789TJQKA2BR", rank index 0..14
N_CARDS = 54
DEAL_ACTION_BASE = 51  # OpenSpiel chance action for dealing card c is 51 + c
BID_3 = 3  # OpenSpiel player actions: 0 pass, 1..3 bids, >= 4 plays
LANDLORD, REPLIER = 0, 1

NOT_SHARED = ("FOUR_TWO_SINGLES", "FOUR_TWO_PAIRS", "PASS")  # last moves: OpenSpiel has no four-with-two
SHARED_KINDS = frozenset(kind for name, kind in dd.Kind.__members__.items() if name not in NOT_SHARED)


# --- Notation mapping ---


def card_rank(card: int) -> int:
    """OpenSpiel card id 0..53 -> our rank index 0..14 (3..2, B, R)."""
    return card % 13 if card < 52 else card - 39


def cards_str(cards) -> str:
    """Canonical paigen string (sorted low to high) of OpenSpiel card ids."""
    return "".join(RANKS[r] for r in sorted(card_rank(int(c)) for c in cards))


def openspiel_to_cards(text: str) -> str:
    """An OpenSpiel hand / play string (``'333444-5566'``, ``'(BWJ)(CJ)'``) in our notation."""
    text = text.replace("(BWJ)", "B").replace("(CJ)", "R").replace("-", "")
    return "".join(sorted(text, key=RANKS.index))


@functools.cache
def _game():
    return pyspiel.load_game("dou_dizhu")


def dealt_state(seat_cards, kitty):
    """OpenSpiel state right after seat 0 bid 3: seat 0 is landlord, holds
    ``seat_cards[0] + kitty`` (20 cards) and leads; seats 1 and 2 hold 17 each."""
    assert len(kitty) == 3 and all(len(h) == 17 for h in seat_cards)
    state = _game().new_initial_state()
    state.apply_action(0)  # face-up card at deal position 0 -> seat 0 bids first
    for i in range(17):
        for seat in range(3):
            state.apply_action(DEAL_ACTION_BASE + int(seat_cards[seat][i]))
    # the kitty is whatever was not dealt
    assert state.current_player() == LANDLORD, "auction must start at seat 0"
    state.apply_action(BID_3)
    assert state.current_player() == LANDLORD
    return state


def openspiel_hand(state, seat: int) -> str:
    first = state.observation_string(seat).splitlines()[0]
    assert first.startswith("My hand "), first
    return openspiel_to_cards(first[len("My hand ") :])


# --- Positions ---


@dataclass
class Positions:
    states: list  # pyspiel states, the player to move is the one benchmarked
    hands: list  # dd.Hand, same hand as the OpenSpiel player to move
    lasts: list  # dd.Move (reply) or None (lead)
    hand_strs: list
    last_strs: list
    games: list  # dd.Game at the same position
    os_counts: list  # len(state.legal_actions()) per position
    pg_counts: list  # len(dd.legal_moves(hand, last)) per position


def dealt_game(seat_cards, kitty, last: str | None) -> dd.Game:
    """The dd.Game of dealt_state: seat 0 bids 3, takes the kitty and leads
    (then plays `last` when given, and seat 1 is to answer)."""
    game = dd.Game(3, hands=[cards_str(c) for c in seat_cards], kitty=cards_str(kitty), first_bidder=0)
    game.bid(3)
    if last is not None:
        game.play(last)
    return game


def _finish(states, games, hand_strs, last_strs, seat) -> Positions:
    hands = [dd.Hand(h) for h in hand_strs]
    lasts = [None if m is None else dd.classify(m) for m in last_strs]
    for st, game, h in zip(states, games, hand_strs):
        assert st.current_player() == seat == game.to_move
        assert openspiel_hand(st, seat) == h == str(game.hands[seat]), (openspiel_hand(st, seat), h)
    return Positions(
        states=states,
        games=games,
        hands=hands,
        lasts=lasts,
        hand_strs=hand_strs,
        last_strs=last_strs,
        os_counts=[len(st.legal_actions()) for st in states],
        pg_counts=[len(dd.legal_moves(h, m)) for h, m in zip(hands, lasts)],
    )


@functools.cache
def lead_positions(n: int = N_POSITIONS, seed: int = LEAD_SEED) -> Positions:
    """20-card landlord hands leading: deck[:20] is the landlord (first 17 dealt,
    last 3 the kitty), deck[20:37] and deck[37:] the peasants."""
    rng = np.random.default_rng(seed)
    states, games, hand_strs = [], [], []
    for _ in range(n):
        deck = rng.permutation(N_CARDS)
        landlord = deck[:20]
        seats = (landlord[:17], deck[20:37], deck[37:])
        states.append(dealt_state(seats, landlord[17:]))
        games.append(dealt_game(seats, landlord[17:], None))
        hand_strs.append(cards_str(landlord))
    return _finish(states, games, hand_strs, [None] * n, LANDLORD)


@functools.cache
def reply_positions(n: int = N_POSITIONS, seed: int = REPLY_SEED) -> Positions:
    """17-card hands answering a lead: deck[:17] is the replier (seat 1),
    deck[17:37] the landlord (seat 0), deck[37:] seat 2.  The landlord's lead is
    uniform over the moves that are legal leads in both libraries."""
    rng = np.random.default_rng(seed)
    states, games, hand_strs, last_strs = [], [], [], []
    while len(states) < n:
        deck = rng.permutation(N_CARDS)
        replier, landlord, other = deck[:17], deck[17:37], deck[37:]
        state = dealt_state((landlord[:17], replier, other), landlord[17:])
        by_cards: dict[str, list[int]] = {}
        for a in state.legal_actions():
            by_cards.setdefault(openspiel_to_cards(state.action_to_string(a)), []).append(a)
        leads = [
            m.cards
            for m in dd.legal_moves(dd.Hand(cards_str(landlord)))
            if m.kind in SHARED_KINDS and len(by_cards.get(m.cards, ())) == 1
        ]
        if not leads:  # cannot happen with 20 cards (any single works), kept for safety
            continue
        last = leads[int(rng.integers(len(leads)))]
        state.apply_action(by_cards[last][0])
        states.append(state)
        games.append(dealt_game((landlord[:17], replier, other), landlord[17:], last))
        hand_strs.append(cards_str(replier))
        last_strs.append(last)
    return _finish(states, games, hand_strs, last_strs, REPLIER)


# --- The timed loops (identical shape for both libraries) ---


def run_openspiel(states) -> int:
    total = 0
    for st in states:
        total += len(st.legal_actions())
    return total


def run_game_ids(games) -> int:
    total = 0
    for game in games:
        total += len(game.legal_action_ids())
    return total


SPACE = dd.ActionSpace()


def run_space_ids(hands, lasts) -> int:
    legal_ids = SPACE.legal_ids
    total = 0
    for h, m in zip(hands, lasts):
        total += len(legal_ids(h, m))
    return total


def run_kept(call, *columns) -> int:
    """A pass that keeps every result: no id array is dropped before the next call."""
    kept = [call(*args) for args in zip(*columns)]
    return sum(map(len, kept))


def run_empty(hands, lasts) -> int:
    """Loop overhead reference: the paigen loop with a Python no-op instead."""
    noop = lambda h, m: ()  # noqa: E731
    total = 0
    for h, m in zip(hands, lasts):
        total += len(noop(h, m))
    return total


# --- pytest-benchmark ---


@pytest.fixture(scope="module")
def leads() -> Positions:
    return lead_positions()


@pytest.fixture(scope="module")
def replies() -> Positions:
    return reply_positions()


@pytest.mark.benchmark(group="peer-lead20")
def test_openspiel_lead20(benchmark, leads):
    total = benchmark(run_openspiel, leads.states)
    assert total == sum(leads.os_counts) > 0


@pytest.mark.benchmark(group="peer-lead20")
def test_paigen_game_ids_lead20(benchmark, leads):
    total = benchmark(run_game_ids, leads.games)
    assert total == sum(leads.pg_counts) > 0


@pytest.mark.benchmark(group="peer-lead20")
def test_paigen_space_ids_lead20(benchmark, leads):
    total = benchmark(run_space_ids, leads.hands, leads.lasts)
    assert total == sum(leads.pg_counts) > 0


@pytest.mark.benchmark(group="peer-reply17")
def test_openspiel_reply17(benchmark, replies):
    total = benchmark(run_openspiel, replies.states)
    assert total == sum(replies.os_counts) > 0


@pytest.mark.benchmark(group="peer-reply17")
def test_paigen_game_ids_reply17(benchmark, replies):
    total = benchmark(run_game_ids, replies.games)
    assert total == sum(replies.pg_counts) > 0


@pytest.mark.benchmark(group="peer-reply17")
def test_paigen_space_ids_reply17(benchmark, replies):
    total = benchmark(run_space_ids, replies.hands, replies.lasts)
    assert total == sum(replies.pg_counts) > 0


def test_peer_positions_agree(leads, replies):
    """Same hands on both sides; counts are of the same order (the rules differ:
    OpenSpiel has no four-with-two, allows repeated solo wings on airplanes...)."""
    for pos in (leads, replies):
        assert all(c > 0 for c in pos.os_counts + pos.pg_counts)
        ratio = sum(pos.pg_counts) / sum(pos.os_counts)
        assert 0.5 < ratio < 2.5, ratio
    # every last move is a legal lead for both libraries and the replier may pass
    assert all(m is not None and m.kind in SHARED_KINDS for m in replies.lasts)
    for st in replies.states:
        assert 0 in st.legal_actions()  # OpenSpiel pass
    # both paigen paths give the same ids, those of the legal moves
    for pos in (leads, replies):
        for game, h, m in zip(pos.games, pos.hands, pos.lasts):
            ids = game.legal_action_ids()
            assert (
                ids.tolist()
                == SPACE.legal_ids(h, m).tolist()
                == dd.legal_moves(h, m).action_ids(SPACE).tolist()
            )


# --- Script mode ---


def _us_per_call(runs: dict, n_positions: int, rounds: int) -> dict:
    """µs per call for each ``name -> (fn, args)``: the least CPU time
    (``time.process_time``) of one pass over the positions, over `rounds`
    rounds that run every contender in turn, each timed pass after an
    untimed one: else the row after OpenSpiel's pays for the caches it evicted."""
    best = dict.fromkeys(runs, float("inf"))
    for _ in range(rounds):
        for name, (fn, fargs) in runs.items():
            fn(*fargs)
            start = time.process_time()
            fn(*fargs)
            best[name] = min(best[name], time.process_time() - start)
    return {name: t / n_positions * 1e6 for name, t in best.items()}


def _summary(counts) -> str:
    a = np.asarray(counts)
    return f"mean {a.mean():6.1f}  median {np.median(a):5.0f}  min {a.min():4d}  max {a.max():5d}"


def main(argv=None) -> int:
    import argparse

    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("-n", "--positions", type=int, default=N_POSITIONS)
    ap.add_argument(
        "-r", "--rounds", type=int, default=200, help="interleaved rounds (the least CPU time is kept)"
    )
    args = ap.parse_args(argv)

    from tests.helpers.timings import machine_header

    print(machine_header())
    print(
        f"pyspiel {getattr(pyspiel, '__version__', '?')}, {args.positions} positions per group, one position "
        f"per call on both sides, least CPU time of {args.rounds} interleaved rounds"
    )
    groups = [
        ("lead20", lead_positions(args.positions, LEAD_SEED), 30.0),
        ("reply17", reply_positions(args.positions, REPLY_SEED), 3.0),
    ]
    for name, pos, target in groups:
        n = len(pos.states)
        us = _us_per_call(
            {
                "openspiel": (run_openspiel, (pos.states,)),
                "game": (run_game_ids, (pos.games,)),
                "space": (run_space_ids, (pos.hands, pos.lasts)),
                "loop": (run_empty, (pos.hands, pos.lasts)),
                "openspiel kept": (run_kept, (pyspiel.State.legal_actions, pos.states)),
                "game kept": (run_kept, (dd.Game.legal_action_ids, pos.games)),
                "space kept": (run_kept, (SPACE.legal_ids, pos.hands, pos.lasts)),
            },
            n,
            args.rounds,
        )
        os_us = us["openspiel"]
        print(f"\n[{name}]  moves: OpenSpiel {_summary(pos.os_counts)}; paigen {_summary(pos.pg_counts)}")
        print(f"  OpenSpiel state.legal_actions()      {os_us:8.3f} us/call   (list of int ids)")
        for key, label in (("game", "game.legal_action_ids()"), ("space", "space.legal_ids(hand, last)")):
            ratio = os_us / us[key]
            print(
                f"  paigen    {label:27s}{us[key]:8.3f} us/call   OpenSpiel/paigen {ratio:6.2f}x "
                f"(target >= {target:g}x)"
            )
        print(f"  (python loop + no-op call            {us['loop']:8.3f} us/call, included in every row)")
        kept = ", ".join(
            f"{key} {us['openspiel kept'] / us[key + ' kept']:.2f}x" for key in ("game", "space")
        )
        print(f"  every result kept on both sides, OpenSpiel/paigen: {kept}")
        if name == "reply17":
            kinds = Counter(str(m.kind) for m in pos.lasts)
            print("  last-move kinds: " + ", ".join(f"{k} {v}" for k, v in kinds.most_common()))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
