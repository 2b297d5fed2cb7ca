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
#include "nb.h"
#include "paigen/playout.h"
#include "paigen/simd.h"

namespace nb = nanobind;

NB_MODULE(_core, m) {
    using paigen::bindings::doc;
    const paigen::bindings::DeferInterrupts defer_interrupts;
    // nanobind's report, at exit, of instances and types still alive then:
    // objects alive at exit (held by module globals, or by reference cycles
    // the interpreter does not collect when it ends) are no leak of ours.
    nb::set_leak_warnings(false);
    m.doc() = doc("_core");
    paigen::bindings::define_errors(m);

    nb::module_ doudizhu = m.def_submodule("doudizhu", doc("doudizhu"));
    nb::module_ lukfu = m.def_submodule("lukfu", doc("lukfu"));
    paigen::bindings::doudizhu::register_module(doudizhu);
    paigen::bindings::lukfu::register_module(lukfu);

    // Which build of the generators' hot loops runs (paigen/simd.h); a
    // PAIGEN_SIMD it could not follow warns once, here.
    m.def("simd", [] { return paigen::kSimdNames[static_cast<int>(paigen::simd())]; }, doc("simd"));
    if (const char* note = paigen::simd_note())
        if (PyErr_WarnEx(PyExc_RuntimeWarning, note, 1) < 0) throw nb::python_error();

    // The seeds batches are made of (rng.h, playout.h), so Python can replay one deal of a batch.
    m.def(
        "_stream",
        [](nb::handle seed, nb::handle i) {
            return paigen::Rng::stream(paigen::bindings::u64_arg(seed, "seed"), paigen::bindings::u64_arg(i, "i"));
        },
        nb::arg("seed"), nb::arg("i"), doc("_stream"));
    m.def(
        "_agent_seed",
        [](nb::handle seating_seed, nb::handle deal, nb::handle seat) {
            using paigen::bindings::u64_arg;
            return paigen::agent_seed(u64_arg(seating_seed, "seating_seed"), u64_arg(deal, "deal"),
                                      static_cast<int>(paigen::bindings::int_arg(seat, "seat", 0, 3)));
        },
        nb::arg("seating_seed"), nb::arg("deal"), nb::arg("seat"), doc("_agent_seed"));

    for (nb::module_* each : {&m, &doudizhu, &lukfu}) paigen::bindings::guard_module(*each);
}
