// A Dou Dizhu move: a small value, 16 bytes, no pointers.
#pragma once

#include <cstdint>

#include "paigen/doudizhu/cards.h"
#include "paigen/doudizhu/rules.h"

namespace paigen::doudizhu {

// C1: the key of a move is (kind, length, main). `cards` is the whole multiset in
// the packed layout of cards.h; kickers live only there.
//   length: groups in a chain or airplane, cards in a bomb, 1 otherwise (0 for pass)
//   main:   rank of the single/pair/triple/four, top rank of a chain, 14 for the rocket
struct Move {
    Cards cards = 0;
    Kind kind = Kind::Pass;
    uint8_t main = 0;
    uint8_t length = 0;

    constexpr bool is_pass() const { return kind == Kind::Pass; }
    friend constexpr bool operator==(const Move& a, const Move& b) {
        // The multiset determines kind, main and length (K-dup), but compare all.
        return a.cards == b.cards && a.kind == b.kind && a.main == b.main && a.length == b.length;
    }
};
static_assert(sizeof(Move) == 16, "Move is documented as 16 bytes");

inline constexpr Move kPassMove{};

}  // namespace paigen::doudizhu
