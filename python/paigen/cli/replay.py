"""``paigen replay``: steps through a readable record (``Game.record()``,
``Match.record()``): each deal's cards, every bid, call and move, the result.

    paigen replay deal.txt             # the whole deal, printed
    paigen replay match.txt --step     # Enter after each decision
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from ._options import UsageError

__all__ = ["register", "run"]


def register(sub: Any) -> None:
    p = sub.add_parser("replay", help="step through a recorded deal or match (Game.record(), Match.record())")
    p.add_argument("file", help="the record, a text file ('-' reads standard input)")
    p.add_argument("--step", action="store_true", help="wait for Enter after each decision")
    p.set_defaults(run=run)


def _read(path: str) -> str:
    if path == "-":
        return sys.stdin.read()
    try:
        with open(path, encoding="utf-8") as f:
            return f.read()
    except OSError as err:
        raise UsageError(f"cannot read {path}: {err.strerror}") from None


def _game_name(text: str) -> str:
    """The name on the record's ``game`` line (the first line that says something)."""
    for line in text.splitlines():
        words = line.split("#", 1)[0].split()
        if words:
            if words[0] != "game" or len(words) != 2:
                raise UsageError("not a paigen record: its first line is not 'game NAME'")
            return words[1]
    raise UsageError("not a paigen record: the file says nothing")


def _start(game: Any) -> Any:
    """The game as its first deal began: its record cut before the first decision."""
    kept = []
    for line in game.record().splitlines():
        words = line.split()
        if words and words[0].isdigit():
            break
        kept.append(line)
    return type(game).from_record("\n".join(kept))


def _replay(spec: Any, game: Any, step: bool) -> None:
    board = _start(game)
    print(spec.deal_text(board))
    for seat, decision in game.history:
        deals = board.deals
        spec.apply_decision(board, decision)
        print(f"seat {seat}: {spec.decision_name(decision)}")
        if board.deals != deals:
            print(spec.deal_text(board))
        if step and board.phase != "over":
            input("(Enter) ")
    if board.phase == "over":
        print(f"payoffs: {board.payoffs}")
    else:
        print(f"the record stops here: seat {board.to_move} to decide")


def run(args: argparse.Namespace) -> None:
    from .._games import GAMES

    text = _read(args.file)
    name = _game_name(text)
    if name not in GAMES:
        raise UsageError(f"the record's game {name!r} is none of {', '.join(GAMES)}")
    spec = GAMES[name]
    loaded = spec.from_record(text)
    games = getattr(loaded, "rounds", [loaded])
    for index, game in enumerate(games):
        if len(games) > 1 or hasattr(loaded, "rounds"):
            print(f"== round {index}, dealer seat {loaded.dealers[index]}")
        _replay(spec, game, args.step)
    if hasattr(loaded, "rounds"):
        print(f"totals: {loaded.totals}; winner: {', '.join(f'seat {s}' for s in loaded.winner())}")
