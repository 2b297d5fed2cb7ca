"""The per-game seam (docs/ARCHITECTURE.md): outside the per-game modules, no
code of paigen compares a game's or a rules family's name; it asks the game's
spec (``paigen._games``) instead."""

from __future__ import annotations

import ast
import pathlib

import paigen

PACKAGE = pathlib.Path(paigen.__file__).parent
NAMES = {"ddz3", "ddz4", "lukfu", "doudizhu", "Dou Dizhu", "Luk Fu"}
PER_GAME = ("doudizhu", "lukfu", "ddz", "reference")  # a module whose path names one game knows it


def name_comparisons(source: str) -> list[int]:
    """Lines of `source` that compare with a game's name (==, !=, in, not in)."""
    lines = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Compare):
            continue
        sides = [node.left, *node.comparators]
        items = [e for s in sides for e in (s.elts if isinstance(s, (ast.Tuple, ast.List, ast.Set)) else [s])]
        if any(isinstance(c, ast.Constant) and c.value in NAMES for c in items):
            lines.append(node.lineno)
    return lines


def test_the_scan_finds_a_comparison_with_a_game_name():
    assert name_comparisons('why = "A2" if spec.name == "lukfu" else "B4"') == [1]
    assert name_comparisons('if rules not in ("ddz3", "ddz4"):\n    pass') == [1]
    assert name_comparisons('spec = GAMES["lukfu"]') == []


def test_no_module_outside_the_games_compares_a_game_name():
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        relative = path.relative_to(PACKAGE)
        if any(word in part for part in relative.parts for word in PER_GAME):
            continue
        found += [f"{relative}:{line}" for line in name_comparisons(path.read_text(encoding="utf-8"))]
    assert not found, f"ask the game's spec instead: {found}"
