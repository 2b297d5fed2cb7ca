"""Move generators for the parity tests: paigen itself, and paigen with one
planted bug each. Module-level functions, so that worker processes and Ray
tasks can import them and ``paigen fuzz --against tests.helpers.parity_generators:NAME``
finds them."""

from __future__ import annotations

from typing import Any

from paigen import doudizhu as dd
from paigen import lukfu as lf

K = dd.Kind
JOKER_KICKERS = dd.Variant(four_two_joker_singles=True, joker_wings=True)


# Dou Dizhu, 3 players --------------------------------------------------------


def exact(hand: str, last: str | None) -> list[str]:
    return dd.legal_moves(hand, last).cards


def exact_rlcard(hand: str, last: str | None) -> list[str]:
    return dd.legal_moves(hand, last, variant="rlcard").cards


def exact_douzero(hand: str, last: str | None) -> list[str]:
    return dd.legal_moves(hand, last, variant="douzero").cards


def exact_openspiel(hand: str, last: str | None) -> list[str]:
    return dd.legal_moves(hand, last, variant="openspiel").cards


def shouting(hand: str, last: str | None) -> list[str]:
    """paigen's moves in lower case, unsorted, the pass spelled out: still exact."""
    out = ["pass" if m == "" else m[::-1].lower() for m in dd.legal_moves(hand, last).cards]
    return out[::-1]


def no_bomb_replies(hand: str, last: str | None) -> list[str]:
    return [m.cards for m in dd.legal_moves(hand, last) if not (last and m.kind == K.BOMB)]


def no_four_two_pairs(hand: str, last: str | None) -> list[str]:
    return [m.cards for m in dd.legal_moves(hand, last) if m.kind != K.FOUR_TWO_PAIRS]


def joker_kickers(hand: str, last: str | None) -> list[str]:
    """B and R allowed together as the singles of a four with two and as airplane wings."""
    return dd.legal_moves(hand, last, variant=JOKER_KICKERS).cards


def twice(hand: str, last: str | None) -> list[str]:
    """Exact, but the last move is listed twice."""
    moves = dd.legal_moves(hand, last).cards
    return [*moves, moves[-1]]


def pass_on_leads(hand: str, last: str | None) -> list[str]:
    return ["", *dd.legal_moves(hand).cards] if last is None else dd.legal_moves(hand, last).cards


def any_rank_replies(hand: str, last: str | None) -> list[str]:
    """Replies: also every move of the previous move's kind and length, higher or not."""
    moves = dd.legal_moves(hand, last).cards
    if last is None:
        return moves
    prev = dd.classify(last)
    same = [m.cards for m in dd.legal_moves(hand) if m.kind == prev.kind and m.length == prev.length]
    return moves + same


def big_hands_only_leads(hand: str, last: str | None) -> list[str]:
    return dd.legal_moves(hand, last).cards


def _small(hand: str, last: str | None) -> bool:
    return len(hand) <= 10 and last is None


big_hands_only_leads.accepts = _small  # type: ignore[attr-defined]


def raises(hand: str, last: str | None) -> list[str]:
    if len(hand) > 12:
        raise KeyError(hand)
    return dd.legal_moves(hand, last).cards


def bad_notation(hand: str, last: str | None) -> list[str]:
    return ["33X"]


def one_string(hand: str, last: str | None) -> str:
    return "3"


# Dou Dizhu, 4 players --------------------------------------------------------


def exact4(hand: str, last: str | None) -> list[str]:
    return dd.legal_moves(hand, last, players=4).cards


def no_bomb_replies4(hand: str, last: str | None) -> list[str]:
    return [m.cards for m in dd.legal_moves(hand, last, players=4) if not (last and m.kind == K.BOMB)]


# Luk Fu ----------------------------------------------------------------------


def lf_exact(**state: Any) -> list[str]:
    return lf.legal_moves(**state).cards


def lf_marked(**state: Any) -> list[str]:
    """Every move as kind:cards."""
    return [f"{m.kind}:{m.cards}" for m in lf.legal_moves(**state)]


def lf_no_claims(**state: Any) -> list[str]:
    return [m.cards for m in lf.legal_moves(**state) if m.kind != lf.Kind.CLAIM]


def lf_any_single(**state: Any) -> list[str]:
    """R3 forgotten: a non-caller may lead any single."""
    moves = lf.legal_moves(**state)
    out = moves.cards
    if state["led"] is None and not any(m.kind == lf.Kind.CLAIM for m in moves):
        out += [c for c in state["hand"].split() if c not in out]
    return out


def lf_twice(**state: Any) -> list[str]:
    moves = lf.legal_moves(**state).cards
    return [*moves, moves[0]]
