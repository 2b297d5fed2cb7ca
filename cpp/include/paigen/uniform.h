// Exactly uniform draws for samplers that promise exact probabilities
// (hidden-card sampling, sample.h of each game): integers below a bound with
// no bias at all (rejection, where Rng::below() allows a 2^-50 bias), and
// choices weighted by exact integer counts, up to 128 bits.
#pragma once

#include <cassert>
#include <cstdint>

#include "paigen/rng.h"

namespace paigen {

using Count = __uint128_t;  // exact counts of deals: at most 83!/(33! 25! 25!) < 2^125

// Uniform in [0, bound), bound > 0: draws of the bit length of bound - 1,
// redrawn when over it (fewer than two draws on average).
inline Count uniform_below(Rng& rng, Count bound) {
    assert(bound > 0);
    const Count top = bound - 1;
    if (top == 0) return 0;
    const uint64_t high = static_cast<uint64_t>(top >> 64), low = static_cast<uint64_t>(top);
    if (high == 0) {  // one word: keep the bits of `top`'s length
        const uint64_t mask = ~uint64_t{0} >> __builtin_clzll(low);
        for (;;) {
            const uint64_t x = rng.next() & mask;
            if (x <= low) return x;
        }
    }
    const uint64_t mask = ~uint64_t{0} >> __builtin_clzll(high);
    for (;;) {
        const Count x = (Count{rng.next() & mask} << 64) | rng.next();
        if (x <= top) return x;
    }
}

// The index of a choice drawn with probability weights[i] / total, where
// total is the sum of weights[0..n) (> 0).
template <typename Weight>
int weighted_choice(Rng& rng, const Weight* weights, int n, Count total) {
    Count pick = uniform_below(rng, total);
    for (int i = 0; i < n; ++i) {
        if (pick < Count{weights[i]}) return i;
        pick -= weights[i];
    }
    assert(false && "the weights sum to less than total");
    return n - 1;
}

// Fisher-Yates with exactly uniform draws: every order of items[0..n) equally likely.
template <typename T>
void exact_shuffle(Rng& rng, T* items, int n) {
    for (int i = n - 1; i > 0; --i) {
        const int j = static_cast<int>(uniform_below(rng, static_cast<Count>(i + 1)));
        const T t = items[i];
        items[i] = items[j];
        items[j] = t;
    }
}

}  // namespace paigen
