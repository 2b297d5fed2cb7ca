"""Every example in the README runs as written (python-chess style doctest)."""

import doctest
import re
from pathlib import Path

README = Path(__file__).resolve().parent.parent / "README.md"


def test_readme_examples():
    result = doctest.testfile(str(README), module_relative=False, optionflags=doctest.ELLIPSIS)
    assert result.attempted > 20
    assert result.failed == 0


def test_module_docstring_examples():
    import paigen
    import paigen._checks
    import paigen._games
    import paigen._simulate
    import paigen.arena
    import paigen.arena._evaluate
    import paigen.doudizhu
    import paigen.lukfu

    modules = (paigen, paigen.doudizhu, paigen.lukfu, paigen._games, paigen._checks, paigen._simulate)
    for module in (*modules, paigen.arena, paigen.arena._evaluate):
        result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
        assert result.failed == 0, module.__name__


def test_readme_is_short_and_its_links_resolve():
    text = README.read_text()
    assert len(text.splitlines()) <= 200  # the reference lives in docs/
    links = re.findall(r"\]\(([^)#]+)\)", text)
    local = [link for link in links if "://" not in link]
    assert local, "the README links into the docs"
    missing = [link for link in local if not (README.parent / link).exists()]
    assert not missing
