"""Generators for :func:`paigen.parity.check` that ask other Dou Dizhu programs
(3 players) for their legal moves: :data:`rlcard` (RLCard 1.2.0), :data:`douzero`
(DouZero 1.1.0, its numpy move generator only; torch is never imported) and
:data:`openspiel` (OpenSpiel 2.0.2). Each is a callable ``peer(hand, last)``
returning card strings, checked against the preset of the same name::

    >>> from paigen import parity
    >>> from paigen.parity import peers
    >>> report = parity.check(peers.rlcard, variant="rlcard", n=200)  # doctest: +SKIP

The peer's package is imported on first use; without it the peer raises
:class:`PeerUnavailable` (an ImportError) naming the package to install.
:func:`get` imports it at once. The peers answer ``ddz3`` only.

How each is asked (the peers' quirks):

- **RLCard**: leads are ``DoudizhuJudger.playable_cards_from_hand`` of the
  canonical (sorted) hand string (an unsorted one gives wrong wings); replies
  are ``utils.get_gt_cards``. A previous move outside RLCard's action table
  (a four with two jokers as singles, an airplane with both jokers, ...) makes
  ``get_gt_cards`` raise KeyError; RLCard could never face such a move, and the
  peer answers it as RLCard answers any move it has no greater move of the
  type for: the pass, every bomb and the rocket.
- **DouZero**: ``GameEnv.get_legal_card_play_actions`` with the hand and a
  one-move action sequence; it lists many moves more than once (reported as
  duplicates, not disagreements) and reads the previous move by its cards only.
- **OpenSpiel**: its move search is not bound in Python, so the peer deals a
  real game (seat 0 bids 3 and is the landlord, holding 20 cards) and plays a
  script of singles and passes up to the asked state; the previous move is
  played as its lowest action id (paigen's first reading, see ``Variant``). A
  game can reach: leads of 1 to 20 cards; replies of 1 to 17 cards to a
  previous move of at most 17 cards (19 when the hand holds 17). ``accepts``
  says so, and :func:`paigen.parity.check` sends it no other state. A previous
  move with no OpenSpiel id (a four with two) is answered as above: the pass,
  bombs and rocket.
"""

from __future__ import annotations

import importlib
from collections import Counter
from typing import Any

__all__ = ["PEERS", "Peer", "PeerUnavailable", "available", "douzero", "get", "openspiel", "rlcard"]

ORDER = "3456789TJQKA2BR"
INDEX = {c: i for i, c in enumerate(ORDER)}


class PeerUnavailable(ImportError):
    """The package a peer asks is not installed."""


def canon(cards: str) -> str:
    """The canonical (sorted, upper-case) form of a card string, no spaces."""
    text = cards.replace(" ", "").upper().replace("10", "T")
    return "".join(sorted(text, key=INDEX.__getitem__))


def _pass_bombs_rocket(hand: str) -> list[str]:
    """What a peer answers to a move it has no greater move of the type for."""
    counts = Counter(hand)
    out = [""] + [r * 4 for r in ORDER[:13] if counts[r] == 4]
    if counts["B"] and counts["R"]:
        out.append("BR")
    return out


class Peer:
    """A peer program as a parity generator: ``peer(hand, last) -> [cards]``."""

    name = ""
    package = ""
    module = ""
    version = ""
    games = ("ddz3",)

    def __init__(self) -> None:
        self._ready = False

    def load(self) -> None:
        """Imports the peer; PeerUnavailable if it is not installed."""
        if self._ready:
            return
        try:
            importlib.import_module(self.module)
        except ImportError as err:
            raise PeerUnavailable(
                f"the {self.name} peer needs the {self.package} package, which is not installed "
                f"({err}); install it with: pip install {self.package}=={self.version}"
                + (" --no-deps" if self.name == "douzero" else "")
            ) from None
        self._setup()
        self._ready = True

    def _setup(self) -> None:
        pass

    def __call__(self, hand: str, last: str | None) -> list[str]:
        self.load()
        hand = canon(hand)
        last = canon(last) if last and last.strip().lower() != "pass" else None
        return self._lead(hand) if last is None else self._reply(hand, last)

    def accepts(self, hand: str, last: str | None) -> bool:
        return True

    def _lead(self, hand: str) -> list[str]:
        raise NotImplementedError

    def _reply(self, hand: str, last: str) -> list[str]:
        raise NotImplementedError

    def __reduce__(self) -> tuple[Any, ...]:
        # Pickled by name (to worker processes): the peer's objects stay in the
        # process that made them, and each process loads the peer on first use.
        return (_named, (self.name,))

    def __repr__(self) -> str:
        return f"paigen.parity.peers.{self.name}"


