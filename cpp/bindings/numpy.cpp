// numpy's C API, as numpy.h declares it.
#include "numpy.h"

namespace paigen::bindings {

namespace {

// The entries of numpy's API table the bindings use (their indices are
// numpy's stable ABI).
struct NumpyApi {
    PyTypeObject* array_type = nullptr;
    PyObject* (*descr_from_type)(int) = nullptr;
    PyObject* (*new_from_descr)(PyTypeObject*, PyObject*, int, const Py_ssize_t*, const Py_ssize_t*, void*, int,
                                PyObject*) = nullptr;
    unsigned char (*equiv_types)(PyObject*, PyObject*) = nullptr;
    int (*set_base_object)(PyObject*, PyObject*) = nullptr;
};

NumpyApi load() {
    nb::module_ numpy = nb::module_::import_("numpy");
    const std::string version = str_of(numpy.attr("__version__"));
    const char* core = version.rfind("1.", 0) == 0 ? "numpy.core.multiarray" : "numpy._core.multiarray";
    nb::object capsule = nb::module_::import_(core).attr("_ARRAY_API");
    void** table = static_cast<void**>(PyCapsule_GetPointer(capsule.ptr(), nullptr));
    if (!table) throw nb::python_error();
    NumpyApi api;
    api.array_type = static_cast<PyTypeObject*>(table[2]);
    api.descr_from_type = reinterpret_cast<decltype(api.descr_from_type)>(table[45]);
    api.new_from_descr = reinterpret_cast<decltype(api.new_from_descr)>(table[94]);
    api.equiv_types = reinterpret_cast<decltype(api.equiv_types)>(table[182]);
    api.set_base_object = reinterpret_cast<decltype(api.set_base_object)>(table[282]);
    return api;
}

// Loaded at the first use (the module's import, under the GIL), then only read.
const NumpyApi& api() {
    static const NumpyApi loaded = load();
    return loaded;
}

// numpy's descriptor of `type`: a static object of numpy's, looked up once per type.
PyObject* descr(int type) {
    static PyObject* known[16] = {};
    if (!known[type]) known[type] = api().descr_from_type(type);
    return known[type];
}

}  // namespace

bool is_ndarray(PyObject* obj) { return PyObject_TypeCheck(obj, api().array_type); }

bool is_c_array_of(PyObject* obj, int type) {
    if (!is_ndarray(obj)) return false;
    const ArrayFields* f = array_fields(obj);
    return api().equiv_types(f->descr, descr(type)) && (f->flags & kArrayCContiguous);
}

std::string dtype_name(int type) { return str_of(nb::handle(descr(type))); }

PyObject* new_array_or_null(int type, int nd, const Py_ssize_t* shape) {
    PyObject* d = descr(type);
    Py_INCREF(d);  // the reference the call steals
    return api().new_from_descr(api().array_type, d, nd, shape, nullptr, nullptr, 0, nullptr);
}

PyObject* new_array(int type, int nd, const Py_ssize_t* shape, const Py_ssize_t* strides, void* data, PyObject* owner,
                    bool writeable) {
    PyObject* d = descr(type);
    Py_INCREF(d);
    PyObject* array = api().new_from_descr(api().array_type, d, nd, shape, strides, data,
                                           data && writeable ? kArrayWriteable : 0, nullptr);
    if (!array) {
        Py_XDECREF(owner);
        throw nb::python_error();
    }
    if (owner && api().set_base_object(array, owner) < 0) {  // steals `owner`, even on failure
        Py_DECREF(array);
        throw nb::python_error();
    }
    return array;
}

}  // namespace paigen::bindings
