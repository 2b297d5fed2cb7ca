"""Seeded Dou Dizhu deals shared by the benchmarks.

Every position comes from a real shuffled deck (numpy ``default_rng(seed)``):

* 3 players: one 54-card deck, card id ``c`` in ``0..53`` is rank ``c % 13``
  (``3``..``2``) for ``c < 52``, ``52`` the black joker ``B``, ``53`` the red
  joker ``R``.
* 4 players: two such decks, 108 cards; card id ``c`` in ``0..107`` is card
  ``c % 54`` of one deck.

Groups (see :data:`GROUPS`):

* ``ddz-lead20-3p``: ``deck[:20]`` of a 3p deck, the landlord's hand (17 dealt +
  the 3-card kitty), leading.
* ``ddz-lead33-4p``: ``deck[:33]`` of a 4p deck, the landlord's hand (25 dealt +
  the 8-card kitty), leading.
* ``ddz-reply17-3p``: ``deck[:17]`` of a 3p deck answers a lead of another
  17-card hand, ``deck[17:34]``.  The lead is uniform over the *distinct card
  sets* that are legal leads of that hand (listed by the core, sorted by code,
  so the choice does not depend on the core's emission order), classified with
  ``dd.classify``.

This is a plain module (not ``conftest.py``) so that ``benchmarks/bench_*.py``
can import it both under pytest (``benchmarks/`` is put on ``sys.path`` by the
default ``prepend`` import mode, as ``tests/`` is for ``strategies``) and when
run as scripts.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field

import numpy as np

from paigen import doudizhu as dd

RANKS = dd.RANKS  # "3456789TJQKA2BR", rank index 0..14

N_POSITIONS = 500  # positions per group for the core benchmarks
N_REFERENCE = 5  # positions per group timed with the pure-Python reference

SEEDS = {
    "ddz-lead20-3p": 20_260_101,
    "ddz-lead33-4p": 20_260_102,
    "ddz-reply17-3p": 20_260_103,
}


def deck_ranks(players: int) -> np.ndarray:
    """Rank index (0..14) of every card id of the real deck: 54 cards (3p), 108 (4p)."""
    one = np.array([c % 13 if c < 52 else c - 39 for c in range(54)], dtype=np.int64)
    return one if players == 3 else np.concatenate([one, one])


def code_of(ranks) -> int:
    """Packed rank counts (4 bits per rank, rank index r at bits 4r..4r+3)."""
    counts = np.bincount(np.asarray(ranks, dtype=np.int64), minlength=15)
    return sum(int(n) << (4 * r) for r, n in enumerate(counts))


def cards_of(code: int) -> str:
    """Canonical card string (low to high) of a packed code."""
    return "".join(RANKS[r] * ((code >> (4 * r)) & 0xF) for r in range(15))


@dataclass(frozen=True)
class Positions:
    """One benchmark group: ``n`` hands to move, each a lead or a reply."""

    group: str
    players: int
    hand_codes: np.ndarray  # uint64, shape (n,)
    last_codes: np.ndarray | None  # uint64, shape (n,), or None: all leads
    hand_strs: list[str]
    last_strs: list[str | None]  # None for a lead
    hands: list = field(repr=False)  # dd.Hand
    lasts: list = field(repr=False)  # dd.Move, or None for a lead

    def __len__(self) -> int:
        return len(self.hands)

    def head(self, k: int) -> Positions:
        """The first ``k`` positions (e.g. for the reference)."""
        return Positions(
            group=self.group,
            players=self.players,
            hand_codes=self.hand_codes[:k].copy(),
            last_codes=None if self.last_codes is None else self.last_codes[:k].copy(),
            hand_strs=self.hand_strs[:k],
            last_strs=self.last_strs[:k],
            hands=self.hands[:k],
            lasts=self.lasts[:k],
        )


def _positions(group: str, players: int, hand_codes: list[int], last_strs: list[str | None]) -> Positions:
    hands = [dd.Hand.from_code(c, players) for c in hand_codes]
    lasts = [None if s is None else dd.classify(s, players) for s in last_strs]
    hand_strs = [cards_of(c) for c in hand_codes]
    for h, s in zip(hands, hand_strs):
        assert str(h) == s, (str(h), s)
    leads = all(s is None for s in last_strs)
    return Positions(
        group=group,
        players=players,
        hand_codes=np.array(hand_codes, dtype=np.uint64),
        last_codes=None if leads else np.array([0 if m is None else m.code for m in lasts], dtype=np.uint64),
        hand_strs=hand_strs,
        last_strs=list(last_strs),
        hands=hands,
        lasts=lasts,
    )


@functools.lru_cache(maxsize=None)
def lead_positions(group: str, players: int, n_cards: int, n: int = N_POSITIONS, seed: int | None = None) -> Positions:
    """``n`` leads of ``deck[:n_cards]`` from seeded shuffles of the real deck."""
    rng = np.random.default_rng(SEEDS[group] if seed is None else seed)
    ranks = deck_ranks(players)
    codes = [code_of(ranks[rng.permutation(ranks.size)[:n_cards]]) for _ in range(n)]
    return _positions(group, players, codes, [None] * n)


@functools.lru_cache(maxsize=None)
def reply_positions(group: str, players: int, n_cards: int, n: int = N_POSITIONS, seed: int | None = None) -> Positions:
    """``n`` hands of ``n_cards`` answering a random legal lead of another
    ``n_cards`` hand from the same seeded shuffle."""
    rng = np.random.default_rng(SEEDS[group] if seed is None else seed)
    ranks = deck_ranks(players)
    hand_codes, last_strs = [], []
    for _ in range(n):
        deck = ranks[rng.permutation(ranks.size)]
        hand_codes.append(code_of(deck[:n_cards]))
        leader = dd.Hand.from_code(code_of(deck[n_cards : 2 * n_cards]), players)
        leads = np.unique(dd.legal_moves(leader).codes)  # sorted, distinct card sets
        last_strs.append(cards_of(int(leads[rng.integers(leads.size)])))
    return _positions(group, players, hand_codes, last_strs)


GROUPS = {
    "ddz-lead20-3p": functools.partial(lead_positions, "ddz-lead20-3p", 3, 20),
    "ddz-lead33-4p": functools.partial(lead_positions, "ddz-lead33-4p", 4, 33),
    "ddz-reply17-3p": functools.partial(reply_positions, "ddz-reply17-3p", 3, 17),
}


def positions(group: str, n: int = N_POSITIONS) -> Positions:
    """The seeded positions of ``group`` (cached)."""
    return GROUPS[group](n)


# ==========================================================================
# Luk Fu (benchmarks/bench_lukfu.py)
# ==========================================================================
#
# Every state comes from a real shuffled 36-card deck (numpy
# ``default_rng(seed).permutation(36)``; card id = card index ``9*suit + rank - 1``,
# L3), dealt into three 12-card hands: ``deck[0:12]`` (the player to act),
# ``deck[12:24]`` and ``deck[24:36]``.  Groups (see :data:`LF_GROUPS`):
#
# * ``lukfu-lead``: ``deck[0:12]`` leads; public = each card of ``deck[24:36]``
#   with probability 1/2; caller with probability 1/2 (else a plain non-caller:
#   never a Master who passed, fu 0, as ``_core.lukfu._time_leads`` times).
# * ``lukfu-follow-beat``: ``deck[0:12]`` follows a lead of ``deck[12:24]`` and
#   can beat it.  The lead is uniform over the distinct card sets that are legal
#   caller leads (any single, set or run) of that hand, sorted by mask; a deal
#   whose follower cannot beat is skipped (led = best: the follower is second).
# * ``lukfu-follow-discard``: as above but keeping only deals whose follower
#   cannot beat (so every move is a discard); the last state is the worst case,
#   ``LF_WORST_HAND`` against a led run of six ``LF_WORST_LED`` (924 discards).
# * ``lukfu-discard-924``: that worst case alone.
# * ``lukfu-old-cards``: the Old cards of ``deck[0:12]``; public as for leads.

from paigen import lukfu as lf  # noqa: E402

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
        """The first ``k`` states (e.g. for the reference)."""
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


def _lf_states(group: str, task: str, hands: list[int], publics: list[int], leds: list[int],
               callers: list[bool]) -> LfStates:
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


@functools.lru_cache(maxsize=None)
def lf_public_states(group: str, task: str, n: int = N_POSITIONS, seed: int | None = None) -> LfStates:
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


@functools.lru_cache(maxsize=None)
def lf_follow_states(group: str, beat: bool, n: int = N_POSITIONS, seed: int | None = None) -> LfStates:
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


@functools.lru_cache(maxsize=None)
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


def lf_states(group: str, n: int = N_POSITIONS) -> LfStates:
    """The seeded Luk Fu states of ``group`` (cached); ``lukfu-discard-924`` is
    always its one state."""
    return LF_GROUPS[group](n)


# ---------------------------------------------------------------- reports


def report_rate(benchmark, unit: str, count: int, n_moves: int) -> None:
    """Records in the benchmark's extra_info how many `unit`s (positions,
    states) and moves a round covered and, when timing is on, moves per second
    and microseconds per `unit`."""
    benchmark.extra_info[f"{unit}s"] = count
    benchmark.extra_info["moves"] = n_moves
    if benchmark.enabled and benchmark.stats is not None:
        mean = benchmark.stats.stats.mean
        benchmark.extra_info["moves_per_second"] = n_moves / mean
        benchmark.extra_info[f"us_per_{unit}"] = mean / count * 1e6


def machine_header() -> str:
    """Two lines naming the compiled core measured (path, hash, build time) and
    the machine (Python, numpy, cpus, load): the machines are shared and noisy,
    so every script-mode report starts with them."""
    import datetime
    import hashlib
    import os
    import platform

    import numpy

    from paigen import _core

    so = _core.__file__
    with open(so, "rb") as f:
        digest = hashlib.sha256(f.read()).hexdigest()[:12]
    built = datetime.datetime.fromtimestamp(os.path.getmtime(so)).isoformat(timespec="seconds")
    load = " ".join(f"{x:.2f}" for x in os.getloadavg()) if hasattr(os, "getloadavg") else "?"
    return (f"paigen {so} (sha256 {digest}, mtime {built})\n"
            f"python {platform.python_version()}, numpy {numpy.__version__}, {os.cpu_count()} cpus, load {load}")
