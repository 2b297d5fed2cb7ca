"""The golden endgames of tests/data/puzzles.txt (its header says the format),
read for tests/test_puzzles.py and benchmarks/bench_solve.py."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

FILE = Path(__file__).resolve().parent.parent / "data" / "puzzles.txt"


@dataclass(frozen=True)
class Puzzle:
    line: int
    hands: list[str]
    landlord: int
    to_move: int
    last: str | None
    last_seat: int | None
    win: bool
    winning: set[str]
    why: str
    variant: str


def read_puzzles() -> list[Puzzle]:
    out = []
    for number, text in enumerate(FILE.read_text().splitlines(), 1):
        if not text.strip() or text.startswith("#"):
            continue
        f = [part.strip() for part in text.split("|")]
        assert len(f) in (8, 9), f"line {number}: 8 or 9 fields"
        assert f[5] in ("win", "loss"), f"line {number}: answer {f[5]!r}"
        assert f[7], f"line {number}: every puzzle says why"
        out.append(
            Puzzle(
                number,
                f[0].split(),
                int(f[1]),
                int(f[2]),
                None if f[3] == "-" else f[3],
                None if f[4] == "-" else int(f[4]),
                f[5] == "win",
                set() if f[6] == "-" else set(f[6].split()),
                f[7],
                f[8] if len(f) == 9 else "standard",
            )
        )
    return out


PUZZLES = read_puzzles()
