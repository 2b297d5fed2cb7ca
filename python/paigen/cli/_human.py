"""``paigen play --human``: you against the built-in agents at a terminal.

    paigen play --human --game ddz3
    paigen play --human --game lukfu --opponents greedy,random --rounds 3 --seed 7

You sit at seat 0 ("you"); the other seats are built-in agents (``--opponents
NAME`` for all, or one name per seat; the strongest by default). Before each
of your decisions the table shows what your seat may see: your hand, the
trick and who played what, the hand sizes, the auction or the calls, your Old
cards (Luk Fu). You type a bid, a call (Luk Fu: play or pass) or a move in the
notation (``334455``, ``7s 8s 9s``, ``pass``; a kind may come first:
``bomb 3333``, ``claim``); ``?`` lists your legal decisions, ``hint`` asks the
strongest agent, ``help`` lists the commands, ``quit`` ends the game. Bad
input says why and asks again. After each round the settlement and the money
totals over the rounds; Ctrl-D or ``quit`` ends the game with the totals so
far (status 0), Ctrl-C too (status 130).

Dou Dizhu rounds are those of a ``Match`` seeded ``--seed`` (random when not
given): the dealer drawn at random, then passing anticlockwise (M1), each
round's first bidder drawn as B1 says, the money added up (M3). Luk Fu rounds
are the deals of ``--seed``, the next seed, and so on (the Master drawn as A1
says).
"""

from __future__ import annotations

import argparse
import random
from collections.abc import Callable
from typing import Any

from .._agent_names import STRONGEST_AGENT
from .._games import GAMES
from .._text import plural
from ._options import UsageError, int_in
from ._tables import TABLES, BadInput, Table, signed

__all__ = ["MAX_ROUNDS", "add_options", "run"]

MAX_ROUNDS = 10_000
YOU = 0  # your seat
HELP = (
    "type a move in the notation (pass to pass), ? for your legal decisions, hint for a suggestion, "
    "quit to stop"
)


class Quit(Exception):
    """The person ended the game (quit or Ctrl-D)."""


def add_options(p: argparse.ArgumentParser) -> None:
    """The options of ``paigen play`` for a game against the agents."""
    p.add_argument(
        "--human",
        action="store_true",
        help="play a game yourself at this terminal, against built-in agents",
    )
    p.add_argument(
        "--opponents",
        default=None,
        metavar="NAME[,NAME]",
        help="with --human: the built-in agents at the other seats, one for all or one per seat "
        f"(any of the game's: {agent_lists()}; a search agent takes a budget, as in pimc:samples=16; "
        f"default {STRONGEST_AGENT})",
    )
    p.add_argument(
        "--rounds",
        type=int_in(1, MAX_ROUNDS),
        default=None,
        help=f"with --human: deals to play, the money added up over them (default 1, at most {MAX_ROUNDS})",
    )


def agent_names(spec: Any) -> tuple[str, ...]:
    """The built-in agents of a game, the weakest first."""
    return tuple(type(spec.agent("random", 0)).names)


def agent_lists() -> str:
    """Each game's built-in agents, for the help."""
    lists: dict[tuple[str, ...], list[str]] = {}
    for spec in dict.fromkeys(GAMES.values()):
        lists.setdefault(agent_names(spec), []).append(spec.title)
    return "; ".join(f"{', '.join(names)} ({' and '.join(titles)})" for names, titles in lists.items())


def opponents_of(text: str | None, players: int, spec: Any) -> list[str]:
    """One built-in agent name per other seat, from ``--opponents``: any
    agent of the game, a search agent with its budget (checked when it is
    made)."""
    names = [STRONGEST_AGENT] if text is None else [name.strip() for name in text.split(",")]
    known = agent_names(spec)
    for name in names:
        if name.split(":", 1)[0] not in known:
            raise UsageError(f"--opponents: {name!r} is not a built-in agent ({', '.join(known)})")
    if len(names) == 1:
        names *= players - 1
    if len(names) != players - 1:
        raise UsageError(
            f"--opponents takes one name, or one per other seat ({players - 1}), not {len(names)}"
        )
    return names


