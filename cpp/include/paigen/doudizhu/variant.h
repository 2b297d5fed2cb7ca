// Rule variants: the rules of other Dou Dizhu programs as switches over the
// rules pages (3 players only). All switches at their defaults are the rules
// pages themselves; the presets reproduce RLCard 1.2.0, DouZero 1.1.0 and
// OpenSpiel 2.0.2 exactly (tests/test_peers.py checks them against the real
// programs). Each switch, with the program that uses it and an example:
//
//   four_with_two=false      K13a/K13b do not exist, neither as a lead nor as a
//                            previous move (OpenSpiel: no 333345, no 33334455)
//   four_two_pair_singles    K13a: the two singles may be two cards of one rank,
//                            never the four's (RLCard, DouZero: 333355)
//   four_two_joker_singles   K13a: the two singles may be B and R (DouZero: 2222BR)
//   wings_per_rank=n         K9: one rank may give up to n of the single wings
//                            (rules pages: 1, distinct ranks); wings never hold a
//                            chain rank (RLCard, OpenSpiel 3: 33344455; DouZero 4:
//                            333444555666KKKK)
//   adjacent_wings_limit     K9: at most two wings from the rank just below the
//                            chain's lowest rank, and at most two from the rank just
//                            above its highest unless that rank is 2; a limit on top
//                            of wings_per_rank, never a raise (RLCard:
//                            3334445556667778 refused, TTTJJJQQQKKKA222 accepted)
//   joker_wings              K9: the wings may hold both B and R (DouZero: 333444BR)
//   chains_skip_bomb_rank    K6-K8 are not generated, as leads or replies, when the
//                            hand holds all four cards of the chain's lowest rank
//                            (OpenSpiel: 33334455667788TTJ has no 334455, no 34567)
//   bomb_beats_rocket        C3 relaxed: a bomb may answer the rocket (OpenSpiel)
//   reading=DouZero          a previous move is read by DouZero's classifier, and
//                            airplanes compare by the highest rank held exactly
//                            three times (DouZero: 333444555AAA answers 345666777888;
//                            a 16- or 20-card airplane whose wings hold a triple or
//                            a four, which DouZero cannot read, is answered by bombs
//                            only). What may answer a rocket stays with C3 and
//                            bomb_beats_rocket.
//
// Readings. Under wings_per_rank >= 3 one card set can be read more than one
// way (333444555666: a K8 of four triples, or a K9 of three with wings 666 or
// 333). A generator lists each card set once, with its first reading: the K8
// if the hand gets that K8, else the airplane with the lowest chain. classify()
// gives the same reading (the lowest OpenSpiel action id; RLCard keeps only
// that one; DouZero's own classifier reads it so too). Replies list a card set
// once, with its first reading that beats the previous move.
#pragma once

#include <cstdint>
#include <cstring>
#include <string_view>

namespace paigen::doudizhu {

enum class Reading : uint8_t {
    Standard = 0,  // a previous move is its reading (kind, length, main rank: C1)
    DouZero = 1,   // DouZero's classifier and comparison (see above)
};

struct Variant {
    bool four_with_two = true;
    bool four_two_pair_singles = false;
    bool four_two_joker_singles = false;
    uint8_t wings_per_rank = 1;  // 1..4
    bool adjacent_wings_limit = false;
    bool joker_wings = false;
    bool chains_skip_bomb_rank = false;
    bool bomb_beats_rocket = false;
    Reading reading = Reading::Standard;

    // Whether any switch is away from the rules pages.
    constexpr bool standard() const { return *this == Variant{}; }

