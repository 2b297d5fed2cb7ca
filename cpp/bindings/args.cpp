#include "args.h"

#include <cstring>
#include <random>

#include "errors.h"

namespace paigen::bindings {

std::string python_type_name(nb::handle obj) { return Py_TYPE(obj.ptr())->tp_name; }

std::string_view text_arg(nb::handle obj, const char* name) {
    if (!PyUnicode_Check(obj.ptr()))
        throw type_error(std::string(name) + " must be a str, not " + python_type_name(obj));
    Py_ssize_t size = 0;
    const char* utf8 = PyUnicode_AsUTF8AndSize(obj.ptr(), &size);
    if (!utf8) {
        PyErr_Clear();
        raise_notation_error(std::string(name) + " is not valid text: it holds a lone surrogate character");
    }
    return std::string_view(utf8, static_cast<size_t>(size));
}

namespace {

// The int value of `obj` as a Python int (new reference), refusing bools and
// floats by name.
nb::int_ index_of(nb::handle obj, const char* name) {
    if (PyBool_Check(obj.ptr()) || PyFloat_Check(obj.ptr()) || !PyIndex_Check(obj.ptr()))
        throw type_error(std::string(name) + " must be an int, not " + python_type_name(obj));
    PyObject* value = PyNumber_Index(obj.ptr());
    if (!value) {  // __index__ refused (a numpy array of several items, say)
        PyErr_Clear();
        throw type_error(std::string(name) + " must be an int, not " + python_type_name(obj));
    }
    return nb::steal<nb::int_>(value);
}

std::string repr_of(nb::handle obj) {
    const std::string text = repr_text(obj);
    return text.size() <= 40 ? text : text.substr(0, 37) + "...";
}

}  // namespace

int64_t int_arg(nb::handle obj, const char* name, int64_t low, int64_t high) {
    const nb::int_ value = index_of(obj, name);
    int overflow = 0;
    const long long v = PyLong_AsLongLongAndOverflow(value.ptr(), &overflow);
    if (overflow == 0 && v >= low && v <= high) return v;
    throw value_error(std::string(name) + " must be between " + std::to_string(low) + " and " + std::to_string(high) +
                      ", not " + repr_of(value));
}

int64_t saturated_int_arg(nb::handle obj, const char* name) {
    const nb::int_ value = index_of(obj, name);
    int overflow = 0;
    const long long v = PyLong_AsLongLongAndOverflow(value.ptr(), &overflow);
    return overflow > 0 ? INT64_MAX : overflow < 0 ? INT64_MIN : v;
}

uint64_t u64_arg(nb::handle obj, const char* name) {
    const nb::int_ value = index_of(obj, name);
    const unsigned long long v = PyLong_AsUnsignedLongLong(value.ptr());
    if (v == static_cast<unsigned long long>(-1) && PyErr_Occurred()) {
        PyErr_Clear();
        throw value_error(std::string(name) + " must be between 0 and 2**64 - 1, not " + repr_of(value));
    }
    return v;
}

bool bool_arg(nb::handle obj, const char* name) {
    if (obj.ptr() == Py_True) return true;
    if (obj.ptr() == Py_False) return false;
    throw type_error(std::string(name) + " must be True or False, not " + python_type_name(obj));
}

uint64_t seed_arg(nb::handle obj) {
    if (obj.is_none()) {  // fresh entropy, never a global generator
        std::random_device device;
        return (static_cast<uint64_t>(device()) << 32) ^ device();
    }
    return u64_arg(obj, "seed");
}

uint64_t rng_arg(nb::handle obj, const char* name) {
    if (PyIndex_Check(obj.ptr()) && !PyBool_Check(obj.ptr())) return u64_arg(obj, name);
    if (nb::hasattr(obj, "bit_generator")) return u64_arg(obj.attr("bit_generator").attr("random_raw")(), name);
    throw type_error(std::string(name) + " must be an int seed or a numpy.random.Generator, not " +
                     python_type_name(obj));
}

U64Array u64_array_arg(nb::handle obj, const char* name) {
    if (!is_array_of<uint64_t>(obj))
        throw type_error(std::string(name) + " must be a C-contiguous numpy uint64 array, not " +
                         (is_ndarray(obj.ptr()) ? "an array of " + str_of(obj.attr("dtype")) : python_type_name(obj)));
    U64Array a = nb::borrow<U64Array>(obj);
    if (a.ndim() != 1) throw value_error(std::string(name) + " must be one-dimensional");
    return a;
}

namespace {

PyObject* new_int32_array(Py_ssize_t n) { return new_array_or_null(npy_type<int32_t>(), 1, &n); }

// Short id arrays handed out before, kept to be handed out again once their
// last holder has dropped them. A bot asks for ids once per decision and drops
// them by the next, and a fresh numpy array (numpy's memory-policy lookup, two
// allocations, flags; then its deallocation) costs more than finding a
// 17-card reply's ids. As with CPython's own free lists, reuse cannot be seen:
// an array is taken again only when this cache holds its one reference and it
// is as it was made. One its last holder changed (reshaped, resized, retyped,
// frozen) or took a weak reference to is let go instead. Only under the GIL,
// which every caller holds.
class ReusedIdArrays {
public:
    static constexpr Py_ssize_t kMaxLength = 64;  // a reply's ids, and most leads' near a deal's end
    static constexpr int kPerLength = 2;          // the array in a holder's hands, and the one it dropped

