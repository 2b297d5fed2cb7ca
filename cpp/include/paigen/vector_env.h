// Many deals stepped together, for both games: the core of paigen.envs'
// vectorised environments. One step applies one action id per env and writes,
// for the seat to decide in every env, its observation, its legal action ids
// (one flat array with offsets) and optionally a mask, with Gymnasium's
// next-step autoreset: an env whose deal ended at the previous step ignores
// its action and starts its next deal.
//
// Env i of a vector env seeded `seed` plays the deals
// Traits::start(deal_seed(seed, first_env + i, k)), k = 0, 1, ...: the same
// games whatever num_envs a run is split into.
//
// One-seat mode (one_seat()): step() takes the decisions of one seat only, as
// a single learner expects. The other seats' decisions are made inside step()
// by a built-in agent, or, without one, by the caller in later steps that hold
// the other envs (an opponent in Python). A deal over before the seat's first
// decision is skipped: the env deals its next one (skipped_deals()). The envs
// are cut into parts stepped by threads (env_parts.h). Nothing allocates per
// step once the buffers have grown to the largest step and the longest deal
// seen. The state kept and the output written are in vector_env_state.h.
//
// Traits (vector_env.h of each game):
//   using Game, Seen, Decision;
//   Game start(uint64_t seed) const;
//   int players() const; int observation_size() const; int num_actions() const;
//   static constexpr int kMaxChoices;
//   // The legal decisions of game's player to move into out[], their ids into ids[].
//   int choices(const Game&, Decision* out, int32_t* ids) const;
//   // Whether a step keeps every env's decisions (true), or makes again the
//   // one chosen (false), which needs the two below.
//   static constexpr bool kKeepsDecisions;
//   // The same ids alone, and decision k of those choices, whose id is `id`.
//   int choice_ids(const Game&, int32_t* ids) const;
//   Decision decision(const Game&, int k, int32_t id) const;
//   static void apply(Game&, Seen&, const Decision&);  // apply_seen
//   static void apply_unseen(Game&, const Decision&);  // the same, no Seen kept
//   static void encode(const Game&, const Seen&, int seat, int8_t* out);
//   static bool over(const Game&); static void payoffs(const Game&, int64_t*);
//   // choose() of the game's agents.h; deal() gives the deal's decisions so
//   // far, for an agent that reads them.
//   template <typename Agent, typename Deal>
//   static int choose(Agent, const Game&, const Decision*, int n, Rng&, Deal deal);
#pragma once

#include <algorithm>
#include <cassert>
#include <cstdint>
#include <cstring>
#include <type_traits>
#include <vector>

#include "paigen/env_parts.h"
#include "paigen/rng.h"
#include "paigen/stop.h"
#include "paigen/vector_env_state.h"

namespace paigen {

template <typename Traits>
class BasicVectorEnv {
public:
    using Game = typename Traits::Game;
    using Seen = typename Traits::Seen;
    using Decision = typename Traits::Decision;

    using Output = StepOutput;

    // The envs are stepped at once by `threads` threads, each taking a run
    // of consecutive parts (at least one).
    BasicVectorEnv(const Traits& traits, int num_envs, uint64_t first_env, int threads = 1)
        : traits_(traits), first_env_(first_env), envs_(static_cast<size_t>(num_envs)), parts_(num_envs, threads) {
        for (size_t p = 0; p < parts_.size(); ++p)
            for (size_t i = parts_[p].lo; i < parts_[p].hi; ++i) envs_[i].part = static_cast<uint32_t>(p);
        assert(traits_.num_actions() - 1 <= kMaxActionId);
    }

    int num_envs() const { return static_cast<int>(envs_.size()); }
    int threads() const { return parts_.threads(); }
    const Traits& traits() const { return traits_; }
    size_t mask_bytes() const { return (static_cast<size_t>(traits_.num_actions()) + 7) / 8; }

