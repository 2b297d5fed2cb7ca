"""Readable records: Game.record() / Game.from_record() of both games and
Match.record() / Match.from_record(), round trips and line-numbered errors."""

from __future__ import annotations

import random

import pytest

from paigen import doudizhu as dd
from paigen import lukfu as lf
from paigen.errors import StateError
from tests.helpers.random_play import play_random, random_match


def ddz_games() -> list[dd.Game]:
    rng = random.Random(1)
    out = []
    for players, variant in [(3, None), (4, None), (3, "rlcard"), (3, "douzero"), (3, "openspiel")]:
        for seed in range(3):
            game = dd.Game(players, seed=seed, variant=variant)
            play_random(game, rng, None if seed else 9)  # seed 0: mid-deal
            out.append(game)
    custom = dd.Variant(wings_per_rank=2, joker_wings=True, bomb_beats_rocket=True)
    out.append(dd.Game(3, seed=5, variant=custom))
    redealt = dd.Game(3, seed=8)
    for _ in range(3):
        redealt.bid(0)  # B4: an all-pass auction deals again
    play_random(redealt, rng)
    out.append(redealt)
    given = dd.Game(3, hands=["34", "5", "67"], kitty="888", first_bidder=2)
    play_random(given, rng)
    out.append(given)
    thrown = dd.Game(3, hands=["34", "5", "67"], kitty="888")
    for _ in range(3):
        thrown.bid(0)
    out.append(thrown)
    return out


def lf_games() -> list[lf.Game]:
    rng = random.Random(2)
    out = []
    for seed in range(6):
        game = lf.Game(seed=seed)
        play_random(game, rng, None if seed else 5)
        out.append(game)
    redealt = lf.Game(seed=9)
    for _ in range(3):
        redealt.call(False)  # A2: three passes deal again
    play_random(redealt, rng)
    out.append(redealt)
    given = lf.Game(
        hands=[
            "1c 2c 3c 4c 9c 9s 5m 6m 7m 1t 2t 9t",
            "1s 2s 3s 4s 5s 6s 7s 8s 1m 2m 3m 4m",
            "5c 6c 7c 8c 9m 8m 3t 4t 5t 6t 7t 8t",
        ],
        master=0,
    )
    play_random(given, rng)
    out.append(given)
    return out


@pytest.mark.parametrize("game", ddz_games() + lf_games(), ids=repr)
def test_a_record_round_trips_exactly(game):
    text = game.record()
    loaded = type(game).from_record(text)
    assert loaded.save() == game.save()
    assert loaded.record() == text
    assert loaded.history == game.history and loaded.deal_starts == game.deal_starts


def test_a_record_is_one_decision_a_line_in_the_notation():
    game = dd.Game(3, seed=42)
    game.bid(3)
    game.play("3")
    lines = game.record().splitlines()
    assert lines[0].startswith("#")
    assert lines[1:5] == ["game ddz3", "variant standard", "seed 42", "deal 1"]
    assert lines[-2:] == ["1 bid 3", "1 play 3"]
    assert [line.split()[:2] for line in lines[5:8]] == [["hand", "0"], ["hand", "1"], ["hand", "2"]]
    assert lines[8] == f"kitty {game.kitty}" and lines[9] == "first_bidder 1"


def test_redeals_write_the_new_deal():
    game = next(g for g in ddz_games() if g.deals == 2 and g.seed == 8)
    text = game.record()
    assert "deal 2" in text.splitlines()
    luk = next(g for g in lf_games() if g.deals > 1)
    assert "deal 2" in luk.record().splitlines()


def test_comments_and_blank_lines_say_nothing():
    game = lf_games()[1]
    noisy = "\n".join(
        line + "   # a comment" if line[:1].isdigit() else line for line in game.record().splitlines()
    )
    noisy = "# my game\n\n" + noisy.replace("\ndeal 1", "\n\n  deal 1  ")
    assert lf.Game.from_record(noisy).save() == game.save()


def test_the_payoffs_line_is_optional_and_checked():
    game = ddz_games()[1]
    assert game.phase == "over"
    text = game.record()
    body = text[: text.index("payoffs")]
    assert dd.Game.from_record(body).save() == game.save()
    line = len(text.splitlines())
    wrong = [p + (1 if i == 0 else 0) - (1 if i == 1 else 0) for i, p in enumerate(game.payoffs)]
    with pytest.raises(StateError, match=rf"line {line}: the payoffs .* are not what the play gives"):
        dd.Game.from_record(body + "payoffs " + " ".join(map(str, wrong)) + "\n")
    with pytest.raises(StateError, match=rf"line {line}: .*do not add up to zero"):
        dd.Game.from_record(body + "payoffs 1 1 1\n")


def line_of(text: str, predicate) -> int:
    return next(n for n, line in enumerate(text.splitlines(), 1) if predicate(line))


