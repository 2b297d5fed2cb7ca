// Hidden-card sampling for Dou Dizhu (sample.h): every consistent deal of the
// hidden physical cards, drawn with exactly equal probability.
//
// What the observer's view leaves open is how many cards of each rank each
// other seat holds now. The history constrains those counts rank by rank
// only: the landlord still holds the kitty cards it has not played, and under
// chains_skip_bomb_rank a chain (K6-K8) means its player held fewer than four
// of the chain's lowest rank, a twelve-card airplane lead read as K9 (three
// triples and the triple above as wings) that it held all four. So the deals
// are the count matrices a[seat][rank] within per-entry bounds, with each
// seat's row summing to its hand size, each weighted by the ways to deal a
// rank's physical copies so (prod over ranks of c_r! / prod a!). A dynamic
// program over the ranks, on the cards each seat still has to receive,
// counts them exactly (128-bit integers) and draws one rank at a time.
#include "paigen/doudizhu/sample.h"

#include <cassert>
#include <vector>

#include "paigen/uniform.h"

namespace paigen::doudizhu {

namespace {

constexpr int kMaxSlots = kMaxPlayers - 1;                                   // the other seats
constexpr uint64_t kFactorial[9] = {1, 1, 2, 6, 24, 120, 720, 5040, 40320};  // 8 copies of a rank at most (D3)

// The hidden cards of one deal: per seat slot, bounds on each rank's count.
struct Bounds {
    int slots = 0;
    int seat[kMaxSlots] = {};
    int size[kMaxSlots] = {};
    int low[kMaxSlots][kNumRanks] = {};
    int high[kMaxSlots][kNumRanks] = {};
    Cards pool = 0;
};

// Narrows the count of `rank` the seat of `slot` may hold now to [low, high].
void bound(Bounds& b, int slot, int rank, int low, int high) {
    if (low > b.low[slot][rank]) b.low[slot][rank] = low;
    if (high < b.high[slot][rank]) b.high[slot][rank] = high;
}

// What a move says of how many cards of its lowest rank its player held
// then, under chains_skip_bomb_rank: a chain (K6-K8) fewer than four, and the
// K9 lead of four consecutive triples (three and the triple above as wings) all
// four, as it is listed only when the K8 of those triples is not
// (variant_moves.cpp).
struct Told {
    int rank = -1;  // -1: nothing
    int at_least = 0, at_most = 0;
};
Told told_by(const Move& m, bool leading) {
    Told t;
    const int low = m.main - m.length + 1;
    if (m.kind == Kind::Straight || m.kind == Kind::PairChain || m.kind == Kind::TripleChain) {
        t = Told{low, 0, 3};
    } else if (m.kind == Kind::AirplaneSingle && leading && m.length == 3 && low + 3 <= kRankAce &&
               m.cards == 3 * rank_bit(low) * ones(4)) {
        t = Told{low, 4, 4};
    }
    return t;
}

// ways[r][u0][u1]: the weighted deals of ranks r.. given that slots 0 and 1
// have received u0 and u1 cards before rank r (the last slot gets the rest).
class RankTable {
public:
    explicit RankTable(const Bounds& b) : b_(b), d0_(b.size[0] + 1), d1_(b.slots > 2 ? b.size[1] + 1 : 1) {
        ways_.assign(static_cast<size_t>(kNumRanks + 1) * static_cast<size_t>(d0_ * d1_), 0);
        at(kNumRanks, b.size[0], b.slots > 2 ? b.size[1] : 0) = 1;
        for (int r = kNumRanks - 1; r >= 0; --r)
            for (int u0 = 0; u0 < d0_; ++u0)
                for (int u1 = 0; u1 < d1_; ++u1) {
                    Count total = 0;
                    splits(r, u0, u1, [&](int a0, int a1, Count w) { total += w * at(r + 1, u0 + a0, u1 + a1); });
                    at(r, u0, u1) = total;
                }
    }

    // The rank counts of each slot, drawn with probability weight / total.
    void draw(Rng& rng, Cards* out) const {
        for (int s = 0; s < b_.slots; ++s) out[s] = 0;
        int u0 = 0, u1 = 0;
        for (int r = 0; r < kNumRanks; ++r) {
            Count pick = uniform_below(rng, at(r, u0, u1));
            int c0 = -1, c1 = 0;
            splits(r, u0, u1, [&](int a0, int a1, Count w) {
                const Count ways = w * at(r + 1, u0 + a0, u1 + a1);
                if (c0 >= 0) return;
                if (pick < ways) {
                    c0 = a0;
                    c1 = a1;
                } else {
                    pick -= ways;
                }
            });
            assert(c0 >= 0);
            const int c = count_of(b_.pool, r);
            const int counts[kMaxSlots] = {c0, b_.slots > 2 ? c1 : c - c0, c - c0 - c1};
            for (int s = 0; s < b_.slots; ++s) out[s] += rank_bit(r) * static_cast<unsigned>(counts[s]);
            u0 += c0;
            u1 += c1;
        }
    }