    // One-seat mode for `seat`, the other seats played by the built-in `opponent`
    // (choose() of the game's agents.h, drawing from that seat's generator, as
    // agent_actions() does). Before reset().
    template <typename Agent>
    void one_seat(int seat, Agent opponent) {
        seat_ = seat;
        draw_agents();
        static_assert(sizeof(Agent) <= sizeof(opponent_code_) && std::is_trivially_copyable_v<Agent>);
        std::memcpy(&opponent_code_, &opponent, sizeof(Agent));  // the kind and every parameter
        opponent_ = [](uint64_t code, const Traits& traits, const Env& env, const Decision* choices, int n, Rng& rng) {
            Agent agent;
            std::memcpy(static_cast<void*>(&agent), &code, sizeof(Agent));  // trivially copyable (above)
            return Traits::choose(agent, env.game, choices, n, rng, deal_of(traits, env));
        };
    }
    // One-seat mode for `seat`, the other seats' decisions given by the caller:
    // step() stops at them (the env's seat to decide is then another seat).
    void one_seat(int seat) {
        seat_ = seat;
        opponent_ = nullptr;
    }
    int seat() const { return seat_; }  // -1: every seat decides through step()

    // No observations (every Output's observations nullptr): the envs keep
    // no Seen, which only the encoding reads. Before reset().
    void skip_observations() { observes_ = false; }

    // Deals over before the seat's first decision, dealt again (one-seat mode).
    uint64_t skipped_deals() const {
        if (seat_ < 0) return 0;  // only one-seat mode skips deals
        uint64_t n = 0;
        for (const Env& env : envs_) n += env.skipped;
        return n;
    }

    // Starts every env on deal 0 of `seed`. reset(), reset_deals() and step()
    // ask `stop` between parts (EnvParts::run()) and return false when it
    // stopped them: the envs are then part done and must be reset before they
    // are stepped again.
    bool reset(uint64_t seed, const Output& out, const StopCheck& stop = {}) {
        seed_ = seed;
        return parts_.run(stop, [&](Part& part, Scratch& scratch) {
            clear(part, out);
            for (size_t i = part.lo; i < part.hi; ++i) {
                envs_[i].deals = 0;
                envs_[i].skipped = 0;
                envs_[i].fixed = false;
                start(i, envs_[i]);
                advance(scratch, i, envs_[i], out);
            }
            write(part, out, nullptr);
        });
    }

    // Starts env i on the deal Traits::start(deal_seeds[i]), played once: when
    // it ends, the env stays over (no legal ids, reward 0) until the next reset.
    // With agent_seeds (num_envs x players), the agent at seat p of env i
    // draws from Rng(agent_seeds[i * players + p]) (agent_actions()), as
    // play_agents() seats draw: the same games as there.
    bool reset_deals(const uint64_t* deal_seeds, const uint64_t* agent_seeds, const Output& out,
                     const StopCheck& stop = {}) {
        const size_t players = static_cast<size_t>(traits_.players());
        if (agent_seeds) draw_agents();
        return parts_.run(stop, [&](Part& part, Scratch& scratch) {
            clear(part, out);
            for (size_t i = part.lo; i < part.hi; ++i) {
                Env& env = envs_[i];
                env.fixed = true;
                env.deal_seed = deal_seeds[i];
                start(i, env);
                if (agent_seeds)
                    for (size_t q = 0; q < players; ++q) agent_rngs_[i].seat[q] = Rng(agent_seeds[i * players + q]);
                advance(scratch, i, env, out);
            }
            write(part, out, nullptr);
        });
    }

    // The first env whose action is not one of its legal ids (an env that is
    // to start its next deal, or whose fixed deal is over, takes any action;
    // a held env takes none), or -1 when all are. Keeps where each action is
    // among its env's ids, so that step() looks none up again. Reads the
    // parts alone (no env's state): an env has no legal ids exactly when its
    // deal is done.
    int64_t first_illegal(const int32_t* actions, const bool* hold = nullptr) {
        for (Part& part : parts_)
            for (size_t i = part.lo; i < part.hi; ++i) {
                if ((hold && hold[i]) || part.offsets[i - part.lo] == part.offsets[i - part.lo + 1]) continue;
                const int64_t k = part.index_of(i, actions[i]);
                if (k < 0) return static_cast<int64_t>(i);
                part.chosen[i - part.lo] = static_cast<int32_t>(k);
            }
        return -1;
    }

