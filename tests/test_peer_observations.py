"""Observation.encode('douzero') and encode('rlcard') against the peers' own
observations: whole paigen deals (random bids, then random legal plays) and
crafted openings of rare kinds, replayed move by move into DouZero's GameEnv
(douzero 1.1.0) and RLCard's doudizhu env (rlcard 1.2.0), compared at every
decision (tests/helpers/peers_replay.py). Peer tests skip when the peer is missing;
the refusals, the formats and worked examples need no peer."""

from __future__ import annotations

import random
from collections import Counter, OrderedDict
from collections.abc import Sequence
from typing import Any

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from paigen import _encodings
from paigen import doudizhu as dd
from tests.helpers.peers_replay import DouZeroPeer, RLCardPeer

DECK = "".join(r * 4 for r in dd.RANKS[:13]) + "BR"


def peer(name: str) -> None:
    """Skip the test unless the peer program is installed."""
    pytest.importorskip({"douzero": "douzero.env.game", "rlcard": "rlcard.games.doudizhu.utils"}[name])


# ============================================================================ playing deals


def pick(rng: random.Random, moves: dd.MoveList) -> dd.Move:
    """Half the time a random legal move, else one of the longest: long chains,
    airplanes and four-with-two then come up (and get answered) often."""
    moves = list(moves)
    if rng.random() < 0.5:
        return rng.choice(moves)
    longest = max(len(m) for m in moves)
    return rng.choice([m for m in moves if len(m) == longest])


def random_deal(seed: int, variant: str) -> tuple[dd.Game, random.Random]:
    """A seeded deal with random bids, at the start of play."""
    rng = random.Random(seed)
    game = dd.Game(3, seed=seed, variant=variant)
    while game.phase == "bidding":
        game.bid(rng.choice(game.legal_bids()))
    return game, rng


def crafted_deal(rng: random.Random, variant: str, landlord_holds: str, down_holds: str) -> dd.Game:
    """A full deal, at the start of play, in which a random landlord holds
    `landlord_holds` (kitty included) and the seat after him `down_holds`."""
    rest = list((Counter(DECK) - Counter(landlord_holds) - Counter(down_holds)).elements())
    rng.shuffle(rest)
    landlord_cards = list(landlord_holds) + rest[: 20 - len(landlord_holds)]
    rest = rest[20 - len(landlord_holds) :]
    down = down_holds + "".join(rest[: 17 - len(down_holds)])
    up = "".join(rest[17 - len(down_holds) :])
    rng.shuffle(landlord_cards)
    landlord = rng.randrange(3)
    hands = [""] * 3
    hands[landlord], hands[(landlord + 1) % 3], hands[(landlord + 2) % 3] = (
        "".join(landlord_cards[:17]),
        down,
        up,
    )
    game = dd.Game(3, hands=hands, kitty="".join(landlord_cards[17:]), first_bidder=landlord, variant=variant)
    game.bid(3)  # B3: the first bidder becomes landlord
    return game


def play_out(game: dd.Game, rng: random.Random, fmt: str, opening: Sequence[str] = ()) -> int:
    """Plays the deal to its end (the opening moves first) beside the peer,
    comparing the observations at every decision; returns the decisions."""
    hands = [str(h) for h in game.hands]
    start = hands, str(game.kitty), game.landlord
    other = DouZeroPeer(*start) if fmt == "douzero" else RLCardPeer(*start, env=rlcard_env())
    compare = same_douzero if fmt == "douzero" else same_rlcard
    decisions = 0
    opening = list(opening)
    while game.phase == "play":
        observation = game.observation()
        compare(observation.encode(fmt), other.observation(), observation)
        decisions += 1
        move = opening.pop(0) if opening else pick(rng, observation.legal_moves).cards
        game.play(move)
        other.play(move)
    return decisions


_RLCARD_ENV: list[Any] = []


def rlcard_env() -> Any:
    """One RLCard env for all deals (making one reads its JSON tables)."""
    if not _RLCARD_ENV:
        import rlcard

        _RLCARD_ENV.append(rlcard.make("doudizhu", config={"seed": 0}))
    return _RLCARD_ENV[0]


# ============================================================================ comparisons


def rows(array: np.ndarray) -> Counter[bytes]:
    return Counter(map(bytes, np.ascontiguousarray(array).reshape(array.shape[0], -1)))


