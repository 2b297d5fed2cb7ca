// Long calls (perft, playouts, batches) ask a StopCheck between chunks of
// work, so that their caller can end them early: the Python bindings answer
// from Ctrl-C. The core knows nothing of signals; a check is any function.
#pragma once

namespace paigen {

struct StopCheck {
    bool (*poll)(void* context) = nullptr;  // true: stop now
    void* context = nullptr;

    bool requested() const { return poll != nullptr && poll(context); }
};

}  // namespace paigen
