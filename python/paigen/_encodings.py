"""The observation layouts of other programs (Observation.encode(format)), for
agents trained there: 'douzero' and 'rlcard' (3-player Dou Dizhu)."""

from __future__ import annotations

from typing import Any

FORMATS = ("paigen", "douzero", "rlcard")


def encode(observation: Any, format: str) -> Any:
    """Observation.encode(format) for the formats other than 'paigen'."""
    raise ValueError(f"format must be one of {', '.join(map(repr, FORMATS))}, not {format!r:.40}")
