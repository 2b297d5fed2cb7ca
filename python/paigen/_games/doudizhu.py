"""Dou Dizhu (``docs/rules/DOUDIZHU.md``) as the game-agnostic layer sees it:
one :class:`DouDizhuSpec` per player count (``ddz3``, ``ddz4``, D2-D3), with
the rule variants of 3 players."""

from __future__ import annotations

import argparse
import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from .._checks import integer
from ._answers import move_name, play_cards
from ._hooks import NamedHooks
from ._outcomes import common_tally, mean, rate, summary_head, summary_tail, total
from ._spec import AnswerRefused, Outcomes, SummaryRows

__all__ = ["DouDizhuSpec", "trick_line", "trick_state"]

# A match's record (Match.record()) names its seed on a line of its own.
_MATCH_LINE = re.compile(r"^\s*match\s", re.MULTILINE)
BIDS = 4  # auction decisions: pass (0) and bids 1-3 (B2)


@dataclass(frozen=True)
class DouDizhuSpec(NamedHooks):
    """Dou Dizhu for `players` (3 or 4) players."""

    players: int
    module: ClassVar[str] = "doudizhu"
    opening: ClassVar[tuple[str, str]] = ("bidding", "bid")  # B1-B4
    redeals_given_up: ClassVar[str] = "every seat passed {n} times in a row (B4: the cards are dealt again)"
    family: ClassVar[str] = "Dou Dizhu"
    has_matches: ClassVar[bool] = True  # M1-M3
    roles: ClassVar[tuple[str, str]] = ("landlord", "peasant")
    role_column: ClassVar[str] = "landlord"
    cli_options: ClassVar[tuple[tuple[str, str], ...]] = (("last", "--last"), ("variant", "--variant"))

    @property
    def name(self) -> str:
        return f"ddz{self.players}"

    @property
    def title(self) -> str:
        return f"Dou Dizhu, {self.players} players"

    @property
    def variant_switches(self) -> bool:
        return self.players == 3  # the other programs' rule sets are for 3 players

    @property
    def observation_size(self) -> int:
        from .. import doudizhu as dd

        return dd.observation_size(self.players)

    @property
    def observation_high(self) -> int:
        # Entries are 0/1 but for hand sizes (17 + 3 or 25 + 8 at most) and the
        # bomb count (at most 14 or 27).
        return 20 if self.players == 3 else 33

    # ---------------------------------------------------------------- dealing and seeding

    def checked_variant(self, variant: object) -> Any:
        from .. import doudizhu as dd

        if isinstance(variant, str):
            v = dd.Variant.preset(variant)
        elif isinstance(variant, dd.Variant):
            v = variant
        else:
            raise TypeError(
                f"variant must be a preset name or a paigen.doudizhu.Variant, not {type(variant).__name__}"
            )
        if self.players == 4 and v != dd.Variant():
            raise ValueError(
                f"variant {v.name!r} is for 3 players: 4-player Dou Dizhu has the rules pages only"
            )
        return v

    def new_game(self, seed: int, variant: Any = None) -> Any:
        from .. import doudizhu as dd

        return dd.Game(self.players, seed=seed, variant=variant)

    # ---------------------------------------------------------------- playouts in C++

    def play(self, seed: int, first: int, count: int, variant: Any, policy: str) -> Outcomes:
        from .._core import doudizhu as core

        if policy == "random":
            return core._play(self.players, seed, first, count, variant)
        out = self.play_agents(seed, first, count, [policy] * self.players, seed, variant)
        del out["payoffs"]  # the same columns whatever the policy
        return out

    def play_agents(
        self, seed: int, first: int, count: int, agents: list[str], agent_seed: int, variant: Any
    ) -> Outcomes:
        from .._core import doudizhu as core

        return core._play_agents(self.players, seed, first, count, agents, agent_seed, variant)

    def tally(self, out: Mapping[str, Any]) -> dict[str, int]:
        totals = common_tally(out)
        for key in ("landlord_won", "bid", "multiplier", "stake"):
            totals[key] = total(out[key])
        return totals

    def seat_payoffs(self, out: Mapping[str, Any]) -> Any:
        """S4: the landlord wins or pays the stake from or to each other seat."""
        import numpy as np

        stake = out["stake"].astype(np.int64) * np.where(out["landlord_won"], 1, -1)
        seats = np.arange(self.players)[None, :]
        landlord = out["landlord"].astype(np.int64)[:, None]
        return np.where(seats == landlord, (self.players - 1) * stake[:, None], -stake[:, None])

    def summary(self, totals: Mapping[str, int], seconds: float) -> SummaryRows:
        n = totals["deals"]
        return [
            *summary_head(totals, seconds),
            ("landlord win rate", rate(totals["landlord_won"], n)),
            ("peasants win rate", rate(n - totals["landlord_won"], n)),
            ("average bid", mean(totals["bid"], n)),
            ("average multiplier", mean(totals["multiplier"], n)),
            ("average stake", mean(totals["stake"], n)),
            *summary_tail(totals),
        ]

    # ---------------------------------------------------------------- the arena

    def apply_answer(self, game: Any, answer: Any, variant: Any) -> None:
        """In the auction the action id of a bid (``ActionSpace.bid_id(k)``, 0
        passes); in play a Move or card string (``""``/``"pass"`` passes) or a
        play id of ``ActionSpace(players, variant)``."""
        from .. import doudizhu as dd

        number = integer(answer)
        bidding = game.phase == "bidding"
        if number is None:
            if bidding:
                raise AnswerRefused(
                    "in the auction an agent answers the action id of a bid (ActionSpace.bid_id)"
                )
            play_cards(game, answer, dd.Move, "doudizhu")
            return
        ids = game.legal_action_ids()
        if number not in ids:
            if bidding:
                raise AnswerRefused(
                    f"the legal bids are the action ids {ids.tolist()} (bids {game.legal_bids()})"
                )
            raise AnswerRefused(f"action id {number} is not a legal move here ({len(ids)} legal moves)")
        game.apply_action(number)

    def role_seat(self, game: Any) -> int | None:
        return game.landlord  # type: ignore[no-any-return]

    def vector_env(self, games: int, variant: Any) -> Any:
        from ..envs._vector import VectorDouDizhu  # numpy only: no gymnasium in the arena's workers

        return VectorDouDizhu(games, players=self.players, variant=variant, threads=1)

    # ---------------------------------------------------------------- parity, environments

    def parity(self, variant: Any) -> Any:
        from ..parity._ddz import DouDizhu

        return DouDizhu(self.players, variant)

    def from_record(self, text: str) -> Any:
        from .. import doudizhu as dd

        if _MATCH_LINE.search(text):
            return dd.Match.from_record(text)
        return dd.Game.from_record(text)

    def deal_text(self, game: Any) -> str:
        g = game
        head = f"Dou Dizhu, {self.players} players ({g.variant.name}), deal {g.deals}, {g.phase}"
        if g.landlord is not None:
            head += f": bid {g.bid_value}, multiplier {g.multiplier}, stake {g.stake}"
        lines = [head]
        bids = g.observation(0).bids if g.phase == "bidding" else [None] * g.players  # this auction's
        for seat, hand in enumerate(g.hands):
            bid = bids[seat]
            role = "" if bid is None else f"bid {bid}" if bid else "passed"
            if seat == g.landlord:
                role = "landlord"
            mark = ">" if seat == g.to_move else " "
            lines.append(f"{mark} player_{seat}  {role:8} {len(hand):2}  {hand}")
        if g.phase == "bidding":
            lines.append(f"kitty: {g.kitty} (face down), highest bid {g.bid_value}")
        elif g.phase == "play":
            lines.append(trick_line(g))
        else:
            lines.append(f"over: payoffs {g.payoffs}")
        return "\n".join(lines)

    # ---------------------------------------------------------------- the command line

    def moves_text(self, args: argparse.Namespace) -> tuple[str, Any]:
        from .. import doudizhu as dd

        hand = dd.Hand(args.hand, players=self.players)
        moves = dd.legal_moves(hand, args.last, players=self.players, variant=args.variant)
        situation = f"reply to {args.last}" if args.last else "lead"
        if args.variant is not None:
            situation += f", variant {args.variant}"
        return f"{hand} ({self.players} players, {situation})", moves

    def classify_text(self, cards: str, variant: Any) -> str:
        from .. import doudizhu as dd

        m = dd.classify(cards, players=self.players, variant=variant)
        return f"{m.cards}: {m.kind} (main rank {dd.RANKS[m.main_rank]}, length {m.length})"

    def decision_name(self, decision: Any) -> str:
        """``bid 2`` / ``pass`` (auction), ``pass`` or kind and cards of a move
        (``triple_pair 33344``)."""
        if isinstance(decision, int):
            return f"bid {decision}" if decision else "pass"
        return move_name(decision)


def trick_state(game: Any) -> tuple[int | None, list[int]]:
    """Who made the move to beat (None: the player to move leads) and the
    seats that passed since the last play, in turn order, from the history."""
    passed: list[int] = []
    for seat, decision in reversed(game.history):
        if isinstance(decision, int):  # the auction: no play yet
            break
        if not decision.is_pass:
            return (seat if game.last_move is not None else None), passed[::-1]
        passed.append(seat)
    return None, passed[::-1]


def trick_line(game: Any, name: Any = "player_{}".format) -> str:
    """The trick in one line: the move to beat and who made it, and who
    passed since (``to beat: 33 (pair) by player_1; player_2 passed``), or
    who leads and who passed on the last play."""
    seat, passed = trick_state(game)
    last = game.last_move
    if last is not None:
        line = f"to beat: {last.cards} ({last.kind}) by {name(seat)}"
    else:
        line = f"to lead: {name(game.to_move)}" if game.to_move is not None else "to lead"
    if passed:
        who = " and ".join(name(p) for p in passed)
        line += f"; {who} passed"
    return line
