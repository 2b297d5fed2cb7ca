// paigen.doudizhu.Variant: the rule switches of variant.h as an immutable value.
#include <pybind11/stl.h>

#include <string>

#include "../errors.h"
#include "traits.h"

namespace paigen::bindings::doudizhu {

namespace {

struct Field {
    const char* name;
    const char* doc;
};
// The switches in declaration order (variant.h has the rule texts).
constexpr Field kFields[] = {
    {"four_with_two", "K13a/K13b exist (False: OpenSpiel)"},
    {"four_two_pair_singles", "K13a: the two singles may be two cards of one rank, 333355 (RLCard, DouZero)"},
    {"four_two_joker_singles", "K13a: the two singles may be B and R, 2222BR (DouZero)"},
    {"wings_per_rank", "K9: up to this many single wings from one rank, 1-4 (RLCard, OpenSpiel 3; DouZero 4)"},
    {"adjacent_wings_limit", "K9: at most two wings from the ranks next to the chain (RLCard)"},
    {"joker_wings", "K9: the wings may hold both B and R, 333444BR (DouZero)"},
    {"chains_skip_bomb_rank", "K6-K8 not offered when the hand holds four of the chain's lowest rank (OpenSpiel)"},
    {"bomb_beats_rocket", "C3 relaxed: a bomb may answer the rocket (OpenSpiel)"},
    {"reading", "'standard', or 'douzero': previous moves read and compared as DouZero does"},
};

py::object field_value(const Variant& v, int i) {
    switch (i) {
        case 0: return py::bool_(v.four_with_two);
        case 1: return py::bool_(v.four_two_pair_singles);
        case 2: return py::bool_(v.four_two_joker_singles);
        case 3: return py::int_(v.wings_per_rank);
        case 4: return py::bool_(v.adjacent_wings_limit);
        case 5: return py::bool_(v.joker_wings);
        case 6: return py::bool_(v.chains_skip_bomb_rank);
        case 7: return py::bool_(v.bomb_beats_rocket);
        default: return py::str(v.reading == Reading::DouZero ? "douzero" : "standard");
    }
}

void set_field(Variant& v, int i, py::handle value) {
    const char* name = kFields[i].name;
    switch (i) {
        case 0: v.four_with_two = bool_arg(value, name); break;
        case 1: v.four_two_pair_singles = bool_arg(value, name); break;
        case 2: v.four_two_joker_singles = bool_arg(value, name); break;
        case 3: v.wings_per_rank = static_cast<uint8_t>(int_arg(value, name, 1, 4)); break;
        case 4: v.adjacent_wings_limit = bool_arg(value, name); break;
        case 5: v.joker_wings = bool_arg(value, name); break;
        case 6: v.chains_skip_bomb_rank = bool_arg(value, name); break;
        case 7: v.bomb_beats_rocket = bool_arg(value, name); break;
        default: {
            const std::string_view text = text_arg(value, name);
            if (text != "standard" && text != "douzero")
                throw py::value_error("reading must be 'standard' or 'douzero', not " + quoted(text));
            v.reading = text == "douzero" ? Reading::DouZero : Reading::Standard;
        }
    }
}

// A Variant from `base` with the keyword changes in `changes`.
VariantValue with_changes(Variant base, const py::kwargs& changes) {
    for (const auto& item : changes) {
        const std::string key = py::str(item.first);
        int index = -1;
        for (int i = 0; i < static_cast<int>(std::size(kFields)); ++i)
            if (key == kFields[i].name) index = i;
        if (index < 0) throw py::type_error("Variant has no switch " + quoted(key));
        set_field(base, index, item.second);
    }
    return VariantValue{base};
}

std::string variant_repr(const Variant& v) {
    const char* name = variant_name(v);
    if (std::string(name) != "custom") return std::string("Variant.preset('") + name + "')";
    std::string s = "Variant(";
    const Variant standard;
    for (int i = 0; i < static_cast<int>(std::size(kFields)); ++i) {
        const py::object value = field_value(v, i);
        if (value.equal(field_value(standard, i))) continue;
        if (s.back() != '(') s += ", ";
        s += std::string(kFields[i].name) + "=" + std::string(py::repr(value));
    }
    return s + ")";
}

}  // namespace

const char* variant_name(const Variant& variant) {
    for (const NamedVariant& preset : kPresets)
        if (preset.variant == variant) return preset.name;
    return "custom";
}

Variant variant_arg(py::handle obj) {
    if (const VariantValue* v = as<VariantValue>(obj)) return v->variant;
    if (PyUnicode_Check(obj.ptr())) {
        const std::string_view text = text_arg(obj, "variant");
        for (const NamedVariant& preset : kPresets)
            if (text == preset.name) return preset.variant;
        throw py::value_error("variant must be a Variant or one of 'standard', 'rlcard', 'douzero', 'openspiel', not " +
                              quoted(text));
    }
    throw py::type_error("variant must be a Variant or a preset's name, not " + type_name(obj));
}

void register_variant(py::module_& m) {
    py::class_<VariantValue> cls(m, "Variant",
                                 "The rules of another Dou Dizhu program, as switches over the rules pages (3 "
                                 "players only).\n\n"
                                 "Variant(**switches) starts from the rules pages; Variant.preset(name) gives\n"
                                 "'standard', 'rlcard', 'douzero' or 'openspiel'; v.replace(**switches) derives\n"
                                 "another. Immutable, hashable and picklable; every function that takes\n"
                                 "variant= takes a Variant or a preset's name. The switches:\n\n"
                                 "  four_with_two, four_two_pair_singles, four_two_joker_singles, wings_per_rank,\n"
                                 "  adjacent_wings_limit, joker_wings, chains_skip_bomb_rank, bomb_beats_rocket,\n"
                                 "  reading\n\n"
                                 "(each property's docstring says what it changes and who uses it; the README\n"
                                 "has the rule texts with examples).");
    cls.def(py::init([](const py::kwargs& switches) { return with_changes(Variant{}, switches); }))
        .def_static(
            "preset", [](py::handle name) { return VariantValue{variant_arg(name)}; }, py::arg("name"),
            "The preset of this name: 'standard' (the rules pages), 'rlcard', 'douzero' or 'openspiel'.")
        .def(
            "replace",
            [](const VariantValue& v, const py::kwargs& changes) { return with_changes(v.variant, changes); },
            "A Variant with these switches changed, like dataclasses.replace.")
        .def_property_readonly(
            "name", [](const VariantValue& v) { return variant_name(v.variant); },
            "The preset this variant is ('standard', 'rlcard', 'douzero', 'openspiel'), else 'custom'.")
        .def(
            "as_dict",
            [](const VariantValue& v) {
                py::dict out;
                for (int i = 0; i < static_cast<int>(std::size(kFields)); ++i)
                    out[kFields[i].name] = field_value(v.variant, i);
                return out;
            },
            "The switches as a dict (Variant(**v.as_dict()) == v).")
        .def("__repr__", [](const VariantValue& v) { return variant_repr(v.variant); })
        .def("__str__", [](const VariantValue& v) { return std::string(variant_name(v.variant)); })
        .def("__eq__",
             [](const VariantValue& a, py::handle b) -> py::object {
                 const VariantValue* o = as<VariantValue>(b);
                 if (!o) return py::reinterpret_borrow<py::object>(Py_NotImplemented);
                 return py::bool_(a.variant == o->variant);
             })
        .def("__hash__",
             [](const VariantValue& v) {
                 py::tuple fields(std::size(kFields));
                 for (int i = 0; i < static_cast<int>(std::size(kFields)); ++i)
                     fields[static_cast<size_t>(i)] = field_value(v.variant, i);
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
        py::arg("fields"), "A Variant from its switches, as pickle calls it.");
    for (int i = 0; i < static_cast<int>(std::size(kFields)); ++i)
        cls.def_property_readonly(
            kFields[i].name, [i](const VariantValue& v) { return field_value(v.variant, i); }, kFields[i].doc);
    cls.attr("PRESETS") = py::make_tuple("standard", "rlcard", "douzero", "openspiel");
    ClassHandle<VariantValue>::type = reinterpret_cast<PyTypeObject*>(cls.ptr());
}

}  // namespace paigen::bindings::doudizhu
