// Game.record / Game.from_record: the readable record of record_text.h, added
// to the class game.cpp made.
#include "paigen/lukfu/record_text.h"

#include <string>

#include "../errors.h"
#include "common.h"

namespace paigen::bindings::lukfu {

void register_record_text(py::module_& m) {
    auto game = py::reinterpret_borrow<py::class_<Record>>(m.attr("Game"));
    game.def(
            "record", [](const Record& r) { return record_text(r); },
            "The deal as readable text: the game, seed, each deal's cards, one call or move a line\n"
            "and the payoffs once over (README, \"Readable records\").")
        .def_static(
            "from_record",
            [](py::handle text) {
                if (!PyUnicode_Check(text.ptr()))
                    throw py::type_error("a Luk Fu record is a str, not " + type_name(text));
                Record out{Origin{}};
                const TextProblem problem = read_record_text(text.cast<std::string>(), &out);
                if (!problem.ok())
                    raise_state_error("bad Luk Fu record, line " + std::to_string(problem.line) + ": " +
                                      problem.reason);
                return out;
            },
            py::arg("text"),
            "The Game a record() text describes, every call and move replayed with every check:\n"
            "StateError naming the first line at fault ('#' starts a comment).");
}

}  // namespace paigen::bindings::lukfu
