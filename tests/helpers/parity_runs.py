"""Running ``paigen fuzz`` in the test process, as the parity tests do."""

from __future__ import annotations

import json

import pytest

from paigen import cli
from tests.helpers import parity_generators

GENERATORS = parity_generators.__name__  # MODULE of --against MODULE:FUNCTION


def fuzz(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, dict[str, object], str]:
    """`paigen fuzz ... --json` in this process: (status, the JSON object, stderr)."""
    status = cli.main(["fuzz", *args, "--json"])
    out = capsys.readouterr()
    return status, json.loads(out.out) if out.out else {}, out.err
