// The answer of a validation, in the manner of classify(): ok, or a reason and
// what it concerns. Reasons are complete phrases that cite their rule; callers
// (the bindings) add the details to their messages.
#pragma once

#include <cstdint>

namespace paigen {

struct Check {
    const char* reason = nullptr;  // nullptr: valid
    int seat = -1;                 // the seat concerned, or -1
    int rank = -1;                 // the rank concerned (Dou Dizhu), or -1
    int count = -1;                // how many cards, where a count is the problem, or -1
    uint64_t cards = 0;            // the cards concerned, in the game's card layout

    bool ok() const { return reason == nullptr; }
};

inline Check fail(const char* reason) {
    Check c;
    c.reason = reason;
    return c;
}

}  // namespace paigen
