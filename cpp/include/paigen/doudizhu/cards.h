// Dou Dizhu cards: ranks (rule D1) and the packed rank-count word every other
// file uses.
//
// A multiset of cards (a hand or a move) is one uint64_t: rank r (0..14) owns the
// nibble at bits 4r..4r+3 and holds the number of copies (0..8; 8 only in 4p).
//
//   rank:   R  B  2  A  K  Q  J  T  9  8  7  6  5  4  3
//   nibble: 14 13 12 11 10 9  8  7  6  5  4  3  2  1  0
//
// A *rank mask* is a word with bit 4r set for every rank r it contains, so a rank
// mask bit is also the card code of one card of that rank: pairs are `bit * 2`,
// chains are `start_bit * kOnes[length]`, and stepping one rank up is `<< 4`.
#pragma once

#include <cstdint>

namespace paigen::doudizhu {

using Cards = uint64_t;     // packed rank counts
using RankMask = uint64_t;  // bit 4r per rank r

inline constexpr int kNumRanks = 15;
inline constexpr char kRankChars[] = "3456789TJQKA2BR";

inline constexpr int kRankTwo = 12;
inline constexpr int kRankBlack = 13;  // black joker, `B`
inline constexpr int kRankRed = 14;    // red joker, `R`
inline constexpr int kRankAce = 11;    // the highest rank a chain may use

// One copy of each of the n lowest ranks (n = 0..15), from a table so that a
// run-time n costs one load.
inline constexpr Cards ones_slow(int n) { return n == 0 ? 0 : (ones_slow(n - 1) << 4) | 1; }
struct OnesTable {
    Cards v[16];
    constexpr OnesTable() : v() {
        for (int n = 0; n < 16; ++n) v[n] = ones_slow(n);
    }
};
inline constexpr OnesTable kOnes{};
inline constexpr Cards ones(int n) { return kOnes.v[n]; }
inline constexpr RankMask kAllRanks = ones(15);
inline constexpr RankMask kChainRanks = ones(12);  // 3..A
inline constexpr RankMask kSuitRanks = ones(13);   // 3..2: ranks that have four suits
inline constexpr RankMask kBlackBit = RankMask{1} << (4 * kRankBlack);
inline constexpr RankMask kRedBit = RankMask{1} << (4 * kRankRed);

inline constexpr RankMask rank_bit(int r) { return RankMask{1} << (4 * r); }
inline constexpr int count_of(Cards c, int r) { return static_cast<int>((c >> (4 * r)) & 0xF); }
inline int rank_of_bit(RankMask bit) { return __builtin_ctzll(bit) >> 2; }

// Number of ranks in a rank mask. Its bits sit at the bottom of their nibbles,
// so one multiply sums all 15 nibbles into the top one (the sum is at most 15).
// Cheaper than a popcount call in a portable build, which has no popcnt.
inline constexpr int rank_count(RankMask m) { return static_cast<int>((m * 0x1111111111111111ULL) >> 60); }

// Ranks holding at least k copies (1 <= k <= 8). Adding 8 - k to every nibble sets
// its top bit exactly when count >= k; counts are at most 8, so nothing carries.
inline constexpr RankMask at_least(Cards c, int k) {
    return ((c + static_cast<uint64_t>(8 - k) * kAllRanks) >> 3) & kAllRanks;
}

// Ranks holding exactly k copies (1 <= k <= 7).
inline constexpr RankMask exactly(Cards c, int k) { return at_least(c, k) & ~at_least(c, k + 1); }

// Total number of cards: the sum of the nibbles.
inline int card_count(Cards c) {
    // Fold nibbles into bytes, then sum bytes with a multiply.
    const uint64_t bytes = (c & 0x0F0F0F0F0F0F0F0FULL) + ((c >> 4) & 0x0F0F0F0F0F0F0F0FULL);
    return static_cast<int>((bytes * 0x0101010101010101ULL) >> 56);
}

// Whether every nibble of `part` is <= the same nibble of `whole`. Counts reach
// 8, which fills a nibble, so the nibbles are spread into byte lanes (even ranks,
// odd ranks) whose top bit is free to act as a borrow guard.
inline constexpr bool contains(Cards whole, Cards part) {
    constexpr uint64_t lanes = 0x0F0F0F0F0F0F0F0FULL;
    constexpr uint64_t guard = 0x8080808080808080ULL;
    const uint64_t even = ((whole & lanes) | guard) - (part & lanes);
    const uint64_t odd = (((whole >> 4) & lanes) | guard) - ((part >> 4) & lanes);
    return ((even & odd & guard) == guard);
}

}  // namespace paigen::doudizhu
