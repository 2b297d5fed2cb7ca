// numpy arrays through numpy's own C API, found at run time in the capsule
// numpy exports (numpy._core.multiarray._ARRAY_API), so the build needs no
// numpy: new arrays (numpy's memory, or ours behind a capsule), the strict
// dtype checks of array arguments (an int64 array is no uint64 array: no
// conversion), and the fields of an array. Ids are returned in tight loops,
// where a generic ndarray conversion costs as much as the work.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <string>
#include <type_traits>

#include "nb.h"

namespace paigen::bindings {

// numpy's PyArrayObject fields (the layout numpy keeps stable for its C API).
struct ArrayFields {
    PyObject_HEAD char* data;
    int nd;
    Py_ssize_t* dimensions;
    Py_ssize_t* strides;
    PyObject* base;
    PyObject* descr;
    int flags;
};

inline constexpr int kArrayCContiguous = 0x0001;
inline constexpr int kArrayWriteable = 0x0400;

inline ArrayFields* array_fields(PyObject* array) { return reinterpret_cast<ArrayFields*>(array); }

// The numpy type number of T (NPY_BOOL, NPY_BYTE, ...).
template <typename T>
constexpr int npy_type() {
    if constexpr (std::is_same_v<T, bool>) return 0;
    if constexpr (std::is_same_v<T, int8_t>) return 1;
    if constexpr (std::is_same_v<T, uint8_t>) return 2;
    if constexpr (std::is_same_v<T, int16_t>) return 3;
    if constexpr (std::is_same_v<T, uint16_t>) return 4;
    if constexpr (std::is_same_v<T, int32_t>) return 5;
    if constexpr (std::is_same_v<T, uint32_t>) return 6;
    if constexpr (std::is_same_v<T, int64_t>) return sizeof(long) == 8 ? 7 : 9;    // NPY_LONG, NPY_LONGLONG
    if constexpr (std::is_same_v<T, uint64_t>) return sizeof(long) == 8 ? 8 : 10;  // NPY_ULONG, NPY_ULONGLONG
    if constexpr (std::is_same_v<T, float>) return 11;
    if constexpr (std::is_same_v<T, double>) return 12;
}

bool is_ndarray(PyObject* obj);
// Whether `obj` is a C-contiguous numpy array of exactly numpy type `type`.
bool is_c_array_of(PyObject* obj, int type);
// The name of numpy type `type` ("uint64").
std::string dtype_name(int type);
// A new numpy array (new reference, or a Python error thrown): of numpy's own
// memory when `data` is null, else over `data`, which `owner` keeps alive
// (its reference taken by the array). C-contiguous unless `strides` is given.
PyObject* new_array(int type, int nd, const Py_ssize_t* shape, const Py_ssize_t* strides, void* data, PyObject* owner,
                    bool writeable);
// The same, or null with a Python error set (for the CPython-level hot paths).
PyObject* new_array_or_null(int type, int nd, const Py_ssize_t* shape);
// Clears the array's WRITEABLE flag: numpy lets no view of it be made writable.
inline void set_read_only(PyObject* array) { array_fields(array)->flags &= ~kArrayWriteable; }

// A numpy array of T (what the bindings make, or an argument checked with
// array_arg): its data and shape through the array's fields.
template <typename T>
class Array : public nb::object {
public:
    NB_OBJECT_DEFAULT(Array, object, "numpy.ndarray", is_ndarray)

    // A new C-contiguous array of numpy's memory, uninitialised.
    explicit Array(Py_ssize_t n) : Array({n}) {}
    explicit Array(std::initializer_list<Py_ssize_t> shape)
        : nb::object(
              new_array(npy_type<T>(), static_cast<int>(shape.size()), shape.begin(), nullptr, nullptr, nullptr, true),
              nb::detail::steal_t{}) {}
    // An array over `data`, kept alive by `owner`.
    Array(std::initializer_list<Py_ssize_t> shape, T* data, nb::handle owner, bool writeable = true)
        : nb::object(new_array(npy_type<T>(), static_cast<int>(shape.size()), shape.begin(), nullptr, data,
                               owner.inc_ref().ptr(), writeable),
                     nb::detail::steal_t{}) {}

    ArrayFields* fields() const { return array_fields(ptr()); }
    const T* data() const { return reinterpret_cast<const T*>(fields()->data); }
    T* mutable_data() const { return reinterpret_cast<T*>(fields()->data); }
    int ndim() const { return fields()->nd; }
    Py_ssize_t shape(int i) const { return fields()->dimensions[i]; }
    Py_ssize_t size() const {
        Py_ssize_t n = 1;
        for (int i = 0; i < ndim(); ++i) n *= shape(i);
        return n;
    }
    bool writeable() const { return (fields()->flags & kArrayWriteable) != 0; }
};

// Whether `obj` is a C-contiguous numpy array of exactly dtype T.
template <typename T>
bool is_array_of(nb::handle obj) {
    return is_c_array_of(obj.ptr(), npy_type<T>());
}

}  // namespace paigen::bindings
