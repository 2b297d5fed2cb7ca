// The three samplers of a hidden-card Problem (sample_problem.h), which
// sample.cpp runs in turn. Each writes, on success, the hidden cards of every
// slot of each other seat (Slots).
#pragma once

#include <cstdint>

#include "paigen/rng.h"
#include "paigen/stop.h"
#include "sample_problem.h"

namespace paigen::lukfu::sampling {

enum class Drawn : uint8_t {
    Found,    // slots written
    GaveUp,   // over the sampler's budget: nothing written
    Stopped,  // the StopCheck asked
};

// Exact counting: every consistent deal counted, seat by seat, by a dynamic
// program over the sets of hidden cards a seat held at each of its discards;
// one drawn with probability exactly 1 / (the number of consistent deals).
// GaveUp when the tables would hold more than `max_entries` sets, or the work
// (sets and checks looked at) pass `max_work` steps.
Drawn draw_exact(const Problem& problem, Rng& rng, uint64_t max_entries, uint64_t max_work, const StopCheck& stop,
                 Slots& slots);

// An upper bound on the sets exact counting may visit for problem.players[seat]
// (0 for a seat without checks).
uint64_t exact_cost(const Problem& problem, int seat);

// Rejection: uniform deals of the hidden cards into the slots until one passes
// every check, at most `tries`. A deal found is uniform among the consistent
// ones (each try is uniform among all deals, kept when consistent). GaveUp
// leaves `slots` holding the last try.
Drawn draw_by_rejection(const Problem& problem, Rng& rng, uint64_t tries, const StopCheck& stop, Slots& slots);

// A complete search, in a random order, with the dead ends it met remembered:
// it always finds a consistent deal (the real one is one) unless stopped, but
// not uniformly.
Drawn search(const Problem& problem, Rng& rng, const StopCheck& stop, Slots& slots);

// The hidden cards `cards` (a Subset) dealt uniformly into slots[first..last]
// of the given sizes.
void deal_uniformly(Subset cards, const int* sizes, int first, int last, Rng& rng, Subset* slots);

// Every hidden card dealt uniformly into all the slots of both seats.
void deal_all_uniformly(const Problem& problem, Rng& rng, Slots& slots);

}  // namespace paigen::lukfu::sampling
