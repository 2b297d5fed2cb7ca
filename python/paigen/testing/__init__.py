"""Hypothesis strategies for Dou Dizhu and Luk Fu: hands, moves, deals, reachable
mid-deal states and the inputs of the move generators, for property tests of
your own bots, engines and ports of the rules.

Needs hypothesis (``pip install "paigen[testing]"``); ``import paigen`` does not
import it. Every strategy draws only valid input (the library accepts all of
it), leans toward what breaks move generators (bombs, long chains, airplanes,
jokers, Old cards, claims, empty and full hands) and shrinks toward small, low
hands and short histories. Both games have the same verbs:

============================  ==========================  ======================
what                          Dou Dizhu                   Luk Fu
============================  ==========================  ======================
a hand                        ``doudizhu_hands()``        ``lukfu_hands()``
a move                        ``doudizhu_moves()``        ``lukfu_moves()``
a dealt ``Game``              ``doudizhu_deals()``        ``lukfu_deals()``
a reachable ``Game``          ``doudizhu_states()``       ``lukfu_states()``
a move generator's input      ``doudizhu_positions()``    ``lukfu_situations()``
============================  ==========================  ======================

Property tests of your own: under RLCard's rules every legal reply beats the
move it answers (C2-C6), and a Luk Fu claim is always the only legal move (R1):

>>> from hypothesis import given
>>> from paigen import doudizhu as dd, lukfu as lf
>>> from paigen.testing import doudizhu_positions, lukfu_situations
>>> @given(doudizhu_positions(variant="rlcard"))
... def test_replies_beat(position):
...     hand, last = position
...     for move in dd.legal_moves(hand, last, variant="rlcard"):
...         assert last is None or move.is_pass or move.beats(last)
>>> test_replies_beat()
>>> @given(lukfu_situations())
... def test_claims_come_alone(situation):
...     kinds = [str(m.kind) for m in lf.legal_moves(**situation)]
...     assert "claim" not in kinds or kinds == ["claim"]
>>> test_claims_come_alone()

Failures shrink to small examples; the smallest hand that holds a bomb:

>>> from hypothesis import find
>>> from paigen.testing import doudizhu_hands
>>> find(doudizhu_hands(), lambda hand: 4 in hand.counts)
Hand('3333')
"""

from __future__ import annotations

from ._doudizhu import doudizhu_deals, doudizhu_hands, doudizhu_moves
from ._doudizhu_states import doudizhu_positions, doudizhu_states
from ._lukfu import lukfu_deals, lukfu_hands, lukfu_moves
from ._lukfu_states import Situation, lukfu_situations, lukfu_states

__all__ = [
    "Situation",
    "doudizhu_deals",
    "doudizhu_hands",
    "doudizhu_moves",
    "doudizhu_positions",
    "doudizhu_states",
    "lukfu_deals",
    "lukfu_hands",
    "lukfu_moves",
    "lukfu_situations",
    "lukfu_states",
]
