// The generators' variant paths (variant.h), private to the core: the shapes a
// variant changes, and how card sets with several readings are listed.
#pragma once

#include "paigen/doudizhu/move.h"

namespace paigen::doudizhu::detail {

// How a generator lists a card set that has several readings.
enum class Listing : uint8_t {
    Leads,       // once, with its first reading this hand gets
    Universe,    // once, with its first reading (leads, no chain skipped: universe())
    Replies,     // once, with its first reading that beats (top rank above `floor`)
    Candidates,  // once, with its first reading (DouZero's replies, filtered afterwards)
    Readings,    // every reading, and no chain skipped (readings() of one card set)
};

inline bool variant_wings(const Variant& v) { return v.wings_per_rank > 1 || v.adjacent_wings_limit || v.joker_wings; }
inline bool variant_four_two(const Variant& v) { return v.four_two_pair_singles || v.four_two_joker_singles; }

// K13a under a variant: a four of a rank in `fours` above `floor`, with two
// singles that may be a pair of one rank or B and R.
Move* four_two_singles(Cards hand, RankMask fours, const Variant& v, int floor, Move* out);

// K9 under a variant: chains of `only_len` triples (every length when 0) whose
// top rank is above `floor`, with wings the variant allows, listed as asked.
Move* single_wing_airplanes(Cards hand, const Variant& v, int only_len, int floor, Listing listing, Move* out);

}  // namespace paigen::doudizhu::detail
