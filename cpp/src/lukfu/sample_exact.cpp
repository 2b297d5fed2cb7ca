// Exact counting of the deals of the hidden cards consistent with what the
// observer saw, and a uniform draw among them (sample_methods.h).
//
// For one other seat, with slots 0 (its hand now), 1 (its latest discard),
// ..., and level L holding slots 0..L: count_L(Y) is the number of ways to
// fill slots 0..L with exactly the cards Y such that every check of levels
// 0..L passes. Then
//
//   count_L(Y) = [the checks of level L pass with Y] * sum over D in Y, |D| = size of slot L,
//                of count_{L-1}(Y - D),
//
// and below the first level with checks every filling counts (a multinomial).
// The seats' checks read their own cards only (sample_problem.h), so the
// consistent deals number sum over S of count_A(S) * count_B(hidden - S), S the
// cards of all of seat A's slots. A deal is drawn top down: S with weight
// count_A(S) * count_B(rest), then each seat's slots back from its earliest
// discard with weight count_{L-1}(Y - D). Every draw is an exact integer
// choice (uniform.h), so each consistent deal has probability exactly 1/total.
//
// Seat A's counts are built bottom up, over every set it may hold (its final
// sets are what the sum runs over); seat B's top down from the sets it must
// then hold, on demand. A set that fails a check of its level or, so far, one
// of the levels above (Player::may_hold) counts 0: no consistent deal passes
// through it, so no draw's weight changes.
#include <algorithm>
#include <vector>

#include "paigen/bits.h"
#include "paigen/uniform.h"
#include "sample_methods.h"
#include "subset_table.h"

namespace paigen::lukfu::sampling {

namespace {

uint64_t choose(int n, int k) {
    if (k < 0 || k > n) return 0;
    uint64_t c = 1;
    for (int i = 1; i <= k; ++i) c = c * static_cast<uint64_t>(n - k + i) / static_cast<uint64_t>(i);
    return c;
}

// The fillings of slots 0..level with given cards: a multinomial, at most 12!.
uint32_t fillings(const Player& player, int level) {
    uint64_t ways = 1;
    int held = 0;
    for (int j = 0; j <= level; ++j) {
        held += player.sizes[j];
        ways *= choose(held, player.sizes[j]);
    }
    return static_cast<uint32_t>(ways);
}

// f(subset) for each subset of `mask` with `k` cards, until f returns false
// (then false).
template <typename F>
bool for_each_subset(Subset mask, int k, F&& f) {
    int at[kMaxHidden];
    int n = 0;
    for (Subset m = mask; m; m &= m - 1) at[n++] = lsb(m);
    if (k > n) return true;
    int pick[kMaxHidden];
    for (int i = 0; i < k; ++i) pick[i] = i;
    for (;;) {
        Subset s = 0;
        for (int i = 0; i < k; ++i) s |= Subset{1} << at[pick[i]];
        if (!f(s)) return false;
        int i = k - 1;
        while (i >= 0 && pick[i] == n - k + i) --i;
        if (i < 0) return true;
        ++pick[i];
        for (int j = i + 1; j < k; ++j) pick[j] = pick[j - 1] + 1;
    }
}

// The work and memory exact counting may spend; polls the StopCheck.
class Budget {
public:
    Budget(uint64_t max_entries, uint64_t max_work, const StopCheck& stop)
        : max_entries_(max_entries), max_work_(max_work), stop_(stop) {}

    // One step of work; false once over budget or stopped.
    bool tick() {
        if (outcome_ != Drawn::Found) return false;
        if (++work_ > max_work_) outcome_ = Drawn::GaveUp;
        if (work_ % kPollEvery == 0 && stop_.requested()) outcome_ = Drawn::Stopped;
        return outcome_ == Drawn::Found;
    }
    // One more table entry; false once over budget.
    bool entry() {
        if (++entries_ > max_entries_ && outcome_ == Drawn::Found) outcome_ = Drawn::GaveUp;
        return outcome_ == Drawn::Found;
    }
    Drawn outcome() const { return outcome_; }
    // No limit from now on (the draw after a count reads what the count found).
    void lift() { max_entries_ = max_work_ = ~uint64_t{0}; }

private:
    static constexpr uint64_t kPollEvery = 1 << 12;  // steps between polls (well under a millisecond)
    uint64_t max_entries_, max_work_;
    const StopCheck& stop_;
    uint64_t work_ = 0, entries_ = 0;
    Drawn outcome_ = Drawn::Found;
};

// One seat's count_L(Y) for the levels from its first with checks: tables[L
// - first] maps Y to count + 1. Filled bottom up (fill()), a set missing from
// the tables counts 0; otherwise count() works top down, on demand, and
// remembers what it found.
class Seat {
public:
    Seat(const Problem& problem, const Player& player, Budget& budget)
        : problem_(problem), player_(player), budget_(budget), first_(player.first_checked()) {
        if (!unconstrained()) tables_.resize(static_cast<size_t>(player.slots - first_));
    }

