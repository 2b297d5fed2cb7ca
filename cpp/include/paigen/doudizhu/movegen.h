// Move generation: every legal play for a hand, as a lead or as a reply.
//
// A pure function of (hand, last move, rules), writing into a caller-provided
// buffer, Stockfish style: no allocation, returns the end of what it wrote.
#pragma once

#include "paigen/doudizhu/move.h"
#include "paigen/move_list.h"

namespace paigen::doudizhu {

// The largest number of moves one call can write. A hand's leads are a subset of
// the leads of the whole deck taken as one hand: 13,530 moves for the 54-card 3p
// deck, 9,128 for the 108-card 4p deck. (The universe of hands a deal can give,
// at most 20 or 33 cards, is smaller: 12,654 and 9,079 moves, the README's
// figures; tests check all four.) Replies are fewer. Rounded up to a power of
// two, which leaves room for the branch-free writes past the end.
inline constexpr int kMaxMoves = 16384;

using MoveList = BasicMoveList<Move, kMaxMoves>;

// Leads (P1): every move the hand holds. Never a pass. The hand must fit the
// deck of `rules` (any hand that does, the whole deck included).
Move* generate_leads(Cards hand, Rules rules, Move* out);

// Replies (P2): a pass, then every move the hand holds that beats `last` (C1-C6).
// `last` must be a non-pass move as classify() returns it under `rules`.
Move* generate_replies(Cards hand, const Move& last, Rules rules, Move* out);

// Leads when `last` is a pass (or default-constructed), replies otherwise.
inline Move* generate(Cards hand, const Move& last, Rules rules, Move* out) {
    return last.is_pass() ? generate_leads(hand, rules, out) : generate_replies(hand, last, rules, out);
}

}  // namespace paigen::doudizhu
