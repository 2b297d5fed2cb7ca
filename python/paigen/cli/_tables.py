"""What ``paigen play --human`` shows and reads for each game: a Table per
game turns the person's seat's view of a deal into lines of text (only what
that seat may see: its ``Game.observation``), reads what the person types
(a bid, a call or a move in the notation), and words every decision and the
settlement. The loop that asks and answers is in ``_human``."""

from __future__ import annotations

from typing import Any

from .._games.doudizhu import trick_line
from .._text import plural

__all__ = ["TABLES", "BadInput", "DouDizhuTable", "LukFuTable", "Table"]


class BadInput(ValueError):
    """What the person typed is not a decision open to them now: the message says why."""


def signed(n: int) -> str:
    return f"{n:+d}" if n else "0"


class Table:
    """The game-specific text of the human table (see the module)."""

    players: int
    unit = "points"  # what payoffs count

    def __init__(self, players: int, variant: Any = None) -> None:
        self.players, self.variant = players, variant

    def deal(self, seed: int, round: int) -> tuple[Any, str]:
        """Round `round`'s Game (0 first) of the game seeded `seed`, and a
        line that introduces it."""
        raise NotImplementedError

    def name(self, seat: int | None, you: int) -> str:
        return "you" if seat == you else f"player_{seat}"

    def view(self, game: Any, you: int) -> list[str]:
        """The state before the person's decision, as their seat sees it."""
        raise NotImplementedError

    def prompt(self, game: Any) -> str:
        raise NotImplementedError

    def legal_inputs(self, game: Any) -> list[str]:
        """What the person may type now, one entry per legal decision."""
        raise NotImplementedError

    def parse(self, game: Any, text: str) -> Any:
        """The legal decision `text` names (in the form ``Game.history`` lists
        it); BadInput naming the input for anything else."""
        raise NotImplementedError

    def input_of(self, decision: Any) -> str:
        """What to type for `decision` (for a hint)."""
        raise NotImplementedError

    def said(self, seat: int, decision: Any, you: int) -> str:
        """One decision as a line: ``player_1 bids 2``, ``you play 33 (pair)``."""
        raise NotImplementedError

    def apply(self, game: Any, decision: Any) -> None:
        raise NotImplementedError

    def settlement(self, game: Any, you: int) -> list[str]:
        raise NotImplementedError

    # What the games share: moves typed as cards, "pass", or a kind's name.
    def move_of(self, game: Any, text: str, hand_of: Any) -> Any:
        words = text.split()
        moves = list(game.legal_moves())
        if text.lower() in ("pass", "p"):
            found = [m for m in moves if getattr(m, "is_pass", False)]
            if not found:
                raise BadInput("you may not pass now (you lead)")
            return found[0]
        kind = None
        if words and words[0].isalpha() and words[0].lower() in {str(m.kind) for m in moves}:
            kind, text = words[0].lower(), " ".join(words[1:])
        if kind is not None and not text:  # a kind alone: a claim
            found = [m for m in moves if str(m.kind) == kind]
        else:
            try:
                cards = str(hand_of(text))
            except ValueError as err:
                raise BadInput(f"{text!r} is not cards: {err}") from None
            found = [m for m in moves if str(m.cards) == cards and kind in (None, str(m.kind))]
        if not found:
            raise BadInput(f"{text!r} is not one of your legal moves now (type ? to list them)")
        return found[0]

    @staticmethod
    def move_input(move: Any) -> str:
        cards = str(move.cards)
        return "pass" if getattr(move, "is_pass", False) else cards or str(move.kind)

    @staticmethod
    def move_words(move: Any) -> str:
        return f"{move.cards} ({move.kind})" if str(move.cards) else str(move.kind)


