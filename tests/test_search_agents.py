"""The search agent "pimc" (cpp/include/paigen/doudizhu/pimc.h) and the
greedy agent's hand plan: legal decisions on random deals, the same decisions
from the same seed on every path (Agent, simulate, the arena's C++ engine,
VectorEnv.agent_actions), budgets honoured and bad names refused, and strength
where it is cheap to see (pimc against greedy, greedy against random)."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from paigen import _core, arena, simulate
from paigen import doudizhu as dd
from paigen.envs import VectorDouDizhu
from tests.helpers.decks import DDZ_DEALT, ddz_deck
from tests.helpers.vector_agents import play_agents

FAST = "pimc:samples=3"  # a budget small enough for many deals in a test
QUICK = "ismcts:iterations=12"
BIDDING = "pimc:samples=3,bids=2"  # pimc that bids by search


def play_deal(
    players: int, seed: int, agents: list[str], agent_seed: int, variant: str = "standard"
) -> dd.Game:
    """Deal `seed` played decision by decision by Agent(name, seed=...) at each
    seat, drawing as the C++ engine does (_core._agent_seed)."""
    game = dd.Game(players, seed=seed, variant=variant)
    seats = [dd.Agent(name, seed=_core._agent_seed(agent_seed, 0, p)) for p, name in enumerate(agents)]
    while game.phase != "over":
        decision = seats[game.to_move].decide(game)
        if game.phase == "bidding":
            game.bid(decision)
        else:
            game.play(decision)  # an illegal decision raises
    return game


@settings(max_examples=12, deadline=None)
@given(
    players=st.sampled_from([3, 4]),
    seed=st.integers(0, 2**32),
    variant=st.sampled_from(["standard", "rlcard", "douzero", "openspiel"]),
)
def test_search_agents_decide_legally_through_whole_deals(players, seed, variant):
    if players == 4 and variant != "standard":
        variant = "standard"
    game = play_deal(players, seed, [FAST, QUICK, BIDDING, QUICK][:players], seed, variant)
    assert game.phase == "over" and sum(game.result.payoffs) == 0


@pytest.mark.parametrize("players", [3, 4])
def test_the_same_seed_gives_the_same_decisions_on_every_path(players):
    agents = [BIDDING, "greedy", QUICK, FAST][:players]
    out = _core.doudizhu._play_agents(players, 5, 0, 3, agents, 99, None)
    for deal in range(3):
        game = dd.Game(players, seed=_core._stream(5, deal))
        seats = [dd.Agent(a, seed=_core._agent_seed(99, deal, p)) for p, a in enumerate(agents)]
        while game.phase != "over":
            decision = seats[game.to_move].decide(game)
            game.bid(decision) if game.phase == "bidding" else game.play(decision)
        assert list(out["payoffs"][deal]) == game.result.payoffs
    again = _core.doudizhu._play_agents(players, 5, 0, 3, agents, 99, None)
    assert (again["payoffs"] == out["payoffs"]).all()


@pytest.mark.parametrize("name", [FAST, QUICK, BIDDING])
def test_search_agents_through_simulate_arena_and_the_vector_env(name):
    a = simulate("ddz3", n=4, seed=2, policy=name, workers=1)
    b = simulate("ddz3", n=4, seed=2, policy=name, workers=1)
    assert all((a[k] == b[k]).all() for k in a) and (a["moves"] > 0).all()
    result = arena.evaluate([name, "greedy"], deals=2, seed=4)
    assert result[name].games == 12
    play_agents(VectorDouDizhu(3, seed=3), [name], steps=60)


def test_the_budget_is_honoured():
    """More samples cost more rollouts: the same decisions are not required,
    but a bigger budget takes longer on the same deals (counted in moves
    decided per deal, never timed here: the decisions differ when the budget
    does, so at least one of a few deals shows it)."""
    small = _core.doudizhu._play_agents(3, 8, 0, 6, ["pimc:samples=1"] * 3, 1, None)
    large = _core.doudizhu._play_agents(3, 8, 0, 6, ["pimc:samples=40"] * 3, 1, None)
    assert (small["payoffs"] != large["payoffs"]).any() or (small["moves"] != large["moves"]).any()


@pytest.mark.parametrize("players", [3, 4])
def test_the_model_reads_the_deal_dealt_again_after_a_thrown_in_auction(players):
    """Every seat passes the first auction (B4): the deal is dealt again, and
    "pimc:model=K" reads the new deal's decisions alone, in the vectorised
    env (which keeps every id since its Game began) as through Game."""
    name, n = "pimc:samples=2,model=3", 3
    space = dd.ActionSpace(players)
    env = VectorDouDizhu(n, players=players)
    deal_seeds = np.arange(40, 40 + n, dtype=np.uint64)
    agent_seeds = np.arange(n * players, dtype=np.uint64).reshape(n, players) + 500
    env.reset(deals=deal_seeds, agent_seeds=agent_seeds)
    games = [dd.Game(players, seed=int(s)) for s in deal_seeds]
    seats = [[dd.Agent(name, seed=int(agent_seeds[i, p])) for p in range(players)] for i in range(n)]
    for _ in range(players):
        env.step(np.full(n, space.bid_id(0), dtype=np.int32))
        for game in games:
            game.bid(0)
    assert all(game.deals == 2 for game in games)
    for _ in range(40):
        actions = env.agent_actions(name)
        for i, game in enumerate(games):
            if game.phase != "over":
                decision = seats[i][game.to_move].decide(game)
                game.bid(decision) if game.phase == "bidding" else game.play(decision)
        env.step(actions)
        for i, game in enumerate(games):
            if game.phase != "over":
                assert env.game(i).history == game.history


def test_the_model_is_read():
    """With a model (pimc.h, "pimc:model=K") pimc deals by the greedy model of
    the other seats: from the same draws, its decisions differ from plain
    pimc's somewhere in a few deals, at every weight."""
    plain = _core.doudizhu._play_agents(3, 8, 0, 6, ["pimc:samples=16"] * 3, 1, None)
    for model in (1, 3, 16):
        modelled = _core.doudizhu._play_agents(3, 8, 0, 6, [f"pimc:samples=16,model={model}"] * 3, 1, None)
        assert (plain["payoffs"] != modelled["payoffs"]).any() or (plain["moves"] != modelled["moves"]).any()


