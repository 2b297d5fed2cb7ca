"""The game ``paigen play --human`` runs, without a terminal: ``HumanGame``
read and written through functions. Whole games typed from the hints in both
games, a redeal announced, the seat's view hiding what it may not see (others'
hands, others' discards: T3), and the moves parsed from the notation."""

from __future__ import annotations

import re

import pytest

from paigen import doudizhu as dd
from paigen import lukfu as lf
from paigen._agent_names import STRONGEST_AGENT
from paigen._games import GAMES
from paigen.cli._human import HumanGame
from paigen.cli._tables import TABLES, BadInput


class Person:
    """Types what `answer(prompt, lines)` says; records every line written."""

    def __init__(self, answer):
        self.lines: list[str] = []
        self.answer = answer
        self.prompts = 0

    def read(self, prompt: str) -> str:
        self.prompts += 1
        if self.prompts > 5000:
            raise EOFError
        return self.answer(prompt, self.lines)

    def write(self, line: str) -> None:
        self.lines.append(line)


def by_hints(prompt, lines):
    """hint, then what it said."""
    last = lines[-1] if lines else ""
    found = re.fullmatch(rf"hint \({STRONGEST_AGENT}\): (.*)", last)
    return found.group(1) if found else "hint"


def make(game, person, seed, opponents=None):
    maker, players = TABLES[game]
    names = opponents or ["greedy"] * (players - 1)
    return HumanGame(maker(players), GAMES[game], names, seed, read=person.read, write=person.write)


@pytest.mark.parametrize("game", ["ddz3", "ddz4", "lukfu"])
def test_whole_games_typed_from_the_hints(game):
    person = Person(by_hints)
    table = make(game, person, seed=11, opponents=None)
    table.play(3)
    assert table.rounds == 3 and sum(table.totals) == 0
    payoffs = [line for line in person.lines if line.startswith("payoffs: ")]
    assert len(payoffs) == 3
    assert person.lines[-1].startswith("totals after 3 rounds: ")
    assert re.match(r"(you win|player_\d wins|tie: )", table.result())
    if game != "lukfu":  # the rounds of a Match: its money, its dealers (M1, M3)
        match = table.table.match
        assert match.finished_rounds == 3 and match.totals == table.totals
        n = match.players
        assert [(d - match.dealers[0]) % n for d in match.dealers] == [0, n - 1, n - 2]
        heads = [line for line in person.lines if line.startswith("\n== round")]
        assert [re.search(r"dealer (\w+)", h).group(1) for h in heads] == [
            "you" if d == 0 else f"player_{d}" for d in match.dealers
        ]


def test_a_dou_dizhu_redeal_is_announced():
    """You pass every auction; random opponents sometimes all pass too (B4)."""

    def passing(prompt, lines):
        return "pass" if prompt.startswith("your bid") else by_hints(prompt, lines)

    for seed in range(200):
        person = Person(passing)
        make("ddz3", person, seed, ["random", "random"]).play(1)
        if any(line.startswith("the cards are dealt again (deal 2 of this round)") for line in person.lines):
            return
    raise AssertionError("no all-pass auction in 200 deals")


def test_the_view_shows_only_what_the_seat_sees():
    game = dd.Game(3, seed=4)
    table = TABLES["ddz3"][0](3)
    text = "\n".join(table.view(game, 0))
    assert f"your hand: {game.hands[0]}" in text
    assert str(game.hands[1]) not in text and str(game.kitty) not in text
    lf_table = TABLES["lukfu"][0](3)
    hidden = 0
    for seed in range(30):
        g = lf.Game(seed=seed)
        agent = lf.Agent("random", seed=seed)
        while g.phase != "over":
            decision = agent.decide(g)
            seat = g.to_move
            if isinstance(decision, bool):
                g.call(decision)
                continue
            g.play(decision)
            if str(decision.kind) == "discard" and seat != 0:
                said = lf_table.said(seat, decision, 0)
                assert "discards" in said and str(decision.cards) not in said
                if g.phase == "play" and g.trick:
                    view = "\n".join(lf_table.view(g, 0))
                    assert "discard (face down)" in view
                    assert str(decision.cards) not in view.split("your hand")[0]
                    hidden += 1
    assert hidden > 0


def test_moves_typed_in_the_notation():
    game = dd.Game(3, seed=5)
    table = TABLES["ddz3"][0](3)
    while game.phase == "bidding":
        game.bid(game.legal_bids()[-1])
    moves = list(game.legal_moves())
    for move in moves[:40]:
        text = table.move_input(move)
        assert table.parse(game, text).cards == move.cards
        assert table.parse(game, " ".join(text)).cards == move.cards  # spaces between cards are fine
        assert table.parse(game, f"{move.kind} {text}") == move  # a kind first
    with pytest.raises(BadInput, match="'3x' is not cards"):
        table.parse(game, "3x")
    with pytest.raises(BadInput, match="not one of your legal moves"):
        table.parse(game, "3333")
    with pytest.raises(BadInput, match="may not pass now"):
        table.parse(game, "pass")
    lf_game = lf.Game(seed=3)
    lf_table = TABLES["lukfu"][0](3)
    assert lf_table.parse(lf_game, "PLAY") is True and lf_table.parse(lf_game, "pass") is False
    with pytest.raises(BadInput, match="not a call"):
        lf_table.parse(lf_game, "yes")
