// The information-set Monte Carlo tree search agent "ismcts" of Luk Fu
// (agents.h), single observer: the tree holds the seat's own decision (its
// root), the other seats' choices and everything after are played out. Each
// iteration:
//
//   1. draws a deal of the cards the seat has not seen, as "pimc" does
//      (pimc.h's Dealer: the lacked cards (F1) kept out, R1 and R3 by
//      rejection): one determinization per iteration;
//   2. picks a candidate (the call: play or pass (A2); in play, pimc.h's
//      candidates, at most kIsmctsCandidates) by UCB1: every one once in
//      order, then the highest mean reward + kIsmctsExplore * sqrt(ln(
//      iterations so far) / visits);
//   3. plays it out in that deal by greedy at every seat, a random choice
//      with probability 1/kPimcExplore (pimc.h); a deal that would be dealt
//      again (A2, E1) ends void;
//   4. adds the seat's reward: 1 for a win, 1/2 for a void or even deal, 0
//      for a loss (E3's payoff decides which).
//
// The candidate picked most often wins (ties: greedy's choice, then the
// earlier candidate). Deterministic given the rng; no allocation per move.
#pragma once

#include <cstdint>

#include "paigen/lukfu/game.h"
#include "paigen/rng.h"

namespace paigen::lukfu {

inline constexpr uint32_t kIsmctsDefaultIterations = 400;
inline constexpr double kIsmctsExplore = 0.5;
inline constexpr int kIsmctsCandidates = 10;

// The call (0: play, 1: pass) "ismcts" picks with `iterations` iterations (> 0).
int ismcts_call(const Game& game, uint32_t iterations, Rng& rng);

// The index in moves[0..count) (legal_moves() of the play phase) of the move
// "ismcts" picks with `iterations` iterations (> 0).
int ismcts_move(const Game& game, const Move* moves, int count, uint32_t iterations, Rng& rng);

}  // namespace paigen::lukfu
