#include "paigen/doudizhu/hand_plan.h"

namespace paigen::doudizhu {

namespace {

constexpr Cards nibbles(RankMask ranks) { return ranks * 0xF; }

// Plays for what is left once bombs and chains are out: triples (and the
// `carriers` ranks of triple chains already counted) each take one single or
// one pair along.
int loose_plays(Cards hand, int carriers) {
    // 4 players: four of a rank count as two pairs, five as a triple and a pair.
    const int singles = rank_count(exactly(hand, 1));
    const int pairs = rank_count(exactly(hand, 2)) + 2 * rank_count(exactly(hand, 4)) + rank_count(exactly(hand, 5));
    const int triples = rank_count(exactly(hand, 3)) + rank_count(exactly(hand, 5));
    const int carried = triples + carriers;
    const int rest = singles + pairs - carried;
    return triples + (rest > 0 ? rest : 0);
}

constexpr int kMinChain[4] = {0, 5, 3, 2};  // K6, K7, K8: shortest chain of 1, 2, 3 copies

int planned_plays(Cards hand, bool four_players) {
    const int jokers = four_players ? 2 : 1;
    int plays = 0;
    if (count_of(hand, kRankBlack) == jokers && count_of(hand, kRankRed) == jokers) {
        ++plays;
        hand &= ~nibbles(kBlackBit | kRedBit);
    }
    const RankMask bombs = at_least(hand, kept_bomb(four_players)) & kSuitRanks;
    plays += rank_count(bombs);
    hand &= ~nibbles(bombs);

    int carriers = 0;
    int best = plays + loose_plays(hand, 0);
    for (;;) {  // take the chain that lowers the count most, while one does
        Cards next_hand = hand;
        int next_carriers = carriers, next_best = best;
        for (int copies = 1; copies <= 3; ++copies) {
            const RankMask run = at_least(hand, copies) & kChainRanks;
            for (int start = 0; start <= kRankAce; ++start) {
                Cards chain = 0;
                for (int r = start; r <= kRankAce && (run & rank_bit(r)); ++r) {
                    chain += static_cast<Cards>(copies) * rank_bit(r);
                    const int length = r - start + 1;
                    if (length < kMinChain[copies]) continue;
                    const int c = carriers + (copies == 3 ? length : 0);
                    const int total = plays + 1 + loose_plays(hand - chain, c);
                    if (total < next_best) {
                        next_best = total;
                        next_hand = hand - chain;
                        next_carriers = c;
                    }
                }
            }
        }
        if (next_best >= best) return best;
        ++plays;
        best = next_best;
        hand = next_hand;
        carriers = next_carriers;
    }
}

// The last hands counted, per thread: the greedy agent counts the same hands
// again and again (each legal move's rest at a decision, the same decisions
// in the search agents' deal chain, greedy_model.h).
struct PlanCache {
    static constexpr int kBits = 14;
    struct Entry {
        Cards key = ~Cards{0};  // no hand: the top nibble is unused
        int plays = 0;
    };
    Entry entries[1 << kBits];
};

}  // namespace

int plays_to_empty(Cards hand, bool four_players) {
    thread_local PlanCache cache;
    const Cards key = hand | (four_players ? Cards{1} << 63 : 0);
    PlanCache::Entry& e = cache.entries[(key * 0x9E3779B97F4A7C15ULL) >> (64 - PlanCache::kBits)];
    if (e.key != key) {
        e.key = key;
        e.plays = planned_plays(hand, four_players);
    }
    return e.plays;
}

}  // namespace paigen::doudizhu
