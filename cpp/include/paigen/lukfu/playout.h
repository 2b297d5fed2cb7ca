// Luk Fu deals played in C++ from deal to claim: with uniformly random legal
// choices, or by the agents of a seating (agents.h). Deal i of a batch uses its own generator,
// Rng::stream(seed, i), so results do not depend on how a batch is split.
// Only the outcome of each deal is kept.
#pragma once

#include <cstdint>

#include "paigen/lukfu/agents.h"
#include "paigen/lukfu/game.h"
#include "paigen/stop.h"

namespace paigen::lukfu {

// A dealt game deals again after three passes (A2) and after hands that run
// out without a claim (E1), so it always ends at a claim: void_deal is false.
struct Outcome {
    int8_t winner;  // the claimant's seat, -1 for a void deal
    int8_t caller;
    uint8_t total;   // E2: fu + Old cards laid down (0 if void)
    int16_t points;  // E2: total - 5, the winner's points (0 if void)
    bool void_deal;
    int32_t moves;    // plays, discards and claims, over every deal of the game
    int32_t deals;    // 1 + redeals after three passes (A2) or hands run out (E1)
    int32_t ran_out;  // the redeals after hands that ran out without a claim (E1)
};

// Plays deals first .. first+count-1 of the batch `seed` into out[0..count).
// Returns how many it played: fewer than `count` only when `stop` asked.
uint64_t play_random(uint64_t seed, uint64_t first, uint64_t count, Outcome* out, StopCheck stop = {});

// Who plays each seat, and the seed of their random draws: in deal i, the
// agent at seat p draws from Rng(agent_seed(seed, i, p)) (paigen/playout.h).
struct Seating {
    Agent agents[kPlayers] = {};
    uint64_t seed = 0;
};

// As play_random(), the same deals, played by `seating`; also writes each
// deal's net payoffs (payoffs(), three per deal).
uint64_t play_agents(uint64_t seed, uint64_t first, uint64_t count, const Seating& seating, Outcome* out,
                     int64_t* payoffs, StopCheck stop = {});

}  // namespace paigen::lukfu
