// Arguments from Python, for both games: strict types, checked ranges, and
// errors that name the argument (TypeError for a wrong type, ValueError or a
// paigen error for a wrong value). Also the fast paths the hot functions use:
// exact-type unwrapping of paigen's own classes and FASTCALL argument parsing.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

#include "nb.h"
#include "numpy.h"

namespace paigen::bindings {

// nb::handle for each type of a pack (a nb::arg each, say): the parameters of
// a function with that many Python arguments.
template <typename>
using Handle = nb::handle;

// The type name of `obj`, for messages.
std::string python_type_name(nb::handle obj);

// A str argument as UTF-8 (valid while `obj` lives). TypeError for anything
// but a str; NotationError for a str that is not valid text (a lone surrogate).
std::string_view text_arg(nb::handle obj, const char* name);

// An int argument: a Python int or anything with __index__ (numpy integers),
// never a bool or a float. ValueError outside [low, high].
int64_t int_arg(nb::handle obj, const char* name, int64_t low, int64_t high);
uint64_t u64_arg(nb::handle obj, const char* name);  // [0, 2**64)
// An int argument of any size, saturated to the int64 range.
int64_t saturated_int_arg(nb::handle obj, const char* name);

// A bool argument: True or False only.
bool bool_arg(nb::handle obj, const char* name);

// A seed: None (fresh entropy from the operating system) or an int in [0, 2**64).
uint64_t seed_arg(nb::handle obj);

// A generator argument: an int seed in [0, 2**64), or a numpy.random.Generator
// (one raw draw of its bit generator seeds ours, advancing it).
uint64_t rng_arg(nb::handle obj, const char* name);

// A one-dimensional numpy uint64 array (no conversion: an int64 or float array
// is a TypeError rather than silently wrapped).
using U64Array = Array<uint64_t>;
U64Array u64_array_arg(nb::handle obj, const char* name);

// A one-dimensional numpy array of exactly dtype T and length `n` (-1: any),
// C-contiguous; TypeError or ValueError naming the argument otherwise.
// `per` says what the length follows, for the message.
template <typename T>
Array<T> array_arg(nb::handle obj, const char* name, Py_ssize_t n = -1, const char* per = "one per hand") {
    if (!is_array_of<T>(obj))
        throw type_error(std::string(name) + " must be a C-contiguous numpy " + dtype_name(npy_type<T>()) +
                         " array, not " +
                         (is_ndarray(obj.ptr()) ? "an array of " + str_of(obj.attr("dtype")) : python_type_name(obj)));
    Array<T> a = nb::borrow<Array<T>>(obj);
    if (a.ndim() != 1) throw value_error(std::string(name) + " must be one-dimensional");
    if (n >= 0 && a.size() != n)
        throw value_error(std::string(name) + " must hold " + std::to_string(n) + " items (" + per + "), not " +
                          std::to_string(a.size()));
    return a;
}

// A new one-dimensional numpy int32 array holding data[0, n) (new reference),
// made through numpy's C API: ids are returned in tight loops, where
// a generic array's shape and stride vectors cost as much as the work.
PyObject* int32_array(const int32_t* data, Py_ssize_t n);

// Adds the CPython method `def` (METH_NOARGS or METH_FASTCALL, for the hot ids
// calls) to the nanobind class `cls`; ml_doc holds its text signature, `doc`
// its docstring.
void add_method(nb::handle cls, PyMethodDef* def, const char* doc);

// Exact-type test and unwrapping of paigen's own nanobind classes: legal_moves
// runs in tight loops, where a generic cast costs a registry lookup.
// ClassHandle<T>::type is set once at import, then only read. The classes
// cannot be subclassed (guard_module), so a type that is not T's is no T:
// no walk of its bases, which a failed test of a Move for a Hand would pay.
// Nor can an object of it exist without its constructor (guard_module): it
// holds a T.
template <typename T>
struct ClassHandle {
    static inline PyTypeObject* type = nullptr;
};

template <typename T>
const T* as(nb::handle obj) {
    if (Py_TYPE(obj.ptr()) != ClassHandle<T>::type) return nullptr;
    return nb::inst_ptr<T>(obj);
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

    // Fills `given`; false with a TypeError set. Inlined into the hot calls
    // it parses for (see guarded()).
    [[gnu::always_inline]] bool parse(PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames,
                                      PyObject* (&given)[N]) const {
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

// Runs `body`, turning C++ and nanobind exceptions into a Python error and a
// null return, as a CPython slot or function must. Flattened: the hot calls
// (FASTCALL functions, MoveList items) run their bodies through it, and the
// bindings' -O1 (CMakeLists.txt) leaves their small helpers out of line.
template <typename Body>
[[gnu::flatten]] PyObject* guarded(Body&& body) {
    try {
        return body();
    } catch (nb::python_error& e) {
        e.restore();
    } catch (nb::builtin_exception& e) {
        PyErr_SetString(e.type() == nb::exception_type::type_error    ? PyExc_TypeError
                        : e.type() == nb::exception_type::index_error ? PyExc_IndexError
                                                                      : PyExc_ValueError,
                        e.what());
    } catch (std::exception& e) {
        PyErr_SetString(PyExc_RuntimeError, e.what());
    }
    return nullptr;
}

// A module function as a plain CPython function, for the loaders a
// __reduce__ names: pickle saves a CPython function by its module and name,
// and cannot save a nanobind function. F: nb::object(the N arguments), every
// one required, positional or keyword.
template <size_t N, nb::object (*F)(PyObject* const (&)[N])>
struct PicklableFunction {
    static inline Signature<N> signature{};
    static inline PyMethodDef def{};

    static PyObject* call(PyObject*, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
        PyObject* given[N] = {};
        if (!signature.parse(args, nargs, kwnames, given)) return nullptr;
        return guarded([&] { return F(given).release().ptr(); });
    }

    // Adds it to `m` as name(params...), with the docstring `doc`.
    static void add(nb::module_& m, const char* name, const std::array<const char*, N>& params, const char* doc) {
        signature.function = name;
        std::string text = std::string(name) + "(";
        for (size_t j = 0; j < N; ++j) {
            signature.names[j] = params[j];
            text += (j ? ", " : "") + std::string(params[j]);
        }
        signature.positional = N;
        signature.required = (1u << N) - 1;
        signature.intern();
        const char* kept = (new std::string(text + ")\n--\n\n" + doc))->c_str();  // as the module is
        def = {name, reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(call)), METH_FASTCALL | METH_KEYWORDS,
               kept};
        PyObject* fn = PyCFunction_NewEx(&def, nullptr, m.attr("__name__").ptr());
        if (!fn) throw nb::python_error();
        m.attr(name) = nb::steal<nb::object>(fn);
    }
};

}  // namespace paigen::bindings
