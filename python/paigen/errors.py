"""Exceptions raised by paigen for bad input. All four classes are ``ValueError``
subclasses, so callers that only care about "bad input" can catch ``ValueError``
(wrong argument types raise ``TypeError``, as in Python itself)."""

from __future__ import annotations

__all__ = ["IllegalMoveError", "NotationError", "PaigenError", "StateError"]


class PaigenError(ValueError):
    """Base class of every error paigen raises for bad input."""


class NotationError(PaigenError):
    """A hand or move string is not valid notation (rules D4, L2): an unknown
    character or card, a repeated Luk Fu card, or more copies of a rank than the
    deck holds. The message names the offending text."""


class IllegalMoveError(PaigenError):
    """Cards that are valid notation but do not form a legal play (or a play that
    is not allowed in the given situation). The message says why."""


class StateError(PaigenError):
    """The arguments describe an impossible situation: a card in two places (hand
    and public cards, hand and the trick, two hands of a deal), contradictory
    flags (a caller who is also a Master who passed), a hand too small for the
    trick, negative fu, a deal that cannot be played, or saved bytes of a game
    (a pickle) that are damaged or forged."""
