"""The agents of an arena, by kind, and how each decides at a seat.

An agent given to :func:`paigen.arena.evaluate` becomes an :class:`Entrant` of
one kind. An entrant names the engines that can play it (``ENGINES`` of
``_engines``: ``"cpp"``, whole deals in C++; ``"python"``, a ``Game`` decision
by decision) and, for the Python engine, makes the decider of one seat of one
deal. The arena plays on the first engine every entrant accepts. A new kind of
agent is a new Entrant subclass and a line in :data:`KINDS`; a new engine is a
name its entrants list and a shard function in ``_engines``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

import numpy as np

from .. import _core
from .._agent_names import BUILTIN_AGENTS
from .._checks import integer, shown
from .._games import AnswerRefused, GameSpec
from ..errors import IllegalMoveError

__all__ = ["BUILTINS", "KINDS", "Batch", "Builtin", "Entrant", "Function", "ask_batch", "entrants_of"]

# The C++ agents (agents.h of each game): "random", "greedy" and the search
# agents "pimc" and "ismcts" in both games; the search agents take a
# budget: "pimc:samples=64", "ismcts:iterations=400" (the game's Agent checks).
BUILTINS = (*BUILTIN_AGENTS, "pimc", "ismcts")

Decider = Callable[[Any], None]  # makes the decision of its seat in a Game (to move) and applies it


class Entrant:
    """One agent of an arena: its name, the engines that can play it, and a
    decider per seat for the Python engine."""

    engines: ClassVar[tuple[str, ...]]
    name: str

    def decider(
        self, spec: GameSpec, variant: Any, deal: int, seating: int, seat: int, agent_seed: int
    ) -> Decider:
        """What decides for `seat` in deal `deal` under seating number
        `seating`, whose agents draw from `agent_seed` (built-in agents draw
        from the stream ``_core._agent_seed(agent_seed, deal, seat)``, as in
        C++)."""
        raise NotImplementedError


@dataclass(frozen=True)
class Builtin(Entrant):
    """A C++ agent by name: played in C++ (``_play_agents``), or decision by
    decision through ``Agent(name, seed=...).decide(game)`` with the very same
    draws."""

    engines: ClassVar[tuple[str, ...]] = ("cpp", "python", "vector")
    name: str
    builtin: str

    def decider(
        self, spec: GameSpec, variant: Any, deal: int, seating: int, seat: int, agent_seed: int
    ) -> Decider:
        agent = spec.agent(self.builtin, _core._agent_seed(agent_seed, deal, seat))

        def decide(game: Any) -> None:
            spec.apply_decision(game, agent.decide(game))

        return decide


@dataclass(frozen=True)
class Function(Entrant):
    """A Python callable ``agent(observation)``: asked at every decision of its
    seats with ``game.observation(seat)``; its answer is read by the game's
    ``GameSpec.apply_answer``."""

    engines: ClassVar[tuple[str, ...]] = ("python",)
    name: str
    fn: Callable[[Any], Any]

    def decider(
        self, spec: GameSpec, variant: Any, deal: int, seating: int, seat: int, agent_seed: int
    ) -> Decider:
        fn, name = self.fn, self.name

        def decide(game: Any) -> None:
            answer = fn(game.observation(seat))
            cause: Exception | None
            try:
                spec.apply_answer(game, answer, variant)
                return
            except AnswerRefused as refused:
                why, cause = str(refused), None
            except (ValueError, TypeError) as err:  # a Move of another game, player count or variant
                why, cause = str(err), err
            except Exception as err:  # the answer's own methods raised (__index__, __eq__, ...)
                why, cause = f"reading it raised {type(err).__name__}: {err}", err
            where = f"deal {deal}, seating {seating}, seat {seat}"
            raise IllegalMoveError(f"agent {name!r} answered {shown(answer)} in {where}: {why}") from cause

        return decide


@dataclass(frozen=True)
class Batch(Entrant):
    """A batch agent: an object with ``act(observations, legal) -> ids``,
    asked once per step of a vectorised environment for all the games where
    one of its seats is to decide. ``observations`` is the int8 array of those
    games' encoded observations (``Observation.encode()`` rows), ``legal`` the
    pair ``(action_ids, action_offsets)`` of their legal ids (game j's are
    ``action_ids[action_offsets[j]:action_offsets[j + 1]]``); it returns one
    id per game (the encoding of ``paigen.envs``' vector environments)."""

    engines: ClassVar[tuple[str, ...]] = ("vector", "python")
    name: str
    agent: Any

    def decider(
        self, spec: GameSpec, variant: Any, deal: int, seating: int, seat: int, agent_seed: int
    ) -> Decider:
        # One game at a time (a callable in the arena too, and replay()): a batch of one.
        agent, name = self.agent, self.name

        def decide(game: Any) -> None:
            observation = game.observation(seat).encode()[np.newaxis]
            ids = game.legal_action_ids()
            legal = (ids, np.array([0, len(ids)], dtype=np.int64))
            answer = np.asarray(ask_batch(name, agent, observation, legal))
            number = integer(answer[0]) if answer.shape == (1,) else None
            if number is None or number not in ids:
                raise IllegalMoveError(
                    f"batch agent {name!r} answered {shown(answer)} in deal {deal}, seating {seating}, "
                    f"seat {seat}: not one legal id of {ids.tolist()[:10]}"
                )
            spec.apply_answer(game, number, variant)

        return decide


def ask_batch(name: str, agent: Any, observations: Any, legal: tuple[Any, Any]) -> Any:
    """``agent.act(observations, legal)``, with `legal` read-only (its answer
    is checked against it): an agent that writes into it gets an
    IllegalMoveError naming it."""
    for array in legal:
        array.flags.writeable = False  # and views of it cannot be made writable again
    try:
        return agent.act(observations, (legal[0].view(), legal[1].view()))
    except ValueError as err:
        if "read-only" not in str(err):
            raise
        raise IllegalMoveError(
            f"batch agent {name!r} wrote into legal, which it may only read (copy it to change it): {err}"
        ) from err


def _batch(name: str, spec: Any) -> Entrant:
    return Batch(name, spec)


def _builtin(name: str, spec: Any) -> Entrant:
    if spec.partition(":")[0] not in BUILTINS:
        raise ValueError(
            f"agent {shown(spec)} is not a built-in agent ({', '.join(map(repr, BUILTINS))}) "
            "nor a callable agent(observation)"
        )
    return Builtin(name, spec)


def _function(name: str, spec: Any) -> Entrant:
    return Function(name, spec)


# (test, make): the kinds of agent, tried in order.
KINDS: tuple[tuple[Callable[[Any], bool], Callable[[str, Any], Entrant]], ...] = (
    (lambda spec: isinstance(spec, str), _builtin),
    (lambda spec: callable(getattr(spec, "act", None)), _batch),
    (callable, _function),
)


def _default_name(spec: Any) -> str:
    if isinstance(spec, str):
        return spec
    name = getattr(spec, "__name__", None)
    return name if isinstance(name, str) and name else type(spec).__name__


def _entrant(name: str, spec: Any) -> Entrant:
    for test, make in KINDS:
        if test(spec):
            return make(name, spec)
    raise TypeError(
        f"agent {name!r} must be a built-in agent's name ({', '.join(map(repr, BUILTINS))}), "
        f"a callable agent(observation) or a batch agent with act(observations, legal), "
        f"not {type(spec).__name__}"
    )


def entrants_of(agents: object, seats: int) -> tuple[Entrant, ...]:
    """The entrants of ``evaluate(agents)``: a sequence of agents (named by the
    built-in name or the callable's ``__name__``, a repeated name suffixed
    ``#2``, ``#3``, ...) or a dict name -> agent; 2 to `seats` of them."""
    if isinstance(agents, Mapping):
        named: list[tuple[str, Any]] = []
        for name, spec in agents.items():
            if not isinstance(name, str) or not name:
                raise TypeError(f"the names of agents must be non-empty strs, not {shown(name)}")
            named.append((name, spec))
    elif isinstance(agents, Sequence) and not isinstance(agents, (str, bytes)):
        named = []
        seen: dict[str, int] = {}
        for spec in agents:
            base = _default_name(spec)
            seen[base] = seen.get(base, 0) + 1
            named.append((base if seen[base] == 1 else f"{base}#{seen[base]}", spec))
        names = [name for name, _ in named]
        twice = sorted({name for name in names if names.count(name) > 1})
        if twice:  # a suffixed name is another agent's own name
            raise ValueError(f"two agents are named {shown(twice[0])}: pass a dict name -> agent")
    else:
        raise TypeError(
            f"agents must be a sequence of agents or a dict name -> agent, not {type(agents).__name__}"
        )
    if not 2 <= len(named) <= seats:
        raise ValueError(f"agents must hold 2 to {seats} agents (at most one per seat), not {len(named)}")
    return tuple(_entrant(name, spec) for name, spec in named)
