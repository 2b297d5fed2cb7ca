"""The package's shape: no import circle anywhere in ``python/paigen`` (every
import counts, those inside functions too), every module imports in a fresh
interpreter, and files stay small (400 lines, a command of the command line
300; the pure-Python reference and the type stubs excepted)."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "python" / "paigen"


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(path): path for path in sorted(PACKAGE.rglob("*.py"))}
COMPILED = {module_name(path) for path in PACKAGE.rglob("*.pyi")}  # paigen._core and its submodules


def in_type_checking(node: ast.AST, parents: dict[ast.AST, ast.AST]) -> bool:
    while node in parents:
        node = parents[node]
        if isinstance(node, ast.If) and ast.unparse(node.test).endswith("TYPE_CHECKING"):
            return True
    return False


def imports_of(name: str) -> set[str]:
    """The paigen modules `name` imports, at module level or inside functions."""
    path = MODULES[name]
    tree = ast.parse(path.read_text())
    parents = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = set()
    for node in ast.walk(tree):
        if in_type_checking(node, parents):
            continue
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join(anchor + ([base] if base else []))
            for alias in node.names:  # `from . import x`: x is a module when there is one
                module = f"{base}.{alias.name}"
                found.add(module if module in MODULES or module in COMPILED else base)
    return {module for module in found if module in MODULES and module != name}


GRAPH = {name: imports_of(name) for name in MODULES}


def test_the_graph_sees_the_package():
    assert {"paigen", "paigen.cli", "paigen._games", "paigen._runner", "paigen.arena._evaluate"} <= set(GRAPH)
    assert "paigen._games" in GRAPH["paigen._simulate"] and "paigen.cli._options" in GRAPH["paigen.cli.play"]


def test_no_import_circle():
    """Depth-first search; a circle is reported as its modules in order."""
    done: set[str] = set()
    path: list[str] = []

    def visit(name: str) -> None:
        if name in path:
            circle = [*path[path.index(name) :], name]
            pytest.fail("import circle: " + " -> ".join(circle))
        if name in done:
            return
        path.append(name)
        for imported in sorted(GRAPH[name]):
            visit(imported)
        path.pop()
        done.add(name)

    for name in sorted(GRAPH):
        visit(name)


def dependency_order() -> list[str]:
    order: list[str] = []

    def visit(name: str) -> None:
        if name not in order:
            for imported in sorted(GRAPH[name]):
                visit(imported)
            order.append(name)

    for name in sorted(GRAPH):
        visit(name)
    return order


def test_every_module_imports_in_a_fresh_interpreter():
    pytest.importorskip("gymnasium")  # paigen.envs's environments
    pytest.importorskip("pettingzoo")
    script = "import importlib, sys\nfor name in sys.argv[1:]:\n    importlib.import_module(name)\n"
    order = [name for name in dependency_order() if name != "paigen.__main__"]  # __main__ runs the CLI
    out = subprocess.run(
        [sys.executable, "-c", script, *order], capture_output=True, text=True, timeout=120, cwd=ROOT
    )
    assert out.returncode == 0, out.stderr


def line_count(path: Path) -> int:
    return len(path.read_text().splitlines())


def test_no_file_over_400_lines():
    sources = [*PACKAGE.rglob("*.py"), *(ROOT / "tests").rglob("*.py"), *(ROOT / "benchmarks").rglob("*.py")]
    allowed = PACKAGE / "reference"
    long = {
        str(path.relative_to(ROOT)): line_count(path)
        for path in sources
        if allowed not in path.parents and line_count(path) > 400
    }
    assert not long, long


def test_each_command_is_a_module_of_at_most_300_lines():
    commands = [path for path in (PACKAGE / "cli").glob("*.py") if not path.name.startswith("_")]
    assert {path.stem for path in commands} == {
        "moves",
        "classify",
        "old",
        "play",
        "replay",
        "perft",
        "fuzz",
        "arena",
        "solve",
    }
    long = {path.name: line_count(path) for path in (PACKAGE / "cli").glob("*.py") if line_count(path) > 300}
    assert not long, long
