"""Make a compiled ``Kind`` IntEnum read as its rule-page name."""

from __future__ import annotations

import enum
from typing import Any


def use_names(kind: type[enum.IntEnum]) -> None:
    """Give ``kind`` lower-case names: ``str(Kind.TRIPLE_SINGLE) == "triple_single"``
    (an IntEnum would print the number), the same in f-strings, and equality with
    that name (``move.kind == "pair"``), as the rules pages spell the kinds.
    Hashes stay those of the integer values."""

    def name(self: enum.IntEnum) -> str:
        return self.name.lower()

    def eq(self: enum.IntEnum, other: Any) -> Any:
        if isinstance(other, str):
            return name(self) == other
        return int.__eq__(self, other)

    def ne(self: enum.IntEnum, other: Any) -> Any:
        result = eq(self, other)
        return result if result is NotImplemented else not result

    kind.__str__ = name  # type: ignore[method-assign,assignment]
    kind.__format__ = lambda self, spec: format(name(self), spec)  # type: ignore[method-assign]
    kind.__eq__ = eq  # type: ignore[method-assign,assignment]
    kind.__ne__ = ne  # type: ignore[method-assign,assignment]
    kind.__hash__ = int.__hash__  # type: ignore[method-assign,assignment]
