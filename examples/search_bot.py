"""A search bot built on Game.sample_hidden: determinized playouts (PIMC).

At each of its plays, the bot deals the cards it has not seen again (uniformly
among the deals consistent with what it saw) and tries every legal move in each
sampled world: once few cards are left, the exact solver (paigen.doudizhu.solve)
says which moves win against any defence in that world; otherwise the built-in
greedy agent finishes the world. It plays the move that wins in the most
worlds. It is compared with the greedy agent in the same seat, on the same
deals, the other seats played by "greedy".

    python examples/search_bot.py --quick
"""

from __future__ import annotations

import argparse

import numpy as np

from paigen import doudizhu as dd

SOLVE_CARDS = 14  # solve a world exactly when at most this many cards are left in all hands
SOLVE_NODES = 20_000  # the solver's budget per world; past it, playouts decide


def pimc(game: dd.Game, samples: int, rng: np.random.Generator, playout: dd.Agent) -> dd.Move:
    """The legal move that wins in the most of `samples` sampled worlds, ties
    to the best average payoff of the playouts (which count the stakes)."""
    seat, moves = game.to_move, list(game.legal_moves())
    if len(moves) == 1:
        return moves[0]
    wins, payoffs = np.zeros(len(moves)), np.zeros(len(moves))
    for _ in range(samples):
        world = game.sample_hidden(seat, rng)  # the unseen cards dealt again
        values: list[bool | None] = [None] * len(moves)
        if sum(len(hand) for hand in world.hands) <= SOLVE_CARDS:
            values = dd.solve(world, max_nodes=SOLVE_NODES).values  # legal_moves() order
        for i, move in enumerate(moves):
            trial = world.clone()
            trial.play(move)
            while trial.phase != "over":
                trial.play(playout.decide(trial))
            payoffs[i] += trial.payoffs[seat]
            exact = values[i]  # the seat's side wins against any defence in this world
            wins[i] += exact if exact is not None else trial.payoffs[seat] > 0
    return moves[int(np.lexsort((payoffs, wins))[-1])]


def play_deal(seed: int, seat: int, bot: str, samples: int) -> float:
    """The payoff of `bot` ("pimc" or "greedy") at `seat` of deal `seed`."""
    game = dd.Game(3, seed=seed)
    greedy, others = dd.Agent("greedy", seed=seed), dd.Agent("greedy", seed=seed + 1)
    rng = np.random.default_rng(seed)
    while game.phase != "over":
        if game.to_move != seat:
            decision = others.decide(game)
        elif game.phase == "bidding" or bot == "greedy":
            decision = greedy.decide(game)
        else:
            decision = pimc(game, samples, rng, greedy)
        (game.bid if game.phase == "bidding" else game.play)(decision)
    return float(game.payoffs[seat])


def main(argv: list[str] | None = None) -> dict[str, float]:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="a small run (under a minute)")
    args = parser.parse_args(argv)
    deals, samples = (30, 8) if args.quick else (300, 20)
    result = {}
    for bot in ("greedy", "pimc"):
        payoffs = [play_deal(d, d % 3, bot, samples) for d in range(deals)]
        result[bot] = float(np.mean(payoffs))
        wins = np.mean(np.array(payoffs) > 0)
        print(f"{bot:>6}: average payoff {result[bot]:+.2f}, won {wins:.0%} of {deals} deals")
    return result


if __name__ == "__main__":
    main()