class HumanGame:
    """The rounds of one game at the terminal: `read(prompt)` gets a line of
    input (EOFError at the end), `write(line)` shows one."""

    def __init__(
        self,
        table: Table,
        spec: Any,
        opponents: list[str],
        seed: int,
        read: Callable[[str], str] | None = None,
        write: Callable[[str], None] | None = None,
    ) -> None:
        self.table, self.seed = table, seed
        self.read = read or input  # looked up now: a test may replace them
        self.write = write or print
        self.names = dict(enumerate(opponents, start=1))
        draws = random.Random(seed)
        self.agents = {seat: spec.agent(name, draws.getrandbits(63)) for seat, name in self.names.items()}
        self.hinter = spec.agent(STRONGEST_AGENT, draws.getrandbits(63))
        self.totals = [0] * table.players
        self.rounds = 0

    def play(self, rounds: int) -> None:
        """Plays `rounds` deals; Quit if the person ends the game."""
        for r in range(rounds):
            game, about = self.table.deal(self.seed, r)
            self.write(f"\n== round {r + 1} of {rounds} ({about}) ==")
            self.play_deal(game)
            self.rounds += 1
            self.write(f"totals after {plural(self.rounds, 'round')}: {self.standings()}")

    def play_deal(self, game: Any) -> None:
        t = self.table
        deals = game.deals
        while game.phase != "over":
            if game.deals != deals:
                deals = game.deals
                self.write(f"the cards are dealt again (deal {deals} of this round)")
            seat = game.to_move
            decision = self.ask(game) if seat == YOU else self.agents[seat].decide(game)
            t.apply(game, decision)
            self.write(t.said(seat, decision, YOU))
        for line in t.settlement(game, YOU):
            self.write(line)
        for seat, payoff in enumerate(game.payoffs):
            self.totals[seat] += payoff

    def ask(self, game: Any) -> Any:
        t = self.table
        self.write("")
        for line in t.view(game, YOU):
            self.write(line)
        while True:
            try:
                text = self.read(f"{t.prompt(game)}> ").strip()
            except EOFError:
                raise Quit from None
            if not text:
                continue
            command = text.lower()
            if command == "?":
                legal = t.legal_inputs(game)
                self.write(f"your legal decisions ({len(legal)}): {', '.join(legal)}")
            elif command == "hint":
                hint = self.hinter.decide(game)
                self.write(f"hint ({STRONGEST_AGENT}): {t.input_of(hint)}")
            elif command == "help":
                self.write(HELP)
            elif command in ("quit", "exit"):  # not "q": a queen
                raise Quit
            else:
                try:
                    return t.parse(game, text)
                except BadInput as err:
                    self.write(f"{err}; try again")

    def standings(self) -> str:
        return ", ".join(f"{self.table.name(s, YOU)} {signed(n)}" for s, n in enumerate(self.totals))

    def result(self) -> str:
        """Who won the most money over the rounds played (ties listed)."""
        if not self.rounds:
            return "no round finished"
        best = max(self.totals)
        winners = [self.table.name(s, YOU) for s, n in enumerate(self.totals) if n == best]
        if len(winners) > 1:
            return f"tie: {' and '.join(winners)} ({signed(best)} {self.table.unit})"
        verb = "win" if winners[0] == "you" else "wins"
        return f"{winners[0]} {verb} with {signed(best)} {self.table.unit}"


def check_options(args: argparse.Namespace) -> None:
    """UsageError for options of the batch ``play`` given with --human, and the reverse."""
    if not args.human:
        pairs = (("opponents", "--opponents"), ("rounds", "--rounds"))
        given = [flag for dest, flag in pairs if getattr(args, dest) is not None]
        if given:
            raise UsageError(f"{', '.join(given)} only go with --human")
        return
    batch = [
        flag
        for dest, flag in (("n", "-n"), ("chunk", "--chunk"), ("policy", "--policy"), ("ray", "--ray"))
        if getattr(args, dest) is not None
    ]
    if args.workers != 1:
        batch.append("--workers")
    if batch:
        raise UsageError(f"{', '.join(batch)} do not go with --human (one game at this terminal)")


def run(args: argparse.Namespace) -> int:
    maker, players = TABLES[args.game]
    opponents = opponents_of(args.opponents, players, GAMES[args.game])
    if args.variant is not None:  # bad input before any play: the variant must fit the game
        GAMES[args.game].new_game(0, args.variant)
    seed = args.seed if args.seed is not None else random.SystemRandom().getrandbits(64)
    rounds = args.rounds or 1
    try:
        game = HumanGame(maker(players, args.variant), GAMES[args.game], opponents, seed)
    except ValueError as err:  # a search agent's budget
        raise UsageError(f"--opponents: {err}") from None
    against = ", ".join(f"player_{seat} ({name})" for seat, name in game.names.items())
    print(f"{GAMES[args.game].title}: you (player_0) against {against}; seed {seed}; type help for help")
    status = 0
    try:
        game.play(rounds)
    except Quit:
        print("\ngame ended")
    except KeyboardInterrupt:
        print("\ngame interrupted")
        status = 130
    if game.rounds:
        print(f"final totals after {plural(game.rounds, 'round')}: {game.standings()}")
    print(game.result())
    return status