class DouDizhuTable(Table):
    unit = "money"

    def deal(self, seed: int, round: int) -> tuple[Any, str]:
        """The rounds of a ``Match`` (M1-M3): the dealer moves anticlockwise,
        the first bidder drawn as B1 says."""
        from .. import doudizhu as dd

        if round == 0:
            self.match = dd.Match(self.players, seed, variant=self.variant)
        else:
            self.match.next_round()
        game = self.match.game
        return game, f"dealer {self.name(self.match.dealer, 0)}, deal seed {game.seed}"

    def view(self, game: Any, you: int) -> list[str]:
        obs = game.observation(you)
        sizes = ", ".join(f"{self.name(s, you)} {n}" for s, n in enumerate(obs.hand_sizes))
        lines = [f"cards left: {sizes}"]
        if obs.phase == "bidding":
            bids = [
                f"{self.name(s, you)} {'passed' if b == 0 else f'bid {b}'}"
                for s, b in enumerate(obs.bids)
                if b is not None
            ]
            lines.append(f"auction: {', '.join(bids) if bids else 'no bid yet'}; highest bid {obs.bid_value}")
        else:
            lines.append(
                f"landlord: {self.name(obs.landlord, you)}, bid {obs.bid_value}, multiplier "
                f"{obs.multiplier}; kitty {obs.kitty}"
            )
            lines.append(trick_line(game, lambda s: self.name(s, you)))
        lines.append(f"your hand: {obs.hand}")
        return lines

    def prompt(self, game: Any) -> str:
        return "your bid" if game.phase == "bidding" else "your move"

    def legal_inputs(self, game: Any) -> list[str]:
        if game.phase == "bidding":
            return [str(b) if b else "pass" for b in game.legal_bids()]
        return [self.move_input(m) for m in game.legal_moves()]

    def parse(self, game: Any, text: str) -> Any:
        from .. import doudizhu as dd

        if game.phase == "bidding":
            bid = 0 if text.lower() in ("pass", "p") else int(text) if text in ("0", "1", "2", "3") else None
            legal = game.legal_bids()
            if bid not in legal:
                shown = ", ".join(str(b) if b else "pass" for b in legal)
                raise BadInput(f"{text!r} is not a bid open to you now: {shown}")
            return bid
        return self.move_of(game, text, lambda cards: dd.Hand(cards, players=self.players))

    def input_of(self, decision: Any) -> str:
        if isinstance(decision, int):
            return str(decision) if decision else "pass"
        return self.move_input(decision)

    def said(self, seat: int, decision: Any, you: int) -> str:
        who = self.name(seat, you)
        if isinstance(decision, int):
            verb = "bid" if seat == you else "bids"
            return f"{who} {verb} {decision}" if decision else f"{who} {'pass' if seat == you else 'passes'}"
        if decision.is_pass:
            return f"{who} {'pass' if seat == you else 'passes'}"
        return f"{who} {'play' if seat == you else 'plays'} {self.move_words(decision)}"

    def apply(self, game: Any, decision: Any) -> None:
        game.bid(decision) if isinstance(decision, int) else game.play(decision)

    def settlement(self, game: Any, you: int) -> list[str]:
        r = game.result
        landlord = self.name(r.landlord, you)
        side = "landlord" if r.landlord_won else "peasants"
        lines = [
            f"the {side} won ({landlord} landlord): bid {r.bid} x multiplier {r.multiplier} = stake {r.stake}"
        ]
        lines.append(
            "payoffs: " + ", ".join(f"{self.name(s, you)} {signed(p)}" for s, p in enumerate(r.payoffs))
        )
        return lines


class LukFuTable(Table):
    def deal(self, seed: int, round: int) -> tuple[Any, str]:
        """One deal a round, of the next seed (the Master drawn as A1 says)."""
        from .. import lukfu as lf

        game = lf.Game(seed=(seed + round) % 2**64)
        return game, f"deal seed {game.seed}"

    def view(self, game: Any, you: int) -> list[str]:
        obs = game.observation(you)
        sizes = ", ".join(f"{self.name(s, you)} {n}" for s, n in enumerate(obs.hand_sizes))
        fu = ", ".join(f"{self.name(s, you)} {n}" for s, n in enumerate(obs.fu))
        caller = "nobody yet" if obs.caller is None else self.name(obs.caller, you)
        lines = [f"Master: {self.name(obs.master, you)}; caller: {caller}; fu: {fu}", f"cards left: {sizes}"]
        if obs.phase == "calling":
            calls = [
                f"{self.name(s, you)} {'play' if c else 'pass'}"
                for s, c in enumerate(obs.calls)
                if c is not None
            ]
            lines.append(f"calls: {', '.join(calls) if calls else 'none yet'}")
        else:
            trick = ", ".join(f"{self.name(s, you)} {self.trick_words(m)}" for s, m in obs.trick)
            lines.append(f"trick: {trick}" if trick else "you lead")
            lines.append(f"face up so far: {obs.public or '(none)'}")
        lines.append(f"your hand: {obs.hand}")
        lines.append(f"your Old cards: {obs.old or '(none)'}")
        return lines

    def prompt(self, game: Any) -> str:
        return "your call (play or pass)" if game.phase == "calling" else "your move"

    def legal_inputs(self, game: Any) -> list[str]:
        if game.phase == "calling":
            return ["play", "pass"]
        return [self.move_input(m) for m in game.legal_moves()]

    def parse(self, game: Any, text: str) -> Any:
        from .. import lukfu as lf

        if game.phase == "calling":
            if text.lower() not in ("play", "pass"):
                raise BadInput(f"{text!r} is not a call: type play or pass")
            return text.lower() == "play"
        return self.move_of(game, text, lf.Hand)

    def input_of(self, decision: Any) -> str:
        if isinstance(decision, bool):
            return "play" if decision else "pass"
        return self.move_input(decision)

    @classmethod
    def trick_words(cls, move: Any) -> str:
        """A play of the trick as the seat sees it: others' discards face down (T3)."""
        return cls.move_words(move) if str(move.cards) else "discard (face down)"

    def said(self, seat: int, decision: Any, you: int) -> str:
        who = self.name(seat, you)
        if isinstance(decision, bool):
            return f"{who} {'say' if seat == you else 'says'} {'play' if decision else 'pass'}"
        if str(decision.kind) == "discard" and seat != you:  # face down: the person may not see them
            return f"{who} discards {plural(len(str(decision.cards).split()), 'card')} face down"
        return f"{who} {'play' if seat == you else 'plays'} {self.move_words(decision)}"

    def apply(self, game: Any, decision: Any) -> None:
        game.call(decision) if isinstance(decision, bool) else game.play(decision)

    def settlement(self, game: Any, you: int) -> list[str]:
        r = game.result
        head = "void: nobody won" if r.winner is None else f"{self.name(r.winner, you)} won {r.total} points"
        payoffs = ", ".join(f"{self.name(s, you)} {signed(p)}" for s, p in enumerate(game.payoffs))
        return [head, f"payoffs: {payoffs}"]


TABLES = {"ddz3": (DouDizhuTable, 3), "ddz4": (DouDizhuTable, 4), "lukfu": (LukFuTable, 3)}
