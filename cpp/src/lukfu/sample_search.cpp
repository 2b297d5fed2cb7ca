// Rejection and the complete search over deals of the hidden cards
// (sample_methods.h).
#include <algorithm>
#include <unordered_set>
#include <vector>

#include "paigen/bits.h"
#include "sample_methods.h"

namespace paigen::lukfu::sampling {

namespace {

// Whether a seat's slots pass every check, level by level.
bool consistent(const Problem& problem, const Player& player, const Subset* slots) {
    Subset held = 0;
    for (int level = 0; level < player.slots; ++level) {
        held |= slots[level];
        if (!player.allows(level, problem.expand(held))) return false;
    }
    return true;
}

constexpr uint64_t kPollEvery = 1024;  // tries or search nodes between polls (well under a millisecond)

// The search: the slots of both seats filled backwards in time (the hands
// now first, then each discard from the latest), each seat's checks of a
// level tested as soon as its slots up to that level are filled, and the
// checks of the levels above as far as they can fail already. A state
// (step, cards each seat holds so far) that led nowhere is remembered, so no
// state is searched twice and the search ends.
class Search {
public:
    Search(const Problem& problem, Rng& rng, const StopCheck& stop) : problem_(problem), rng_(rng), stop_(stop) {
        for (int q = 0; q < 2; ++q) steps_.push_back(Step{q, 0, ~size_t{0}});
        for (int q = 0; q < 2; ++q)
            for (int level = 1; level < problem.players[q].slots; ++level)
                steps_.push_back(Step{q, level, problem.players[q].discard_at[level]});
        std::stable_sort(steps_.begin() + 2, steps_.end(), [](const Step& a, const Step& b) { return a.at > b.at; });
    }

    Drawn run(Slots& slots) {
        Subset held[2] = {0, 0};
        if (descend(0, held, slots)) return Drawn::Found;
        return stopped_ ? Drawn::Stopped : Drawn::GaveUp;  // GaveUp: no consistent deal, never for a real record
    }

private:
    struct Step {
        int seat;  // index in problem.players
        int level;
        size_t at;  // the discard's place in the history (the hands now: last of all)
    };

    bool descend(size_t step, Subset* held, Slots& slots) {
        if (step == steps_.size()) return true;
        if (++nodes_ % kPollEvery == 0 && stop_.requested()) stopped_ = true;
        if (stopped_) return false;
        const uint64_t key = uint64_t{step} << 48 | uint64_t{held[0]} << 24 | held[1];
        if (dead_.count(key)) return false;
        const Step& s = steps_[step];
        const Player& player = problem_.players[s.seat];
        const Subset pool = problem_.all() & ~(held[0] | held[1]) & ~player.forbidden[s.level];
        // The pool's cards in a random order; the subsets of the slot's size
        // in lexicographic order of those positions.
        int at[kMaxHidden];
        int n = 0;
        for (Subset m = pool; m; m &= m - 1) at[n++] = lsb(m);
        rng_.shuffle(at, n);
        const int k = player.sizes[s.level];
        int pick[kMaxHidden];
        for (int i = 0; i < k; ++i) pick[i] = i;
        while (k <= n) {
            Subset d = 0;
            for (int i = 0; i < k; ++i) d |= Subset{1} << at[pick[i]];
            held[s.seat] |= d;
            const CardSet cards = problem_.expand(held[s.seat]);
            if (player.may_hold(s.level, cards) && player.allows(s.level, cards) && descend(step + 1, held, slots)) {
                slots[s.seat][s.level] = d;
                return true;
            }
            held[s.seat] &= ~d;
            if (stopped_) return false;
            int i = k - 1;
            while (i >= 0 && pick[i] == n - k + i) --i;
            if (i < 0) break;
            ++pick[i];
            for (int j = i + 1; j < k; ++j) pick[j] = pick[j - 1] + 1;
        }
        if (dead_.size() < kMaxDead) dead_.insert(key);
        return false;
    }

    static constexpr size_t kMaxDead = size_t{1} << 20;  // remembered dead ends (some 50 MB at most)

    const Problem& problem_;
    Rng& rng_;
    const StopCheck& stop_;
    std::vector<Step> steps_;
    std::unordered_set<uint64_t> dead_;
    uint64_t nodes_ = 0;
    bool stopped_ = false;
};

}  // namespace

Drawn draw_by_rejection(const Problem& problem, Rng& rng, uint64_t tries, const StopCheck& stop, Slots& slots) {
    for (uint64_t t = 0; t < tries; ++t) {
        if (t % kPollEvery == kPollEvery - 1 && stop.requested()) return Drawn::Stopped;
        deal_all_uniformly(problem, rng, slots);
        if (consistent(problem, problem.players[0], slots[0]) && consistent(problem, problem.players[1], slots[1]))
            return Drawn::Found;
    }
    return Drawn::GaveUp;
}

Drawn search(const Problem& problem, Rng& rng, const StopCheck& stop, Slots& slots) {
    return Search(problem, rng, stop).run(slots);
}

}  // namespace paigen::lukfu::sampling
