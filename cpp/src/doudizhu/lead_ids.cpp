// The action ids of a lead's moves written straight from the hand's rank
// masks (group_ids.h: a group's first id plus the colex rank of the kickers),
// in the order of the standard rules' leads<true>() (generators.h), without
// listing the moves: the ids of one call, Game.legal_action_ids() and
// ActionSpace.legal_ids(), where looking each listed move up in the card-set
// table cost more than generating it.
#include "paigen/doudizhu/group_ids.h"

namespace paigen::doudizhu {

namespace {

using group_ids_detail::kBinomial;

// Writes ids in the order of the emitting helpers (emit.h) that leads<true>()
// calls, each loop visiting ranks from low to high as they do.
class LeadIdWriter {
public:
    LeadIdWriter(const GroupIds& groups, int32_t* out) : groups_(groups), out_(out) {}
    int32_t* end() const { return out_; }

    // One group per rank (singles, pairs, triples): groups(), lead_groups().
    void each(RankMask ranks, Kind kind) {
        while (ranks) *out_++ = groups_.first(kind, 1, rank_of_bit(pop_lsb(ranks)));
    }

    // chains() of every length from min_len, no floor, no skipped start.
    void chains(RankMask ranks, Kind kind, int min_len) {
        RankMask starts = ranks;
        for (int k = 1; k < min_len; ++k) starts &= ranks >> (4 * k);
        for (int len = min_len; len <= 12 && starts; ++len, starts &= starts >> 4)
            for (RankMask s = starts; s;) *out_++ = groups_.first(kind, len, rank_of_bit(pop_lsb(s)) + len - 1);
    }

    // with_kickers<Wings, copies>(): a core rank and `wings` kicker ranks.
    void with_kickers(RankMask cores, RankMask pool_all, Kind kind, int wings, bool single) {
        while (cores) {
            const RankMask bit = pop_lsb(cores);
            const int rank = rank_of_bit(bit);
            const Core core{groups_.first(kind, 1, rank), rank, 1};
            if (single && wings > 1)
                single_kickers(pool_all & ~bit, wings, core);
            else
                kickers(pool_all & ~bit, wings, core.first, 1, core);
        }
    }

    // airplanes(): chains of triples from length 2 with as many kicker ranks.
    void airplanes(RankMask triples, RankMask pool_all, unsigned wing_copies, Kind kind, int hand_cards) {
        const int per_group = 3 + static_cast<int>(wing_copies);
        RankMask starts = triples;
        for (int len = 2; starts && per_group * len <= hand_cards; ++len) {
            starts &= triples >> (4 * (len - 1));
            for (RankMask s = starts; s;) {
                const RankMask bit = pop_lsb(s);
                const RankMask pool = pool_all & ~(bit * ones(len));
                if (rank_count(pool) < len) continue;
                const int low = rank_of_bit(bit);
                const Core core{groups_.first(kind, len, low + len - 1), low, len};
                if (wing_copies == 1)
                    single_kickers(pool, len, core);
                else
                    kickers(pool, len, core.first, 1, core);
            }
        }
    }

    // bombs() from size 4 and rocket(), as a lead lists them.
    void bombs_and_rocket(Cards hand, bool four) {
        for (int size = 4; size <= (four ? 8 : 4); ++size) {
            RankMask ranks = at_least(hand, size) & kSuitRanks;
            while (ranks) *out_++ = groups_.first(Kind::Bomb, size, rank_of_bit(pop_lsb(ranks)));
        }
        if (contains(hand, four ? 2 * kBlackBit + 2 * kRedBit : kBlackBit + kRedBit))
            *out_++ = groups_.first(Kind::Rocket, 1, kRankRed);
    }

private:
    // A group's first id and its core's ranks low .. low + span - 1.
    struct Core {
        int first, low, span;
        // A kicker rank's place among the ranks the group's kickers may take.
        int place(int rank) const { return rank < low ? rank : rank - span; }
    };

    // kickers(): `need` ranks of `pool`, each chosen above the one before; the
    // one chosen at `depth` (1 for the lowest) adds C(place, depth) to `id`.
    void kickers(RankMask pool, int need, int id, int depth, const Core& core) {
        if (need == 1) {
            while (pool) *out_++ = id + kBinomial[core.place(rank_of_bit(pop_lsb(pool)))][depth];
            return;
        }
        if (need == 0) {
            *out_++ = id;
            return;
        }
        while (rank_count(pool) >= need) {
            const int rank = rank_of_bit(pop_lsb(pool));
            kickers(pool, need - 1, id + kBinomial[core.place(rank)][depth], depth + 1, core);
        }
    }

    // single_kickers(): never B with R; the sets with R come last, R being
    // the highest of its set.
    void single_kickers(RankMask pool, int need, const Core& core) {
        if ((pool & kRedBit) && (pool & kBlackBit)) {
            kickers(pool & ~kRedBit, need, core.first, 1, core);
            kickers(pool & ~(kRedBit | kBlackBit), need - 1, core.first + kBinomial[core.place(kRankRed)][need], 1,
                    core);
            return;
        }
        kickers(pool, need, core.first, 1, core);
    }

    const GroupIds& groups_;
    int32_t* out_;
};

}  // namespace

int32_t* GroupIds::lead_ids(Cards hand, bool four, int32_t* out) const {
    LeadIdWriter w(*this, out);
    const RankMask r1 = at_least(hand, 1);
    const RankMask r2 = at_least(hand, 2);
    const RankMask r3 = at_least(hand, 3) & kSuitRanks;
    const RankMask r4 = at_least(hand, 4) & kSuitRanks;
    w.each(r1, Kind::Single);
    w.each(r2, Kind::Pair);
    w.each(r3, Kind::Triple);
    if (r3) {
        if (!four) w.with_kickers(r3, r1, Kind::TripleSingle, 1, true);
        w.with_kickers(r3, r2, Kind::TriplePair, 1, false);
    }
    w.chains(r1 & kChainRanks, Kind::Straight, 5);
    w.chains(r2 & kChainRanks, Kind::PairChain, 3);
    const RankMask t = r3 & kChainRanks;
    if (t & (t >> 4)) {
        w.chains(t, Kind::TripleChain, 2);
        if (!four) w.airplanes(t, r1, 1, Kind::AirplaneSingle, card_count(hand));
        w.airplanes(t, r2, 2, Kind::AirplanePair, card_count(hand));
    }
    w.bombs_and_rocket(hand, four);
    if (!four && r4) {
        w.with_kickers(r4, r1, Kind::FourTwoSingles, 2, true);
        w.with_kickers(r4, r2, Kind::FourTwoPairs, 2, false);
    }
    return w.end();
}

}  // namespace paigen::doudizhu
