// A random playout, for both games: one deal played to its end with uniformly
// random choices from the game's own generator. Adapter as for Perft
// (perft.h): Game, Choice, choices(), apply(), over().
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

}  // namespace paigen
