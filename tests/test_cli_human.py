"""``paigen play --human``: a person against the built-in agents, driven end to
end through a pseudo-terminal with scripted input (every decision typed as
the ``hint`` suggests, after some bad input, ``?`` and ``help``), and the
endings: the last round, Ctrl-D, ``quit``, Ctrl-C. Each run is bounded in time
and killed if it outlives it."""

from __future__ import annotations

import re
import sys

import pytest

from paigen import doudizhu as dd
from paigen import lukfu as lf
from paigen._agent_names import STRONGEST_AGENT
from paigen.cli import main
from tests.helpers.pty_session import CTRL_D, PtySession

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="pseudo-terminals are POSIX")

PROMPT = r"your (?:bid|move|call \(play or pass\))> "
END = r"final totals after (\d+) rounds?: (.*)\n"


def paigen(*args: str) -> PtySession:
    return PtySession([sys.executable, "-m", "paigen", "play", "--human", *args])


def play_by_hints(session: PtySession, limit: int = 400) -> re.Match[str]:
    """Answers every prompt with the hint's suggestion until the game's end line."""
    for _ in range(limit):
        found = session.expect(f"{PROMPT}|{END}")
        if found.group(0).startswith("final"):
            return found
        session.line(hint_of(session))
    raise AssertionError("the game did not end")


def hint_of(session: PtySession) -> str:
    """At a prompt: asks for a hint, and waits for the prompt again."""
    session.line("hint")
    hint = session.expect(rf"hint \({STRONGEST_AGENT}\): (.*)\n").group(1)
    session.expect(PROMPT)
    return hint


def totals_of(text: str) -> dict[str, int]:
    return {name: int(n) for name, n in re.findall(r"(you|player_\d) ([+-]?\d+)", text)}


def test_a_dou_dizhu_game_of_two_rounds_typed_at_a_terminal():
    seed = next(s for s in range(100) if dd.Match(3, s).game.first_bidder == 0)  # you bid first (B1)
    match = dd.Match(3, seed)
    session = paigen("--game", "ddz3", "--seed", str(seed), "--opponents", "random", "--rounds", "2")
    try:
        session.expect(rf"you \(player_0\) against player_1 \(random\), player_2 \(random\); seed {seed}")
        dealer = "you" if match.dealer == 0 else f"player_{match.dealer}"
        session.expect(rf"== round 1 of 2 \(dealer {dealer}, deal seed {match.game.seed}\) ==")
        session.expect(rf"your hand: {match.game.hands[0]}\n")
        session.expect(PROMPT)
        session.line("zz")
        session.expect(r"'zz' is not a bid open to you now: pass.*; try again")
        session.line("help")
        session.expect(r"\? for your legal decisions")
        session.line("?")
        legal = session.expect(r"your legal decisions \((\d+)\): (.*)\n")
        assert legal.group(2).split(", ")[0] == "pass" and int(legal.group(1)) == len(
            legal.group(2).split(", ")
        )
        session.line("3")  # the auction ends: you are the landlord
        session.expect(r"you bid 3\n")
        session.expect(r"landlord: you, bid 3, multiplier 1; kitty \S+\n")
        session.expect(r"to lead: you\n")
        session.expect(PROMPT)
        session.line("pass")
        session.expect(r"you may not pass now \(you lead\); try again")
        session.line("3333333")
        session.expect(r"'3333333' is not|not one of your legal moves")
        end = play_by_hints(session)
        assert end.group(1) == "2"
        status = session.wait()
    finally:
        session.close()
    assert status == 0, session.output[-2000:]
    out = session.output
    assert "Traceback" not in out
    assert re.search(r"player_\d (plays|passes)", out) and "to beat: " in out
    assert re.search(r"to beat: \S+ \(\w+\) by (you|player_\d)", out)
    rounds = re.findall(r"payoffs: (.*)\n", out)
    assert len(rounds) == 2
    summed: dict[str, int] = {}
    for line in rounds:
        for name, n in totals_of(line).items():
            summed[name] = summed.get(name, 0) + n
    final = totals_of(end.group(2))
    assert final == summed and sum(final.values()) == 0
    assert re.search(r"totals after 1 round: ", out)
    best = max(final.values())
    assert re.search(r"(tie: .*|(you win|player_\d wins) with [+]?\d+ money)\n", out[end.end() :])
    if list(final.values()).count(best) == 1:
        winner = next(name for name, n in final.items() if n == best)
        assert f"{winner} win" in out[end.end() :]


