"""Luk Fu (``docs/rules/LUKFU.md``) as the game-agnostic layer sees it: three
players (L4), the rules pages only (no variants)."""

from __future__ import annotations

import argparse
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

import numpy as np

from .._checks import integer, shown
from ._answers import move_name, play_cards
from ._hooks import NamedHooks
from ._outcomes import common_tally, mean, rate, summary_head, summary_tail, total
from ._spec import AnswerRefused, Outcomes, SummaryRows

__all__ = ["LukFuSpec"]

NO_VARIANT = "variant is for Dou Dizhu games; Luk Fu has the rules pages only"


@dataclass(frozen=True)
class LukFuSpec(NamedHooks):
    """Luk Fu."""

    name: ClassVar[str] = "lukfu"
    players: ClassVar[int] = 3
    title: ClassVar[str] = "Luk Fu"
    module: ClassVar[str] = "lukfu"
    opening: ClassVar[tuple[str, str]] = ("calling", "call")  # A1, A2
    redeals_given_up: ClassVar[str] = (
        "dealt again {n} times in a row (every seat passed, A2, or the hands ran out without a claim, E1)"
    )
    family: ClassVar[str] = "Luk Fu"
    has_matches: ClassVar[bool] = False  # the seed plays one deal
    roles: ClassVar[tuple[str, str]] = ("caller", "other")
    role_column: ClassVar[str] = "caller"
    cli_options: ClassVar[tuple[tuple[str, str], ...]] = (
        ("public", "--public"),
        ("caller", "--caller"),
        ("master_passed", "--master-passed"),
        ("fu", "--fu"),
        ("led", "--led"),
        ("best", "--best"),
    )
    variant_switches: ClassVar[bool] = False
    observation_high: ClassVar[int] = 12  # hand sizes, discard counts and fu: at most a hand's 12 cards

    @property
    def observation_size(self) -> int:
        from .. import lukfu as lf

        return lf.OBSERVATION_SIZE

    # ---------------------------------------------------------------- dealing and seeding

    def checked_variant(self, variant: object) -> Any:
        if variant is None or variant == "standard":
            return None
        raise ValueError(f"Luk Fu has no rule variants: variant must be 'standard', not {shown(variant)}")

    def new_game(self, seed: int, variant: Any = None) -> Any:
        from .. import lukfu as lf

        if variant is not None:
            raise ValueError(NO_VARIANT)
        return lf.Game(seed=seed)

    # ---------------------------------------------------------------- playouts in C++

    def play(self, seed: int, first: int, count: int, variant: Any, policy: str) -> Outcomes:
        from .._core import lukfu as core

        if variant is not None:
            raise ValueError(NO_VARIANT)
        if policy == "random":
            return core._play(seed, first, count)
        out = self.play_agents(seed, first, count, [policy] * self.players, seed, variant)
        del out["payoffs"]  # the same columns whatever the policy
        return out

    def play_agents(
        self, seed: int, first: int, count: int, agents: list[str], agent_seed: int, variant: Any
    ) -> Outcomes:
        from .._core import lukfu as core

        return core._play_agents(seed, first, count, agents, agent_seed)

    def tally(self, out: Mapping[str, Any]) -> dict[str, int]:
        totals = common_tally(out)  # every dealt game ends at a claim (A2, E1 deal again)
        totals["ran_out"] = total(out["ran_out"])
        totals["caller_won"] = total(out["winner"] == out["caller"])
        totals["winner_total"] = total(out["total"])
        totals["winner_points"] = total(out["points"])  # E2, from the engine
        return totals

    def seat_payoffs(self, out: Mapping[str, Any]) -> Any:
        return None  # matches (rounds and money) are Dou Dizhu's (M1-M3)

    def summary(self, totals: Mapping[str, int], seconds: float) -> SummaryRows:
        n = totals["deals"]
        return [
            *summary_head(totals, seconds),
            ("hands run out per game", mean(totals["ran_out"], n)),  # E1: dealt again
            ("caller win rate", rate(totals["caller_won"], n)),
            ("non-caller win rate", rate(n - totals["caller_won"], n)),
            ("average total of winners", mean(totals["winner_total"], n)),
            ("average points of winners", mean(totals["winner_points"], n)),
            *summary_tail(totals),
        ]

    # ---------------------------------------------------------------- the arena

    def apply_answer(self, game: Any, answer: Any, variant: Any) -> None:
        """While calling a bool says play (True) or pass (False), as does the
        action id 0 (play) or 1 (pass); in play a Move or card string is
        played, an int is an index into ``game.legal_moves()``."""
        from .. import lukfu as lf

        number = integer(answer)
        if game.phase == "calling":
            if isinstance(answer, (bool, np.bool_)):
                game.call(bool(answer))
            elif number in (0, 1):
                game.apply_action(number)
            else:
                raise AnswerRefused(
                    "while calling an agent answers True (play) or False (pass), or the id 0 or 1"
                )
            return
        if number is None:
            if isinstance(answer, (bool, np.bool_)):
                raise AnswerRefused("a call (bool) after the calling")
            play_cards(game, answer, lf.Move, "lukfu")
            return
        legal = len(game.legal_action_ids())
        if not 0 <= number < legal:
            raise AnswerRefused(f"move index {number} is not in range: {legal} legal moves")
        game.apply_action(number)

    def role_seat(self, game: Any) -> int | None:
        return game.caller  # type: ignore[no-any-return]

    def vector_env(self, games: int, variant: Any) -> Any:
        from ..envs._vector import VectorLukFu  # numpy only: no gymnasium in the arena's workers

        return VectorLukFu(games, threads=1)

    # ---------------------------------------------------------------- parity, environments

    def parity(self, variant: Any) -> Any:
        from ..parity._lukfu import LukFu

        return LukFu()

    def from_record(self, text: str) -> Any:
        from .. import lukfu as lf

        return lf.Game.from_record(text)

    def deal_text(self, game: Any) -> str:
        g = game
        lines = [f"Luk Fu, deal {g.deals}, {g.phase}: fu {g.fu}"]
        for seat, hand in enumerate(g.hands):
            role = "caller" if seat == g.caller else ""
            if seat == g.master:
                role = f"Master {role}".rstrip()
            mark = ">" if seat == g.to_move else " "
            lines.append(f"{mark} player_{seat}  {role:13} {hand}")
        if g.phase == "play":
            trick = ", ".join(f"player_{seat} {move.kind} {move.cards}" for seat, move in g.trick)
            lines.append(f"trick: {trick}" if trick else "to lead")
        elif g.phase == "over":
            lines.append(f"over: payoffs {g.payoffs}")
        return "\n".join(lines)

    # ---------------------------------------------------------------- the command line

    def moves_text(self, args: argparse.Namespace) -> tuple[str, Any]:
        from .. import lukfu as lf

        hand = lf.Hand(args.hand)
        moves = lf.legal_moves(
            hand,
            public=args.public or "",
            caller=bool(args.caller),
            master_passed=bool(args.master_passed),
            fu=args.fu or 0,
            led=args.led,
            best=args.best,
        )
        situation = f"follow to {args.best or args.led}" if (args.led or args.best) else "lead"
        return f"{hand} (Luk Fu, {situation})", moves

    def classify_text(self, cards: str, variant: Any) -> str:
        from .. import lukfu as lf

        move = lf.classify(cards)
        return f"{move.cards}: {move.kind}"

    def decision_name(self, decision: Any) -> str:
        """``call play`` / ``call pass`` (A2), else kind and cards of a move
        (``run 7s 8s 9s``, ``claim``)."""
        if isinstance(decision, bool):
            return "call play" if decision else "call pass"
        return move_name(decision)
