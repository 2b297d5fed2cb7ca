// The playouts behind paigen.simulate and paigen.arena, for both games:
// _play (random deals) and _play_agents (the same deals played by built-in
// agents), the GIL released, outcomes as numpy columns. T: a game's traits
// (doudizhu/traits.h, lukfu/traits.h): Rules, Outcome, Seating, Agent,
// kAgentNames, def_with_rules(), players(), play_random(), play_agents(),
// outcome_columns() and doc().
#pragma once

#include <vector>

#include "agents.h"
#include "args.h"
#include "interrupt.h"
#include "nb.h"

namespace paigen::bindings {

// One outcome field of every row as a numpy column.
template <typename C, typename Row, typename Field>
Array<C> column(const std::vector<Row>& rows, Field field) {
    Array<C> out(static_cast<Py_ssize_t>(rows.size()));
    C* w = out.mutable_data();
    for (size_t i = 0; i < rows.size(); ++i) w[i] = static_cast<C>(rows[i].*field);
    return out;
}

template <typename T>
void register_playout(nb::module_& m) {
    using Rules = typename T::Rules;
    using Outcome = typename T::Outcome;
    T::def_with_rules(
        m, "_play",
        [](const Rules& rules, nb::handle seed, nb::handle first, nb::handle count) {
            const uint64_t n = static_cast<uint64_t>(int_arg(count, "count", 0, int64_t{1} << 24));
            const uint64_t batch = u64_arg(seed, "seed"), start = u64_arg(first, "first");
            std::vector<Outcome> rows(n);
            run_without_gil(
                [&](const StopCheck& stop) { return T::play_random(rules, batch, start, n, rows.data(), stop) == n; });
            return T::outcome_columns(rows);
        },
        T::doc("_play"), nb::arg("seed"), nb::arg("first"), nb::arg("count"));
    T::def_with_rules(
        m, "_play_agents",
        [](const Rules& rules, nb::handle seed, nb::handle first, nb::handle count, nb::handle agents,
           nb::handle agent_seed) {
            const int players = T::players(rules);
            const uint64_t n = static_cast<uint64_t>(int_arg(count, "count", 0, int64_t{1} << 24));
            const uint64_t batch = u64_arg(seed, "seed"), start = u64_arg(first, "first");
            typename T::Seating seating;
            seating_arg(agents, T::kAgentNames, players, seating.agents);
            seating.seed = u64_arg(agent_seed, "agent_seed");
            std::vector<Outcome> rows(n);
            Array<int64_t> payoffs({static_cast<Py_ssize_t>(n), static_cast<Py_ssize_t>(players)});
            int64_t* payoff_rows = payoffs.mutable_data();
            run_without_gil([&](const StopCheck& stop) {
                return T::play_agents(rules, batch, start, n, seating, rows.data(), payoff_rows, stop) == n;
            });
            nb::dict out = T::outcome_columns(rows);
            out["payoffs"] = payoffs;
            return out;
        },
        T::doc("_play_agents"), nb::arg("seed"), nb::arg("first"), nb::arg("count"), nb::arg("agents"),
        nb::arg("agent_seed"));
}

}  // namespace paigen::bindings
