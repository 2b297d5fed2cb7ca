// How many plays a Dou Dizhu hand needs to go out, by a quick decomposition:
// the measure the greedy agent (agents.h) minimises and the search agents'
// rollouts rely on. Not exact (an exact minimum is a search); a few bit
// operations and at most a few dozen chain windows, no allocation. Each
// thread keeps the last 16,384 hands counted, since the search agents count
// the same hands many times over (uncached: near half of pimc's time).
//
//   - the rocket, then each bomb, one play each: four or more of a rank; with
//     4 players six or more (S3: the bombs that double; smaller ones are too
//     common in a double deck to hold back);
//   - then, while one improves the count, the chain that helps most: a
//     straight (5+ ranks, K6), a pair chain (3+, K7) or a triple chain (2+,
//     K8), within 3..A;
//   - the rest: each triple (and each rank of a triple chain) carries one
//     single or one pair (K4, K5, K9, K10); the other singles and pairs one
//     play each.
#pragma once

#include "paigen/doudizhu/cards.h"

namespace paigen::doudizhu {

// The least copies of a rank the plan keeps whole as a bomb.
inline constexpr int kept_bomb(bool four_players) { return four_players ? 6 : 4; }

// The plays `hand` needs to go out when nobody interferes.
int plays_to_empty(Cards hand, bool four_players);

}  // namespace paigen::doudizhu
