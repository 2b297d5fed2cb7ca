// Game.record / Game.from_record: the readable record of record_text.h, added
// to the Game by game.cpp.
#include "paigen/lukfu/record_text.h"

#include <string>

#include "../errors.h"
#include "traits.h"

namespace paigen::bindings::lukfu {

void add_records(py::class_<Record>& game) {
    game.def(
            "record", [](const Record& r) { return record_text(r); }, doc("Game.record"))
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
            py::arg("text"), doc("Game.from_record"));
}

}  // namespace paigen::bindings::lukfu
