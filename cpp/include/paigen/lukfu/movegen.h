// Luk Fu move generation: the whole decision a player faces (rules section G),
// written into a caller-provided buffer, Stockfish style.
#pragma once

#include "paigen/check.h"
#include "paigen/lukfu/move.h"
#include "paigen/move_list.h"

namespace paigen::lukfu {

// The most moves one call can write: C(12, 6) = 924 discards of a 12-card hand
// (leads and beating follows are far fewer), plus slack for branch-free writes.
inline constexpr int kMaxMoves = 1024;
inline constexpr int kMaxLegalMoves = 924;  // the most one position has: C(12, 6) discards

using MoveList = BasicMoveList<Move, kMaxMoves>;

// Everything section G of the rules takes besides the hand: what the player
// knows and, when following, the trick so far.
struct Situation {
    CardSet public_cards = 0;    // O3: played face up so far
    bool caller = false;         // R2
    bool master_passed = false;  // A4 (never together with caller)
    int fu = 0;                  // R1: fu won so far
    bool following = false;      // else leading
    Move led, best;              // following: the trick's led and best plays
};

// Whether a player holding `hand` can be in `situation`: not both caller and a
// Master who passed (A2, A4), fu >= 0, at most 12 cards (L4), no card both in
// the hand and public; when following, led and best plays of one shape and
// size (F4, T3), best the led play or a disjoint play that beats it, no card
// both in the hand and on the table, and at least as many cards as were led (T5).
Check check(CardSet hand, const Situation& situation);

// Leading: the claim alone when R1 holds, else every single, set and run that
// R2-R4 and A4 allow; nothing for an empty hand without a claim (E1).
Move* generate_leads(CardSet hand, const Situation& situation, Move* out);

// Following: the plays that beat `best` (F1-F4, exceptions judged on `led`),
// none when the follower must discard (T3).
Move* generate_beating(CardSet hand, const Move& led, const Move& best, Move* out);

// Following: every play that beats `best` (F1-F4, exceptions judged on `led`),
// or, when there is none, every distinct |led|-card discard (T2, T3).
Move* generate_follows(CardSet hand, const Move& led, const Move& best, Move* out);

// The decision: leads or follows, for a situation check() accepts.
inline Move* generate(CardSet hand, const Situation& situation, Move* out) {
    return situation.following ? generate_follows(hand, situation.led, situation.best, out)
                               : generate_leads(hand, situation, out);
}

}  // namespace paigen::lukfu
