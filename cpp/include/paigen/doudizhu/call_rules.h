// The rules of a call that takes players= and variant= as well as Hands and
// Moves, which carry rules of their own: what the call asked for, else what
// its Hands and Moves say (a Hand says its player count, a Move both), else 3
// players and the rules pages. A Hand or Move that contradicts the rules
// known so far is an error, and so is a variant with 4 players.
#pragma once

#include <cstring>
#include <string>

#include "paigen/doudizhu/rules.h"
#include "paigen/doudizhu/variant.h"

namespace paigen::doudizhu {

class CallRules {
public:
    // players 0 / variant nullptr: not asked.
    CallRules(int players, const Variant* variant) : players_known_(players != 0), variant_known_(variant) {
        rules_.players = static_cast<uint8_t>(players);
        if (variant) rules_.variant = *variant;
    }

    // Adds the rules of a Hand (variant nullptr) or Move; false, the rules
    // unchanged, when they contradict the rules known so far (contradiction()
    // says how). No string is made on the way: every call passes here.
    bool add(int players, const Variant* variant) {
        if (players && players_known_ && players != rules_.players) return false;
        if (variant && variant_known_ && !same(*variant, rules_.variant)) return false;
        if (players && !players_known_) {
            rules_.players = static_cast<uint8_t>(players);
            players_known_ = true;
        }
        if (variant && !variant_known_) {
            rules_.variant = *variant;
            variant_known_ = true;
        }
        return true;
    }

    // Why add(players, variant) returned false.
    std::string contradiction(int players, const Variant* variant) const {
        if (players && players_known_ && players != rules_.players)
            return "players=" + std::to_string(rules_.players) + " contradicts a " + std::to_string(players) +
                   "-player hand or move";
        return "variant " + quoted_name(rules_.variant) + " contradicts a move of variant " +
               quoted_name(variant ? *variant : rules_.variant);
    }

    // The rules; valid_rules() says whether they can be played, problem() why not.
    Rules rules() const {
        Rules out = rules_;
        if (!players_known_) out.players = 3;
        return out;
    }

    std::string problem() const {
        return "variant " + quoted_name(rules().variant) + " is for 3 players: 4-player Dou Dizhu has the rules " +
               "pages only";
    }

private:
    // Variant == over its nine one-byte fields as one comparison (see is_standard).
    static bool same(const Variant& a, const Variant& b) { return std::memcmp(&a, &b, sizeof(Variant)) == 0; }
    static std::string quoted_name(const Variant& v) { return std::string("'") + preset_name(v) + "'"; }

    Rules rules_;
    bool players_known_, variant_known_;
};

}  // namespace paigen::doudizhu
