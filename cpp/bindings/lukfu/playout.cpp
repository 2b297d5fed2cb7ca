// The Luk Fu playouts behind paigen.simulate and paigen.arena: random, or by built-in agents.
#include "paigen/lukfu/playout.h"

#include <vector>

#include "../agents.h"
#include "../game.h"
#include "common.h"

namespace paigen::bindings::lukfu {

namespace {

py::dict outcome_columns(const std::vector<Outcome>& rows) {
    py::dict out;
    out["winner"] = column<int8_t>(rows, &Outcome::winner);
    out["caller"] = column<int8_t>(rows, &Outcome::caller);
    out["total"] = column<uint8_t>(rows, &Outcome::total);
    out["points"] = column<int16_t>(rows, &Outcome::points);
    out["void"] = column<bool>(rows, &Outcome::void_deal);
    out["moves"] = column<int32_t>(rows, &Outcome::moves);
    out["deals"] = column<int32_t>(rows, &Outcome::deals);
    out["ran_out"] = column<int32_t>(rows, &Outcome::ran_out);
    return out;
}

}  // namespace

void register_playout(py::module_& m) {
    m.def(
        "_play",
        [](py::handle seed, py::handle first, py::handle count) {
            const uint64_t n = static_cast<uint64_t>(int_arg(count, "count", 0, int64_t{1} << 24));
            const uint64_t batch = u64_arg(seed, "seed"), start = u64_arg(first, "first");
            std::vector<Outcome> rows(n);
            run_without_gil(
                [&](const StopCheck& stop) { return play_random(batch, start, n, rows.data(), stop) == n; });
            return outcome_columns(rows);
        },
        py::arg("seed"), py::arg("first"), py::arg("count"),
        "Outcomes of random deals first .. first+count-1 of the batch `seed` (paigen.simulate).");
    m.def(
        "_play_agents",
        [](py::handle seed, py::handle first, py::handle count, py::handle agents, py::handle agent_seed) {
            const uint64_t n = static_cast<uint64_t>(int_arg(count, "count", 0, int64_t{1} << 24));
            const uint64_t batch = u64_arg(seed, "seed"), start = u64_arg(first, "first");
            Seating seating;
            seating_arg(agents, kAgentNames, kPlayers, seating.agents);
            seating.seed = u64_arg(agent_seed, "agent_seed");
            std::vector<Outcome> rows(n);
            py::array_t<int64_t> payoffs({static_cast<py::ssize_t>(n), py::ssize_t{kPlayers}});
            int64_t* payoff_rows = payoffs.mutable_data();
            run_without_gil([&](const StopCheck& stop) {
                return play_agents(batch, start, n, seating, rows.data(), payoff_rows, stop) == n;
            });
            py::dict out = outcome_columns(rows);
            out["payoffs"] = payoffs;
            return out;
        },
        py::arg("seed"), py::arg("first"), py::arg("count"), py::arg("agents"), py::arg("agent_seed"),
        "Outcomes and net payoffs (count, 3) of deals first .. first+count-1 of the batch `seed`, the same\n"
        "deals as _play, played by the built-in `agents` (one name per seat) drawing from `agent_seed`.");
}

}  // namespace paigen::bindings::lukfu
