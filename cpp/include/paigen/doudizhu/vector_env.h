// The vectorised Dou Dizhu environment (paigen/vector_env.h): the action ids
// of a whole deal of its ActionSpace (action_space.h: plays' ids, the pass
// included, then bid k at bid_id(k)).
#pragma once

#include <cstdint>
#include <memory>
#include <utility>

#include "paigen/doudizhu/action_space.h"
#include "paigen/doudizhu/game.h"
#include "paigen/doudizhu/observation.h"
#include "paigen/vector_env.h"

namespace paigen::doudizhu {

class VectorEnvTraits {
public:
    using Game = doudizhu::Game;
    using Seen = doudizhu::Seen;
    using Decision = doudizhu::Decision;
    static constexpr int kMaxChoices = kMaxGameMoves;

    // The space of the rules the deals are played by (shared: building one takes milliseconds).
    explicit VectorEnvTraits(std::shared_ptr<const ActionSpace> space) : space_(std::move(space)) {}

    const std::shared_ptr<const ActionSpace>& space() const { return space_; }
    Rules rules() const { return space_->rules(); }
    Game start(uint64_t seed) const { return new_game(rules(), seed); }
    int players() const { return rules().players; }
    int observation_size() const { return doudizhu::observation_size(players()); }
    int num_actions() const { return space_->num_actions(); }

    int choices(const Game& game, Decision* out, int32_t* ids) const { return space_->choices(game, out, ids); }
    static void apply(Game& game, Seen& seen, const Decision& d) { apply_seen(game, seen, d); }
    static void encode(const Game& game, const Seen& seen, int seat, int8_t* out) {
        encode_observation(game, seen, seat, out);
    }
    static bool over(const Game& game) { return game.phase == Phase::Over; }
    static void payoffs(const Game& game, int64_t* out) { doudizhu::payoffs(game, out); }

private:
    std::shared_ptr<const ActionSpace> space_;
};

using VectorEnv = BasicVectorEnv<VectorEnvTraits>;

}  // namespace paigen::doudizhu
