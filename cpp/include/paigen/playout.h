// Playouts, for both games: one deal played to its end, with uniformly random
// choices from the game's own generator or by the agents at the seats.
// Adapter as for Perft (perft.h): each turn generates into one move buffer
// and applies the chosen index, copying no move.
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

// `buffer` holds Adapter::kMaxChoices slots.
template <typename Adapter>
void play_out(typename Adapter::Game& game, typename Adapter::Slot* buffer) {
    while (!Adapter::over(game)) {
        const int n = Adapter::generate(game, buffer);
        Adapter::apply(game, buffer, static_cast<int>(game.rng.below(static_cast<uint32_t>(n))));
    }
}

// Plays to the end with the agent seats[p] deciding for seat p, drawing from
// rngs[p]: choose(agent, game, buffer, count, rng) (agents.h of each game)
// gives the index of its choice.
template <typename Adapter, typename Agent, typename Rng>
void play_out(typename Adapter::Game& game, typename Adapter::Slot* buffer, const Agent* seats, Rng* rngs) {
    while (!Adapter::over(game)) {
        const int n = Adapter::generate(game, buffer);
        const int p = game.to_move;
        Adapter::apply(game, buffer, choose(seats[p], game, buffer, n, rngs[p]));
    }
}

}  // namespace paigen
