// An object that releases the GIL while it works (a vector env stepping, a
// search over a game) claims itself first: a second thread calling it
// meanwhile gets a clear RuntimeError naming the object instead of racing it.
#pragma once

#include <atomic>
#include <string>

#include "nb.h"

namespace paigen::bindings {

class InUse {
public:
    InUse() = default;
    InUse(const InUse&) {}  // a copy or a moved-to object starts free
    InUse& operator=(const InUse&) { return *this; }

    class Claim {
    public:
        explicit Claim(std::atomic<bool>* busy) : busy_(busy) {}
        Claim(const Claim&) = delete;
        Claim& operator=(const Claim&) = delete;
        ~Claim() { busy_->store(false, std::memory_order_release); }

    private:
        std::atomic<bool>* busy_;
    };

    // Claims the object for `method`; RuntimeError when another call holds it.
    [[nodiscard]] Claim claim(const char* game, const char* object, const char* method) {
        if (busy_.exchange(true, std::memory_order_acquire)) {
            PyErr_SetString(PyExc_RuntimeError,
                            (std::string("this ") + game + " " + object + " is in use by another thread; " + method +
                             "() waits for no one: share one " + object + " between threads only behind a lock")
                                .c_str());
            throw nb::python_error();
        }
        return Claim(&busy_);
    }

private:
    std::atomic<bool> busy_{false};
};

}  // namespace paigen::bindings
