// A Luk Fu move: a small value, 16 bytes, no pointers.
#pragma once

#include <cstdint>

#include "paigen/lukfu/cards.h"
#include "paigen/lukfu/rules.h"

namespace paigen::lukfu {

// `rank` is the single's or set's rank, the run's top rank (0 for a discard or
// claim); `suit` the single's or run's suit (0 for the rest); `size` the card
// count.
struct Move {
    CardSet cards = 0;
    Kind kind = Kind::Single;
    uint8_t rank = 0;
    uint8_t suit = 0;
    uint8_t size = 0;

    friend constexpr bool operator==(const Move& a, const Move& b) { return a.cards == b.cards && a.kind == b.kind; }
};
static_assert(sizeof(Move) == 16, "Move is documented as 16 bytes");

}  // namespace paigen::lukfu