    friend constexpr bool operator==(const Variant& a, const Variant& b) {
        return a.four_with_two == b.four_with_two && a.four_two_pair_singles == b.four_two_pair_singles &&
               a.four_two_joker_singles == b.four_two_joker_singles && a.wings_per_rank == b.wings_per_rank &&
               a.adjacent_wings_limit == b.adjacent_wings_limit && a.joker_wings == b.joker_wings &&
               a.chains_skip_bomb_rank == b.chains_skip_bomb_rank && a.bomb_beats_rocket == b.bomb_beats_rocket &&
               a.reading == b.reading;
    }
    friend constexpr bool operator!=(const Variant& a, const Variant& b) { return !(a == b); }
};

inline constexpr bool valid_variant(const Variant& v) {
    return v.wings_per_rank >= 1 && v.wings_per_rank <= 4 &&
           (v.reading == Reading::Standard || v.reading == Reading::DouZero);
}

// The presets, by name.
inline constexpr Variant kStandard{};
inline constexpr Variant kRLCard{true, true, false, 3, true, false, false, false, Reading::Standard};
inline constexpr Variant kDouZero{true, true, true, 4, false, true, false, false, Reading::DouZero};
inline constexpr Variant kOpenSpiel{false, false, false, 3, false, false, true, true, Reading::Standard};

// a == b for the hot paths (ActionSpace.legal_ids' argument check): the nine
// one-byte fields compared as whole words, where the field-by-field
// operator== costs a 17-card reply about a tenth of its instructions.
inline bool same_variant(const Variant& a, const Variant& b) {
    static_assert(sizeof(Variant) == 9, "Variant is nine one-byte fields, without padding");
    return std::memcmp(&a, &b, sizeof(Variant)) == 0;
}

// Variant::standard() for the hot paths (every reply and lead, beats()).
inline bool is_standard(const Variant& v) { return same_variant(v, kStandard); }

// The nine switches in declaration order, by name: what each holds (a flag,
// wings_per_rank's count 1-4, the reading) and its value as an int (a
// Reading: its code, named by kReadingNames).
enum class SwitchKind : uint8_t { Flag, Count, Reading };
struct Switch {
    const char* name;
    SwitchKind kind;
};
inline constexpr Switch kSwitches[] = {
    {"four_with_two", SwitchKind::Flag},
    {"four_two_pair_singles", SwitchKind::Flag},
    {"four_two_joker_singles", SwitchKind::Flag},
    {"wings_per_rank", SwitchKind::Count},
    {"adjacent_wings_limit", SwitchKind::Flag},
    {"joker_wings", SwitchKind::Flag},
    {"chains_skip_bomb_rank", SwitchKind::Flag},
    {"bomb_beats_rocket", SwitchKind::Flag},
    {"reading", SwitchKind::Reading},
};
inline constexpr int kNumSwitches = sizeof kSwitches / sizeof kSwitches[0];
inline constexpr const char* kReadingNames[] = {"standard", "douzero"};

inline int switch_value(const Variant& v, int i) {
    switch (i) {
        case 0: return v.four_with_two;
        case 1: return v.four_two_pair_singles;
        case 2: return v.four_two_joker_singles;
        case 3: return v.wings_per_rank;
        case 4: return v.adjacent_wings_limit;
        case 5: return v.joker_wings;
        case 6: return v.chains_skip_bomb_rank;
        case 7: return v.bomb_beats_rocket;
        default: return static_cast<int>(v.reading);
    }
}

// Sets switch i to `value`, in its range (a flag 0 or 1, a count 1-4, a reading's code).
inline void set_switch(Variant& v, int i, int value) {
    const bool flag = value != 0;
    switch (i) {
        case 0: v.four_with_two = flag; break;
        case 1: v.four_two_pair_singles = flag; break;
        case 2: v.four_two_joker_singles = flag; break;
        case 3: v.wings_per_rank = static_cast<uint8_t>(value); break;
        case 4: v.adjacent_wings_limit = flag; break;
        case 5: v.joker_wings = flag; break;
        case 6: v.chains_skip_bomb_rank = flag; break;
        case 7: v.bomb_beats_rocket = flag; break;
        default: v.reading = static_cast<Reading>(value);
    }
}

struct NamedVariant {
    const char* name;
    Variant variant;
};
inline constexpr NamedVariant kPresets[] = {
    {"standard", kStandard}, {"rlcard", kRLCard}, {"douzero", kDouZero}, {"openspiel", kOpenSpiel}};

// The preset a variant is, else "custom".
inline const char* preset_name(const Variant& v) {
    for (const NamedVariant& preset : kPresets)
        if (preset.variant == v) return preset.name;
    return "custom";
}

// The preset named `name`, or nullptr.
inline const Variant* find_preset(std::string_view name) {
    for (const NamedVariant& preset : kPresets)
        if (name == preset.name) return &preset.variant;
    return nullptr;
}

}  // namespace paigen::doudizhu
