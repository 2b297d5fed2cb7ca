// The Result of a finished deal, for both games: a named tuple made with
// CPython's struct sequences (as os.stat_result is), so the module imports no
// Python code, with the namedtuple methods callers use (_fields, _asdict,
// _replace, _make).
#pragma once

#include <cstddef>
#include <initializer_list>
#include <string>
#include <vector>

#include "pybind.h"

namespace paigen::bindings {

namespace py = pybind11;

class ResultType {
public:
    // Creates the type as `m.Result`, once, at import: `fields` name the items.
    // The type's description must outlive it: it is leaked, as the type is.
    template <size_t N>
    void define(py::module_& m, const char* const (&fields)[N], const char* doc) {
        auto* members = new PyStructSequence_Field[N + 1];
        for (size_t i = 0; i < N; ++i) members[i] = {fields[i], nullptr};
        members[N] = {nullptr, nullptr};
        auto* name = new std::string(std::string(py::str(m.attr("__name__"))) + ".Result");
        auto* desc = new PyStructSequence_Desc{name->c_str(), doc, members, static_cast<int>(N)};
        type_ = PyStructSequence_NewType(desc);
        if (!type_) throw py::error_already_set();
        py::handle cls(reinterpret_cast<PyObject*>(type_));
        py::tuple field_names(N);
        for (size_t i = 0; i < N; ++i) field_names[i] = py::str(fields[i]);
        cls.attr("_fields") = field_names;
        cls.attr("_field_defaults") = py::dict();
        cls.attr("__repr__") = py::cpp_function(  // Result(...), as a namedtuple's, not the dotted type name
            [](py::tuple self) {
                std::string text = "Result(";
                py::tuple names = self.attr("_fields");
                for (size_t i = 0; i < names.size(); ++i)
                    text += (i ? ", " : "") + std::string(py::str(names[i])) + "=" + std::string(py::repr(self[i]));
                return text + ")";
            },
            py::is_method(cls));
        cls.attr("_asdict") = py::cpp_function(
            [](py::tuple self) {
                py::dict out;
                py::tuple names = self.attr("_fields");
                for (size_t i = 0; i < names.size(); ++i) out[names[i]] = self[i];
                return out;
            },
            py::is_method(cls), "A dict of the fields.");
        cls.attr("_replace") = py::cpp_function(
            [](py::tuple self, py::kwargs changes) {
                py::dict values = self.attr("_asdict")();
                for (const auto& item : changes) {
                    if (!values.contains(item.first))
                        throw py::value_error("Result has no field " + std::string(py::repr(item.first)));
                    values[item.first] = item.second;
                }
                return self.attr("_make")(values.attr("values")());
            },
            py::is_method(cls), "A copy with these fields changed.");
        cls.attr("_make") = py::reinterpret_steal<py::object>(PyClassMethod_New(
            py::cpp_function([](py::handle type, py::iterable values) { return type(py::tuple(values)); },
                             "A Result of an iterable.")
                .release()
                .ptr()));
        m.attr("Result") = cls;
    }

    py::object make(std::initializer_list<py::object> values) const {
        py::object out = py::reinterpret_steal<py::object>(PyStructSequence_New(type_));
        if (!out) throw py::error_already_set();
        Py_ssize_t i = 0;
        for (const py::object& v : values) PyStructSequence_SetItem(out.ptr(), i++, v.inc_ref().ptr());
        return out;
    }

private:
    PyTypeObject* type_ = nullptr;  // set once at import, then only read
};

}  // namespace paigen::bindings
