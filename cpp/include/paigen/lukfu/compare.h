// Rules F1-F4: whether one play beats the best play of a trick.
#pragma once

#include "paigen/lukfu/move.h"

namespace paigen::lukfu {

// A led single 1c or 1t cannot be beaten (F1).
inline bool unbeatable_single(const Move& led) {
    return led.kind == Kind::Single && led.rank == 1 && (led.suit == 0 || led.suit == 3);
}

// A led set of 1s falls only to the 9s of its size (F2).
inline bool led_set_of_ones(const Move& led) { return led.kind == Kind::Set && led.rank == 1; }

// Whether play `challenger` beats the current best play `best` of a trick whose
// led play is `led` (F1-F4). All three must be plays as classify() gives them.
inline bool beats(const Move& challenger, const Move& best, const Move& led) {
    if (challenger.kind != best.kind || challenger.size != best.size) return false;  // F4
    switch (best.kind) {
        case Kind::Single:  // F1
            return !unbeatable_single(led) && challenger.suit == best.suit && challenger.rank > best.rank;
        case Kind::Set:  // F2
            return (!led_set_of_ones(led) || challenger.rank == 9) && challenger.rank > best.rank;
        case Kind::Run:  // F3
            return challenger.suit > best.suit || (challenger.suit == best.suit && challenger.rank > best.rank);
        default: return false;
    }
}

}  // namespace paigen::lukfu
