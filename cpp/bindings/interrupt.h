// Ctrl-C in long calls. The core polls a StopCheck between chunks of work;
// this one takes the GIL for a moment and runs Python's signal handlers, so a
// call that released the GIL still notices Ctrl-C (within milliseconds) and
// ends with the KeyboardInterrupt those handlers raised.
#pragma once

#include <cstddef>

#include "nb.h"
#include "paigen/batch.h"
#include "paigen/stop.h"

namespace paigen::bindings {

inline bool poll_signals(void*) {
    nb::gil_scoped_acquire gil;
    return PyErr_CheckSignals() != 0;  // the error stays set for the caller
}

inline StopCheck signal_check() { return StopCheck{&poll_signals, nullptr}; }

// After a call that polled signal_check(), with the GIL held again: raises the
// pending Python error (a KeyboardInterrupt) if the call was stopped.
inline void raise_if_stopped(bool stopped) {
    if (stopped) throw nb::python_error();
}

// Runs run(stop) -> bool (false: it stopped) with the GIL released (run must
// touch plain C++ memory only), `stop` polling Ctrl-C; raises the
// KeyboardInterrupt if it stopped.
template <typename Run>
void run_without_gil(Run&& run) {
    bool done;
    {
        nb::gil_scoped_release release;
        done = run(signal_check());
    }
    raise_if_stopped(!done);
}

// Runs body(i) for i in [0, n) with the GIL released, polling Ctrl-C between
// chunks of `chunk` items.
template <typename Body>
void for_each_without_gil(size_t n, size_t chunk, Body&& body) {
    run_without_gil([&](const StopCheck& stop) { return for_each_chunked(n, chunk, stop, body); });
}

}  // namespace paigen::bindings
