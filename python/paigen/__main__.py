"""The paigen command line: ``python -m paigen`` (or ``paigen``).

    python -m paigen moves 33344556677                 # every lead of a 3p hand
    python -m paigen moves 3334445 --last 345678       # replies (pass first)
    python -m paigen moves 88889999BBRR --game ddz4    # 4 players
    python -m paigen classify 3334445566
    python -m paigen moves "7s 8s 9s 2c" --game lukfu --caller
    python -m paigen moves "7s 8s 9s 2c" --game lukfu --led 4s --best 6s
    python -m paigen old "8s 9s 5c 1t" --public "9m"

Bad input prints one clear line on stderr and exits with status 2.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from .errors import PaigenError

GAMES = ("ddz3", "ddz4", "lukfu")


def _print_moves(title: str, moves) -> None:
    print(f"{title}: {len(moves)} moves")
    if not moves:
        return
    width = max(len(str(m.kind)) for m in moves)
    for m in moves:
        print(f"  {str(m.kind):<{width}}  {m.cards or '(no cards)'}")


def _cmd_moves(args: argparse.Namespace) -> None:
    if args.game == "lukfu":
        from . import lukfu as lf

        hand = lf.Hand(args.hand)
        moves = lf.legal_moves(hand, public=args.public, caller=args.caller,
                               master_passed=args.master_passed, fu=args.fu,
                               led=args.led, best=args.best)
        situation = f"follow to {args.best or args.led}" if (args.led or args.best) else "lead"
        _print_moves(f"{hand} (Luk Fu, {situation})", moves)
        return
    from . import doudizhu as dd

    players = int(args.game[-1])
    hand = dd.Hand(args.hand, players=players)
    moves = dd.legal_moves(hand, args.last, players=players)
    situation = f"reply to {args.last}" if args.last else "lead"
    _print_moves(f"{hand} ({players} players, {situation})", moves)


def _cmd_classify(args: argparse.Namespace) -> None:
    if args.game == "lukfu":
        from . import lukfu as lf

        m = lf.classify(args.cards)
        print(f"{m.cards}: {m.kind}")
        return
    from . import doudizhu as dd

    m = dd.classify(args.cards, players=int(args.game[-1]))
    print(f"{m.cards}: {m.kind} (main rank {dd.RANKS[m.main_rank]}, length {m.length})")


def _cmd_old(args: argparse.Namespace) -> None:
    from . import lukfu as lf

    old = lf.old_cards(args.hand, public=args.public)
    print(old if old else "(no Old cards)")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="paigen", description="Legal plays of Dou Dizhu (3 and 4 players) and Luk Fu."
    )
    sub = parser.add_subparsers(dest="command", required=True)

    def game_option(p: argparse.ArgumentParser) -> None:
        p.add_argument("--game", choices=GAMES, default="ddz3",
                       help="ddz3 / ddz4: Dou Dizhu for 3 or 4 players; lukfu: Luk Fu (default ddz3)")

    p = sub.add_parser("moves", help="list the legal moves of a hand")
    p.add_argument("hand", help="Dou Dizhu: 33344556677 (D4); Luk Fu: '7s 8s 9s 2c' (L2)")
    game_option(p)
    p.add_argument("--last", default=None, help="Dou Dizhu: the move to reply to (omit to lead)")
    p.add_argument("--public", default="", help="Luk Fu: cards played face up so far")
    p.add_argument("--caller", action="store_true", help="Luk Fu: the player is the caller")
    p.add_argument("--master-passed", action="store_true", help="Luk Fu: the player is a Master who passed")
    p.add_argument("--fu", type=int, default=0, help="Luk Fu: fu won so far")
    p.add_argument("--led", default=None, help="Luk Fu: the trick's led play (omit to lead)")
    p.add_argument("--best", default=None, help="Luk Fu: the trick's best play so far")
    p.set_defaults(run=_cmd_moves)

    p = sub.add_parser("classify", help="name the kind of move some cards make")
    p.add_argument("cards")
    game_option(p)
    p.set_defaults(run=_cmd_classify)

    p = sub.add_parser("old", help="Luk Fu: the Old cards of a hand (O1-O4)")
    p.add_argument("hand")
    p.add_argument("--public", default="", help="cards played face up so far")
    p.set_defaults(run=_cmd_old)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        args.run(args)
    except PaigenError as err:
        print(f"paigen: error: {err}", file=sys.stderr)
        return 2
    except BrokenPipeError:  # output piped into head and the like
        sys.stdout = None  # type: ignore[assignment]  # nothing left to flush
    return 0


if __name__ == "__main__":
    sys.exit(main())
