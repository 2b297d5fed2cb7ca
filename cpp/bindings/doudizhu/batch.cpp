// paigen.doudizhu.count_legal_moves and legal_moves_batch: many hands per call,
// numpy in and out, the GIL released while the core generates (batch.h).
#include "paigen/doudizhu/batch.h"

#include <vector>

#include "../errors.h"
#include "../interrupt.h"
#include "../pool.h"
#include "traits.h"

namespace paigen::bindings::doudizhu {

BatchInput read_batch(nb::handle hands_obj, nb::handle lasts_obj, Rules rules) {
    const U64Array hands = u64_array_arg(hands_obj, "hands");
    BatchInput in;
    in.rules = rules;
    in.hands.assign(hands.data(), hands.data() + hands.size());
    const size_t n = in.size();
    if (const size_t bad = first_unfit(in.hands.data(), n, in.rules); bad < n)
        check_code(in.hands[bad], in.rules, "hands[" + std::to_string(bad) + "]");  // raises
    in.lasts.assign(n, kPassMove);
    if (lasts_obj.is_none()) return in;
    const U64Array lasts = u64_array_arg(lasts_obj, "lasts");
    if (static_cast<size_t>(lasts.size()) != n)
        throw value_error("lasts must have the length of hands (" + std::to_string(n) + "), not " +
                          std::to_string(lasts.size()));
    if (const size_t bad = read_lasts(lasts.data(), n, in.rules, in.lasts.data()); bad < n) {
        const std::string name = "lasts[" + std::to_string(bad) + "]";
        check_code(lasts.data()[bad], in.rules, name);
        classify_or_raise(lasts.data()[bad], in.rules, name.c_str());  // raises
    }
    return in;
}

namespace {

BatchInput read_call(nb::handle hands, nb::handle lasts, nb::handle players, nb::handle variant) {
    return read_batch(hands, lasts, resolve(asked(players, variant), {}));
}

Array<int64_t> count_legal_moves(nb::handle hands, nb::handle lasts, nb::handle players, nb::handle variant) {
    const BatchInput in = read_call(hands, lasts, players, variant);
    Array<int64_t> counts(static_cast<Py_ssize_t>(in.size()));
    int64_t* out = counts.mutable_data();
    MoveList& moves = scratch_moves();  // this thread's, fetched once (TLS access is not free)
    run_without_gil([&](const StopCheck& stop) { return count_moves(in.size(), in.positions(), moves, out, stop); });
    return counts;
}

nb::dict legal_moves_batch(nb::handle hands, nb::handle lasts, nb::handle players, nb::handle variant,
                           nb::handle space_obj, nb::handle out_obj) {
    const BatchInput in = read_call(hands, lasts, players, variant);
    const ActionSpace* space = space_obj.is_none() ? nullptr : &space_arg(space_obj);
    const size_t n = in.size();
    const Positions positions = in.positions();
    MoveList& moves = scratch_moves();
    LentBuffers lent(out_obj);
    // One pass without the GIL, into columns that grow (batch.h), or into
    // `out`'s arrays while the rows fit; the offsets straight into their
    // array (every entry is written).
    Array<int64_t> offsets = lent.offsets(static_cast<Py_ssize_t>(n + 1));
    int64_t* offset_data = offsets.mutable_data();
    GrowingMoveRows<PoolMemory> rows(space, &positions);
    lent.lend("kinds", rows.kinds);
    lent.lend("main_ranks", rows.mains);
    lent.lend("lengths", rows.lengths);
    lent.lend("codes", rows.codes);
    if (space) lent.lend("action_ids", rows.ids);
    rows.columns_changed();
    run_without_gil([&](const StopCheck& stop) { return write_moves(n, positions, moves, offset_data, rows, stop); });
    if (!rows.rows.every_id)
        throw value_error(
            "some moves have no id in this action space (another variant, or a hand "
            "larger than a deal gives)");
    const auto total = static_cast<Py_ssize_t>(rows.size);
    nb::dict out;
    out["kinds"] = lent.result("kinds", rows.kinds, total);
    out["main_ranks"] = lent.result("main_ranks", rows.mains, total);
    out["lengths"] = lent.result("lengths", rows.lengths, total);
    out["codes"] = lent.result("codes", rows.codes, total);
    out["offsets"] = offsets;
    if (space) out["action_ids"] = lent.result("action_ids", rows.ids, total);
    return out;
}

}  // namespace

void register_batch(nb::module_& m) {
    m.def("count_legal_moves", &count_legal_moves, nb::arg("hands"), nb::arg("lasts") = nb::none(),
          nb::arg("players") = nb::none(), nb::kw_only(), nb::arg("variant") = nb::none(), doc("count_legal_moves"));

    m.def("legal_moves_batch", &legal_moves_batch, nb::arg("hands"), nb::arg("lasts") = nb::none(),
          nb::arg("players") = nb::none(), nb::kw_only(), nb::arg("variant") = nb::none(),
          nb::arg("space") = nb::none(), nb::arg("out") = nb::none(), doc("legal_moves_batch"));
}

}  // namespace paigen::bindings::doudizhu
