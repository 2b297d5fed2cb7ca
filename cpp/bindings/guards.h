// Module-wide guards applied once a submodule is registered: no object of a
// compiled class can exist without its constructor having run, and pybind11's
// argument-mismatch errors read as one line naming the parameters.
#pragma once

#include "pybind.h"

namespace paigen::bindings {

// For every pybind11 class of `m`: only a call X(...) makes an object;
// `X.__new__(X)`, a pickle's NEWOBJ and copyreg's reconstructors raise
// TypeError instead of handing out an object whose C++ value was never built
// (the class gets a metaclass that marks the class it is constructing, and a
// tp_new that lets only that through), and the class cannot be subclassed.
// For every pybind11 function and method of `m`: a call whose arguments match
// no signature raises a one-line TypeError naming the expected parameters and
// the arguments given.
void guard_module(pybind11::module_& m);

// Held while the module initialises, which runs Python code (the Kind enums):
// a Ctrl-C arriving meanwhile is recorded, not raised, and raised again just
// after (as a KeyboardInterrupt from the import), instead of failing the
// import as ImportError("initialization failed"). Python's SIGINT handler is
// swapped for a recorder meanwhile (only where it is a Python callable and
// this is the main thread, the only one that runs signal handlers).
class DeferInterrupts {
public:
    DeferInterrupts();
    ~DeferInterrupts();
    DeferInterrupts(const DeferInterrupts&) = delete;
    DeferInterrupts& operator=(const DeferInterrupts&) = delete;

private:
    pybind11::object signal_module_, previous_;  // previous_: the handler put back
};

}  // namespace paigen::bindings
