// What the search agents (pimc.h, ismcts.h) share: per-thread scratch, the
// candidate moves, the greedy rollout and its score.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

#include "paigen/lukfu/game.h"
#include "paigen/rng.h"

namespace paigen::lukfu {

// Per thread, reused by every decision.
struct Scratch {
    std::vector<Move> moves = std::vector<Move>(kMaxMoves);
    std::vector<std::pair<int, int>> ranked;  // (greedy's preference, move index)
};

Scratch& scratch();

// Up to `limit` move indices worth searching into out[] (pimc.h, step 1), the
// greedy move `greedy` first. Returns the count.
int candidates(const Game& game, const Move* moves, int count, int greedy, int limit, Scratch& s, int* out);

// The score of `seat` when `game` is played out (pimc.h, steps 3 and 4): its
// payoff plus kPimcWinBonus for a win, minus it for a loss.
int64_t rollout(Game game, int seat, Rng rng, Scratch& s);

}  // namespace paigen::lukfu