class RLCardPeer(Peer):
    """RLCard 1.2.0's Dou Dizhu move lists."""

    name = package = "rlcard"
    module = "rlcard.games.doudizhu.utils"
    version = "1.2.0"

    def _setup(self) -> None:
        from rlcard.games.base import Card
        from rlcard.games.doudizhu.judger import DoudizhuJudger
        from rlcard.games.doudizhu.utils import get_gt_cards

        self._card = Card
        self._leads = DoudizhuJudger.playable_cards_from_hand
        self._gt = get_gt_cards

    def _lead(self, hand: str) -> list[str]:
        return sorted(self._leads(hand))

    def _reply(self, hand: str, last: str) -> list[str]:
        from types import SimpleNamespace

        card = self._card
        cards = [card("BJ", "") if c == "B" else card("RJ", "") if c == "R" else card("S", c) for c in hand]
        try:
            moves = self._gt(SimpleNamespace(current_hand=cards), SimpleNamespace(played_cards=last))
        except KeyError:  # not in RLCard's action table
            return _pass_bombs_rocket(hand)
        return ["" if m == "pass" else m for m in moves]


DZ_OF = {"3": 3, "4": 4, "5": 5, "6": 6, "7": 7, "8": 8, "9": 9, "T": 10, "J": 11, "Q": 12, "K": 13, "A": 14}
DZ_OF.update({"2": 17, "B": 20, "R": 30})
DZ_TO = {v: k for k, v in DZ_OF.items()}


class DouZeroPeer(Peer):
    """DouZero 1.1.0's move generator (``douzero.env.game``; numpy only)."""

    name = package = "douzero"
    module = "douzero.env.game"
    version = "1.1.0"

    def _setup(self) -> None:
        from douzero.env.game import GameEnv

        self._env = GameEnv(players={})

    def _ask(self, hand: str, last: str | None) -> list[str]:
        env = self._env
        env.acting_player_position = "landlord"
        env.info_sets["landlord"].player_hand_cards = sorted(DZ_OF[c] for c in hand)
        env.card_play_action_seq = [sorted(DZ_OF[c] for c in last)] if last else []
        return ["".join(DZ_TO[c] for c in sorted(m)) for m in env.get_legal_card_play_actions()]

    def _lead(self, hand: str) -> list[str]:
        return self._ask(hand, None)

    def _reply(self, hand: str, last: str) -> list[str]:
        return self._ask(hand, last)


OS_PASS = 0
OS_BID_3 = 3
OS_PLAY_BASE = 4  # play ids 4..26056; a single of rank r is 4 + r
OS_ROCKET = 26056


