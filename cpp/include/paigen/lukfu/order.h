// Rule F5: the strength order of Luk Fu moves, one integer key per move, for
// move ordering in a search and for display.
//
// Keys order moves by class, then size, then strength, then cards:
//
//   class     discard 0 < single 1 < set 2 < run 3 < claim 4
//   size      the number of cards
//   strength  a set's rank; singles and runs by their cards alone, whose mask
//             (L3) orders them by suit, then rank (F1, F3)
//   cards     the 36-bit mask: the highest card index decides
//
// So a play beats another (F1-F3) only when its key is higher, and a higher
// key of the same kind and size beats (singles of one suit, sets of another
// rank), except where the led play decides (F1: a led 1c or 1t; F2: a led set
// of 1s).
// Distinct moves never share a key.
//
// Layout: class << 44 | size << 40 | set rank << 36 | mask.
#pragma once

#include <cstdint>

#include "paigen/lukfu/move.h"

namespace paigen::lukfu {

// F5 classes, indexed by Kind.
inline constexpr uint8_t kOrderClass[kNumKinds] = {
    1,  // single
    2,  // set
    3,  // run
    0,  // discard
    4,  // claim
};

inline uint64_t move_key(const Move& move) {
    const uint64_t set_rank = move.kind == Kind::Set ? move.rank : 0;
    return uint64_t{kOrderClass[static_cast<int>(move.kind)]} << 44 | uint64_t{move.size} << 40 | set_rank << 36 |
           move.cards;
}

}  // namespace paigen::lukfu
