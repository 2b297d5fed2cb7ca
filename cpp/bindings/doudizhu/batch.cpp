// paigen.doudizhu.count_legal_moves and legal_moves_batch: many hands per call,
// numpy in and out, the GIL released while generating; and the core timing
// entry point of the benchmarks.
#include <vector>

#include "../errors.h"
#include "../interrupt.h"
#include "../pool.h"
#include "../timing.h"
#include "common.h"
#include "paigen/doudizhu/action_space.h"
#include "paigen/doudizhu/classify.h"
#include "paigen/doudizhu/movegen.h"

namespace paigen::bindings::doudizhu {

namespace {

constexpr size_t kChunk = 1024;  // hands between Ctrl-C checks

// The checked inputs of a batch call: hand codes and classified last moves.
struct BatchInput {
    std::vector<Cards> hands;
    std::vector<Move> lasts;  // a pass for a lead
    Rules rules;
    size_t size() const { return hands.size(); }
};

BatchInput read_batch(py::handle hands_obj, py::handle lasts_obj, py::handle players, py::handle variant) {
    const U64Array hands = u64_array_arg(hands_obj, "hands");
    BatchInput in;
    in.rules = resolve(asked(players, variant), {});
    in.hands.assign(hands.data(), hands.data() + hands.size());
    in.lasts.assign(in.hands.size(), kPassMove);
    for (size_t i = 0; i < in.size(); ++i)
        if (!fits_deck(in.hands[i], in.rules)) check_code(in.hands[i], in.rules, "hands[" + std::to_string(i) + "]");
    if (lasts_obj.is_none()) return in;
    const U64Array lasts = u64_array_arg(lasts_obj, "lasts");
    if (static_cast<size_t>(lasts.size()) != in.size())
        throw py::value_error("lasts must have the length of hands (" + std::to_string(in.size()) + "), not " +
                              std::to_string(lasts.size()));
    for (size_t i = 0; i < in.size(); ++i) {
        const Cards last = lasts.data()[i];
        if (last == 0) continue;  // a lead
        const std::string name = "lasts[" + std::to_string(i) + "]";
        check_code(last, in.rules, name);
        in.lasts[i] = classify_or_raise(last, in.rules, name.c_str());
    }
    return in;
}

py::array_t<int64_t> count_legal_moves(py::handle hands, py::handle lasts, py::handle players, py::handle variant) {
    const BatchInput in = read_batch(hands, lasts, players, variant);
    py::array_t<int64_t> counts(static_cast<py::ssize_t>(in.size()));
    int64_t* out = counts.mutable_data();
    MoveList& moves = scratch_moves();  // this thread's, fetched once (TLS access is not free)
    for_each_without_gil(in.size(), kChunk, [&](size_t i) {
        moves.assign([&](Move* first) { return generate(in.hands[i], in.lasts[i], in.rules, first); });
        out[i] = moves.size();
    });
    return counts;
}

// Moves as structure-of-arrays rows (the outputs never alias the moves).
void scatter(const Move* __restrict__ moves, int n, uint8_t* __restrict__ kinds, uint8_t* __restrict__ mains,
             uint8_t* __restrict__ lengths, uint64_t* __restrict__ codes) {
    for (int j = 0; j < n; ++j) {
        kinds[j] = static_cast<uint8_t>(moves[j].kind);
        mains[j] = moves[j].main;
        lengths[j] = moves[j].length;
        codes[j] = moves[j].cards;
    }
}

py::dict legal_moves_batch(py::handle hands, py::handle lasts, py::handle players, py::handle variant,
                           py::handle space_obj) {
    const BatchInput in = read_batch(hands, lasts, players, variant);
    const ActionSpace* space = space_obj.is_none() ? nullptr : &space_arg(space_obj);
    const size_t n = in.size();
    MoveList& moves = scratch_moves();
    const auto generate_for = [&](size_t i) {
        moves.assign([&](Move* first) { return generate(in.hands[i], in.lasts[i], in.rules, first); });
    };
    // Two passes, both without the GIL: count (cheap) to size the arrays, then
    // generate again straight into them.
    std::vector<int64_t> offsets(n + 1, 0);
    for_each_without_gil(n, kChunk, [&](size_t i) {
        generate_for(i);
        offsets[i + 1] = moves.size();
    });
    for (size_t i = 0; i < n; ++i) offsets[i + 1] += offsets[i];
    const auto total = static_cast<py::ssize_t>(offsets[n]);
    py::array_t<uint8_t> kinds = pooled_array<uint8_t>(total), mains = pooled_array<uint8_t>(total),
                         lengths = pooled_array<uint8_t>(total);
    py::array_t<uint64_t> codes = pooled_array<uint64_t>(total);
    py::array_t<int32_t> ids = pooled_array<int32_t>(space ? total : 0);
    uint8_t *k = kinds.mutable_data(), *m = mains.mutable_data(), *l = lengths.mutable_data();
    uint64_t* c = codes.mutable_data();
    int32_t* id = ids.mutable_data();
    bool every_id = true;
    for_each_without_gil(n, kChunk, [&](size_t i) {
        generate_for(i);
        const int64_t at = offsets[i];
        scatter(moves.begin(), moves.size(), k + at, m + at, l + at, c + at);
        if (space) every_id &= space->ids(moves.begin(), moves.end(), id + at);
    });
    if (!every_id)
        throw py::value_error(
            "some moves have no id in this action space (another variant, or a hand "
            "larger than a deal gives)");
    py::dict out;
    out["kinds"] = kinds;
    out["main_ranks"] = mains;
    out["lengths"] = lengths;
    out["codes"] = codes;
    out["offsets"] = py::array_t<int64_t>(static_cast<py::ssize_t>(offsets.size()), offsets.data());
    if (space) out["action_ids"] = ids;
    return out;
}

}  // namespace

void register_batch(py::module_& m) {
    m.def("count_legal_moves", &count_legal_moves, py::arg("hands"), py::arg("lasts") = py::none(),
          py::arg("players") = py::none(), py::kw_only(), py::arg("variant") = py::none(),
          R"doc(Number of legal moves for each hand code (numpy uint64, shape (B,), as
Hand.code). `lasts` (uint64, shape (B,)) holds the card code of the move each
hand replies to, 0 for a lead (the last moves are read as classify reads
them). Replies count the pass. `players` 3 or 4 (None: 3), `variant` a Variant
or a preset's name. Releases the GIL; Ctrl-C stops it.)doc");

    m.def("legal_moves_batch", &legal_moves_batch, py::arg("hands"), py::arg("lasts") = py::none(),
          py::arg("players") = py::none(), py::kw_only(), py::arg("variant") = py::none(),
          py::arg("space") = py::none(),
          R"doc(Legal moves of many hands at once, as flat numpy arrays: a dict with
'kinds', 'main_ranks', 'lengths' (uint8), 'codes' (uint64) and 'offsets'
(int64, shape (B+1,)): the moves of hand i are rows offsets[i]:offsets[i+1], in
the order legal_moves gives; with `space` (an ActionSpace) also 'action_ids'
(int32). Inputs as for count_legal_moves. Releases the GIL while generating;
Ctrl-C stops it.)doc");

    // Core-only timing for the benchmarks: ns per generate() call, the last
    // moves classified beforehand, the moves written but not kept.
    m.def(
        "_time_generate",
        [](py::handle hands, py::handle lasts, py::handle players, int repeats) {
            const BatchInput in = read_batch(hands, lasts, players, py::none());
            MoveList& moves = scratch_moves();
            int64_t total = 0;
            const double ns = ns_per_call(in.size(), repeats, [&](size_t i) {
                moves.assign([&](Move* out) { return generate(in.hands[i], in.lasts[i], in.rules, out); });
                total += moves.size();
            });
            return py::make_tuple(ns, total / repeats);
        },
        py::arg("hands"), py::arg("lasts"), py::arg("players"), py::arg("repeats"));
}

}  // namespace paigen::bindings::doudizhu
