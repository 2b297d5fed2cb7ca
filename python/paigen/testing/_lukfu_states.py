"""Luk Fu strategies of reachable play: states (a Game some way into a deal,
its history replaying from the deal) and situations (every argument of
``paigen.lukfu.legal_moves``). Hands, moves and deals are in ``_lukfu.py``,
the shared parts in ``_common.py``."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TypedDict

import numpy as np
from hypothesis import strategies as st

from .. import lukfu as lf
from . import _common as c
from ._lukfu import _HAND, _PHASES, _card, _deal_size, _deals

__all__ = ["Situation", "lukfu_situations", "lukfu_states"]


_ONE_OLD = (1 << _card(0, 1), 1 << _card(3, 1))  # 1c, 1t: unbeatable led as singles (F1)


def _pick_move(draw: st.DrawFn, moves: lf.MoveList, kind_first: bool, aim: str | None) -> lf.Move:
    """A legal move: its kind first, or (half the time they are legal) one of
    the plays the exceptions are about (1c or 1t led as a single, sets of 1s
    and 9s: F1, F2); a move that makes the tag `aim` if there is one."""
    kinds = np.asarray(moves.kinds)
    ranks = np.asarray(moves.ranks)
    masks = np.asarray(moves.masks)
    one_old = (kinds == lf.Kind.SINGLE) & np.isin(masks, _ONE_OLD)
    sets = kinds == lf.Kind.SET
    aims = {
        "1c or 1t led": one_old,
        "set of 1s led": sets & (ranks == 1),
        "set of 9s": sets & (ranks == 9),
        "run beaten": kinds == lf.Kind.RUN,
        "empty hand": kinds == lf.Kind.SINGLE,  # one fu a trick: the deal runs to its end
    }
    special = one_old | (sets & ((ranks == 1) | (ranks == 9)))
    aimed = aims.get(aim) if aim is not None else None
    return moves[c.pick_by_kind(draw, kinds, special, kind_first, aimed)]  # type: ignore[no-any-return]


# Weighed by how rarely they come: few deals end with an empty hand or see a
# set of 1s led.
_TAGS = (
    *("empty hand",) * 3,
    *("set of 1s led",) * 3,
    *("1c or 1t led",) * 2,
    "one short of a claim",
    "set of 9s",
    "run beaten",
)


def _tag(game: lf.Game) -> str | None:
    """What makes a play state worth stopping at, if anything: a lead with an
    empty hand (R1, E1) or one Old card or fu short of a claim (R1), a trick
    led by 1c, 1t or a set of 1s (F1, F2), or won so far by a set of 9s or by
    a run that beat a run (F2, F3). (Claims come often enough: they are the
    last decision of most deals.)"""
    seat = game.to_move or 0
    if not game.hands[seat]:
        return "empty hand"
    plays = [move for _, move in game.trick if move.kind != lf.Kind.DISCARD]
    if not plays:
        old = len(lf.Hand(lf.old_cards(game.hands[seat], game.public)))
        return "one short of a claim" if game.fu[seat] + old == 5 else None
    led, best = plays[0], plays[-1]
    if led.kind == lf.Kind.SINGLE and led.mask in _ONE_OLD:
        return "1c or 1t led"
    if led.kind == lf.Kind.SET and led.rank == 1:
        return "set of 1s led"
    if best.kind == lf.Kind.SET and best.rank == 9:
        return "set of 9s"
    if best.kind == lf.Kind.RUN and best != led:
        return "run beaten"
    return None


def _walk(draw: st.DrawFn, game: lf.Game, phase: str, void_end: bool = False) -> lf.Game:
    """A state of a new deal in `phase`: drawn legal decisions (each move's
    kind drawn first, or in one walk in two any move) until a drawn Stop,
    steering for the state its tag names.
    `void_end`: a deal that ends void after its last trick (E1) may stop at
    its end, the empty-handed lead that has no move."""
    if phase == "play":
        stop = c.stop(draw, 2 * _HAND, _TAGS)
    elif phase == "calling":
        stop = c.stop(draw, 2)
    else:
        stop = c.Stop(None, None)  # to the end
    kind_first = c.choose(draw, (1, 1)) == 0

    def call(game: lf.Game) -> None:
        choices = [True, False]  # the Master calls first
        if phase == "play" and len(game.history) == 2:
            choices.remove(False)  # never the third pass: a void deal (A2)
        game.call(c.pick(draw, choices))

    def void_end_tag(game: lf.Game) -> str | None:
        result = game.result
        return "empty hand" if void_end and result is not None and result.void else None

    return c.walk(
        game,
        phase,
        stop,
        "calling",
        decide=call,
        play=lambda g: g.play(_pick_move(draw, g.legal_moves(), kind_first, stop.tag)),
        tag=_tag,
        end_tag=void_end_tag,
    )


@st.composite
def _states(draw: st.DrawFn, sizes: tuple[int, int], phases: tuple[str, ...]) -> lf.Game:
    game = draw(_deals(sizes))
    weights = {"calling": 1, "play": 4, "over": 1}
    return _walk(draw, game, phases[c.choose(draw, [weights[p] for p in phases])])


def lukfu_states(
    *,
    min_cards: int | None = None,
    max_cards: int | None = None,
    phases: Iterable[str] = ("calling", "play"),
) -> st.SearchStrategy[lf.Game]:
    """Reachable Luk Fu games: a deal of :func:`lukfu_deals` (same keywords)
    played on by legal decisions that hypothesis draws, up to a drawn stop.

    ``phases`` names the phases wanted: ``"calling"`` (A1, A2), ``"play"``
    (tricks, T1-T5) and ``"over"`` (a claim or a void deal, R1, E1). A play
    state is a drawn number of decisions in (about one in ten the first lead,
    with full hands; one in six the last decision, most often a claim), or the
    first state of a drawn kind the rules make special: a lead one Old card or
    fu short of a claim, a lead with an empty hand, a trick led by 1c, 1t or a
    set of 1s, or won so far by a set of 9s or by a run that beat a run. The
    kind of each move is often drawn first, and 1c, 1t and sets of 1s and 9s
    get led. Each state replays: ``game.history`` applied to a new Game of the
    same deal reaches it, and ``Game.load(game.save())`` gives it back.
    Shrinks toward a short history from the sorted deck.
    """
    wanted = c.check_phases(phases, _PHASES)
    strategy = _states(_deal_size(min_cards, max_cards), wanted)
    return c.named("lukfu_states", strategy, min_cards=min_cards, max_cards=max_cards, phases=wanted)


# ---------------------------------------------------------------- situations


class Situation(TypedDict):
    """The keyword arguments of :func:`paigen.lukfu.legal_moves` for one decision."""

    hand: lf.Hand
    public: lf.Hand
    caller: bool
    master_passed: bool
    fu: int
    led: lf.Move | None
    best: lf.Move | None


def _situation(game: lf.Game) -> Situation:
    """The decision of the player to move in a Luk Fu game in play, as keyword
    arguments of :func:`paigen.lukfu.legal_moves`:
    ``lf.legal_moves(**_situation(game))`` lists ``game.legal_moves()``.
    For a deal that ended void after its last trick (E1), the empty-handed
    lead of that trick's winner, which has no legal move."""
    if game.phase == "play" and game.to_move is not None:
        seat = game.to_move
        plays = [move for _, move in game.trick if move.kind != lf.Kind.DISCARD]
    else:
        last_trick = game.history[-3:]
        seat = [s for s, move in last_trick if isinstance(move, lf.Move) and move.kind != lf.Kind.DISCARD][-1]
        plays = []
    return Situation(
        hand=game.hands[seat],
        public=game.public,
        caller=seat == game.caller,
        master_passed=seat == game.master and game.caller != seat,
        fu=game.fu[seat],
        led=plays[0] if plays else None,
        best=plays[-1] if plays else None,  # each beating play beats the best before it (T2)
    )


@st.composite
def _situations(draw: st.DrawFn, sizes: tuple[int, int]) -> Situation:
    return _situation(_walk(draw, draw(_deals(sizes)), "play", void_end=True))


def lukfu_situations(
    *, min_cards: int | None = None, max_cards: int | None = None
) -> st.SearchStrategy[Situation]:
    """Keyword arguments for :func:`paigen.lukfu.legal_moves` (``hand``,
    ``public``, ``caller``, ``master_passed``, ``fu``, ``led``, ``best``): the
    decision of the player to move in a play state of :func:`lukfu_states`
    (same keywords), so the public cards, roles, fu and trick agree.

    They lean on what the rules make special: Old cards (deals that keep a
    suit's run or its 9 together, public cards above a hand's cards), claims
    and leads just short of one (fu near six), 1c and 1t led as singles and
    sets of 1s (F1, F2), full 12-card hands (the first trick) and the empty
    hand after the last trick: a claim on fu alone, or the lead of a void
    deal, which has no move (E1).
    """
    strategy = _situations(_deal_size(min_cards, max_cards))
    return c.named("lukfu_situations", strategy, min_cards=min_cards, max_cards=max_cards)
