// Action ids computed rather than looked up, for the action spaces whose ids
// follow universe() order (movegen.h) under the standard rules. There the
// moves of one (kind, length, main rank), a group, hold a run of ids: one id
// for a group without kickers; for one with kickers, its kicker sets in
// increasing order of their cards, which is the colex order of their ranks (a
// higher rank's nibble weighs more). So a move's id is its group's first id
// plus the colex rank of its kicker ranks, the sum of C(place, i) over its
// i-th lowest kicker, where place counts the ranks below it that the group's
// kickers may take. lead_ids() writes a lead's ids so while it walks the
// hand's rank masks as the generator does: no move listed, none looked up in
// the card-set table (lead_ids.cpp).
//
// build() derives the groups from the space's moves and checks that this
// gives every play its own id; a space where it does not (another numbering,
// a variant's kickers) gets no groups.
#pragma once

#include <cstdint>
#include <vector>

#include "paigen/bits.h"
#include "paigen/doudizhu/move.h"

namespace paigen::doudizhu {

namespace group_ids_detail {

// C(n, k) for n, k < 16.
struct Binomials {
    uint16_t c[16][16];
    constexpr Binomials() : c() {
        for (int n = 0; n < 16; ++n) {
            c[n][0] = 1;
            for (int k = 1; k <= n; ++k) c[n][k] = static_cast<uint16_t>(c[n - 1][k - 1] + (k < n ? c[n - 1][k] : 0));
        }
    }
    constexpr const uint16_t* operator[](int n) const { return c[n]; }
};
inline constexpr Binomials kBinomial{};

}  // namespace group_ids_detail

class GroupIds {
public:
    // The groups of `moves` (a space's moves by id, the pass included); false,
    // and no groups, when some play's id does not follow from them.
    bool build(const std::vector<Move>& moves);

    bool built() const { return !firsts_.empty(); }

    // The first id of the group (kind, length, main), which must exist.
    int first(Kind kind, int length, int main) const { return firsts_[slot(kind, length, main)]; }

    // Whether every move of `kind`'s groups has no kickers: one id a group,
    // its first.
    static bool kickerless(Kind kind) {
        return kind != Kind::TripleSingle && kind != Kind::TriplePair && kind != Kind::AirplaneSingle &&
               kind != Kind::AirplanePair && kind != Kind::FourTwoSingles && kind != Kind::FourTwoPairs;
    }

    // The ids of [first, last), moves of kickerless kinds (the pass
    // included), into out[]: no card set looked up.
    void kickerless_ids(const Move* first, const Move* last, int32_t* out) const {
        for (const Move* m = first; m != last; ++m) *out++ = firsts_[slot(m->kind, m->length, m->main)];
    }

    // The ids of every lead of `hand` under the standard rules (3 players, or
    // 4 with `four`) in generate_leads() order, into out[] (kMaxMoves slots);
    // their end. The hand must hold at most the cards a deal gives (every
    // lead then has an id), and the groups be built.
    int32_t* lead_ids(Cards hand, bool four, int32_t* out) const;

    // (kind, length, main rank) -> a slot of the table: kinds, lengths and
    // main ranks below 16 (build() checks the space's moves).
    static unsigned slot(Kind kind, int length, int main) {
        return static_cast<unsigned>(kind) << 8 | (static_cast<unsigned>(length) & 15u) << 4 |
               (static_cast<unsigned>(main) & 15u);
    }
    static constexpr unsigned kSlots = 16 << 8;

private:
    std::vector<int32_t> firsts_;  // by slot(): the groups' first ids; empty: no groups
};

}  // namespace paigen::doudizhu
