// The readable records' methods (record, from_record) that both games add to
// their classes: Dou Dizhu's Game and Match, Luk Fu's Game.
#pragma once

#include <string>
#include <string_view>

#include "args.h"
#include "errors.h"
#include "nb.h"
#include "paigen/record_text.h"

namespace paigen::bindings {

// Adds record() (the text write(value) gives) and the static from_record(text)
// (read(text, &out) into a copy of `blank`) to `cls`. `what` names the record
// in errors ("Dou Dizhu match"): a text that is not a str is a TypeError, one
// that does not read a StateError naming its line.
template <typename T>
void add_record_methods(nb::class_<T>& cls, const char* what, const T& blank, std::string (*write)(const T&),
                        TextProblem (*read)(std::string_view, T*), const char* record_doc,
                        const char* from_record_doc) {
    cls.def("record", write, record_doc)
        .def_static(
            "from_record",
            [what, blank, read](nb::handle text) {
                if (!PyUnicode_Check(text.ptr()))
                    throw type_error(std::string("a ") + what + " record is a str, not " + python_type_name(text));
                T out = blank;
                const TextProblem problem = read(nb::cast<std::string>(text), &out);
                if (!problem.ok())
                    raise_state_error(std::string("bad ") + what + " record, line " + std::to_string(problem.line) +
                                      ": " + problem.reason);
                return out;
            },
            nb::arg("text"), from_record_doc);
}

}  // namespace paigen::bindings