    bool unconstrained() const { return first_ == player_.slots; }
    int top() const { return player_.slots - 1; }

    // Every set the seat may hold at each level, bottom up; false if over budget.
    bool fill() {
        const uint32_t ways = fillings(player_, first_);
        SubsetTable& base = table(first_);
        const bool grown = grow(problem_.all() & ~player_.forbidden[first_], 0, player_.held(first_), [&](Subset y) {
            if (!player_.allows(first_, problem_.expand(y))) return true;
            base.add(y, ways + 1);
            return budget_.entry();
        });
        if (!grown) return false;
        for (int level = first_ + 1; level < player_.slots; ++level) {
            const Subset allowed = problem_.all() & ~player_.forbidden[level];
            SubsetTable& here = table(level);
            table(level - 1).visit([&](Subset x, uint32_t stored) {
                if (stored <= 1 || budget_.outcome() != Drawn::Found) return;
                for_each_subset(allowed & ~x, player_.sizes[level], [&](Subset d) {
                    if (here.get(x | d) != 0) {
                        here.add(x | d, stored - 1);
                    } else {
                        here.add(x | d, stored);
                        budget_.entry();
                    }
                    return budget_.tick();
                });
            });
            here.filter([&](Subset y) {
                const CardSet cards = problem_.expand(y);
                return budget_.tick() && player_.may_hold(level, cards) && player_.allows(level, cards);
            });
            if (budget_.outcome() != Drawn::Found) return false;
        }
        filled_ = true;
        return true;
    }

    // f(set, count) for each set of the top level with a nonzero count, once filled.
    template <typename F>
    void finals(F&& f) const {
        tables_.back().visit([&](Subset y, uint32_t stored) {
            if (stored > 1) f(y, uint64_t{stored - 1});
        });
    }

    // count_level(y) (0 once over budget).
    uint64_t count(int level, Subset y) {
        if (unconstrained() || level < first_) return fillings(player_, level);
        if (!budget_.tick()) return 0;
        const uint32_t stored = table(level).get(y);
        if (stored != 0 || filled_) return stored == 0 ? 0 : stored - 1;
        const CardSet cards = problem_.expand(y);
        uint64_t n = 0;
        if (player_.may_hold(level, cards) && player_.allows(level, cards)) {
            if (level == first_) {
                n = fillings(player_, level);
            } else {
                for_each_subset(y, player_.sizes[level], [&](Subset d) {
                    n += count(level - 1, y & ~d);
                    return budget_.outcome() == Drawn::Found;
                });
            }
        }
        if (budget_.entry()) table(level).add(y, static_cast<uint32_t>(n) + 1);
        return n;
    }

    // The seat's slots given the cards `cards` of all of them, drawn with
    // probability proportional to the consistent fillings.
    void draw(Subset cards, Rng& rng, Subset* slots) {
        Subset y = cards;
        std::vector<Subset> options;
        std::vector<uint64_t> weights;
        for (int level = top(); level > first_; --level) {
            options.clear();
            weights.clear();
            Count total = 0;
            for_each_subset(y, player_.sizes[level], [&](Subset d) {
                const uint64_t w = count(level - 1, y & ~d);
                if (w) {
                    options.push_back(d);
                    weights.push_back(w);
                    total += w;
                }
                return true;
            });
            if (total == 0) return;  // stopped meanwhile
            const int pick = weighted_choice(rng, weights.data(), static_cast<int>(weights.size()), total);
            slots[level] = options[static_cast<size_t>(pick)];
            y &= ~slots[level];
        }
        deal_uniformly(y, player_.sizes, 0, std::min(first_, top()), rng, slots);
    }

private:
    SubsetTable& table(int level) { return tables_[static_cast<size_t>(level - first_)]; }

