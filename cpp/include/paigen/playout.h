// Random playouts: whole deals played with uniformly random legal choices, in
// C++ from deal to settlement. Deal i of a batch uses its own generator,
// Rng::stream(seed, i), so results do not depend on how a batch is split.
// Only the outcome of each deal is kept.
#pragma once

#include <cstdint>

#include "paigen/doudizhu/game.h"
#include "paigen/lukfu/game.h"

namespace paigen {

struct DoudizhuOutcome {
    int8_t landlord;        // seat
    bool landlord_won;
    uint8_t bid;            // S1: the winning bid
    int64_t multiplier;     // 2^doublings (S2/S3)
    int64_t stake;          // S4: bid x multiplier
    int32_t moves;          // plays and passes of the play phase
    int32_t deals;          // 1 + redeals after all-pass auctions (B4)
};

struct LukfuOutcome {
    int8_t winner;          // the claimant's seat, -1 for a void deal
    int8_t caller;
    uint8_t total;          // E2: fu + Old cards laid down (0 if void)
    int16_t points;         // E2: total - 5, the winner's points (0 if void)
    bool void_deal;
    int32_t moves;          // plays, discards and claims
    int32_t deals;          // 1 + redeals after three passes (A2)
};

// Plays deals first .. first+count-1 of the batch `seed`.
void play_doudizhu(doudizhu::Rules rules, uint64_t seed, uint64_t first, uint64_t count, DoudizhuOutcome* out);
void play_lukfu(uint64_t seed, uint64_t first, uint64_t count, LukfuOutcome* out);

}  // namespace paigen
