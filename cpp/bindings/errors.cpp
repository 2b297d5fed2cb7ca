#include "errors.h"

#include "docs.h"

namespace paigen::bindings {

namespace {

// Module-lifetime references to the exception classes, filled at import and
// never changed afterwards (so reading them needs no lock); leaked on purpose.
PyObject* notation_error = nullptr;
PyObject* illegal_move_error = nullptr;
PyObject* state_error = nullptr;

// A new exception class paigen.errors.<name> (its __module__: pickle and
// tracebacks name it there), added to `m`.
PyObject* define(nb::module_& m, const char* name, PyObject* base) {
    const std::string qualified = std::string("paigen.errors.") + name;
    PyObject* type = PyErr_NewExceptionWithDoc(qualified.c_str(), doc(name), base, nullptr);
    if (!type) throw nb::python_error();
    m.attr(name) = nb::handle(type);  // the module's reference; `type` keeps its own
    return type;
}

[[noreturn]] void raise(PyObject* type, const std::string& message) {
    PyErr_SetString(type, message.c_str());
    throw nb::python_error();
}

}  // namespace

void define_errors(nb::module_& m) {
    PyObject* base = define(m, "PaigenError", PyExc_ValueError);
    notation_error = define(m, "NotationError", base);
    illegal_move_error = define(m, "IllegalMoveError", base);
    state_error = define(m, "StateError", base);
}

void raise_notation_error(const std::string& message) { raise(notation_error, message); }
void raise_illegal_move(const std::string& message) { raise(illegal_move_error, message); }
void raise_state_error(const std::string& message) { raise(state_error, message); }

}  // namespace paigen::bindings
