"""Sphinx configuration of paigen's documentation site.

The API reference is read from the installed paigen (autodoc imports it), and
every example on the site runs under `sphinx-build -b doctest`; CI builds with
-W, so a warning fails it.
"""

import paigen

project = "paigen"
author = "paigen developers"
copyright = "2026, paigen developers"
release = version = paigen.__version__

extensions = ["myst_parser", "sphinx.ext.autodoc", "sphinx.ext.doctest"]
source_suffix = {".md": "markdown", ".rst": "restructuredtext"}
root_doc = "index"
# ARCHITECTURE.md is included by architecture.md; the seeds are the rules' sources.
exclude_patterns = ["_build", "rules/seeds", "ARCHITECTURE.md"]

myst_enable_extensions = ["colon_fence"]
myst_heading_anchors = 3

# The pages' examples run here; the docstrings' examples the API reference shows
# run in the test suite (doctest.testmod, with their modules' globals).
doctest_test_doctest_blocks = ""

autodoc_default_options = {"members": True, "undoc-members": False, "show-inheritance": False}
autodoc_member_order = "bysource"
autodoc_typehints = "signature"
# Docstrings are written for help() and the editor: `name` is code, not a reference.
default_role = "literal"

html_theme = "alabaster"
html_title = f"paigen {release}"


def _escape_plain_stars(app, what, name, obj, options, lines):
    """The compiled core's docstrings are plain text for help(): `Variant(**switches)`
    there is a call, not the start of reST bold."""
    for i, line in enumerate(lines):
        if "``" not in line:
            lines[i] = line.replace("(**", r"(\*\*").replace(" **", r" \*\*")


def setup(app):
    app.connect("autodoc-process-docstring", _escape_plain_stars)
