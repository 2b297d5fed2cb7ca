"""Luk Fu for the parity check: drawing states, asking paigen, reading a
generator's answer, naming each difference, and smaller states to shrink to.

A state is every argument of :func:`paigen.lukfu.legal_moves`; a move is
compared as its kind and its set of cards (rules section G).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator
from typing import Any, NamedTuple

from .. import lukfu as lf
from .._checks import shown
from ..errors import IllegalMoveError, NotationError
from ._answers import GeneratorOutputError, answer_items

__all__ = ["LukFu", "LukFuState"]

LK = lf.Kind
KIND_BY_NAME = {str(k): k for k in LK}
ONES = {"1c", "1t"}  # F1: unbeatable when led as singles


class LukFuState(NamedTuple):
    """Every argument of ``paigen.lukfu.legal_moves``; ``best`` is the trick's
    best play so far (the led play when nobody beat it), None on a lead."""

    hand: str
    public: str
    caller: bool
    master_passed: bool
    fu: int
    led: str | None
    best: str | None


Key = tuple[int, int]  # (kind, card mask)


class LukFu:
    """The Luk Fu half of the check."""

    players = 3
    variant = None

    # ------------------------------------------------------------------
    # drawing states
    # ------------------------------------------------------------------

    def draw(self, rng: random.Random) -> LukFuState:
        """A state from the query's stream: a decision drawn uniformly from a
        deal (seeded, or dealt with a long run and a set in one hand) called
        and played at random by paigen's own Game, so that the public cards,
        caller, Master, fu, led and best play are those of a real deal."""
        while True:
            if rng.random() < 0.3:
                g = lf.Game(hands=_shaped_hands(rng), master=rng.randrange(3))
            else:
                g = lf.Game(seed=rng.getrandbits(64))
            while g.phase == "calling":
                g.call(rng.random() < 0.4)
            if g.phase != "play":  # given hands that all three passed: void
                continue
            states = []
            while g.phase == "play":
                states.append(_state_of(g))
                moves = g.legal_moves()
                g.play(moves[rng.randrange(len(moves))])
            return states[rng.randrange(len(states))]

    # ------------------------------------------------------------------
    # paigen and the generator
    # ------------------------------------------------------------------

    def call(self, generator: Any, state: LukFuState) -> Any:
        return generator(**state._asdict())

    def accepts(self, generator: Any, state: LukFuState) -> bool:
        accepts = getattr(generator, "accepts", None)
        return accepts is None or bool(accepts(**state._asdict()))

    def expected(self, state: LukFuState, variant: object = None) -> set[Key]:
        moves = lf.legal_moves(**state._asdict())
        return set(zip(moves.kinds.tolist(), moves.masks.tolist()))

    def candidates(self) -> None:
        """Luk Fu has no rule variants to explain differences with."""
        return None

    def read(self, output: Iterable[Any], state: LukFuState, expected: set[Key]) -> list[Key]:
        """The generator's answer as (kind, mask) pairs, duplicates kept. A move
        is ``"kind:cards"`` (kind single, set, run, discard or claim) or plain
        cards; plain cards are the move of paigen's answer with those cards if
        there is one, else the play they make if it is a lead or beats the
        best play, else a claim (leading) or a discard (following)."""
        output = answer_items(output)
        by_mask = {mask: kind for kind, mask in expected}
        keys = []
        for item in output:
            if not isinstance(item, str):
                raise GeneratorOutputError(
                    f"the generator returned {shown(item)} ({type(item).__name__}) among its moves; "
                    "a move is a card string, 'discard:...' or 'claim:...'"
                )
            kind_name, sep, cards = item.partition(":")
            if not sep:
                kind_name, cards = "", item
            try:
                mask = lf.Hand(cards).mask
            except NotationError as err:
                raise GeneratorOutputError(
                    f"the generator returned {shown(item)}, not a move: {err}"
                ) from None
            if sep:
                kind = KIND_BY_NAME.get(kind_name.strip().lower())
                if kind is None:
                    raise GeneratorOutputError(
                        f"the generator returned {shown(item)}: the kind before ':' must be one of "
                        + ", ".join(KIND_BY_NAME)
                    )
                keys.append((int(kind), mask))
            elif mask in by_mask:
                keys.append((by_mask[mask], mask))
            else:
                keys.append((int(self._infer(cards, state)), mask))
        return keys

    def _infer(self, cards: str, state: LukFuState) -> LK:
        try:
            play = lf.classify(cards)
        except IllegalMoveError:
            return LK.CLAIM if state.led is None else LK.DISCARD
        if state.led is None:
            return play.kind
        assert state.best is not None
        return play.kind if play.beats(state.best, state.led) else LK.DISCARD

    def show(self, key: Key) -> str:
        kind, mask = key
        cards = str(lf.Hand.from_mask(mask))
        return f"{LK(kind)}:{cards}" if kind in (LK.DISCARD, LK.CLAIM) else cards

    def sort_key(self, key: Key) -> tuple[int, int, str]:
        kind, mask = key
        return (bin(mask).count("1"), kind, f"{mask:036b}"[::-1])

    def arguments(self, state: LukFuState) -> dict[str, Any]:
        return state._asdict()

    def hand_and_last(self, state: LukFuState) -> tuple[str, str | None]:
        return state.hand, state.best

    # ------------------------------------------------------------------
    # categories
    # ------------------------------------------------------------------

    def label(self, key: Key, state: LukFuState, side: str) -> str:
        kind, mask = LK(key[0]), key[1]
        hand = lf.Hand(state.hand)
        if mask & ~hand.mask:
            return "cards not in the hand"
        cards = str(lf.Hand.from_mask(mask))
        if kind == LK.CLAIM:
            return "claim" if state.led is None else "claim while following"
        if state.led is None:
            return self._lead_label(kind, cards, state)
        assert state.best is not None
        if kind == LK.DISCARD:
            return "discard"
        led, best = lf.classify(state.led), lf.classify(state.best)
        try:
            play = lf.classify(cards)
        except IllegalMoveError:
            return f"{kind} cards that form no play"
        if led.kind == LK.SINGLE and led.cards in ONES:
            return f"{kind} over an unbeatable {led.cards} lead"
        if led.kind == LK.SET and led.rank == 1:
            return f"{kind} over a led set of 1s"
        if not play.beats(best, led):
            return f"{kind} that does not beat the best play"
        if kind == LK.RUN and best.kind == LK.RUN and play.suit > best.suit:
            return "run beating from a higher suit"
        return f"{kind} follow"

    def _lead_label(self, kind: LK, cards: str, state: LukFuState) -> str:
        if kind == LK.DISCARD:
            return "discard on a lead"
        old = lf.Hand(lf.old_cards(state.hand, public=state.public))
        if state.fu + len(old) >= 6:
            return f"{kind} lead when a claim is forced"
        count = len(lf.Hand(cards))
        if kind == LK.SINGLE and not state.caller:
            if cards in old and len(old) < len(lf.Hand(state.hand)):
                return "Old single led by a non-caller"
            suits = [c[1] for c in str(lf.Hand(state.hand)).split() if c not in old]
            if suits and cards[1] != max(suits, key=lf.SUITS.index):
                return "single led by a non-caller outside the highest suit"
        if kind == LK.SET and count == 4 and state.master_passed:
            return "set of four led by a Master who passed"
        if kind == LK.RUN and count >= 4 and state.master_passed:
            return "run of four or more led by a Master who passed"
        return f"{kind} lead" + ("" if kind != LK.SINGLE or state.caller else " by a non-caller")

    # ------------------------------------------------------------------
    # shrinking
    # ------------------------------------------------------------------

    def smaller(self, state: LukFuState) -> Iterator[LukFuState]:
        """Smaller states to try: a lead instead of a follow, no fu, the hand
        less one card, the public cards less one card (never the trick's)."""
        if state.led is not None:
            yield state._replace(led=None, best=None)
        if state.fu:
            yield state._replace(fu=0)
        cards = state.hand.split()
        for i in range(len(cards) - 1, -1, -1):
            yield state._replace(hand=" ".join(cards[:i] + cards[i + 1 :]))
        trick = set((state.led or "").split()) | set((state.best or "").split())
        public = state.public.split()
        for i in range(len(public) - 1, -1, -1):
            if public[i] not in trick:
                yield state._replace(public=" ".join(public[:i] + public[i + 1 :]))

    def valid(self, state: LukFuState) -> bool:
        try:
            self.expected(state)
        except ValueError:
            return False
        return True


def _state_of(g: lf.Game) -> LukFuState:
    seat = g.to_move
    assert seat is not None
    trick = g.trick
    led = trick[0][1].cards if trick else None
    best = None
    for _, move in trick:
        if move.kind != LK.DISCARD:
            best = move.cards
    return LukFuState(
        hand=str(g.hands[seat]),
        public=str(g.public),
        caller=g.caller == seat,
        master_passed=seat == g.master and g.caller != g.master,
        fu=g.fu[seat],
        led=led,
        best=best,
    )


def _shaped_hands(rng: random.Random) -> list[str]:
    """Three 12-card hands, one of them holding a long run and a set."""
    suit = rng.randrange(4)
    length = rng.randint(3, 9)
    start = rng.randint(1, 10 - length)
    shaped = {9 * suit + start + i - 1 for i in range(length)}
    rank = rng.randint(1, 9)
    for s in rng.sample(range(4), rng.choice((3, 4))):
        if len(shaped) < 12:
            shaped.add(9 * s + rank - 1)
    rest = [c for c in range(36) if c not in shaped]
    rng.shuffle(rest)
    first = sorted(shaped) + rest[: 12 - len(shaped)]
    rest = rest[12 - len(shaped) :]
    hands = [first, rest[:12], rest[12:24]]
    rng.shuffle(hands)
    return [str(lf.Hand.from_mask(sum(1 << c for c in h))) for h in hands]
