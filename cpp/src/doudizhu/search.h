// What the search agents (pimc.h, ismcts.h) share: per-thread scratch, the
// candidate moves, the greedy rollout.
#pragma once

#include <utility>
#include <vector>

#include "paigen/doudizhu/game.h"
#include "paigen/doudizhu/solve.h"

namespace paigen::doudizhu {

// Per thread, reused by every decision: the rollouts' moves, the solver.
struct Scratch {
    std::vector<Move> moves = std::vector<Move>(kMaxGameMoves);
    std::vector<std::pair<int, int>> ranked;  // (order key, choice index)
    Solver solver{size_t{1} << 20};
};

Scratch& scratch();

// Up to kPimcCandidates (pimc.h) choice indices worth searching into out[],
// the greedy move `greedy` first. Returns the count.
int candidates(const Game& game, const Move* moves, int count, int greedy, Scratch& s, int* out);

// Whether the team of `team_of` wins `game` played to the end by greedy at
// every seat (deterministic).
bool rollout_won(Game game, int team_of, Scratch& s);

}  // namespace paigen::doudizhu