def same_array(mine: np.ndarray, theirs: np.ndarray, what: str) -> None:
    assert mine.dtype == theirs.dtype and mine.shape == theirs.shape, (what, mine.shape, theirs.shape)
    assert np.array_equal(mine, theirs), (what, np.flatnonzero(mine != theirs)[:10])


def same_douzero(mine: dict[str, Any], theirs: dict[str, Any], observation: dd.Observation) -> None:
    assert list(mine) == list(theirs) and mine["position"] == theirs["position"]
    same_array(mine["x_no_action"], theirs["x_no_action"], "x_no_action")
    same_array(mine["z"], theirs["z"], "z")
    # DouZero lists some airplanes and four-with-twos several times: the same rows, each once here
    assert set(rows(mine["x_batch"])) == set(rows(theirs["x_batch"])), "x_batch rows"
    assert max(rows(mine["x_batch"]).values()) == 1 and len(mine["x_batch"]) == len(observation.legal_moves)
    assert mine["x_batch"].dtype == theirs["x_batch"].dtype == np.float32
    assert mine["z_batch"].shape == (len(mine["x_batch"]), 5, 162) and mine["z_batch"].dtype == np.float32
    assert set(rows(mine["z_batch"])) == set(rows(theirs["z_batch"])), "z_batch rows"
    assert {tuple(a) for a in mine["legal_actions"]} == {tuple(a) for a in theirs["legal_actions"]}
    assert all(type(c) is int for a in mine["legal_actions"] for c in a)
    assert [_encodings.douzero_cards(m.cards) for m in observation.legal_moves] == mine["legal_actions"]


def same_rlcard(
    mine: OrderedDict[str, Any], theirs: OrderedDict[str, Any], observation: dd.Observation
) -> None:
    assert type(mine) is type(theirs) and list(mine) == list(theirs)
    same_array(mine["obs"], theirs["obs"], "obs")
    # A lead comes from a set in RLCard (its order follows PYTHONHASHSEED); a follow's order is fixed
    lead = observation.last_move is None
    ordered = set if lead else list
    assert type(mine["legal_actions"]) is type(theirs["legal_actions"])
    assert ordered(mine["legal_actions"]) == ordered(theirs["legal_actions"]), (
        mine["raw_legal_actions"],
        theirs["raw_legal_actions"],
    )
    for action_id, vector in theirs["legal_actions"].items():
        same_array(mine["legal_actions"][action_id], vector, f"legal action {action_id}")
    assert ordered(mine["raw_legal_actions"]) == ordered(theirs["raw_legal_actions"])
    mine_raw, theirs_raw = mine["raw_obs"], theirs["raw_obs"]
    assert list(mine_raw) == list(theirs_raw)
    for key in mine_raw:
        expected = ordered(theirs_raw[key]) if key == "actions" else theirs_raw[key]
        assert (ordered(mine_raw[key]) if key == "actions" else mine_raw[key]) == expected, key
    assert mine["action_record"] == theirs["action_record"]


# ============================================================================ whole random deals


@given(seed=st.integers(0, 2**32 - 1))
def test_douzero_random_deals(seed):
    peer("douzero")
    game, rng = random_deal(seed, "douzero")
    assert play_out(game, rng, "douzero") > 0


@given(seed=st.integers(0, 2**32 - 1))
def test_rlcard_random_deals(seed):
    peer("rlcard")
    game, rng = random_deal(seed, "rlcard")
    assert play_out(game, rng, "rlcard") > 0


# ============================================================================ crafted openings

# (the landlord holds, the seat after him holds, the first moves): rare kinds and the peers' quirks
OPENINGS = [
    ("33344455566677778888", "", ["3334445556667777"]),  # DouZero only: a four as wings, then no kind
    ("333444555999", "666777888TTTJQK", ["333444555999"]),  # DouZero compares airplanes by any triple
    ("33344456", "777888999TTTBR2", ["33344456"]),  # airplane replies with B / R wings (RLCard's order)
    ("333367", "4444AA22", ["333367"]),  # four-with-two replies, a pair as the two singles
    ("3333BR", "", ["3333BR"]),  # DouZero: four with B and R (not in RLCard)
    ("333444BR", "", ["333444BR"]),  # DouZero: airplane with B and R wings (not in RLCard)
    ("33334455", "", ["33334455"]),  # four with two pairs
    ("333344", "", ["333344"]),  # four with a pair as two singles
    ("33344455", "", ["33344455"]),  # airplane with a pair as single wings
    ("BR", "", ["BR"]),  # the rocket: only passes
    ("3333", "2222BR", ["3333"]),  # a bomb, then a bigger bomb before the rocket (RLCard's order)
    ("3456789TJQKA", "", ["3456789TJQKA"]),  # the longest straight
    ("33445566778899TT", "", ["33445566778899TT"]),  # a pair chain of 8
    ("333444555666777888", "", ["333444555666777888"]),  # a triple chain of 6
    ("33344455566678TJ", "", ["33344455566678TJ"]),  # an airplane of 4 with 4 wings
    ("3", "", ["3", "", ""]),  # two passes: the landlord leads again, nothing to beat
]


