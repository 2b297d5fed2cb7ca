// Core-only timing for benchmarks: how long a body takes per call, measured
// around the loop alone (no setup, no conversions), so that the timings
// compare the core with other engines' cores.
#pragma once

#include <chrono>
#include <cstddef>

namespace paigen {

// Nanoseconds per call of `body(i)` over i = 0 .. calls - 1, the whole loop
// repeated `repeats` times (wall-clock time).
template <typename Body>
double ns_per_call(size_t calls, int repeats, Body&& body) {
    const auto start = std::chrono::steady_clock::now();
    for (int rep = 0; rep < repeats; ++rep)
        for (size_t i = 0; i < calls; ++i) body(i);
    const auto stop = std::chrono::steady_clock::now();
    return std::chrono::duration<double, std::nano>(stop - start).count() / (static_cast<double>(calls) * repeats);
}

}  // namespace paigen
