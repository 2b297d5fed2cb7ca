"""paigen: every legal play of Dou Dizhu (3 and 4 players) and Luk Fu, from a C++
bitboard core.

The game modules are imported on first use, so ``import paigen`` stays cheap
(the compiled core, which defines the exceptions of :mod:`paigen.errors`, loads
once)::

    >>> import paigen
    >>> paigen.doudizhu.classify("334455").kind.name
    'PAIR_CHAIN'
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from .errors import IllegalMoveError, NotationError, PaigenError, StateError

__version__ = "0.1.0"
__all__ = [
    "IllegalMoveError",
    "NotationError",
    "PaigenError",
    "StateError",
    "__version__",
    "arena",
    "doudizhu",
    "lukfu",
    "parity",
    "reference",
    "simulate",
]

_LAZY_SUBMODULES = {"arena", "doudizhu", "lukfu", "parity", "reference"}

if TYPE_CHECKING:
    from . import arena, doudizhu, lukfu, parity, reference
    from ._simulate import simulate


def __getattr__(name: str) -> Any:
    if name == "simulate":
        from ._simulate import simulate

        return simulate
    if name in _LAZY_SUBMODULES:
        return importlib.import_module(f".{name}", __name__)
    raise AttributeError(f"module 'paigen' has no attribute {name!r}")
