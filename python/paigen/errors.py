"""Exceptions raised by paigen for bad input. All four classes are ``ValueError``
subclasses, so callers that only care about "bad input" can catch ``ValueError``
(wrong argument types raise ``TypeError``, as in Python itself).

- ``PaigenError``: the base class of every error paigen raises for bad input.
- ``NotationError``: a hand or move string is not valid notation (D4, L2).
- ``IllegalMoveError``: cards that form no legal play, or a play not allowed now.
- ``StateError``: an impossible situation, a deal that cannot be played, or
  damaged saved bytes.

The classes are defined by the compiled core (which raises them) and live here.
"""

from __future__ import annotations

from ._core import IllegalMoveError, NotationError, PaigenError, StateError

__all__ = ["IllegalMoveError", "NotationError", "PaigenError", "StateError"]
