// Which kind of move a multiset of cards is (rules K1-K13b), if any.
#pragma once

#include "paigen/doudizhu/move.h"

namespace paigen::doudizhu {

struct Classification {
    Move move;                     // valid when `reason == nullptr`
    const char* reason = nullptr;  // why the cards are not a move, else nullptr
    bool ok() const { return reason == nullptr; }
};

// Classifies any multiset the deck allows, including moves longer than a hand
// (a 24-card airplane in 3p). The empty multiset is not a move (pass is not
// classified from cards). Under these rules a multiset fits at most one kind
// (K-dup), so the answer is unique.
Classification classify(Cards cards, Rules rules);

}  // namespace paigen::doudizhu
