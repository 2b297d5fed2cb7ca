// Timing for the C++ benchmark programs: the best of seven rounds, in ns per call.
#pragma once

#include <algorithm>
#include <chrono>

template <typename Body>
double best_ns_per_call(double calls, Body&& body) {
    double best = 1e30;
    for (int round = 0; round < 7; ++round) {
        const auto start = std::chrono::steady_clock::now();
        body();
        const auto stop = std::chrono::steady_clock::now();
        best = std::min(best, std::chrono::duration<double, std::nano>(stop - start).count() / calls);
    }
    return best;
}
