"""The installed package: its metadata agrees with the code."""

from __future__ import annotations

from importlib import metadata

from paigen import cli


def test_the_console_script_is_the_cli():
    points = metadata.entry_points()
    if hasattr(points, "select"):
        scripts = points.select(group="console_scripts")
    else:  # Python 3.9: a dict of groups
        scripts = points["console_scripts"]
    (script,) = [ep for ep in scripts if ep.name == "paigen"]
    assert script.value == "paigen.cli:main"
    assert script.load() is cli.main
