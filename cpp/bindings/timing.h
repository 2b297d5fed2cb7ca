// Core-only timing for the benchmarks' private _time_* entry points.
#pragma once

#include <pybind11/pybind11.h>

#include <chrono>
#include <cstddef>

namespace paigen::bindings {

// Nanoseconds per call of `body(i)` over i = 0..calls-1, repeated `repeats`
// times, with the GIL released (the body touches plain C++ memory only).
template <typename Body>
double ns_per_call(size_t calls, int repeats, Body&& body) {
    pybind11::gil_scoped_release release;
    const auto start = std::chrono::steady_clock::now();
    for (int rep = 0; rep < repeats; ++rep)
        for (size_t i = 0; i < calls; ++i) body(i);
    const auto stop = std::chrono::steady_clock::now();
    return std::chrono::duration<double, std::nano>(stop - start).count() / (static_cast<double>(calls) * repeats);
}

}  // namespace paigen::bindings
