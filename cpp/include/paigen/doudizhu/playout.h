// Random Dou Dizhu deals: whole deals played with uniformly random legal
// choices, in C++ from deal to settlement. Deal i of a batch uses its own
// generator, Rng::stream(seed, i), so results do not depend on how a batch is
// split. Only the outcome of each deal is kept.
#pragma once

#include <cstdint>

#include "paigen/doudizhu/game.h"
#include "paigen/stop.h"

namespace paigen::doudizhu {

struct Outcome {
    int8_t landlord;  // seat
    bool landlord_won;
    uint8_t bid;         // S1: the winning bid
    int64_t multiplier;  // 2^doublings (S2/S3)
    int64_t stake;       // S4: bid x multiplier
    int32_t moves;       // plays and passes of the play phase
    int32_t deals;       // 1 + redeals after all-pass auctions (B4)
};

// Plays deals first .. first+count-1 of the batch `seed` into out[0..count).
// Returns how many it played: fewer than `count` only when `stop` asked.
uint64_t play_random(Rules rules, uint64_t seed, uint64_t first, uint64_t count, Outcome* out, StopCheck stop = {});

}  // namespace paigen::doudizhu