@pytest.mark.parametrize(
    ("name", "words"),
    [
        ("pimc:samples=0", ["samples=0", "is no budget"]),
        ("pimc:samples=-4", ["samples=-4"]),
        ("pimc:samples=100001", ["samples=100001"]),
        ("pimc:samples=", ["samples="]),
        ("pimc:samples=x", ["samples=x"]),
        ("pimc:iterations=5", ["iterations=5"]),
        ("pimc:", ["is no budget"]),
        ("greedy:samples=4", ["samples=4"]),
        ("pimc:samples=4,samples=0", ["samples=0"]),
        ("pimc:model=3,samples=0", ["'samples=0' is no budget"]),  # an item after a good one is checked too
        ("pimc:samples=4,samples=8", ["'samples' is given twice"]),
        ("pimc:model=3,bids=2,model=3", ["'model' is given twice"]),
        ("pimc:bids=0", ["bids=0", "'pimc:bids=K' or 'pimc:model=K', K from 1 to 16"]),
        ("pimc:model=0", ["model=0"]),
        ("pimc:model=17", ["model=17"]),
        ("ismcts:model=3", ["model=3"]),
        ("pimc:bids=17", ["bids=17"]),
        ("ismcts:bids=4", ["bids=4"]),
        ("ismcts:iterations=0", ["iterations=0"]),
        ("ismcts:iterations=1000001", ["iterations=1000001"]),
        ("ismcts:samples=8", ["samples=8"]),
        ("mcts", ["must be one of", "'pimc'", "'ismcts'"]),
    ],
)
def test_bad_names_and_budgets_raise_value_errors(name, words):
    for make in (lambda: dd.Agent(name), lambda: simulate("ddz3", n=1, policy=name)):
        with pytest.raises(ValueError) as info:
            make()
        assert all(w in str(info.value) for w in words), str(info.value)
    with pytest.raises(ValueError):
        arena.evaluate([name, "greedy"], deals=1)


def test_names_keep_their_budget():
    agent = dd.Agent("pimc:samples=64", seed=3)
    assert agent.name == "pimc:samples=64" and repr(agent) == "Agent('pimc:samples=64')"
    assert dd.Agent("pimc").name == "pimc" and dd.Agent("ismcts:iterations=9").name == "ismcts:iterations=9"
    assert dd.Agent("pimc:bids=4,samples=8").name == "pimc:bids=4,samples=8"


