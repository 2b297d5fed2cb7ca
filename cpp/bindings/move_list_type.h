// The MoveList type both games return from legal_moves, written against the
// CPython API rather than through pybind11: it sits in the bots' inner loop,
// and a plain variable-size object (the moves stored inline, one allocation)
// costs a fraction of a generic pybind11 class. Each game supplies a Traits
// struct: its Move type, how one move becomes a Python object and text, and
// its extra attributes.
#pragma once

#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>

#include <cstring>
#include <string>

namespace paigen::bindings {

namespace py = pybind11;

// Runs `body`, turning C++ and pybind11 exceptions into a Python error and a
// null return, as a CPython slot or function must.
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

template <typename MoveT>
struct MoveListObject {
    PyObject_VAR_HEAD  // ob_size: the number of moves
    uint8_t tag;       // per game: the player count in Dou Dizhu
    MoveT moves[1];    // ob_size moves, allocated inline by PyObject_NewVar
};

#ifndef Py_TPFLAGS_DISALLOW_INSTANTIATION
#define Py_TPFLAGS_DISALLOW_INSTANTIATION 0
#endif

// Traits: `using Move`, `static PyObject* item(const Move&, uint8_t tag)` (new
// reference), `static bool target(PyObject* list, PyObject* value, Move* out)`
// (the move `value` names, false when it names none; may throw) and
// `static std::string text(const Move&)`, `cards(const Move&)`.
template <typename Traits>
struct MoveListType {
    using Move = typename Traits::Move;
    using Object = MoveListObject<Move>;

    static inline PyTypeObject* type = nullptr;

    static Object* get(PyObject* self) { return reinterpret_cast<Object*>(self); }
    static const Move* begin(PyObject* self) { return get(self)->moves; }
    static uint8_t tag(PyObject* self) { return get(self)->tag; }

    static PyObject* make(const Move* first, const Move* last, uint8_t tag) {
        const Py_ssize_t n = last - first;
        Object* list = PyObject_NewVar(Object, type, n);
        if (!list) return nullptr;
        list->tag = tag;
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
        return guarded([&] { return Traits::item(begin(self)[i], tag(self)); });
    }

    static int contains(PyObject* self, PyObject* value) {
        try {
            Move target;
            if (!Traits::target(self, value, &target)) return 0;
            for (Py_ssize_t i = 0; i < Py_SIZE(self); ++i)
                if (begin(self)[i] == target) return 1;
            return 0;
        } catch (py::error_already_set& e) {
            e.restore();
        } catch (py::builtin_exception& e) {
            e.set_error();
        }
        return -1;
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
            py::array view(py::dtype::of<T>(), {Py_SIZE(self)}, {static_cast<py::ssize_t>(sizeof(Move))},
                           reinterpret_cast<const T*>(first), py::handle(self));
            py::detail::array_proxy(view.ptr())->flags &= ~py::detail::npy_api::NPY_ARRAY_WRITEABLE_;
            return view.release().ptr();
        });
    }

    // The text of every move, as a list of str.
    static PyObject* texts(PyObject* self, void*) {
        return guarded([&] {
            py::list out(Py_SIZE(self));
            for (Py_ssize_t i = 0; i < Py_SIZE(self); ++i) out[static_cast<size_t>(i)] = py::str(Traits::cards(begin(self)[i]));
            return out.release().ptr();
        });
    }

    // Creates the type as `module.MoveList`.
    static void create(py::module_& m, const char* qualified_name, PyGetSetDef* getset, PyMethodDef* methods,
                       const char* doc) {
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
            {Py_tp_doc, const_cast<char*>(doc)},
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
        if (!created) throw py::error_already_set();
        type = reinterpret_cast<PyTypeObject*>(created);
        Py_INCREF(created);  // `type` keeps it for the module's lifetime
        m.attr("MoveList") = py::reinterpret_steal<py::object>(created);
    }
};

// Parses FASTCALL arguments against `names` (positional-or-keyword for the
// first `positional`, keyword-only after). Unset slots keep their defaults
// (nullptr = required). Returns false with a TypeError set. Keyword names are
// matched by identity against interned copies first (CPython interns the names
// written in a call), then by value; `interned` is the caller's static cache.
template <size_t N>
bool parse_fastcall(const char* function, const char* const (&names)[N], PyObject* (&interned)[N],
                    size_t positional, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames,
                    PyObject* (&given)[N]) {
    if (!interned[0])
        for (size_t j = 0; j < N; ++j) interned[j] = PyUnicode_InternFromString(names[j]);  // kept for good
    if (nargs > static_cast<Py_ssize_t>(positional)) {
        PyErr_Format(PyExc_TypeError, "%s() takes at most %zu positional arguments (%zd given)", function,
                     positional, nargs);
        return false;
    }
    for (Py_ssize_t i = 0; i < nargs; ++i) given[i] = args[i];
    const Py_ssize_t nkw = kwnames ? PyTuple_GET_SIZE(kwnames) : 0;
    for (Py_ssize_t k = 0; k < nkw; ++k) {
        PyObject* key = PyTuple_GET_ITEM(kwnames, k);
        Py_ssize_t slot = -1;
        for (size_t j = 0; j < N && slot < 0; ++j)
            if (key == interned[j]) slot = static_cast<Py_ssize_t>(j);
        for (size_t j = 0; j < N && slot < 0; ++j)
            if (PyUnicode_CompareWithASCIIString(key, names[j]) == 0) slot = static_cast<Py_ssize_t>(j);
        if (slot < 0) {
            PyErr_Format(PyExc_TypeError, "%s() got an unexpected keyword argument '%U'", function, key);
            return false;
        }
        if (slot < nargs) {
            PyErr_Format(PyExc_TypeError, "%s() got multiple values for argument '%s'", function, names[slot]);
            return false;
        }
        given[slot] = args[nargs + k];
    }
    for (size_t j = 0; j < N; ++j)
        if (!given[j]) {
            PyErr_Format(PyExc_TypeError, "%s() missing required argument '%s'", function, names[j]);
            return false;
        }
    return true;
}

}  // namespace paigen::bindings
