"""Counts in printed text: ``1 move``, ``2 moves``, never ``1 moves``.

>>> plural(1, "move"), plural(2, "move"), plural(0, "query", "queries")
('1 move', '2 moves', '0 queries')
>>> plural(12345, "deal", sep=True)
'12,345 deals'
"""

from __future__ import annotations

__all__ = ["plural"]


def plural(n: int, noun: str, many: str | None = None, *, sep: bool = False) -> str:
    """``n`` and ``noun``, made plural (``many``, else ``noun + "s"``) unless
    ``n`` is 1; ``sep`` groups the digits by thousands."""
    count = f"{n:,}" if sep else str(n)
    return f"{count} {noun if n == 1 else many or noun + 's'}"
