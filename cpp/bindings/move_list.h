// The MoveList type both games return from legal_moves, written against the
// CPython API rather than through nanobind: it sits in the bots' inner loop,
// and a plain variable-size object (the moves stored inline, one allocation)
// costs a fraction of a generic nanobind class. Each game supplies Traits: its
// Move type, the Context every list carries (the rules of a Dou Dizhu list),
// how one move becomes a Python object and text, and which move a value names.
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <string>
#include <utility>
#include <vector>

#include "args.h"
#include "docs.h"
#include "nb.h"

namespace paigen::bindings {

#ifndef Py_TPFLAGS_DISALLOW_INSTANTIATION
#define Py_TPFLAGS_DISALLOW_INSTANTIATION 0
#endif

// A CPython docstring with a text signature ("name(args)", which gives
// __text_signature__), kept for the module's lifetime.
inline const char* signed_doc(const char* signature, const char* doc) {
    return (new std::string(std::string(signature) + "\n--\n\n" + doc))->c_str();  // leaked, as the module is
}

// Traits: `using Move, Context`; `static PyObject* item(const Move&, const
// Context&)` (new reference); `static bool find(const Context&, PyObject* value,
// const Move* first, const Move* last)` (whether `value` names a move of the
// list; may throw); `static std::string text(const Move&)` and `cards(const Move&)`;
// `static uint64_t key(const Move&, const Context&)`, the move's strength key
// (rules C7, F5: distinct moves have distinct keys).
template <typename Traits>
struct MoveListType {
    using Move = typename Traits::Move;
    using Context = typename Traits::Context;

    struct Object {
        PyObject_VAR_HEAD  // ob_size: the number of moves
            Context context;
        Move moves[1];  // ob_size moves, allocated inline by PyObject_NewVar
    };

    static inline PyTypeObject* type = nullptr;  // set once at import

    static Object* get(PyObject* self) { return reinterpret_cast<Object*>(self); }
    static const Move* begin(PyObject* self) { return get(self)->moves; }
    static const Context& context(PyObject* self) { return get(self)->context; }

    static PyObject* make(const Move* first, const Move* last, const Context& context) {
        const Py_ssize_t n = last - first;
        Object* list = PyObject_NewVar(Object, type, n);
        if (!list) throw nb::python_error();
        list->context = context;
        if (n) std::memcpy(static_cast<void*>(list->moves), first, static_cast<size_t>(n) * sizeof(Move));
        return reinterpret_cast<PyObject*>(list);
    }

    static void dealloc(PyObject* self) {
        PyTypeObject* tp = Py_TYPE(self);
        tp->tp_free(self);
        Py_DECREF(tp);  // heap types are referenced by their instances
    }

    static Py_ssize_t length(PyObject* self) { return Py_SIZE(self); }

    static PyObject* item(PyObject* self, Py_ssize_t i) {
        if (i < 0 || i >= Py_SIZE(self)) {
            PyErr_SetString(PyExc_IndexError, "move index out of range");
            return nullptr;
        }
        return guarded([&] { return Traits::item(begin(self)[i], context(self)); });
    }

    static int contains(PyObject* self, PyObject* value) {
        PyObject* found = guarded([&]() -> PyObject* {
            return Traits::find(context(self), value, begin(self), begin(self) + Py_SIZE(self)) ? Py_True : Py_False;
        });
        return found ? found == Py_True : -1;
    }

    static PyObject* iter(PyObject* self) { return PySeqIter_New(self); }

    // list[i] and list[a:b:c] (a plain list of Move objects).
    static PyObject* subscript(PyObject* self, PyObject* key) {
        if (PyIndex_Check(key)) {
            Py_ssize_t i = PyNumber_AsSsize_t(key, PyExc_IndexError);
            if (i == -1 && PyErr_Occurred()) return nullptr;
            if (i < 0) i += Py_SIZE(self);
            return item(self, i);
        }
        if (!PySlice_Check(key)) {
            PyErr_Format(PyExc_TypeError, "MoveList indices must be integers or slices, not %s", Py_TYPE(key)->tp_name);
            return nullptr;
        }
        Py_ssize_t start, stop, step;
        if (PySlice_Unpack(key, &start, &stop, &step) < 0) return nullptr;
        const Py_ssize_t n = PySlice_AdjustIndices(Py_SIZE(self), &start, &stop, step);
        PyObject* out = PyList_New(n);
        if (!out) return nullptr;
        for (Py_ssize_t k = 0; k < n; ++k) {
            PyObject* move = item(self, start + k * step);
            if (!move) {
                Py_DECREF(out);
                return nullptr;
            }
            PyList_SET_ITEM(out, k, move);
        }
        return out;
    }

    static PyObject* repr(PyObject* self) {
        const Py_ssize_t n = Py_SIZE(self);
        std::string s = "<MoveList of " + std::to_string(n) + " moves";
        const Py_ssize_t shown = n < 8 ? n : 8;
        for (Py_ssize_t i = 0; i < shown; ++i) {
            s += i == 0 ? ": " : ", ";
            s += Traits::text(begin(self)[i]);
        }
        if (shown < n) s += ", ...";
        s += ">";
        return PyUnicode_FromStringAndSize(s.data(), static_cast<Py_ssize_t>(s.size()));
    }

