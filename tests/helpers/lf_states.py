"""Seeded Luk Fu states (a decision of one player: a lead, a follow, an
Old-card proof) for ``benchmarks/bench_lukfu.py``.

Every state comes from a real shuffled 36-card deck (numpy
``default_rng(seed).permutation(36)``; card id = card index ``9*suit + rank - 1``,
L3), dealt into three 12-card hands: ``deck[0:12]`` (the player to act),
``deck[12:24]`` and ``deck[24:36]``.  Groups (see :data:`LF_GROUPS`):

* ``lukfu-lead``: ``deck[0:12]`` leads; public = each card of ``deck[24:36]``
  with probability 1/2; caller with probability 1/2 (else a plain non-caller:
  never a Master who passed, fu 0).
* ``lukfu-follow-beat``: ``deck[0:12]`` follows a lead of ``deck[12:24]`` and
  can beat it.  The lead is uniform over the distinct card sets that are legal
  caller leads (any single, set or run) of that hand, sorted by mask; a deal
  whose follower cannot beat is skipped (led = best: the follower is second).
* ``lukfu-follow-discard``: as above but keeping only deals whose follower
  cannot beat (so every move is a discard); the last state is the worst case,
  ``LF_WORST_HAND`` against a led run of six ``LF_WORST_LED`` (924 discards).
* ``lukfu-discard-924``: that worst case alone.
* ``lukfu-old-cards``: the Old cards of ``deck[0:12]``; public as for leads.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field

import numpy as np

from paigen import lukfu as lf

N_STATES = 500  # states per group (checked; the core-only timings use them all)

LF_SUITS = "csmt"  # L1, suit number = position
LF_NUM_CARDS = 36
LF_HAND_SIZE = 12
LF_WORST_HAND = "1c 2c 4c 5c 7c 8c 1s 2s 4s 5s 7s 8s"  # no tens: nothing beats 1t..6t
LF_WORST_LED = "1t 2t 3t 4t 5t 6t"

LF_SEEDS = {
    "lukfu-lead": 20_260_201,
    "lukfu-follow-beat": 20_260_202,
    "lukfu-follow-discard": 20_260_203,
    "lukfu-old-cards": 20_260_204,
}


def lf_mask(ids) -> int:
    """36-bit mask of card ids (bit ``9*suit + rank - 1``, L3)."""
    mask = 0
    for c in ids:
        mask |= 1 << int(c)
    return mask


def lf_cards(mask: int) -> str:
    """Canonical card string of a mask (L2: by suit, then rank), written here
    without the core."""
    return " ".join(f"{i % 9 + 1}{LF_SUITS[i // 9]}" for i in range(LF_NUM_CARDS) if mask >> i & 1)


@dataclass(frozen=True)
class LfStates:
    """One Luk Fu benchmark group: ``n`` decisions of the same task.

    ``task`` is ``"lead"`` (hand, public, caller), ``"follow"`` (hand, led; best is
    the led play) or ``"old"`` (hand, public)."""

    group: str
    task: str
    hand_masks: np.ndarray  # uint64, shape (n,)
    public_masks: np.ndarray  # uint64, shape (n,); zeros for follows
    led_masks: np.ndarray  # uint64, shape (n,); zeros for leads and Old cards
    callers: np.ndarray  # bool, shape (n,); False for follows and Old cards
    hand_strs: list[str]
    public_strs: list[str]
    led_strs: list[str | None]  # None unless following
    hands: list = field(repr=False)  # lf.Hand
    publics: list = field(repr=False)  # lf.Hand
    leds: list = field(repr=False)  # lf.Move (classified), or None

    def __len__(self) -> int:
        return len(self.hands)

    def head(self, k: int) -> LfStates:
        """The first ``k`` states (e.g. those every row of a group times)."""
        return self.take(range(min(k, len(self))))

    def take(self, index) -> LfStates:
        """The states at ``index`` (a sequence of positions), in that order."""
        idx = list(index)
        return LfStates(
            group=self.group,
            task=self.task,
            hand_masks=self.hand_masks[idx].copy(),
            public_masks=self.public_masks[idx].copy(),
            led_masks=self.led_masks[idx].copy(),
            callers=self.callers[idx].copy(),
            hand_strs=[self.hand_strs[i] for i in idx],
            public_strs=[self.public_strs[i] for i in idx],
            led_strs=[self.led_strs[i] for i in idx],
            hands=[self.hands[i] for i in idx],
            publics=[self.publics[i] for i in idx],
            leds=[self.leds[i] for i in idx],
        )


def _lf_states(
    group: str, task: str, hands: list[int], publics: list[int], leds: list[int], callers: list[bool]
) -> LfStates:
    hand_objs = [lf.Hand.from_mask(m) for m in hands]
    public_objs = [lf.Hand.from_mask(m) for m in publics]
    hand_strs = [lf_cards(m) for m in hands]
    public_strs = [lf_cards(m) for m in publics]
    led_strs = [lf_cards(m) if task == "follow" else None for m in leds]
    led_objs = [None if s is None else lf.classify(s) for s in led_strs]
    for h, s in zip(hand_objs, hand_strs):
        assert str(h) == s and len(h) == LF_HAND_SIZE, (str(h), s)
    for p, s in zip(public_objs, public_strs):
        assert str(p) == s, (str(p), s)
    for m, mask in zip(led_objs, leds):
        assert m is None or m.mask == mask, (m, mask)
    return LfStates(
        group=group,
        task=task,
        hand_masks=np.array(hands, dtype=np.uint64),
        public_masks=np.array(publics, dtype=np.uint64),
        led_masks=np.array(leds, dtype=np.uint64),
        callers=np.array(callers, dtype=bool),
        hand_strs=hand_strs,
        public_strs=public_strs,
        led_strs=led_strs,
        hands=hand_objs,
        publics=public_objs,
        leds=led_objs,
    )


def _lf_deal(rng) -> tuple[int, int, int, np.ndarray]:
    """Three 12-card hands of one shuffled deck, and the shuffled ids of the third."""
    deck = rng.permutation(LF_NUM_CARDS)
    return lf_mask(deck[0:12]), lf_mask(deck[12:24]), lf_mask(deck[24:36]), deck[24:36]


@functools.cache
def lf_public_states(group: str, task: str, n: int = N_STATES, seed: int | None = None) -> LfStates:
    """``n`` leads (``task="lead"``) or Old-card proofs (``task="old"``) of a
    12-card hand, public = a random half of another hand's cards."""
    rng = np.random.default_rng(LF_SEEDS[group] if seed is None else seed)
    hands, publics, callers = [], [], []
    for _ in range(n):
        hand, _, _, third = _lf_deal(rng)
        hands.append(hand)
        publics.append(lf_mask(third[rng.random(third.size) < 0.5]))
        callers.append(bool(rng.random() < 0.5) if task == "lead" else False)
    return _lf_states(group, task, hands, publics, [0] * n, callers)


