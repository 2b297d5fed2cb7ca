// Dou Dizhu deals played in C++ from deal to settlement: with uniformly random
// legal choices, or by the agents of a seating (agents.h). Deal i of a batch uses its own
// generator, Rng::stream(seed, i), so results do not depend on how a batch is
// split. Only the outcome of each deal is kept.
#pragma once

#include <cstdint>

#include "paigen/doudizhu/agents.h"
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

// Who plays each seat, and the seed of their random draws: in deal i, the
// agent at seat p draws from Rng(agent_seed(seed, i, p)) (paigen/playout.h).
struct Seating {
    Agent agents[kMaxPlayers] = {};
    uint64_t seed = 0;
};

// As play_random(), the same deals, played by `seating`; also writes each
// deal's net payoffs (payoffs(), one row of rules.players per deal).
uint64_t play_agents(Rules rules, uint64_t seed, uint64_t first, uint64_t count, const Seating& seating, Outcome* out,
                     int64_t* payoffs, StopCheck stop = {});

}  // namespace paigen::doudizhu
