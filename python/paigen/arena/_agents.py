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

import functools
import operator
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

import numpy as np

from .. import _core
from .._games import GameInfo, shown
from ..errors import IllegalMoveError, NotationError

__all__ = ["BUILTINS", "KINDS", "Batch", "Builtin", "Entrant", "Function", "Rules", "entrants_of"]

# The C++ agents (agents.h of each game): "random" and "greedy" in both games,
# the search agents "pimc" and "ismcts" in Dou Dizhu, which take a budget:
# "pimc:samples=64", "ismcts:iterations=400".
BUILTINS = ("random", "greedy", "pimc", "ismcts")

Decider = Callable[[Any], None]  # makes the decision of its seat in a Game (to move) and applies it


@dataclass(frozen=True)
class Rules:
    """The game an arena plays: its table entry and, for Dou Dizhu, the
    variant (None for Luk Fu)."""

    info: GameInfo
    variant: Any  # paigen.doudizhu.Variant, or None for Luk Fu

    @property
    def lukfu(self) -> bool:
        return self.info.rules == "lukfu"

    def new_game(self, seed: int) -> Any:
        """The Game dealt from `seed` (a deal's own stream)."""
        if self.lukfu:
            from .. import lukfu as lf

            return lf.Game(seed=seed)
        from .. import doudizhu as dd

        return dd.Game(self.info.players, seed=seed, variant=self.variant)


class Entrant:
    """One agent of an arena: its name, the engines that can play it, and a
    decider per seat for the Python engine."""

    engines: ClassVar[tuple[str, ...]]
    name: str

    def decider(self, rules: Rules, deal: int, seating: int, seat: int, agent_seed: int) -> Decider:
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

    def decider(self, rules: Rules, deal: int, seating: int, seat: int, agent_seed: int) -> Decider:
        if rules.lukfu:
            from .. import lukfu as lf

            agent: Any = lf.Agent(self.builtin, seed=_core._agent_seed(agent_seed, deal, seat))
        else:
            from .. import doudizhu as dd

            agent = dd.Agent(self.builtin, seed=_core._agent_seed(agent_seed, deal, seat))

        def decide(game: Any) -> None:
            decision = agent.decide(game)
            if game.phase == "bidding":
                game.bid(decision)
            elif game.phase == "calling":
                game.call(decision)
            else:
                game.play(decision)

        return decide


@dataclass(frozen=True)
class Function(Entrant):
    """A Python callable ``agent(observation)``: asked at every decision of its
    seats with ``game.observation(seat)``; its answer is read by
    :func:`apply_answer`."""

    engines: ClassVar[tuple[str, ...]] = ("python",)
    name: str
    fn: Callable[[Any], Any]

    def decider(self, rules: Rules, deal: int, seating: int, seat: int, agent_seed: int) -> Decider:
        fn, name = self.fn, self.name

        def decide(game: Any) -> None:
            answer = fn(game.observation(seat))
            try:
                apply_answer(rules, game, answer)
            except _Refused as refused:
                raise IllegalMoveError(
                    f"agent {name!r} answered {shown(answer)} in deal {deal}, seating {seating}, "
                    f"seat {seat}: {refused}"
                ) from None

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

    def decider(self, rules: Rules, deal: int, seating: int, seat: int, agent_seed: int) -> Decider:
        # One game at a time (a callable in the arena too, and replay()): a batch of one.
        agent, name = self.agent, self.name

        def decide(game: Any) -> None:
            observation = game.observation(seat).encode()[np.newaxis]
            ids = legal_ids(rules, game)
            answer = np.asarray(agent.act(observation, (ids, np.array([0, len(ids)], dtype=np.int64))))
            number = _integer(answer[0]) if answer.shape == (1,) else None
            if number is None or number not in ids:
                raise IllegalMoveError(
                    f"batch agent {name!r} answered {shown(answer)} in deal {deal}, seating {seating}, "
                    f"seat {seat}: not one legal id of {ids.tolist()[:10]}"
                )
            apply_answer(rules, game, number)

        return decide


