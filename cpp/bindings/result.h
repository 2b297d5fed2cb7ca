// The Result of a finished deal, for both games: a named tuple made with
// CPython's struct sequences (as os.stat_result is), so the module imports no
// Python code, with the namedtuple methods callers use (_fields, _asdict,
// _replace, _make).
#pragma once

#include <cstddef>
#include <initializer_list>
#include <string>
#include <vector>

#include "nb.h"

namespace paigen::bindings {

class ResultType {
public:
    // Creates the type as `m.Result`, once, at import: `fields` name the items.
    // The type's description must outlive it: it is leaked, as the type is.
    template <size_t N>
    void define(nb::module_& m, const char* const (&fields)[N], const char* doc) {
        auto* members = new PyStructSequence_Field[N + 1];
        for (size_t i = 0; i < N; ++i) members[i] = {fields[i], nullptr};
        members[N] = {nullptr, nullptr};
        auto* name = new std::string(str_of(m.attr("__name__")) + ".Result");
        auto* desc = new PyStructSequence_Desc{name->c_str(), doc, members, static_cast<int>(N)};
        type_ = PyStructSequence_NewType(desc);
        if (!type_) throw nb::python_error();
        nb::handle cls(reinterpret_cast<PyObject*>(type_));
        nb::list field_names;
        for (size_t i = 0; i < N; ++i) field_names.append(nb::str(fields[i]));
        cls.attr("_fields") = nb::tuple(field_names);
        cls.attr("_field_defaults") = nb::dict();
        cls.attr("__repr__") = nb::cpp_function(  // Result(...), as a namedtuple's, not the dotted type name
            [](nb::tuple self) {
                std::string text = "Result(";
                nb::tuple names = nb::borrow<nb::tuple>(self.attr("_fields"));
                for (size_t i = 0; i < names.size(); ++i)
                    text += (i ? ", " : "") + str_of(names[i]) + "=" + repr_text(self[i]);
                return text + ")";
            },
            nb::is_method(), nb::name("__repr__"));
        cls.attr("_asdict") = nb::cpp_function(
            [](nb::tuple self) {
                nb::dict out;
                nb::tuple names = nb::borrow<nb::tuple>(self.attr("_fields"));
                for (size_t i = 0; i < names.size(); ++i) out[names[i]] = self[i];
                return out;
            },
            nb::is_method(), nb::name("_asdict"), "A dict of the fields.");
        cls.attr("_replace") = nb::cpp_function(
            [](nb::tuple self, nb::kwargs changes) {
                nb::dict values = nb::borrow<nb::dict>(self.attr("_asdict")());
                for (const auto& item : changes) {
                    if (!values.contains(item.first)) throw value_error("Result has no field " + repr_text(item.first));
                    values[item.first] = item.second;
                }
                return self.attr("_make")(values.attr("values")());
            },
            nb::is_method(), nb::name("_replace"), "A copy with these fields changed.");
        cls.attr("_make") = nb::steal<nb::object>(PyClassMethod_New(
            nb::cpp_function([](nb::handle type, nb::iterable values) { return type(nb::tuple(values)); },
                             nb::name("_make"), "A Result of an iterable.")
                .release()
                .ptr()));
        m.attr("Result") = cls;
    }

    nb::object make(std::initializer_list<nb::object> values) const {
        nb::object out = nb::steal<nb::object>(PyStructSequence_New(type_));
        if (!out) throw nb::python_error();
        Py_ssize_t i = 0;
        for (const nb::object& v : values) PyStructSequence_SetItem(out.ptr(), i++, v.inc_ref().ptr());
        return out;
    }

private:
    PyTypeObject* type_ = nullptr;  // set once at import, then only read
};

}  // namespace paigen::bindings
