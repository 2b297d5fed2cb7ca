#include "errors.h"

namespace py = pybind11;

namespace paigen::bindings {

namespace {

// Module-lifetime references to the exception classes, filled at import and
// never changed afterwards (so reading them needs no lock); leaked on purpose.
PyObject* notation_error = nullptr;
PyObject* illegal_move_error = nullptr;
PyObject* state_error = nullptr;

// A new exception class paigen.errors.<name> (its __module__: pickle and
// tracebacks name it there), added to `m`.
PyObject* define(py::module_& m, const char* name, const char* doc, PyObject* base) {
    const std::string qualified = std::string("paigen.errors.") + name;
    PyObject* type = PyErr_NewExceptionWithDoc(qualified.c_str(), doc, base, nullptr);
    if (!type) throw py::error_already_set();
    m.attr(name) = py::handle(type);  // the module's reference; `type` keeps its own
    return type;
}

[[noreturn]] void raise(PyObject* type, const std::string& message) {
    PyErr_SetString(type, message.c_str());
    throw py::error_already_set();
}

}  // namespace

void define_errors(py::module_& m) {
    PyObject* base =
        define(m, "PaigenError", "Base class of every error paigen raises for bad input.", PyExc_ValueError);
    notation_error = define(m, "NotationError",
                            "A hand or move string is not valid notation (rules D4, L2): an unknown\n"
                            "character or card, a repeated Luk Fu card, or more copies of a rank than the\n"
                            "deck holds. The message names the offending text.",
                            base);
    illegal_move_error = define(m, "IllegalMoveError",
                                "Cards that are valid notation but do not form a legal play (or a play that\n"
                                "is not allowed in the given situation). The message says why.",
                                base);
    state_error = define(m, "StateError",
                         "The arguments describe an impossible situation: a card in two places (hand\n"
                         "and public cards, hand and the trick, two hands of a deal), contradictory\n"
                         "flags (a caller who is also a Master who passed), a hand too small for the\n"
                         "trick, negative fu, a deal that cannot be played, or saved bytes of a game\n"
                         "(a pickle) that are damaged or forged.",
                         base);
}

void raise_notation_error(const std::string& message) { raise(notation_error, message); }
void raise_illegal_move(const std::string& message) { raise(illegal_move_error, message); }
void raise_state_error(const std::string& message) { raise(state_error, message); }

}  // namespace paigen::bindings
