// Game.record / Game.from_record and Match.record / Match.from_record: the
// readable records of record_text.h, added to the classes game.cpp and
// match.cpp made.
#include "paigen/doudizhu/record_text.h"

#include <string>

#include "../errors.h"
#include "common.h"

namespace paigen::bindings::doudizhu {

namespace {

std::string record_arg(py::handle text, const char* what) {
    if (!PyUnicode_Check(text.ptr()))
        throw py::type_error(std::string("a ") + what + " record is a str, not " + type_name(text));
    return text.cast<std::string>();
}

[[noreturn]] void raise_record_problem(const TextProblem& problem, const char* what) {
    raise_state_error(std::string("bad ") + what + " record, line " + std::to_string(problem.line) + ": " +
                      problem.reason);
}

}  // namespace

void register_record_text(py::module_& m) {
    auto game = py::reinterpret_borrow<py::class_<Record>>(m.attr("Game"));
    game.def(
            "record", [](const Record& r) { return record_text(r); },
            "The deal as readable text: the game, variant, seed, each deal's cards, one bid or\n"
            "move a line and the payoffs once over (README, \"Readable records\").")
        .def_static(
            "from_record",
            [](py::handle text) {
                const std::string s = record_arg(text, "Dou Dizhu");
                Record out{Origin{}};
                const TextProblem problem = read_record_text(s, &out);
                if (!problem.ok()) raise_record_problem(problem, "Dou Dizhu");
                return out;
            },
            py::arg("text"),
            "The Game a record() text describes, every bid and move replayed with every check:\n"
            "StateError naming the first line at fault ('#' starts a comment).");
    auto match = py::reinterpret_borrow<py::class_<Match>>(m.attr("Match"));
    match
        .def(
            "record", [](const Match& x) { return match_text(x); },
            "The match as readable text: the match's seed, then each round (its dealer and its\n"
            "deal's record), then the totals (README, \"Readable records\").")
        .def_static(
            "from_record",
            [](py::handle text) {
                const std::string s = record_arg(text, "Dou Dizhu match");
                Match out(rules_for(3), 0);
                const TextProblem problem = read_match_text(s, &out);
                if (!problem.ok()) raise_record_problem(problem, "Dou Dizhu match");
                return out;
            },
            py::arg("text"),
            "The Match a record() text describes, every round replayed with every check: StateError\n"
            "naming the first line at fault (a decision that does not replay, totals that are wrong).");
}

}  // namespace paigen::bindings::doudizhu
