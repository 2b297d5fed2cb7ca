// Large numpy outputs of the batch calls, in blocks of the core's pool
// (paigen/block_pool.h) that the arrays own and give back when freed.
#pragma once

#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>

#include "paigen/block_pool.h"

namespace paigen::bindings {

namespace py = pybind11;

// A one-dimensional numpy array of the first `n` items of `block` (a
// column's, from PoolMemory), which owns the block from now on.
template <typename T>
py::array_t<T> array_of(Block block, py::ssize_t n) {
    if (!block.data) return py::array_t<T>(n);  // n is 0: nothing was written
    auto* owned = new Block(block);
    py::capsule owner(owned, [](void* p) {
        auto* b = static_cast<Block*>(p);
        PoolMemory::give(*b);
        delete b;
    });
    return py::array_t<T>({n}, {static_cast<py::ssize_t>(sizeof(T))}, static_cast<T*>(block.data), owner);
}

}  // namespace paigen::bindings
