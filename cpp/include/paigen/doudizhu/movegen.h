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
// deck, 9,128 for the 108-card 4p deck; under the variants up to 59,365
// (DouZero's). Replies are fewer. Rounded up to a power of two, which leaves
// room for the branch-free writes past the end.
inline constexpr int kMaxMoves = 65536;

// The largest number of moves of a hand a deal can give (at most 20 cards in
// 3p, 33 in 4p): the universe of such hands holds 12,654 moves with 3 players,
// 9,079 with 4 (the README's figures), and at most 29,984 under a variant
// (DouZero's); tests check them all. Rounded up likewise.
inline constexpr int kMaxGameMoves = 32768;

using MoveList = BasicMoveList<Move, kMaxMoves>;

// The generators take Rules (11 bytes) by reference: passed by value, GCC
// spilled it byte by byte and read it back a word at a time (a
// store-forwarding stall, the hottest instruction of the reply path).

// Leads (P1): every move the hand holds. Never a pass. The hand must fit the
// deck of `rules` (any hand that does, the whole deck included).
Move* generate_leads(Cards hand, const Rules& rules, Move* out);

// Replies (P2): a pass, then every move the hand holds that beats `last` (C1-C6).
// `last` must be a non-pass move as classify() returns it under `rules`.
Move* generate_replies(Cards hand, const Move& last, const Rules& rules, Move* out);

// Every reading of the card set `cards` under `rules` (variant.h): the moves of
// those exact cards, first reading first; none when the cards are no move.
Move* readings(Cards cards, Rules rules, Move* out);

// The universe: every distinct move a hand of at most `max_cards` cards can
// play under `rules`, one per card set with its first reading (the leads of
// the whole deck, no hand-dependent chain skipped), sorted by kind, length,
// main rank, then cards. 12,654 / 9,079 moves with 3 / 4 players and hands a
// deal gives (max_cards 20 / 33); under the presets 27,471 (RLCard), 29,984
// (DouZero), 25,661 (OpenSpiel).
Move* universe(Rules rules, int max_cards, Move* out);

// Leads when `last` is a pass (or default-constructed), replies otherwise.
inline Move* generate(Cards hand, const Move& last, const Rules& rules, Move* out) {
    return last.is_pass() ? generate_leads(hand, rules, out) : generate_replies(hand, last, rules, out);
}

}  // namespace paigen::doudizhu
