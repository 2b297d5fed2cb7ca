"""Hypothesis strategies for hands and moves.

Hands are drawn as per-rank counts, not as uniform cards: uniform cards almost
never produce bombs, long chains or airplanes, which are where the bugs live.
"""

from __future__ import annotations

import itertools

from hypothesis import strategies as st

from paigen.reference import doudizhu as ref
from paigen.reference import lukfu as lref
from paigen.reference import variants as rvar
from tests.helpers.decks import DDZ_COPIES, LF_CARDS, LF_HAND_SIZE


@st.composite
def ddz_counts(draw, players: int, max_cards: int) -> tuple[int, ...]:
    """15 per-rank counts within the deck, at most `max_cards` in all. Counts
    lean towards 3 and more copies so that triples, bombs and airplanes occur."""
    counts = []
    for cap in DDZ_COPIES[players]:
        if cap == 1:
            counts.append(draw(st.integers(0, 1)))
        else:
            counts.append(draw(st.one_of(st.integers(0, cap), st.integers(min(3, cap), cap))))
    # Trim to the card limit, dropping cards from ranks chosen by hypothesis.
    while sum(counts) > max_cards:
        r = draw(st.sampled_from([i for i, c in enumerate(counts) if c]))
        counts[r] -= 1
    return tuple(counts)


def ddz_hand(players: int, max_cards: int) -> st.SearchStrategy[str]:
    """A hand as a canonical string."""
    return ddz_counts(players, max_cards).map(ref.format_counts)


@st.composite
def ddz_last_move(draw, players: int) -> str:
    """A legal move to reply to: a kind chosen first (so rare kinds are
    exercised as often as airplanes, which dominate the universe), then a move
    of that kind."""
    by_kind: dict[str, list[str]] = {}
    for kind, cards in ref.universe(players):
        by_kind.setdefault(kind, []).append(cards)
    kind = draw(st.sampled_from(sorted(by_kind)))
    return draw(st.sampled_from(by_kind[kind]))


# ------------------------------------------------------ Dou Dizhu variants


def ddz_variants() -> st.SearchStrategy[rvar.Variant]:
    """Any combination of the nine switches (3 players), as a reference Variant."""
    return st.builds(
        rvar.Variant,
        four_with_two=st.booleans(),
        four_two_pair_singles=st.booleans(),
        four_two_joker_singles=st.booleans(),
        wings_per_rank=st.integers(1, 4),
        adjacent_wings_limit=st.booleans(),
        joker_wings=st.booleans(),
        chains_skip_bomb_rank=st.booleans(),
        bomb_beats_rocket=st.booleans(),
        reading=st.sampled_from(rvar.READINGS),
    )


@st.composite
def ddz_shaped_counts(draw, size: int) -> tuple[int, ...]:
    """A 3-player hand of exactly `size` cards as 15 per-rank counts, shaped
    for the variants: a run of triples (airplanes; a wing triple next to it
    gives a card set several readings) or of pairs or singles (chains), often
    a bomb (wings of four, chains beside a four, K13), the jokers more often
    than not, and the rest in groups of 1 to 4 cards."""
    caps = DDZ_COPIES[3]
    counts = [0] * 15
    copies = draw(st.sampled_from([3, 3, 2, 1]))
    length = draw(st.integers(2, 5) if copies == 3 else st.integers(3, 8))
    start = draw(st.integers(0, 12 - length))  # the run stays inside 3..A
    for r in range(start, start + length):
        counts[r] = copies
    for r in draw(st.lists(st.integers(0, 12), max_size=2)):
        counts[r] = 4
    counts[13] = draw(st.sampled_from([0, 1, 1]))
    counts[14] = draw(st.sampled_from([0, 1, 1]))
    while sum(counts) < size:
        r = draw(st.sampled_from([i for i, c in enumerate(counts) if c < caps[i]]))
        counts[r] = min(
            caps[r], counts[r] + draw(st.sampled_from([1, 2, 3, 3, 4])), counts[r] + size - sum(counts)
        )
    while sum(counts) > size:
        r = draw(st.sampled_from([i for i, c in enumerate(counts) if c]))
        counts[r] -= 1
    return tuple(counts)


# ---------------------------------------------------------------- Luk Fu


def lf_cards_text(indices) -> str:
    return lref.format_cards(frozenset(indices))


@st.composite
def lf_lead_state(draw) -> dict:
    """A leading player mid-deal: a hand of 0..12 cards, some cards already
    public (O3), fu so far, and caller flags (never caller and Master who
    passed together)."""
    deck = draw(st.permutations(range(LF_CARDS)))
    size = draw(st.integers(0, LF_HAND_SIZE))
    hand = deck[:size]
    public = deck[size : size + draw(st.integers(0, LF_CARDS - size))]
    role = draw(st.sampled_from(["caller", "plain", "master_passed"]))
    return {
        "hand": lf_cards_text(hand),
        "public": lf_cards_text(public),
        "caller": role == "caller",
        "master_passed": role == "master_passed",
        "fu": draw(st.integers(0, 8)),
    }


def _lf_plays(cards) -> list[str]:
    """Every play (single, set, run) made of the given cards, by the reference."""
    cards = sorted(cards)
    plays = []
    for k in range(1, len(cards) + 1):
        if k > 9:
            break
        for combo in itertools.combinations(cards, k):
            text = lf_cards_text(combo)
            try:
                lref.classify(text)
            except ValueError:
                continue
            plays.append(text)
    return plays


@st.composite
def lf_follow_state(draw) -> dict:
    """A following player: the led play and the current best play (the led
    play, or a play that beats it) from cards outside the hand, and a hand at
    least as large as the led play."""
    deck = list(draw(st.permutations(range(LF_CARDS))))
    pool = deck[:14]  # the table is drawn from a few cards, so plays exist
    plays = _lf_plays(pool[:10])
    led = draw(st.sampled_from(plays))
    led_set = lref.parse(led)
    best = led
    if draw(st.booleans()):
        stronger = [p for p in plays if not (lref.parse(p) & led_set) and lref.beats(p, led, led)]
        if stronger:
            best = draw(st.sampled_from(stronger))
    used = led_set | lref.parse(best)
    rest = [c for c in deck if c not in used]
    size = draw(st.integers(len(led_set), LF_HAND_SIZE))
    return {"hand": lf_cards_text(rest[:size]), "led": led, "best": best, "caller": draw(st.booleans())}
