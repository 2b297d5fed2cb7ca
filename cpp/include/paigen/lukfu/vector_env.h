// The vectorised Luk Fu environment (paigen/vector_env.h), with the action ids
// of actions.h (while calling: 0 says play, 1 pass; then the index of a move
// in Game's legal_moves()).
#pragma once

#include <cstdint>

#include "paigen/lukfu/actions.h"
#include "paigen/lukfu/agents.h"
#include "paigen/lukfu/game.h"
#include "paigen/lukfu/observation.h"
#include "paigen/vector_env.h"

namespace paigen::lukfu {

class VectorEnvTraits {
public:
    using Game = lukfu::Game;
    using Seen = lukfu::Seen;
    using Decision = lukfu::Decision;
    static constexpr int kMaxChoices = kMaxMoves;
    // Made again, a position's decisions (up to 924 discards) would cost as much as keeping them.
    static constexpr bool kKeepsDecisions = true;

    Game start(uint64_t seed) const { return new_game(seed); }
    int players() const { return kPlayers; }
    int observation_size() const { return kObservationSize; }
    int num_actions() const { return Actions::num_actions(); }

    int choices(const Game& game, Decision* out, int32_t* ids) const { return Actions::choices(game, out, ids); }

    // choose() of agents.h: Luk Fu's agents read the Game alone, not the deal's decisions.
    template <typename Deal>
    static int choose(Agent agent, const Game& game, const Decision* choices, int n, Rng& rng, Deal) {
        return lukfu::choose(agent, game, choices, n, rng);
    }
    static void apply(Game& game, Seen& seen, const Decision& d) { apply_seen(game, seen, d); }
    static void apply_unseen(Game& game, const Decision& d) { lukfu::apply(game, d); }
    static void encode(const Game& game, const Seen& seen, int seat, int8_t* out) {
        encode_observation(game, seen, seat, out);
    }
    static bool over(const Game& game) { return game.phase == Phase::Over; }
    static void payoffs(const Game& game, int64_t* out) { lukfu::payoffs(game, out); }
};

using VectorEnv = BasicVectorEnv<VectorEnvTraits>;

}  // namespace paigen::lukfu

namespace paigen {

// Compiled once in the core (cpp/src/lukfu/vector_env.cpp) at its
// optimization: callers, such as the bindings (built for build time), call it
// there.
extern template class BasicVectorEnv<lukfu::VectorEnvTraits>;

}  // namespace paigen
