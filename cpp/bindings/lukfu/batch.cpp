// paigen.lukfu.legal_moves_batch: many decisions per call, numpy in and out,
// the GIL released while the core generates (batch.h); inputs are
// C-contiguous uint64 arrays of card masks.
#include "paigen/lukfu/batch.h"

#include <vector>

#include "../errors.h"
#include "../interrupt.h"
#include "../pool.h"
#include "paigen/lukfu/classify.h"
#include "paigen/lukfu/notation.h"
#include "traits.h"

namespace paigen::bindings::lukfu {

namespace {

// Every input of a batch, checked: one situation per hand.
struct BatchInput {
    std::vector<CardSet> hands;
    std::vector<Situation> situations;
    size_t size() const { return hands.size(); }
    Positions positions() const { return Positions{hands.data(), situations.data()}; }
};

BatchInput read_batch(nb::handle hands_obj, nb::handle publics, nb::handle callers, nb::handle master_passed,
                      nb::handle fu, nb::handle leds, nb::handle bests) {
    const U64Array hands = u64_array_arg(hands_obj, "hands");
    const Py_ssize_t n = hands.size();
    BatchInput in;
    in.hands.assign(hands.data(), hands.data() + n);
    in.situations.assign(static_cast<size_t>(n), Situation{});
    const auto caller = array_arg<bool>(callers, "callers", n);
    for (Py_ssize_t i = 0; i < n; ++i) in.situations[static_cast<size_t>(i)].caller = caller.data()[i];
    if (!publics.is_none()) {
        const auto a = array_arg<uint64_t>(publics, "publics", n);
        for (Py_ssize_t i = 0; i < n; ++i) in.situations[static_cast<size_t>(i)].public_cards = a.data()[i];
    }
    if (!master_passed.is_none()) {
        const auto a = array_arg<bool>(master_passed, "master_passed", n);
        for (Py_ssize_t i = 0; i < n; ++i) in.situations[static_cast<size_t>(i)].master_passed = a.data()[i];
    }
    if (!fu.is_none()) {
        const auto a = array_arg<int64_t>(fu, "fu", n);
        for (Py_ssize_t i = 0; i < n; ++i) {
            const int64_t v = a.data()[i];
            if (v < 0) raise_state_error("fu[" + std::to_string(i) + "] is negative (T4): " + std::to_string(v));
            in.situations[static_cast<size_t>(i)].fu = v > kNumCards ? kNumCards : static_cast<int>(v);
        }
    }
    const auto trick_play = [](const char* name, Py_ssize_t i, uint64_t mask) {
        const Classification c = classify(mask);
        if (!c.ok())
            raise_illegal_move(std::string(name) + "[" + std::to_string(i) + "] " + quoted(format_cards(mask)) +
                               " is not a play: " + c.reason);
        return c.move;
    };
    if (!leds.is_none() || !bests.is_none()) {
        const nb::handle led_obj = leds.is_none() ? bests : leds, best_obj = bests.is_none() ? leds : bests;
        const auto led = array_arg<uint64_t>(led_obj, leds.is_none() ? "bests" : "leds", n);
        const auto best = array_arg<uint64_t>(best_obj, bests.is_none() ? "leds" : "bests", n);
        for (Py_ssize_t i = 0; i < n; ++i) {
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

nb::dict legal_moves_batch(nb::handle hands, nb::handle publics, nb::handle callers, nb::handle master_passed,
                           nb::handle fu, nb::handle leds, nb::handle bests, nb::handle out_obj) {
    const BatchInput in = read_batch(hands, publics, callers, master_passed, fu, leds, bests);
    const size_t n = in.size();
    const Positions positions = in.positions();
    thread_local MoveList moves;
    MoveList& list = moves;  // this thread's, fetched once
    LentBuffers lent(out_obj);
    // One pass without the GIL, into columns that grow (batch.h), or into
    // `out`'s arrays while the rows fit.
    Array<int64_t> offsets = lent.offsets(static_cast<Py_ssize_t>(n + 1));
    int64_t* offset_data = offsets.mutable_data();
    GrowingMoveRows<PoolMemory> rows;
    lent.lend("kinds", rows.kinds);
    lent.lend("masks", rows.masks);
    lent.lend("ranks", rows.ranks);
    lent.lend("suits", rows.suits);
    lent.lend("sizes", rows.sizes);
    rows.columns_changed();
    run_without_gil([&](const StopCheck& stop) { return write_moves(n, positions, list, offset_data, rows, stop); });
    const auto total = static_cast<Py_ssize_t>(rows.size);
    nb::dict out;
    out["kinds"] = lent.result("kinds", rows.kinds, total);
    out["masks"] = lent.result("masks", rows.masks, total);
    out["ranks"] = lent.result("ranks", rows.ranks, total);
    out["suits"] = lent.result("suits", rows.suits, total);
    out["sizes"] = lent.result("sizes", rows.sizes, total);
    out["offsets"] = offsets;
    return out;
}

}  // namespace

void register_batch(nb::module_& m) {
    m.def("legal_moves_batch", &legal_moves_batch, nb::arg("hands"), nb::kw_only(), nb::arg("publics") = nb::none(),
          nb::arg("callers"), nb::arg("master_passed") = nb::none(), nb::arg("fu") = nb::none(),
          nb::arg("leds") = nb::none(), nb::arg("bests") = nb::none(), nb::arg("out") = nb::none(),
          doc("legal_moves_batch"));
}

}  // namespace paigen::bindings::lukfu