def test_pimc_takes_a_sure_win_the_greedy_agent_misses():
    """Landlord to lead 3 9 Q 2 against A 8 and 6 3 (who holds which is
    hidden): the solver proves that the 9 or the queen first wins against any
    defence, in the true deal and in every deal of the unseen cards; greedy's
    plan leads its lowest card, which loses. The solver-backed search (few
    cards: every world solved) finds a winning lead."""
    game = dd.endgame(["392Q", "A8", "63"], landlord=0)
    truth = dd.solve(game)
    assert truth.solved and truth.win
    winning = {str(m) for m in truth.winning_moves}
    assert winning == {"9", "Q"}
    assert str(dd.Agent("greedy").decide(game)) not in winning
    for seed in range(4):
        assert str(dd.Agent("pimc:samples=8", seed=seed).decide(game)) in winning
        assert str(dd.Agent("ismcts:iterations=40", seed=seed).decide(game)) in winning


CHAIN_HAND = "3456789TJQK334455"  # an 11-card chain and a chain of three pairs: no high card


def deal_around(hand: str, players: int, order: int) -> dd.Game:
    """A deal in the auction, seat 0 holding `hand` and bidding first; the
    other cards go round the other seats and the kitty in rank order shifted
    by `order`, so that each `order` splits them differently."""
    rest = list(str(dd.Hand("".join(ddz_deck(players)), players) - hand))
    rest = rest[order:] + rest[:order]
    size, others = DDZ_DEALT[players], players - 1
    hands = [hand] + ["".join(rest[p::others][:size]) for p in range(others)]
    kitty = "".join(c for p in range(others) for c in rest[p::others][size:])
    return dd.Game(players, hands=hands, kitty=kitty, first_bidder=0)


def test_B2_pimc_bids_by_search_where_greedy_passes():
    """The agent "pimc:bids=K" scores each bid over sampled deals of the cards it has
    not seen (pimc.h). The chain hand has no 2, ace or joker, so greedy's
    strength rule passes, and so does plain "pimc"; as landlord it leads the
    chain and goes out in a few plays in most deals, so the search bids (3: a
    lower bid may be outbid)."""
    game = deal_around(CHAIN_HAND, 3, 0)
    assert dd.Agent("greedy").decide(game) == 0
    assert dd.Agent("pimc:samples=16", seed=0).decide(game) == 0
    assert [dd.Agent("pimc:samples=4,bids=4", seed=seed).decide(game) for seed in range(3)] == [3, 3, 3]


@pytest.mark.parametrize("players", [3, 4])
def test_B3_pimc_bids_from_its_hand_alone(players):
    """The kitty is not shown before the auction ends (B3): the bid search
    deals it among the unseen cards, so however the other hands and the kitty
    split those cards, the same seed makes the same bid (for several hands)."""
    for hand in (CHAIN_HAND, "3579JJQKA22BR4468", "33456789TTJQKAA22"):
        if players == 4:
            hand += "3456789T"
        for seed in range(2):
            agent = "pimc:samples=2,bids=2"
            bids = {dd.Agent(agent, seed=seed).decide(deal_around(hand, players, k)) for k in (0, 7, 19)}
            assert len(bids) == 1, (hand, seed, bids)


def test_pimc_beats_greedy_on_a_few_deals():
    result = arena.evaluate(["pimc:samples=64", "greedy"], deals=30, seed=21)
    assert result["pimc:samples=64"].wp > 0.5


def test_greedy_still_beats_random_by_far():
    result = arena.evaluate(["greedy", "random"], deals=300, seed=5)
    assert result["greedy"].wp_ci[0] > 0.8


def _wins_in_every_world(game: dd.Game, worlds: int = 12) -> set[str]:
    """The moves that win (by the solver) in the true deal and in `worlds`
    deals of the cards the side to move has not seen."""
    seat = game.to_move
    winning = {m.cards or "pass" for m in dd.solve(game).winning_moves}
    for w in range(worlds):
        winning &= {m.cards or "pass" for m in dd.solve(game.sample_hidden(seat, w)).winning_moves}
    return winning


def test_pimc_picks_a_winning_move_in_the_puzzles():
    """tests/data/puzzles.txt: where a move wins whatever the hidden cards
    (checked on sampled deals), the solver-backed search picks a winning one."""
    from tests.helpers.puzzles import PUZZLES

    checked = 0
    for puzzle in PUZZLES:
        game = dd.endgame(
            puzzle.hands,
            puzzle.landlord,
            puzzle.to_move,
            puzzle.last,
            puzzle.last_seat,
            variant=puzzle.variant,
        )
        if sum(len(h) for h in puzzle.hands) > 16 or not puzzle.win:
            continue  # the search solves only small endgames exactly
        sure = _wins_in_every_world(game)
        if not sure:
            continue
        decision = dd.Agent("pimc:samples=16", seed=puzzle.line).decide(game)
        assert (decision.cards or "pass") in puzzle.winning, (puzzle.line, str(decision))
        checked += 1
    assert checked >= 3
