// Core-only timing for the benchmarks' private _time_* entry points.
#pragma once

#include <pybind11/pybind11.h>

#include <cstddef>

#include "paigen/timing.h"

namespace paigen::bindings {

// The core's ns_per_call with the GIL released (the body touches plain C++ memory only).
template <typename Body>
double ns_per_call_without_gil(size_t calls, int repeats, Body&& body) {
    pybind11::gil_scoped_release release;
    return ns_per_call(calls, repeats, body);
}

}  // namespace paigen::bindings
