// Luk Fu move generation: the whole decision a player faces (rules section G).
#pragma once

#include "paigen/lukfu/play.h"

namespace paigen::lukfu {

// The most moves one call can write: C(12, 6) = 924 discards of a 12-card hand
// (leads and beating follows are far fewer), plus slack for branch-free writes.
inline constexpr int kMaxMoves = 1024;

// What the leader's choice depends on besides the hand (R1-R4, A4).
struct LeadContext {
    CardSet public_cards = 0;    // O3: played face up so far
    bool caller = false;         // R2
    bool master_passed = false;  // A4 (never together with caller)
    int fu = 0;                  // R1: fu won so far
};

// Leading: the claim alone when R1 holds, else every single, set and run that
// R2-R4 and A4 allow; nothing for an empty hand without a claim (E1).
Move* generate_leads(CardSet hand, const LeadContext& context, Move* out);

// Following: every play that beats `best` (F1-F4, exceptions judged on `led`),
// or, when there is none, every distinct |led|-card discard (T2, T3). The hand
// holds at least |led| cards and at most 12.
Move* generate_follows(CardSet hand, const Move& led, const Move& best, Move* out);

}  // namespace paigen::lukfu
