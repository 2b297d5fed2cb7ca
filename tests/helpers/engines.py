"""Helpers of the whole-deal engine tests (``test_doudizhu_game.py``,
``test_lukfu_game.py``, ``test_perft.py``): ``paigen.doudizhu.Game`` and
``paigen.lukfu.Game`` (C++) driven in lock-step with the pure-Python reference
engines of ``paigen.reference.games``, and the golden perft counts of
``tests/data/perft.txt``.

A decision is written as the reference engines write it: an ``int`` bid (0 =
pass), a ``bool`` call (True = play), or a move ``(kind, canonical cards)`` (Dou
Dizhu pass: ``('pass', '')``). A failing comparison names the rule, the deal, the
decision sequence, what the C++ engine gave and what was expected.
"""

from __future__ import annotations

import pickle
import random
from dataclasses import dataclass
from pathlib import Path

from paigen import doudizhu as dd
from paigen import lukfu as lf
from paigen._games import GAMES
from paigen.reference import games as ref
from paigen.reference import lukfu as rlf

PERFT_DATA = Path(__file__).resolve().parent.parent / "data" / "perft.txt"


def key(move) -> tuple[str, str]:
    """A C++ Move as the reference writes a move."""
    return (str(move.kind), move.cards)


def cpp_choices(g) -> list:
    """The legal decisions of a C++ game, written as the reference writes them."""
    if isinstance(g, dd.Game):
        if g.phase == "bidding":
            return list(g.legal_bids())
    elif g.phase == "calling":
        return [False, True]
    if g.phase == "play":
        return [key(m) for m in g.legal_moves()]
    return []


def cpp_apply(g, decision) -> None:
    if isinstance(decision, bool):
        g.call(decision)
    elif isinstance(decision, int):
        g.bid(decision)
    else:
        for m in g.legal_moves():
            if key(m) == decision:
                g.play(m)
                return
        raise AssertionError(f"{decision!r} is not among the C++ legal moves")


def cpp_decision(decision) -> object:
    """A C++ divide() key (int bid, bool call or Move) as a reference decision."""
    if isinstance(decision, (bool, int)):
        return decision
    return key(decision)


class Both:
    """One deal in both engines, stepped together. Every step first checks that the
    legal decisions are exactly equal as sets (and that C++ lists none twice)."""

    def __init__(self, game: str, hands: list[str], kitty: str = "", first: int = 0):
        self.game = game
        self.deal = (hands, kitty, first)
        if game == "lukfu":
            self.cpp = lf.Game(hands=hands, master=first)
            self.ref = ref.LukFuGame(hands, first)
        else:
            players = GAMES[game].players
            self.cpp = dd.Game(players, hands=hands, kitty=kitty, first_bidder=first)
            self.ref = ref.DouDizhuGame(players, hands, kitty, first)
        self.seq: list = []

    def where(self) -> str:
        return f"{self.game} deal {self.deal}, decisions {self.seq}"

    def choices(self) -> list:
        got = cpp_choices(self.cpp)
        want = self.ref.choices()
        assert len(got) == len(set(got)), f"duplicate decisions {got} at {self.where()}"
        if set(got) != set(want):
            extra = sorted(set(got) - set(want), key=repr)
            missing = sorted(set(want) - set(got), key=repr)
            raise AssertionError(
                f"legal decisions differ at {self.where()} (to move: {self.ref.to_move}):\n"
                f"  C++ only (not allowed by the rules): {extra}\n"
                f"  missing from C++: {missing}"
            )
        return sorted(want, key=repr)

    def step(self, decision) -> None:
        assert decision in self.choices(), f"{decision!r} not legal at {self.where()}"
        cpp_apply(self.cpp, decision)
        self.ref.apply(decision)
        self.seq.append(decision)
        self.check_state()

    def steps(self, *decisions) -> Both:
        for d in decisions:
            self.step(d)
        return self

    def check_state(self) -> None:
        c, r = self.cpp, self.ref
        where = self.where()
        assert c.phase == r.phase, f"phase {c.phase!r}, expected {r.phase!r} at {where}"
        assert c.to_move == r.to_move, f"to_move {c.to_move}, expected {r.to_move} at {where}"
        if self.game == "lukfu":
            assert [str(h) for h in c.hands] == [r.hand_str(s) for s in range(3)], where
            assert list(c.fu) == r.fu, f"fu {list(c.fu)}, expected {r.fu} (T4) at {where}"
            assert c.caller == r.caller, where
            assert str(c.public) == rlf.format_cards(r.public), f"public (O3) at {where}"
            assert [(s, key(m)) for s, m in c.trick] == r.trick, f"trick at {where}"
        else:
            assert [str(h) for h in c.hands] == r.hands, f"hands at {where}"
            assert c.landlord == r.landlord, f"landlord (B3) at {where}"
            assert c.bid_value == r.bid_value, f"bid (S1) at {where}"
            if r.landlord is not None:
                assert c.multiplier == 2**r.doublings, f"multiplier (S2/S3) at {where}"
                assert c.stake == r.stake, f"stake (S4) at {where}"
            if not r.over:
                last = None if c.last_move is None else key(c.last_move)
                assert last == r.last, f"last move {last}, expected {r.last} (P2/P3) at {where}"

    def check_end(self) -> None:
        c, r = self.cpp, self.ref
        assert c.phase == "over" and r.over, self.where()
        if self.game == "lukfu":
            res = c.result
            want = (r.winner, r.total, r.scores(), r.void)
            got = (res.winner, res.total, list(res.scores), res.void)
            assert got == want, (
                f"result (winner, total, scores, void) {got}, expected {want} at {self.where()}"
            )
        else:
            assert list(c.payoffs) == r.payoffs(), (
                f"payoffs {list(c.payoffs)}, expected {r.payoffs()} (S4) at {self.where()}"
            )
            assert bool(c.thrown_in) == r.thrown_in, self.where()
            if not r.thrown_in:
                assert bool(c.landlord_won) == r.winner_is_landlord, f"P4 at {self.where()}"


