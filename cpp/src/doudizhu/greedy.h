// The greedy agent (agents.h), for agents.cpp and the search agents' rollouts.
#pragma once

#include "paigen/doudizhu/game.h"

namespace paigen::doudizhu {

// The index in legal_bids() order (0: the pass, then the bids above the
// highest) of the greedy agent's bid: from hand strength alone.
int greedy_bid(const Game& game);

// The index in moves[0..count) (legal_moves() of the play phase) of the
// greedy agent's move. Deterministic.
int greedy_move(const Game& game, const Move* moves, int count);

// The 4-player rule (greedy_shed.cpp): the move that sheds the most cards.
int shedding_move(const Game& game, const Move* moves, int count);

}  // namespace paigen::doudizhu
