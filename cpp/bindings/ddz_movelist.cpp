// paigen.doudizhu.MoveList and legal_moves, written against the CPython API
// rather than through pybind11: they sit in the bots' inner loop, and a plain
// variable-size object (the moves stored inline, one allocation) with a
// FASTCALL entry point costs a fraction of a generic pybind11 class and
// dispatcher. Everything else about Dou Dizhu is bound with pybind11.
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>

#include <cstddef>
#include <cstring>
#include <string>
#include <vector>

#include "ddz_common.h"
#include "paigen/doudizhu/classify.h"
#include "paigen/doudizhu/movegen.h"
#include "paigen/doudizhu/notation.h"

namespace paigen::bindings::ddz {

namespace {

struct MoveListObject {
    PyObject_VAR_HEAD  // ob_size: the number of moves
    uint8_t players;
    Move moves[1];     // ob_size moves, allocated inline by PyObject_NewVar
};
constexpr Py_ssize_t kMovesOffset = offsetof(MoveListObject, moves);

PyTypeObject* move_list_type = nullptr;

MoveListObject* as_list(PyObject* self) { return reinterpret_cast<MoveListObject*>(self); }
Rules rules_of(PyObject* self) { return Rules{as_list(self)->players}; }

// Runs `body`, turning C++ and pybind11 exceptions into a Python error and a
// null return, as a CPython slot must.
template <typename Body>
PyObject* guarded(Body&& body) {
    try {
        return body();
    } catch (py::error_already_set& e) {
        e.restore();
    } catch (py::builtin_exception& e) {
        e.set_error();
    } catch (std::exception& e) {
        PyErr_SetString(PyExc_RuntimeError, e.what());
    }
    return nullptr;
}

PyObject* new_move_list(const Move* begin, const Move* end, Rules rules) {
    const Py_ssize_t n = end - begin;
    MoveListObject* list = PyObject_NewVar(MoveListObject, move_list_type, n);
    if (!list) return nullptr;
    list->players = rules.players;
    if (n) std::memcpy(static_cast<void*>(list->moves), begin, static_cast<size_t>(n) * sizeof(Move));
    return reinterpret_cast<PyObject*>(list);
}

void move_list_dealloc(PyObject* self) {
    PyTypeObject* type = Py_TYPE(self);
    type->tp_free(self);
    Py_DECREF(type);  // heap types are referenced by their instances
}

Py_ssize_t move_list_length(PyObject* self) { return Py_SIZE(self); }

PyObject* move_list_item(PyObject* self, Py_ssize_t i) {
    if (i < 0 || i >= Py_SIZE(self)) {
        PyErr_SetString(PyExc_IndexError, "move index out of range");
        return nullptr;
    }
    return guarded([&] { return py::cast(PyMove{as_list(self)->moves[i], rules_of(self)}).release().ptr(); });
}

int move_list_contains(PyObject* self, PyObject* value) {
    if (!PyUnicode_Check(value) && !as<PyMove>(value)) return 0;
    try {
        // A string that is no move is simply not in the list; bad notation raises.
        if (PyUnicode_Check(value)) {
            const Rules rules = rules_of(self);
            const std::string text = py::reinterpret_borrow<py::str>(value);
            if (!is_pass_text(text) && !classify(parse_or_raise(text, rules), rules).ok()) return 0;
        }
        const Move target = move_from(value, as_list(self)->players, "move").move;
        const Move* moves = as_list(self)->moves;
        for (Py_ssize_t i = 0; i < Py_SIZE(self); ++i)
            if (moves[i] == target) return 1;
        return 0;
    } catch (py::error_already_set& e) {
        e.restore();
    } catch (py::builtin_exception& e) {
        e.set_error();
    }
    return -1;
}

PyObject* move_list_repr(PyObject* self) {
    const Py_ssize_t n = Py_SIZE(self);
    std::string s = "<MoveList of " + std::to_string(n) + " moves";
    const Py_ssize_t shown = n < 8 ? n : 8;
    for (Py_ssize_t i = 0; i < shown; ++i) {
        const Move& m = as_list(self)->moves[i];
        s += i == 0 ? ": " : ", ";
        s += m.is_pass() ? std::string("pass") : format_cards(m.cards);
    }
    if (shown < n) s += ", ...";
    s += ">";
    return PyUnicode_FromStringAndSize(s.data(), static_cast<Py_ssize_t>(s.size()));
}

// A read-only numpy view of one field of every move, kept alive by the list.
template <typename T>
PyObject* field_view(PyObject* self, size_t field_offset) {
    return guarded([&] {
        const char* first = reinterpret_cast<const char*>(as_list(self)->moves) + field_offset;
        py::array view(py::dtype::of<T>(), {Py_SIZE(self)}, {static_cast<py::ssize_t>(sizeof(Move))},
                       reinterpret_cast<const T*>(first), py::handle(self));
        py::detail::array_proxy(view.ptr())->flags &= ~py::detail::npy_api::NPY_ARRAY_WRITEABLE_;
        return view.release().ptr();
    });
}

PyObject* get_kinds(PyObject* self, void*) { return field_view<uint8_t>(self, offsetof(Move, kind)); }
PyObject* get_main_ranks(PyObject* self, void*) { return field_view<uint8_t>(self, offsetof(Move, main)); }
PyObject* get_lengths(PyObject* self, void*) { return field_view<uint8_t>(self, offsetof(Move, length)); }
PyObject* get_codes(PyObject* self, void*) { return field_view<uint64_t>(self, offsetof(Move, cards)); }
PyObject* get_players(PyObject* self, void*) { return PyLong_FromLong(as_list(self)->players); }

PyObject* get_cards(PyObject* self, void*) {
    PyObject* out = PyList_New(Py_SIZE(self));
    if (!out) return nullptr;
    char buffer[kNumRanks * 15 + 1];
    for (Py_ssize_t i = 0; i < Py_SIZE(self); ++i) {
        const int len = format_cards(as_list(self)->moves[i].cards, buffer);
        PyObject* s = PyUnicode_FromStringAndSize(buffer, len);
        if (!s) {
            Py_DECREF(out);
            return nullptr;
        }
        PyList_SET_ITEM(out, i, s);
    }
    return out;
}

PyObject* counts_method(PyObject* self, PyObject*) {
    return guarded([&] {
        const Py_ssize_t n = Py_SIZE(self);
        py::array_t<uint8_t> out({n, static_cast<py::ssize_t>(kNumRanks)});
        uint8_t* w = out.mutable_data();
        for (Py_ssize_t i = 0; i < n; ++i)
            for (int r = 0; r < kNumRanks; ++r)
                w[i * kNumRanks + r] = static_cast<uint8_t>(count_of(as_list(self)->moves[i].cards, r));
        return out.release().ptr();
    });
}

PyGetSetDef move_list_getset[] = {
    {"kinds", get_kinds, nullptr, "Kind codes (numpy uint8, shape (n,), read-only view); Kind(v) names them.", nullptr},
    {"main_ranks", get_main_ranks, nullptr, "C1 main rank indices (numpy uint8, shape (n,), read-only view).", nullptr},
    {"lengths", get_lengths, nullptr, "C1 lengths (numpy uint8, shape (n,), read-only view).", nullptr},
    {"codes", get_codes, nullptr, "Packed card codes as Hand.code (numpy uint64, shape (n,), read-only view).", nullptr},
    {"players", get_players, nullptr, "The player count (3 or 4).", nullptr},
    {"cards", get_cards, nullptr, "Canonical card strings of the moves ('' for the pass).", nullptr},
    {nullptr, nullptr, nullptr, nullptr, nullptr},
};

PyMethodDef move_list_methods[] = {
    {"counts", counts_method, METH_NOARGS,
     "counts()\n--\n\nCopies per rank of every move: numpy uint8 array of shape (n, 15)."},
    {nullptr, nullptr, 0, nullptr},
};

PyType_Slot move_list_slots[] = {
    {Py_tp_dealloc, reinterpret_cast<void*>(move_list_dealloc)},
    {Py_tp_repr, reinterpret_cast<void*>(move_list_repr)},
    {Py_sq_length, reinterpret_cast<void*>(move_list_length)},
    {Py_sq_item, reinterpret_cast<void*>(move_list_item)},
    {Py_sq_contains, reinterpret_cast<void*>(move_list_contains)},
    {Py_tp_getset, move_list_getset},
    {Py_tp_methods, move_list_methods},
    {Py_tp_doc, const_cast<char*>(
        "The legal moves of one position, as legal_moves returns them.\n\n"
        "A sequence: len, indexing (negative too) and iteration give Move objects,\n"
        "made on demand; `in` takes a Move or a card string. The numpy fields\n"
        "(kinds, main_ranks, lengths, codes) are zero-copy read-only views.")},
    {0, nullptr},
};

#ifndef Py_TPFLAGS_DISALLOW_INSTANTIATION
#define Py_TPFLAGS_DISALLOW_INSTANTIATION 0
#endif

PyType_Spec move_list_spec = {
    "paigen.doudizhu.MoveList",
    static_cast<int>(kMovesOffset),
    static_cast<int>(sizeof(Move)),
    Py_TPFLAGS_DEFAULT | Py_TPFLAGS_DISALLOW_INSTANTIATION,
    move_list_slots,
};

// legal_moves(hand, last=None, players=None), METH_FASTCALL | METH_KEYWORDS.
PyObject* legal_moves(PyObject*, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
    static const char* const names[] = {"hand", "last", "players"};
    PyObject* given[3] = {nullptr, Py_None, Py_None};
    if (nargs > 3) {
        PyErr_Format(PyExc_TypeError, "legal_moves() takes at most 3 positional arguments (%zd given)", nargs);
        return nullptr;
    }
    for (Py_ssize_t i = 0; i < nargs; ++i) given[i] = args[i];
    const Py_ssize_t nkw = kwnames ? PyTuple_GET_SIZE(kwnames) : 0;
    for (Py_ssize_t k = 0; k < nkw; ++k) {
        PyObject* key = PyTuple_GET_ITEM(kwnames, k);
        int slot = -1;
        for (int j = 0; j < 3; ++j)
            if (PyUnicode_CompareWithASCIIString(key, names[j]) == 0) slot = j;
        if (slot < 0) {
            PyErr_Format(PyExc_TypeError, "legal_moves() got an unexpected keyword argument '%U'", key);
            return nullptr;
        }
        if (slot < nargs) {
            PyErr_Format(PyExc_TypeError, "legal_moves() got multiple values for argument '%s'", names[slot]);
            return nullptr;
        }
        given[slot] = args[nargs + k];
    }
    if (!given[0]) {
        PyErr_SetString(PyExc_TypeError, "legal_moves() missing required argument 'hand'");
        return nullptr;
    }
    return guarded([&] {
        int players = given[2] == Py_None ? 0 : players_arg(py::reinterpret_borrow<py::object>(given[2]));
        // Without an explicit count, a Move as `last` fixes it for a string hand.
        if (players == 0 && !as<PyHand>(given[0]))
            if (const PyMove* last_move = given[1] != Py_None ? as<PyMove>(given[1]) : nullptr)
                players = last_move->rules.players;
        const PyHand hand = hand_from(given[0], players);
        Move last = kPassMove;
        if (given[1] != Py_None) last = move_from(given[1], hand.rules.players, "last").move;
        Move* begin = scratch_moves();
        Move* end = generate(hand.cards, last, hand.rules, begin);
        return new_move_list(begin, end, hand.rules);
    });
}

PyMethodDef legal_moves_def = {
    "legal_moves", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(legal_moves)),
    METH_FASTCALL | METH_KEYWORDS,
    "legal_moves(hand, last=None, players=None)\n--\n\n"
    "Every legal play of `hand`: a lead when `last` is None, '' or a pass (P1, never\n"
    "a pass), else every reply to `last` (P2, C1-C6), the pass first.\n\n"
    "`hand` is a Hand or a card string, `last` a Move or a card string. `players`\n"
    "(3 or 4) defaults to the Hand's or Move's count, else 3. Each move appears once\n"
    "(K-dup). Raises NotationError for bad notation and IllegalMoveError when `last`\n"
    "is not a move. Returns a MoveList.",
};

}  // namespace

void register_move_list(py::module_& m) {
    PyObject* type = PyType_FromSpec(&move_list_spec);
    if (!type) throw py::error_already_set();
    move_list_type = reinterpret_cast<PyTypeObject*>(type);
    Py_INCREF(type);  // kept for the module's lifetime by move_list_type
    m.attr("MoveList") = py::reinterpret_steal<py::object>(type);
    PyObject* fn = PyCFunction_NewEx(&legal_moves_def, nullptr, m.attr("__name__").ptr());
    if (!fn) throw py::error_already_set();
    m.attr("legal_moves") = py::reinterpret_steal<py::object>(fn);
}

}  // namespace paigen::bindings::ddz
