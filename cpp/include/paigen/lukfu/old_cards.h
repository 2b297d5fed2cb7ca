// Old cards (rules O1-O4): the cards a player can prove unbeatable.
#pragma once

#include "paigen/lukfu/cards.h"

namespace paigen::lukfu {

// Keeps, in each suit lane, the bits whose lane position is at most 8 - k.
inline constexpr CardSet lane_low(int k) {
    const CardSet lane = (CardSet{1} << (9 - k)) - 1;
    return lane | lane << 9 | lane << 18 | lane << 27;
}

// The Old cards in `hand`, given the cards played face up (`public`; the two
// sets are disjoint). O1: the 9s, 1c and 1t. O2: a card whose every higher card
// of its suit is in the hand or public, i.e. a card above the highest unseen
// card of its suit (the hand's own cards are seen, so that card is never in
// hand). Branch-free over all four suits: each unseen card is smeared down its
// lane (shifts of 1, 2, 4, 8 masked so that nothing crosses into the lane
// below), and the cards left uncovered are the proven ones.
inline CardSet old_cards(CardSet hand, CardSet public_cards) {
    CardSet covered = ~(hand | public_cards) & kAllCards;  // unseen cards
    covered |= (covered >> 1) & lane_low(1);
    covered |= (covered >> 2) & lane_low(2);
    covered |= (covered >> 4) & lane_low(4);
    covered |= (covered >> 8) & lane_low(8);
    return hand & (~covered | kIntrinsicOld);
}

}  // namespace paigen::lukfu
