"""The paigen command line: ``python -m paigen`` (or ``paigen``).

    python -m paigen moves 33344556677            # every lead of a 3p hand
    python -m paigen moves 3334445 --last 345678 # replies (pass first)
    python -m paigen moves 88889999BBRR --players 4
    python -m paigen classify 3334445566

Bad input prints one clear line on stderr and exits with status 2.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from .errors import PaigenError


def _game_players(game: str, players: int | None) -> int:
    if game in ("ddz3", "ddz4"):
        implied = int(game[-1])
        if players is not None and players != implied:
            raise PaigenError(f"--players {players} contradicts --game {game}")
        return implied
    return players or 3


def _cmd_moves(args: argparse.Namespace) -> None:
    from . import doudizhu as dd

    players = _game_players(args.game, args.players)
    hand = dd.Hand(args.hand, players=players)
    moves = dd.legal_moves(hand, args.last, players=players)
    situation = f"reply to {args.last}" if args.last else "lead"
    print(f"{hand} ({players} players, {situation}): {len(moves)} moves")
    if not moves:
        return
    width = max(len(str(m.kind)) for m in moves)
    for m in moves:
        print(f"  {str(m.kind):<{width}}  {m.cards or '(pass)'}")


def _cmd_classify(args: argparse.Namespace) -> None:
    from . import doudizhu as dd

    players = _game_players(args.game, args.players)
    m = dd.classify(args.cards, players=players)
    print(f"{m.cards}: {m.kind} (main rank {dd.RANKS[m.main_rank]}, length {m.length})")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="paigen", description="Legal plays of Dou Dizhu (3 and 4 players) and Luk Fu."
    )
    sub = parser.add_subparsers(dest="command", required=True)

    def game_options(p: argparse.ArgumentParser) -> None:
        p.add_argument("--game", choices=["ddz", "ddz3", "ddz4"], default="ddz",
                       help="ddz (Dou Dizhu, --players sets 3 or 4), ddz3, ddz4")
        p.add_argument("--players", type=int, choices=[3, 4], default=None)

    p = sub.add_parser("moves", help="list the legal moves of a hand")
    p.add_argument("hand", help="the hand, e.g. 33344556677 (rule D4 notation)")
    p.add_argument("--last", default=None, help="the move to reply to (omit to lead)")
    game_options(p)
    p.set_defaults(run=_cmd_moves)

    p = sub.add_parser("classify", help="name the kind of move some cards make")
    p.add_argument("cards")
    game_options(p)
    p.set_defaults(run=_cmd_classify)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        args.run(args)
    except PaigenError as err:
        print(f"paigen: error: {err}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
