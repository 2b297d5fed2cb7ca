// Luk Fu cards (rules L1, L3): 36 cards, ranks 1..9 in four suits, one bit each.
//
// Card index = 9 * suit + (rank - 1), suits c < s < m < t (coins, strings,
// myriads, tens). A set of cards is a 36-bit mask in a uint64_t:
//
//   bit:   35 .. 27 | 26 .. 18 | 17 .. 9 | 8 .. 0
//   suit:  tens     | myriads  | strings | coins
//   rank:  9 .. 1   | 9 .. 1   | 9 .. 1  | 9 .. 1
//
// The index is public API: bots and tests exchange these masks.
#pragma once

#include <cstdint>

namespace paigen::lukfu {

using CardSet = uint64_t;

inline constexpr int kNumSuits = 4;
inline constexpr int kNumRanks = 9;
inline constexpr int kNumCards = 36;
inline constexpr int kHandSize = 12;  // L4
inline constexpr char kSuitChars[] = "csmt";

inline constexpr CardSet kAllCards = (CardSet{1} << kNumCards) - 1;
inline constexpr CardSet kSuitLane = 0x1FF;  // the nine cards of suit 0

inline constexpr int card_index(int rank, int suit) { return 9 * suit + rank - 1; }
inline constexpr CardSet card_bit(int rank, int suit) { return CardSet{1} << card_index(rank, suit); }
inline constexpr CardSet suit_cards(int suit) { return kSuitLane << (9 * suit); }
inline constexpr int rank_of_index(int index) { return index % 9 + 1; }
inline constexpr int suit_of_index(int index) { return index / 9; }

// The four cards of one rank: bit rank-1 of every suit lane.
inline constexpr CardSet rank_cards(int rank) {
    return (CardSet{1} | CardSet{1} << 9 | CardSet{1} << 18 | CardSet{1} << 27) << (rank - 1);
}

// O1: the four 9s, 1c (Mau Gung) and 1t (Bak Chi).
inline constexpr CardSet kIntrinsicOld = rank_cards(9) | card_bit(1, 0) | card_bit(1, 3);

}  // namespace paigen::lukfu
