// Timing for the C++ benchmark programs: the best of seven rounds, in ns per call.
// Rounds are timed in CPU time, not wall-clock time: on a shared machine the
// time the program waits for a core would otherwise count as its own.
#pragma once

#include <algorithm>
#include <ctime>

template <typename Body>
double best_ns_per_call(double calls, Body&& body) {
    double best = 1e30;
    for (int round = 0; round < 7; ++round) {
        const std::clock_t start = std::clock();
        body();
        const std::clock_t stop = std::clock();
        best = std::min(best, 1e9 * static_cast<double>(stop - start) / CLOCKS_PER_SEC / calls);
    }
    return best;
}
