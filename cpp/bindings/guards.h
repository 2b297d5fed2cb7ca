// Module-wide guards applied once a submodule is registered: no object of a
// compiled class can exist without its constructor having run, and
// nanobind's argument-mismatch errors read as one line naming the parameters.
#pragma once

#include "nb.h"

namespace paigen::bindings {

// For every nanobind class of `m`: only a call X(...) makes an object;
// `X.__new__(X)`, a pickle's NEWOBJ and copyreg's reconstructors raise
// TypeError instead of handing out an object whose C++ value was never built
// (nanobind's X(...) makes its instance itself, so the class's tp_new is
// left to refuse), and the class cannot be subclassed.
// For every nanobind function and method of `m`: a call whose arguments match
// no signature raises a one-line TypeError naming the expected parameters and
// the arguments given.
void guard_module(nb::module_& m);

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
    nb::object signal_module_, previous_;  // previous_: the handler put back
};

}  // namespace paigen::bindings
