// Both games' Kind: a Python IntEnum of the core's kKindNames (upper-case
// member names), read as its rule-page name (str() and format() give the
// lower-case name; equality and hashing stay the integer's). Docstrings from
// the game's stub (docs.h).
#pragma once

#include <cctype>
#include <string>

#include "docs.h"
#include "pybind.h"

namespace paigen::bindings {

namespace py = pybind11;

template <typename Enum, int N>
void register_kind(py::module_& m, const char* stub, const char* const (&names)[N]) {
    py::native_enum<Enum> kind(m, "Kind", "enum.IntEnum", doc(stub, "Kind"));
    for (int i = 0; i < N; ++i) {
        std::string name = names[i];
        for (char& c : name) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
        kind.value((new std::string(name))->c_str(), static_cast<Enum>(i),
                   doc(stub, "Kind." + name));  // kept, as the enum is
    }
    kind.finalize();
    py::object cls = m.attr("Kind");
    cls.attr("__str__") = py::cpp_function([](py::handle self) { return py::str(self.attr("name")).attr("lower")(); },
                                           py::is_method(cls), doc(stub, "Kind.__str__"));
    cls.attr("__format__") = py::cpp_function(
        [](py::handle self, py::handle spec) {
            return py::reinterpret_steal<py::object>(PyObject_Format(py::str(self).ptr(), spec.ptr()));
        },
        py::name("__format__"), py::is_method(cls), py::arg("spec"), doc(stub, "Kind.__format__"));
}

}  // namespace paigen::bindings
