// Baseline Luk Fu agents, in C++ so that playouts, the arena and the vectorised
// environment run them without returning to Python. Each looks only at what its
// seat may see: its hand, the public cards, the trick, the fu won.
//
//   random  every legal call or move equally likely.
//   greedy  says play (A2) with at least 4 Old cards in hand (O1/O2, before any
//           card is public); leads the move with the most cards, the highest
//           rank first (it is likelier to win the trick, and fu counts cards:
//           T4); follows with the cheapest beating play (the lowest suit, then
//           the lowest rank: F1-F3); when it cannot beat, discards the lowest
//           cards (the smallest sum of ranks, keeping its Old cards: T3).
#pragma once

#include <cstdint>

#include "paigen/lukfu/game.h"
#include "paigen/rng.h"

namespace paigen::lukfu {

enum class Agent : uint8_t { Random = 0, Greedy = 1 };
inline constexpr int kNumAgents = 2;
inline constexpr const char* kAgentNames[kNumAgents] = {"random", "greedy"};

// Budget parameters ("name:key=value"): none of these agents takes one.
inline bool set_agent_param(Agent&, const char*, int64_t) { return false; }

// The index in choices[0..count) (GameAdapter::choices() for `game`, count > 0)
// of the decision `agent` takes for the player to move. Only Random draws
// from `rng`.
int choose(Agent agent, const Game& game, const Decision* choices, int count, Rng& rng);

// The same index, for the buffer GameAdapter::generate() wrote (`count`
// decisions): the playouts' form, which copies nothing into Decisions.
int choose(Agent agent, const Game& game, const Move* moves, int count, Rng& rng);

}  // namespace paigen::lukfu
