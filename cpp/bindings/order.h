// The strength order of moves in Python, for both games (rules C7, F5): Move.key
// and the comparisons of Move, MoveList.keys and MoveList.sorted. Each game
// gives the key of a move value and says whether two values share their rules.
#pragma once

#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>

#include <algorithm>
#include <cstdint>
#include <numeric>
#include <string>
#include <vector>

#include "args.h"

namespace paigen::bindings {

// Adds `key` and the four ordering comparisons to the game's Move class.
// KeyOf: uint64_t(const Value&); SameRules: std::string(const Value&, const
// Value&), empty when the two may be compared, else why not (ValueError).
// Another type than the Move gives NotImplemented (so Python's TypeError).
template <typename Value, typename KeyOf, typename SameRules>
void add_move_order(py::module_& m, const char* key_doc, KeyOf key_of, SameRules same_rules) {
    auto cls = py::reinterpret_borrow<py::class_<Value>>(m.attr("Move"));
    cls.def_property_readonly("key", [key_of](const Value& v) { return static_cast<int64_t>(key_of(v)); }, key_doc);
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

// The keys of [first, last) as a new numpy int64 array.
template <typename Move, typename KeyOf>
py::array_t<int64_t> key_array(const Move* first, const Move* last, KeyOf key_of) {
    py::array_t<int64_t> out(last - first);
    int64_t* w = out.mutable_data();
    for (const Move* m = first; m != last; ++m) *w++ = static_cast<int64_t>(key_of(*m));
    return out;
}

// [first, last) ordered by key (descending with `reverse`), as a new list that
// make(first, last) builds. Distinct moves have distinct keys: no ties to break.
template <typename Move, typename KeyOf, typename Make>
PyObject* sorted_list(const Move* first, const Move* last, KeyOf key_of, bool reverse, Make make) {
    const size_t n = static_cast<size_t>(last - first);
    std::vector<std::pair<uint64_t, size_t>> order(n);
    for (size_t i = 0; i < n; ++i) order[i] = {key_of(first[i]), i};
    std::sort(order.begin(), order.end());
    if (reverse) std::reverse(order.begin(), order.end());
    std::vector<Move> moves(n);
    for (size_t i = 0; i < n; ++i) moves[i] = first[order[i].second];
    return make(moves.data(), moves.data() + n);
}

// The `reverse` keyword of MoveList.sorted (METH_VARARGS | METH_KEYWORDS).
inline bool reverse_arg(PyObject* args, PyObject* kwargs) {
    static const char* names[] = {"reverse", nullptr};
    PyObject* reverse = Py_False;
    if (!PyArg_ParseTupleAndKeywords(args, kwargs, "|$O:sorted", const_cast<char**>(names), &reverse))
        throw py::error_already_set();
    return bool_arg(reverse, "reverse");
}

}  // namespace paigen::bindings
