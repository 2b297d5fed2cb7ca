// The strength order of moves in Python, for both games (rules C7, F5):
// Move.key and the comparisons of Move (MoveList.keys and MoveList.sorted are
// move_list.h's). Each game gives the key of a move value and says whether two
// values share their rules.
#pragma once

#include <cstdint>
#include <string>

#include "args.h"
#include "docs.h"
#include "pybind.h"

namespace paigen::bindings {

// Adds `key` and the four ordering comparisons to the game's Move class, the
// docstring of `key` from the stub of `stub` (the game's submodule).
// KeyOf: uint64_t(const Value&); SameRules: std::string(const Value&, const
// Value&), empty when the two may be compared, else why not (ValueError).
// Another type than the Move gives NotImplemented (so Python's TypeError).
template <typename Value, typename KeyOf, typename SameRules>
void add_move_order(py::module_& m, const char* stub, KeyOf key_of, SameRules same_rules) {
    auto cls = py::reinterpret_borrow<py::class_<Value>>(m.attr("Move"));
    cls.def_property_readonly(
        "key", [key_of](const Value& v) { return static_cast<int64_t>(key_of(v)); }, doc(stub, "Move.key"));
    const auto compare = [key_of, same_rules](const Value& a, py::handle b, int op) -> py::object {
        const Value* o = as<Value>(b);
        if (!o) return py::reinterpret_borrow<py::object>(Py_NotImplemented);
        const std::string why = same_rules(a, *o);
        if (!why.empty()) throw py::value_error(why);
        const uint64_t x = key_of(a), y = key_of(*o);
        switch (op) {
            case Py_LT: return py::bool_(x < y);
            case Py_LE: return py::bool_(x <= y);
            case Py_GT: return py::bool_(x > y);
            default: return py::bool_(x >= y);
        }
    };
    cls.def("__lt__", [compare](const Value& a, py::handle b) { return compare(a, b, Py_LT); });
    cls.def("__le__", [compare](const Value& a, py::handle b) { return compare(a, b, Py_LE); });
    cls.def("__gt__", [compare](const Value& a, py::handle b) { return compare(a, b, Py_GT); });
    cls.def("__ge__", [compare](const Value& a, py::handle b) { return compare(a, b, Py_GE); });
}

}  // namespace paigen::bindings
