"""What ``paigen play --human`` shows and reads for each game: a Table per
game turns the person's seat's view of a deal into lines of text (only what
that seat may see: its ``Game.observation``), reads what the person types
(a bid, a call or a move in the notation), and words every decision and the
settlement. The loop that asks and answers is in ``_human``."""

from __future__ import annotations

from collections.abc import Callable, Iterable
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
    auction_phase: str  # the phase of the bids or calls, before the play

    def __init__(self, players: int, variant: Any = None) -> None:
        self.players, self.variant = players, variant

    def deal(self, seed: int, round: int) -> tuple[Any, str]:
        """Round `round`'s Game (0 first) of the game seeded `seed`, and a
        line that introduces it."""
        raise NotImplementedError

    def name(self, seat: int | None, you: int) -> str:
        return "you" if seat == you else f"player_{seat}"

    def by_seat(self, values: Iterable[Any], you: int, words: Callable[[Any], str] = str) -> str:
        """``you 5, player_1 17``: each seat's value in words, seats whose
        value is None left out."""
        return ", ".join(f"{self.name(s, you)} {words(v)}" for s, v in enumerate(values) if v is not None)

    def does(self, seat: int, you: int, verb: str) -> str:
        """``you pass``, ``player_1 passes``: who, and the verb agreeing."""
        if seat != you:
            verb += "es" if verb.endswith("s") else "s"
        return f"{self.name(seat, you)} {verb}"

    def view(self, game: Any, you: int) -> list[str]:
        """The state before the person's decision, as their seat sees it."""
        raise NotImplementedError

    def prompt(self, game: Any) -> str:
        raise NotImplementedError

    def auction_decisions(self, game: Any) -> list[Any]:
        """The bids or calls open now (an int or a bool each)."""
        raise NotImplementedError

    def auction_input(self, decision: Any) -> str:
        """What to type for a bid or call."""
        raise NotImplementedError

    def legal_inputs(self, game: Any) -> list[str]:
        """What the person may type now, one entry per legal decision."""
        if game.phase == self.auction_phase:
            return [self.auction_input(d) for d in self.auction_decisions(game)]
        return [self.move_input(m) for m in game.legal_moves()]

    def parse(self, game: Any, text: str) -> Any:
        """The legal decision `text` names (in the form ``Game.history`` lists
        it); BadInput naming the input for anything else."""
        raise NotImplementedError

    def input_of(self, decision: Any) -> str:
        """What to type for `decision` (for a hint): a bid or call is an int
        (a bool is one), a move is not."""
        return self.auction_input(decision) if isinstance(decision, int) else self.move_input(decision)

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
    auction_phase = "bidding"

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
        lines = [f"cards left: {self.by_seat(obs.hand_sizes, you)}"]
        if obs.phase == "bidding":
            bids = self.by_seat(obs.bids, you, lambda b: f"bid {b}" if b else "passed")
            lines.append(f"auction: {bids or 'no bid yet'}; highest bid {obs.bid_value}")
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

    def auction_decisions(self, game: Any) -> list[Any]:
        return list(game.legal_bids())

    def auction_input(self, decision: Any) -> str:
        return str(decision) if decision else "pass"

    def parse(self, game: Any, text: str) -> Any:
        from .. import doudizhu as dd

        if game.phase == "bidding":
            bid = 0 if text.lower() in ("pass", "p") else int(text) if text in ("0", "1", "2", "3") else None
            legal = game.legal_bids()
            if bid not in legal:
                shown = ", ".join(map(self.auction_input, legal))
                raise BadInput(f"{text!r} is not a bid open to you now: {shown}")
            return bid
        return self.move_of(game, text, lambda cards: dd.Hand(cards, players=self.players))

    def said(self, seat: int, decision: Any, you: int) -> str:
        if isinstance(decision, int):
            return f"{self.does(seat, you, 'bid')} {decision}" if decision else self.does(seat, you, "pass")
        if decision.is_pass:
            return self.does(seat, you, "pass")
        return f"{self.does(seat, you, 'play')} {self.move_words(decision)}"

    def apply(self, game: Any, decision: Any) -> None:
        game.bid(decision) if isinstance(decision, int) else game.play(decision)

    def settlement(self, game: Any, you: int) -> list[str]:
        r = game.result
        landlord = self.name(r.landlord, you)
        side = "landlord" if r.landlord_won else "peasants"
        lines = [
            f"the {side} won ({landlord} landlord): bid {r.bid} x multiplier {r.multiplier} = stake {r.stake}"
        ]
        lines.append(f"payoffs: {self.by_seat(r.payoffs, you, signed)}")
        return lines


