// What one seat observes of a Dou Dizhu deal (its information set) and its
// fixed-shape encoding for learning agents.
//
// Seen holds what the deal has shown every seat (the public part, kept up to
// date decision by decision beside a Game); an observation of a seat is that,
// plus the Game's public state and the seat's own hand. The kitty is public
// once the landlord takes it (B3 [decided], as in RLCard and DouZero).
//
// encode() writes int8 values, blocks in this order (L card values: 54 with 3
// players, 108 with 4; n = players; seats counted from the observing one: 0 =
// itself, 1 = the next, ...). A card vector is a thermometer of each rank's
// count: value 4r+k (8r+k with 4 players; jokers last, 1 or 2 each) is 1 when
// the cards hold more than k of rank r.
//
//   hand         L       the seat's own cards
//   unseen       L       the cards in other hands (and the kitty until taken)
//   played       n x L   the cards each seat has played
//   hand_sizes   n       cards in each hand
//   landlord     n       one-hot: the landlord (zeros during the auction)
//   kitty        L       the kitty once taken (zeros before)
//   bids         n x 4   one-hot: each seat's last bid of this auction, 0-3 (zeros: none)
//   last_move    L       the move to beat (zeros when the player to move leads)
//   last_seat    n       one-hot: who made it
//   last_kind    15      one-hot: its kind (Kind codes)
//   recent       R x L   the last R = 2n plays and passes, newest first (zeros before the first)
//   recent_seat  R x n   one-hot: who made each
//   bombs        1       bombs and rockets played so far
//   phase        3       one-hot: bidding, play, over
//   to_move      n       one-hot: the seat to decide (zeros once over)
#pragma once

#include <cstdint>

#include "paigen/doudizhu/game.h"
#include "paigen/doudizhu/record.h"

namespace paigen::doudizhu {

struct Seen {
    static constexpr int kRecent = 2 * kMaxPlayers;

    Cards played[kMaxPlayers] = {};
    int8_t bids[kMaxPlayers] = {-1, -1, -1, -1};  // each seat's last bid this auction, -1: none
    uint8_t bombs = 0;                            // bombs and rockets played (S2, S3 count fewer)
    Cards recent[kRecent] = {};                   // a ring of the cards of the last plays and passes (0: a pass)
    uint8_t recent_seat[kRecent] = {};
    uint8_t recent_count = 0;  // plays and passes recorded, at most kRecent
    uint8_t recent_at = 0;     // where the next goes
};

// Applies `decision` to `game` and records what it shows in `seen` (a redeal
// starts the auction's record afresh).
void apply_seen(Game& game, Seen& seen, const Decision& decision);

// What a record's deal has shown so far (its decisions replayed from the start).
Seen seen_of(const Record& record);

// The cards `seat` has not seen: the other hands (and the kitty until taken).
Cards unseen_cards(const Game& game, const Seen& seen, int seat);

// Writes a card vector (a thermometer of each rank's count, the layout above)
// at out[0 .. L) and returns out + L.
int8_t* cards_block(Cards cards, Rules rules, int8_t* out);

// The number of int8 values encode() writes for `players`.
int observation_size(int players);

// Writes what `seat` observes into out[0 .. observation_size(players)).
void encode_observation(const Game& game, const Seen& seen, int seat, int8_t* out);

}  // namespace paigen::doudizhu
