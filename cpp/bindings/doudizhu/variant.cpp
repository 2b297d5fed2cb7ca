// paigen.doudizhu.Variant: the rule switches of variant.h as an immutable value.
#include <string>

#include "../errors.h"
#include "../nb.h"
#include "traits.h"

namespace paigen::bindings::doudizhu {

namespace {

// Switch i of a variant (variant.h has the rule texts; the stub says what each changes).
nb::object field_value(const Variant& v, int i) {
    const int value = switch_value(v, i);
    switch (kSwitches[i].kind) {
        case SwitchKind::Flag: return nb::bool_(value != 0);
        case SwitchKind::Count: return nb::int_(value);
        default: return nb::str(kReadingNames[value]);
    }
}

void set_field(Variant& v, int i, nb::handle value) {
    const char* name = kSwitches[i].name;
    switch (kSwitches[i].kind) {
        case SwitchKind::Flag: return set_switch(v, i, bool_arg(value, name));
        case SwitchKind::Count: return set_switch(v, i, static_cast<int>(int_arg(value, name, 1, 4)));
        default: {
            const std::string_view text = text_arg(value, name);
            if (text != kReadingNames[0] && text != kReadingNames[1])
                throw value_error("reading must be 'standard' or 'douzero', not " + quoted(text));
            set_switch(v, i, text == kReadingNames[1]);
        }
    }
}

// A Variant from `base` with the keyword changes in `changes`.
VariantValue with_changes(Variant base, const nb::kwargs& changes) {
    for (const auto& item : changes) {
        const std::string key = str_of(item.first);
        int index = -1;
        for (int i = 0; i < kNumSwitches; ++i)
            if (key == kSwitches[i].name) index = i;
        if (index < 0) throw type_error("Variant has no switch " + quoted(key));
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
        const nb::object value = field_value(v, i);
        if (value.equal(field_value(standard, i))) continue;
        if (s.back() != '(') s += ", ";
        s += std::string(kSwitches[i].name) + "=" + repr_text(value);
    }
    return s + ")";
}

}  // namespace

Variant variant_arg(nb::handle obj) {
    if (const VariantValue* v = as<VariantValue>(obj)) return v->variant;
    if (PyUnicode_Check(obj.ptr())) {
        const std::string_view text = text_arg(obj, "variant");
        if (const Variant* preset = find_preset(text)) return *preset;
        throw value_error("variant must be a Variant or one of 'standard', 'rlcard', 'douzero', 'openspiel', not " +
                          quoted(text));
    }
    throw type_error("variant must be a Variant or a preset's name, not " + python_type_name(obj));
}

// _variant(fields), as pickle calls it (Variant.__reduce__).
nb::object variant_from_fields(PyObject* const (&given)[1]) {
    const nb::handle fields = given[0];
    if (!PyDict_Check(fields.ptr())) throw type_error("a pickled Variant is a dict of switches");
    return nb::cast(with_changes(Variant{}, nb::borrow<nb::kwargs>(fields)));
}

void register_variant(nb::module_& m) {
    nb::class_<VariantValue> cls(m, "Variant", doc("Variant"));
    cls.def("__init__",
            init<VariantValue>([](const nb::kwargs& switches) { return with_changes(Variant{}, switches); }))
        .def_static(
            "preset", [](nb::handle name) { return VariantValue{variant_arg(name)}; }, nb::arg("name"),
            doc("Variant.preset"))
        .def(
            "replace",
            [](const VariantValue& v, const nb::kwargs& changes) { return with_changes(v.variant, changes); },
            doc("Variant.replace"))
        .def_prop_ro(
            "name", [](const VariantValue& v) { return preset_name(v.variant); }, doc("Variant.name"))
        .def(
            "as_dict",
            [](const VariantValue& v) {
                nb::dict out;
                for (int i = 0; i < kNumSwitches; ++i) out[kSwitches[i].name] = field_value(v.variant, i);
                return out;
            },
            doc("Variant.as_dict"))
        .def("__repr__", [](const VariantValue& v) { return variant_repr(v.variant); })
        .def("__str__", [](const VariantValue& v) { return std::string(preset_name(v.variant)); })
        .def("__eq__",
             [](const VariantValue& a, nb::handle b) -> nb::object {
                 const VariantValue* o = as<VariantValue>(b);
                 if (!o) return nb::borrow<nb::object>(Py_NotImplemented);
                 return nb::bool_(a.variant == o->variant);
             })
        .def("__hash__",
             [](const VariantValue& v) {
                 nb::list fields;
                 for (int i = 0; i < kNumSwitches; ++i) fields.append(field_value(v.variant, i));
                 return nb::hash(nb::tuple(fields));
             })
        .def("__reduce__", [m](nb::handle self) {
            return nb::make_tuple(m.attr("_variant"), nb::make_tuple(self.attr("as_dict")()));
        });
    PicklableFunction<1, &variant_from_fields>::add(m, "_variant", {"fields"}, doc("_variant"));
    for (int i = 0; i < kNumSwitches; ++i)
        cls.def_prop_ro(
            kSwitches[i].name, [i](const VariantValue& v) { return field_value(v.variant, i); },
            doc(std::string("Variant.") + kSwitches[i].name));
    cls.attr("PRESETS") = nb::make_tuple("standard", "rlcard", "douzero", "openspiel");
    ClassHandle<VariantValue>::type = reinterpret_cast<PyTypeObject*>(cls.ptr());
}

}  // namespace paigen::bindings::doudizhu