class LukFuTable(Table):
    auction_phase = "calling"

    def deal(self, seed: int, round: int) -> tuple[Any, str]:
        """One deal a round, of the next seed (the Master drawn as A1 says)."""
        from .. import lukfu as lf

        game = lf.Game(seed=(seed + round) % 2**64)
        return game, f"deal seed {game.seed}"

    def view(self, game: Any, you: int) -> list[str]:
        obs = game.observation(you)
        caller = "nobody yet" if obs.caller is None else self.name(obs.caller, you)
        lines = [
            f"Master: {self.name(obs.master, you)}; caller: {caller}; fu: {self.by_seat(obs.fu, you)}",
            f"cards left: {self.by_seat(obs.hand_sizes, you)}",
        ]
        if obs.phase == "calling":
            lines.append(f"calls: {self.by_seat(obs.calls, you, self.auction_input) or 'none yet'}")
        else:
            trick = ", ".join(f"{self.name(s, you)} {self.trick_words(m)}" for s, m in obs.trick)
            lines.append(f"trick: {trick}" if trick else "you lead")
            lines.append(f"face up so far: {obs.public or '(none)'}")
        lines.append(f"your hand: {obs.hand}")
        lines.append(f"your Old cards: {obs.old or '(none)'}")
        return lines

    def prompt(self, game: Any) -> str:
        return "your call (play or pass)" if game.phase == "calling" else "your move"

    def auction_decisions(self, game: Any) -> list[Any]:
        return [True, False]

    def auction_input(self, decision: Any) -> str:
        return "play" if decision else "pass"

    def parse(self, game: Any, text: str) -> Any:
        from .. import lukfu as lf

        if game.phase == "calling":
            if text.lower() not in ("play", "pass"):
                raise BadInput(f"{text!r} is not a call: type play or pass")
            return text.lower() == "play"
        return self.move_of(game, text, lf.Hand)

    @classmethod
    def trick_words(cls, move: Any) -> str:
        """A play of the trick as the seat sees it: others' discards face down (T3)."""
        return cls.move_words(move) if str(move.cards) else "discard (face down)"

    def said(self, seat: int, decision: Any, you: int) -> str:
        if isinstance(decision, bool):
            return f"{self.does(seat, you, 'say')} {self.auction_input(decision)}"
        if str(decision.kind) == "discard" and seat != you:  # face down: the person may not see them
            cards = plural(len(str(decision.cards).split()), "card")
            return f"{self.does(seat, you, 'discard')} {cards} face down"
        return f"{self.does(seat, you, 'play')} {self.move_words(decision)}"

    def apply(self, game: Any, decision: Any) -> None:
        game.call(decision) if isinstance(decision, bool) else game.play(decision)

    def settlement(self, game: Any, you: int) -> list[str]:
        r = game.result
        head = "void: nobody won" if r.winner is None else f"{self.name(r.winner, you)} won {r.total} points"
        return [head, f"payoffs: {self.by_seat(game.payoffs, you, signed)}"]


TABLES = {"ddz3": (DouDizhuTable, 3), "ddz4": (DouDizhuTable, 4), "lukfu": (LukFuTable, 3)}
