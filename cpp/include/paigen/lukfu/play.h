// Luk Fu plays (rules S1-S3), moves and comparison (F1-F4).
#pragma once

#include <cstdint>

#include "paigen/lukfu/cards.h"

namespace paigen::lukfu {

// Values are stable: they are the `kinds` numpy codes of the Python API.
enum class Kind : uint8_t {
    Single = 0,   // S1
    Set = 1,      // S2: three or four cards of one rank
    Run = 2,      // S3: three or more consecutive ranks in one suit
    Discard = 3,  // T3: k cards face down, when the follower cannot beat
    Claim = 4,    // R1: lay down the Old cards and win the deal
};
inline constexpr int kNumKinds = 5;
inline constexpr const char* kKindNames[kNumKinds] = {"single", "set", "run", "discard", "claim"};

// A move: 16 bytes. `rank` is the single's or set's rank, the run's top rank;
// `suit` the single's or run's suit (0 for the rest); `size` the card count.
struct Move {
    CardSet cards = 0;
    Kind kind = Kind::Single;
    uint8_t rank = 0;
    uint8_t suit = 0;
    uint8_t size = 0;

    friend constexpr bool operator==(const Move& a, const Move& b) {
        return a.cards == b.cards && a.kind == b.kind;
    }
};
static_assert(sizeof(Move) == 16, "Move is documented as 16 bytes");

struct Classification {
    Move move;                     // valid when `reason == nullptr`
    const char* reason = nullptr;  // why the cards are no play
    bool ok() const { return reason == nullptr; }
};

// The shape of a play: single, set or run (never discard or claim).
Classification classify(CardSet cards);

// Whether play `challenger` beats the current best play `best` of a trick whose
// led play is `led` (F1-F4). All three must be plays as classify() gives them.
bool beats(const Move& challenger, const Move& best, const Move& led);

}  // namespace paigen::lukfu
