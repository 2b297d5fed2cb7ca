// paigen._core: the compiled half of paigen. One submodule per game; the public
// API lives in python/paigen and re-exports from here.
#include <pybind11/pybind11.h>

#include "errors.h"

namespace py = pybind11;

namespace paigen::bindings {

static PyObject* notation_error = nullptr;
static PyObject* illegal_move_error = nullptr;
static PyObject* state_error = nullptr;

void init_errors() {
    // Leaked on purpose: module-lifetime references, never decref'd at exit.
    py::module_ errors = py::module_::import("paigen.errors");
    notation_error = py::object(errors.attr("NotationError")).release().ptr();
    illegal_move_error = py::object(errors.attr("IllegalMoveError")).release().ptr();
    state_error = py::object(errors.attr("StateError")).release().ptr();
}

void raise_notation_error(const std::string& message) {
    PyErr_SetString(notation_error, message.c_str());
    throw py::error_already_set();
}

void raise_illegal_move(const std::string& message) {
    PyErr_SetString(illegal_move_error, message.c_str());
    throw py::error_already_set();
}

void raise_state_error(const std::string& message) {
    PyErr_SetString(state_error, message.c_str());
    throw py::error_already_set();
}

void register_doudizhu(py::module_& m);
void register_lukfu(py::module_& m);
void register_games(py::module_& core, py::module_& dd, py::module_& lf);

}  // namespace paigen::bindings

PYBIND11_MODULE(_core, m, py::mod_gil_not_used()) {
    m.doc() = "paigen's compiled core (private: use paigen.doudizhu and paigen.lukfu)";
    paigen::bindings::init_errors();
    py::module_ dd = m.def_submodule("doudizhu", "Dou Dizhu move generation");
    paigen::bindings::register_doudizhu(dd);
    py::module_ lf = m.def_submodule("lukfu", "Luk Fu move generation");
    paigen::bindings::register_lukfu(lf);
    paigen::bindings::register_games(m, dd, lf);
}
