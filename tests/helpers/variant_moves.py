"""Shared pieces of the tests of the rule variants in the pure-Python reference
(tests/test_reference_variants_*.py): the presets, the chain kinds (K6-K8), and
move sets of illegal card sets and bombs.

The switches and the reading policy are specified in the header comment of
``cpp/include/paigen/doudizhu/variant.h``, DouZero's classifier in
``paigen.reference.variants.douzero_reading``; the examples of those tests are
the peer programs' own behaviour (tests/test_peers.py checks the presets
against the real programs), and every one comes from those texts. Main ranks
are rank indices (D1): 3 is 0, 8 is 5, K is 10, A is 11, 2 is 12, R is 14."""

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