    // A read-only numpy view of the field at `offset` of every move, kept
    // alive by the list.
    template <typename T>
    static PyObject* field(PyObject* self, size_t offset) {
        return guarded([&] {
            const char* first = reinterpret_cast<const char*>(get(self)->moves) + offset;
            const Py_ssize_t shape = Py_SIZE(self), stride = static_cast<Py_ssize_t>(sizeof(Move));
            Py_INCREF(self);  // the view's base
            return new_array(npy_type<T>(), 1, &shape, &stride, const_cast<char*>(first), self, false);
        });
    }

    // The cards of every move, as a list of str.
    static PyObject* texts(PyObject* self, void*) {
        return guarded([&] {
            nb::list out;
            for (Py_ssize_t i = 0; i < Py_SIZE(self); ++i) out.append(nb::str(Traits::cards(begin(self)[i]).c_str()));
            return out.release().ptr();
        });
    }

    // The strength keys of the moves (Move.key), a new numpy int64 array.
    static PyObject* keys(PyObject* self, void*) {
        return guarded([&] {
            Array<int64_t> out(Py_SIZE(self));
            int64_t* w = out.mutable_data();
            for (Py_ssize_t i = 0; i < Py_SIZE(self); ++i)
                w[i] = static_cast<int64_t>(Traits::key(begin(self)[i], context(self)));
            return out.release().ptr();
        });
    }

    // sorted(*, reverse=False): a new list of the same moves, weakest first by
    // key (strongest first with `reverse`). Keys are distinct: no ties to break.
    static PyObject* sorted(PyObject* self, PyObject* args, PyObject* kwargs) {
        static const char* names[] = {"reverse", nullptr};
        PyObject* reverse = Py_False;
        if (!PyArg_ParseTupleAndKeywords(args, kwargs, "|$O:sorted", const_cast<char**>(names), &reverse))
            return nullptr;
        return guarded([&] {
            const bool descending = bool_arg(reverse, "reverse");
            const size_t n = static_cast<size_t>(Py_SIZE(self));
            std::vector<std::pair<uint64_t, size_t>> order(n);
            for (size_t i = 0; i < n; ++i) order[i] = {Traits::key(begin(self)[i], context(self)), i};
            std::sort(order.begin(), order.end());
            if (descending) std::reverse(order.begin(), order.end());
            std::vector<Move> moves(n);
            for (size_t i = 0; i < n; ++i) moves[i] = begin(self)[order[i].second];
            return make(moves.data(), moves.data() + n, context(self));
        });
    }

    // Creates the type as `module.MoveList`, its docstrings from the stub of
    // `stub` (the game's submodule): the methods' ml_doc holds their text
    // signature until then.
    static void create(nb::module_& m, const char* qualified_name, const char* stub, PyGetSetDef* getset,
                       PyMethodDef* methods) {
        for (PyGetSetDef* g = getset; g->name; ++g) g->doc = bindings::doc(stub, std::string("MoveList.") + g->name);
        for (PyMethodDef* d = methods; d->ml_name; ++d)
            d->ml_doc = signed_doc(d->ml_doc, bindings::doc(stub, std::string("MoveList.") + d->ml_name));
        static PyType_Slot slots[] = {
            {Py_tp_dealloc, reinterpret_cast<void*>(dealloc)},
            {Py_tp_repr, reinterpret_cast<void*>(repr)},
            {Py_sq_length, reinterpret_cast<void*>(length)},
            {Py_sq_item, reinterpret_cast<void*>(item)},
            {Py_sq_contains, reinterpret_cast<void*>(contains)},
            {Py_mp_subscript, reinterpret_cast<void*>(subscript)},
            {Py_mp_length, reinterpret_cast<void*>(length)},
            {Py_tp_iter, reinterpret_cast<void*>(iter)},
            {Py_tp_getset, getset},
            {Py_tp_methods, methods},
            {Py_tp_doc, const_cast<char*>(bindings::doc(stub, "MoveList"))},
            {0, nullptr},
        };
        static PyType_Spec spec = {
            qualified_name,
            static_cast<int>(offsetof(Object, moves)),
            static_cast<int>(sizeof(Move)),
            Py_TPFLAGS_DEFAULT | Py_TPFLAGS_DISALLOW_INSTANTIATION,
            slots,
        };
        PyObject* created = PyType_FromSpec(&spec);
        if (!created) throw nb::python_error();
        type = reinterpret_cast<PyTypeObject*>(created);
        Py_INCREF(created);  // `type` keeps it for the module's lifetime
        m.attr("MoveList") = nb::steal<nb::object>(created);
    }
};

// Adds a FASTCALL function to `m` (the hot legal_moves of both games); its
// ml_doc holds its text signature, its docstring is the stub's of `stub`.
inline void add_fastcall(nb::module_& m, const char* stub, PyMethodDef* def) {
    def->ml_doc = signed_doc(def->ml_doc, bindings::doc(stub, def->ml_name));
    PyObject* fn = PyCFunction_NewEx(def, nullptr, m.attr("__name__").ptr());
    if (!fn) throw nb::python_error();
    m.attr(def->ml_name) = nb::steal<nb::object>(fn);
}

}  // namespace paigen::bindings
