"""The base class of both games' ``Kind`` enums (the compiled module builds them
on it): a plain ``IntEnum`` whose ``str()`` and ``format()`` give the rule pages'
lower-case name.

>>> from paigen import doudizhu as dd
>>> str(dd.Kind.TRIPLE_SINGLE), f"{dd.Kind.PAIR:>6}", dd.Kind.PAIR == 1
('triple_single', '  pair', True)
"""

from __future__ import annotations

import enum


class KindEnum(enum.IntEnum):
    """An IntEnum read as its rule-page name. Equality and hashing stay those
    of the integer value (a kind never equals a string)."""

    def __str__(self) -> str:
        return self.name.lower()

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)
