// Large numpy outputs of the batch calls, from the core's BlockPool
// (paigen/block_pool.h): the array's capsule gives its block back.
#pragma once

#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>

#include "paigen/block_pool.h"

namespace paigen::bindings {

namespace py = pybind11;

// A one-dimensional numpy array of `n` items, from the pool when large.
template <typename T>
py::array_t<T> pooled_array(py::ssize_t n) {
    const size_t bytes = static_cast<size_t>(n) * sizeof(T);
    if (bytes < BlockPool::kMinBlock) return py::array_t<T>(n);
    struct Block {
        void* data;
        size_t size;
    };
    auto* block = new Block{nullptr, 0};
    block->data = BlockPool::instance().take(bytes, &block->size);
    py::capsule owner(block, [](void* p) {
        auto* b = static_cast<Block*>(p);
        BlockPool::instance().give(b->data, b->size);
        delete b;
    });
    return py::array_t<T>({n}, {static_cast<py::ssize_t>(sizeof(T))}, static_cast<T*>(block->data), owner);
}

}  // namespace paigen::bindings
