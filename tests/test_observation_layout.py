"""observation_layout(): the blocks of Observation.encode() in Python agree with
the block tables of the C++ headers, and with what encode() writes."""

from __future__ import annotations

import random
import re
from pathlib import Path

import numpy as np
import pytest

from paigen import doudizhu as dd
from paigen import lukfu as lf
from paigen._observation_layout import block_size
from tests.helpers.observation_doudizhu import dd_layout
from tests.helpers.observation_lukfu import lf_layout

HEADERS = Path(__file__).resolve().parent.parent / "cpp" / "include" / "paigen"
ROW = re.compile(r"^//   (\w+) +((?:\w+ x )?\w+) +(\S.*)$")


def header_table(game: str) -> list[tuple[str, str, str]]:
    """The rows (name, size, meaning) of the block table of GAME/observation.h."""
    lines = (HEADERS / game / "observation.h").read_text().splitlines()
    rows = [m.groups() for line in lines if (m := ROW.match(line))]
    assert len(rows) >= 15
    return rows


@pytest.mark.parametrize(
    ("module", "game", "players", "symbols"),
    [
        (dd, "doudizhu", 3, {"L": 54, "n": 3, "R": 6}),
        (dd, "doudizhu", 4, {"L": 108, "n": 4, "R": 8}),
        (lf, "lukfu", 3, {}),
    ],
)
def test_the_layout_is_the_headers_block_table(module, game, players, symbols):
    layout = module.observation_layout(players)
    rows = header_table(game)
    assert [b.name for b in layout] == [name for name, _, _ in rows]
    assert [b.meaning for b in layout] == [meaning for _, _, meaning in rows]
    assert [b.size for b in layout] == [block_size(size, symbols) for _, size, _ in rows]
    at = 0
    for block in layout:
        assert block.slice.start == at and block.slice.step is None
        at = block.slice.stop
    size = dd.observation_size(players) if module is dd else lf.OBSERVATION_SIZE
    assert at == size


@pytest.mark.parametrize("players", [3, 4])
def test_the_layout_is_what_the_encoding_tests_check(players):
    assert [(b.name, b.size) for b in dd.observation_layout(players)] == dd_layout(players)
    assert [(b.name, b.size) for b in lf.observation_layout()] == lf_layout()


def test_blocks_slice_real_encodings():
    rng = random.Random(0)
    game = dd.Game(3, seed=1)
    while game.phase != "over" and game.phase != "play":
        game.apply_action(int(rng.choice(list(game.legal_action_ids()))))
    encoded = game.observation().encode()
    blocks = {b.name: encoded[b.slice] for b in dd.observation_layout(3)}
    assert blocks["hand"].sum() == len(game.hands[game.to_move])
    assert blocks["hand_sizes"].tolist() == [len(game.hands[(game.to_move + k) % 3]) for k in range(3)]
    assert blocks["phase"].tolist() == [0, 1, 0]
    luk = lf.Game(seed=2)
    encoded = luk.observation().encode()
    blocks = {b.name: encoded[b.slice] for b in lf.observation_layout()}
    assert blocks["hand"].sum() == len(luk.hands[luk.to_move])
    assert np.array_equal(blocks["phase"], [1, 0, 0])


def test_bad_players():
    with pytest.raises(ValueError, match="players must be 3 or 4, not 5"):
        dd.observation_layout(5)
    with pytest.raises(ValueError, match="players must be 3"):
        lf.observation_layout(4)
    with pytest.raises(TypeError, match="players must be an int"):
        dd.observation_layout("3")  # type: ignore[arg-type]


@pytest.mark.parametrize(("players", "cards"), [(3, 54), (4, 108)])
def test_the_move_feature_layout_is_the_headers_table(players, cards):
    lines = (HEADERS / "doudizhu" / "move_features.h").read_text().splitlines()
    rows: list[list[str]] = []
    for line in lines:
        if m := ROW.match(line):
            rows.append(list(m.groups()))
        elif rows and (more := re.match(r"^// {20,}(\S.*)$", line)):
            rows[-1][2] += " " + more.group(1)  # a meaning continued on the next line
    layout = dd.move_feature_layout(players)
    assert [(b.name, b.meaning) for b in layout] == [(name, meaning) for name, _, meaning in rows]
    assert [b.size for b in layout] == [block_size(size, {"L": cards}) for _, size, _ in rows]
    assert layout[-1].slice.stop == dd.move_feature_size(players)