    Count total() const { return at(0, 0, 0); }

private:
    // f(a0, a1, weight) for each split of rank r's pool copies within the
    // bounds and the slots' sizes; a1 is 0 with two slots.
    template <typename F>
    void splits(int r, int u0, int u1, F&& f) const {
        const int c = count_of(b_.pool, r);
        const int last = b_.slots - 1;
        for (int a0 = b_.low[0][r]; a0 <= b_.high[0][r] && u0 + a0 < d0_ && a0 <= c; ++a0) {
            const int lo1 = b_.slots > 2 ? b_.low[1][r] : 0, hi1 = b_.slots > 2 ? b_.high[1][r] : 0;
            for (int a1 = lo1; a1 <= hi1 && u1 + a1 < d1_ && a0 + a1 <= c; ++a1) {
                const int rest = c - a0 - a1;
                if (rest < b_.low[last][r] || rest > b_.high[last][r]) continue;
                const uint64_t w = kFactorial[c] / (kFactorial[a0] * kFactorial[a1] * kFactorial[rest]);
                f(a0, a1, Count{w});
            }
        }
    }

    Count& at(int r, int u0, int u1) {
        return ways_[(static_cast<size_t>(r) * static_cast<size_t>(d0_) + static_cast<size_t>(u0)) *
                         static_cast<size_t>(d1_) +
                     static_cast<size_t>(u1)];
    }
    const Count& at(int r, int u0, int u1) const { return const_cast<RankTable*>(this)->at(r, u0, u1); }

    const Bounds& b_;
    int d0_, d1_;
    std::vector<Count> ways_;
};

// The physical cards of `pool` dealt uniformly into slots of the given sizes.
void shuffle_into(Cards pool, const int* sizes, int slots, Cards* out, Rng& rng) {
    int cards[108];
    int n = 0;
    for (int r = 0; r < kNumRanks; ++r)
        for (int k = count_of(pool, r); k > 0; --k) cards[n++] = r;
    exact_shuffle(rng, cards, n);
    int at = 0;
    for (int s = 0; s < slots; ++s) {
        out[s] = 0;
        for (int k = 0; k < sizes[s]; ++k) out[s] += rank_bit(cards[at++]);
    }
    assert(at == n);
}

}  // namespace

Sampled sample_hidden(const Record& record, int seat, Rng& rng, Record* out, StopCheck /*stop: one pass, no loop*/) {
    const Game& now = record.game();
    const int n = now.players();
    assert(seat >= 0 && seat < n);
    const auto& history = record.history();
    const size_t start = record.deal_start();
    const bool kitty_seen = now.landlord >= 0;  // taken face up by the landlord

    Bounds b;
    int slot_of[kMaxPlayers] = {-1, -1, -1, -1};
    for (int p = 0; p < n; ++p)
        if (p != seat) {
            slot_of[p] = b.slots;
            b.seat[b.slots] = p;
            b.size[b.slots++] = card_count(now.hands[p]);
            b.pool += now.hands[p];
        }
    Cards played[kMaxPlayers] = {};
    for (size_t i = start; i < history.size(); ++i)
        if (history[i].decision.bid < 0) played[history[i].seat] += history[i].decision.move.cards;

    Cards dealt[kMaxSlots + 1];
    Cards kitty = now.kitty;
    if (!kitty_seen) {  // the auction: bids say nothing of the cards, so every deal counts
        int sizes[kMaxSlots + 1];
        for (int s = 0; s < b.slots; ++s) sizes[s] = b.size[s];
        sizes[b.slots] = card_count(now.kitty);
        shuffle_into(b.pool + now.kitty, sizes, b.slots + 1, dealt, rng);
        kitty = dealt[b.slots];
    } else {
        for (int s = 0; s < b.slots; ++s)
            for (int r = 0; r < kNumRanks; ++r) b.high[s][r] = count_of(b.pool, r);
        if (slot_of[now.landlord] >= 0)  // the landlord holds the kitty cards it has not played
            for (int r = 0; r < kNumRanks; ++r)
                bound(b, slot_of[now.landlord], r, count_of(now.kitty, r) - count_of(played[now.landlord], r),
                      count_of(b.pool, r));
        if (now.rules.variant.chains_skip_bomb_rank) {
            Game game = RecordTraits::start(record.origin());
            for (size_t i = 0; i < start; ++i) apply(game, history[i].decision);
            Cards later[kMaxPlayers] = {};  // played at or after the decision at hand
            for (int p = 0; p < n; ++p) later[p] = played[p];
            for (size_t i = start; i < history.size(); ++i) {
                const auto& e = history[i];
                if (e.decision.bid < 0 && slot_of[e.seat] >= 0) {
                    const Told t = told_by(e.decision.move, game.leading());
                    if (t.rank >= 0) {
                        const int since = count_of(later[e.seat], t.rank);  // played from then on
                        bound(b, slot_of[e.seat], t.rank, t.at_least - since, t.at_most - since);
                    }
                }
                if (e.decision.bid < 0) later[e.seat] -= e.decision.move.cards;
                apply(game, e.decision);
            }
        }
        const RankTable table(b);
        if (table.total() == 0) return Sampled::Failed;  // the real deal is one: never
        table.draw(rng, dealt);
    }

    // The deal as it was dealt: each hand now, with what it played, without the kitty.
    Origin origin;
    origin.rules = now.rules;
    origin.seeded = false;
    origin.kitty = kitty;
    origin.first_bidder = now.first_bidder;
    for (int p = 0; p < n; ++p) {
        const Cards hand = p == seat ? now.hands[p] : dealt[slot_of[p]];
        origin.hands[p] = hand + played[p] - (kitty_seen && p == now.landlord ? kitty : 0);
    }
    if (!RecordTraits::check(origin).ok()) return Sampled::Failed;
    Record sampled(origin);
    for (size_t i = start; i < history.size(); ++i)
        if (!sampled.apply(history[i].decision)) return Sampled::Failed;
    *out = std::move(sampled);
    return Sampled::Uniform;
}

}  // namespace paigen::doudizhu