    // Applies the actions to the envs, except where hold[i] (hold may be
    // nullptr): a held env stays as it is and reports no reward and no end.
    // first_illegal(actions, hold), just before, must be -1 (it found where
    // each action is: actions is not read again).
    bool step([[maybe_unused]] const int32_t* actions, const Output& out, const bool* hold = nullptr,
              const StopCheck& stop = {}) {
        return parts_.run(stop, [&](Part& part, Scratch& scratch) {
            clear(part, out);
            for (size_t i = part.lo; i < part.hi; ++i) {
                Env& env = envs_[i];
                if (hold && hold[i]) continue;
                if (env.done && !env.reported) {  // a fixed deal over before the seat decided: reported now
                    env.reported = true;
                    report(i, env, out);
                    continue;
                }
                if (env.done) {
                    env.over = env.fixed;  // a fixed deal stays over; others start their next deal
                    if (!env.fixed) {
                        ++env.deals;
                        start(i, env);
                        advance(scratch, i, env, out);
                    }
                    continue;
                }
                const int32_t chosen = part.chosen[i - part.lo];
                const auto k = static_cast<size_t>(part.offsets[i - part.lo] + chosen);
                if constexpr (Traits::kKeepsDecisions)
                    decide(env, part.decisions[k], part.ids[k]);
                else
                    decide(env, traits_.decision(env.game, chosen, part.ids[k]), part.ids[k]);
                advance(scratch, i, env, out);
            }
            write(part, out, hold);
        });
    }

    // The legal ids of the last step: how many, and all of them in env order
    // into ids[], with env i's at [offsets[i], offsets[i + 1]).
    size_t total_ids() const { return parts_.total_ids(); }
    void copy_ids(int32_t* ids, int64_t* offsets) const { parts_.copy_ids(ids, offsets); }

    // f(env index, game, decisions, n, row) for every env with legal
    // decisions after the last step: they are rows [row, row + n) of the legal
    // ids copy_ids() writes, in the same order.
    template <typename F>
    void for_each_choices(F f) const {
        Scratch scratch;
        int64_t at = 0;
        for (const Part& part : parts_) {
            for (size_t i = part.lo; i < part.hi; ++i) {
                const int64_t first = part.offsets[i - part.lo];
                const int n = static_cast<int>(part.offsets[i - part.lo + 1] - first);
                if (n > 0) f(i, envs_[i].game, decisions_of(i, scratch), n, at + first);
            }
            at += part.offsets.back();
        }
    }

    // The id `agent` chooses for the player to move of every env (0 for a
    // deal that just ended), by choose() of the game's agents.h; the agent at
    // a seat draws from that seat's generator of the env, seeded at every
    // deal (from the deal's seed, or as reset_deals() says). The envs are
    // shared out a few at a time (a search agent's decision takes
    // milliseconds, a random one's nanoseconds), `stop` asked between them:
    // false when it stopped, the envs as they were but some agents' draws spent.
    // With `only` (one per env), the envs it does not mark get 0 and spend no draws.
    template <typename Agent>
    bool agent_actions(Agent agent, int32_t* out, const StopCheck& stop = {}, const bool* only = nullptr) {
        draw_agents();
        return parts_.workers().run_chunks(envs_.size(), kAgentChunk, stop, [&](size_t i) {
            Env& env = envs_[i];
            const Part& part = parts_[env.part];
            const int64_t first = part.offsets[i - part.lo];
            const int n = static_cast<int>(part.offsets[i - part.lo + 1] - first);
            thread_local Scratch scratch;  // run_chunks() names no thread: the thread's own
            if (env.done || (only && !only[i])) {
                out[i] = 0;
                return;
            }
            const int k = Traits::choose(agent, env.game, decisions_of(i, scratch), n,
                                         agent_rngs_[i].seat[env.game.to_move], deal_of(traits_, env));
            out[i] = part.ids[static_cast<size_t>(first + k)];
        });
    }