def is_move(cards: str, variant: str) -> bool:
    try:
        dd.Move(cards, variant=variant)
    except ValueError:
        return False
    return True


@pytest.mark.parametrize(
    "fmt, landlord_holds, down_holds, opening",
    [(fmt, *deal) for fmt in ("douzero", "rlcard") for deal in OPENINGS if is_move(deal[2][0], fmt)],
)
def test_crafted_openings(fmt, landlord_holds, down_holds, opening):
    peer(fmt)
    rng = random.Random(opening[0])
    for _ in range(4):
        game = crafted_deal(rng, fmt, landlord_holds, down_holds)
        assert play_out(game, rng, fmt, opening) >= 1


def test_rlcard_follow_order_is_type_card_order():
    """Every RLCard type lists its actions by weight, then type_card.json order:
    the order our replies take (rlcard_follow_key) for all 27,471 actions."""
    utils = pytest.importorskip("rlcard.games.doudizhu.utils")
    space = _encodings.rlcard_space()
    for card_type, by_weight in utils.TYPE_CARD.items():
        listed = [cards for same_weight in by_weight.values() for cards in same_weight]
        keys = {}
        for cards in listed:
            move = space.decode(space.encode(cards))
            keys[cards] = (move.main_rank, *_encodings.rlcard_type_card_key(move, space.encode(cards)))
        assert sorted(listed, key=keys.__getitem__) == listed, card_type


# ============================================================================ worked examples (no peer)


def given_deal(variant: str, landlord: int, landlord_hand: str, kitty: str, down: str, up: str) -> dd.Game:
    hands = [""] * 3
    hands[landlord], hands[(landlord + 1) % 3], hands[(landlord + 2) % 3] = landlord_hand, down, up
    game = dd.Game(3, hands=hands, kitty=kitty, first_bidder=landlord, variant=variant)
    game.bid(3)
    return game


def example_deal() -> dict[str, str]:
    """The landlord's 17 cards and the kitty TTK; the other 34 cards alternate
    between the two peasants."""
    landlord_hand, kitty = "3344556789JQKA22B", "TTK"
    rest = str(dd.Hand("".join((Counter(DECK) - Counter(landlord_hand + kitty)).elements())))
    return dict(landlord_hand=landlord_hand, kitty=kitty, down=rest[0::2], up=rest[1::2])


EXAMPLE = example_deal()


def test_douzero_first_decision_of_the_landlord():
    game = given_deal("douzero", 2, **EXAMPLE)
    obs = game.observation().encode("douzero")
    assert obs["position"] == "landlord" and obs["x_no_action"].shape == (319,)
    assert obs["x_batch"].shape[1] == 373
    x = obs["x_no_action"]
    assert not x[108:270].any() and not obs["z"].any(), "nothing played, nothing to beat"
    assert x[270 + 16] == x[287 + 16] == 1 and x[304] == 1, "17 cards each, no bomb"
    moves = game.legal_moves()
    assert obs["legal_actions"] == [_encodings.douzero_cards(m.cards) for m in moves]
    assert np.array_equal(obs["x_batch"][:, 319:], _encodings.card_vectors(moves.counts()))
    assert (obs["x_batch"][:, :319] == x).all() and (obs["z_batch"] == 0).all()


def test_douzero_peasant_blocks():
    game = given_deal("douzero", 0, **EXAMPLE)
    game.play("3")
    game.play("")  # landlord_down passes
    obs = game.observation().encode("douzero")
    x = obs["x_no_action"]
    assert obs["position"] == "landlord_up" and x.shape == (430,) and obs["x_batch"].shape[1] == 484
    # The landlord played 3: his played cards, the move to beat, his latest action
    assert x[108] == 1 and x[216] == 1 and x[270] == 1
    assert not x[324:378].any(), "the teammate's latest action is a pass"
    assert x[378 + 18] == 1 and x[398 + 16] == 1 and x[415] == 1
    assert obs["z"][4, 54] == 1 and not obs["z"][4, 108:].any(), "the last two entries: 3, then the pass"


