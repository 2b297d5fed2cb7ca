// The Dou Dizhu rules this core implements (docs/rules/DOUDIZHU.md), summarised:
//
//   D2/D3  3p: 54 cards (4 of each rank 3..2, B, R), 17 each, kitty 3;
//          4p: 108 cards (8 of each rank 3..2, BB, RR), 25 each, kitty 8
//   K1  single            any card
//   K2  pair              two of a rank 3..2; in 4p also BB and RR (never BR)
//   K3  triple            three of a rank 3..2
//   K4  triple_single     triple + one card of another rank (3p only)
//   K5  triple_pair       triple + a pair of another rank
//   K6  straight          5..12 consecutive ranks inside 3..A
//   K7  pair_chain        >= 3 consecutive pairs inside 3..A
//   K8  triple_chain      >= 2 consecutive triples inside 3..A
//   K9  airplane_single   K8 of length m + m distinct single ranks off the chain,
//                         never B with R (3p only)
//   K10 airplane_pair     K8 of length m + m distinct pair ranks off the chain
//   K11 bomb              4 of a rank 3..2; in 4p 4..8 of a rank
//   K12 rocket            3p: BR; 4p: BBRR
//   K13a four_two_singles four + two distinct singles, never B with R (3p only)
//   K13b four_two_pairs   four + two distinct pairs (3p only)
//
//   C1-C2  same kind, same length, higher main rank beats; kickers never count
//   C3     the rocket beats everything; nothing beats it
//   C4     a bomb beats every non-bomb
//   C5/C6  3p: higher bomb rank; 4p: more cards, then higher rank
//
//   B1-B4  bidding: pass or bid 1-3 above the highest; 3 or n-1 passes end it;
//          n passes without a bid: redeal
//   P1-P4  the landlord leads; beat or pass; n-1 passes end a trick; the deal
//          ends when a hand is empty
//   S1-S4  stake = bid x 2^(bombs and rockets; 4p: rockets and bombs of 6+)
#pragma once

#include <cstdint>

#include "paigen/doudizhu/cards.h"
#include "paigen/doudizhu/variant.h"

namespace paigen::doudizhu {

// Values are stable: they are the `kinds` numpy codes of the Python API.
enum class Kind : uint8_t {
    Single = 0,           // K1
    Pair = 1,             // K2
    Triple = 2,           // K3
    TripleSingle = 3,     // K4
    TriplePair = 4,       // K5
    Straight = 5,         // K6
    PairChain = 6,        // K7
    TripleChain = 7,      // K8
    AirplaneSingle = 8,   // K9
    AirplanePair = 9,     // K10
    Bomb = 10,            // K11
    Rocket = 11,          // K12
    FourTwoSingles = 12,  // K13a
    FourTwoPairs = 13,    // K13b
    Pass = 14,            // P2: a reply with no cards
};
inline constexpr int kNumKinds = 15;

// Lower-case names, as the Python API prints them; indexed by Kind.
inline constexpr const char* kKindNames[kNumKinds] = {
    "single",   "pair",       "triple",           "triple_single",   "triple_pair",
    "straight", "pair_chain", "triple_chain",     "airplane_single", "airplane_pair",
    "bomb",     "rocket",     "four_two_singles", "four_two_pairs",  "pass",
};

// The rules of one game, passed by value everywhere: the player count and the
// variant (variant.h; 3 players only).
struct Rules {
    uint8_t players = 3;  // 3 (D2) or 4 (D3)
    Variant variant;

    constexpr Rules() = default;
    constexpr explicit Rules(int player_count, Variant rule_variant = Variant{})
        : players(static_cast<uint8_t>(player_count)), variant(rule_variant) {}

    constexpr bool four_players() const { return players == 4; }
    // Copies of a rank in the deck: 4 (8 in 4p) of 3..2, 1 (2 in 4p) of each joker.
    constexpr int copies(int rank) const { return rank < kRankBlack ? (players == 4 ? 8 : 4) : (players == 4 ? 2 : 1); }
    constexpr int hand_size() const { return players == 4 ? 25 : 17; }     // D2, D3
    constexpr int kitty_size() const { return players == 4 ? 8 : 3; }      // D2, D3
    constexpr int max_hand() const { return hand_size() + kitty_size(); }  // the landlord's
};

inline constexpr bool valid_players(int players) { return players == 3 || players == 4; }

// Valid rules: 3 or 4 players, a valid variant, and the rules pages with 4.
inline constexpr bool valid_rules(Rules rules) {
    return valid_players(rules.players) && valid_variant(rules.variant) &&
           (rules.players == 3 || rules.variant.standard());
}

// The whole deck of `rules` as one word.
inline constexpr Cards full_deck(Rules rules) {
    Cards deck = 0;
    for (int r = 0; r < kNumRanks; ++r) deck += rank_bit(r) * static_cast<unsigned>(rules.copies(r));
    return deck;
}

// The lowest rank of which `cards` holds more copies than the deck of `rules`;
// kNumRanks for bits beyond the red joker's nibble; -1 when the cards fit.
inline int rank_over_deck(Cards cards, Rules rules) {
    if (cards >> (4 * kNumRanks)) return kNumRanks;
    for (int r = 0; r < kNumRanks; ++r)
        if (count_of(cards, r) > rules.copies(r)) return r;
    return -1;
}

inline bool fits_deck(Cards cards, Rules rules) { return rank_over_deck(cards, rules) < 0; }

}  // namespace paigen::doudizhu