    // What env.game(i) rebuilds: the seed of env i's current deal and its
    // decisions (replay_ids() of the ids the env keeps).
    uint64_t current_seed(int i) const { return envs_[static_cast<size_t>(i)].deal_seed; }
    std::vector<Decision> history(int i) const {
        const Env& env = envs_[static_cast<size_t>(i)];
        return replay_ids(traits_, env.deal_seed, env.history);
    }

private:
    static constexpr size_t kAgentChunk = 16;  // envs a thread takes at once in agent_actions()

    using Env = EnvState<Game, Seen>;
    using Part = typename EnvParts<Decision>::Part;
    using Scratch = typename EnvParts<Decision>::Scratch;

    // A built-in opponent of one-seat mode: choose() of the game's agents.h for the Agent whose bytes are `code`.
    using Opponent = int (*)(uint64_t code, const Traits& traits, const Env& env, const Decision* choices, int n,
                             Rng& rng);

    // What Traits::choose() calls for the decisions of env's deal so far.
    static auto deal_of(const Traits& traits, const Env& env) {
        return [&traits, &env] { return replay_ids(traits, env.deal_seed, env.history); };
    }

    void start(size_t i, Env& env) {
        if (!env.fixed) env.deal_seed = deal_seed(seed_, first_env_ + i, env.deals);
        const uint64_t seed = env.deal_seed;
        env.game = traits_.start(seed);
        if (observes_) env.seen = Seen{};
        if (!agent_rngs_.empty()) agent_rngs_[i].seed_deal(seed);
        env.done = env.over = false;
        env.fresh = env.reported = true;
        env.last_seat = static_cast<int8_t>(env.game.to_move);
        env.history.clear();
    }

    void decide(Env& env, const Decision& chosen, int32_t id) {
        env.last_seat = static_cast<int8_t>(env.game.to_move);
        if (observes_)
            Traits::apply(env.game, env.seen, chosen);
        else
            Traits::apply_unseen(env.game, chosen);
        env.history.push_back(static_cast<int16_t>(id));
    }

    // Every seat's payoff of env i's finished deal into its rewards.
    void report(size_t i, const Env& env, const Output& out) const {
        const size_t players = static_cast<size_t>(traits_.players());
        int64_t payoffs[kMaxSeats];
        Traits::payoffs(env.game, payoffs);
        for (size_t q = 0; q < players; ++q) out.rewards[i * players + q] = static_cast<float>(payoffs[q]);
    }

    // Env i's legal decisions of the last step (it has some): its part's
    // where the traits keep them, else made again into `scratch`.
    const Decision* decisions_of(size_t i, Scratch& scratch) const {
        const Part& part = parts_[envs_[i].part];
        if constexpr (Traits::kKeepsDecisions) {
            return part.decisions.data() + part.offsets[i - part.lo];
        } else {
            scratch.make(Traits::kMaxChoices);
            traits_.choices(envs_[i].game, scratch.decisions.data(), scratch.ids.data());
            return scratch.decisions.data();
        }
    }

