// What one seat observes of a Luk Fu deal (its information set) and its
// fixed-shape encoding for learning agents.
//
// Seen holds what the deal has shown every seat, kept up to date decision by
// decision beside a Game, plus each seat's own discards (which only it sees:
// an observation reads only its own seat's).
//
// encode() writes int8 values, blocks in this order (card vectors of 36 values,
// value 9 * suit + rank - 1 as in L3; seats counted from the observing one: 0 =
// itself, 1 = the next, 2 = the one after):
//
//   hand         36      the seat's own cards
//   old          36      its Old cards (O1-O4)
//   public       36      the cards played face up so far (O3)
//   unseen       36      the cards whose place it does not know
//   discards     36      its own discards
//   played       3 x 36  the cards each seat has played face up
//   discarded    3       how many cards each seat has discarded
//   hand_sizes   3       cards in each hand
//   fu           3       fu each seat has won
//   master       3       one-hot: the Master
//   caller       3       one-hot: the caller (zeros before a call)
//   calls        3 x 3   one-hot per seat: said play, said pass, not yet
//   led          36      the trick's led play (zeros when the seat to move leads)
//   best         36      the trick's best play so far
//   best_seat    3       one-hot: who made it
//   trick_plays  3       one-hot: how many have played in this trick (0-2)
//   exceptions   2       the led play is a single 1c/1t (unbeatable), a set of 1s
//   phase        3       one-hot: calling, play, over
//   to_move      3       one-hot: the seat to decide (zeros once over)
#pragma once

#include <cstdint>

#include "paigen/lukfu/classify.h"
#include "paigen/lukfu/game.h"
#include "paigen/lukfu/record.h"

namespace paigen::lukfu {

struct Seen {
    CardSet played[kPlayers] = {};          // face up (O3)
    CardSet discards[kPlayers] = {};        // face down: each seat sees only its own
    int8_t calls[kPlayers] = {-1, -1, -1};  // 1 play, 0 pass, -1 not yet (this calling round)
};

// Applies `decision` to `game` and records what it shows in `seen` (a redeal,
// A2 or E1, starts the record afresh).
void apply_seen(Game& game, Seen& seen, const Decision& decision);

// What a record's deal has shown so far (its decisions replayed from the start).
Seen seen_of(const Record& record);

// The cards whose place `seat` does not know: neither in its hand, nor face
// up (O3), nor among its own discards.
inline CardSet unseen_cards(const Game& game, const Seen& seen, int seat) {
    return kAllCards & ~(game.hands[seat] | game.public_cards | seen.discards[seat]);
}

// A move as `seat` sees it when seat `by` made it: another seat's discard is
// face down (T3), so it shows only its size.
inline Move as_seen(const Move& move, int by, int seat) {
    return move.kind == Kind::Discard && by != seat ? unshaped(0, Kind::Discard, move.size) : move;
}

inline constexpr int kObservationSize = 36 * 5 + 3 * 36 + 3 * 4 + 3 + 9 + 36 * 2 + 3 + 3 + 2 + 3 + 3;  // 398

// Writes what `seat` observes into out[0 .. kObservationSize).
void encode_observation(const Game& game, const Seen& seen, int seat, int8_t* out);

}  // namespace paigen::lukfu
