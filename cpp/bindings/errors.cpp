#include "errors.h"

#include "paigen/text.h"

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

std::string quoted(std::string_view text) {
    constexpr size_t kShown = 40;  // characters quoted before the cut
    size_t end = 0, characters = 0;
    while (end < text.size() && characters < kShown) {
        end += utf8_char_at(text, end).size();
        ++characters;
    }
    if (end == text.size()) return "'" + std::string(text) + "'";
    size_t total = characters;
    for (size_t i = end; i < text.size(); i += utf8_char_at(text, i).size()) ++total;
    return "'" + std::string(text.substr(0, end)) + "...' (" + std::to_string(total) + " characters)";
}

}  // namespace paigen::bindings
