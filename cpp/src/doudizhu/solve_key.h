// The identity of a position for the solver's table (solve_table.h),
// private to the core.
//
// A position is every hand, the player to move, the passes since the move to
// beat, the landlord, and what the replies to that move depend on: its kind,
// length and main rank (C1-C6 and the variants' readings of a previous move),
// under DouZero's reading the reading DouZero's classifier gives its cards.
// Ranks are relabelled first (RankMap), so that positions the rules cannot
// tell apart share one identity.
//
// A key is four words, one per hand (the fourth empty with 3 players), with
// the rest of the identity in bits no hand uses: the top nibble, above the red
// joker, and the top two bits of each joker's nibble (a hand holds at most two
// of each joker). A word has eight such bits, so a key holds 32 bits besides
// the hands: 19 of identity (meta) and 13 the table keeps for itself.
#pragma once

#include <cstdint>

#include "paigen/doudizhu/classify.h"
#include "paigen/doudizhu/solve.h"

namespace paigen::doudizhu::detail {

struct TableKey {
    uint64_t words[kMaxPlayers];
};

// The eight free bits of a hand's word: 54, 55 and 58..63.
inline constexpr uint64_t kFreeBits = 0xFCC0000000000000ULL;
inline constexpr uint64_t spread_byte(uint32_t byte) { return uint64_t{byte & 3} << 54 | uint64_t{byte >> 2} << 58; }
inline uint32_t gather_byte(uint64_t word) { return static_cast<uint32_t>((word >> 54 & 3) | (word >> 58) << 2); }

// Puts the 32 bits of `extra` into the free bits of the four words.
inline void set_extra(uint64_t* words, uint32_t extra) {
    for (int i = 0; i < 4; ++i) words[i] = (words[i] & ~kFreeBits) | spread_byte(extra >> (8 * i) & 0xFF);
}
inline uint32_t get_extra(const uint64_t* words) {
    uint32_t extra = 0;
    for (int i = 0; i < 4; ++i) extra |= gather_byte(words[i]) << (8 * i);
    return extra;
}

inline constexpr uint32_t kMetaBits = 19;

// Whether some hand could still make a chain (K6-K8, and so K9-K10): five
// consecutive ranks, three consecutive pairs or two consecutive triples inside
// 3..A. Hands only shrink, so once no hand can, none ever will.
inline bool chains_possible(const Position& pos) {
    for (int p = 0; p < pos.rules.players; ++p) {
        const Cards h = pos.hands[p];
        const RankMask one = at_least(h, 1) & kChainRanks, two = at_least(h, 2) & kChainRanks;
        const RankMask three = at_least(h, 3) & kChainRanks;
        if ((one & one >> 4 & one >> 8 & one >> 12 & one >> 16) || (two & two >> 4 & two >> 8) || (three & three >> 4))
            return true;
    }
    return false;
}

// Ranks relabelled to what the rules can tell apart, so that positions that
// differ only in the ranks of their cards, not in how those ranks compare,
// share one entry. Ranks in play keep their order. While chains are possible
// consecutive ranks stay consecutive: ranks 3..A are packed from the A down,
// each run of ranks nobody holds becoming one empty rank (the A keeps its
// place beside the 2, which variant.h's adjacency limit treats apart), and 2,
// B and R stay. Once no chain is possible, only the order counts: ranks 3..2
// in play are packed from the 2 down with no gaps. The jokers always stay.
struct RankMap {
    uint8_t to[kNumRanks];

    RankMap(Cards in_play, bool chains) {
        const RankMask present = at_least(in_play, 1);
        const int top = chains ? kRankAce : kRankTwo;
        int slot = top;
        for (int r = top; r >= 0; --r) {
            const bool held = present & rank_bit(r);
            if (!held && (!chains || (r < top && !(present & rank_bit(r + 1))))) {
                to[r] = static_cast<uint8_t>(slot + 1);  // never read for a card
                continue;
            }
            to[r] = static_cast<uint8_t>(slot--);
        }
        for (int r = top + 1; r < kNumRanks; ++r) to[r] = static_cast<uint8_t>(r);
    }

    Cards cards(Cards c) const {
        Cards out = c >> (4 * kRankBlack) << (4 * kRankBlack);  // the jokers stay
        RankMask ranks = at_least(c, 1) & kSuitRanks;
        while (ranks) {
            const int r = rank_of_bit(ranks & (0 - ranks));
            ranks &= ranks - 1;
            out += static_cast<Cards>(count_of(c, r)) << (4 * to[r]);
        }
        return out;
    }
};

// Where the move to beat falls among the relabelled ranks: the lowest label
// of a rank above `rank` that a player other than its maker holds (only they
// answer it), 15 when there is none.
inline uint32_t threshold(const RankMap& map, const Position& pos, int rank) {
    Cards others = 0;
    for (int p = 0; p < pos.rules.players; ++p)
        if (p != pos.last_player) others += pos.hands[p];
    const RankMask above = at_least(others, 1) >> (4 * (rank + 1)) << (4 * (rank + 1));
    return above ? map.to[rank_of_bit(above & (0 - above))] : 15;
}

// The identity of a position: `last` and `passes` as Position holds them.
// `chains`: whether chains_possible(pos), as far as the caller knows.
inline TableKey table_key(const Position& pos, bool chains) {
    Cards in_play = 0;
    for (int p = 0; p < pos.rules.players; ++p) in_play += pos.hands[p];
    const RankMap map(in_play, chains);
    TableKey key{{map.cards(pos.hands[0]), map.cards(pos.hands[1]), map.cards(pos.hands[2]), map.cards(pos.hands[3])}};
    uint32_t kind = static_cast<uint32_t>(pos.last.kind), length = pos.last.length, rank = 0;
    uint32_t readable = 1;
    if (!pos.last.is_pass()) {
        int main = pos.last.main;
        if (pos.rules.variant.reading == Reading::DouZero) {
            const DouZeroReading r = douzero_reading(pos.last.cards);
            kind = static_cast<uint32_t>(r.kind);
            length = static_cast<uint32_t>(r.length);
            main = r.key;
            readable = r.ok;
        }
        rank = threshold(map, pos, main);
    }
    // length <= 12; rank: a relabelled rank or 15; 2 bits each for seats and passes
    const uint32_t meta = kind | length << 4 | rank << 8 | readable << 12 | uint32_t{pos.to_move} << 13 |
                          uint32_t{pos.passes} << 15 | uint32_t{pos.landlord} << 17;
    set_extra(key.words, meta);
    return key;
}

inline uint64_t mix(uint64_t x) {
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
    return x ^ (x >> 31);
}

inline uint64_t table_hash(const TableKey& key) {
    uint64_t h = mix(key.words[0] + 0x9E3779B97F4A7C15ULL);
    h = mix(h ^ key.words[1]);
    h = mix(h ^ key.words[2]);
    return mix(h ^ key.words[3]);
}

}  // namespace paigen::doudizhu::detail
