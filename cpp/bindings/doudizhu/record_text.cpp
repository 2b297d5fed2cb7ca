// Game.record / Game.from_record and Match.record / Match.from_record: the
// readable records of record_text.h, which game.cpp and match.cpp add to
// their classes.
#include "paigen/doudizhu/record_text.h"

#include <string>

#include "../errors.h"
#include "traits.h"

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

void add_records(py::class_<Record>& game) {
    game.def(
            "record", [](const Record& r) { return record_text(r); }, doc("Game.record"))
        .def_static(
            "from_record",
            [](py::handle text) {
                const std::string s = record_arg(text, "Dou Dizhu");
                Record out{Origin{}};
                const TextProblem problem = read_record_text(s, &out);
                if (!problem.ok()) raise_record_problem(problem, "Dou Dizhu");
                return out;
            },
            py::arg("text"), doc("Game.from_record"));
}

void add_records(py::class_<Match>& match) {
    match.def(
             "record", [](const Match& x) { return match_text(x); }, doc("Match.record"))
        .def_static(
            "from_record",
            [](py::handle text) {
                const std::string s = record_arg(text, "Dou Dizhu match");
                Match out(rules_for(3), 0);
                const TextProblem problem = read_match_text(s, &out);
                if (!problem.ok()) raise_record_problem(problem, "Dou Dizhu match");
                return out;
            },
            py::arg("text"), doc("Match.from_record"));
}

}  // namespace paigen::bindings::doudizhu
