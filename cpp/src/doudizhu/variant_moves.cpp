#include "variant_moves.h"

#include <algorithm>

#include "emit.h"

namespace paigen::doudizhu::detail {

Move* four_two_singles(Cards hand, RankMask fours, const Variant& v, int floor, Move* out) {
    fours &= above(floor);
    const RankMask present = at_least(hand, 1);
    while (fours) {
        const RankMask four = pop_lsb(fours);
        const int rank = rank_of_bit(four);
        const Cards base = four * 4;
        RankMask firsts = present & ~four;
        while (firsts) {  // kickers a <= b, a pair only with four_two_pair_singles
            const RankMask a = pop_lsb(firsts);
            if (v.four_two_pair_singles && count_of(hand, rank_of_bit(a)) >= 2)
                out = emit(out, Kind::FourTwoSingles, base + 2 * a, rank, 1);
            RankMask seconds = firsts;
            if (a == kBlackBit && !v.four_two_joker_singles) seconds &= ~kRedBit;  // B with R (K13a)
            while (seconds) out = emit(out, Kind::FourTwoSingles, base + a + pop_lsb(seconds), rank, 1);
        }
    }
    return out;
}

namespace {

// One chain's wing search: every multiset of wing cards within per-rank caps.
struct WingSearch {
    int caps[kNumRanks];
    int left[kNumRanks + 1];  // caps summed from each rank on, to prune
    Cards chain;              // the chain's cards
    int lo, hi, len, floor;
    Listing listing;
    bool lower_reading;  // a wing triple just below the chain reads as a lower chain
    bool k8_reading;     // four consecutive triples read as the K8 this hand gets
    bool joker_wings;
    Move* out;

    // Emits chain + wings unless the listing gives the card set another reading.
    void emit_reading(Cards wings) {
        const bool lower = lower_reading && lo > 0 && count_of(wings, lo - 1) == 3;
        switch (listing) {
            case Listing::Leads:
            case Listing::Universe:
                if (lower || (k8_reading && hi + 1 <= kRankAce && wings == 3 * rank_bit(hi + 1))) return;
                break;
            case Listing::Replies:
                if (lower && hi - 1 > floor) return;
                break;
            case Listing::Candidates:
                if (lower) return;
                break;
            case Listing::Readings: break;
        }
        out = emit(out, Kind::AirplaneSingle, chain + wings, hi, len);
    }

    void search(int rank, int need, Cards wings) {
        if (need == 0) return emit_reading(wings);
        if (rank == kNumRanks || left[rank] < need) return;
        int cap = caps[rank] < need ? caps[rank] : need;
        if (rank == kRankRed && !joker_wings && count_of(wings, kRankBlack)) cap = 0;  // B with R (K9)
        for (int take = cap; take >= 0; --take)
            search(rank + 1, need - take, wings + rank_bit(rank) * static_cast<unsigned>(take));
    }
};

}  // namespace

Move* single_wing_airplanes(Cards hand, const Variant& v, int only_len, int floor, Listing listing, Move* out) {
    const RankMask triples = at_least(hand, 3) & kChainRanks;
    const int n = card_count(hand);
    RankMask starts = triples;
    for (int len = 2; starts && 4 * len <= n; ++len) {
        starts &= triples >> (4 * (len - 1));
        if (only_len && len != only_len) continue;
        RankMask s = starts & above(floor - len + 1);
        while (s) {
            const RankMask bit = pop_lsb(s);
            WingSearch w;
            w.lo = rank_of_bit(bit);
            w.hi = w.lo + len - 1;
            w.len = len;
            w.floor = floor;
            w.chain = bit * ones(len) * 3;
            w.listing = listing;
            w.lower_reading = v.wings_per_rank >= 3 && !v.adjacent_wings_limit;
            w.k8_reading = listing == Listing::Universe || !(v.chains_skip_bomb_rank && count_of(hand, w.lo) == 4);
            w.joker_wings = v.joker_wings;
            w.out = out;
            w.left[kNumRanks] = 0;
            for (int r = kNumRanks - 1; r >= 0; --r) {
                const bool adjacent = r == w.lo - 1 || (r == w.hi + 1 && r != kRankTwo);
                const int cap =
                    v.adjacent_wings_limit && adjacent ? std::min(2, int{v.wings_per_rank}) : v.wings_per_rank;
                const int held = r >= w.lo && r <= w.hi ? 0 : count_of(hand, r);
                w.caps[r] = held < cap ? held : cap;
                w.left[r] = w.left[r + 1] + w.caps[r];
            }
            w.search(0, len, 0);
            out = w.out;
        }
        if (only_len) break;
    }
    return out;
}

}  // namespace paigen::doudizhu::detail
