"""Earlier spellings of public names still work, with a DeprecationWarning
naming the new one: the reference engines (DouDizhu / LukFu, one spelling in
every public name) and the peers' table (peers, not adapters: "Adapter" is the
C++ core's word for a game's interface to the generic search)."""

from __future__ import annotations

import pytest

from paigen.parity import peers
from paigen.reference import games


@pytest.mark.parametrize("old, new", [("DoudizhuGame", "DouDizhuGame"), ("LukfuGame", "LukFuGame")])
def test_reference_engines_keep_their_earlier_spelling(old, new):
    with pytest.warns(DeprecationWarning, match=new):
        assert getattr(games, old) is getattr(games, new)
    assert old not in games.__all__ and new in games.__all__


def test_the_peers_table_keeps_its_earlier_name():
    with pytest.warns(DeprecationWarning, match="PEERS"):
        assert peers.ADAPTERS is peers.PEERS
    assert set(peers.PEERS) == {"rlcard", "douzero", "openspiel"}
    assert all(isinstance(peer, peers.Peer) for peer in peers.PEERS.values())


def test_unknown_names_are_still_attribute_errors():
    with pytest.raises(AttributeError, match="Nothing"):
        games.Nothing  # noqa: B018
    with pytest.raises(AttributeError, match="Adapter"):
        peers.Adapter  # noqa: B018
