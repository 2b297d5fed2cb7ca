#include "paigen/doudizhu/group_ids.h"

namespace paigen::doudizhu {

namespace {

using group_ids_detail::kBinomial;

// A run of ids: the moves of one (kind, length, main rank).
struct Group {
    Cards core = 0;             // the cards every move of the group holds
    uint32_t first = 0;         // the group's first id
    uint32_t count = 0;         // its ids (0: no such group)
    uint16_t red_after = 0;     // single kickers, two or more: the sets without R, which come first
    uint8_t kicker_copies = 0;  // cards of each kicker rank (0: no kickers)
    uint8_t low = 0, span = 0;  // the core's ranks: low .. low + span - 1
};

// A group's shape from its first move: its core and its kickers.
Group first_of_group(const Move& m, uint32_t id) {
    Group g;
    g.first = id;
    int wings = 0;  // kicker ranks
    switch (m.kind) {
        case Kind::TripleSingle:
        case Kind::TriplePair:
            g.core = 3 * rank_bit(m.main);
            g.kicker_copies = m.kind == Kind::TripleSingle ? 1 : 2;
            g.low = m.main;
            g.span = 1;
            wings = 1;
            break;
        case Kind::AirplaneSingle:
        case Kind::AirplanePair:
            g.low = static_cast<uint8_t>(m.main - m.length + 1);
            g.span = m.length;
            g.core = 3 * (ones(m.length) << (4 * g.low));
            g.kicker_copies = m.kind == Kind::AirplaneSingle ? 1 : 2;
            wings = m.length;
            break;
        case Kind::FourTwoSingles:
        case Kind::FourTwoPairs:
            g.core = 4 * rank_bit(m.main);
            g.kicker_copies = m.kind == Kind::FourTwoSingles ? 1 : 2;
            g.low = m.main;
            g.span = 1;
            wings = 2;
            break;
        default: break;  // no kickers: one move a group
    }
    // Single kickers never hold B and R together: the sets without R are
    // every choice from the other ranks a kicker may take (15 less the core's).
    if (g.kicker_copies == 1 && wings >= 2) g.red_after = kBinomial[kNumRanks - g.span - 1][wings];
    return g;
}

// The id the group gives `cards`: its first id plus the colex rank of the
// kicker ranks (group_ids.h); -1 past the group's ids.
int group_id(const Group& g, Cards cards) {
    unsigned at = 0;  // the move's place in its group
    if (g.kicker_copies) {
        RankMask kickers = ((cards - g.core) >> (g.kicker_copies - 1)) & kAllRanks;  // one bit 4r a kicker rank
        if (g.red_after && (kickers & kRedBit)) {
            at = g.red_after;
            kickers &= ~kRedBit;
        }
        for (unsigned chosen = 1; kickers; ++chosen) {
            const int rank = rank_of_bit(pop_lsb(kickers));
            const int place = rank < g.low ? rank : rank - g.span;
            at += kBinomial[place & 15][chosen & 15];
        }
    }
    return at < g.count ? static_cast<int>(g.first + at) : -1;
}

}  // namespace

bool GroupIds::build(const std::vector<Move>& moves) {
    firsts_.clear();
    std::vector<Group> groups(kSlots);
    for (size_t i = 0; i < moves.size(); ++i) {
        const Move& m = moves[i];
        const bool airplane = m.kind == Kind::AirplaneSingle || m.kind == Kind::AirplanePair;
        if (m.length > 15 || m.main > 15 || (airplane && m.main + 1 < m.length)) return false;
        Group& g = groups[slot(m.kind, m.length, m.main)];
        if (g.count == 0)
            g = first_of_group(m, static_cast<uint32_t>(i));
        else if (g.first + g.count != i)
            return false;  // a group's ids are one run
        ++g.count;
    }
    for (size_t i = 0; i < moves.size(); ++i)
        if (group_id(groups[slot(moves[i].kind, moves[i].length, moves[i].main)], moves[i].cards) !=
            static_cast<int>(i))
            return false;
    firsts_.resize(kSlots);
    for (unsigned i = 0; i < kSlots; ++i) firsts_[i] = static_cast<int32_t>(groups[i].first);
    return true;
}

}  // namespace paigen::doudizhu
