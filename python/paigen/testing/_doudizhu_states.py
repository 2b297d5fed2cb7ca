"""Dou Dizhu strategies of reachable play: states (a Game some way into a
deal, its history replaying from the deal) and positions (a hand and the
move to beat, the move generator's input). Hands, moves and deals are in
``_doudizhu.py``, the shared parts in ``_common.py``."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Optional

import numpy as np
from hypothesis import strategies as st

from .. import doudizhu as dd
from . import _common as c
from ._doudizhu import (
    _DECKS,
    _PHASES,
    VariantArg,
    _counts,
    _deal_sizes,
    _deals,
    _Deck,
    _deck,
    _universe,
    _variant,
)

__all__ = ["doudizhu_positions", "doudizhu_states"]


def _pick_move(draw: st.DrawFn, moves: dd.MoveList, kind_first: bool, aim: str | None) -> dd.Move:
    """A legal move; one of kind `aim` if there is one (the walk steers for it)."""
    kinds = np.asarray(moves.kinds)
    aimed = None if aim is None else kinds == dd.Kind.__members__[aim.upper()]
    return moves[c.pick_by_kind(draw, kinds, kind_first=kind_first, aim=aimed)]  # type: ignore[no-any-return]


def _pick_bid(draw: st.DrawFn, game: dd.Game, throw_in: bool) -> int:
    """A legal bid, the pass half the time (shrinking toward a bid of 3, which
    ends the auction); never the pass that throws the cards in (B4) unless
    `throw_in`."""
    bids = sorted(game.legal_bids(), reverse=True)
    if not throw_in:
        trial = game.clone()
        trial.bid(0)
        if trial.phase == "over":
            bids.remove(0)
    return bids[c.choose(draw, [1 if bid else max(len(bids) - 1, 1) for bid in bids])]


# Airplanes are played in few deals: weighed double.
_TAGS = tuple(
    str(kind)
    for kind in (
        dd.Kind.STRAIGHT,
        dd.Kind.PAIR_CHAIN,
        dd.Kind.TRIPLE_CHAIN,
        dd.Kind.AIRPLANE_SINGLE,
        dd.Kind.AIRPLANE_SINGLE,
        dd.Kind.AIRPLANE_PAIR,
        dd.Kind.AIRPLANE_PAIR,
        dd.Kind.BOMB,
        dd.Kind.ROCKET,
        dd.Kind.FOUR_TWO_SINGLES,
        dd.Kind.FOUR_TWO_PAIRS,
    )
)


def _tag(game: dd.Game) -> str | None:
    """The kind of the move to beat, when it is one of the rare kinds worth
    stopping at: chains, airplanes, bombs, the rocket, four with two."""
    last = game.last_move
    return str(last.kind) if last is not None and str(last.kind) in _TAGS else None


def _walk(draw: st.DrawFn, game: dd.Game, phase: str) -> dd.Game:
    """A state of a new deal in `phase`: drawn legal decisions (each move's
    kind drawn first, or in one walk in four any move) until a drawn Stop,
    steering for the kind of move to beat it names."""
    if phase == "play":
        stop = c.stop(draw, 3 * _DECKS[game.players].landlord, _TAGS)
    elif phase == "bidding":
        stop = c.stop(draw, 2 * game.players)
    else:
        stop = c.Stop(None, None)  # to the end
    kind_first = c.choose(draw, (3, 1)) == 0
    return c.walk(
        game,
        phase,
        stop,
        "bidding",
        decide=lambda g: g.bid(_pick_bid(draw, g, throw_in=phase != "play")),
        play=lambda g: g.play(_pick_move(draw, g.legal_moves(), kind_first, stop.tag)),
        tag=_tag,
    )


@st.composite
def _states(
    draw: st.DrawFn,
    deck: _Deck,
    variant: dd.Variant,
    sizes: tuple[int, int] | None,
    phases: tuple[str, ...],
) -> dd.Game:
    game = draw(_deals(deck, variant, sizes))
    weights = {"bidding": 1, "play": 4, "over": 1}
    return _walk(draw, game, phases[c.choose(draw, [weights[p] for p in phases])])


def doudizhu_states(
    players: int = 3,
    variant: VariantArg = "standard",
    *,
    min_cards: int | None = None,
    max_cards: int | None = None,
    phases: Iterable[str] = ("bidding", "play"),
) -> st.SearchStrategy[dd.Game]:
    """Reachable Dou Dizhu games: a deal of :func:`doudizhu_deals` (same
    keywords) played on by legal decisions that hypothesis draws, up to a
    drawn stop.

    ``phases`` names the phases wanted: ``"bidding"`` (the auction, B1-B4),
    ``"play"`` (tricks, P1-P4) and ``"over"`` (a finished deal, thrown in or
    played out). A play state is a drawn number of decisions in (about one in
    ten the first lead, with full hands; one in six the last decision, a
    player about to go out), or the first answer to a drawn rare kind: a
    chain, an airplane, a bomb, the rocket, four with two. The kind of each
    move is usually drawn first, so those kinds get played. Each state
    replays: ``game.history`` applied to a new Game of the same deal reaches
    it, and ``Game.load(game.save())`` gives it back. Shrinks toward a short
    history from the sorted deck.
    """
    deck = _deck(players)
    wanted = c.check_phases(phases, _PHASES)
    strategy = _states(deck, _variant(deck.players, variant), _deal_sizes(deck, min_cards, max_cards), wanted)
    arguments = dict(
        players=players, variant=variant, min_cards=min_cards, max_cards=max_cards, phases=wanted
    )
    return c.named("doudizhu_states", strategy, **arguments)


# ---------------------------------------------------------------- positions

Position = tuple[dd.Hand, Optional[dd.Move]]


@st.composite
def _made_position(draw: st.DrawFn, deck: _Deck, variant: dd.Variant) -> Position:
    """A hand of 1..20 (33) cards, and a lead or a move of the rule set that the
    other cards of the deck can make and that does not end the deal."""
    hand = draw(_counts(deck, 1, deck.landlord))
    if c.choose(draw, (3, 1)) == 1:
        return dd.Hand.from_counts(hand, deck.players), None
    held = sum(hand)
    # The player before held at most 20 (33) cards, 17 (25) if this one is
    # the landlord, and kept at least one.
    most = (deck.hand if held > deck.hand else deck.landlord) - 1
    universe = _universe(deck.players, variant)
    fits = ((universe.counts + np.array(hand, dtype=np.int16)) <= np.array(deck.caps)).all(axis=1)
    fits &= universe.sizes <= most
    ok = np.flatnonzero(fits)
    last = universe.moves[int(ok[c.pick_by_kind(draw, universe.kinds[ok])])]
    return dd.Hand.from_counts(hand, deck.players), last


@st.composite
def _played_position(draw: st.DrawFn, deck: _Deck, variant: dd.Variant) -> Position:
    """The player to move and the move to beat in a play state of a deal of
    1 to 17 (25) cards a hand, which shrinks toward small hands."""
    game = _walk(draw, draw(_deals(deck, variant, (1, deck.hand))), "play")
    return game.hands[game.to_move or 0], game.last_move


def doudizhu_positions(players: int = 3, variant: VariantArg = "standard") -> st.SearchStrategy[Position]:
    """``(hand, last)`` pairs for testing move generators: the hand of the player
    to move and the move to beat, ``None`` for a lead; pass them to
    ``paigen.doudizhu.legal_moves(hand, last, variant=variant)``.

    Half pair a hand of :func:`doudizhu_hands` with a lead or with a move of
    the rule set, its kind drawn first, made of cards outside the hand and
    small enough not to have ended the deal; the others are the player to move
    in a reachable play state of :func:`doudizhu_states` from a deal of any
    size (``min_cards=1``). Both shrink toward a small hand; for positions of
    full deals only, map ``doudizhu_states(phases=["play"])``.
    """
    deck = _deck(players)
    v = _variant(deck.players, variant)
    strategy = st.one_of(_made_position(deck, v), _played_position(deck, v))
    return c.named("doudizhu_positions", strategy, players=players, variant=variant)
