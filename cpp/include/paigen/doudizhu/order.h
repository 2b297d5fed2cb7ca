// Rule C7: the strength order of Dou Dizhu moves, one integer key per move,
// for move ordering in a search and for display.
//
// Keys order moves by class, then length, then comparison rank, then cards:
//
//   class   pass 0 < the non-bomb kinds in rule order (K1 single 1 ... K13b 12)
//           < bomb 13 < rocket 14
//   length  C1's: groups of a chain or airplane, cards of a bomb, else 1
//   rank    C1's main rank; under DouZero's reading (variant.h) an airplane's
//           is the highest rank it holds exactly three times, as DouZero compares
//   cards   the whole multiset, compared rank by rank from the red joker down
//           (the higher kickers first), then the reading (kind, main rank) for
//           card sets with several readings under a variant
//
// So within a kind and length a move beats another exactly when its key is
// higher and its rank differs (C2, C5, C6); bombs rank above every non-bomb,
// the rocket above everything (C3, C4); distinct moves never share a key.
// Variants where beats() leaves this order: a bomb answering the rocket, a
// card set with several readings (it beats by any of them), and a previous
// move DouZero cannot read (bombs only answer it).
//
// Layout: 3 players: ((class*16 + length)*16 + rank) * 5^15 + cards in base 5,
// times 256, plus kind*16 + main (55 bits); 4 players: the same head times
// 9^15 plus cards in base 9 (60 bits; one reading per card set). Keys are
// non-negative and fit an int64.
#pragma once

#include <cstdint>

#include "paigen/doudizhu/move.h"

namespace paigen::doudizhu {

// C7 classes, indexed by Kind.
inline constexpr uint8_t kOrderClass[kNumKinds] = {
    1,   // single
    2,   // pair
    3,   // triple
    4,   // triple_single
    5,   // triple_pair
    6,   // straight
    7,   // pair_chain
    8,   // triple_chain
    9,   // airplane_single
    10,  // airplane_pair
    13,  // bomb
    14,  // rocket
    11,  // four_two_singles
    12,  // four_two_pairs
    0,   // pass
};

// The C7 key of `move`, a move under `rules` (as classify or a generator gives it).
uint64_t move_key(const Move& move, const Rules& rules);

// Writes the key of each of [first, last) to `out`.
void move_keys(const Move* first, const Move* last, const Rules& rules, uint64_t* out);

}  // namespace paigen::doudizhu
