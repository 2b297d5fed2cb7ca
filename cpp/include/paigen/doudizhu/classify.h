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
// classified from cards). Under the rules pages a multiset fits at most one
// kind (K-dup), so the answer is unique; under a variant that allows several
// readings, it is the first (variant.h).
Classification classify(Cards cards, Rules rules);

// DouZero's own reading of a card set (Reading::DouZero): kind, length and the
// rank it compares by (a chain's lowest rank, an airplane's highest rank held
// exactly three times, else the main rank); `ok` is false for the card sets its
// classifier cannot read, which only bombs and the rocket answer.
struct DouZeroReading {
    Kind kind = Kind::Pass;
    int length = 0;
    int key = 0;
    bool ok = false;
};
DouZeroReading douzero_reading(Cards cards);

// The rank DouZero compares a move of `kind` by (see DouZeroReading).
int douzero_key(Cards cards, Kind kind);

}  // namespace paigen::doudizhu