def test_a_move_that_does_not_replay_names_its_line():
    game = dd.Game(3, seed=42)
    game.bid(3)
    game.play("3")
    text = game.record().replace("1 play 3", "1 play 2222")
    with pytest.raises(StateError, match=r"line 12: .*NotationError|line 12: seat 1 cannot play 2222"):
        dd.Game.from_record(text)
    with pytest.raises(StateError, match=r"line 11: it is seat 1's turn, not seat 0's"):
        dd.Game.from_record(game.record().replace("1 bid 3", "0 bid 3"))
    with pytest.raises(StateError, match=r"line 12: the auction is on"):
        dd.Game.from_record(game.record().replace("1 bid 3", "1 bid 1").replace("1 play 3", "2 play 3"))
    with pytest.raises(StateError, match=r"line 11: the verb is"):
        dd.Game.from_record(game.record().replace("1 bid 3", "1 shout 3"))


def test_cards_that_are_not_the_seeds_deal_are_refused():
    game = dd.Game(3, seed=42)
    text = game.record()
    hand = str(game.hands[0])
    with pytest.raises(StateError, match=r"line 5: deal 1 is not the one the seed deals"):
        dd.Game.from_record(text.replace(f"hand 0 {hand}", f"hand 0 {hand[1:]}"))
    luk = lf.Game(seed=3)
    with pytest.raises(StateError, match=r"line 4: deal 1 is not the one the seed deals"):
        lf.Game.from_record(luk.record().replace("master", "master 0 #"))  # a master of its own
    assert lf.Game.from_record(luk.record()).save() == luk.save()


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "line 1: expected 'game ddz3' or 'game ddz4'"),
        ("game lukfu\n", "line 1: the game is 'ddz3' or 'ddz4'"),
        ("game ddz4\nvariant rlcard\n", "line 2: a variant is for 3 players only"),
        ("game ddz3\nvariant fancy\n", "line 2: the variant is a preset's name"),
        ("game ddz3\nvariant standard\nseed -4\n", "line 3: 'seed' takes a number"),
        (
            "game ddz3\nvariant standard\nseed given\ndeal 1\n"
            "hand 0 34\nhand 1 5\nhand 2\nkitty 888\nfirst_bidder 0\n",
            "line 4: every seat needs",
        ),
        ("game ddz3\nvariant standard\nseed given\ndeal 1\nhand 0 3X\n", "line 5: .*X"),
    ],
)
def test_bad_records_name_their_line(text, message):
    with pytest.raises(StateError, match=message):
        dd.Game.from_record(text)


def test_trailing_lines_and_wrong_types():
    game = dd.Game(3, seed=1)
    with pytest.raises(StateError, match=r"line 11: unexpected line"):
        dd.Game.from_record(game.record() + "totals 0 0 0\n")
    with pytest.raises(TypeError, match="str"):
        dd.Game.from_record(game.record().encode())  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="str"):
        lf.Game.from_record(None)  # type: ignore[arg-type]
    with pytest.raises(StateError, match="line 2: the game is 'lukfu'"):
        lf.Game.from_record(game.record())  # the header comment is line 1


def played_match(players: int = 3, rounds: int = 3) -> dd.Match:
    return random_match(players, seed=12, rng=random.Random(players), rounds=rounds)


@pytest.mark.parametrize("players", [3, 4])
def test_a_match_record_holds_its_rounds(players):
    match = played_match(players)
    match.next_round()
    play_random(match.game, random.Random(0), 4)
    text = match.record()
    lines = text.splitlines()
    assert f"match {match.seed}" in lines
    assert [line for line in lines if line.startswith("round")] == [
        f"round {i} dealer {d}" for i, d in enumerate(match.dealers)
    ]
    assert lines[-1] == "totals " + " ".join(map(str, match.totals))
    loaded = dd.Match.from_record(text)
    assert loaded.save() == match.save() and loaded.record() == text


def test_an_inconsistent_match_record_names_its_line():
    match = played_match()
    text = match.record()
    n = len(text.splitlines())
    with pytest.raises(StateError, match=rf"line {n}: the totals .* are not what the play gives"):
        dd.Match.from_record(text.replace("totals ", "totals 1 -1 0 #"))
    with pytest.raises(StateError, match=rf"line {n}: the totals 1 1 1 do not add up to zero"):
        dd.Match.from_record(text[: text.index("totals")] + "totals 1 1 1\n")
    first = line_of(text, lambda s: s.startswith("round 1"))
    with pytest.raises(StateError, match=rf"line {first}: round 1's dealer is seat"):
        dd.Match.from_record(text.replace("round 1 dealer ", "round 1 dealer 3 #"))
    seed_line = first + 1
    lines = text.splitlines()
    lines[seed_line - 1] = "seed 5"
    with pytest.raises(StateError, match=rf"line {seed_line}: this round is dealt from seed"):
        dd.Match.from_record("\n".join(lines))
    # A round cut short, followed by the next round.
    lines = text.splitlines()
    last_decision = first - 2  # the payoffs line of round 0 is first - 1
    cut = lines[: last_decision - 1] + lines[first - 1 :]
    with pytest.raises(StateError, match=r"round 0 is not over"):
        dd.Match.from_record("\n".join(cut))