    // After a decision or a new deal: marks the deal done (with its rewards)
    // when it is over. In one-seat mode, first plays the built-in opponent
    // until the seat is to decide (or an opponent in the caller's hands is),
    // and deals again a deal over before the seat's first decision.
    void advance(Scratch& scratch, size_t i, Env& env, const Output& out) {
        while (seat_ >= 0 && !Traits::over(env.game) && env.game.to_move != seat_ && opponent_) {
            scratch.make(Traits::kMaxChoices);
            const int n = traits_.choices(env.game, scratch.decisions.data(), scratch.ids.data());
            const int k = opponent_(opponent_code_, traits_, env, scratch.decisions.data(), n,
                                    agent_rngs_[i].seat[env.game.to_move]);
            decide(env, scratch.decisions[static_cast<size_t>(k)], scratch.ids[static_cast<size_t>(k)]);
            if (Traits::over(env.game) && env.fresh && !env.fixed) {
                ++env.skipped;
                ++env.deals;
                start(i, env);
            }
        }
        if (seat_ >= 0 && env.game.to_move == seat_ && !Traits::over(env.game)) env.fresh = false;
        if (!Traits::over(env.game)) return;
        if (seat_ >= 0 && env.fresh && !env.fixed) {  // over at the hands of an opponent in Python
            ++env.skipped;
            ++env.deals;
            start(i, env);
            advance(scratch, i, env, out);
            return;
        }
        env.done = true;
        // A fixed deal over before the seat's first decision (at its reset, or
        // in the steps of opponents in the caller's hands that follow): the
        // seat's next step reports it.
        env.reported = !(seat_ >= 0 && env.fresh);
        if (env.reported) report(i, env, out);
    }

    // Gives every env its agents' generators, on the first draw: seeded from
    // the current deal, as start() seeds them, since no agent has drawn yet.
    void draw_agents() {
        if (!agent_rngs_.empty()) return;
        agent_rngs_.resize(envs_.size());
        for (size_t i = 0; i < envs_.size(); ++i) agent_rngs_[i].seed_deal(envs_[i].deal_seed);
    }

    // Zero rewards and the last step's mask entries of the part's envs.
    void clear(const Part& part, const Output& out) const {
        part.clear(out, static_cast<size_t>(traits_.players()), static_cast<size_t>(traits_.num_actions()),
                   mask_bytes());
    }

    // Observations, seats, legal ids and the mask of the part's envs (held
    // envs report no end).
    void write(Part& part, const Output& out, const bool* hold) {
        assert(observes_ || !out.observations);
        const size_t obs_size = static_cast<size_t>(traits_.observation_size());
        const size_t actions = static_cast<size_t>(traits_.num_actions());
        // Read once: a store through an int8_t* might change any of them, for the compiler.
        int8_t* const observations = out.observations;
        int8_t* const seats = out.seats;
        bool* const terminated = out.terminated;
        int64_t* const offsets = part.offsets.data();
        const bool masks = out.mask || out.mask_bits;
        const int one_seat = seat_;
        size_t used = 0;
        for (size_t i = part.lo; i < part.hi; ++i) {
            const Env& env = envs_[i];
            terminated[i] = env.done && !env.over && env.reported && !(hold && hold[i]);
            const int seat = env.done ? (one_seat >= 0 ? one_seat : env.last_seat) : env.game.to_move;
            seats[i] = static_cast<int8_t>(seat);
            if (observations) Traits::encode(env.game, env.seen, seat, observations + i * obs_size);
            offsets[i - part.lo] = static_cast<int64_t>(used);
            if (env.done) continue;
            const int n = part.write_choices(traits_, env.game, used);
            assert(n > 0);  // first_illegal() takes an env without ids for one whose deal is done
            if (masks) out.mark(i, part.ids.data() + used, n, actions, mask_bytes(), true);
            used += static_cast<size_t>(n);
        }
        offsets[part.hi - part.lo] = static_cast<int64_t>(used);
    }

    Traits traits_;
    int seat_ = -1;         // one-seat mode: the seat whose decisions step() takes
    bool observes_ = true;  // false: no Seen kept (skip_observations())
    Opponent opponent_ = nullptr;
    uint64_t opponent_code_ = 0;  // the opponent Agent's bytes
    uint64_t seed_ = 0;
    uint64_t first_env_ = 0;
    std::vector<Env> envs_;
    std::vector<AgentRngs> agent_rngs_;  // by env, once an agent draws (draw_agents()); empty before
    EnvParts<Decision> parts_;
};

}  // namespace paigen
