// Baseline Dou Dizhu agents, in C++ so that playouts, the arena and the
// vectorised environment run them without returning to Python. Each looks only
// at what its seat may see: its hand, the trick, hand sizes, the auction.
//
//   random  every legal bid or move equally likely.
//   greedy  bids from hand strength (the rocket 8 points, a bomb 6, the red
//           joker 4, the black 3, each 2 two, each ace one; with 4 players the
//           points are halved; bids 3 from 12 points, 2 from 9, 1 from 6, and
//           passes when that is not above the highest bid); goes out when one
//           move empties the hand; leads the move that sheds the most cards,
//           the lowest main rank first, bombs and the rocket last; passes on a
//           partner's move; otherwise follows with the cheapest beating move
//           (lowest main rank, then fewest cards), a bomb or the rocket only
//           when an opponent holds at most 2 cards.
#pragma once

#include <cstdint>

#include "paigen/doudizhu/game.h"
#include "paigen/rng.h"

namespace paigen::doudizhu {

enum class Agent : uint8_t { Random = 0, Greedy = 1 };
inline constexpr int kNumAgents = 2;
inline constexpr const char* kAgentNames[kNumAgents] = {"random", "greedy"};

// The index in choices[0..count) (GameAdapter::choices() for `game`, count > 0)
// of the decision `agent` takes for the player to move. Only Random draws
// from `rng`.
int choose(Agent agent, const Game& game, const Decision* choices, int count, Rng& rng);

// The same index, for the buffer GameAdapter::generate() wrote (`count`
// decisions): the playouts' form, which copies nothing into Decisions.
int choose(Agent agent, const Game& game, const Move* moves, int count, Rng& rng);

}  // namespace paigen::doudizhu
