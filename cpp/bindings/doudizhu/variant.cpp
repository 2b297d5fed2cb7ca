// paigen.doudizhu.Variant: the rule switches of variant.h as an immutable value.
#include <string>

#include "../errors.h"
#include "../pybind.h"
#include "traits.h"

namespace paigen::bindings::doudizhu {

namespace {

// Switch i of a variant (variant.h has the rule texts; the stub says what each changes).
py::object field_value(const Variant& v, int i) {
    const int value = switch_value(v, i);
    switch (kSwitches[i].kind) {
        case SwitchKind::Flag: return py::bool_(value != 0);
        case SwitchKind::Count: return py::int_(value);
        default: return py::str(kReadingNames[value]);
    }
}

void set_field(Variant& v, int i, py::handle value) {
    const char* name = kSwitches[i].name;
    switch (kSwitches[i].kind) {
        case SwitchKind::Flag: return set_switch(v, i, bool_arg(value, name));
        case SwitchKind::Count: return set_switch(v, i, static_cast<int>(int_arg(value, name, 1, 4)));
        default: {
            const std::string_view text = text_arg(value, name);
            if (text != kReadingNames[0] && text != kReadingNames[1])
                throw py::value_error("reading must be 'standard' or 'douzero', not " + quoted(text));
            set_switch(v, i, text == kReadingNames[1]);
        }
    }
}

// A Variant from `base` with the keyword changes in `changes`.
VariantValue with_changes(Variant base, const py::kwargs& changes) {
    for (const auto& item : changes) {
        const std::string key = py::str(item.first);
        int index = -1;
        for (int i = 0; i < kNumSwitches; ++i)
            if (key == kSwitches[i].name) index = i;
        if (index < 0) throw py::type_error("Variant has no switch " + quoted(key));
        set_field(base, index, item.second);
    }
    return VariantValue{base};
}

std::string variant_repr(const Variant& v) {
    const char* name = preset_name(v);
    if (std::string(name) != "custom") return std::string("Variant.preset('") + name + "')";
    std::string s = "Variant(";
    const Variant standard;
    for (int i = 0; i < kNumSwitches; ++i) {
        const py::object value = field_value(v, i);
        if (value.equal(field_value(standard, i))) continue;
        if (s.back() != '(') s += ", ";
        s += std::string(kSwitches[i].name) + "=" + std::string(py::repr(value));
    }
    return s + ")";
}

}  // namespace

Variant variant_arg(py::handle obj) {
    if (const VariantValue* v = as<VariantValue>(obj)) return v->variant;
    if (PyUnicode_Check(obj.ptr())) {
        const std::string_view text = text_arg(obj, "variant");
        if (const Variant* preset = find_preset(text)) return *preset;
        throw py::value_error("variant must be a Variant or one of 'standard', 'rlcard', 'douzero', 'openspiel', not " +
                              quoted(text));
    }
    throw py::type_error("variant must be a Variant or a preset's name, not " + type_name(obj));
}

void register_variant(py::module_& m) {
    py::class_<VariantValue> cls(m, "Variant", doc("Variant"));
    cls.def(py::init([](const py::kwargs& switches) { return with_changes(Variant{}, switches); }))
        .def_static(
            "preset", [](py::handle name) { return VariantValue{variant_arg(name)}; }, py::arg("name"),
            doc("Variant.preset"))
        .def(
            "replace",
            [](const VariantValue& v, const py::kwargs& changes) { return with_changes(v.variant, changes); },
            doc("Variant.replace"))
        .def_property_readonly(
            "name", [](const VariantValue& v) { return preset_name(v.variant); }, doc("Variant.name"))
        .def(
            "as_dict",
            [](const VariantValue& v) {
                py::dict out;
                for (int i = 0; i < kNumSwitches; ++i) out[kSwitches[i].name] = field_value(v.variant, i);
                return out;
            },
            doc("Variant.as_dict"))
        .def("__repr__", [](const VariantValue& v) { return variant_repr(v.variant); })
        .def("__str__", [](const VariantValue& v) { return std::string(preset_name(v.variant)); })
        .def("__eq__",
             [](const VariantValue& a, py::handle b) -> py::object {
                 const VariantValue* o = as<VariantValue>(b);
                 if (!o) return py::reinterpret_borrow<py::object>(Py_NotImplemented);
                 return py::bool_(a.variant == o->variant);
             })
        .def("__hash__",
             [](const VariantValue& v) {
                 py::tuple fields(kNumSwitches);
                 for (int i = 0; i < kNumSwitches; ++i) fields[static_cast<size_t>(i)] = field_value(v.variant, i);
                 return py::hash(fields);
             })
        .def("__reduce__", [m](py::handle self) {
            return py::make_tuple(m.attr("_variant"), py::make_tuple(self.attr("as_dict")()));
        });
    m.def(
        "_variant",
        [](py::handle fields) {
            if (!PyDict_Check(fields.ptr())) throw py::type_error("a pickled Variant is a dict of switches");
            return with_changes(Variant{}, py::reinterpret_borrow<py::kwargs>(fields));
        },
        py::arg("fields"), doc("_variant"));
    for (int i = 0; i < kNumSwitches; ++i)
        cls.def_property_readonly(
            kSwitches[i].name, [i](const VariantValue& v) { return field_value(v.variant, i); },
            doc(std::string("Variant.") + kSwitches[i].name));
    cls.attr("PRESETS") = py::make_tuple("standard", "rlcard", "douzero", "openspiel");
    ClassHandle<VariantValue>::type = reinterpret_cast<PyTypeObject*>(cls.ptr());
}

}  // namespace paigen::bindings::doudizhu
