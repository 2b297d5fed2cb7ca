// paigen._core: the compiled half of paigen, one submodule per game; the public
// API lives in python/paigen and re-exports from here.
//
// Safe without the GIL (free-threaded CPython): every static the bindings keep
// (exception classes, class handles, interned argument names, the MoveList
// types) is written once here, at import, and only read afterwards; scratch
// move buffers are thread_local.
#include <pybind11/pybind11.h>

#include "doudizhu/common.h"
#include "errors.h"
#include "lukfu/common.h"

namespace py = pybind11;

PYBIND11_MODULE(_core, m, py::mod_gil_not_used()) {
    m.doc() = "paigen's compiled core (private: use paigen.doudizhu and paigen.lukfu)";
    paigen::bindings::init_errors();

    py::module_ dd = m.def_submodule("doudizhu", "Dou Dizhu: move generation, whole deals, playouts");
    paigen::bindings::doudizhu::register_values(dd);
    paigen::bindings::doudizhu::register_variant(dd);
    paigen::bindings::doudizhu::register_action_space(dd);
    paigen::bindings::doudizhu::register_observation(dd);
    paigen::bindings::doudizhu::register_functions(dd);
    paigen::bindings::doudizhu::register_batch(dd);
    paigen::bindings::doudizhu::register_game(dd);
    paigen::bindings::doudizhu::register_playout(dd);

    py::module_ lf = m.def_submodule("lukfu", "Luk Fu: move generation, whole deals, playouts");
    paigen::bindings::lukfu::register_values(lf);
    paigen::bindings::lukfu::register_observation(lf);
    paigen::bindings::lukfu::register_functions(lf);
    paigen::bindings::lukfu::register_batch(lf);
    paigen::bindings::lukfu::register_game(lf);
    paigen::bindings::lukfu::register_playout(lf);
}