class OpenSpielPeer(Peer):
    """OpenSpiel 2.0.2's ``dou_dizhu``, asked through a dealt game."""

    name = "openspiel"
    package = "open-spiel"
    module = "pyspiel"
    version = "2.0.2"

    def _setup(self) -> None:
        import pyspiel

        self._game = pyspiel.load_game("dou_dizhu")
        state = self._game.new_initial_state()
        self._cards: dict[int, str] = {}
        self._lowest: dict[str, int] = {}
        for action in range(OS_PLAY_BASE, OS_ROCKET + 1):
            text = state.action_to_string(0, action)
            cards = canon(text.replace("(BWJ)", "B").replace("(CJ)", "R").replace("-", ""))
            self._cards[action] = cards
            self._lowest.setdefault(cards, action)

    def accepts(self, hand: str, last: str | None) -> bool:
        size = len(canon(hand))
        if not last or last.strip().lower() == "pass":
            return 1 <= size <= 20
        return 1 <= size <= 17 and len(canon(last)) <= (19 if size == 17 else 17)

    def _lead(self, hand: str) -> list[str]:
        if not 1 <= len(hand) <= 20:
            raise ValueError(f"OpenSpiel leads hold 1 to 20 cards, not {len(hand)}")
        rest = _rest_of_deck(hand)
        dump = rest[: 20 - len(hand)]
        others = rest[20 - len(hand) :]
        script = []
        for c in dump:  # seat 0 leads each extra card as a single; seats 1 and 2 pass
            script += [OS_PLAY_BASE + INDEX[c], OS_PASS, OS_PASS]
        state = self._deal([hand + "".join(dump), "".join(others[:17]), "".join(others[17:])], script)
        if state.current_player() != 0:
            raise AssertionError("OpenSpiel's seat 0 should lead")
        return self._answer(state)

    def _reply(self, hand: str, last: str) -> list[str]:
        if not self.accepts(hand, last):
            raise ValueError(
                f"OpenSpiel answers replies of 1 to 17 cards to moves of at most 17 cards "
                f"(19 with 17 cards in hand), not {len(hand)} cards to {len(last)}"
            )
        action = self._lowest.get(last)
        if action is None:  # no OpenSpiel id: a four with two
            return _pass_bombs_rocket(hand)
        rest = _rest_of_deck(hand + last)  # sorted low to high
        single = [OS_PLAY_BASE + INDEX[c] for c in ORDER]
        if len(hand) == 17:
            seat0, seat1 = last + "".join(rest[: 20 - len(last)]), hand
            others = rest[20 - len(last) :]
            script = [action]
        else:
            # Seat 1 sheds its extra cards as singles and hands the lead back:
            # seat 0 leads a (lowest), seat 1 beats it with b, the tricks of
            # seat 1's other extra cards pass round, and seat 0 beats the last
            # one, x, with d (highest); then seat 0 leads the previous move.
            a, d = rest[0], rest[-1]
            middle = rest[1:-1]
            extra = 17 - len(hand)
            if extra == 1:
                b = next(c for c in middle if INDEX[a] < INDEX[c] < INDEX[d])
                middle.remove(b)
                dumps, x = [b], b
                script = [single[INDEX[a]], single[INDEX[b]], OS_PASS]
            else:
                b, x = middle.pop(), middle.pop(0)  # highest and lowest
                dumps = [b, *middle[: extra - 2], x]
                del middle[: extra - 2]
                script = [single[INDEX[a]], single[INDEX[b]], OS_PASS, OS_PASS]
                for c in dumps[1:-1]:
                    script += [single[INDEX[c]], OS_PASS, OS_PASS]
                script += [single[INDEX[x]], OS_PASS]
            script += [single[INDEX[d]], OS_PASS, OS_PASS, action]
            filler = middle[: 20 - 2 - len(last)]
            seat0 = last + a + d + "".join(filler)
            seat1 = hand + "".join(dumps)
            others = middle[20 - 2 - len(last) :]
        state = self._deal([seat0, seat1, "".join(others)], script)
        if state.current_player() != 1:
            raise AssertionError("OpenSpiel's seat 1 should reply")
        return self._answer(state)

    def _answer(self, state: Any) -> list[str]:
        return ["" if a == OS_PASS else self._cards[a] for a in state.legal_actions()]

    def _deal(self, seats: list[str], script: list[int]) -> Any:
        """A game where seat 0 (20 cards, the landlord) and seats 1, 2 (17 each)
        hold these cards, seat 0 bid 3, and the script's plays were made."""
        if [len(s) for s in seats] != [20, 17, 17]:
            raise AssertionError(f"OpenSpiel deal of {[len(s) for s in seats]} cards")
        ids: dict[str, list[int]] = {r: [s * 13 + i for s in range(4)] for i, r in enumerate(ORDER[:13])}
        ids["B"], ids["R"] = [52], [53]
        dealt = [[ids[c].pop() for c in s] for s in seats]
        state = self._game.new_initial_state()
        state.apply_action(0)  # the face-up card at position 0: seat 0 bids first
        for i in range(51):  # deal i goes to seat i % 3; seat 0's last 3 cards are the kitty
            state.apply_action(51 + dealt[i % 3][i // 3])
        state.apply_action(OS_BID_3)  # seat 0 bids 3: landlord, takes the kitty, leads
        for action in script:
            state.apply_action(action)
        return state


def _rest_of_deck(used: str) -> list[str]:
    """The 3-player deck less these cards, low to high."""
    counts = Counter(used)
    over = [r for r in ORDER if counts[r] > (1 if r in "BR" else 4)]
    if over:
        raise ValueError(f"the hand and the previous move hold more {over[0]!r} cards than the deck")
    return [r for r in ORDER for _ in range((1 if r in "BR" else 4) - counts[r])]


rlcard = RLCardPeer()
douzero = DouZeroPeer()
openspiel = OpenSpielPeer()
PEERS: dict[str, Peer] = {a.name: a for a in (rlcard, douzero, openspiel)}


def _named(name: str) -> Peer:
    return PEERS[name]


def get(name: str) -> Peer:
    """The peer of this name (``rlcard``, ``douzero``, ``openspiel``), its
    peer imported: PeerUnavailable if it is not installed."""
    peer = PEERS.get(name)
    if peer is None:
        raise ValueError(f"no built-in peer named {name!r}: one of {', '.join(PEERS)}")
    peer.load()
    return peer


def available() -> list[str]:
    """The names of the peers that are installed."""
    out = []
    for name, peer in PEERS.items():
        try:
            peer.load()
        except PeerUnavailable:
            continue
        out.append(name)
    return out


def __getattr__(name: str) -> object:
    if name == "ADAPTERS":  # the earlier name of PEERS, kept for code written against it
        import warnings

        warnings.warn(
            "paigen.parity.peers.ADAPTERS is deprecated: use PEERS", DeprecationWarning, stacklevel=2
        )
        return PEERS
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
