#include "paigen/doudizhu/classify.h"

#include <algorithm>

#include "paigen/bits.h"

namespace paigen::doudizhu {

namespace {

Classification ok(Kind kind, int main, int length, Cards cards) {
    return {Move{cards, kind, static_cast<uint8_t>(main), static_cast<uint8_t>(length)}, nullptr};
}
Classification not_a_play(const char* reason) { return {Move{}, reason}; }

// Whether `ranks` is a consecutive block of ranks inside 3..A (a chain, K6-K8).
bool is_chain(RankMask ranks) {
    if (!ranks || (ranks & ~kChainRanks)) return false;
    const RankMask low = ranks & (0 - ranks);
    return ranks == low * ones(rank_count(ranks));
}

int top_rank(RankMask ranks) { return msb(ranks) >> 2; }

const char* why_not(Cards cards, Rules rules);

// K9 under a variant with several wings from one rank, the adjacency limit or
// joker wings: the lowest chain of n/4 ranks held exactly three times whose
// other cards are wings the variant allows.
Classification variant_airplane(Cards cards, int n, const Variant& v) {
    if (n % 4 || n < 8) return not_a_play("not an airplane");
    const int m = n / 4;
    const RankMask triples = exactly(cards, 3) & kChainRanks;
    RankMask starts = triples;
    for (int len = 2; len <= m; ++len) starts &= triples >> (4 * (len - 1));
    while (starts) {
        const RankMask bit = pop_lsb(starts);
        const int lo = rank_of_bit(bit), hi = lo + m - 1;
        const Cards wings = cards - bit * ones(m) * 3;
        bool valid = (wings & kBlackBit) == 0 || (wings & kRedBit) == 0 || v.joker_wings;
        for (int r = 0; r < kNumRanks && valid; ++r) {
            const bool adjacent = r == lo - 1 || (r == hi + 1 && r != kRankTwo);
            valid = count_of(wings, r) <=
                    (v.adjacent_wings_limit && adjacent ? std::min(2, int{v.wings_per_rank}) : v.wings_per_rank);
        }
        if (valid) return ok(Kind::AirplaneSingle, hi, m, cards);
    }
    return not_a_play("not an airplane");
}

}  // namespace

Classification classify(Cards cards, Rules rules) {
    const int n = card_count(cards);
    if (n == 0) return not_a_play("no cards: a move has at least one card (pass is not a set of cards)");

    const RankMask present = at_least(cards, 1);
    const RankMask ones_ = exactly(cards, 1);
    const RankMask twos = exactly(cards, 2);
    const RankMask threes = exactly(cards, 3);
    const RankMask fours = exactly(cards, 4);
    const int distinct = rank_count(present);
    const bool four = rules.four_players();
    const RankMask jokers = kBlackBit | kRedBit;

    // K12 rocket: every joker of the deck.
    if (cards == (four ? 2 * kBlackBit + 2 * kRedBit : kBlackBit + kRedBit))
        return ok(Kind::Rocket, kRankRed, 1, cards);

    if (distinct == 1) {
        const int rank = rank_of_bit(present);
        if (n == 1) return ok(Kind::Single, rank, 1, cards);  // K1
        if (n == 2) return ok(Kind::Pair, rank, 1, cards);    // K2
        if (rank >= kRankBlack) return not_a_play("jokers only make singles, pairs (4p), the rocket and kickers");
        if (n == 3) return ok(Kind::Triple, rank, 1, cards);  // K3
        return ok(Kind::Bomb, rank, n, cards);                // K11 (n <= 4 in 3p)
    }

    // Chains (K6-K8): one count for every rank, consecutive inside 3..A.
    if (is_chain(present)) {
        if (present == ones_ && distinct >= 5) return ok(Kind::Straight, top_rank(present), distinct, cards);
        if (present == twos && distinct >= 3) return ok(Kind::PairChain, top_rank(present), distinct, cards);
        if (present == threes && distinct >= 2) return ok(Kind::TripleChain, top_rank(present), distinct, cards);
    }

    // Triple-based kinds: the triples are exactly the ranks held three times.
    const Variant& v = rules.variant;
    const bool variant_wings = v.wings_per_rank > 1 || v.adjacent_wings_limit || v.joker_wings;
    if (threes) {
        const int groups = rank_count(threes);
        if (groups == 1) {
            const int rank = rank_of_bit(threes);
            if (!four && n == 4 && rank_count(ones_) == 1)  // K4
                return ok(Kind::TripleSingle, rank, 1, cards);
            if (n == 5 && rank_count(twos) == 1)  // K5
                return ok(Kind::TriplePair, rank, 1, cards);
        } else if (is_chain(threes)) {
            const int main = top_rank(threes);
            // K9: m distinct single wings off the chain, not B with R.
            if (!four && !variant_wings && present == (threes | ones_) && rank_count(ones_) == groups &&
                (ones_ & jokers) != jokers)
                return ok(Kind::AirplaneSingle, main, groups, cards);
            // K10: m distinct pair wings off the chain.
            if (present == (threes | twos) && rank_count(twos) == groups)
                return ok(Kind::AirplanePair, main, groups, cards);
        }
    }
    if (variant_wings) {
        const Classification plane = variant_airplane(cards, n, v);
        if (plane.ok()) return plane;
    }

    // K13: a four with two distinct singles (not B with R) or two distinct pairs
    // (3p); under a variant the singles may be a pair of one rank or B and R.
    if (!four && v.four_with_two && rank_count(fours) == 1 && !(fours & jokers)) {
        const int rank = rank_of_bit(fours);
        const bool jokers_ok = (ones_ & jokers) != jokers || v.four_two_joker_singles;
        if (n == 6 && rank_count(ones_) == 2 && jokers_ok) return ok(Kind::FourTwoSingles, rank, 1, cards);
        if (n == 6 && v.four_two_pair_singles && rank_count(twos) == 1) return ok(Kind::FourTwoSingles, rank, 1, cards);
        if (n == 8 && rank_count(twos) == 2) return ok(Kind::FourTwoPairs, rank, 1, cards);
    }

    return not_a_play(why_not(cards, rules));
}

DouZeroReading douzero_reading(Cards cards) {
    const auto read = [](Kind kind, int length, int key) { return DouZeroReading{kind, length, key, true}; };
    const DouZeroReading none{};
    const int n = card_count(cards);
    const RankMask present = at_least(cards, 1);
    const RankMask ones_ = exactly(cards, 1), twos = exactly(cards, 2), threes = exactly(cards, 3);
    const RankMask fours = exactly(cards, 4);
    const int distinct = rank_count(present);
    const int low = present ? rank_of_bit(present & (0 - present)) : 0;
    // DouZero's ranks are consecutive inside 3..A only (its 2 and jokers are 17, 20, 30).
    const auto consecutive = [](RankMask ranks) { return is_chain(ranks) || (ranks && rank_count(ranks) == 1); };
    if (n == 1) return read(Kind::Single, 1, low);
    if (n == 2) {
        if (distinct == 1) return read(Kind::Pair, 1, low);
        return cards == kBlackBit + kRedBit ? read(Kind::Rocket, 1, kRankRed) : none;
    }
    if (n == 3) return distinct == 1 ? read(Kind::Triple, 1, low) : none;
    if (n == 4) {
        if (distinct == 1) return read(Kind::Bomb, 4, low);
        return threes && ones_ ? read(Kind::TripleSingle, 1, rank_of_bit(threes)) : none;
    }
    if (distinct == n && is_chain(present)) return read(Kind::Straight, n, low);
    if (n == 5) {  // two ranks: DouZero reads any such five as a triple with a pair
        if (distinct != 2) return none;
        const RankMask main = threes ? threes : fours;
        return read(Kind::TriplePair, 1, rank_of_bit(main));
    }
    if (n == 6 && rank_count(fours) == 1 && (rank_count(twos) == 1 || rank_count(ones_) == 2))
        return read(Kind::FourTwoSingles, 1, rank_of_bit(fours));
    if (n == 8 && ((rank_count(fours) == 1 && rank_count(twos) == 2) || rank_count(fours) == 2))
        return read(Kind::FourTwoPairs, 1, top_rank(fours));
    if (present == twos && consecutive(twos)) return read(Kind::PairChain, distinct, low);
    if (present == threes && consecutive(threes)) return read(Kind::TripleChain, distinct, low);
    const int groups = rank_count(threes);
    if (groups < 2 || (present & ~(ones_ | twos | threes))) return none;
    if (is_chain(threes)) {
        const int key = top_rank(threes);
        if (groups == rank_count(ones_) + 2 * rank_count(twos)) return read(Kind::AirplaneSingle, groups, key);
        if (groups == rank_count(twos) && present == (threes | twos)) return read(Kind::AirplanePair, groups, key);
    }
    if (groups == 4) {  // a chain of three and a wing triple, above or below it
        const RankMask low_bit = threes & (0 - threes);
        const RankMask high_bit = RankMask{1} << (4 * top_rank(threes));
        if (is_chain(threes & ~low_bit) || is_chain(threes & ~high_bit))
            return read(Kind::AirplaneSingle, 3, top_rank(threes));
    }
    return none;
}

int douzero_key(Cards cards, Kind kind) {
    switch (kind) {
        case Kind::AirplaneSingle:
        case Kind::AirplanePair: return top_rank(exactly(cards, 3));
        case Kind::FourTwoSingles:
        case Kind::FourTwoPairs: return top_rank(exactly(cards, 4));
        case Kind::TripleSingle:
        case Kind::TriplePair: return top_rank(at_least(cards, 3));
        default: return rank_of_bit(cards ? at_least(cards, 1) & (0 - at_least(cards, 1)) : 1);
    }
}

namespace {

// The most specific reason a non-empty multiset is no move, for error messages.
const char* why_not(Cards cards, Rules rules) {
    const RankMask present = at_least(cards, 1);
    const RankMask jokers = kBlackBit | kRedBit;
    const bool four = rules.four_players();
    if (four && (present & ~jokers) == 0) return "B with R is no pair; in 4p only BBRR is the rocket (K2, K12)";
    const RankMask ones_ = exactly(cards, 1), twos = exactly(cards, 2), threes = exactly(cards, 3);
    const RankMask run = present == ones_ ? ones_ : present == twos ? twos : present == threes ? threes : 0;
    if (run && rank_count(run) > 1) {
        const RankMask low = run & (0 - run);
        if (run == low * ones(rank_count(run))) {  // consecutive ranks: a chain attempt
            if (run & ~kChainRanks) return "chains stay inside 3..A: never 2 or a joker (K6-K8)";
            if (run == ones_) return "a straight has at least 5 consecutive ranks (K6)";
            if (run == twos) return "a pair chain has at least 3 consecutive pairs (K7)";
        }
    }
    if (four) {
        const Classification as_three = classify(cards, Rules{3});
        if (as_three.ok()) {
            switch (as_three.move.kind) {
                case Kind::TripleSingle: return "triple with a single is a 3-player kind (K4)";
                case Kind::AirplaneSingle: return "airplanes with single wings are a 3-player kind (K9)";
                case Kind::FourTwoSingles:
                case Kind::FourTwoPairs: return "four with two is a 3-player kind (K13)";
                default: break;
            }
        }
    }
    if ((ones_ & jokers) == jokers) return "B and R are never both single kickers (K9, K13a)";
    return "these cards do not form any kind of move (K1-K13)";
}

}  // namespace

}  // namespace paigen::doudizhu
