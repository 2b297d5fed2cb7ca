// paigen.doudizhu.solve and its SolveResult: the exact solver of the core
// (paigen/doudizhu/solve.h), run with the GIL released and Ctrl-C honoured.
#include "paigen/doudizhu/solve.h"

#include <chrono>
#include <cmath>
#include <memory>
#include <string>
#include <vector>

#include "../errors.h"
#include "../interrupt.h"
#include "traits.h"

namespace paigen::bindings::doudizhu {

namespace {

struct SolveValue {
    Rules rules;
    bool solved = false;
    bool win = false;
    bool landlord = false;  // the side to move's team
    uint64_t nodes = 0;
    double seconds = 0;
    std::vector<Move> moves;        // legal_moves() order
    std::vector<Verdict> verdicts;  // per move, for the side to move
};

// One solver per thread, kept between calls: its table holds only proofs,
// which stay true, so a later call reuses what an earlier one proved.
Solver& thread_solver() {
    thread_local std::unique_ptr<Solver> solver;
    if (!solver) solver = std::make_unique<Solver>();
    return *solver;
}

SolveLimits limits_arg(nb::handle max_nodes, nb::handle time_limit) {
    SolveLimits limits;
    if (!max_nodes.is_none()) {
        if (PyBool_Check(max_nodes.ptr()) || !PyIndex_Check(max_nodes.ptr()))
            throw type_error("max_nodes must be an int or None, not " + python_type_name(max_nodes));
        const int64_t n = saturated_int_arg(max_nodes, "max_nodes");
        if (n <= 0) throw value_error("max_nodes must be positive, not " + str_of(max_nodes));
        limits.max_nodes = static_cast<uint64_t>(n);
    }
    if (!time_limit.is_none()) {
        if (PyBool_Check(time_limit.ptr()) || !(PyFloat_Check(time_limit.ptr()) || PyIndex_Check(time_limit.ptr())))
            throw type_error("time_limit must be a number of seconds or None, not " + python_type_name(time_limit));
        const double seconds = PyFloat_AsDouble(time_limit.ptr());
        if (seconds == -1.0 && PyErr_Occurred()) throw nb::python_error();
        if (!(seconds > 0) || !std::isfinite(seconds))
            throw value_error("time_limit must be a positive number of seconds, not " + str_of(time_limit));
        limits.max_seconds = seconds;
    }
    return limits;
}

SolveValue solve(nb::handle game_obj, nb::handle max_nodes, nb::handle time_limit) {
    if (!nb::isinstance<Record>(game_obj))
        throw type_error("game must be a paigen.doudizhu.Game, not " + python_type_name(game_obj));
    const Game& game = nb::cast<const Record&>(game_obj).game();
    const SolveLimits asked = limits_arg(max_nodes, time_limit);
    if (game.phase != Phase::Play)
        raise_state_error(std::string("solve() needs a game in the play phase, not in the '") +
                          kPhaseNames[static_cast<int>(game.phase)] + "' phase");
    SolveValue out;
    out.rules = game.rules;
    out.landlord = game.to_move == game.landlord;
    MoveList& moves = scratch_moves();
    moves.assign([&](Move* first) { return legal_moves(game, first); });
    out.moves.assign(moves.begin(), moves.end());
    out.verdicts.assign(out.moves.size(), Verdict::Unknown);
    const paigen::doudizhu::Position pos = position_of(game);
    Verdict result = Verdict::Unknown;
    const auto start = std::chrono::steady_clock::now();
    run_without_gil([&](const StopCheck& stop) {
        SolveLimits limits = asked;
        limits.stop = stop;
        Solver& solver = thread_solver();
        result =
            solver.solve_moves(pos, out.moves.data(), out.moves.data() + out.moves.size(), limits, out.verdicts.data());
        out.nodes = solver.stats().nodes;
        return !solver.stats().stopped;
    });
    out.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    out.solved = result != Verdict::Unknown;
    out.win = result == Verdict::Win;
    return out;
}

std::string repr(const SolveValue& v) {
    std::string s = "SolveResult(";
    if (!v.solved) {
        s += "solved=False";
    } else {
        s += std::string("win=") + (v.win ? "True" : "False") + ", team='" + (v.landlord ? "landlord" : "peasants") +
             "'";
        std::string moves;
        for (size_t i = 0; i < v.moves.size(); ++i)
            if (v.verdicts[i] == Verdict::Win) moves += (moves.empty() ? "'" : ", '") + move_text(v.moves[i]) + "'";
        if (v.win) s += ", winning_moves=[" + moves + "]";
    }
    return s + ", nodes=" + std::to_string(v.nodes) + ")";
}

}  // namespace

void register_solve(nb::module_& m) {
    nb::class_<SolveValue>(m, "SolveResult", doc("SolveResult"))
        .def_prop_ro(
            "solved", [](const SolveValue& v) { return v.solved; }, doc("SolveResult.solved"))
        .def_prop_ro(
            "win", [](const SolveValue& v) { return v.win; }, doc("SolveResult.win"))
        .def_prop_ro(
            "team", [](const SolveValue& v) { return v.landlord ? "landlord" : "peasants"; }, doc("SolveResult.team"))
        .def_prop_ro(
            "moves",
            [](const SolveValue& v) {
                return nb::steal<nb::object>(make_move_list(v.moves.data(), v.moves.data() + v.moves.size(), v.rules));
            },
            doc("SolveResult.moves"))
        .def_prop_ro(
            "values",
            [](const SolveValue& v) {
                nb::list out;
                for (Verdict o : v.verdicts)
                    out.append(o == Verdict::Unknown ? nb::object(nb::none())
                                                     : nb::object(nb::bool_(o == Verdict::Win)));
                return out;
            },
            doc("SolveResult.values"))
        .def_prop_ro(
            "winning_moves",
            [](const SolveValue& v) {
                std::vector<Move> wins;
                for (size_t i = 0; i < v.moves.size(); ++i)
                    if (v.verdicts[i] == Verdict::Win) wins.push_back(v.moves[i]);
                return nb::steal<nb::object>(make_move_list(wins.data(), wins.data() + wins.size(), v.rules));
            },
            doc("SolveResult.winning_moves"))
        .def_prop_ro(
            "complete",
            [](const SolveValue& v) {
                for (Verdict o : v.verdicts)
                    if (o == Verdict::Unknown) return false;
                return true;
            },
            doc("SolveResult.complete"))
        .def_prop_ro(
            "nodes", [](const SolveValue& v) { return v.nodes; }, doc("SolveResult.nodes"))
        .def_prop_ro(
            "seconds", [](const SolveValue& v) { return v.seconds; }, doc("SolveResult.seconds"))
        .def("__repr__", &repr);

    m.def("solve", &solve, nb::arg("game"), nb::arg("max_nodes") = nb::none(), nb::arg("time_limit") = nb::none(),
          doc("solve"));
}

}  // namespace paigen::bindings::doudizhu
