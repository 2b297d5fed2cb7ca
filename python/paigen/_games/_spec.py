"""The per-game seam: what paigen's game-agnostic layer (simulate, the arena,
parity, the environments, the command line) asks of a game, as the
:class:`GameSpec` protocol. Each game's answers are in one module of this
package (``doudizhu.py``, ``lukfu.py``); nothing outside them branches on the
game.

A spec is a small frozen value (it pickles, so runs send it to worker
processes). Its hooks import the game's module (``paigen.doudizhu``,
``paigen.lukfu``) and the features' per-game parts on first use, so the table
of games stays cheap to import (the command line's parser reads it).
"""

from __future__ import annotations

import argparse
from collections.abc import Mapping
from typing import Any, Protocol

from numpy.typing import NDArray

__all__ = ["AnswerRefused", "GameSpec", "Outcomes", "SummaryRows"]

Outcomes = dict[str, NDArray[Any]]  # one array per outcome column, one entry per deal
SummaryRows = list[tuple[str, str]]  # (label, value) rows of a summary table


class AnswerRefused(Exception):
    """An arena agent's answer that is no legal decision; the message says why
    (the arena adds who answered it, and where)."""


class GameSpec(Protocol):
    """One game as the game-agnostic layer sees it."""

    @property
    def name(self) -> str:
        """The name simulate, the arena, parity and ``--game`` take: ``"ddz3"``."""
        ...

    @property
    def players(self) -> int: ...

    @property
    def title(self) -> str:
        """For people: ``"Dou Dizhu, 3 players"``."""
        ...

    @property
    def family(self) -> str:
        """The rules page the game follows, for people: ``"Dou Dizhu"``."""
        ...

    @property
    def roles(self) -> tuple[str, str]:
        """The role of role_seat's seat, and of every other seat: ``("landlord", "peasant")``."""
        ...

    @property
    def redeals_given_up(self) -> str:
        """Why the arena gives up on agents that never open the play, ``{n}``
        standing for the deals thrown in: ``"every seat passed {n} times in a
        row (B4: ...)"``."""
        ...

    @property
    def role_column(self) -> str:
        """The outcome column holding role_seat's seat in every deal."""
        ...

    @property
    def cli_options(self) -> tuple[tuple[str, str], ...]:
        """(dest, flag) of the command-line options that this game's family takes and no other."""
        ...

    @property
    def variant_switches(self) -> bool:
        """Whether parity explains differences as switch changes of a rule variant."""
        ...

    @property
    def has_matches(self) -> bool:
        """Whether the game is played in matches of rounds with money (Dou Dizhu, M1-M3)."""
        ...

    @property
    def observation_size(self) -> int:
        """The length of the int8 observation (``Observation.encode()``)."""
        ...

    @property
    def observation_high(self) -> int:
        """The largest value an entry of the int8 observation takes."""
        ...

    # ---------------------------------------------------------------- dealing and seeding

    def checked_variant(self, variant: object) -> Any:
        """The rule variant `variant` (a preset's name or a Variant) names for
        this game, None for a game with the rules pages only; a TypeError or
        ValueError naming it if the game does not take it."""
        ...

    def new_game(self, seed: int, variant: Any = None) -> Any:
        """The Game dealt from `seed` under `variant` (a checked variant, a
        preset's name or None)."""
        ...

    # ---------------------------------------------------------------- playouts in C++

    def play(self, seed: int, first: int, count: int, variant: Any, policy: str) -> Outcomes:
        """Deals ``first .. first + count - 1`` of the run `seed`, played to the
        end in C++ by `policy` (a built-in agent's name, or "random") at every
        seat: the outcome columns of ``paigen.simulate``."""
        ...

    def play_agents(
        self, seed: int, first: int, count: int, agents: list[str], agent_seed: int, variant: Any
    ) -> Outcomes:
        """The same deals played by built-in agents, one per seat, drawing from
        `agent_seed`: the outcome columns with ``payoffs`` (the arena's C++ engine)."""
        ...

    def tally(self, out: Mapping[str, Any]) -> dict[str, int]:
        """Integer totals of one chunk of outcomes; totals of chunks add up
        exactly, so the summary is the same however a run is cut."""
        ...

    def seat_payoffs(self, out: Mapping[str, Any]) -> Any:
        """Each deal's payoff per seat, an int64 array (deals, players), from
        ``play``'s outcome columns; None for a game without matches."""
        ...

    def summary(self, totals: Mapping[str, int], seconds: float) -> SummaryRows:
        """The summary table of ``paigen play`` from the totals of a run."""
        ...

    # ---------------------------------------------------------------- the arena

    def agent(self, name: str, seed: int) -> Any:
        """The built-in agent `name` drawing from `seed` (its ``decide(game)``)."""
        ...

    def apply_decision(self, game: Any, decision: Any) -> None:
        """Applies a decision as ``Agent.decide`` returns it (bid, call or move)."""
        ...

    def apply_answer(self, game: Any, answer: Any, variant: Any) -> None:
        """Applies a callable agent's answer (the forms ``arena.evaluate``
        documents); AnswerRefused, the game unchanged, if it is none of them
        or not legal."""
        ...

    def role_seat(self, game: Any) -> int | None:
        """The seat of the game's first role (the landlord, the caller), None if nobody holds it."""
        ...

    def vector_env(self, games: int, variant: Any) -> Any:
        """A vectorised environment of `games` deals stepped by one thread."""
        ...

    # ---------------------------------------------------------------- parity, environments

    def parity(self, variant: Any) -> Any:
        """The parity check's half for this game under `variant`: drawing
        states, asking paigen, reading a generator's answers, labels, shrinking."""
        ...

    def deal_text(self, game: Any) -> str:
        """The whole deal (every hand) as text, for people (an environment's render)."""
        ...

    def from_record(self, text: str) -> Any:
        """The Game a readable record (``Game.record()``) describes, or for a
        game with matches the Match a match's record describes; StateError
        naming the line at fault."""
        ...

    # ---------------------------------------------------------------- the command line

    def moves_text(self, args: argparse.Namespace) -> tuple[str, Any]:
        """``paigen moves``: the title line and the legal moves of the hand and
        options of `args`."""
        ...

    def classify_text(self, cards: str, variant: Any) -> str:
        """``paigen classify``: the kind of move `cards` make, as one line."""
        ...

    def decision_name(self, decision: Any) -> str:
        """A first decision as ``paigen perft --divide`` prints it."""
        ...
