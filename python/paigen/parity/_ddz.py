"""Dou Dizhu for the parity check: drawing states, asking paigen, reading a
generator's answer, naming each difference, and smaller states to shrink to.

A state is a hand and the move to beat (None on a lead). A move is compared as
its card set (a ``Hand.code``, 0 for the pass): under every rule set a card set
is one move (K-dup), whatever reading a program gives it.

Luk Fu's twin is ``_lukfu.py``; what ``_check`` asks of both is listed in
``_answers.py``.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator
from functools import lru_cache
from typing import Any, NamedTuple

import numpy as np

from .. import doudizhu as dd
from .._checks import shown
from ..errors import IllegalMoveError, NotationError
from . import _explain
from ._answers import GeneratorOutputError, answer_items
from ._ddz_cards import KIND_NAMES, RANKS, B, R, article, attached, cards_of, counts_of, describe, fits, take

__all__ = ["DouDizhu", "DouDizhuState"]

K = dd.Kind


class DouDizhuState(NamedTuple):
    """A hand to move and the move it must beat (None: it leads)."""

    hand: str
    last: str | None


# Every rule set paigen knows, tried in this order to read a card set that the
# checked variant refuses; the last one accepts every airplane and kicker shape.
LOOSEST = dd.Variant(
    four_two_pair_singles=True, four_two_joker_singles=True, wings_per_rank=4, joker_wings=True
)


def _readers(variant: dd.Variant) -> list[dd.Variant]:
    out = [variant]
    for v in [*(dd.Variant.preset(name) for name in dd.Variant.PRESETS), LOOSEST]:
        if v not in out:
            out.append(v)
    return out


class _Universe:
    """Every move of one rule set, grouped for drawing previous moves and hand seeds."""

    def __init__(self, players: int, variant: dd.Variant) -> None:
        moves = dd.all_moves(players, variant)
        self.cards: list[str] = moves.cards
        kinds = moves.kinds
        lengths = moves.lengths
        self.sizes = np.array([len(c) for c in self.cards])
        self.kind_list = sorted(set(kinds.tolist()))
        self.by_kind = {k: np.flatnonzero(kinds == k) for k in self.kind_list}
        self.by_kind_length: dict[tuple[int, int], np.ndarray] = {}
        for k, n in sorted(set(zip(kinds.tolist(), lengths.tolist()))):
            self.by_kind_length[(k, n)] = np.flatnonzero((kinds == k) & (lengths == n))
        self.kinds = kinds
        self.lengths = lengths
        self.main_ranks = moves.main_ranks
        self.big = np.flatnonzero(self.sizes >= 8)
        # Airplanes whose wings repeat a rank or hold both jokers, and
        # four-with-twos whose singles are a pair or both jokers: the previous
        # moves that rule sets read apart.
        special = []
        for i in np.flatnonzero((kinds == K.AIRPLANE_SINGLE) | (kinds == K.FOUR_TWO_SINGLES)).tolist():
            kickers = attached(self.cards[i], int(kinds[i]), int(self.main_ranks[i]), int(lengths[i]))
            if max(kickers) >= 2 or (kickers[B] and kickers[R]):
                special.append(i)
        self.special = np.array(special, dtype=np.int64)


@lru_cache(maxsize=16)
def universe(players: int, variant: dd.Variant) -> _Universe:
    return _Universe(players, variant)


class DouDizhu:
    """The Dou Dizhu half of the check, for one player count and rule variant."""

    def __init__(self, players: int, variant: dd.Variant) -> None:
        self.players = players
        self.variant = variant
        self.deck = [4] * 13 + [1, 1] if players == 3 else [8] * 13 + [2, 2]
        self.max_hand = 20 if players == 3 else 33
        self._codes: dict[str, int] = {}
        self._readers = _readers(variant) if players == 3 else [variant]

    # ------------------------------------------------------------------
    # drawing states
    # ------------------------------------------------------------------

    def draw(self, rng: random.Random) -> DouDizhuState:
        """A state from the query's stream: half are decisions of random deals
        played by paigen's own Game (realistic hands and previous moves), half
        are built to be extreme (full hands, bombs, rockets, long chains,
        airplanes, replies to every kind, every hand size)."""
        if rng.random() < 0.5:
            return self._in_game(rng)
        return self._built(rng)

    def _in_game(self, rng: random.Random) -> DouDizhuState:
        """A decision drawn uniformly from a random deal played to its end."""
        g = dd.Game(self.players, seed=rng.getrandbits(64), variant=self.variant)
        while g.phase == "bidding":
            bids = g.legal_bids()
            g.bid(bids[rng.randrange(len(bids))])
        states = []
        while g.phase == "play":
            seat = g.to_move
            assert seat is not None
            last = g.last_move
            states.append(DouDizhuState(str(g.hands[seat]), None if last is None else last.cards))
            moves = g.legal_moves()
            g.play(moves[rng.randrange(len(moves))])
        return states[rng.randrange(len(states))]

    def _built(self, rng: random.Random) -> DouDizhuState:
        u = universe(self.players, self.variant)
        avail = list(self.deck)
        last: str | None = None
        seeds: list[int] = []
        if rng.random() < 0.6:  # a reply: the previous move drawn by kind, or a special one
            if len(u.special) and rng.random() < 0.15:
                pool = u.special
            else:
                pool = u.by_kind[u.kind_list[rng.randrange(len(u.kind_list))]]
            while True:
                i = int(pool[rng.randrange(len(pool))])
                if u.sizes[i] < self.max_hand:  # a move of every card would have ended the deal
                    break
            last = u.cards[i]
            take(avail, last)
            same = u.by_kind_length[(int(u.kinds[i]), int(u.lengths[i]))]
            for _ in range(2):
                if rng.random() < 0.6:
                    seeds.append(int(same[rng.randrange(len(same))]))
        shape = rng.random()
        top = self.max_hand - (last is not None)  # a reply comes after at least one play
        if shape < 0.25:
            size = top
        elif shape < 0.5:
            size = min(17 if self.players == 3 else 25, top)
        else:
            size = rng.randint(1, top)
        if rng.random() < 0.35:
            seeds.append(int(u.big[rng.randrange(len(u.big))]))
        bombs = u.by_kind[K.BOMB]
        for _ in range(rng.choice((0, 0, 1, 2))):
            seeds.append(int(bombs[rng.randrange(len(bombs))]))
        if rng.random() < 0.25:
            rockets = u.by_kind[K.ROCKET]
            seeds.append(int(rockets[rng.randrange(len(rockets))]))
        for _ in range(rng.randrange(5)):
            kind = u.by_kind[u.kind_list[rng.randrange(len(u.kind_list))]]
            seeds.append(int(kind[rng.randrange(len(kind))]))
        counts = [0] * 15
        held = 0
        for i in seeds:
            cards = u.cards[i]
            if held + len(cards) <= size and fits(avail, cards):
                take(avail, cards)
                for c in cards:
                    counts[RANKS.index(c)] += 1
                held += len(cards)
        rest = [r for r in range(15) for _ in range(avail[r])]
        rng.shuffle(rest)
        for r in rest[: size - held]:
            counts[r] += 1
        hand = "".join(RANKS[r] * counts[r] for r in range(15))
        return DouDizhuState(hand, last)

    # ------------------------------------------------------------------
    # paigen and the generator
    # ------------------------------------------------------------------

    def call(self, generator: Any, state: DouDizhuState) -> Any:
        return generator(state.hand, state.last)

    def accepts(self, generator: Any, state: DouDizhuState) -> bool:
        accepts = getattr(generator, "accepts", None)
        return accepts is None or bool(accepts(state.hand, state.last))

    def expected(self, state: DouDizhuState, variant: dd.Variant | None = None) -> set[int]:
        """paigen's moves as card codes (0: the pass); IllegalMoveError/StateError if
        the state is not one of this variant."""
        moves = dd.legal_moves(
            state.hand, state.last, self.players, variant=self.variant if variant is None else variant
        )
        return set(moves.codes.tolist())

    def candidates(self) -> tuple[tuple[tuple[tuple[str, Any], ...], dd.Variant], ...] | None:
        """The switch changes (and the variants they make) that may explain the
        differences, smallest first; None with 4 players, who have the rules
        pages only."""
        return _explain.candidates(self.variant) if self.players == 3 else None

    def unreadable(self, state: DouDizhuState) -> set[int]:
        """What a program answers to a previous move its rules have no reading
        for: the pass, every bomb and the rocket of the hand (DouZero does so;
        the RLCard and OpenSpiel peers too)."""
        counts = counts_of(state.hand)
        out = {0}
        for r in range(13):
            if counts[r] >= 4:
                out.add(dd.Hand(RANKS[r] * 4, players=self.players).code)
        if counts[B] and counts[R]:
            out.add(dd.Hand("BR", players=self.players).code)
        return out

    def read(self, output: Iterable[Any], state: DouDizhuState, expected: set[int]) -> list[int]:
        """The generator's answer as card codes, in its order, duplicates kept."""
        output = answer_items(output)
        codes = []
        cache = self._codes
        for item in output:
            code = cache.get(item) if isinstance(item, str) else None
            if code is None:
                code = self._parse(item)
                if len(cache) < 100_000:
                    cache[item] = code
            codes.append(code)
        return codes

    def _parse(self, item: object) -> int:
        if not isinstance(item, str):
            raise GeneratorOutputError(
                f"the generator returned {shown(item)} ({type(item).__name__}) among its moves; "
                "a move is a card string ('' or 'pass' for the pass)"
            )
        text = item.strip()
        if text == "" or text.lower() == "pass":
            return 0
        try:
            return dd.Hand(text, players=self.players).code
        except NotationError as err:
            raise GeneratorOutputError(f"the generator returned {shown(item)}, not a move: {err}") from None

    def show(self, code: int) -> str:
        return "pass" if code == 0 else str(dd.Hand.from_code(code, players=self.players))

    def sort_key(self, code: int) -> tuple[int, int, str]:
        cards = "" if code == 0 else str(dd.Hand.from_code(code, players=self.players))
        return (len(cards), 0, "".join(chr(65 + RANKS.index(c)) for c in cards))

    def arguments(self, state: DouDizhuState) -> dict[str, Any]:
        return {"hand": state.hand, "last": state.last}

    def hand_and_last(self, state: DouDizhuState) -> tuple[str, str | None]:
        return state.hand, state.last

    # ------------------------------------------------------------------
    # categories
    # ------------------------------------------------------------------

    def reading(self, cards: str) -> dd.Move | None:
        """The move these cards make under the checked variant, else under the
        first rule set that accepts them; None if none does."""
        for v in self._readers:
            try:
                return dd.classify(cards, self.players, variant=v)
            except IllegalMoveError:
                continue
        return None

    def label(self, code: int, state: DouDizhuState, side: str) -> str:
        """The category of one differing move (``side``: "missing" or "extra")."""
        if code == 0:
            return "pass on a lead" if state.last is None else "pass"
        cards = self.show(code)
        hand = dd.Hand(state.hand, players=self.players)
        if cards not in hand:
            return "cards not in the hand"
        move = self.reading(cards)
        if move is None:
            return "cards that form no move"
        what, special = describe(move, hand, self.players)
        if state.last is None:
            return what
        last = self.reading(state.last)
        if last is None:
            return f"reply to {state.last}, which forms no move"
        if move.kind == K.BOMB and last.kind == K.ROCKET:
            return "bomb answers rocket"
        if side == "extra" and not self._beats_here(cards, state.last):
            name = KIND_NAMES[move.kind]
            if move.kind == last.kind or move.kind in (K.BOMB, K.ROCKET):
                return f"{name} that does not beat the previous move"
            return f"{name} answers {article(KIND_NAMES[last.kind])}"
        if move.kind == K.BOMB:
            return "bomb answers bomb" if last.kind == K.BOMB else "bomb reply"
        if move.kind == K.ROCKET:
            return "rocket reply"
        if special:
            return what
        last_what, last_special = describe(last, None, self.players)
        if last_special:
            return f"reply to {article(last_what)}"
        if move.kind != last.kind:
            return f"{what} answers {article(KIND_NAMES[last.kind])}"
        return f"{what} reply"

    def _beats_here(self, cards: str, last: str) -> bool:
        """Whether the cards beat the previous move under the checked variant;
        True when either is no move under it (another rule makes the difference)."""
        try:
            return dd.beats(cards, last, self.players, variant=self.variant)
        except IllegalMoveError:
            return True

    # ------------------------------------------------------------------
    # shrinking
    # ------------------------------------------------------------------

    def smaller(self, state: DouDizhuState) -> Iterator[DouDizhuState]:
        """Smaller states to try, simplest first: a lead instead of a reply, the
        hand without a whole rank, without one card; a single as the previous
        move, smaller moves of its kind (fewer cards first); last, the hand with a rank
        moved one rank down (3..A), so that examples use the lowest ranks."""
        if state.last is not None:
            yield DouDizhuState(state.hand, None)
        counts = counts_of(state.hand)
        for r in range(14, -1, -1):  # a whole rank at once
            if counts[r] > 1 and sum(counts) > counts[r]:
                yield DouDizhuState(cards_of([0 if i == r else c for i, c in enumerate(counts)]), state.last)
        for r in range(14, -1, -1):  # one card
            if counts[r] and sum(counts) > 1:
                yield DouDizhuState(cards_of([c - (i == r) for i, c in enumerate(counts)]), state.last)
        if state.last is not None:
            yield from self._smaller_lasts(state)
        last = counts_of(state.last or "")
        for r in range(1, 12):  # every card of a rank one rank lower (3..A: chains stay chains)
            if counts[r] and not counts[r - 1] and not last[r - 1]:
                lower = list(counts)
                lower[r - 1], lower[r] = counts[r], 0
                yield DouDizhuState(cards_of(lower), state.last)

    def _smaller_lasts(self, state: DouDizhuState) -> Iterator[DouDizhuState]:
        move = self.reading(state.last or "")
        if move is None:
            return
        u = universe(self.players, self.variant)
        hand = counts_of(state.hand)
        room = [self.deck[r] - hand[r] for r in range(15)]
        size = len(state.last or "")
        if size > 1 or move.kind != K.SINGLE:  # the simplest previous move: a single
            for r in range(15):
                if room[r]:
                    yield DouDizhuState(state.hand, RANKS[r])
        tried = 0
        pool = [
            i
            for i in np.flatnonzero(u.kinds == move.kind).tolist()
            if u.sizes[i] < size or (u.sizes[i] == size and u.main_ranks[i] < move.main_rank)
        ]
        pool.sort(key=lambda i: (int(u.sizes[i]), int(u.main_ranks[i]), u.cards[i]))
        for i in pool:
            if fits(room, u.cards[i]):
                yield DouDizhuState(state.hand, u.cards[i])
                tried += 1
                if tried == 40:
                    return

    def valid(self, state: DouDizhuState) -> bool:
        """Whether the state is one paigen answers under the checked variant."""
        if not state.hand:
            return False
        try:
            self.expected(state)
        except ValueError:
            return False
        counts = counts_of(state.hand + (state.last or ""))
        return all(counts[r] <= self.deck[r] for r in range(15))
