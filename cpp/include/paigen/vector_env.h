// Many deals stepped together, for both games: the core of paigen.envs'
// vectorised environments. One step applies one action id per env and writes,
// for the seat to decide in every env, its observation, its legal action ids
// (one flat array with offsets) and optionally a mask, with Gymnasium's
// next-step autoreset: an env whose deal ended at the previous step ignores
// its action and starts its next deal.
//
// Env i of a vector env seeded `seed` plays the deals Traits::start(deal_seed(seed,
// first_env + i, k)), k = 0, 1, ...: the same games whatever num_envs a run is
// split into. Nothing allocates per step once the flat buffers have grown to
// the largest step seen.
//
// Traits (vector_env.h of each game):
//   using Game, Seen, Decision;
//   Game start(uint64_t seed) const;
//   int players() const; int observation_size() const; int num_actions() const;
//   static constexpr int kMaxChoices;
//   // The legal decisions of game's player to move into out[], their ids into ids[].
//   int choices(const Game&, Decision* out, int32_t* ids) const;
//   static void apply(Game&, Seen&, const Decision&);  // apply_seen
//   static void encode(const Game&, const Seen&, int seat, int8_t* out);
//   static bool over(const Game&); static void payoffs(const Game&, int64_t*);
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <vector>

#include "paigen/rng.h"

namespace paigen {

// The seed of deal k of env `env` of a vector env seeded `seed`.
inline uint64_t deal_seed(uint64_t seed, uint64_t env, uint64_t k) { return Rng::stream(Rng::stream(seed, env), k); }

template <typename Traits>
class BasicVectorEnv {
public:
    using Game = typename Traits::Game;
    using Seen = typename Traits::Seen;
    using Decision = typename Traits::Decision;

    // Where a step writes, for every env: the observation of the seat to
    // decide (num_envs x observation_size), that seat (the seat that decided
    // last once a deal is over), the rewards (num_envs x players: every seat's
    // payoff at the step a deal ends, else 0), whether the deal ended, and
    // the mask (num_envs x num_actions, nullptr: none). The mask buffer must
    // hold the previous step's mask, or zeros: only the changed ids are written.
    struct Output {
        int8_t* observations = nullptr;
        int8_t* seats = nullptr;
        float* rewards = nullptr;
        bool* terminated = nullptr;
        bool* mask = nullptr;
    };

    BasicVectorEnv(const Traits& traits, int num_envs, uint64_t first_env)
        : traits_(traits), first_env_(first_env), envs_(static_cast<size_t>(num_envs)) {
        offsets_.assign(envs_.size() + 1, 0);
    }

    int num_envs() const { return static_cast<int>(envs_.size()); }
    const Traits& traits() const { return traits_; }

    // Starts every env on deal 0 of `seed`.
    void reset(uint64_t seed, const Output& out) {
        seed_ = seed;
        clear_mask(out.mask);
        std::fill(out.rewards, out.rewards + envs_.size() * static_cast<size_t>(traits_.players()), 0.0f);
        for (size_t i = 0; i < envs_.size(); ++i) {
            Env& env = envs_[i];
            env.deals = 0;
            start(i, env);
        }
        write(out);
    }

    // The first env whose action is not one of its legal ids (an env that is
    // to start its next deal takes any action), or -1 when all are.
    int64_t first_illegal(const int32_t* actions) const {
        for (size_t i = 0; i < envs_.size(); ++i)
            if (!envs_[i].done && find(i, actions[i]) < 0) return static_cast<int64_t>(i);
        return -1;
    }

