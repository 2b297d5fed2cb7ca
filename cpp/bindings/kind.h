// Both games' Kind: a Python IntEnum of the core's kKindNames (upper-case
// member names), read as its rule-page name (str() and format() give the
// lower-case name; equality and hashing stay the integer's). Docstrings from
// the game's stub (docs.h).
#pragma once

#include <cctype>
#include <string>

#include "docs.h"
#include "nb.h"

namespace paigen::bindings {

template <typename Enum, int N>
void register_kind(nb::module_& m, const char* stub, const char* const (&names)[N]) {
    nb::enum_<Enum> kind(m, "Kind", nb::is_arithmetic(), doc(stub, "Kind"));
    for (int i = 0; i < N; ++i) {
        std::string name = names[i];
        for (char& c : name) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
        kind.value((new std::string(name))->c_str(), static_cast<Enum>(i),
                   doc(stub, "Kind." + name));  // kept, as the enum is
    }
    nb::object cls = m.attr("Kind");
    cls.attr("__str__") = nb::cpp_function([](nb::handle self) { return nb::str(self.attr("name")).attr("lower")(); },
                                           nb::is_method(), nb::name("__str__"), doc(stub, "Kind.__str__"));
    cls.attr("__format__") = nb::cpp_function(
        [](nb::handle self, nb::handle spec) {
            PyObject* text = PyObject_Format(nb::str(self).ptr(), spec.ptr());
            if (!text) throw nb::python_error();
            return nb::steal<nb::object>(text);
        },
        nb::name("__format__"), nb::is_method(), nb::arg("spec"), doc(stub, "Kind.__format__"));
}

}  // namespace paigen::bindings
