#include "paigen/doudizhu/classify.h"

#include "paigen/bits.h"

namespace paigen::doudizhu {

namespace {

Classification ok(Kind kind, int main, int length, Cards cards) {
    return {Move{cards, kind, static_cast<uint8_t>(main), static_cast<uint8_t>(length)}, nullptr};
}
Classification fail(const char* reason) { return {Move{}, reason}; }

// Whether `ranks` is a consecutive block of ranks inside 3..A (a chain, K6-K8).
bool is_chain(RankMask ranks) {
    if (!ranks || (ranks & ~kChainRanks)) return false;
    const RankMask low = ranks & (0 - ranks);
    return ranks == low * ones(rank_count(ranks));
}

int top_rank(RankMask ranks) { return msb(ranks) >> 2; }

const char* why_not(Cards cards, Rules rules);

}  // namespace

Classification classify(Cards cards, Rules rules) {
    const int n = card_count(cards);
    if (n == 0) return fail("no cards: a move has at least one card (pass is not a set of cards)");

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
        if (rank >= kRankBlack) return fail("jokers only make singles, pairs (4p), the rocket and kickers");
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
            if (!four && present == (threes | ones_) && rank_count(ones_) == groups && (ones_ & jokers) != jokers)
                return ok(Kind::AirplaneSingle, main, groups, cards);
            // K10: m distinct pair wings off the chain.
            if (present == (threes | twos) && rank_count(twos) == groups)
                return ok(Kind::AirplanePair, main, groups, cards);
        }
    }

    // K13: a four with two distinct singles (not B with R) or two distinct pairs (3p).
    if (!four && rank_count(fours) == 1 && !(fours & jokers)) {
        const int rank = rank_of_bit(fours);
        if (n == 6 && rank_count(ones_) == 2 && (ones_ & jokers) != jokers)
            return ok(Kind::FourTwoSingles, rank, 1, cards);
        if (n == 8 && rank_count(twos) == 2) return ok(Kind::FourTwoPairs, rank, 1, cards);
    }

    return fail(why_not(cards, rules));
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