def legal_ids(rules: Rules, game: Any) -> np.ndarray:
    """The action ids of the legal decisions of `game`'s player to move, in the
    vectorised environments' order and encoding (``paigen.envs``)."""
    if rules.lukfu:
        return np.arange(2 if game.phase == "calling" else len(game.legal_moves()), dtype=np.int32)
    space = _space(rules.info.players, rules.variant)
    if game.phase == "bidding":
        return np.array([space.size + bid for bid in game.legal_bids()], dtype=np.int32)
    return np.asarray(game.legal_moves().action_ids(space), dtype=np.int32)


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


# --------------------------------------------------------------------------
# reading a callable's answer
# --------------------------------------------------------------------------


class _Refused(Exception):
    """An answer that is no legal decision; the message says why."""


@functools.lru_cache(maxsize=8)
def _space(players: int, variant: Any) -> Any:
    from .. import doudizhu as dd

    return dd.ActionSpace(players, variant)


def _integer(answer: Any) -> int | None:
    """The answer as an int if it is one (numpy integers too, bools not)."""
    if isinstance(answer, (bool, np.bool_)):
        return None
    try:
        return operator.index(answer)
    except TypeError:
        return None


def apply_answer(rules: Rules, game: Any, answer: Any) -> None:
    """Applies a callable agent's `answer` for the player to move of `game`:

    - Dou Dizhu: in the auction an action id ``space.size + k`` bids ``k`` (0:
      pass); in play a Move or card string (``""``/``"pass"`` passes) is
      played, an int is an id of ``ActionSpace(players, variant)``;
    - Luk Fu: while calling a bool says play (True) or pass (False), as does
      the action id 0 (play) or 1 (pass); in play a Move or card string is
      played, an int is an index into ``game.legal_moves()``.

    _Refused (the game unchanged) when the answer is none of these or not legal.
    """
    number = _integer(answer)
    if rules.lukfu:
        _apply_lukfu(game, answer, number)
    else:
        _apply_doudizhu(rules, game, answer, number)


def _play_cards(game: Any, answer: Any, move_type: type, module: str) -> None:
    if not isinstance(answer, (str, move_type)):
        raise _Refused(f"a move must be a paigen.{module}.Move, a card string or an action id")
    try:
        game.play(answer)
    except (IllegalMoveError, NotationError) as err:
        raise _Refused(str(err)) from None


def _apply_doudizhu(rules: Rules, game: Any, answer: Any, number: int | None) -> None:
    from .. import doudizhu as dd

    space = _space(rules.info.players, rules.variant)
    if game.phase == "bidding":
        if number is None:
            raise _Refused(f"in the auction an agent answers an action id {space.size} + bid (0 passes)")
        bid = number - space.size
        if bid not in game.legal_bids():
            legal = [space.size + b for b in game.legal_bids()]
            raise _Refused(f"the legal bids are the action ids {legal} (bids {game.legal_bids()})")
        game.bid(bid)
        return
    if number is None:
        _play_cards(game, answer, dd.Move, "doudizhu")
        return
    moves = game.legal_moves()
    hits = np.flatnonzero(moves.action_ids(space) == number)
    if not hits.size:
        raise _Refused(f"action id {number} is not a legal move here ({len(moves)} legal moves)")
    game.play(moves[int(hits[0])])


def _apply_lukfu(game: Any, answer: Any, number: int | None) -> None:
    from .. import lukfu as lf

    if game.phase == "calling":
        if isinstance(answer, (bool, np.bool_)):
            game.call(bool(answer))
        elif number in (0, 1):
            game.call(number == 0)
        else:
            raise _Refused("while calling an agent answers True (play) or False (pass), or the id 0 or 1")
        return
    if number is None:
        if isinstance(answer, (bool, np.bool_)):
            raise _Refused("a call (bool) after the calling")
        _play_cards(game, answer, lf.Move, "lukfu")
        return
    moves = game.legal_moves()
    if not 0 <= number < len(moves):
        raise _Refused(f"move index {number} is not in range: {len(moves)} legal moves")
    game.play(moves[number])
