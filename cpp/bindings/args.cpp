#include "args.h"

#include <cstring>
#include <random>

#include "errors.h"

namespace paigen::bindings {

std::string type_name(py::handle obj) { return Py_TYPE(obj.ptr())->tp_name; }

std::string_view text_arg(py::handle obj, const char* name) {
    if (!PyUnicode_Check(obj.ptr())) throw py::type_error(std::string(name) + " must be a str, not " + type_name(obj));
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
py::int_ index_of(py::handle obj, const char* name) {
    if (PyBool_Check(obj.ptr()) || PyFloat_Check(obj.ptr()) || !PyIndex_Check(obj.ptr()))
        throw py::type_error(std::string(name) + " must be an int, not " + type_name(obj));
    PyObject* value = PyNumber_Index(obj.ptr());
    if (!value) {  // __index__ refused (a numpy array of several items, say)
        PyErr_Clear();
        throw py::type_error(std::string(name) + " must be an int, not " + type_name(obj));
    }
    return py::reinterpret_steal<py::int_>(value);
}

std::string repr_of(py::handle obj) {
    const std::string text = py::repr(obj);
    return text.size() <= 40 ? text : text.substr(0, 37) + "...";
}

}  // namespace

int64_t int_arg(py::handle obj, const char* name, int64_t low, int64_t high) {
    const py::int_ value = index_of(obj, name);
    int overflow = 0;
    const long long v = PyLong_AsLongLongAndOverflow(value.ptr(), &overflow);
    if (overflow == 0 && v >= low && v <= high) return v;
    throw py::value_error(std::string(name) + " must be between " + std::to_string(low) + " and " +
                          std::to_string(high) + ", not " + repr_of(value));
}

int64_t saturated_int_arg(py::handle obj, const char* name) {
    const py::int_ value = index_of(obj, name);
    int overflow = 0;
    const long long v = PyLong_AsLongLongAndOverflow(value.ptr(), &overflow);
    return overflow > 0 ? INT64_MAX : overflow < 0 ? INT64_MIN : v;
}

uint64_t u64_arg(py::handle obj, const char* name) {
    const py::int_ value = index_of(obj, name);
    const unsigned long long v = PyLong_AsUnsignedLongLong(value.ptr());
    if (v == static_cast<unsigned long long>(-1) && PyErr_Occurred()) {
        PyErr_Clear();
        throw py::value_error(std::string(name) + " must be between 0 and 2**64 - 1, not " + repr_of(value));
    }
    return v;
}

bool bool_arg(py::handle obj, const char* name) {
    if (obj.ptr() == Py_True) return true;
    if (obj.ptr() == Py_False) return false;
    throw py::type_error(std::string(name) + " must be True or False, not " + type_name(obj));
}

uint64_t seed_arg(py::handle obj) {
    if (obj.is_none()) {  // fresh entropy, never a global generator
        std::random_device device;
        return (static_cast<uint64_t>(device()) << 32) ^ device();
    }
    return u64_arg(obj, "seed");
}

uint64_t rng_arg(py::handle obj, const char* name) {
    if (PyIndex_Check(obj.ptr()) && !PyBool_Check(obj.ptr())) return u64_arg(obj, name);
    if (py::hasattr(obj, "bit_generator")) return u64_arg(obj.attr("bit_generator").attr("random_raw")(), name);
    throw py::type_error(std::string(name) + " must be an int seed or a numpy.random.Generator, not " + type_name(obj));
}

U64Array u64_array_arg(py::handle obj, const char* name) {
    if (!py::isinstance<U64Array>(obj))
        throw py::type_error(std::string(name) + " must be a C-contiguous numpy uint64 array, not " +
                             (py::isinstance<py::array>(obj) ? "an array of " + std::string(py::str(obj.attr("dtype")))
                                                             : type_name(obj)));
    U64Array a = py::reinterpret_borrow<U64Array>(obj);
    if (a.ndim() != 1) throw py::value_error(std::string(name) + " must be one-dimensional");
    return a;
}

PyObject* int32_array(const int32_t* data, Py_ssize_t n) {
    auto& api = py::detail::npy_api::get();
    // numpy's int32 descriptor, a static object of numpy's: looked up once.
    static PyObject* const int32 = api.PyArray_DescrFromType_(py::detail::npy_api::NPY_INT32_);
    Py_INCREF(int32);  // the reference the call below steals
    Py_intptr_t shape[1] = {n};
    PyObject* out = api.PyArray_NewFromDescr_(api.PyArray_Type_, int32, 1, shape, nullptr, nullptr, 0, nullptr);
    if (!out) return nullptr;
    if (n > 0) std::memcpy(py::detail::array_proxy(out)->data, data, sizeof(int32_t) * static_cast<size_t>(n));
    return out;
}

void add_method(py::handle cls, PyMethodDef* def, const char* doc) {
    def->ml_doc = (new std::string(std::string(def->ml_doc) + "\n--\n\n" + doc))->c_str();  // kept, as the class is
    PyObject* descr = PyDescr_NewMethod(reinterpret_cast<PyTypeObject*>(cls.ptr()), def);
    if (!descr || PyObject_SetAttrString(cls.ptr(), def->ml_name, descr) < 0) {
        Py_XDECREF(descr);
        throw py::error_already_set();
    }
    Py_DECREF(descr);
}

}  // namespace paigen::bindings
