"""The installed package: its metadata agrees with the code."""

from __future__ import annotations

import re
from importlib import metadata
from pathlib import Path

import paigen
from paigen import cli

ROOT = Path(__file__).resolve().parent.parent


def test_the_version_is_written_once():
    assert metadata.version("paigen") == paigen.__version__
    pyproject = (ROOT / "pyproject.toml").read_text()
    assert re.search(r'^dynamic = \["version"\]', pyproject, re.MULTILINE)
    assert not re.search(r"^version =", pyproject, re.MULTILINE)


def test_the_console_script_is_the_cli():
    points = metadata.entry_points()
    if hasattr(points, "select"):
        scripts = points.select(group="console_scripts")
    else:  # Python 3.9: a dict of groups
        scripts = points["console_scripts"]
    (script,) = [ep for ep in scripts if ep.name == "paigen"]
    assert script.value == "paigen.cli:main"
    assert script.load() is cli.main
