// Fast unwrapping of paigen's own pybind11 classes.
#pragma once

#include <pybind11/pybind11.h>

namespace paigen::bindings {

namespace py = pybind11;

// Fast exact-type test and unwrapping for our own classes: legal_moves is
// called in tight loops, and pybind11's generic casts cost a type-registry
// lookup each. Subclasses fall back to the generic path.
template <typename T>
struct ClassHandle {
    static inline PyTypeObject* type = nullptr;
};

template <typename T>
const T* as(const py::handle& obj) {
    if (PyUnicode_CheckExact(obj.ptr())) return nullptr;  // the common other case: card strings
    if (Py_TYPE(obj.ptr()) == ClassHandle<T>::type) {
        auto* inst = reinterpret_cast<py::detail::instance*>(obj.ptr());
        if (inst->simple_layout) return static_cast<const T*>(inst->simple_value_holder[0]);
    }
    if (py::isinstance<T>(obj)) return &obj.cast<const T&>();
    return nullptr;
}

}  // namespace paigen::bindings
