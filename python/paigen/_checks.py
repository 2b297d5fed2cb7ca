"""Argument checks shared by paigen's calls: integers in a range, and the
quoted form of a bad value in an error message.

>>> checked_int("n", 5, 0, 10, "an int from 0 to 10")
5
>>> checked_int("n", 5.0, 0, 10, "an int from 0 to 10")
Traceback (most recent call last):
...
TypeError: n must be an int, not float
"""

from __future__ import annotations

import operator
import sys
from typing import Any, SupportsIndex

__all__ = ["checked_int", "integer", "shown"]


def shown(value: object, limit: int = 40) -> str:
    """``repr(value)``, cut to about ``limit`` characters, for error messages
    that quote what they were given."""
    try:
        text = repr(value)
    except Exception as err:  # a user's object whose __repr__ raises is still named
        text = f"<{type(value).__name__} (repr raised {type(err).__name__})>"
    return text if len(text) <= limit else text[: limit - 3] + "..."


def checked_int(name: str, value: object, low: int, high: int, allowed: str, kind: str = "an int") -> int:
    """``value`` as an int in ``[low, high]``: a TypeError saying it must be
    ``kind`` unless it is an int (a numpy integer will do; a bool, float or
    string will not), a ValueError saying what is ``allowed`` if it is out of
    range."""
    if isinstance(value, bool) or not isinstance(value, SupportsIndex):
        raise TypeError(f"{name} must be {kind}, not {type(value).__name__}")
    number = operator.index(value)
    if not low <= number <= high:
        raise ValueError(f"{name} must be {allowed}, not {shown(number)}")
    return number


def integer(value: Any) -> int | None:
    """`value` as an int if it is one (numpy integers too, bools not), else None."""
    # numpy is not imported for this: a numpy bool exists only once it is.
    np = sys.modules.get("numpy")
    if isinstance(value, bool) or (np is not None and isinstance(value, np.bool_)):
        return None
    try:
        return operator.index(value)
    except TypeError:
        return None