    // A new reference to an array of n int32 (uninitialised), or null with a
    // Python error set.
    PyObject* take(Py_ssize_t n) {
        if (n > kMaxLength) return new_int32_array(n);
        for (Kept& kept : kept_[n]) {
            if (!kept.array || Py_REFCNT(kept.array) != 1) continue;
            if (as_made(kept, n)) {
                Py_INCREF(kept.array);
                return kept.array;
            }
            PyObject* const changed = kept.array;
            kept = Kept{};
            Py_DECREF(changed);  // after the slot is free: a weak reference's callback may call back here
            break;
        }
        PyObject* const array = new_int32_array(n);
        if (!array) return nullptr;
        for (Kept& kept : kept_[n]) {
            if (kept.array) continue;
            const auto* fields = array_fields(array);
            Py_INCREF(array);
            kept = Kept{array, fields->data, fields->flags, fields->descr};
            break;
        }
        return array;
    }

private:
    struct Kept {
        PyObject* array = nullptr;  // a reference of the cache's own
        char* data = nullptr;       // as made
        int flags = 0;
        PyObject* descr = nullptr;
    };

    static bool as_made(const Kept& kept, Py_ssize_t n) {
        const auto* fields = array_fields(kept.array);
        const auto* weak_refs = reinterpret_cast<PyObject* const*>(reinterpret_cast<const char*>(kept.array) +
                                                                   Py_TYPE(kept.array)->tp_weaklistoffset);
        return *weak_refs == nullptr && fields->nd == 1 && fields->dimensions[0] == n &&
               fields->strides[0] == static_cast<Py_ssize_t>(sizeof(int32_t)) && fields->data == kept.data &&
               fields->flags == kept.flags && fields->descr == kept.descr && fields->base == nullptr;
    }

    Kept kept_[kMaxLength + 1][kPerLength];
};

}  // namespace

PyObject* int32_array(const int32_t* data, Py_ssize_t n) {
#ifdef Py_GIL_DISABLED
    PyObject* out = new_int32_array(n);  // reuse relies on the GIL
#else
    static ReusedIdArrays* const reused = new ReusedIdArrays;  // never destroyed: arrays may outlive the module
    PyObject* out = reused->take(n);
#endif
    if (!out) return nullptr;
    if (n > 0) std::memcpy(array_fields(out)->data, data, sizeof(int32_t) * static_cast<size_t>(n));
    return out;
}

void add_method(nb::handle cls, PyMethodDef* def, const char* doc) {
    def->ml_doc = (new std::string(std::string(def->ml_doc) + "\n--\n\n" + doc))->c_str();  // kept, as the class is
    PyObject* descr = PyDescr_NewMethod(reinterpret_cast<PyTypeObject*>(cls.ptr()), def);
    if (!descr || PyObject_SetAttrString(cls.ptr(), def->ml_name, descr) < 0) {
        Py_XDECREF(descr);
        throw nb::python_error();
    }
    Py_DECREF(descr);
}

}  // namespace paigen::bindings
