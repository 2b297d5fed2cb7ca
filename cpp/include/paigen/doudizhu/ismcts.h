// The information-set Monte Carlo tree search agent "ismcts" of Dou Dizhu
// (agents.h), single observer: the tree holds the seat's own decision (its
// root), the other seats' replies and everything after are played out. Each
// iteration:
//
//   1. draws a deal of the cards the seat has not seen (deal_unseen, pimc.h):
//      one determinization per iteration;
//   2. picks a candidate move (pimc.h's candidates) by UCB1: every one once
//      in order, then the highest wins / visits + kIsmctsExplore *
//      sqrt(ln(iterations so far) / visits);
//   3. plays it out in that deal: by the exact solver when at most
//      kPimcSolveCards cards are left and it proves the outcome within
//      kPimcSolveNodes positions, else by one greedy rollout (pimc.h);
//   4. adds the win or loss of the seat's team to the candidate.
//
// The move picked most often wins (ties: the greedy move, then the earlier
// candidate). A root-only tree spends the budget where the UCB rule finds
// the close calls, where PIMC gives every candidate the same deals.
// Deterministic given the rng (the solver's table starts empty at each
// decision).
#pragma once

#include <cstdint>

#include "paigen/doudizhu/game.h"
#include "paigen/rng.h"

namespace paigen::doudizhu {

inline constexpr uint32_t kIsmctsDefaultIterations = 400;
inline constexpr double kIsmctsExplore = 0.5;

// The index in moves[0..count) (legal_moves() of the play phase) of the move
// "ismcts" picks with `iterations` iterations (> 0).
int ismcts_move(const Game& game, const Move* moves, int count, uint32_t iterations, Rng& rng);

}  // namespace paigen::doudizhu