def test_a_luk_fu_game_shows_old_cards_and_calls():
    session = paigen("--game", "lukfu", "--seed", "3", "--opponents", "greedy,random")
    try:
        session.expect(r"player_1 \(greedy\), player_2 \(random\)")
        end = play_by_hints(session)
        status = session.wait()
    finally:
        session.close()
    assert status == 0 and end.group(1) == "1"
    out = session.output
    assert "your Old cards: " in out and "Master: " in out and "Traceback" not in out
    game = lf.Game(seed=3)  # the view shows the person's own hand of this deal
    assert f"your hand: {game.hands[0]}" in out
    assert re.search(r"(you|player_\d) won \d+ points|void", out)


def test_ctrl_d_ends_the_game_cleanly():
    session = paigen("--game", "ddz4", "--seed", "2")
    try:
        session.expect(PROMPT)
        session.send(CTRL_D)
        session.expect(r"game ended\n")
        status = session.wait()
    finally:
        session.close()
    assert status == 0 and "Traceback" not in session.output
    assert "no round finished" in session.output
    assert f"your hand: {dd.Match(4, 2).game.hands[0]}" in session.output


def test_quit_after_a_round_shows_the_totals():
    session = paigen("--game", "ddz3", "--seed", "9", "--rounds", "3")
    try:
        for _ in range(400):
            found = session.expect(f"{PROMPT}|== round 2 of 3")
            if found.group(0).startswith("=="):
                break
            session.line(hint_of(session))
        session.expect(PROMPT)
        session.line("quit")
        session.expect(r"game ended\n")
        session.expect(r"final totals after 1 round: (you [^\n]*)\n")
        status = session.wait()
    finally:
        session.close()
    assert status == 0


def test_ctrl_c_ends_the_game_cleanly():
    session = paigen("--game", "lukfu", "--seed", "1")
    try:
        session.expect(PROMPT)
        session.interrupt_when_reading()
        session.expect(r"game interrupted\n")
        status = session.wait()
    finally:
        session.close()
    assert status == 130 and "Traceback" not in session.output


@pytest.mark.parametrize(
    "args, message",
    [
        (
            ["--opponents", "best"],
            "--opponents: 'best' is not a built-in agent (random, greedy, pimc, ismcts)",
        ),
        (
            ["--game", "lukfu", "--opponents", "mcts"],
            "'mcts' is not a built-in agent (random, greedy, pimc, ismcts)",
        ),
        (["--opponents", "pimc:samples=0"], "--opponents: name 'pimc:samples=0': 'samples=0' is no budget"),
        (["--opponents", "pimc:samples=8,ismcts:iterations=50"], None),
        (["--opponents", "greedy,random"], None),
        (["--game", "ddz4", "--opponents", "greedy,random"], "one per other seat (3), not 2"),
        (["--rounds", "0"], "--rounds: must be from 1 to"),
        (["-n", "5"], "-n do not go with --human"),
        (["--policy", "greedy", "--workers", "2"], "--policy, --workers do not go with --human"),
        (["--game", "lukfu", "--variant", "rlcard"], "variant"),
    ],
)
def test_bad_options_are_one_line_errors(args, message, capsys, monkeypatch):
    monkeypatch.setattr("builtins.input", lambda prompt: (_ for _ in ()).throw(EOFError))
    status = main(["play", "--human", *args])
    err = capsys.readouterr().err
    if message is None:
        assert status == 0 and err == ""  # a valid line: the game starts, and ends at once (no input)
    else:
        assert status == 2 and message in err and len(err.strip().splitlines()) == 1, err


def test_the_human_options_need_human(capsys):
    assert main(["play", "--rounds", "2"]) == 2
    assert "--rounds only go with --human" in capsys.readouterr().err
