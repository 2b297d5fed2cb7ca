// Playouts, for both games: one deal played to its end, with uniformly random
// choices from the game's own generator or by the agents at the seats.
// Adapter as for Perft (perft.h): Game, Choice, choices(), apply(), over().
#pragma once

#include <cstdint>

namespace paigen {

template <typename Adapter>
void play_out(typename Adapter::Game& game, typename Adapter::Choice* choices) {
    while (!Adapter::over(game)) {
        const int n = Adapter::choices(game, choices);
        Adapter::apply(game, choices[game.rng.below(static_cast<uint32_t>(n))]);
    }
}

// Plays to the end with the agent seats[p] deciding for seat p:
// choose(agent, game, choices, count, rng) (agents.h of each game) gives the
// index of its choice; `rng` serves the agents' own draws.
template <typename Adapter, typename Agent, typename Rng>
void play_out(typename Adapter::Game& game, typename Adapter::Choice* choices, const Agent* seats, Rng& rng) {
    while (!Adapter::over(game)) {
        const int n = Adapter::choices(game, choices);
        Adapter::apply(game, choices[choose(seats[game.to_move], game, choices, n, rng)]);
    }
}

}  // namespace paigen
