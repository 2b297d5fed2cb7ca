// Move generation: every legal play for a hand, as a lead or as a reply.
//
// A pure function of (hand, last move, rules), writing into a caller-provided
// buffer, Stockfish style: no allocation, returns the end of what it wrote.
#pragma once

#include "paigen/doudizhu/move.h"

namespace paigen::doudizhu {

// The largest number of moves one call can write. A hand's leads are a subset of
// the leads of the whole deck, which are every move of the universe: 13,530 for
// the 54-card 3p deck, 9,128 for the 108-card 4p deck (tests check both); replies
// are fewer. Rounded up to a power of two.
inline constexpr int kMaxMoves = 16384;

// Leads (P1): every move the hand holds. Never a pass.
Move* generate_leads(Cards hand, Rules rules, Move* out);

// Replies (P2): a pass, then every move the hand holds that beats `last` (C1-C6).
// `last` must be a non-pass move as classify() returns it.
Move* generate_replies(Cards hand, const Move& last, Rules rules, Move* out);

// Leads when `last` is a pass (or default-constructed), replies otherwise.
inline Move* generate(Cards hand, const Move& last, Rules rules, Move* out) {
    return last.is_pass() ? generate_leads(hand, rules, out)
                          : generate_replies(hand, last, rules, out);
}

}  // namespace paigen::doudizhu
