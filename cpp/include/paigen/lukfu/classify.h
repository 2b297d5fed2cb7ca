// Which play (S1-S3) a set of cards is, if any.
#pragma once

#include "paigen/lukfu/move.h"

namespace paigen::lukfu {

struct Classification {
    Move move;                     // valid when `reason == nullptr`
    const char* reason = nullptr;  // why the cards are no play
    bool ok() const { return reason == nullptr; }
};

// The shape of a play: single, set or run (never discard or claim).
Classification classify(CardSet cards);

// A discard or claim of these cards (T3, R1): those kinds have no shape.
inline Move unshaped(CardSet cards, Kind kind, int size) { return Move{cards, kind, 0, 0, static_cast<uint8_t>(size)}; }

}  // namespace paigen::lukfu
