// What BasicVectorEnv (vector_env.h) keeps and writes: the state of one env
// between steps, the envs one thread steps, and where a step writes, the mask
// in both of its forms.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

#include "paigen/rng.h"

namespace paigen {

inline constexpr int kMaxSeats = 4;         // the most players of any game
inline constexpr int kMaxActionId = 32767;  // the history keeps ids in 2 bytes

// The seed of deal k of env `env` of a vector env seeded `seed`.
inline uint64_t deal_seed(uint64_t seed, uint64_t env, uint64_t k) { return Rng::stream(Rng::stream(seed, env), k); }

// Where a step writes, for every env: the observation of the seat to decide
// (num_envs x observation_size), that seat (once a deal is over: the seat that
// decided last, in one-seat mode the seat), the rewards (num_envs x players:
// every seat's payoff at the step a deal ends, else 0), whether the deal
// ended, and the mask (num_envs x num_actions, nullptr: none), or the same
// mask packed 8 ids a byte (num_envs x mask_bytes, id k at bit k % 8 of byte
// k / 8: numpy.packbits' bitorder='little'). A mask buffer must hold the
// previous step's mask, or zeros: only the changed ids are written.
// observations nullptr: no encoding at all (the envs of a search or a playout
// that read only ids).
struct StepOutput {
    int8_t* observations = nullptr;
    int8_t* seats = nullptr;
    float* rewards = nullptr;
    bool* terminated = nullptr;
    bool* mask = nullptr;
    uint8_t* mask_bits = nullptr;

    // Sets (on) or clears the mask entries of env i's legal ids[0, n), in
    // whichever forms are asked for. Clearing a packed id clears its whole
    // byte: every id in it is being cleared.
    void mark(size_t i, const int32_t* ids, int64_t n, size_t actions, size_t bytes, bool on) const {
        if (mask)
            for (int64_t k = 0; k < n; ++k) mask[i * actions + static_cast<size_t>(ids[k])] = on;
        if (mask_bits)
            for (int64_t k = 0; k < n; ++k) {
                const auto id = static_cast<size_t>(ids[k]);
                uint8_t& byte = mask_bits[i * bytes + id / 8];
                byte = on ? static_cast<uint8_t>(byte | (1u << (id % 8))) : uint8_t{0};
            }
    }
};

// The generators the built-in agents of one env draw from, one per seat,
// seeded at every deal from its seed (or as reset_deals() says). Kept apart
// from EnvState, and only once an agent draws: most envs never hold one.
struct AgentRngs {
    Rng seat[kMaxSeats];

    void seed_deal(uint64_t deal_seed) {
        for (int q = 0; q < kMaxSeats; ++q) seat[q] = Rng(Rng::stream(deal_seed, 1 + static_cast<uint64_t>(q)));
    }
};

// One env between steps.
template <typename Game, typename Seen>
struct EnvState {
    Game game;
    uint64_t deals = 0;      // deals finished before the current one
    uint64_t deal_seed = 0;  // the current deal's
    uint64_t skipped = 0;    // deals over before the seat's first decision (one-seat mode)
    uint32_t part = 0;
    int8_t last_seat = 0;
    bool done = false;             // the deal is over: the next step starts another, unless fixed
    bool fixed = false;            // a deal of reset_deals(): played once
    bool over = false;             // a fixed deal over since an earlier step: nothing more to report
    bool fresh = true;             // one-seat mode: the seat has not decided yet in this deal
    bool reported = true;          // false: a fixed deal over before the seat decided, not reported yet
    std::vector<int16_t> history;  // the action ids of the deal's decisions (every id fits: kMaxActionId)
    // Last: only the observations read it, and a step without them reads the
    // game and the fields above, one run of memory.
    Seen seen;
};

// A thread's room for the legal ids of one game at a time, and for its
// decisions when they are needed (each made on first use: kMaxChoices of
// them): an opponent's in one-seat mode, or an agent's.
template <typename Decision>
struct ChoiceScratch {
    std::vector<int32_t> ids;
    std::vector<Decision> decisions;

