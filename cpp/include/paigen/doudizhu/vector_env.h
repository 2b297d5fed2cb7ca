// The vectorised Dou Dizhu environment (paigen/vector_env.h): the action ids
// of a whole deal of its ActionSpace (action_space.h: plays' ids, the pass
// included, then bid k at bid_id(k)).
#pragma once

#include <algorithm>
#include <cassert>
#include <cstdint>
#include <memory>
#include <utility>
#include <vector>

#include "paigen/doudizhu/action_space.h"
#include "paigen/doudizhu/agents.h"
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
    // A step makes again only the decision chosen (decision()), from its id:
    // cheaper than every env's decisions at every step.
    static constexpr bool kKeepsDecisions = false;

    // The space of the rules the deals are played by (shared: building one takes milliseconds).
    explicit VectorEnvTraits(std::shared_ptr<const ActionSpace> space)
        : space_(std::move(space)), one_reading_(is_standard(space_->rules().variant)) {}

    const std::shared_ptr<const ActionSpace>& space() const { return space_; }
    Rules rules() const { return space_->rules(); }
    Game start(uint64_t seed) const { return new_game(rules(), seed); }
    int players() const { return rules().players; }
    int observation_size() const { return doudizhu::observation_size(players()); }
    int num_actions() const { return space_->num_actions(); }

    int choices(const Game& game, Decision* out, int32_t* ids) const { return space_->choices(game, out, ids); }

    // choose() of agents.h, given the deal's decisions (deal()) when the agent reads them.
    template <typename Deal>
    static int choose(Agent agent, const Game& game, const Decision* choices, int n, Rng& rng, Deal deal) {
        if (!reads_history(agent)) return doudizhu::choose(agent, game, choices, n, rng);
        const std::vector<Decision> decisions = deal();
        // They run from the env's first deal: each deal thrown in before this
        // one was an auction of one pass a seat (B4).
        const size_t thrown = std::min(decisions.size(), size_t{game.deals - 1} * static_cast<size_t>(game.players()));
        return doudizhu::choose(agent, game, choices, n, rng,
                                DealHistory{decisions.data() + thrown, decisions.size() - thrown});
    }
    // The ids alone: a lead's are computed from the hand (group_ids.h), none looked up.
    int choice_ids(const Game& game, int32_t* ids) const { return space_->choice_ids(game, ids); }

    // Decision k of choices(), whose id is `id`: a bid, or the id's move.
    // Under a variant a card set may have several readings, each a move of
    // its own with the one id, so there the moves are generated again.
    Decision decision(const Game& game, int k, int32_t id) const {
        if (game.phase == Phase::Bidding) return Decision{kPassMove, static_cast<int8_t>(id - space_->size())};
        if (!one_reading_) return Decision{generated_move(game, k), -1};
        assert(space_->move(id) == generated_move(game, k));
        return Decision{space_->move(id), -1};
    }
    static void apply(Game& game, Seen& seen, const Decision& d) { apply_seen(game, seen, d); }
    static void apply_unseen(Game& game, const Decision& d) { doudizhu::apply(game, d); }
    static void encode(const Game& game, const Seen& seen, int seat, int8_t* out) {
        encode_observation(game, seen, seat, out);
    }
    static bool over(const Game& game) { return game.phase == Phase::Over; }
    static void payoffs(const Game& game, int64_t* out) { doudizhu::payoffs(game, out); }

private:
    // Move k of game's legal moves, generated again. Not inlined: the thread's
    // buffer costs a look-up of its address (a call, in a shared library)
    // wherever it is named, which the standard rules' steps need not pay.
    [[gnu::noinline]] static Move generated_move(const Game& game, int k) {
        thread_local std::vector<Move> moves;  // on the heap, made on first use: no initial image for every thread
        moves.resize(kMaxGameMoves);
        legal_moves(game, moves.data());
        return moves[static_cast<size_t>(k)];
    }

    std::shared_ptr<const ActionSpace> space_;
    bool one_reading_;  // the standard rules: one move per card set, the space's own
};

using VectorEnv = BasicVectorEnv<VectorEnvTraits>;

}  // namespace paigen::doudizhu

namespace paigen {

// Compiled once in the core (cpp/src/doudizhu/vector_env.cpp) at its
// optimization: callers, such as the bindings (built for build time), call it
// there.
extern template class BasicVectorEnv<doudizhu::VectorEnvTraits>;

}  // namespace paigen
