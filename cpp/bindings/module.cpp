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
#include "paigen/playout.h"
#include "paigen/simd.h"

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
    paigen::bindings::doudizhu::register_solve(dd);
    paigen::bindings::doudizhu::register_playout(dd);
    paigen::bindings::doudizhu::register_agents(dd);
    paigen::bindings::doudizhu::register_vector_env(dd);

    py::module_ lf = m.def_submodule("lukfu", "Luk Fu: move generation, whole deals, playouts");
    paigen::bindings::lukfu::register_values(lf);
    paigen::bindings::lukfu::register_observation(lf);
    paigen::bindings::lukfu::register_functions(lf);
    paigen::bindings::lukfu::register_batch(lf);
    paigen::bindings::lukfu::register_game(lf);
    paigen::bindings::lukfu::register_playout(lf);
    paigen::bindings::lukfu::register_agents(lf);
    paigen::bindings::lukfu::register_vector_env(lf);

    // The seeds batches are made of (rng.h, playout.h), so Python can replay one deal of a batch.
    // Which build of the generators' hot loops runs (paigen/simd.h); a
    // PAIGEN_SIMD it could not follow warns once, here.
    m.def(
        "simd", [] { return paigen::kSimdNames[static_cast<int>(paigen::simd())]; },
        "The build of the move generators' hot loops this process runs: 'avx512' or 'scalar' (the\n"
        "environment variable PAIGEN_SIMD=scalar forces the portable one; private, for tests and bug reports).");
    if (const char* note = paigen::simd_note())
        if (PyErr_WarnEx(PyExc_RuntimeWarning, note, 1) < 0) throw py::error_already_set();

    m.def(
        "_stream",
        [](py::handle seed, py::handle i) {
            return paigen::Rng::stream(paigen::bindings::u64_arg(seed, "seed"), paigen::bindings::u64_arg(i, "i"));
        },
        py::arg("seed"), py::arg("i"), "Rng::stream(seed, i): the seed of deal i of the batch `seed`.");
    m.def(
        "_agent_seed",
        [](py::handle seating_seed, py::handle deal, py::handle seat) {
            using paigen::bindings::u64_arg;
            return paigen::agent_seed(u64_arg(seating_seed, "seating_seed"), u64_arg(deal, "deal"),
                                      static_cast<int>(paigen::bindings::int_arg(seat, "seat", 0, 3)));
        },
        py::arg("seating_seed"), py::arg("deal"), py::arg("seat"),
        "agent_seed(): the seed of the agent at `seat` in deal `deal` of a seating.");
}