def walk(both: Both, rng: random.Random, limit: int = 10_000) -> Both:
    """Plays random decisions (rng) to the end, checking both engines at each step."""
    while not both.ref.over and limit:
        both.step(rng.choice(both.choices()))
        limit -= 1
    both.choices()  # both must agree there is nothing left
    both.check_end()
    return both


def prefix(game: str, hands, kitty, first, n: int, seed: int) -> Both:
    """A mid-deal position: up to n random decisions (seeded) played through both
    engines, never one that ends the deal (it stops before a forced ending)."""
    both = Both(game, hands, kitty, first)
    rng = random.Random(seed)
    for _ in range(n):
        going_on = []
        for d in both.choices():
            after = both.ref.clone()
            after.apply(d)
            if not after.over:
                going_on.append(d)
        if not going_on:
            break
        both.step(rng.choice(going_on))
    assert not both.ref.over
    return both


# --------------------------------------------------------------------------- perft


def check_perft(both: Both, depths) -> None:
    for depth in depths:
        got = both.cpp.perft(depth)
        want = ref.perft(both.ref, depth)
        assert got == want, f"perft({depth}) = {got}, reference {want} at {both.where()}"


def check_divide(both: Both, depth: int) -> None:
    got = {cpp_decision(k): v for k, v in both.cpp.divide(depth).items()}
    assert sum(got.values()) == both.cpp.perft(depth), (
        f"divide({depth}) does not sum to perft at {both.where()}"
    )
    want = ref.divide(both.ref, depth)
    diff = {k: (got.get(k), want.get(k)) for k in set(got) | set(want) if got.get(k) != want.get(k)}
    assert not diff, f"divide({depth}) (C++, reference) differ at {both.where()}: {diff}"


def full_tree(both_cpp, both_ref, path, out) -> None:
    """Every complete decision sequence of a small deal in both engines at once."""
    got, want = cpp_choices(both_cpp), both_ref.choices()
    assert set(got) == set(want), f"after {path}: C++ {sorted(got, key=repr)}, rules {want}"
    if both_ref.over:
        if isinstance(both_ref, ref.LukFuGame):
            res = both_cpp.result
            out.append(
                (
                    tuple(path),
                    (res.winner, res.total, list(res.scores), res.void),
                    (both_ref.winner, both_ref.total, both_ref.scores(), both_ref.void),
                )
            )
        else:
            out.append((tuple(path), list(both_cpp.payoffs), both_ref.payoffs()))
        return
    for d in want:
        c, r = both_cpp.clone(), both_ref.clone()
        cpp_apply(c, d)
        r.apply(d)
        full_tree(c, r, [*path, d], out)


