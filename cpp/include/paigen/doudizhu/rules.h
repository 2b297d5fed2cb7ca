// The Dou Dizhu rules this core implements (docs/rules/DOUDIZHU.md), summarised:
//
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
#pragma once

#include <cstdint>

namespace paigen::doudizhu {

// Values are stable: they are the `kinds` numpy codes of the Python API.
enum class Kind : uint8_t {
    Single = 0,          // K1
    Pair = 1,            // K2
    Triple = 2,          // K3
    TripleSingle = 3,    // K4
    TriplePair = 4,      // K5
    Straight = 5,        // K6
    PairChain = 6,       // K7
    TripleChain = 7,     // K8
    AirplaneSingle = 8,  // K9
    AirplanePair = 9,    // K10
    Bomb = 10,           // K11
    Rocket = 11,         // K12
    FourTwoSingles = 12, // K13a
    FourTwoPairs = 13,   // K13b
    Pass = 14,           // P2: a reply with no cards
};
inline constexpr int kNumKinds = 15;

// Lower-case names, as the Python API prints them; indexed by Kind.
inline constexpr const char* kKindNames[kNumKinds] = {
    "single",          "pair",         "triple",      "triple_single", "triple_pair",
    "straight",        "pair_chain",   "triple_chain", "airplane_single", "airplane_pair",
    "bomb",            "rocket",       "four_two_singles", "four_two_pairs", "pass",
};

// The rule variant, passed by value everywhere. Only the player count varies
// today; later variants (e.g. looser kicker rules) become fields here.
struct Rules {
    uint8_t players = 3;  // 3 (D2) or 4 (D3)

    constexpr bool four_players() const { return players == 4; }
    // Copies of each rank 3..2 in the deck, and of each joker.
    constexpr int suit_copies() const { return players == 4 ? 8 : 4; }
    constexpr int joker_copies() const { return players == 4 ? 2 : 1; }
};

inline constexpr bool valid_players(int players) { return players == 3 || players == 4; }

}  // namespace paigen::doudizhu
