"""Hypothesis profiles: `dev` (default, quick), `ci` (more examples, derandomized
so CI is reproducible) and `fuzz` (long runs). Select with HYPOTHESIS_PROFILE."""

import os

import pytest
from hypothesis import HealthCheck, settings

settings.register_profile(
    "ci",
    max_examples=150,
    deadline=None,
    derandomize=True,
    print_blob=True,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.register_profile("dev", max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.register_profile(
    "fuzz",
    max_examples=20_000,
    deadline=None,
    print_blob=True,
    suppress_health_check=[HealthCheck.too_slow],
)
# CI (which sets CI=true) gets the reproducible profile without extra flags, so
# the README's plain `python -m pytest` is exactly what CI runs.
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci" if os.environ.get("CI") else "dev"))


@pytest.fixture
def terminal_stderr(monkeypatch):
    """The command line run in this process draws its progress line on the
    captured stderr, as it does on a terminal (it leaves files and pipes alone)."""
    from paigen.cli import _progress

    monkeypatch.setattr(_progress, "_is_terminal", lambda stream: stream is not None)