    void make(size_t n) {
        if (ids.empty()) ids.resize(n);
        if (decisions.empty()) decisions.resize(n);
    }
};

// A part's legal ids: a buffer that grows without initialising what it adds,
// so that the room kept for a position's most ids costs no memory until it is
// written (the pages of a large block are mapped on first use).
class IdBuffer {
public:
    int32_t* data() { return data_.get(); }
    const int32_t* data() const { return data_.get(); }
    int32_t& operator[](size_t k) { return data_[k]; }
    int32_t operator[](size_t k) const { return data_[k]; }
    size_t size() const { return size_; }

    // Grows to `n` ids, keeping the first `kept`.
    void grow(size_t n, size_t kept) {
        std::unique_ptr<int32_t[]> grown(new int32_t[n]);  // default-initialised: not written
        std::copy(data_.get(), data_.get() + kept, grown.get());
        data_ = std::move(grown);
        size_ = n;
    }

private:
    std::unique_ptr<int32_t[]> data_;
    size_t size_ = 0;
};

// Consecutive envs [lo, hi), stepped together by one thread, with their legal
// ids (env i's at [offsets[i - lo], offsets[i - lo + 1])) and, where the
// traits keep them (kKeepsDecisions), their decisions at the same places.
template <typename Decision>
struct EnvPart {
    size_t lo = 0, hi = 0;
    IdBuffer ids;
    std::vector<Decision> decisions;
    std::vector<int64_t> offsets;
    std::vector<int32_t> chosen;  // by env: the index of its action among its legal ids (first_illegal())

    // Zeros the rewards and clears the last step's mask entries of the part's
    // envs (`players` rewards, `actions` ids and `bytes` packed bytes an env).
    void clear(const StepOutput& out, size_t players, size_t actions, size_t bytes) const {
        std::fill(out.rewards + lo * players, out.rewards + hi * players, 0.0f);
        if (!out.mask && !out.mask_bits) return;
        for (size_t i = lo; i < hi; ++i)
            out.mark(i, ids.data() + offsets[i - lo], offsets[i - lo + 1] - offsets[i - lo], actions, bytes, false);
    }

    // The legal ids of `game` (and its decisions, if the traits keep them)
    // into the buffers from `used` on, written in place: the buffers keep
    // room for kMaxChoices past `used`, grown as needed; their number.
    template <typename Traits, typename Game>
    int write_choices(const Traits& traits, const Game& game, size_t used) {
        constexpr bool keep = Traits::kKeepsDecisions;
        const size_t room = used + static_cast<size_t>(Traits::kMaxChoices);
        if (ids.size() < room) {
            // By a quarter: a doubling would keep up to twice the ids of the largest step for good.
            ids.grow(std::max(ids.size() + ids.size() / 4, room), used);
            if constexpr (keep) decisions.resize(ids.size());
        }
        if constexpr (keep)
            return traits.choices(game, decisions.data() + used, ids.data() + used);
        else
            return traits.choice_ids(game, ids.data() + used);
    }

    // The index of `id` among env i's legal ids, -1 if absent.
    int64_t index_of(size_t i, int32_t id) const {
        const int32_t* const first = ids.data() + offsets[i - lo];
        const int64_t n = offsets[i - lo + 1] - offsets[i - lo];
        int64_t k = 0;
        // Four ids a test: fewer of the branches that, left at a random id, are mispredicted.
        for (; k + 4 <= n; k += 4)
            if ((first[k] == id) | (first[k + 1] == id) | (first[k + 2] == id) | (first[k + 3] == id)) break;
        for (; k < n; ++k)
            if (first[k] == id) return k;
        return -1;
    }
};

// The decisions of the deal Traits::start(seed) whose action ids were `ids`,
// found again (an env keeps 2 bytes a decision rather than a whole Decision:
// memory per env is what bounds how many a machine steps).
template <typename Traits>
std::vector<typename Traits::Decision> replay_ids(const Traits& traits, uint64_t seed,
                                                  const std::vector<int16_t>& ids) {
    using Decision = typename Traits::Decision;
    typename Traits::Game game = traits.start(seed);
    typename Traits::Seen seen{};
    std::vector<Decision> decisions(Traits::kMaxChoices), out;
    std::vector<int32_t> legal(Traits::kMaxChoices);
    for (const int16_t id : ids) {
        const int n = traits.choices(game, decisions.data(), legal.data());
        const auto k = static_cast<size_t>(std::find(legal.data(), legal.data() + n, id) - legal.data());
        out.push_back(decisions[k]);
        Traits::apply(game, seen, decisions[k]);
    }
    return out;
}

}  // namespace paigen