    // Applies actions[i] to env i; first_illegal(actions) must be -1.
    void step(const int32_t* actions, const Output& out) {
        clear_mask(out.mask);
        const size_t players = static_cast<size_t>(traits_.players());
        std::fill(out.rewards, out.rewards + envs_.size() * players, 0.0f);
        for (size_t i = 0; i < envs_.size(); ++i) {
            Env& env = envs_[i];
            if (env.done) {
                ++env.deals;
                start(i, env);
                continue;
            }
            const Decision chosen = decisions_[static_cast<size_t>(offsets_[i] + find(i, actions[i]))];
            env.last_seat = static_cast<int8_t>(env.game.to_move);
            Traits::apply(env.game, env.seen, chosen);
            env.history.push_back(chosen);
            if (Traits::over(env.game)) {
                env.done = true;
                int64_t payoffs[8];
                Traits::payoffs(env.game, payoffs);
                for (size_t p = 0; p < players; ++p) out.rewards[i * players + p] = static_cast<float>(payoffs[p]);
            }
        }
        write(out);
    }

    // The legal ids of the last step, env i's at [offsets()[i], offsets()[i + 1]).
    const int32_t* ids() const { return ids_.data(); }
    const int64_t* offsets() const { return offsets_.data(); }

    // What env.game(i) rebuilds: the seed of env i's current deal and its decisions.
    uint64_t current_seed(int i) const {
        return deal_seed(seed_, first_env_ + static_cast<uint64_t>(i), envs_[static_cast<size_t>(i)].deals);
    }
    const std::vector<Decision>& history(int i) const { return envs_[static_cast<size_t>(i)].history; }
    const Game& game(int i) const { return envs_[static_cast<size_t>(i)].game; }

private:
    struct Env {
        Game game;
        Seen seen;
        uint64_t deals = 0;  // deals finished before the current one
        int8_t last_seat = 0;
        bool done = false;  // the deal ended at the last step: the next step starts another
        std::vector<Decision> history;
    };

    void start(size_t i, Env& env) {
        env.game = traits_.start(deal_seed(seed_, first_env_ + i, env.deals));
        env.seen = Seen{};
        env.done = false;
        env.last_seat = static_cast<int8_t>(env.game.to_move);
        env.history.clear();
    }

    // The index of `id` among env i's legal ids, -1 if absent.
    int64_t find(size_t i, int32_t id) const {
        for (int64_t k = offsets_[i]; k < offsets_[i + 1]; ++k)
            if (ids_[static_cast<size_t>(k)] == id) return k - offsets_[i];
        return -1;
    }

    void clear_mask(bool* mask) const {
        if (!mask) return;
        const size_t actions = static_cast<size_t>(traits_.num_actions());
        for (size_t i = 0; i < envs_.size(); ++i)
            for (int64_t k = offsets_[i]; k < offsets_[i + 1]; ++k)
                mask[i * actions + static_cast<size_t>(ids_[static_cast<size_t>(k)])] = false;
    }

    // Observations, seats, legal ids and the mask of every env.
    void write(const Output& out) {
        const size_t obs_size = static_cast<size_t>(traits_.observation_size());
        const size_t actions = static_cast<size_t>(traits_.num_actions());
        size_t used = 0;
        for (size_t i = 0; i < envs_.size(); ++i) {
            Env& env = envs_[i];
            out.terminated[i] = env.done;
            const int seat = env.done ? env.last_seat : env.game.to_move;
            out.seats[i] = static_cast<int8_t>(seat);
            Traits::encode(env.game, env.seen, seat, out.observations + i * obs_size);
            offsets_[i] = static_cast<int64_t>(used);
            if (env.done) continue;
            if (ids_.size() < used + Traits::kMaxChoices) {
                const size_t grown = std::max(2 * ids_.size(), used + Traits::kMaxChoices);
                ids_.resize(grown);
                decisions_.resize(grown);
            }
            const int n = traits_.choices(env.game, decisions_.data() + used, ids_.data() + used);
            if (out.mask)
                for (int k = 0; k < n; ++k) out.mask[i * actions + static_cast<size_t>(ids_[used + k])] = true;
            used += static_cast<size_t>(n);
        }
        offsets_[envs_.size()] = static_cast<int64_t>(used);
    }

    Traits traits_;
    uint64_t seed_ = 0;
    uint64_t first_env_ = 0;
    std::vector<Env> envs_;
    std::vector<int32_t> ids_;
    std::vector<Decision> decisions_;
    std::vector<int64_t> offsets_;
};

}  // namespace paigen
