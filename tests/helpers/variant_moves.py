"""Shared pieces of the tests of the rule variants in the pure-Python reference:
the presets, the chain kinds (K6-K8), and move sets of illegal card sets and
bombs."""

from __future__ import annotations

from paigen.errors import IllegalMoveError
from paigen.reference.doudizhu import Variant, classify

PASS = ("pass", "")
PRESET_NAMES = ("standard", "rlcard", "douzero", "openspiel")
CHAINS = ("straight", "pair_chain", "triple_chain")  # K6-K8


def illegal(cards: str, variant: Variant | str) -> bool:
    try:
        classify(cards, variant=variant)
    except IllegalMoveError:
        return True
    return False


def bombs(*ranks: str) -> set[tuple[str, str]]:
    return {("bomb", r * 4) for r in ranks}
