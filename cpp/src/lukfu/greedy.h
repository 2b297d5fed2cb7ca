// The greedy agent's choices (agents.h), for the search agents' rollouts.
#pragma once

#include "paigen/lukfu/game.h"

namespace paigen::lukfu {

// In the calling phase: 0 (play) with at least 4 Old cards in hand, else 1 (pass).
int greedy_call(const Game& game);

// In the play phase: the index in moves[0..count) (legal_moves()) greedy plays.
int greedy_move(const Game& game, const Move* moves, int count);

}  // namespace paigen::lukfu
