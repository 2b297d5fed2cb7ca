// The strength order of moves in Python, for both games (rules C7, F5):
// Move.key and the comparisons of Move (MoveList.keys and MoveList.sorted are
// move_list.h's). Each game gives the key of a move value and says whether two
// values share their rules.
#pragma once

#include <cstdint>
#include <string>

#include "args.h"
#include "docs.h"
#include "nb.h"

namespace paigen::bindings {

// Adds `key` and the four ordering comparisons to the game's Move class, the
// docstring of `key` from the stub of `stub` (the game's submodule).
// KeyOf: uint64_t(const Value&); SameRules: std::string(const Value&, const
// Value&), empty when the two may be compared, else why not (ValueError).
// Another type than the Move gives NotImplemented (so Python's TypeError).
template <typename Value, typename KeyOf, typename SameRules>
void add_move_order(nb::module_& m, const char* stub, KeyOf key_of, SameRules same_rules) {
    auto cls = nb::borrow<nb::class_<Value>>(m.attr("Move"));
    cls.def_prop_ro("key", [key_of](const Value& v) { return static_cast<int64_t>(key_of(v)); }, doc(stub, "Move.key"));
    const auto compare = [key_of, same_rules](const Value& a, nb::handle b, int op) -> nb::object {
        const Value* o = as<Value>(b);
        if (!o) return nb::borrow<nb::object>(Py_NotImplemented);
        const std::string why = same_rules(a, *o);
        if (!why.empty()) throw value_error(why);
        const uint64_t x = key_of(a), y = key_of(*o);
        switch (op) {
            case Py_LT: return nb::bool_(x < y);
            case Py_LE: return nb::bool_(x <= y);
            case Py_GT: return nb::bool_(x > y);
            default: return nb::bool_(x >= y);
        }
    };
    cls.def("__lt__", [compare](const Value& a, nb::handle b) { return compare(a, b, Py_LT); });
    cls.def("__le__", [compare](const Value& a, nb::handle b) { return compare(a, b, Py_LE); });
    cls.def("__gt__", [compare](const Value& a, nb::handle b) { return compare(a, b, Py_GT); });
    cls.def("__ge__", [compare](const Value& a, nb::handle b) { return compare(a, b, Py_GE); });
}

}  // namespace paigen::bindings
