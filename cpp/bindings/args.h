// Arguments from Python, for both games: strict types, checked ranges, and
// errors that name the argument (TypeError for a wrong type, ValueError or a
// paigen error for a wrong value). Also the fast paths the hot functions use:
// exact-type unwrapping of paigen's own classes and FASTCALL argument parsing.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "pybind.h"

namespace paigen::bindings {

namespace py = pybind11;

// py::handle for each type of a pack (a py::arg each, say): the parameters of
// a function with that many Python arguments.
template <typename>
using Handle = py::handle;

// The type name of `obj`, for messages.
std::string type_name(py::handle obj);

// A str argument as UTF-8 (valid while `obj` lives). TypeError for anything
// but a str; NotationError for a str that is not valid text (a lone surrogate).
std::string_view text_arg(py::handle obj, const char* name);

// An int argument: a Python int or anything with __index__ (numpy integers),
// never a bool or a float. ValueError outside [low, high].
int64_t int_arg(py::handle obj, const char* name, int64_t low, int64_t high);
uint64_t u64_arg(py::handle obj, const char* name);  // [0, 2**64)
// An int argument of any size, saturated to the int64 range.
int64_t saturated_int_arg(py::handle obj, const char* name);

// A bool argument: True or False only.
bool bool_arg(py::handle obj, const char* name);

// A seed: None (fresh entropy from the operating system) or an int in [0, 2**64).
uint64_t seed_arg(py::handle obj);

// A generator argument: an int seed in [0, 2**64), or a numpy.random.Generator
// (one raw draw of its bit generator seeds ours, advancing it).
uint64_t rng_arg(py::handle obj, const char* name);

// A one-dimensional numpy uint64 array (no conversion: an int64 or float array
// is a TypeError rather than silently wrapped).
using U64Array = py::array_t<uint64_t, py::array::c_style>;
U64Array u64_array_arg(py::handle obj, const char* name);

// A one-dimensional numpy array of exactly dtype T and length `n` (-1: any),
// C-contiguous; TypeError or ValueError naming the argument otherwise.
// `per` says what the length follows, for the message.
template <typename T>
py::array_t<T, py::array::c_style> array_arg(py::handle obj, const char* name, py::ssize_t n = -1,
                                             const char* per = "one per hand") {
    using Array = py::array_t<T, py::array::c_style>;
    if (!py::isinstance<Array>(obj))
        throw py::type_error(std::string(name) + " must be a C-contiguous numpy " +
                             std::string(py::str(py::dtype::of<T>())) + " array, not " +
                             (py::isinstance<py::array>(obj) ? "an array of " + std::string(py::str(obj.attr("dtype")))
                                                             : type_name(obj)));
    Array a = py::reinterpret_borrow<Array>(obj);
    if (a.ndim() != 1) throw py::value_error(std::string(name) + " must be one-dimensional");
    if (n >= 0 && a.size() != n)
        throw py::value_error(std::string(name) + " must hold " + std::to_string(n) + " items (" + per + "), not " +
                              std::to_string(a.size()));
    return a;
}

// A new one-dimensional numpy int32 array holding data[0, n) (new reference),
// made through numpy's C API: ids are returned in tight loops, where
// py::array_t's shape and stride vectors cost as much as the work.
PyObject* int32_array(const int32_t* data, Py_ssize_t n);

// Adds the CPython method `def` (METH_NOARGS or METH_FASTCALL, for the hot ids
// calls) to the pybind11 class `cls`; ml_doc holds its text signature, `doc`
// its docstring.
void add_method(py::handle cls, PyMethodDef* def, const char* doc);

// Exact-type test and unwrapping of paigen's own pybind11 classes: legal_moves
// runs in tight loops, where pybind11's generic casts cost a registry lookup.
// ClassHandle<T>::type is set once at import, then only read. The classes
// cannot be subclassed (guard_module), so a type that is not T's is no T:
// no walk of its bases, which a failed test of a Move for a Hand would pay.
template <typename T>
struct ClassHandle {
    static inline PyTypeObject* type = nullptr;
};

template <typename T>
[[gnu::noinline, gnu::cold]] const T* as_by_cast(py::handle obj) {
    return &obj.cast<const T&>();  // a class with several pybind11 bases
}

template <typename T>
const T* as(py::handle obj) {
    if (Py_TYPE(obj.ptr()) != ClassHandle<T>::type) return nullptr;
    auto* inst = reinterpret_cast<py::detail::instance*>(obj.ptr());
    if (inst->simple_layout) return static_cast<const T*>(inst->simple_value_holder[0]);
    return as_by_cast<T>(obj);
}

// FASTCALL argument parsing against fixed names (positional-or-keyword for the
// first `positional`, keyword-only after; bit j of `required` marks argument j
// as required). Arguments not given keep their slot's default (nullptr: absent).
// Keyword names are matched by identity against interned copies made at import,
// then by value.
template <size_t N>
struct Signature {
    const char* function;
    const char* names[N];
    size_t positional;
    unsigned required;
    PyObject* interned[N] = {};

    void intern() {
        for (size_t j = 0; j < N; ++j) interned[j] = PyUnicode_InternFromString(names[j]);  // kept for good
    }

    // Fills `given`; false with a TypeError set.
    bool parse(PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames, PyObject* (&given)[N]) const {
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
                PyErr_Format(PyExc_TypeError, "%s() got an unexpected keyword argument '%.40U'", function, key);
                return false;
            }
            if (slot < nargs) {
                PyErr_Format(PyExc_TypeError, "%s() got multiple values for argument '%s'", function, names[slot]);
                return false;
            }
            given[slot] = args[nargs + k];
        }
        for (size_t j = 0; j < N; ++j)
            if (!given[j] && (required >> j & 1)) {
                PyErr_Format(PyExc_TypeError, "%s() missing required argument '%s'", function, names[j]);
                return false;
            }
        return true;
    }
};

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

}  // namespace paigen::bindings
