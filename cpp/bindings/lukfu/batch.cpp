// paigen.lukfu.legal_moves_batch: many decisions per call, numpy in and out,
// the GIL released while the core generates (batch.h); and the core timing
// entry points of the benchmarks (inputs: C-contiguous uint64 arrays of card
// masks).
#include "paigen/lukfu/batch.h"

#include <vector>

#include "../errors.h"
#include "../interrupt.h"
#include "../pool.h"
#include "../timing.h"
#include "common.h"
#include "paigen/bits.h"
#include "paigen/lukfu/classify.h"
#include "paigen/lukfu/notation.h"
#include "paigen/lukfu/old_cards.h"

namespace paigen::bindings::lukfu {

namespace {

// Every input of a batch, checked: one situation per hand.
struct BatchInput {
    std::vector<CardSet> hands;
    std::vector<Situation> situations;
    size_t size() const { return hands.size(); }
    Positions positions() const { return Positions{hands.data(), situations.data()}; }
};

BatchInput read_batch(py::handle hands_obj, py::handle publics, py::handle callers, py::handle master_passed,
                      py::handle fu, py::handle leds, py::handle bests) {
    const U64Array hands = u64_array_arg(hands_obj, "hands");
    const py::ssize_t n = hands.size();
    BatchInput in;
    in.hands.assign(hands.data(), hands.data() + n);
    in.situations.assign(static_cast<size_t>(n), Situation{});
    const auto caller = array_arg<bool>(callers, "callers", n);
    for (py::ssize_t i = 0; i < n; ++i) in.situations[static_cast<size_t>(i)].caller = caller.data()[i];
    if (!publics.is_none()) {
        const auto a = array_arg<uint64_t>(publics, "publics", n);
        for (py::ssize_t i = 0; i < n; ++i) in.situations[static_cast<size_t>(i)].public_cards = a.data()[i];
    }
    if (!master_passed.is_none()) {
        const auto a = array_arg<bool>(master_passed, "master_passed", n);
        for (py::ssize_t i = 0; i < n; ++i) in.situations[static_cast<size_t>(i)].master_passed = a.data()[i];
    }
    if (!fu.is_none()) {
        const auto a = array_arg<int64_t>(fu, "fu", n);
        for (py::ssize_t i = 0; i < n; ++i) {
            const int64_t v = a.data()[i];
            if (v < 0) raise_state_error("fu[" + std::to_string(i) + "] is negative (T4): " + std::to_string(v));
            in.situations[static_cast<size_t>(i)].fu = v > kNumCards ? kNumCards : static_cast<int>(v);
        }
    }
    const auto trick_play = [](const char* name, py::ssize_t i, uint64_t mask) {
        const Classification c = classify(mask);
        if (!c.ok())
            raise_illegal_move(std::string(name) + "[" + std::to_string(i) + "] " + quoted(format_cards(mask)) +
                               " is not a play: " + c.reason);
        return c.move;
    };
    if (!leds.is_none() || !bests.is_none()) {
        const py::handle led_obj = leds.is_none() ? bests : leds, best_obj = bests.is_none() ? leds : bests;
        const auto led = array_arg<uint64_t>(led_obj, leds.is_none() ? "bests" : "leds", n);
        const auto best = array_arg<uint64_t>(best_obj, bests.is_none() ? "leds" : "bests", n);
        for (py::ssize_t i = 0; i < n; ++i) {
            if (led.data()[i] == 0 && best.data()[i] == 0) continue;  // a lead
            Situation& s = in.situations[static_cast<size_t>(i)];
            s.following = true;
            s.led = trick_play("leds", i, led.data()[i] ? led.data()[i] : best.data()[i]);
            s.best = best.data()[i] ? trick_play("bests", i, best.data()[i]) : s.led;
        }
    }
    for (size_t i = 0; i < in.size(); ++i) {
        const Check c = check(in.hands[i], in.situations[i]);
        if (!c.ok())
            raise_state_error("situation " + std::to_string(i) + ": " + c.reason +
                              (c.cards ? ": " + quoted(format_cards(c.cards)) : std::string()));
    }
    return in;
}

py::dict legal_moves_batch(py::handle hands, py::handle publics, py::handle callers, py::handle master_passed,
                           py::handle fu, py::handle leds, py::handle bests) {
    const BatchInput in = read_batch(hands, publics, callers, master_passed, fu, leds, bests);
    const size_t n = in.size();
    const Positions positions = in.positions();
    thread_local MoveList moves;
    MoveList& list = moves;  // this thread's, fetched once
    // One pass without the GIL, into columns that grow (batch.h).
    std::vector<int64_t> offsets(n + 1, 0);
    GrowingMoveRows<PoolMemory> rows;
    run_without_gil([&](const StopCheck& stop) { return write_moves(n, positions, list, offsets.data(), rows, stop); });
    const auto total = static_cast<py::ssize_t>(offsets[n]);
    const auto kinds = array_of<uint8_t>(rows.kinds.release(), total);
    const auto masks = array_of<uint64_t>(rows.masks.release(), total);
    const auto ranks = array_of<uint8_t>(rows.ranks.release(), total);
    const auto suits = array_of<uint8_t>(rows.suits.release(), total);
    const auto sizes = array_of<uint8_t>(rows.sizes.release(), total);
    py::dict out;
    out["kinds"] = kinds;
    out["masks"] = masks;
    out["ranks"] = ranks;
    out["suits"] = suits;
    out["sizes"] = sizes;
    out["offsets"] = py::array_t<int64_t>(static_cast<py::ssize_t>(offsets.size()), offsets.data());
    return out;
}

}  // namespace

void register_batch(py::module_& m) {
    m.def("legal_moves_batch", &legal_moves_batch, py::arg("hands"), py::kw_only(), py::arg("publics") = py::none(),
          py::arg("callers"), py::arg("master_passed") = py::none(), py::arg("fu") = py::none(),
          py::arg("leds") = py::none(), py::arg("bests") = py::none(),
          R"doc(The decisions of many Luk Fu players at once (rules section G), as flat numpy
arrays: a dict with 'kinds', 'ranks', 'suits', 'sizes' (uint8), 'masks' (uint64)
and 'offsets' (int64, shape (B+1,)): the moves of decision i are rows
offsets[i]:offsets[i+1], in the order legal_moves gives.

Inputs, one entry per decision (C-contiguous numpy arrays of shape (B,)): hands,
publics, leds and bests as uint64 card masks (L3; publics None: nothing face up;
0 in both leds and bests: a lead, one of them alone stands for both), callers
and master_passed as bool, fu as int64 (None: 0). Every situation is checked as
legal_moves checks it. Releases the GIL while generating; Ctrl-C stops it.)doc");

    m.def(
        "_time_leads",
        [](py::handle hands_obj, py::handle publics_obj, py::handle caller, int repeats) {
            const U64Array hands = u64_array_arg(hands_obj, "hands"), publics = u64_array_arg(publics_obj, "publics");
            Situation s;
            s.caller = bool_arg(caller, "caller");
            thread_local MoveList moves;
            int64_t total = 0;
            const double ns = ns_per_call_without_gil(static_cast<size_t>(hands.size()), repeats, [&](size_t i) {
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
            const double ns = ns_per_call_without_gil(led.size(), repeats, [&](size_t i) {
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
            const double ns = ns_per_call_without_gil(n, repeats, [&](size_t i) {
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
