// Core timing entry points of the Luk Fu benchmarks (ns per call, the GIL
// released); inputs are C-contiguous uint64 arrays of card masks.
#include <vector>

#include "../timing.h"
#include "common.h"
#include "paigen/bits.h"
#include "paigen/lukfu/classify.h"
#include "paigen/lukfu/movegen.h"
#include "paigen/lukfu/old_cards.h"

namespace paigen::bindings::lukfu {

void register_batch(py::module_& m) {
    m.def(
        "_time_leads",
        [](py::handle hands_obj, py::handle publics_obj, py::handle caller, int repeats) {
            const U64Array hands = u64_array_arg(hands_obj, "hands"), publics = u64_array_arg(publics_obj, "publics");
            Situation s;
            s.caller = bool_arg(caller, "caller");
            thread_local MoveList moves;
            int64_t total = 0;
            const double ns = ns_per_call(static_cast<size_t>(hands.size()), repeats, [&](size_t i) {
                s.public_cards = publics.data()[i];
                moves.assign([&](Move* out) { return generate_leads(hands.data()[i], s, out); });
                total += moves.size();
            });
            return py::make_tuple(ns, total / repeats);
        },
        py::arg("hands"), py::arg("publics"), py::arg("caller"), py::arg("repeats"));
    m.def(
        "_time_follows",
        [](py::handle hands_obj, py::handle leds_obj, int repeats) {
            const U64Array hands = u64_array_arg(hands_obj, "hands"), leds = u64_array_arg(leds_obj, "leds");
            std::vector<Move> led(static_cast<size_t>(hands.size()));
            for (size_t i = 0; i < led.size(); ++i) {
                const Classification c = classify(leds.data()[i]);
                if (!c.ok()) throw py::value_error("leds[" + std::to_string(i) + "] is not a play: " + c.reason);
                led[i] = c.move;
            }
            thread_local MoveList moves;
            int64_t total = 0;
            const double ns = ns_per_call(led.size(), repeats, [&](size_t i) {
                moves.assign([&](Move* out) { return generate_follows(hands.data()[i], led[i], led[i], out); });
                total += moves.size();
            });
            return py::make_tuple(ns, total / repeats);
        },
        py::arg("hands"), py::arg("leds"), py::arg("repeats"));
    m.def(
        "_time_old_cards",
        [](py::handle hands_obj, py::handle publics_obj, int repeats) {
            const U64Array hands = u64_array_arg(hands_obj, "hands"), publics = u64_array_arg(publics_obj, "publics");
            const size_t n = static_cast<size_t>(hands.size());
            uint64_t sink = 0;
            int round = 0;
            const double ns = ns_per_call(n, repeats, [&](size_t i) {
                // Toggling 1c between rounds keeps the compiler from hoisting the proof.
                sink += static_cast<uint64_t>(
                    popcount(old_cards(hands.data()[i] ^ static_cast<uint64_t>(round & 1), publics.data()[i])));
                if (i + 1 == n) ++round;
            });
            return py::make_tuple(ns, sink);
        },
        py::arg("hands"), py::arg("publics"), py::arg("repeats"));
}

}  // namespace paigen::bindings::lukfu
