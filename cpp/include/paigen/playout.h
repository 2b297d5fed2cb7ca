// Playouts, for both games: one deal played to its end, with uniformly random
// choices from the game's own generator or by the agents at the seats.
// Adapter as for Perft (perft.h): Game, Choice, choices(), apply(), over().
#pragma once

#include <cstdint>

#include "paigen/rng.h"

namespace paigen {

// The seed of the draws of the agent at `seat` in deal `deal` of a seating
// whose agents draw from `seating_seed`: streams, so that any deal of a batch
// can be replayed alone, seat by seat.
inline uint64_t agent_seed(uint64_t seating_seed, uint64_t deal, int seat) {
    return Rng::stream(Rng::stream(seating_seed, deal), static_cast<uint64_t>(seat));
}

template <typename Adapter>
void play_out(typename Adapter::Game& game, typename Adapter::Choice* choices) {
    while (!Adapter::over(game)) {
        const int n = Adapter::choices(game, choices);
        Adapter::apply(game, choices[game.rng.below(static_cast<uint32_t>(n))]);
    }
}

// Plays to the end with the agent seats[p] deciding for seat p, drawing from
// rngs[p]: choose(agent, game, choices, count, rng) (agents.h of each game)
// gives the index of its choice.
template <typename Adapter, typename Agent, typename Rng>
void play_out(typename Adapter::Game& game, typename Adapter::Choice* choices, const Agent* seats, Rng* rngs) {
    while (!Adapter::over(game)) {
        const int n = Adapter::choices(game, choices);
        const int p = game.to_move;
        Adapter::apply(game, choices[choose(seats[p], game, choices, n, rngs[p])]);
    }
}

}  // namespace paigen
