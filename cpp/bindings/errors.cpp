#include "errors.h"

namespace py = pybind11;

namespace paigen::bindings {

namespace {

// Module-lifetime references to the exception classes, filled at import and
// never changed afterwards (so reading them needs no lock); leaked on purpose.
PyObject* notation_error = nullptr;
PyObject* illegal_move_error = nullptr;
PyObject* state_error = nullptr;

[[noreturn]] void raise(PyObject* type, const std::string& message) {
    PyErr_SetString(type, message.c_str());
    throw py::error_already_set();
}

}  // namespace

void init_errors() {
    py::module_ errors = py::module_::import("paigen.errors");
    notation_error = py::object(errors.attr("NotationError")).release().ptr();
    illegal_move_error = py::object(errors.attr("IllegalMoveError")).release().ptr();
    state_error = py::object(errors.attr("StateError")).release().ptr();
}

void raise_notation_error(const std::string& message) { raise(notation_error, message); }
void raise_illegal_move(const std::string& message) { raise(illegal_move_error, message); }
void raise_state_error(const std::string& message) { raise(state_error, message); }

}  // namespace paigen::bindings
