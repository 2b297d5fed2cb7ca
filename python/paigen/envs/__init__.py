"""Environments for learning agents over paigen's games (the ``rl`` extra:
``pip install "paigen[rl]"`` brings gymnasium and pettingzoo).

- ``doudizhu_v0``, ``lukfu_v0``: PettingZoo AEC environments (``env()``, ``raw_env``);
- ``DouDizhuSingle``, ``LukFuSingle``: Gymnasium environments for one seat, the
  others played by an opponent policy, with ``action_masks()`` for sb3-contrib;
- ``VectorDouDizhu``, ``VectorLukFu``: many deals stepped by one call in C++
  (numpy in and out; they need neither gymnasium nor pettingzoo, and are
  ``gymnasium.vector.VectorEnv`` subclasses, with its spaces, when gymnasium
  is installed).

Everything is imported on first use: ``import paigen.envs`` imports neither
gymnasium nor pettingzoo, and the AEC modules need no more than they use.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

# name -> the submodule defining it (a submodule maps to itself)
_LAZY = {
    "doudizhu_v0": "doudizhu_v0",
    "lukfu_v0": "lukfu_v0",
    "DouDizhuSingle": "_single",
    "LukFuSingle": "_single",
    "VectorDouDizhu": "_vector",
    "VectorLukFu": "_vector",
}

__all__ = ["DouDizhuSingle", "LukFuSingle", "VectorDouDizhu", "VectorLukFu", "doudizhu_v0", "lukfu_v0"]

if TYPE_CHECKING:
    from . import doudizhu_v0, lukfu_v0
    from ._single import DouDizhuSingle, LukFuSingle
    from ._vector import VectorDouDizhu, VectorLukFu


def _vector_class(name: str) -> Any:
    """The vector env class `name`: the gymnasium.vector.VectorEnv subclass
    when gymnasium can be imported, else the numpy-only class."""
    try:
        importlib.import_module("gymnasium.vector")
    except ImportError:
        return getattr(importlib.import_module("._vector", __name__), name)
    return getattr(importlib.import_module("._vector_gym", __name__), name)


def __getattr__(name: str) -> Any:
    if name in ("VectorDouDizhu", "VectorLukFu"):
        return _vector_class(name)
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'paigen.envs' has no attribute {name!r}")
    loaded = importlib.import_module(f".{module}", __name__)
    return loaded if module == name else getattr(loaded, name)


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_LAZY))