@dataclass(frozen=True)
class PerftCase:
    """One line of ``tests/data/perft.txt`` (its header documents the format)."""

    game: str
    seed: int | None  # a seeded deal, or None for given cards
    hands: tuple[str, ...]
    kitty: str
    first: int  # first bidder (Dou Dizhu) or Master (Luk Fu)
    depth: int
    nodes: int
    line: int  # line number in the file

    @property
    def id(self) -> str:
        deal = f"seed{self.seed}" if self.seed is not None else f"line{self.line}"
        return f"{self.game}-{deal}-depth{self.depth}"

    def cpp_game(self):
        """A fresh C++ Game of this deal."""
        if self.game == "lukfu":
            if self.seed is not None:
                return lf.Game(seed=self.seed)
            return lf.Game(hands=list(self.hands), master=self.first)
        players = GAMES[self.game].players
        if self.seed is not None:
            return dd.Game(players, seed=self.seed)
        return dd.Game(players, hands=list(self.hands), kitty=self.kitty, first_bidder=self.first)

    def reference_game(self):
        """The same deal in the reference engine (given cards only)."""
        assert self.seed is None, "the reference has no seeded deals"
        if self.game == "lukfu":
            return ref.LukFuGame(list(self.hands), self.first)
        return ref.DouDizhuGame(GAMES[self.game].players, list(self.hands), self.kitty, self.first)


def read_perft_cases(path: Path = PERFT_DATA) -> list[PerftCase]:
    """Every case of the golden perft file."""
    cases = []
    for number, text in enumerate(path.read_text().splitlines(), start=1):
        fields = text.split("#", 1)[0].split()
        if not fields:
            continue
        game, deal, depth, nodes = fields  # exactly four fields
        assert game in GAMES, f"{path.name}:{number}: unknown game {game!r}"
        if deal.startswith("seed="):
            seed, hands, kitty, first = int(deal[len("seed=") :]), (), "", 0
        else:
            cards, first_text = deal.split("@")
            parts = ["" if part == "-" else part for part in cards.split("/")]
            hands, kitty, first, seed = tuple(parts[:-1]), parts[-1], int(first_text), None
            assert len(hands) == GAMES[game].players, f"{path.name}:{number}: {len(hands)} hands"
        cases.append(PerftCase(game, seed, hands, kitty, first, int(depth), int(nodes), number))
    return cases


# --------------------------------------------------------------------------- clones and pickles


def check_clone_and_pickle(g, seed: int) -> None:
    """From a C++ game some random decisions in: a clone and the original play on
    independently, and a pickled copy plays on exactly like the original."""
    rng = random.Random(seed)
    for _ in range(rng.randrange(2, 30)):
        if g.phase == "over":
            return
        cpp_apply(g, rng.choice(cpp_choices(g)))
    if g.phase == "over":
        return
    snapshot = pickle.dumps(g)
    c = g.clone()
    assert pickle.dumps(c) == snapshot
    cpp_apply(c, rng.choice(cpp_choices(c)))
    assert pickle.dumps(g) == snapshot, "playing on a clone changed the original"
    c_state = pickle.dumps(c)
    cpp_apply(g, cpp_choices(g)[0])
    assert pickle.dumps(c) == c_state, "playing on the original changed the clone"
    # pickle round trip mid-deal: the copy plays on exactly like the original
    h = pickle.loads(pickle.dumps(g))
    assert pickle.dumps(h) == pickle.dumps(g)
    assert cpp_choices(h) == cpp_choices(g) and h.history == g.history
    r1, r2 = random.Random(seed), random.Random(seed)
    while g.phase != "over":
        cpp_apply(g, r1.choice(cpp_choices(g)))
        cpp_apply(h, r2.choice(cpp_choices(h)))
    assert h.phase == "over" and h.history == g.history
    if isinstance(g, lf.Game):
        assert h.result == g.result
    else:
        assert list(h.payoffs) == list(g.payoffs)
