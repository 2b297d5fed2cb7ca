// Rules C1-C6: whether one move beats another.
#pragma once

#include "paigen/doudizhu/move.h"

namespace paigen::doudizhu {

inline bool is_bomb_like(Kind k) { return k == Kind::Bomb || k == Kind::Rocket; }

// Under a variant (variant.h): whether the cards of `a`, played in reply to
// `b`, beat it in some reading of theirs (a hand holding exactly those cards
// gets them among its replies). Defined with the generators (movegen.cpp).
bool beats_under_variant(const Move& a, const Move& b, Rules rules);

// `a` beats `b`. Both must be moves under `rules` (as classify returns them);
// a pass neither beats nor is beaten.
inline bool beats(const Move& a, const Move& b, Rules rules) {
    if (a.is_pass() || b.is_pass()) return false;
    if (!is_standard(rules.variant)) return beats_under_variant(a, b, rules);
    if (b.kind == Kind::Rocket) return false;  // C3
    if (a.kind == Kind::Rocket) return true;   // C3
    if (a.kind == Kind::Bomb) {
        if (b.kind != Kind::Bomb) return true;                                         // C4
        if (rules.four_players() && a.length != b.length) return a.length > b.length;  // C6: more cards win
        return a.main > b.main;                                                        // C5, C6
    }
    return a.kind == b.kind && a.length == b.length && a.main > b.main;  // C2
}

}  // namespace paigen::doudizhu
