"""A search bot built on Game.sample_hidden: determinized playouts (PIMC).

At each of its plays, the bot deals the cards it has not seen again (uniformly
among the deals consistent with what it saw), tries every legal move in each
sampled world, finishes the world with the built-in greedy agent, and plays the
move with the best average payoff. It is compared with the greedy agent in the
same seat, on the same deals, the other seats played by "random".

A solver (paigen.doudizhu.solve, on its way) would replace the greedy playout
by exact play of each sampled world; this example uses playouts until then.

    python examples/search_bot.py --quick
"""

from __future__ import annotations

import argparse

import numpy as np

from paigen import doudizhu as dd


def pimc(game: dd.Game, samples: int, rng: np.random.Generator, playout: dd.Agent) -> dd.Move:
    """The legal move with the best average payoff over `samples` sampled worlds."""
    seat, moves = game.to_move, list(game.legal_moves())
    if len(moves) == 1:
        return moves[0]
    totals = np.zeros(len(moves))
    for _ in range(samples):
        world = game.sample_hidden(seat, rng)  # the unseen cards dealt again
        for i, move in enumerate(moves):
            trial = world.clone()
            trial.play(move)
            while trial.phase != "over":
                trial.play(playout.decide(trial))
            totals[i] += trial.payoffs[seat]
    return moves[int(np.argmax(totals))]


def play_deal(seed: int, seat: int, bot: str, samples: int) -> float:
    """The payoff of `bot` ("pimc" or "greedy") at `seat` of deal `seed`."""
    game = dd.Game(3, seed=seed)
    greedy, others = dd.Agent("greedy", seed=seed), dd.Agent("random", seed=seed + 1)
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