_LF_CLAIM = int(lf.Kind.CLAIM)
_LF_DISCARD = int(lf.Kind.DISCARD)


@functools.cache
def lf_follow_states(group: str, beat: bool, n: int = N_STATES, seed: int | None = None) -> LfStates:
    """``n`` 12-card hands following a random legal lead of another 12-card hand
    of the same deal, kept when the follower can beat it (``beat``) or when it
    cannot (then the last state is the 924-discard worst case)."""
    rng = np.random.default_rng(LF_SEEDS[group] if seed is None else seed)
    wanted = n if beat else n - 1
    hands, leds = [], []
    while len(hands) < wanted:
        hand, leader, _, _ = _lf_deal(rng)
        leads = lf.legal_moves(lf.Hand.from_mask(leader), caller=True)
        plays = np.unique(leads.masks[leads.kinds != _LF_CLAIM])  # sorted, distinct card sets
        if plays.size == 0:  # the leader claims at once (all six intrinsic Old cards)
            continue
        led = int(plays[rng.integers(plays.size)])
        replies = lf.legal_moves(lf.Hand.from_mask(hand), caller=False, led=lf.classify(lf_cards(led)))
        if (int(replies.kinds[0]) != _LF_DISCARD) == beat:
            hands.append(hand)
            leds.append(led)
    if not beat and n > 0:
        hands.append(lf.Hand(LF_WORST_HAND).mask)
        leds.append(lf.classify(LF_WORST_LED).mask)
    return _lf_states(group, "follow", hands, [0] * n, leds, [False] * n)


@functools.cache
def lf_worst_discard_states(group: str, n: int = 1) -> LfStates:
    """The 924-way discard list: ``LF_WORST_HAND`` vs the led ``LF_WORST_LED``
    (``n`` copies; one by default)."""
    hand, led = lf.Hand(LF_WORST_HAND).mask, lf.classify(LF_WORST_LED).mask
    return _lf_states(group, "follow", [hand] * n, [0] * n, [led] * n, [False] * n)


LF_GROUPS = {
    "lukfu-lead": functools.partial(lf_public_states, "lukfu-lead", "lead"),
    "lukfu-follow-beat": functools.partial(lf_follow_states, "lukfu-follow-beat", True),
    "lukfu-follow-discard": functools.partial(lf_follow_states, "lukfu-follow-discard", False),
    "lukfu-discard-924": lambda n=1: lf_worst_discard_states("lukfu-discard-924", 1),
    "lukfu-old-cards": functools.partial(lf_public_states, "lukfu-old-cards", "old"),
}


def lf_states(group: str, n: int = N_STATES) -> LfStates:
    """The seeded Luk Fu states of ``group`` (cached); ``lukfu-discard-924`` is
    always its one state."""
    return LF_GROUPS[group](n)


def batch_states(n: int, seed: int) -> dict[str, np.ndarray]:
    """Inputs of ``lf.legal_moves_batch`` for n decisions: a 12-card hand from a
    shuffled deck, half of them leading (caller), half following a single led
    card the hand does not hold (F1-F4 apply)."""
    rng = np.random.default_rng(seed)
    hands = np.empty(n, dtype=np.uint64)
    leds = np.zeros(n, dtype=np.uint64)
    for i in range(n):
        cards = rng.permutation(36)
        hands[i] = sum(1 << int(c) for c in cards[:12])
        if i % 2:
            leds[i] = 1 << int(cards[12])
    return {"hands": hands, "leds": leds, "callers": np.zeros(n, dtype=bool)}