    // f(y) for each y = chosen + m cards of `rest` that the seat may hold at
    // its first checked level, grown card by card, cutting each branch whose
    // partial set already fails (may_hold then fails for every superset),
    // until f returns false (then false).
    template <typename F>
    bool grow(Subset rest, Subset chosen, int m, F&& f) {
        if (!budget_.tick()) return false;
        if (m == 0) return f(chosen);
        if (popcount(rest) < m) return true;
        const Subset card = rest & (0 - rest);
        rest &= ~card;
        if (player_.may_hold(first_, problem_.expand(chosen | card)) && !grow(rest, chosen | card, m - 1, f))
            return false;
        return grow(rest, chosen, m, f);
    }

    const Problem& problem_;
    const Player& player_;
    Budget& budget_;
    int first_;
    bool filled_ = false;
    std::vector<SubsetTable> tables_;
};

}  // namespace

void deal_uniformly(Subset cards, const int* sizes, int first, int last, Rng& rng, Subset* slots) {
    int at[kMaxHidden];
    int n = 0;
    for (Subset m = cards; m; m &= m - 1) at[n++] = lsb(m);
    exact_shuffle(rng, at, n);
    int next = 0;
    for (int j = first; j <= last; ++j) {
        slots[j] = 0;
        for (int k = 0; k < sizes[j]; ++k) slots[j] |= Subset{1} << at[next++];
    }
}

void deal_all_uniformly(const Problem& problem, Rng& rng, Slots& slots) {
    const Player& a = problem.players[0];
    const Player& b = problem.players[1];
    int sizes[2 * kMaxSlots] = {};
    std::copy(a.sizes, a.sizes + a.slots, sizes);
    std::copy(b.sizes, b.sizes + b.slots, sizes + a.slots);
    Subset dealt[2 * kMaxSlots] = {};
    deal_uniformly(problem.all(), sizes, 0, a.slots + b.slots - 1, rng, dealt);
    std::copy(dealt, dealt + a.slots, slots[0]);
    std::copy(dealt + a.slots, dealt + a.slots + b.slots, slots[1]);
}

uint64_t exact_cost(const Problem& problem, int seat) {
    const Player& player = problem.players[seat];
    const int first = player.first_checked();
    if (first == player.slots) return 0;
    const auto allowed = [&](int level) { return popcount(problem.all() & ~player.forbidden[level]); };
    uint64_t cost = choose(allowed(first), player.held(first));
    for (int level = first + 1; level < player.slots; ++level) {
        const int held = player.held(level - 1);
        cost += choose(allowed(level - 1), held) * choose(allowed(level) - held, player.sizes[level]);
    }
    return cost;
}

Drawn draw_exact(const Problem& problem, Rng& rng, uint64_t max_entries, uint64_t max_work, const StopCheck& stop,
                 Slots& slots) {
    Budget budget(max_entries, max_work, stop);
    // Bottom up for the seat that costs less (a seat without checks needs no table).
    const uint64_t cost[2] = {exact_cost(problem, 0), exact_cost(problem, 1)};
    const int walk = cost[0] == 0 ? 1 : cost[1] == 0 ? 0 : cost[1] < cost[0] ? 1 : 0;
    Seat mine(problem, problem.players[walk], budget);
    Seat other(problem, problem.players[1 - walk], budget);
    if (mine.unconstrained() && other.unconstrained()) {  // every deal counts
        deal_all_uniformly(problem, rng, slots);
        return Drawn::Found;
    }
    if (!mine.fill()) return budget.outcome();
    const Subset all = problem.all();
    std::vector<Subset> sets;
    std::vector<Count> weights;
    Count total = 0;
    mine.finals([&](Subset s, uint64_t count) {
        const Count w = Count{count} * other.count(other.top(), all & ~s);
        if (w) {
            sets.push_back(s);
            weights.push_back(w);
            total += w;
        }
    });
    if (budget.outcome() != Drawn::Found) return budget.outcome();
    if (total == 0) return Drawn::GaveUp;  // no consistent deal: never for a real record
    budget.lift();
    const int pick = weighted_choice(rng, weights.data(), static_cast<int>(weights.size()), total);
    const Subset chosen = sets[static_cast<size_t>(pick)];
    mine.draw(chosen, rng, slots[walk]);
    other.draw(all & ~chosen, rng, slots[1 - walk]);
    return budget.outcome();
}

}  // namespace paigen::lukfu::sampling
