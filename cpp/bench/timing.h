// Timing for the C++ benchmark programs: the best of several rounds, in CPU
// time of this process (CLOCK_PROCESS_CPUTIME_ID), not wall-clock time: on a
// shared machine the time the program waits for a core would otherwise count
// as its own, and the best round is the one least disturbed by other work.
// Nothing here compares a time with a bound, so a loaded machine slows the
// figures but never fails a program.
#pragma once

#include <time.h>

#include <algorithm>

// CPU seconds this process has used so far.
inline double cpu_seconds() {
    timespec now{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
    return static_cast<double>(now.tv_sec) + 1e-9 * static_cast<double>(now.tv_nsec);
}

// The best of `rounds` runs of body(), in CPU nanoseconds per call when one
// run makes `calls` calls.
template <typename Body>
double best_ns_per_call(double calls, Body&& body, int rounds = 7) {
    double best = 1e30;
    for (int round = 0; round < rounds; ++round) {
        const double start = cpu_seconds();
        body();
        best = std::min(best, 1e9 * (cpu_seconds() - start) / calls);
    }
    return best;
}