def test_rlcard_example_and_its_bugs():
    # Landlord (seat 1) leads 4, seat 2 passes; seat 0 (RLCard's player 2) to act: OBS.md 3.2's example
    game = given_deal("rlcard", 1, **EXAMPLE)
    game.play("4")
    game.play("")
    state = game.observation().encode("rlcard")
    assert state["raw_obs"]["self"] == 2 and state["obs"].shape == (901,)
    assert np.flatnonzero(state["obs"][756:]).tolist() == [760 - 756, 882 - 756, 900 - 756]
    assert state["raw_obs"]["trace"] == [(0, "4"), (1, "pass")] == state["action_record"]
    game.play("6")
    game.play("T")  # rlcard#320: the landlord plays one T of the kitty TTK, both leave seen_cards
    assert game.observation(1).kitty == dd.Hand("TTK")
    game.play("")
    state = game.observation().encode("rlcard")
    assert state["raw_obs"]["seen_cards"] == "K" and state["raw_obs"]["self"] == 2
    # rlcard#292: the landlord's "last action" block still holds his first action, 4, not T
    assert np.flatnonzero(state["obs"][756:810]).tolist() == [4] and not state["obs"][810:864].any()
    assert next(iter(state["legal_actions"])) == 27_471 and state["raw_legal_actions"][0] == "pass"


def test_rlcard_landlord_and_ids():
    game = given_deal("rlcard", 0, **EXAMPLE)
    state = game.observation().encode("rlcard")
    assert state["obs"].shape == (790,) and state["obs"].dtype == np.int8 and state["raw_obs"]["self"] == 0
    space = dd.ActionSpace(3, "rlcard")
    assert sorted(state["legal_actions"]) == sorted(game.legal_moves().action_ids(space).tolist())
    assert list(state["legal_actions"]) == sorted(state["legal_actions"]), "a lead: by id"
    assert state["raw_legal_actions"] == [space.cards[i] for i in state["legal_actions"]]
    assert state["raw_obs"]["num_cards_left"] == [20, 17, 17] and state["raw_obs"]["seen_cards"] == "TTK"
    game.play("3")
    state = game.observation().encode("rlcard")
    assert next(iter(state["legal_actions"])) == space.pass_id and state["raw_legal_actions"][0] == "pass"


# ============================================================================ formats and refusals


def test_formats():
    game, _ = random_deal(1, "douzero")
    observation = game.observation()
    assert np.array_equal(observation.encode(), observation.encode("paigen"))
    with pytest.raises(ValueError, match="the 'openspiel' variant"):
        observation.encode("openspiel")  # a format, of OpenSpiel's deals only
    with pytest.raises(TypeError):
        observation.encode(3)
    with pytest.raises(ValueError, match="'paigen', 'douzero', 'rlcard', 'openspiel'"):
        observation.encode("DouZero")  # the names are case-sensitive


@pytest.mark.parametrize("fmt", ["douzero", "rlcard"])
def test_refusals(fmt):
    during_auction = dd.Game(3, seed=3, variant=fmt).observation()
    with pytest.raises(ValueError, match="no auction"):
        during_auction.encode(fmt)
    game, _ = random_deal(3, fmt)
    game.observation().encode(fmt)
    with pytest.raises(ValueError, match="observes the seat to play"):
        game.observation((game.to_move + 1) % 3).encode(fmt)
    while game.phase == "play":
        game.play(game.legal_moves()[-1])
    with pytest.raises(ValueError, match="over"):
        game.observation(0).encode(fmt)
    for variant in ("standard", "openspiel", {"douzero": "rlcard", "rlcard": "douzero"}[fmt]):
        other, _ = random_deal(3, variant)
        with pytest.raises(ValueError, match=f"variant={fmt!r}"):
            other.observation().encode(fmt)
    four = dd.Game(4, seed=3)
    while four.phase == "bidding":
        four.bid(four.legal_bids()[-1])
    with pytest.raises(ValueError, match="3-player"):
        four.observation().encode(fmt)
    partial = dd.Game(3, hands=["34", "5", "67"], kitty="888", first_bidder=0, variant=fmt)
    partial.bid(3)
    with pytest.raises(ValueError, match="out of play"):
        partial.observation().encode(fmt)
