// paigen._core: the compiled half of paigen, one submodule per game; the public
// API lives in python/paigen and re-exports from here.
//
// Safe without the GIL (free-threaded CPython): every static the bindings keep
// (exception classes, class handles, interned argument names, the MoveList
// types) is written once here, at import, and only read afterwards; scratch
// move buffers are thread_local.
#include "docs.h"
#include "doudizhu/traits.h"
#include "errors.h"
#include "guards.h"
#include "lukfu/traits.h"
#include "paigen/playout.h"
#include "paigen/simd.h"
#include "pybind.h"

namespace py = pybind11;

PYBIND11_MODULE(_core, m, py::mod_gil_not_used()) {
    using paigen::bindings::doc;
    const paigen::bindings::DeferInterrupts defer_interrupts;
    m.doc() = doc("_core");
    paigen::bindings::define_errors(m);

    py::module_ doudizhu = m.def_submodule("doudizhu", doc("doudizhu"));
    py::module_ lukfu = m.def_submodule("lukfu", doc("lukfu"));
    paigen::bindings::doudizhu::register_module(doudizhu);
    paigen::bindings::lukfu::register_module(lukfu);

    // Which build of the generators' hot loops runs (paigen/simd.h); a
    // PAIGEN_SIMD it could not follow warns once, here.
    m.def("simd", [] { return paigen::kSimdNames[static_cast<int>(paigen::simd())]; }, doc("simd"));
    if (const char* note = paigen::simd_note())
        if (PyErr_WarnEx(PyExc_RuntimeWarning, note, 1) < 0) throw py::error_already_set();

    // The seeds batches are made of (rng.h, playout.h), so Python can replay one deal of a batch.
    m.def(
        "_stream",
        [](py::handle seed, py::handle i) {
            return paigen::Rng::stream(paigen::bindings::u64_arg(seed, "seed"), paigen::bindings::u64_arg(i, "i"));
        },
        py::arg("seed"), py::arg("i"), doc("_stream"));
    m.def(
        "_agent_seed",
        [](py::handle seating_seed, py::handle deal, py::handle seat) {
            using paigen::bindings::u64_arg;
            return paigen::agent_seed(u64_arg(seating_seed, "seating_seed"), u64_arg(deal, "deal"),
                                      static_cast<int>(paigen::bindings::int_arg(seat, "seat", 0, 3)));
        },
        py::arg("seating_seed"), py::arg("deal"), py::arg("seat"), doc("_agent_seed"));

    for (py::module_* each : {&m, &doudizhu, &lukfu}) paigen::bindings::guard_module(*each);
}
