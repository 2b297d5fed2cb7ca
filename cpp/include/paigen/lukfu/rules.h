// The Luk Fu rules this core implements (docs/rules/LUKFU.md), summarised:
//
//   L1-L4  36 cards: ranks 1..9 in suits c < s < m < t; card index 9*suit + rank-1;
//          three players, 12 cards each
//   A1-A4  the Master says play or pass first, then the others in seat order;
//          the first to say play is the caller; three passes: redeal; the
//          Master leads; a Master who passed never leads a set of four or a
//          run of four or more
//   S1  single   one card
//   S2  set      three or four cards of one rank (no pairs)
//   S3  run      three or more consecutive ranks in one suit
//   T1-T5  the leader plays; each other player must beat the best play if they
//          can, else discards as many cards face down; the best play wins the
//          trick, scores fu equal to its cards and leads next
//   F1  single: higher rank of the same suit; a led 1c or 1t cannot be beaten
//   F2  set: same size, higher rank; a led set of 1s falls only to the 9s
//   F3  run: same length, same suit and higher top, or any higher suit
//   F4  different shapes never beat each other
//   O1-O4  Old cards: the 9s, 1c and 1t; a card whose every higher card of its
//          suit is in the hand or face up; per player; discards never count
//   R1  fu + Old cards in hand >= 6 at the start of a lead: the claim, alone
//   R2-R5  the caller leads anything; others lead a single only as a non-Old
//          card of the highest suit holding one (any single when all are Old)
//   E1-E3  a claim ends the deal (empty hands, no claim: void); points =
//          fu + Old cards - 5; the caller is paid by both losers, or pays a
//          winning non-caller twice
#pragma once

#include <cstdint>

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

inline constexpr int kPlayers = 3;     // L4
inline constexpr int kClaimTotal = 6;  // R1: fu + Old cards that force a claim

}  // namespace paigen::lukfu
