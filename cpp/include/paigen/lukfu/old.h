// Old cards (rules O1-O4): the cards a player can prove unbeatable.
#pragma once

#include "paigen/bits.h"
#include "paigen/lukfu/cards.h"

namespace paigen::lukfu {

// The Old cards in `hand`, given the cards played face up (`public`; the two
// sets are disjoint). O1: the 9s, 1c and 1t. O2: a card whose every higher card
// of its suit is in the hand or public. Per suit lane, the cards seen (hand or
// public) above the highest unseen card are exactly the proven ones; the hand's
// own cards are seen, so that unseen card is never in hand.
inline CardSet old_cards(CardSet hand, CardSet public_cards) {
    const CardSet seen = hand | public_cards;
    CardSet old = hand & kIntrinsicOld;
    for (int suit = 0; suit < kNumSuits; ++suit) {
        const int shift = 9 * suit;
        const CardSet unseen = ~(seen >> shift) & kSuitLane;
        // Cards above the highest unseen one; the whole lane if none is unseen.
        const CardSet proven = unseen ? kSuitLane & ~((CardSet{2} << msb(unseen)) - 1) : kSuitLane;
        old |= hand & (proven << shift);
    }
    return old;
}

}  // namespace paigen::lukfu
