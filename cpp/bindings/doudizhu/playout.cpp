// The Dou Dizhu playouts behind paigen.simulate and paigen.arena: random, or by built-in agents.
#include "paigen/doudizhu/playout.h"

#include <vector>

#include "../agents.h"
#include "../game.h"
#include "common.h"

namespace paigen::bindings::doudizhu {

namespace {

py::dict outcome_columns(const std::vector<Outcome>& rows) {
    py::dict out;
    out["landlord"] = column<int8_t>(rows, &Outcome::landlord);
    out["landlord_won"] = column<bool>(rows, &Outcome::landlord_won);
    out["bid"] = column<uint8_t>(rows, &Outcome::bid);
    out["multiplier"] = column<int64_t>(rows, &Outcome::multiplier);
    out["stake"] = column<int64_t>(rows, &Outcome::stake);
    out["moves"] = column<int32_t>(rows, &Outcome::moves);
    out["deals"] = column<int32_t>(rows, &Outcome::deals);
    return out;
}

}  // namespace

void register_playout(py::module_& m) {
    m.def(
        "_play",
        [](py::handle players, py::handle seed, py::handle first, py::handle count, py::handle variant) {
            const Rules rules = resolve(asked(players, variant), {});
            const uint64_t n = static_cast<uint64_t>(int_arg(count, "count", 0, int64_t{1} << 24));
            const uint64_t batch = u64_arg(seed, "seed"), start = u64_arg(first, "first");
            std::vector<Outcome> rows(n);
            run_without_gil(
                [&](const StopCheck& stop) { return play_random(rules, batch, start, n, rows.data(), stop) == n; });
            return outcome_columns(rows);
        },
        py::arg("players"), py::arg("seed"), py::arg("first"), py::arg("count"), py::arg("variant") = py::none(),
        "Outcomes of random deals first .. first+count-1 of the batch `seed` (paigen.simulate).");
    m.def(
        "_play_agents",
        [](py::handle players, py::handle seed, py::handle first, py::handle count, py::handle agents,
           py::handle agent_seed, py::handle variant) {
            const Rules rules = resolve(asked(players, variant), {});
            const uint64_t n = static_cast<uint64_t>(int_arg(count, "count", 0, int64_t{1} << 24));
            const uint64_t batch = u64_arg(seed, "seed"), start = u64_arg(first, "first");
            Seating seating;
            seating_arg(agents, kAgentNames, rules.players, seating.agents);
            seating.seed = u64_arg(agent_seed, "agent_seed");
            std::vector<Outcome> rows(n);
            py::array_t<int64_t> payoffs({static_cast<py::ssize_t>(n), static_cast<py::ssize_t>(rules.players)});
            int64_t* payoff_rows = payoffs.mutable_data();
            run_without_gil([&](const StopCheck& stop) {
                return play_agents(rules, batch, start, n, seating, rows.data(), payoff_rows, stop) == n;
            });
            py::dict out = outcome_columns(rows);
            out["payoffs"] = payoffs;
            return out;
        },
        py::arg("players"), py::arg("seed"), py::arg("first"), py::arg("count"), py::arg("agents"),
        py::arg("agent_seed"), py::arg("variant") = py::none(),
        "Outcomes and net payoffs (count, players) of deals first .. first+count-1 of the batch `seed`, the\n"
        "same deals as _play, played by the built-in `agents` (one name per seat) drawing from `agent_seed`.");
}

}  // namespace paigen::bindings::doudizhu
